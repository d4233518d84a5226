# Written in the manner of Castro's GTP test files: no boardsize (side 8),
# grid numbering until hguicoords, moves with play and playgame.

# White's bridge along the top row: a1 to a8 are both corners.
play w a1
play b e5
playgame a2 e6 a3 e7 a4 e8 a5 e9 a6 e10 a7 e11
1 havannah_winner
#? [none]

play w a8
2 havannah_winner
#? [white]

undo
3 havannah_winner
#? [none]

# Past the middle row grid numbering differs: grid J11 is our j13, grid F10 is f10.
clear_board
play b J11
hguicoords
4 play w j13
#? [illegal move: cell j13 is occupied]

gridcoords
play w F10
hguicoords
5 play b f10
#? [illegal move: cell f10 is occupied]

# A command the checker does not know fails, and the session goes on.
time_settings 0 1 0
6 havannah_winner
#? [none]
