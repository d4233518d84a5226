"""The Go board: captures, suicide, ko, undo, hashing, and the incremental strings."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.go.board import (
    BLACK,
    EMPTY,
    NO_POINT,
    PASS,
    WHITE,
    Board,
    String,
    format_vertex,
    parse_color,
    parse_vertex,
)
from tests.engine.go.go_helpers import board_from_diagram, diagram, recomputed_strings


def at(board: Board, vertex: str) -> int:
    return board.parse_vertex(vertex)


def test_vertices_skip_i_and_count_rows_from_the_bottom() -> None:
    board = Board(19)
    assert format_vertex(0, 0) == "A1"
    assert format_vertex(18, 8) == "J19"
    assert board.vertex(board.point(3, 7)) == "H4"
    assert board.row_col(at(board, "t19")) == (18, 18)
    assert board.vertex(PASS) == "PASS"
    assert board.parse_vertex("Pass") == PASS
    assert parse_vertex("A01", 9) == (0, 0)
    for bad in ("I5", "Z1", "A0", "A20", "", "A", "5A", "A-1"):
        with pytest.raises(ValueError):
            board.parse_vertex(bad)


def test_colors() -> None:
    assert parse_color("B") == BLACK
    assert parse_color("white") == WHITE
    with pytest.raises(ValueError):
        parse_color("red")


@pytest.mark.parametrize("size", [0, 26])
def test_board_size_limits(size: int) -> None:
    with pytest.raises(ValueError):
        Board(size)


def test_points_are_listed_top_row_first() -> None:
    board = board_from_diagram(
        """
        . X .
        . . .
        X . X
        """
    )
    assert [board.vertex(p) for p in board.stones_of(BLACK)] == ["B3", "A1", "C1"]


def test_capture_gives_liberties_back_and_counts() -> None:
    board = board_from_diagram(
        """
        . X O .
        X O O X
        . X O .
        . . X .
        """
    )
    assert board.count_liberties(at(board, "C4")) == 2  # D4 and D2
    assert board.play(at(board, "D4"), BLACK)
    assert board.play(at(board, "D2"), BLACK)
    assert diagram(board) == "\n".join(
        [
            ". X . X",
            "X . . X",
            ". X . X",
            ". . X .",
        ]
    )
    assert board.captures[BLACK] == 4
    assert board.liberties(at(board, "D3")) == [at(board, v) for v in ("C4", "C3", "C2", "D1")]


def test_suicide_is_illegal_but_capturing_is_not() -> None:
    board = board_from_diagram(
        """
        . X . .
        X . . .
        . . O .
        . O . O
        """
    )
    assert not board.is_legal(at(board, "A4"), WHITE)
    assert not board.play(at(board, "A4"), WHITE)
    assert board.is_legal(at(board, "A4"), BLACK)
    assert board.is_legal(at(board, "C1"), BLACK) is False  # one stone, no liberty
    assert board.get(at(board, "A4")) == EMPTY


def test_multi_stone_suicide_is_illegal() -> None:
    board = board_from_diagram(
        """
        . X O .
        X O . .
        O . . .
        . . . .
        """
    )
    # B4 and A3 black need A4: playing there would leave the three with no liberty.
    assert not board.is_legal(at(board, "A4"), BLACK)
    assert board.is_legal(at(board, "A4"), WHITE)


def test_simple_ko() -> None:
    board = board_from_diagram(
        """
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .
        """
    )
    assert board.play(at(board, "C4"), BLACK)  # takes B4
    assert board.ko_point == at(board, "B4")
    assert not board.is_legal(at(board, "B4"), WHITE)
    assert board.is_legal(at(board, "B4"), BLACK)  # filling the ko is fine
    assert board.play(at(board, "E1"), WHITE)  # a ko threat ...
    assert board.play(at(board, "D1"), BLACK)  # ... answered
    assert board.play(at(board, "B4"), WHITE)  # now the retake is legal
    assert board.ko_point == at(board, "C4")


def test_ko_ends_with_a_pass_and_comes_back_with_undo() -> None:
    board = board_from_diagram(
        """
        . X O .
        X O . O
        . X O .
        . . . .
        """
    )
    assert board.play(at(board, "C3"), BLACK)
    assert not board.is_legal(at(board, "B3"), WHITE)
    board.play(PASS, WHITE)
    assert board.ko_point == NO_POINT
    board.undo()
    assert not board.is_legal(at(board, "B3"), WHITE)


def test_a_capture_that_leaves_liberties_is_not_ko() -> None:
    board = board_from_diagram(
        """
        . . . .
        X O X .
        . X . .
        . . . .
        """
    )
    board.play(at(board, "B4"), BLACK)
    assert board.get(at(board, "B3")) == EMPTY
    assert board.ko_point == NO_POINT
    assert board.is_legal(at(board, "B3"), WHITE) is False  # suicide, not ko
    board.play(at(board, "A4"), WHITE)
    board.play(at(board, "C4"), WHITE)
    assert board.is_legal(at(board, "B3"), WHITE) is False


def test_unchecked_play_allows_ko_retake() -> None:
    board = board_from_diagram(
        """
        . X O .
        X O . O
        . X O .
        . . . .
        """
    )
    board.play_unchecked(at(board, "C3"), BLACK)
    board.play_unchecked(at(board, "B3"), WHITE)  # the ko retake, as records may have it
    assert board.get(at(board, "C3")) == EMPTY
    assert board.captures == [0, 1, 1]
    with pytest.raises(ValueError):
        board.play_unchecked(at(board, "A3"), WHITE)


def test_unchecked_play_allows_suicide() -> None:
    board = board_from_diagram(
        """
        . X . .
        X X . .
        O . . .
        . . . .
        """
    )
    board.play_unchecked(at(board, "A4"), WHITE)  # suicide: the stone goes away
    assert board.get(at(board, "A4")) == EMPTY
    assert board.captures[BLACK] == 1
    assert board.liberties(at(board, "A3")) == [
        at(board, "A4"),
        at(board, "C4"),
        at(board, "C3"),
        at(board, "B2"),
    ]
    board.undo()
    assert board.captures[BLACK] == 0
    assert board.get(at(board, "A4")) == EMPTY
    assert board.count_liberties(at(board, "B3")) == 4


def test_setup_does_not_capture_and_undo_stops_there() -> None:
    board = Board(5)
    board.play(at(board, "C3"), BLACK)
    board.setup({at(board, "A1"): WHITE, at(board, "A2"): BLACK, at(board, "B1"): BLACK})
    assert board.count_liberties(at(board, "A1")) == 0
    assert not board.undo()


def test_undo_without_moves() -> None:
    assert Board(9).undo() is False


#: A board's whole state: colours, hash, ko point, captures, and each stone's
#: string (its stones and liberties).
Snapshot = tuple[list[int], int, int, list[int], dict[int, tuple[tuple[int, ...], tuple[int, ...]]]]

#: A random game: ``(row, col, white, take_back)`` per move.
Moves = list[tuple[int, int, bool, bool]]


def string_of(board: Board, pos: int) -> String:
    """The string of the stone at ``pos`` (there is one)."""
    string = board.string_at(pos)
    assert string is not None, pos
    return string


def snapshot(board: Board) -> Snapshot:
    strings = {
        pos: (tuple(sorted(string_of(board, pos).stones)), tuple(board.liberties(pos)))
        for pos in board.points
        if board.get(pos) != EMPTY
    }
    return (list(board.color), board.hash, board.ko_point, list(board.captures), strings)


def assert_strings_consistent(board: Board) -> None:
    """The incrementally kept strings equal those found from scratch."""
    expected = recomputed_strings(board)
    for pos in board.points:
        string = board.string_at(pos)
        if board.get(pos) == EMPTY:
            assert string is None
            continue
        assert string is not None
        stones, libs = expected[pos]
        assert set(string.stones) == stones and len(string.stones) == len(stones)
        assert string.libs == libs


moves = st.lists(
    st.tuples(st.integers(0, 6), st.integers(0, 6), st.booleans(), st.booleans()),
    max_size=120,
)


@settings(max_examples=60, deadline=None, database=None)
@given(moves)
def test_play_and_undo_keep_strings_hash_and_history(sequence: Moves) -> None:
    board = Board(7)
    snapshots: list[Snapshot] = []
    for row, col, white, take_back in sequence:
        if take_back and snapshots:
            assert board.undo()
            assert snapshot(board) == snapshots.pop()
            assert_strings_consistent(board)
            continue
        before = snapshot(board)
        pos = board.point(row, col)
        if board.play(pos, WHITE if white else BLACK):
            snapshots.append(before)
            assert_strings_consistent(board)
            stones_hash = Board(7)
            stones_hash.setup({p: board.get(p) for p in board.points if board.get(p)})
            assert stones_hash.hash == board.hash
        else:
            assert snapshot(board) == before
    while snapshots:
        assert board.undo()
        assert snapshot(board) == snapshots.pop()
    assert board.hash == 0 and board.move_count == 0


@settings(max_examples=30, deadline=None, database=None)
@given(moves)
def test_unchecked_play_and_undo(sequence: Moves) -> None:
    board = Board(5)
    snapshots: list[Snapshot] = []
    for row, col, white, _ in sequence:
        pos = board.point(row % 5, col % 5)
        if board.get(pos) != EMPTY:
            continue
        snapshots.append(snapshot(board))
        board.play_unchecked(pos, WHITE if white else BLACK)
        assert_strings_consistent(board)
    while snapshots:
        board.undo()
        assert snapshot(board) == snapshots.pop()


@given(moves)
def test_strings_lists_every_string_once_in_listing_order(sequence: Moves) -> None:
    board = Board(7)
    for row, col, white, _ in sequence:
        board.play(board.point(row, col), WHITE if white else BLACK)
    listed = board.strings()
    expected = {frozenset(stones) for stones, _ in recomputed_strings(board).values()}
    assert [frozenset(s.stones) for s in listed] == sorted(expected, key=min)
    assert all(frozenset(s.libs) == recomputed_strings(board)[min(s.stones)][1] for s in listed)
