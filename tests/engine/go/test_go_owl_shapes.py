"""The owl's learned shapes: windows around a move, their symmetries, the table and
the script that makes it (engine/go/owl_shapes.py, owl_patterns.py, make_owl_patterns.py)."""

from __future__ import annotations

from engine.go import make_owl_patterns, owl_patterns
from engine.go.board import BORDER, EMPTY, WHITE, Board
from engine.go.owl_shapes import (
    MIN_SEEN,
    NEAR,
    WIDE,
    near_points,
    parse_table,
    raw_shape,
    shape_keys,
    shape_score,
    shape_scorer,
)
from engine.go.randomplay import random_position
from tests.engine.go.go_helpers import board_from_diagram

DIAGRAM = """
. . . . . . .
. . X . . . .
. O O X . . .
. . O . . . .
. . . . . . .
. . . . . . .
. . . . . . .
"""


def _mirrored(diagram: str) -> str:
    return "\n".join(" ".join(reversed(line.split())) for line in diagram.strip().splitlines())


def _goal(board: Board) -> set[int]:
    return {p for p in board.points if board.color[p] == WHITE}


def test_a_window_reads_edges_stones_and_liberties() -> None:
    board = board_from_diagram(DIAGRAM)
    raw = raw_shape(board, board.parse_vertex("D4"), _goal(board), WHITE)
    # Below D4 (C3 D3 E3) empty; C4 the goal (five liberties); E4 empty; above
    # (C5 D5 E5) the goal, a black stone of three liberties, empty; then D2, B4,
    # F4 and D6, all empty.
    assert raw == "...c.cz....."
    corner = raw_shape(board, board.parse_vertex("A1"), _goal(board), WHITE)
    assert corner.count("#") == 7


def _window_by_rows(board: Board, move: int, goal: set[int], defender: int) -> str:
    """The wide window, point by point from the rows and columns of the board."""
    row, col = board.row_col(move)
    chars = []
    for dr, dc in WIDE:
        r, c = row + dr, col + dc
        if not (0 <= r < board.size and 0 <= c < board.size):
            chars.append("#")
            continue
        p = board.point(r, c)
        if board.color[p] in (EMPTY, BORDER):
            chars.append(".")
            continue
        libs = min(board.count_liberties(p), 3) - 1
        letters = "xyz" if board.color[p] != defender else "abc" if p in goal else "def"
        chars.append(letters[libs])
    return "".join(chars)


def test_the_window_is_read_from_the_rows_and_columns_of_any_size() -> None:
    for size in (5, 9, 19):
        board = random_position(size, size, 3 * size)
        goal = {p for p in board.points[::3] if board.color[p] == WHITE}
        for move in board.points:
            assert raw_shape(board, move, goal, WHITE) == _window_by_rows(board, move, goal, WHITE)


def test_a_scorer_answers_as_its_table_does() -> None:
    table = parse_table(owl_patterns.ATTACK)
    score = shape_scorer(table)
    board = random_position(7, 19, 80)
    goal = {p for p in board.points if board.color[p] == WHITE}
    for move in near_points(board, goal):
        raw = raw_shape(board, move, goal, WHITE)
        assert score(raw) == shape_score(table, raw)
        assert score(raw) == shape_score(table, raw)  # the remembered answer
    other = shape_scorer({})
    assert other(raw) == 0.0


def test_the_keys_are_the_same_under_a_symmetry_of_the_board() -> None:
    board = board_from_diagram(DIAGRAM)
    mirror = board_from_diagram(_mirrored(DIAGRAM))
    for vertex, mirrored in (("D4", "D4"), ("D5", "D5"), ("B5", "F5"), ("E6", "C6")):
        a = shape_keys(raw_shape(board, board.parse_vertex(vertex), _goal(board), WHITE))
        b = shape_keys(raw_shape(mirror, mirror.parse_vertex(mirrored), _goal(mirror), WHITE))
        assert a == b, vertex


def test_the_wide_window_counts_once_seen_often_enough() -> None:
    raw = "." * 12
    near, wide = shape_keys(raw)
    table = {"N" + near: (1, 9), "W" + wide: (6, MIN_SEEN - 1)}
    assert shape_score(table, raw) == 1 / 10
    table["W" + wide] = (6, MIN_SEEN)
    assert shape_score(table, raw) == 6 / (MIN_SEEN + 1)
    assert shape_score({}, raw) == 0.0


def test_near_points_are_the_empty_points_two_steps_from_the_goal() -> None:
    board = board_from_diagram(DIAGRAM)
    points = {board.vertex(p) for p in near_points(board, _goal(board))}
    assert {"A5", "B6", "D4", "C2", "E5"} <= points
    assert "C6" not in points  # black
    assert "E6" not in points and "G5" not in points


def test_the_table_is_consistent_and_what_the_script_makes() -> None:
    for text in (owl_patterns.ATTACK, owl_patterns.DEFEND):
        table = parse_table(text)
        assert table
        for key, (moves, seen) in table.items():
            assert key[0] in "NW"
            assert len(key) == 1 + (len(NEAR) if key[0] == "N" else len(NEAR) + 4)
            assert 1 <= moves <= seen
    # Made from the games it names: oracle answers asked since on more games
    # (not checked in) change what a regeneration gives, not this check.
    assert make_owl_patterns.render(owl_patterns.GAMES) == make_owl_patterns.TARGET.read_text()
    assert set(owl_patterns.GAMES) <= set(make_owl_patterns.training_games())
