"""Eye spaces and eye values (engine/go/optics.py) on small diagrams, under symmetry,
with and without the repartition, and against GNU Go 3.8 as a second opinion."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from engine.go.board import BLACK, EMPTY, WHITE, Board
from engine.go.gtp import format_eye_value, new_engine
from engine.go.optics import (
    FALSE_EYE,
    HALF_EYE,
    SEARCHED_BIG,
    EyeValue,
    analyse_eyes,
    canonical_shape,
    eval_eye,
    find_eye_spaces,
    unlively_stones,
)
from engine.go.randomplay import random_moves
from engine.gtp import Dispatcher
from harness.engines.gtp import GtpEngine
from tests.engine.go.go_helpers import EDGE_STONE_E9, LONE_G7, board_from_diagram, setup_sgf

STRAIGHT_THREE = """
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O O .
X X X X X O .
X . . . X O .
X X X X X O .
"""

# White's space A1-D1; D1 is false (E2 is black) but black cannot take it
# with profit: the space is really the straight three A1-C1.
FALSE_END = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
X X X X X . .
O O O O X . .
. . . . O . .
"""

# A black stone on the third line and white stones on the second: black's
# domain is the corner above C7, white's the corner below its wall.
INFLUENCE = """
. . . . . . . . .
. . . . . . . . .
. . X . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . O . . . . . .
. . . O . O . . .
. . . . . X . . .
"""

# White's corner G1-J3: eight points, three of them marginal (F2, G1, J3).
CORNER_EIGHT = """
. . . . . . . . .
. . . O . . . . .
. . O . X . . . .
. . . O . . X X .
. . . . . . . O .
. . X . . . X X .
. . . . X . O O .
. . . . . . . . .
. . . . . . . . .
"""

