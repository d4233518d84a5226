"""Whole-board move generation and scoring (engine/go/genmove.py).

Positions with an obvious best move, drawn as diagrams; the GTP answers and
their failure messages as GNU Go 3.8 spells them; final scores of finished
positions compared with GNU Go 3.8 (with Chinese rules, so both count area).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.go.board import BLACK, PASS, WHITE, Board
from engine.go.genmove import (
    MoveGenerator,
    area_score,
    default_limits,
    examine_position,
    final_dead_stones,
    format_score,
)
from engine.go.gtp import new_engine
from engine.go.reading import TacticalReader
from harness.engines.gtp import GtpEngine
from tests.engine.go.go_helpers import board_from_diagram, sgf_point

CAPTURE = """
. . . . . . . . .
. . . . . . . . .
. . X X X X . . .
. X O O O O . . .
. . X X X X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# Black's straight three on the edge: the middle point makes two eyes, or
# (for white) leaves one.
VITAL = """
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O . .
X X X X O . .
X . . . X O .
X X X X X O .
"""

# A finished 5x5 game: every point is settled; black's eyes A5, A3, A1.
FINISHED_5 = """
. X O . .
X X O O O
. X X O .
X X O O O
. X X O .
"""

# Finished games with dead stones (checked against GNU Go 3.8 below).
FINISHED = [
    FINISHED_5,
    """
    . . X O . . .
    . O X O . . .
    . . X O . O .
    X X X X O . .
    . . . X O O O
    . O . X O . .
    . . . X O . .
    """,
    """
    . . . X O . . . .
    . . . X O . . . .
    . X . X O . X . .
    . . . X O . . . .
    X X X X O . X X .
    . . . X O O O O O
    . O . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    """,
    """
    . X O O O O O . .
    X X X X X X O O O
    . X . X . X X X X
    X . X . X . X X .
    X X X X X X X X X
    O O O O O O O O O
    . O . O . O . O .
    O . O . O . O . O
    . O . O . O . O .
    """,
]


def best(diagram: str, color: int) -> str:
    board = board_from_diagram(diagram)
    move = MoveGenerator(board, color, default_limits(board.size)).best()
    return board.vertex(move)


def sgf_of(diagram: str, to_move: int = BLACK) -> str:
    """An SGF record with the diagram's stones as setup."""
    board = board_from_diagram(diagram)
    setup = ""
    for color, ident in ((BLACK, "AB"), (WHITE, "AW")):
        stones = board.stones_of(color)
        if stones:
            setup += ident + "".join(f"[{sgf_point(board, p)}]" for p in stones)
    player = "B" if to_move == BLACK else "W"
    return f"(;GM[1]SZ[{board.size}]{setup}PL[{player}])"


def test_capture_a_big_string_in_atari() -> None:
    assert best(CAPTURE, BLACK) == "G6"


def test_save_a_big_string_in_atari() -> None:
    swapped = CAPTURE.replace("X", "x").replace("O", "X").replace("x", "O")
    assert best(swapped, WHITE) == "G6"


def test_vital_point_of_a_straight_three() -> None:
    assert best(VITAL, BLACK) == "C2"  # lives
    assert best(VITAL, WHITE) == "C2"  # kills


@pytest.mark.parametrize("color", [BLACK, WHITE])
def test_pass_at_the_end_of_a_finished_game(color: int) -> None:
    assert best(FINISHED_5, color) == "PASS"


def test_never_fills_its_own_eye() -> None:
    # Black's eyes A5, A3, A1 are the only empty points on its side; white's
    # side leaves black nothing worth a move, so only an eye could be played.
    board = board_from_diagram(FINISHED_5)
    moves = {board.vertex(c.move) for c in MoveGenerator(board, BLACK).candidates()}
    assert not moves & {"A5", "A3", "A1"}


def test_finished_scores() -> None:
    board = board_from_diagram(FINISHED_5)
    assert format_score(area_score(board, final_dead_stones(board), 0.0)) == "W+1.0"
    assert format_score(area_score(board, frozenset(), -1.0)) == "0"
    assert format_score(area_score(board, frozenset(), 0.5)) == "W+1.5"


