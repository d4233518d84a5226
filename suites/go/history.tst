# Moves, undo and trial moves with queries between them: the position of each
# case is what the lines above it built, so this file only makes sense top to
# bottom (or as a case chosen alone, after the lines before it).
# The expected answers are GNU Go 3.8's.

boardsize 9
clear_board
play black C3
1 countlib C3
#? [4]
play white C4
2 countlib C3
#? [3]
play black D4
play white B3
3 countlib C3
#? [2]
play white D3
4 countlib C3
#? [1]
5 color C3
#? [black]
play white C2
6 captures white
#? [1]
7 color C3
#? [empty]
undo
8 color C3
#? [black]
9 countlib C3
#? [1]
trymove black C2
10 countlib C3
#? [3]
trymove white E3
11 countlib D3
#? [4]
popgo
popgo
12 countlib C3
#? [1]
play black E4
play white E3
13 countlib D4
#? [3]
14 is_legal black D2
#? [1]
play black D2
15 countlib D2
#? [3]
16 countlib D3
#? [2]
17 list_stones white
#? [C4 B3 D3 E3]
undo
undo
18 list_stones black
#? [D4 E4 C3]
clear_board
19 list_stones black
#? []
play black E5
20 countlib E5
#? [4]
boardsize 7
21 query_boardsize
#? [7]
22 list_stones black
#? []
play black D4
play white D5
play white C4
play white E4
23 countlib D4
#? [1]
play white D3
24 captures white
#? [1]
25 color D4
#? [empty]
26 is_legal black D4
#? [0]
undo
27 countlib D4
#? [1]
28 color D4
#? [black]