HALF_EYE_EDGE = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O O O O . . .
X X X . . . .
. X . X O . .
"""


def _eval(diagram: str, vertex: str, repartition: bool = True) -> str:
    board = board_from_diagram(diagram)
    found = eval_eye(board, board.parse_vertex(vertex), repartition=repartition)
    return "-1" if found is None else format_eye_value(board, found)


@pytest.mark.parametrize(
    ("diagram", "vertex", "answer"),
    [
        (STRAIGHT_THREE, "C2", "1 2 C2 C2"),
        (STRAIGHT_THREE, "B2", "1 2 C2 C2"),
        (HALF_EYE_EDGE, "C1", "0 1 D2 D2"),
        (HALF_EYE_EDGE, "A1", "1 1"),
        (FALSE_END, "B1", "1 2 B1 B1"),
        (FALSE_END, "D1", "0 0"),
        (
            """
            . . . . . . .
            . X X X X X .
            . X X . X X .
            . X . . . X .
            . X X . X X .
            . X X X X X .
            . . . . . . .
            """,
            "D4",
            "1 2 D4 D4",
        ),
        (
            """
            . . . . . . .
            . . . . . . .
            O O O O O O .
            X X X X X O .
            X . . X X O .
            X . . . X O .
            X X X X X O .
            """,
            "B3",
            "1 2 C2 C2",
        ),
        (
            """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            O O O O O O O
            X X X X X X O
            X . . X . X O
            X . . X X X O
            """,
            "C2",
            "1 1",
        ),
        (
            """
            . . . . .
            . . . . .
            . . O . .
            . . . . .
            . . . . X
            """,
            "C5",
            "-1",
        ),
    ],
)
def test_eye_values_of_diagrams(diagram: str, vertex: str, answer: str) -> None:
    assert _eval(diagram, vertex) == answer


def test_repartition_changes_the_space_of_a_false_eye() -> None:
    assert _eval(FALSE_END, "B1", repartition=False) == "1 1"
    assert _eval(FALSE_END, "D1", repartition=False) == "1 1"
    board = board_from_diagram(FALSE_END)
    on = find_eye_spaces(board, WHITE)
    off = find_eye_spaces(board, WHITE, repartition=False)
    d1 = board.parse_vertex("D1")
    assert any(s.points == {d1} and s.false_eyes == {d1} for s in on)
    assert any(d1 in s.points and d1 in s.marginal and len(s.points) == 4 for s in off)


def test_half_and_false_eyes_from_the_diagonals() -> None:
    board = board_from_diagram(HALF_EYE_EDGE)
    half = analyse_eyes(board, BLACK).half_eyes[board.parse_vertex("C1")]
    assert (half.kind, half.value) == (HALF_EYE, 3)
    assert half.attack_points == half.defense_points == (board.parse_vertex("D2"),)
    board = board_from_diagram(FALSE_END)
    false = analyse_eyes(board, WHITE).half_eyes[board.parse_vertex("D1")]
    assert (false.kind, false.value) == (FALSE_EYE, 4)


def test_eye_space_contract() -> None:
    board = board_from_diagram(STRAIGHT_THREE)
    spaces = [s for s in find_eye_spaces(board, BLACK) if len(s.points) == 3]
    assert len(spaces) == 1
    space = spaces[0]
    assert space.color == BLACK
    assert space.origin == min(space.points)
    assert space.marginal == frozenset()
    assert str(space.value) == "1 1 2 2"
    assert (space.value.min_eyes, space.value.max_eyes) == (1, 2)
    assert space.attack_point == space.defense_point == board.parse_vertex("C2")
    assert isinstance(space.value, EyeValue)


def test_canonical_shape_is_the_same_under_symmetry() -> None:
    cells = [(0, 0), (0, 1), (1, 1), (2, 1)]
    attrs = [(0, False, True, 0, ())] * 4
    shape, _ = canonical_shape(cells, attrs)
    for flip in (
        [(c, r) for r, c in cells],
        [(-r, c) for r, c in cells],
        [(r, -c) for r, c in cells],
        [(-c, -r) for r, c in cells],
    ):
        assert canonical_shape(flip, attrs)[0] == shape


# ----- invariance under the 8 symmetries of the board ----------------------


def _transform(board: Board, which: int) -> Board:
    size = board.size
    result = Board(size)
    stones = {}
    for pos in board.points:
        color = board.get(pos)
        if color == EMPTY:
            continue
        r, c = board.row_col(pos)
        if which & 1:
            r, c = c, r
        if which & 2:
            r = size - 1 - r
        if which & 4:
            c = size - 1 - c
        stones[result.point(r, c)] = color
    result.setup(stones)
    return result


def _random_board(seed: int, size: int) -> Board:
    rng = random.Random(seed)
    board = Board(size)
    random_moves(board, rng, rng.randint(size * 2, size * size))
    return board


def _values(board: Board) -> list[tuple[int, int, str]]:
    out = []
    for color in (BLACK, WHITE):
        for space in find_eye_spaces(board, color):
            out.append((color, len(space.points), str(space.value)))
    return sorted(out)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from([5, 7, 9]), which=st.integers(1, 7))
def test_eye_values_do_not_change_under_symmetry(seed: int, size: int, which: int) -> None:
    board = _random_board(seed, size)
    assert _values(_transform(board, which)) == _values(board)


# ----- GNU Go as a second opinion -------------------------------------------


@pytest.mark.gnugo
@pytest.mark.parametrize(
    ("diagram", "vertices"),
    [
        (STRAIGHT_THREE, ["C2", "B2", "A7"]),
        (HALF_EYE_EDGE, ["C1", "A1"]),
        (INFLUENCE, ["D7", "C6", "E1", "G1", "A1", "B3", "A3"]),
        (CORNER_EIGHT, ["G2", "H1"]),
        (
            """
            . . . . . . .
            . . . . . . .
            . . . . . . .
            O O O O O . .
            X X X X O . .
            . X X X O . .
            . . X X O . .
            """,
            ["A1", "A2", "B1"],
        ),
    ],
)
def test_eval_eye_agrees_with_gnugo(
    gnugo: GtpEngine, tmp_path: Path, diagram: str, vertices: list[str]
) -> None:
    rows = [line.split() for line in diagram.strip().splitlines()]
    letters = "abcdefghijklmnopqrs"
    ab = "".join(
        f"[{letters[c]}{letters[r]}]"
        for r, row in enumerate(rows)
        for c, s in enumerate(row)
        if s == "X"
    )
    aw = "".join(
        f"[{letters[c]}{letters[r]}]"
        for r, row in enumerate(rows)
        for c, s in enumerate(row)
        if s == "O"
    )
    path = tmp_path / "p.sgf"
    path.write_text(f"(;GM[1]SZ[{len(rows)}]AB{ab}AW{aw})")
    ours = new_engine({})
    ours.handle(f"loadsgf {path}")
    gnugo.send(f"loadsgf {path}")
    for vertex in vertices:
        assert ours.handle(f"eval_eye {vertex}")[1] == gnugo.send(f"eval_eye {vertex}").text


# ----- the analysis limited to the spaces near some points (the owl's) ------


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from([5, 7, 9, 13]), repartition=st.booleans())
# A big space made of marginal vertices only once crashed the eye value.
@example(seed=179, size=13, repartition=False)
def test_spaces_near_points_are_those_of_the_whole_analysis(
    seed: int, size: int, repartition: bool
) -> None:
    board = _random_board(seed, size)
    rng = random.Random(seed)
    for color in (BLACK, WHITE):
        whole = analyse_eyes(board, color, repartition=repartition).spaces
        near = set(rng.sample(board.points, rng.randint(1, 12)))
        wanted = [s for s in whole if not near.isdisjoint(s.points)]
        assert list(analyse_eyes(board, color, repartition=repartition, near=near).spaces) == wanted


# ----- GNU Go's primary domains (the GTP eye commands) ----------------------


def _influence_spaces(diagram: str, color: int) -> dict[str, tuple[set[str], set[str]]]:
    board = board_from_diagram(diagram)
    spaces = analyse_eyes(board, color, domains="influence").spaces
    return {
        board.vertex(s.origin): (
            {board.vertex(p) for p in s.points},
            {board.vertex(p) for p in s.marginal},
        )
        for s in spaces
    }


def test_influence_domains_stop_under_a_stone_and_split_at_side_by_side_margins() -> None:
    black = _influence_spaces(INFLUENCE, BLACK)
    points, marginal = black["A9"]
    # B7 is next to the stone and only black reaches it (white would come in
    # along the first line, under the stone); A7, B6, C9 and D8 both reach.
    assert {"A9", "B9", "A8", "B8", "C8", "B7"} <= points - marginal
    assert {"A7", "B6", "C9", "D8"} <= marginal
    # D7 and C6 are marginal too, but touch only marginal vertices of the
    # corner's space: each is a space of its own (as GNU Go has them).
    assert black["D7"] == ({"D7"}, {"D7"})
    assert black["C6"] == ({"C6"}, {"C6"})


def test_a_lone_stone_on_the_edge_floods_an_empty_board() -> None:
    board = board_from_diagram(
        """
        . . O . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        """
    )
    (space,) = analyse_eyes(board, WHITE, domains="influence").spaces
    assert len(space.points) == 48 and not space.marginal
    assert str(space.value) == "2 2 2 2"


def test_a_false_eye_that_splits_no_space_is_a_margin_for_the_eye_commands() -> None:
    # The gtp analysis uses GNU Go's domains: FALSE_END's D1 does not split
    # the space, so both settings keep it as a marginal vertex (GNU Go: 1 1).
    for options in ({}, {"repartition": "off"}):
        engine = new_engine(options)
        board = board_from_diagram(FALSE_END)
        engine.handle("boardsize 7")
        for pos in board.points:
            if board.get(pos) != EMPTY:
                color = "black" if board.get(pos) == BLACK else "white"
                engine.handle(f"play {color} {board.vertex(pos)}")
        assert engine.handle("eval_eye B1") == (True, "1 1")
        assert engine.handle("eval_eye D1") == (True, "1 1")


def test_unlively_strings_are_those_the_reader_captures_without_defense() -> None:
    board = board_from_diagram(
        """
        . . . . . . .
        . . . . . . .
        . X X X . . .
        X O O . X . .
        . X X X . . .
        . . . . O . .
        O O . . . . .
        """
    )
    # B4-C4 in atari cannot escape (D4 is a self-atari); A1-B1 has three
    # liberties and is not read; the black stones are all safe.
    assert {board.vertex(p) for p in unlively_stones(board)} == {"B4", "C4"}


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    size=st.sampled_from([7, 9, 13]),
    domains=st.sampled_from(["influence", "reach"]),
)
def test_half_eyes_are_marked_only_at_the_tips_of_a_space(
    seed: int, size: int, domains: str
) -> None:
    # GNU Go's domains and the owl's own alike.
    board = _random_board(seed, size)
    for color in (BLACK, WHITE):
        optics = analyse_eyes(board, color, domains=domains)
        for pos in optics.half_eyes:
            space = optics.space_at[pos]
            assert sum(1 for n in board.neighbours[pos] if n in space.points) <= 1


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), size=st.sampled_from([7, 9, 13]))
def test_gnu_go_domains_value_big_spaces_by_size_and_margins(seed: int, size: int) -> None:
    board = _random_board(seed, size)
    for color in (BLACK, WHITE):
        for space in analyse_eyes(board, color, domains="influence").spaces:
            if space.size < 7:
                continue
            excess = space.size - 2 * len(space.marginal)
            eyes = 2 if excess > 3 else 1 if excess > 0 else 0
            by_size = EyeValue(eyes, eyes, eyes, eyes)
            if (space.size, len(space.marginal)) == SEARCHED_BIG:
                # By size, or the search's 1 2 kept.
                assert space.value == by_size or (space.value.b, space.value.c) == (1, 2)
            else:
                assert space.value == by_size


# The position of the held-out game s9-l4-n18 at move 24, after white F6:
# the way from white's F5-F6 to its space on the left runs through E6 and
# D6.  D6 has three neighbours in the space (C6, D5, E6): no tip.
CORRIDOR_D6 = """
. . . . O X . . .
. . . O X . . . .
. . . O X . X . .
. . . . . O . . .
. O O . X O . X .
. X . . X . . . .
. . X . X . O . .
. . . X O X O . O
. . . . . . . O .
"""


@pytest.mark.parametrize("repartition", [True, False])
def test_a_corridor_point_of_the_owls_domains_is_no_false_eye(repartition: bool) -> None:
    # Analysed (its diagonals E7 and E5 are black stones) D6 would be a false
    # eye, and the second partition would cut the space off from E6 and the
    # white stones; GNU Go's eye_data keeps it in the space, not marginal.
    board = board_from_diagram(CORRIDOR_D6)
    optics = analyse_eyes(board, WHITE, repartition=repartition)
    d6 = board.parse_vertex("D6")
    assert d6 not in optics.half_eyes
    space = optics.space_at[d6]
    assert board.vertex(space.origin) == "A9"
    assert d6 not in space.marginal and d6 not in space.false_eyes
    assert board.parse_vertex("E6") in space.points


@pytest.mark.gnugo
def test_gnu_go_keeps_the_corridor_point_in_its_space(gnugo: GtpEngine, tmp_path: Path) -> None:
    path = tmp_path / "corridor.sgf"
    path.write_text(setup_sgf(CORRIDOR_D6))
    gnugo.send(f"loadsgf {path}")
    data = dict(line.split(None, 1) for line in gnugo.send("eye_data white D6").text.splitlines())
    assert (data["origin"], data["esize"], data["marginal"]) == ("A9", "17", "0")


def test_a_corner_of_eight_points_and_three_margins_is_one_eye() -> None:
    # GNU Go 3.8 answers 1 1 (the search would find two eyes for white).
    board = board_from_diagram(CORNER_EIGHT)
    optics = analyse_eyes(board, WHITE, domains="influence")
    space = optics.space_at[board.parse_vertex("G2")]
    assert {board.vertex(p) for p in space.marginal} == {"F2", "G1", "J3"}
    assert space.size == 8 and str(space.value) == "1 1 1 1"


def _gtp_engine_on(diagram: str) -> Dispatcher:
    """A GTP session of ours with the stones of ``diagram`` played."""
    board = board_from_diagram(diagram)
    engine = new_engine({})
    engine.handle(f"boardsize {board.size}")
    for pos in board.points:
        if board.get(pos) != EMPTY:
            color = "black" if board.get(pos) == BLACK else "white"
            engine.handle(f"play {color} {board.vertex(pos)}")
    return engine


def test_a_diagonal_taken_back_only_by_a_ko_makes_a_half_eye() -> None:
    # Black at A2 is in atari, and white's capture at A1 is a ko black can
    # take back: GNU Go 3.8 values the diagonal 3/4, B3 is a half eye (2.75).
    engine = _gtp_engine_on(
        """
        . . . . . . .
        . . . . . . .
        O O O O X . .
        . O . O X . .
        O . O X . . .
        . O X X . . .
        . X . . . . .
        """
    )
    assert engine.handle("eval_eye B3") == (True, "0 1 A2 A2")
    ok, text = engine.handle("half_eye_data B3")
    assert ok and text.splitlines()[:2] == [
        "value                2.75",
        "type                 half",
    ]


def test_a_diagonal_string_the_reader_captures_and_saves_counts_one() -> None:
    # C2-D2 is captured (E2) and saved (E2): a contested diagonal worth 1,
    # as GNU Go 3.8's half_eye_data says (value 1.00; 2 were it safe).
    engine = _gtp_engine_on(
        """
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O O O . .
        O . O O O X .
        . O X X . X .
        . . . O . . .
        """
    )
    ok, text = engine.handle("half_eye_data B3")
    assert ok and text.splitlines()[0] == "value                1.00"
    assert engine.handle("eval_eye B3") == (True, "1 1")


def _space_points(diagram: str, color: int, vertex: str) -> tuple[set[str], set[str]]:
    """The points and marginal vertices (as vertices) of ``color``'s eye space at
    ``vertex``, with GNU Go's domains."""
    board = board_from_diagram(diagram)
    space = analyse_eyes(board, color, domains="influence").space_at[board.parse_vertex(vertex)]
    return (
        {board.vertex(p) for p in space.points},
        {board.vertex(p) for p in space.marginal},
    )