def test_gtp_answers_and_errors() -> None:
    engine = new_engine({})
    assert engine.handle("boardsize 9") == (True, "")
    assert engine.handle("reg_genmove x") == (False, "invalid color")
    assert engine.handle("gg_genmove") == (False, "invalid color")
    assert engine.handle("genmove") == (False, "invalid color")
    assert engine.handle("restricted_genmove black") == (False, "no allowed vertex")
    assert engine.handle("restricted_genmove black A1 zz") == (False, "invalid coordinate")
    assert engine.handle("final_status_list") == (False, "missing status")
    assert engine.handle("final_status_list foo") == (False, "invalid status")
    ok, move = engine.handle("reg_genmove black")
    assert ok and move != "PASS"
    ok, listed = engine.handle("top_moves")
    words = listed.split()
    assert words[0] == move and float(words[1]) > 0 and listed.endswith(" ")
    ok, played = engine.handle("genmove black")
    assert ok and engine.handle("color " + played) == (True, "black")
    assert engine.handle("restricted_genmove white E5 C3")[1] in ("E5", "C3")


def test_deterministic_answers(tmp_path: Path) -> None:
    path = tmp_path / "mid.sgf"
    path.write_text("(;GM[1]SZ[9];B[ee];W[gc];B[cf];W[dc];B[gf];W[ec];B[fd];W[cd];B[hd];W[hc])")
    answers = []
    for _ in range(2):
        engine = new_engine({})
        engine.handle(f"loadsgf {path}")
        answers.append(
            [
                engine.handle(c)[1]
                for c in (
                    "reg_genmove black",
                    "reg_genmove black",
                    "gg_genmove black 7",
                    "gg_genmove black 7",
                    "top_moves_white",
                )
            ]
        )
    assert answers[0] == answers[1]
    first = answers[0]
    assert first[0] == first[1] and first[2] == first[3]


@pytest.mark.gnugo
@pytest.mark.parametrize("index", range(len(FINISHED)))
def test_final_score_as_gnugo(index: int, gnugo_argv: list[str], tmp_path: Path) -> None:
    diagram = "\n".join(line.strip() for line in FINISHED[index].strip().splitlines())
    path = tmp_path / "finished.sgf"
    path.write_text(sgf_of(diagram))
    # A fresh GNU Go each time: it keeps the first score of a position.
    gnugo = GtpEngine([*gnugo_argv, "--chinese-rules"], timeout=60)
    try:
        ours = new_engine({})
        for command in (f"loadsgf {path}", "komi 0.5"):
            gnugo.send(command)
            ours.handle(command)
        for command in ("final_score", "final_status_list dead"):
            assert ours.handle(command) == (True, gnugo.send(command).text), command
    finally:
        gnugo.close()


def test_empty_board_opens_in_a_corner_area() -> None:
    for size in (9, 19):
        board = Board(size)
        row, col = board.row_col(MoveGenerator(board, BLACK, default_limits(size)).best())
        lines = sorted((min(row, size - 1 - row) + 1, min(col, size - 1 - col) + 1))
        assert lines[0] in (3, 4) and lines[1] in (3, 4, 5)


# Black's lone stone at G5 sits inside white's sphere: the judgement takes it
# for dead, its point white's; the white stones are not touched.
INVADED = """
. . . . . . . . .
. . X . . . O . .
. . . . . . . . .
. . X . . . O . .
. . . . . . X . .
. . X . . . O . .
. . . . . . . . .
. . X . . . O . .
. . . . . . . . .
"""


def test_invasion_without_room_is_judged_dead() -> None:
    from engine.go.influence import territory

    board = board_from_diagram(INVADED)
    judged = territory(board, frozenset())
    assert {board.vertex(p) for p in judged.dead} == {"G5"}
    assert judged.owner[board.parse_vertex("G5")] < 0


def test_clock_safety_net_stops_the_owl_and_keeps_the_board() -> None:
    from engine.go.genmove import Clock

    board = board_from_diagram(VITAL)
    before = (board.hash, board.move_count)
    spent = Clock(0.0)  # ran out long ago
    generator = MoveGenerator(board, WHITE, default_limits(board.size), clock=spent)
    assert generator.examination is not None
    assert all(s.status != "critical" for s in generator.examination.dragons)
    generator.best()
    assert (board.hash, board.move_count) == before


# A 5x5 position whose first move in a process solves a dozen eye shapes
# never seen before (seconds of work, cached afterwards).
FIRST_MOVE = """
X . O . .
. . . . .
. . . . X
. . O X .
. . . . .
"""


def test_first_move_of_a_process_is_the_move_of_a_used_one() -> None:
    """Cold eye-shape caches cost seconds, never another answer (a 3 s clock
    once turned them into one: ``C4 7.00 B4 4.20 ...`` cold, ``C4 18.17 B4
    16.08 ...`` warm).  The node budgets decide; the clock, a safety net of
    30 s (next test), is left out here so that a loaded machine cannot reach it."""
    from engine.go import optics

    for cache in (optics.solve_shape, optics._solve_placed, optics._dead_stones):
        cache.cache_clear()
    board = board_from_diagram(FIRST_MOVE)
    limits = replace(default_limits(board.size), seconds=float("inf"))
    cold = MoveGenerator(board, BLACK, limits).candidates()
    warm = MoveGenerator(board, BLACK, limits).candidates()
    assert cold == warm


