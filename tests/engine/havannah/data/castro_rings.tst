# Rings on side 4 in grid numbering: e3 and e4 are our e4 and e5.
boardsize 4
playgame c3 a1 c4 a2 d3 a3 d5 g1 e3 g2
1 havannah_winner
#? [none]

play w e4
2 havannah_winner
#? [white]

3 ring_cells
#? [d4]

# A black ring around a white stone, in our numbering this time.
clear_board
hguicoords
play w d4
playgame c3 a1 c4 a2 d3 a3 d5 b1 e4 b2
4 havannah_winner
#? [none]

play b e5
5 havannah_winner
#? [black]

6 win_kinds
#? [ring]