# The friendly diagonal D5 does not lift the first caveat (C5) at C4: D4,
# the point between them, touches white's E4.  GNU Go 3.8: white's space
# holds the whole bottom, C4 an inner point, D4 marginal; eval_eye A6 2 2.
FRIENDLY_DIAGONAL_NEXT_TO_OPPONENT = """
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. O X . . . . . .
. . O X X X . . .
. . . . O . . . .
. . . . . . O . .
. . . . . . . . .
. . . . . . . . .
"""


def test_a_friendly_diagonal_next_to_an_opponent_stone_keeps_the_first_caveat() -> None:
    points, marginal = _space_points(FRIENDLY_DIAGONAL_NEXT_TO_OPPONENT, WHITE, "A6")
    assert {"A6", "C4", "B4", "A4", "C3", "E3"} <= points - marginal
    assert "D4" in marginal
    engine = _gtp_engine_on(FRIENDLY_DIAGONAL_NEXT_TO_OPPONENT)
    assert engine.handle("eval_eye A6") == (True, "2 2")


def test_a_friendly_diagonal_on_the_first_line_keeps_the_first_caveat() -> None:
    # White's E9 does not carry white's influence past black's E8 along the
    # first line (F9, then F8): the right side is black's (GNU Go 3.8: F8 an
    # inner point of black's space, F9 marginal).
    points, marginal = _space_points(EDGE_STONE_E9, BLACK, "H5")
    assert {"F8", "G8", "H5", "J1"} <= points - marginal
    assert "F9" in marginal