def test_the_clock_is_a_safety_net_on_every_board_size() -> None:
    assert all(default_limits(size).seconds >= 30 for size in (2, 5, 9, 13, 19, 25))
    # The node budgets decide: a clock that never runs out changes nothing ...
    board = board_from_diagram(VITAL)
    limits = default_limits(board.size)
    timed = MoveGenerator(board, BLACK, limits).candidates()
    assert MoveGenerator(board, BLACK, replace(limits, seconds=float("inf"))).candidates() == timed
    assert any(why == "judged" for c in timed for why, _ in c.reasons)
    # ... and one that has run out stops the owl and the look-ahead, and
    # still gives a legal move.
    rushed = MoveGenerator(board, BLACK, replace(limits, seconds=0.0))
    assert all(s.status in ("alive", "dead", "unknown") for s in rushed.exam.dragons)
    assert not any(why == "judged" for c in rushed.candidates() for why, _ in c.reasons)
    assert board.is_legal(rushed.best(), BLACK)


def test_gg_genmove_ignores_an_unreadable_seed_as_gnu_go_does() -> None:
    engine = new_engine({})
    engine.handle("boardsize 5")
    assert engine.handle("gg_genmove black x") == engine.handle("gg_genmove black 0")
    assert engine.handle("gg_genmove black x")[0]


# From a game against GNU Go (black to move 15): white's loose stones F6,
# G7, H6 can still run into the open centre.  The judgement took them for
# dead for want of room where they stand, counted black 24 points ahead and
# chose H1, a first-line stone in an empty corner.
LOOSE_STONES = """
. . . . . . . . .
. . . . X . . . .
. X . . X . O . .
. . . . . O . O .
. X . X . . . X .
. . O . . O . . .
. . . . O . X . .
. . . . . O . . .
. . . . . . . . .
"""


def test_loose_stones_that_can_run_are_not_judged_dead() -> None:
    board = board_from_diagram(LOOSE_STONES)
    generator = MoveGenerator(board, BLACK, default_limits(board.size))
    row, col = board.row_col(generator.best())
    assert min(row, col, 8 - row, 8 - col) >= 1  # not the first line
    reader = TacticalReader(board)
    # The position is about even: before, passing looked 24 points ahead.
    assert generator._judge(PASS, reader) < 12


# From a game against GNU Go (white to move 14): G8 or H5 alone in black's
# sphere looked worth 12 points or more to a judgement that gave black no
# answer (the engine chose G8, then H5 in the game); black's answers next
# to the stone leave it without room.
HOPELESS_INVASION = """
. . . . . . . . .
. . . O . . . . .
. . O . X . . . .
. . . . . X . . .
. . . O . . . . .
. . O . . . . . .
. . X X . X . . .
. X O O X . . . .
. . . . . . . . .
"""


def test_the_judgement_gives_the_opponent_an_answer() -> None:
    board = board_from_diagram(HOPELESS_INVASION)
    generator = MoveGenerator(board, WHITE, default_limits(board.size))
    col = board.row_col(generator.best())[1]
    assert col <= 4  # white's own side, not an invasion of black's right


# From a game against GNU Go (white to move 48): nothing looked worth a
# move, but the scoring examination (no running away at the end) takes
# white's H4-H7 for dead and finds black's lone H3 critical.  The engine
# passed; before passing it must play the fight the scoring would decide.
PASS_WITH_A_FIGHT_LEFT = """
O X X . . . . . .
O O X X . X . X .
. . O O X X . O .
O O . O O X . O .
X O O X X . . O .
X X X X . X . O .
X O O O O X . X .
X . O X X X . . .
. O O . . . . . .
"""


def test_no_pass_while_the_scoring_would_decide_a_fight() -> None:
    board = board_from_diagram(PASS_WITH_A_FIGHT_LEFT)
    generator = MoveGenerator(board, WHITE, default_limits(board.size))
    assert not [c for c in generator.candidates() if c.value >= 0.3]  # the old pass
    assert board.vertex(generator.best()) == "H2"  # the owl's attack of H3


# A finished 6x6 game: white's A6 is dead in black's corner, every other
# point settled.
DEAD_STONE_6 = """
O . . X O .
X X X X O O
. X . X O .
X X X X O O
. X . X O .
X X X X O O
"""


