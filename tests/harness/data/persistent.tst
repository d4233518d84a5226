# GNU Go 3.8's persistent owl cache survives loadsgf: after the O19 dragon was
# read at move 114, reading it again at move 117 (three moves on, in another
# part of the board) reuses what was found and answers L18; read on its own,
# after clear_cache or on a fresh engine, it answers L14.
loadsgf games/selfplay-13.sgf 114
1 owl_defend O19
#? [1 L18]
loadsgf games/selfplay-13.sgf 117
2 owl_defend O19
#? [1 L18]