def test_no_influence_from_a_diagonal_on_the_other_edge_next_to_a_corner() -> None:
    # White reaches A2 and A1, but not B1: its diagonal A2 lies on the other
    # edge (GNU Go 3.8: B1 an inner point of black's space, A1 marginal).
    points, marginal = _space_points(
        """
        . . . . . . .
        . . . . . . .
        . X . . . . .
        O . . . . . .
        O . X . . . .
        . . X . . . .
        . . . . . . .
        """,
        BLACK,
        "B1",
    )
    assert "B1" in points - marginal and "A1" in marginal


def test_a_point_of_the_domain_next_to_the_opponents_alone_is_a_margin() -> None:
    # H9 is black's alone, but J9 (next to white's J8) is white's alone:
    # GNU Go 3.8 makes H9 a marginal vertex of black's space.
    points, marginal = _space_points(
        """
        . . . . . . . . .
        . . O X O X . X O
        . . O . X . X . .
        . . . . X . X . .
        . . . O X X O O .
        . O O O O X X O .
        . X . . X X O . .
        . . X . X O O . .
        . . . . . . . . .
        """,
        BLACK,
        "G9",
    )
    assert "H9" in marginal and "G9" in points - marginal


def test_a_dead_stone_at_the_tip_of_a_space_can_be_a_false_eye() -> None:
    # White's E2 is dead in black's space D1-G1; its diagonals D3 and F3
    # are white's: a false eye, a marginal vertex, and the space is worth
    # nothing (GNU Go 3.8: eval_eye E1 0 0, E2 marginal).
    engine = _gtp_engine_on(LONE_G7)
    assert engine.handle("eval_eye E1") == (True, "0 0")
    ok, text = engine.handle("eye_data black E2")
    assert ok and "marginal             1" in text.splitlines()


