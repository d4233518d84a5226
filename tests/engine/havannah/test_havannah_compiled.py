"""The compiled detectors (engine/havannah/compiled.py) behave as the Python ones, API and all."""

from __future__ import annotations

import copy
import gc
import pickle

import numpy as np
import pytest

from engine.havannah.board import IllegalMove
from engine.havannah.checkers import new_board
from engine.havannah.rules import BLACK, DRAW, EMPTY, WHITE, kind_names

COMPILED = ("unionfind-numba", "table-numba", "dfs-numba")

#: Arguments of every sort, good and bad, played in order on one side-4 board.
ODD_CALLS: list[tuple[object, ...]] = [
    (1.0, 3),  # a float colour equal to WHITE: taken, as a dict lookup takes it
    (WHITE, 1.5),  # a float cell: refused, as a list index refuses it
    (WHITE, 2**70),
    (WHITE, -1),
    (WHITE, 37),
    (3, 1),
    (None, 2),
    (WHITE, np.int64(5)),
    (True, 6),
    (WHITE, 3),  # occupied
    (BLACK, "a"),
    (WHITE,),
    (WHITE, 2, 3),
]


def outcomes(checker: str) -> tuple[list[object], list[int], list[tuple[int, int]]]:
    board = new_board(4, checker)
    answers: list[object] = []
    for args in ODD_CALLS:
        try:
            answers.append(board.play(*args))  # type: ignore[arg-type]
        except ValueError as error:  # IllegalMove too
            answers.append((type(error).__name__, str(error)))
        except TypeError:  # a wrong number of arguments (the message names the class)
            answers.append("TypeError")
    answers.append(board.play(colour=BLACK, cell=10))
    return answers, board.stones, board.moves


@pytest.mark.parametrize("checker", COMPILED)
def test_odd_arguments_get_the_answers_of_the_python_detector(checker: str) -> None:
    assert outcomes(checker) == outcomes("unionfind")


@pytest.mark.parametrize("checker", COMPILED)
def test_win_draw_undo_swap_clear(checker: str) -> None:
    board = new_board(3, checker)
    geo = board.geometry
    assert board.play(WHITE, geo.parse("a1")) == 0
    board.swap()
    assert board.moves == [(BLACK, geo.parse("a1"))] and board.to_move() == WHITE
    board.play(WHITE, geo.parse("e5"))
    board.play(BLACK, geo.parse("a2"))
    assert kind_names(board.play(BLACK, geo.parse("a3"))) == ["bridge"]
    assert (board.winner, board.stones[geo.parse("a3")]) == (BLACK, BLACK)
    with pytest.raises(IllegalMove, match="over"):
        board.play(WHITE, geo.parse("c3"))
    board.undo()
    assert (board.winner, board.kinds, len(board.moves)) == (EMPTY, 0, 3)
    board.play(WHITE, geo.parse("a3"))
    assert board.winner == EMPTY and board.to_move() == BLACK
    board.clear()
    assert board.moves == [] and set(board.stones) == {EMPTY}
    # The drawn full board of side 3 (test_havannah_board.py) ends in DRAW here too.
    moves = "c2 d2 e5 e4 a2 a1 d5 b1 e3 a3 d4 c3 b4 c4 c1 c5 b3 d3 b2".split()
    assert board.playout([geo.parse(m) for m in moves]) == 19
    assert (board.winner, board.kinds) == (DRAW, 0)


@pytest.mark.parametrize("checker", COMPILED)
def test_a_kept_play_keeps_its_board_alive(checker: str) -> None:
    play = new_board(3, checker).play
    gc.collect()
    assert play(WHITE, 0) == 0 and play(WHITE, 1) == 0
    assert kind_names(play(WHITE, 2)) == ["bridge"]


def test_boards_do_not_share_state() -> None:
    first, second = new_board(3, "unionfind-numba"), new_board(3, "unionfind-numba")
    first.play(WHITE, 0)
    second.play(BLACK, 0)
    assert (first.stones[0], second.stones[0]) == (WHITE, BLACK)


@pytest.mark.parametrize("checker", COMPILED)
def test_copies_are_boards_of_their_own(checker: str) -> None:
    board = new_board(3, checker)
    board.play(WHITE, 0)
    board.play(WHITE, 1)
    for twin in (copy.copy(board), copy.deepcopy(board), pickle.loads(pickle.dumps(board))):
        assert kind_names(twin.play(WHITE, 2)) == ["bridge"] and twin.winner == WHITE
        assert (board.moves, board.winner) == ([(WHITE, 0), (WHITE, 1)], EMPTY)
    board.play(WHITE, 2)
    twin = copy.copy(board)
    assert (twin.winner, twin.kinds, twin.moves) == (board.winner, board.kinds, board.moves)
    with pytest.raises(IllegalMove, match="over"):
        twin.play(BLACK, 5)
