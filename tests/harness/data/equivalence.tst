# Commands whose answers must not depend on running this file top to bottom
# or each case alone after a reset with its replay.
loadsgf games/game9-1.sgf 20
1 list_stones black
#? [.*]
2 countlib E5
#? [[0-9]+]
3 reg_genmove black
#? [!PASS]
4 attack E5
#? [0]
play black E6
5 list_stones black
#? [.*E6.*]
trymove white F5
6 countlib F5
#? [[0-9]+]
popgo
7 dragon_status C3
#? [alive|dead|critical.*|unknown]
8 genmove white
#? [[A-J][1-9]]
9 list_stones white
#? [.*]
undo
10 list_stones white
#? [.*]
komi 0.5
11 final_score
#? [[BW]\+.*]
loadsgf games/game9-7.sgf E5
12 list_stones black
#? [.*]
13 owl_attack C7
#? [.*]
14 unconditional_status A1
#? [undecided|.*territory|alive|dead]
15 eval_eye A1
#? [.*]
reset_reading_node_counter
16 attack C7
#? [.*]
17 get_reading_node_counter
#? [[0-9]+]
boardsize 9
clear_board
play black C3
play white C4
play black D4
play white D3
18 list_stones white
#? [C4 D3|D3 C4]
19 captures black
#? [0]
loadsgf games/game13-3.sgf
20 countlib G7
#? [.*]
21 reg_genmove white
#? [.*]
increase_depths
22 owl_defend G7
#? [.*]
clear_board
23 list_stones black
#? []
24 query_boardsize
#? [13]