def test_a_diagonal_where_the_reader_captures_the_opponents_stone_counts_nothing() -> None:
    # White at F1 (or D1) would have two liberties but the reader captures
    # it: black's diagonal, worth 0 (not the ko value), so white's dead E2
    # is no false eye (D3 1, F3 2) and the space holds an eye (GNU Go 3.8:
    # eval_eye E1 1 1, half_eye_data E2 3.00 with D3 its key).
    engine = _gtp_engine_on(
        """
        . . . . . . . . .
        . . . . . . . . .
        . . O . X . O . .
        . . . . . . . . .
        . . O . X . X . .
        . . . . . . . X .
        . . O . X O O . .
        . . . X O X . . .
        . . . . . . . . .
        """
    )
    assert engine.handle("eval_eye E1") == (True, "1 1")
    ok, text = engine.handle("eye_data black E2")
    assert ok and "marginal             0" in text.splitlines()


def test_a_nine_point_space_with_two_margins_keeps_its_search_value() -> None:
    # White's corner space G2-J1 (margins J3 and E1): GNU Go 3.8 answers
    # 1 2, as the search does; a 9-point space is otherwise valued by size.
    engine = _gtp_engine_on(
        """
        . . . . . . . . .
        . . . O . . . . .
        . . O . X . . . .
        . . . O . . X X .
        . . . . . . . O .
        . . X . X . X X .
        . . . . X O O O .
        . . . X O O . . .
        . . . . . . . . .
        """
    )
    ok, text = engine.handle("eval_eye G2")
    assert ok and text.split()[:2] == ["1", "2"]


