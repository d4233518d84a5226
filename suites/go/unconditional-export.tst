# unconditional: written by regress export from unconditional.yaml
# unconditional_status: Benson-style life (alive even if the opponent moves any number of times in a row), dead stones and territory inside such groups, seki and open positions (undecided).

# Black has two separate regions, A2-A1 and C2-D1, each made only of its
# liberties: pass-alive by Benson, whatever white plays. GNU Go agrees.
loadsgf games/unconditional-1.sgf
1 unconditional_status A3
#? [alive]

# The two-by-two region inside the pass-alive group is too small for white to
# live in. GNU Go agrees.
loadsgf games/unconditional-2.sgf
2 unconditional_status C2
#? [black_territory]

# The one-wide region on the edge is black's territory too. GNU Go agrees.
loadsgf games/unconditional-3.sgf
3 unconditional_status A2
#? [black_territory]

# The white wall has room outside and no two vital regions; it is not
# pass-alive. GNU Go agrees.
loadsgf games/unconditional-4.sgf
4 unconditional_status F3
#? [undecided]

# The white pair C3 D3 sits in a region walled in by pass-alive black stones
# where white can never make two eyes of its own, even moving alone: dead. GNU
# Go agrees.
loadsgf games/unconditional-5.sgf
5 unconditional_status C3
#? [dead]

# The empty points around the dead white stones are black's territory. GNU Go
# agrees.
loadsgf games/unconditional-6.sgf
6 unconditional_status C4
#? [black_territory]

# The black string inside, touching the eyes F2 and C1-D1 region, is
# pass-alive. GNU Go agrees.
loadsgf games/unconditional-7.sgf
7 unconditional_status D2
#? [alive]

# Seki in the corner: the black pair A2 B2 B1 and the white wall share the
# liberties C2 and C1; neither side can be made pass-alive, so all is
# undecided. GNU Go agrees.
loadsgf games/unconditional-8.sgf
8 unconditional_status B2
#? [undecided]

# A shared liberty of the seki is nobody's territory. GNU Go agrees.
loadsgf games/unconditional-9.sgf
9 unconditional_status C2
#? [undecided]

# The white string in the seki is not pass-alive (its eye E2 alone is one
# region). GNU Go agrees.
loadsgf games/unconditional-10.sgf
10 unconditional_status D1
#? [undecided]

# On an empty board nothing is decided. GNU Go agrees.
loadsgf games/unconditional-11.sgf
11 unconditional_status E5
#? [undecided]
