"""The ring detectors agree with the slow reference after every move of random games.

Games are random permutations of the cells, on sides 2 to 10.  Colours either
alternate (real games) or are drawn at random, which gives one player many
more stones and so many more rings, filled rings and rings closed while
joining groups than real games of the same length.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.havannah import reference
from engine.havannah.checkers import new_board
from engine.havannah.geometry import geometry
from engine.havannah.rules import BLACK, DRAW, EMPTY, WHITE, opponent
from engine.havannah.tabulate import win_table


@st.composite
def games(draw: st.DrawFn, sides: range = range(2, 11)) -> tuple[int, list[int], list[int]]:
    """A side, an order of its cells, and a colour for each move."""
    side = draw(st.sampled_from(sides))
    size = geometry(side).size
    order = draw(st.permutations(range(size)))
    if draw(st.booleans()):
        colours = [WHITE if i % 2 == 0 else BLACK for i in range(size)]
    else:
        weight = draw(st.sampled_from([0.5, 0.7, 0.9]))
        rolls = draw(st.lists(st.floats(0, 1), min_size=size, max_size=size))
        colours = [WHITE if r < weight else BLACK for r in rolls]
    return side, order, colours


#: The three detectors in Python, and compiled by numba (engine/havannah/compiled.py).
DETECTORS = ("unionfind", "table", "dfs", "unionfind-numba", "table-numba", "dfs-numba")


def check_game(side: int, order: list[int], colours: list[int]) -> None:
    """Play the game on every detector at once; all agree with the flood fill, move by move."""
    boards = [new_board(side, checker) for checker in DETECTORS]
    board = boards[0]
    geo = board.geometry
    held: dict[int, set[int]] = {WHITE: set(), BLACK: set()}
    for cell, colour in zip(order, colours, strict=True):
        kinds = board.play(colour, cell)
        held[colour].add(cell)
        assert kinds == reference.win_kinds(geo, held[colour]), board.diagram()
        for other in boards[1:]:
            assert other.play(colour, cell) == kinds, (other.checker, board.diagram())
            assert (other.winner, other.kinds) == (board.winner, board.kinds)
        # The other player's position did not change, and had no win.
        assert not reference.win_kinds(geo, held[opponent(colour)])
        if kinds:
            assert (board.winner, board.kinds) == (colour, kinds)
            if board.ring_cells():
                assert set(board.ring_cells()) == reference.enclosed_cells(geo, held[colour])
            return
        assert board.winner in (EMPTY, DRAW)
    assert board.winner == DRAW


@settings(max_examples=150, deadline=None, database=None)
@given(games(range(2, 6)))
def test_small_boards_agree_with_reference(game: tuple[int, list[int], list[int]]) -> None:
    check_game(*game)


@settings(max_examples=40, deadline=None, database=None)
@given(games(range(6, 9)))
def test_medium_boards_agree_with_reference(game: tuple[int, list[int], list[int]]) -> None:
    check_game(*game)


@settings(max_examples=15, deadline=None, database=None)
@given(games(range(9, 11)))
def test_large_boards_agree_with_reference(game: tuple[int, list[int], list[int]]) -> None:
    check_game(*game)


@settings(max_examples=100, deadline=None, database=None)
@given(games(range(2, 11)))
def test_playout_matches_move_by_move_play(game: tuple[int, list[int], list[int]]) -> None:
    side, order, _ = game
    slow = new_board(side, "reference")
    colour = WHITE
    for cell in order:
        slow.play(colour, cell)
        colour = opponent(colour)
        if slow.winner:
            break
    for checker in DETECTORS:
        fast = new_board(side, checker)
        fast.playout(order)
        assert (fast.winner, fast.kinds, fast.moves) == (slow.winner, slow.kinds, slow.moves)


_WINS_3 = win_table(3)


@settings(max_examples=300, deadline=None, database=None)
@given(st.integers(0, (1 << 19) - 1))
def test_tabulation_win_table_agrees_with_reference(mask: int) -> None:
    held = {c for c in range(19) if mask >> c & 1}
    assert _WINS_3[mask] == (reference.win_kinds(geometry(3), held) != 0)
