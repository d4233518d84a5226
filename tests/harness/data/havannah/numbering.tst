# In the manner of Castro's files: side 8 (no boardsize), grid numbering
# until hguicoords, back with gridcoords.  Each case holds only when its
# moves are read in the numbering of their time.

# Grid J11 is our j13 (row j is past the middle row of side 8).
play w J11
hguicoords
1 play b j13
#? [illegal move: cell j13 is occupied]

# Still our numbering after a clear_board: j11 is free, j13 too.
clear_board
play w j11
2 play b j13
#? []

gridcoords
3 play b J9
#? [illegal move: cell .* is occupied]

# boardsize keeps the numbering too: grid g1 is our g4 on side 4.
boardsize 4
play w g1
hguicoords
4 play b g4
#? [illegal move: cell g4 is occupied]

# A solver's command the checker does not have.
clear_board
5 solve b
#? [e5]
