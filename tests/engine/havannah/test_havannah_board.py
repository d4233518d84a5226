"""Win detection on hand-made positions, drawn as diagrams.

In a diagram ``O`` is white, ``X`` black, ``.`` empty, and the one stone in
lower case (``o`` or ``x``) is the deciding stone: :func:`decide` plays all
the others first (checking that none of them wins), then that one.
"""

from __future__ import annotations

import pytest

from engine.havannah.board import Board, IllegalMove
from engine.havannah.checkers import CHECKERS, new_board
from engine.havannah.geometry import parse_diagram
from engine.havannah.rules import BLACK, DRAW, EMPTY, WHITE, kind_names


def setup(diagram: str, checker: str = "unionfind") -> tuple[Board, int, int]:
    """Play every stone but the marked one; return ``(board, its colour, its cell)``."""
    read = parse_diagram(diagram)
    (last,) = read.marked
    board = new_board(read.geometry.side, checker)
    for colour, cells in ((WHITE, read.white), (BLACK, read.black)):
        for cell in cells:
            if cell != last:
                board.play(colour, cell)
                assert board.winner == EMPTY, "the diagram wins before its last stone"
    return board, (WHITE if last in read.white else BLACK), last


def decide(diagram: str) -> tuple[Board, list[str]]:
    """Play the diagram, the marked stone last; return the board and the kinds it made.

    Every detector must agree, and the reference checker too, stone by stone
    (each runs as the board's checker).
    """
    results = []
    for checker in CHECKERS:
        board, colour, last = setup(diagram, checker)
        results.append((board, kind_names(board.play(colour, last))))
    (board, kinds), *others = results
    assert [other for _, other in others] == [kinds] * len(others)
    return board, kinds


def ring_names(board: Board) -> list[str]:
    return [board.geometry.name(c) for c in board.ring_cells()]


# -- rings ---------------------------------------------------------------


def test_six_stones_around_an_empty_cell() -> None:
    board, kinds = decide(
        """
        a     . . . . .
        b    . . . . . .
        c   . . . . . . .
        d  . . . O O . . .
        e . . . O . o . . .
        f  . . . O O . . .
        g   . . . . . . .
        h    . . . . . .
        i     . . . . .
        """
    )
    assert kinds == ["ring"]
    assert board.winner == WHITE
    assert ring_names(board) == ["e5"]


def test_ring_around_an_opponent_stone() -> None:
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . X X . . .
        . . . X O X . . .
         . . . X x . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert board.winner == BLACK
    assert ring_names(board) == ["e5"]


def test_ring_around_an_own_stone_closed_on_the_loop() -> None:
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O O . . .
        . . . O O o . . .
         . . . O O . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert ring_names(board) == ["e5"]


def test_ring_around_two_own_stones_closed_next_to_both() -> None:
    # Eight stones around d4 and e5 (both white); e4 touches both, so no
    # earlier stone surrounded either of them.
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . O O . . .
         . . O O O . . .
        . . . o O O . . .
         . . . O O . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert ring_names(board) == ["d4", "e5"]


def test_ring_around_own_and_empty_cells() -> None:
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . O O . . .
         . . O . O . . .
        . . . o O O . . .
         . . . O O . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert ring_names(board) == ["d4", "e5"]


def test_bigger_ring_around_three_empty_cells() -> None:
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . O O O . .
         . . O . . O . .
        . . . O . O . . .
         . . . O o . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert ring_names(board) == ["d4", "d5", "e5"]


def test_ring_closed_by_a_stone_that_also_joins_a_second_group() -> None:
    # e6 closes the loop around e5 and, through f7, joins the black-free
    # group g7-f7 as well: the merge must not hide the loop.
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O O . . .
        . . . O . o . . .
         . . . O O O . .
          . . . . . O .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]


def test_ring_closed_between_two_groups_that_were_one() -> None:
    # Two arcs already joined along the bottom; d5 closes the top.
    board, kinds = decide(
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O o O . .
        . . . O . . O . .
         . . . O . O . .
          . . . O O . .
           . . . . . .
            . . . . .
        """
    )
    assert kinds == ["ring"]
    assert ring_names(board) == ["e5", "e6", "f6"]


# -- near misses -----------------------------------------------------------


@pytest.mark.parametrize(
    "diagram",
    [
        # Five of the six around e5: an open loop.
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O O . . .
        . . . O . . . . .
         . . . O o . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
        # A U shape around two cells, open at the top.
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . O . . O . .
        . . . O . . O . .
         . . . O o O . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
        # Around a rim cell (a3): the board's edge is no part of a loop.
        """
            O . . . .
           . O O o . .
          . . . . . . .
         . . . . . . . .
        . . . . . . . . .
         . . . . . . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
        # Six around e5 but one of them is the opponent's.
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O X . . .
        . . . O . o . . .
         . . . O O . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
        # A triangle of three: the smallest closed loop, enclosing nothing.
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . . O O . . .
        . . . . o . . . .
         . . . . . . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
        # A thick strip of six: every stone touches the outside.
        """
            . . . . .
           . . . . . .
          . . . . . . .
         . . O O O . . .
        . . O o O . . . .
         . . . . . . . .
          . . . . . . .
           . . . . . .
            . . . . .
        """,
    ],
    ids=["open-five", "u-shape", "rim-cell", "opponent-in-loop", "triangle", "blob"],
)
def test_near_misses_are_not_rings(diagram: str) -> None:
    board, kinds = decide(diagram)
    assert kinds == []
    assert board.winner == EMPTY
    assert board.ring_cells() == []


