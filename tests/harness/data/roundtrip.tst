# Every kind of expectation, for the import/export round trip.
boardsize 9
clear_board
play black C3
play white D3
# Liberties of a lone stone beside an enemy stone.
1 countlib C3
#? [3]
2 countlib C3
#? [4]*
3 list_stones black
#? [C3]&
4 list_stones white
#? [!C3]
5 list_stones white
#? [C3|D3
loadsgf games/game9-7.sgf 10
6 countlib C7
#? [[[:digit:]]+]
7 color C7
#? [white|black]*
trymove black J1
8 list_stones black
#? [.*J1.*]
popgo
9 is_legal black J1
#? [1]
10 clear_board
