# reading: written by regress export from reading.yaml
# Tactical reading of single strings: ladders and their breakers, nets, snapbacks, ko, capturing races.

# A ladder: the white stone in atari runs up and to the right and is caught at
# the edge.
loadsgf games/reading-1.sgf
1 defend G7
#? [0]

# The same stone is captured at once by taking its last liberty.
loadsgf games/reading-2.sgf
2 attack G7
#? [1 H7]

# A white ladder breaker at O15 on the ladder's path: extending saves the
# stone.
loadsgf games/reading-3.sgf
3 defend G7
#? [1 H7]

# The breaker at N14, one line off the diagonal, still meets the ladder.
loadsgf games/reading-4.sgf
4 defend G7
#? [1 H7]

# A black stone on the ladder's path only helps black: the ladder still works.
loadsgf games/reading-5.sgf
5 defend G7
#? [0]

# A white stone far from the ladder's path (lower right) breaks nothing.
loadsgf games/reading-6.sgf
6 defend G7
#? [0]

# A white stone in the upper left is off the path too: the ladder works.
loadsgf games/reading-7.sgf
7 defend G7
#? [0]

# Two liberties: the atari from above starts the ladder toward the upper
# right.
loadsgf games/reading-8.sgf
8 attack G7
#? [1 G8]

# With the breaker in place no ladder works and nothing else captures.
loadsgf games/reading-9.sgf
9 attack G7
#? [0]

# A stone with two liberties under a black net: D4 closes the net.
loadsgf games/reading-10.sgf
10 attack D3
#? [1 D4]

# F5 is atari, and the escape at E6 runs into D6 and F6 with one liberty left.
loadsgf games/reading-11.sgf
11 attack E5
#? [1 F5]

# Two liberties in the open with few black stones around: no ladder, no net.
loadsgf games/reading-12.sgf
12 attack E5
#? [0]

# White's corner string has four liberties, all inside its own space around
# the black A2 stone: B2 takes the vital point and white is short of
# liberties.
loadsgf games/reading-13.sgf
13 attack C3
#? [1 B2]

# White's two liberties are both next to the black B2 stone: A2 makes it atari
# and white cannot answer at B1 without being captured.
loadsgf games/reading-14.sgf
14 attack C3
#? [1 A2]

# White to move cannot save the string: B1 and A2 are both self-ataris that
# black captures.
loadsgf games/reading-15.sgf
15 defend C3
#? [0]

# Not a ko yet: three white stones with several liberties cannot be taken.
loadsgf games/reading-16.sgf
16 attack E4
#? [0]

# The lone white stone can be taken, but in a ko: white may take back (KO_A).
loadsgf games/reading-17.sgf
17 attack C4
#? [2 D4]

# A ko shape set up from a diagram: no ko is pending, so white may take at C4
# at once, and black may take back (KO_A).
loadsgf games/reading-18.sgf
18 attack D4
#? [2 C4]

# Black's three corner stones have one liberty left, A1: white captures there.
loadsgf games/reading-19.sgf
19 attack B2
#? [1 A1]

# The black wall between the white stones has only E1 left: white captures it
# first.
loadsgf games/reading-20.sgf
20 attack D3
#? [1 E1]

# Two white stones with three liberties: extending keeps them safe; any
# liberty will do.
loadsgf games/reading-21.sgf
21 defend E4
#? [1 E2]

# A stone in atari whose liberty D2 leads nowhere: extending gives only more
# stones in atari.
loadsgf games/reading-22.sgf
22 defend D3
#? [0]

# The stone in atari connects down to D2 and the three stones live.
loadsgf games/reading-23.sgf
23 defend D3
#? [1 D2]

# White D4 is in atari and extending to D5 is self-atari, but capturing the
# cutting stone D3 at D2 saves it.
loadsgf games/reading-24.sgf
24 defend D4
#? [1 D2]

# White's first-line string reaches out through F2 and has liberties enough:
# no capture.
loadsgf games/reading-25.sgf
25 attack B1
#? [0]

# White has two liberties on the edge; the throw-in at B1 is a snapback, and
# C1 works as well.
loadsgf games/reading-26.sgf
26 attack A1
#? [1 (B1|C1)]

# After the throw-in at B1 white is in atari; taking the stone at C1 is
# answered by the snapback at B1.
loadsgf games/reading-27.sgf
27 defend A1
#? [0]

# The thrown-in stone cannot be captured profitably: taking it at C1 runs into
# the snapback.
loadsgf games/reading-28.sgf
28 attack B1
#? [0]

# A fight in the lower left corner does not touch the ladder, which still
# works.
loadsgf games/reading-29.sgf
29 defend G7
#? [0]

# White's two stones have liberties at C4 and E4 only; the atari at E4 drives
# them into black's wall.
loadsgf games/reading-30.sgf
30 attack D5
#? [1 E4]