# -- bridges and forks -----------------------------------------------------


def test_bridge_along_an_edge() -> None:
    board, kinds = decide(
        """
           O O o O
          . . . . .
         . . . . . .
        . . . . . . .
         . . . . . .
          . . . . .
           . . . .
        """
    )
    assert kinds == ["bridge"]


def test_fork_on_three_edges() -> None:
    # b1 (edge x = 0), a2 and a3 (edge y = 0), then b5 (edge x - y = 3).
    board, kinds = decide(
        """
           . O O .
          O O . O o
         . . . . . .
        . . . . . . .
         . . . . . .
          . . . . .
           . . . .
        """
    )
    assert kinds == ["fork"]


def test_a_corner_belongs_to_no_edge() -> None:
    # a2 (edge y = 0), b1 and c1 (edge x = 0), then corner d1, where the edges
    # x = 0 and y - x = 3 meet: still two edges, and one corner.
    board, kinds = decide(
        """
           . O . .
          O O . . .
         O . . . . .
        o . . . . . .
         . . . . . .
          . . . . .
           . . . .
        """
    )
    assert kinds == []


def test_one_stone_makes_a_fork_a_bridge_and_a_ring_at_once() -> None:
    # d5 closes the ring around e5, whose group reaches corner i9 and edges
    # x = 8 and x = 0, and joins the group c5-b5-a4-a5 (corner a5, edge y = 0).
    board, kinds = decide(
        """
            . . . O O
           . . . . O .
          . . . . O . .
         O O O O o . . .
        . . . O . O . . .
         . . . O O O O O
          . . . . . . O
           . . . . . O
            . . . . O
        """
    )
    assert kinds == ["fork", "bridge", "ring"]
    assert ring_names(board) == ["e5"]


# -- game flow ---------------------------------------------------------------


def test_draw_on_a_full_board() -> None:
    board = new_board(3)
    geo = board.geometry
    # Found by random play; alternating, white first.
    moves = "c2 d2 e5 e4 a2 a1 d5 b1 e3 a3 d4 c3 b4 c4 c1 c5 b3 d3 b2".split()
    assert board.playout([geo.parse(m) for m in moves]) == 19
    assert board.winner == DRAW
    assert board.kinds == 0
    assert board.diagram().splitlines()[0].split()[1:4] == ["X", "O", "X"]
    board.undo()
    assert board.winner == EMPTY
    board.play(WHITE, geo.parse("b2"))
    assert board.winner == DRAW


def test_moves_after_the_end_and_on_occupied_cells_are_refused() -> None:
    board = new_board(4)
    geo = board.geometry
    board.play(WHITE, geo.parse("a1"))
    with pytest.raises(IllegalMove, match="occupied"):
        board.play(BLACK, geo.parse("a1"))
    board.play(WHITE, geo.parse("a2"))
    board.play(WHITE, geo.parse("a3"))
    assert board.play(WHITE, geo.parse("a4")) != 0
    with pytest.raises(IllegalMove, match="over"):
        board.play(BLACK, geo.parse("d4"))
    board.undo()
    assert board.winner == EMPTY
    assert board.kinds == 0
    board.play(BLACK, geo.parse("a4"))
    assert board.winner == EMPTY


def test_undo_restores_groups() -> None:
    board = new_board(4)
    geo = board.geometry
    for name in ["a1", "a2", "a3"]:
        board.play(WHITE, geo.parse(name))
    board.undo()
    board.undo()
    # With a2 and a3 gone, a4 does not join a1.
    assert board.play(WHITE, geo.parse("a4")) == 0
    board.play(WHITE, geo.parse("a3"))
    assert kind_names(board.play(WHITE, geo.parse("a2"))) == ["bridge"]
    with pytest.raises(IllegalMove):
        new_board(3).undo()


def test_bad_arguments() -> None:
    board = new_board(3)
    with pytest.raises(ValueError, match="colour"):
        board.play(EMPTY, 0)
    with pytest.raises(ValueError, match="off the board"):
        board.play(WHITE, 19)
    with pytest.raises(ValueError, match="checker"):
        new_board(3, "quick")


def test_playout_alternates_and_stops_at_the_win() -> None:
    board = new_board(3)
    geo = board.geometry
    cells = [geo.parse(n) for n in ["a1", "e5", "a2", "e4", "a3", "c3"]]
    assert board.playout(cells) == 5
    assert board.winner == WHITE
    assert kind_names(board.kinds) == ["bridge"]
    assert [c for c, _ in board.moves] == [WHITE, BLACK, WHITE, BLACK, WHITE]