def test_pass_when_the_dead_group_cannot_be_saved() -> None:
    board = board_from_diagram(DEAD_STONE_6)
    limits = default_limits(board.size)
    scoring = examine_position(board, limits, open_is_alive=False)
    status = {board.vertex(s.dragon.origin): s.status for s in scoring.dragons}
    assert status == {"A6": "dead", "D6": "alive", "E6": "alive"}
    generator = MoveGenerator(board, WHITE, limits)
    assert generator.before_passing() == PASS  # a dead dragon is no fight to save
    assert generator.best() == PASS


# From a game against GNU Go (white to move 6): the engine chose C4, a
# knight's move from D2 and next to black's D5, the third loose white stone
# on a 9x9 board; a stone in shape with C7 or D2 is the solid choice.
LOOSE_OPENING = """
. . . . . . . . .
. . . . . . . . .
. . O . X . . . .
. . . . . . . . .
. . . X . X . . .
. . . . . . . . .
. . . . . . . . .
. . . O . . . . .
. . . . . . . . .
"""


def test_small_board_opening_prefers_solid_shape() -> None:
    board = board_from_diagram(LOOSE_OPENING)
    move = MoveGenerator(board, WHITE, default_limits(board.size)).best()
    assert board.vertex(move) != "C4"
    row, col = board.row_col(move)
    in_shape = []
    for stone in board.stones_of(WHITE):
        r, c = board.row_col(stone)
        dr, dc = abs(r - row), abs(c - col)
        in_shape.append(max(dr, dc) == 1 or (min(dr, dc) == 0 and max(dr, dc) == 2))
    assert any(in_shape)


# A capturing race along the bottom edge: black's inner string F3-F2-E2-F1
# (liberties G3, G2 and the shared E1) against white's D3-E3-D2-D1 (C2, C1,
# E1), each inside the other's living wall.  Whoever moves first wins by
# filling the other's outside liberty; GNU Go 3.8 answers ``analyze_semeai
# F3 D3`` with ``1 1 C2``.
RACE = """
X X X X . O O O O
X X X X . O O O O
X X X X . O O O O
X X X X . O O O O
X X X X . O O O O
X X X X X O O O O
. X X O O X . O .
X X . O X X . O O
. X . O . X O O .
"""


def test_the_race_winning_move_is_played_for_the_race() -> None:
    board = board_from_diagram(RACE)
    generator = MoveGenerator(board, BLACK, default_limits(board.size))
    first = generator.candidates()[0]
    assert board.vertex(first.move) == "C2"
    reasons = dict(first.reasons)
    # The race decides both inner strings: worth more than the capture alone.
    assert reasons["semeai"] > reasons["attack"]


def test_races_are_not_read_when_the_limits_say_none() -> None:
    board = board_from_diagram(RACE)
    limits = replace(default_limits(board.size), semeai_pairs=0)
    first = MoveGenerator(board, BLACK, limits).candidates()[0]
    assert "semeai" not in dict(first.reasons)


# Black's two small groups inside white's wall: white cuts at E6 (GNU Go
# 3.8: `disconnect D6 F6` 1, `connect D6 F6` 1 E6).  Below, black's C3 and
# D2 are diagonal with white's D3, in atari, between them: a cut white
# cannot make (`disconnect C3 D2` 0, one dragon), nothing to play at C2.
CUTTABLE_PAIR = """
. . . . . . . . .
. . . . . . . . .
. . O O O O O . .
. O X X . X X O .
. O X . . . X O .
. O O . . . O O .
. . X O X . . . .
. . . X . . . . .
. . . . . . . . .
"""


def _connection_reasons(board: Board, color: int) -> dict[str, list[tuple[str, float]]]:
    generator = MoveGenerator(board, color, default_limits(board.size))
    generator._connection_moves()
    return {board.vertex(move): reasons for move, reasons in generator._reasons.items()}


def test_connects_a_weak_pair_the_opponent_can_cut() -> None:
    board = board_from_diagram(CUTTABLE_PAIR)
    reasons = _connection_reasons(board, BLACK)
    assert [why for why, _ in reasons["E6"]] == ["connect"]
    # Worth the weak groups it saves, more than the old flat bonus.
    assert reasons["E6"][0][1] >= 10.0
    # The ladder cut needs no move.
    assert "C2" not in reasons


def test_cuts_an_enemy_pair_it_can_cut() -> None:
    board = board_from_diagram(CUTTABLE_PAIR)
    reasons = _connection_reasons(board, WHITE)
    assert [why for why, _ in reasons["E6"]] == ["cut"]
    assert "C2" not in reasons


def test_connection_moves_within_the_pair_limit() -> None:
    board = board_from_diagram(CUTTABLE_PAIR)
    generator = MoveGenerator(board, BLACK, replace(default_limits(9), connection_pairs=0))
    generator._connection_moves()
    assert generator._reasons == {}