def test_a_walled_in_string_the_reader_can_defend_stays_lively() -> None:
    # Black's A8-D9 string and B5-B6 are walled in without two eyes (the
    # project's dead stones), but C6 both attacks and defends A8's string:
    # it is lively to GNU Go's primary domains, so black's eye space at A7
    # is A7 B7 A6 alone (GNU Go 3.8: esize 3, msize 1), not one space
    # through the walled-in stones.
    engine = _gtp_engine_on(
        """
        . . . . . X X . X . . . .
        . . . . O O . X O X . . .
        . O . O . . . . O X . . .
        O . . O . . O . O O X . .
        X O O X O . . O X X X . X
        X X X X O X . O O . O X .
        . . X O O . X O X . O X X
        . X . O X X X X O O . O X
        O X O X . . X O . . O . O
        . O X X . . X O O O . O .
        O O O O X X . X O X O X .
        . . O . O O X . X X X X .
        . . . . . O O X . . . . .
        """
    )
    ok, text = engine.handle("eye_data black A7")
    assert ok
    lines = text.splitlines()
    assert "esize                3" in lines and "msize                1" in lines
    assert "points               A7 B7 A6" in lines


def test_a_corner_point_needs_both_its_neighbours_influenced() -> None:
    # White's influence reaches A2 (past C4-D4) but not B1: the corner A1
    # stays black's alone, an inner point of black's space B3-F2, which
    # holds one eye (GNU Go 3.8: A1 not marginal, msize 5, eval_eye B2 1 1).
    engine = _gtp_engine_on(
        """
        . . . . . . . . .
        . . O X O X . . .
        . . O . X . X . .
        . . . . X . . . .
        . . . O X . O . .
        . . O O O X . . .
        . . . . X . O . .
        . . X . . . . . .
        . . . . . . . . .
        """
    )
    ok, text = engine.handle("eye_data black A1")
    lines = text.splitlines()
    assert ok and "marginal             0" in lines and "msize                5" in lines
    assert engine.handle("eval_eye B2") == (True, "1 1")


def test_a_diagonal_where_the_reader_captures_the_opponents_stone_is_not_contested() -> None:
    # F6 is a tip of black's space; white at G5 (two liberties, not a
    # self-atari) is captured by the reader, so G5 counts 0 and F6 is a half
    # eye with E5, E7 and G7 its keys (GNU Go 3.8: half_eye_data F6 3.00,
    # HALF_EYE), not a false eye (4.00 were G5 contested).
    engine = _gtp_engine_on(
        """
        . . . . . . . . .
        . . . . O . O . .
        . . O . . . . O .
        . . . . X . X X .
        . O O O . X . . .
        . X O X O X . . .
        . X X X X . . . .
        . . . X O O . . .
        . . . . . . . . .
        """
    )
    ok, text = engine.handle("half_eye_data F6")
    lines = text.splitlines()
    assert ok and "value                3.00" in lines and "type                 half" in lines
    assert {line.split()[1] for line in lines if line.startswith("attack_point")} == {
        "E5",
        "E7",
        "G7",
    }
