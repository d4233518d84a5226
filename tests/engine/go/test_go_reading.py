"""Tactical reading: ladders and breakers, nets, snapbacks, ko codes, limits, GTP answers.

Positions are diagrams (``X`` black, ``O`` white, top row first); a diagram
smaller than the board sits in its lower left corner.  Some answers are
checked against GNU Go 3.8 over GTP as a second opinion.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from engine.go.board import BLACK, NO_POINT, WHITE, Board
from engine.go.gtp import new_engine
from engine.go.reading import (
    ATTACK_DEFEND_LIMITS,
    KO_A,
    KO_B,
    LOSE,
    QUERY_LIMITS,
    ReadingLimits,
    TacticalReader,
)
from harness.engines.gtp import GtpEngine
from tests.engine.go.go_helpers import (
    CORPUS_GAMES,
    EDGE_STONE_E9,
    board_from_diagram,
    corpus_board,
    sgf_point,
)


def corner(diagram: str, size: int = 19) -> Board:
    """A board of ``size`` with ``diagram`` in its lower left corner."""
    rows = [line.split() for line in diagram.strip().splitlines()]
    padded = [["."] * size for _ in range(size - len(rows))]
    padded += [row + ["."] * (size - len(row)) for row in rows]
    return board_from_diagram("\n".join(" ".join(row) for row in padded))


def attack(board: Board, vertex: str, limits: ReadingLimits | None = None) -> str:
    code, move = TacticalReader(board, limits).attack(board.parse_vertex(vertex))
    return "0" if code == LOSE else f"{code} {board.vertex(move)}"


def defend(board: Board, vertex: str, limits: ReadingLimits | None = None) -> str:
    code, move = TacticalReader(board, limits).defend(board.parse_vertex(vertex))
    return "0" if code == LOSE else f"{code} {board.vertex(move)}"


# The white stone at G7 is in atari; running at H7 starts a ladder toward
# the upper right corner.
LADDER = """
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . X . . . . . . . . .
. . . . . X O . . . . . . . . .
. . . . . . X X . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . .
"""


def ladder_with(vertex: str | None, color: int) -> Board:
    board = corner(LADDER)
    if vertex is not None:
        board.setup({board.parse_vertex(vertex): color})
    return board


def test_a_ladder_captures_the_running_stone() -> None:
    board = ladder_with(None, WHITE)
    assert defend(board, "G7") == "0"
    assert attack(board, "G7") == "1 H7"


@pytest.mark.parametrize("breaker", ["O15", "N14", "M13", "P16"])
def test_a_white_stone_on_the_ladder_path_breaks_it(breaker: str) -> None:
    assert defend(ladder_with(breaker, WHITE), "G7") == "1 H7"


@pytest.mark.parametrize(("stone", "color"), [("O15", BLACK), ("O4", WHITE), ("C15", WHITE)])
def test_stones_that_do_not_break_the_ladder(stone: str, color: int) -> None:
    assert defend(ladder_with(stone, color), "G7") == "0"


def test_a_ladder_is_read_to_its_end_even_with_shallow_branching() -> None:
    limits = ReadingLimits(branch_depth=2, three_lib_depth=2)
    board = ladder_with(None, WHITE)
    reader = TacticalReader(board, limits)
    assert reader.defend(board.parse_vertex("G7"))[0] == LOSE
    assert reader.nodes > 20  # every step of the ladder was read


GETA = """
. . . . . . . . .
. . . . . . . . .
. . . X . . . . .
. . . . . . . . .
. . . X O . . . .
. . . . X . X . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


def test_a_net_catches_what_a_ladder_cannot() -> None:
    board = board_from_diagram(GETA)
    # White E5 has two liberties, E6 and F5: either atari lets it run out,
    # but the loose net at F6, backed by D7 and G4, holds it.
    assert attack(board, "E5") == "1 F6"
    without_d7 = board_from_diagram(GETA)
    without_d7.setup({without_d7.parse_vertex("D7"): 0})
    assert attack(without_d7, "E5") == "0"


SNAPBACK = """
. . . . . .
. . . . . .
. . . . . .
X X X X . .
O O O X . .
O X . X . .
"""


def test_snapback() -> None:
    board = corner(SNAPBACK)
    # White in atari after the throw-in at B1: taking it at C1 is a snapback.
    assert defend(board, "A1") == "0"
    # ...so the thrown-in stone is not really capturable.
    assert attack(board, "B1") == "0"
    before = corner(SNAPBACK)
    before.setup({before.parse_vertex("B1"): 0})
    assert attack(before, "A1") in ("1 B1", "1 C1")


KO = """
. . . . . . .
. . . . . . .
. . X O . . .
. X O . O . .
. . X O . . .
. . . . . . .
. . . . . . .
"""


def test_taking_a_ko_is_ko_a_and_retaking_needs_a_threat() -> None:
    board = board_from_diagram(KO)
    c4 = board.parse_vertex("C4")
    assert TacticalReader(board).attack(c4) == (KO_A, board.parse_vertex("D4"))
    assert board.play(board.parse_vertex("D4"), BLACK)
    # White may not retake at once: success needs a ko threat.
    assert TacticalReader(board).attack(board.parse_vertex("D4")) == (KO_B, c4)


def test_a_string_with_many_liberties_is_safe_and_any_liberty_defends() -> None:
    board = board_from_diagram(
        """
        . . . . .
        . . . . .
        . . X . .
        . . . . .
        . . . . .
        """
    )
    assert attack(board, "C3") == "0"
    assert defend(board, "C3").startswith("1 ")


def test_capturing_a_cutting_stone_defends() -> None:
    board = board_from_diagram(
        """
        . . . . . . .
        . . . X . . .
        . . X . X . .
        . . X O X . .
        . . O X O . .
        . . . . . . .
        . . . . . . .
        """
    )
    # D4 is in atari and D5 is a self-atari; capturing D3 at D2 saves it.
    assert defend(board, "D4") == "1 D2"
    assert attack(board, "D4") == "1 D5"


def test_answers_and_node_counts_do_not_depend_on_earlier_queries() -> None:
    board = ladder_with("O15", WHITE)
    g7 = board.parse_vertex("G7")
    fresh = TacticalReader(board)
    first = fresh.defend(g7), fresh.nodes
    warmed = TacticalReader(board)
    warmed.attack(g7)
    before = warmed.nodes
    warmed.clear()
    assert (warmed.defend(g7), warmed.nodes - before) == first
    # The board is left as it was.
    assert board.move_count == 0 and board.get(g7) == WHITE


def test_the_node_limit_stops_a_query() -> None:
    board = ladder_with(None, WHITE)
    reader = TacticalReader(board, ReadingLimits(node_limit=5))
    reader.defend(board.parse_vertex("G7"))
    assert reader.nodes <= 5 + 2


def test_gtp_answers_counter_and_errors() -> None:
    dispatcher = new_engine({})
    assert dispatcher.handle("boardsize 9") == (True, "")
    for move in ("black C3", "white D3", "white C4"):
        assert dispatcher.handle(f"play {move}") == (True, "")
    # GNU Go 3.8 answers ``1 B2`` and ``1 C2`` here (its ``does_attack B3``
    # 0, but after B3 its ``defend C3`` finds nothing, and its
    # ``does_defend B3`` is 3); ours captures at B3, which the race moves
    # (white B3 lengthened at B4, at the fifth ply) show, and saves at B3.
    assert dispatcher.handle("attack C3") == (True, "1 B3")
    assert dispatcher.handle("defend C3") == (True, "1 B3")
    count = int(dispatcher.handle("get_reading_node_counter")[1])
    assert count > 0
    assert dispatcher.handle("reset_reading_node_counter") == (True, "")
    assert dispatcher.handle("get_reading_node_counter") == (True, "0")
    assert dispatcher.handle("attack A1") == (False, "vertex must not be empty")
    assert dispatcher.handle("defend Z99") == (False, "invalid coordinate")
    assert dispatcher.handle("attack") == (False, "invalid coordinate")


def _gnugo_position(gnugo: GtpEngine, board: Board, tmp_path: Path) -> None:
    stones = {BLACK: "AB", WHITE: "AW"}
    text = f"(;GM[1]FF[4]SZ[{board.size}]"
    for color, ident in stones.items():
        points = [sgf_point(board, p) for p in board.stones_of(color)]
        if points:
            text += ident + "".join(f"[{p}]" for p in points)
    path = tmp_path / "position.sgf"
    path.write_text(text + ")")
    gnugo.send(f"loadsgf {path}")


@pytest.mark.gnugo
@pytest.mark.parametrize(
    ("position", "command"),
    [
        (ladder_with(None, WHITE), "defend G7"),
        (ladder_with("N14", WHITE), "defend G7"),
        (ladder_with("O15", BLACK), "defend G7"),
        (corner(SNAPBACK), "defend A1"),
        (corner(SNAPBACK), "attack B1"),
        (board_from_diagram(KO), "attack C4"),
        (board_from_diagram(GETA), "attack E5"),
    ],
)
def test_gnu_go_agrees(gnugo: GtpEngine, tmp_path: Path, position: Board, command: str) -> None:
    _gnugo_position(gnugo, position, tmp_path)
    verb, vertex = command.split()
    ours = attack(position, vertex) if verb == "attack" else defend(position, vertex)
    assert gnugo.send(command).text == ours


# White's F3-G3 has four liberties (F4 G4 H3 G2), and black captures it all
# the same (GNU Go 3.8 says so, with H3, on this position of its own
# self-play; so does our reader, with H3 or G2, both of which GNU Go's
# ``does_attack`` accepts).  Only a reader that still attacks a string
# of four liberties a few plies deep sees it; move generation's cheaper
# limits do not.
FOUR_LIBERTIES = """
. . O O X . . . .
. . O X . X . . .
. . O . X . O . .
. . O X . . . . .
. . O . X . X . .
. . . . X . . X .
. . O X X O O . .
. O O X O X . . .
. O X X . . . . .
"""


def test_a_string_of_four_liberties_is_read_deep_enough_to_die() -> None:
    board = board_from_diagram(FOUR_LIBERTIES)
    assert attack(board, "F3") in ("1 H3", "1 G2")
    assert attack(board, "F3", ReadingLimits()) == "0"


def test_filling_the_ko_defends_the_stone_that_took_it() -> None:
    board = board_from_diagram(KO)
    assert board.play(board.parse_vertex("D4"), BLACK)
    # GNU Go 3.8 answers the same on this position.
    assert defend(board, "D4") == "1 C4"
    assert attack(board, "D4") == "3 C4"


def test_a_defence_that_only_turns_the_capture_into_a_ko() -> None:
    # Training game s13-l1-n22 before move 109: white N3 has two liberties;
    # black N2 leaves it one, and extending at N4 is a self-atari.  Filling
    # M5 first (the liberty of the strings N4 would join) makes black's
    # capture at N4 a ko: KO_B for white, so N2 is only KO_A for black.
    # GNU Go 3.8 answers both so.
    board = corpus_board("s13-l1-n22", 109)
    assert attack(board, "N3") == "2 N2"
    assert board.play(board.parse_vertex("N2"), BLACK)
    assert defend(board, "N3") == "3 M5"


def test_a_capture_that_needs_the_first_ko_threat_is_ko_b() -> None:
    # Training game s19-l0-n31 before move 83: the black stone at B1 can be
    # taken only by winning a ko in which black takes first (GNU Go 3.8:
    # ``3 C1``); the komaster scheme keeps the fight finite.
    board = corpus_board("s19-l0-n31", 83)
    assert attack(board, "B1").split()[0] == "3"
    assert defend(board, "B1").split()[0] == "1"


def test_the_komasters_opponent_may_play_at_kom_pos_when_it_takes_no_ko() -> None:
    # A line of GNU Go 3.8's reading tree of A9 in training game s13-l1-n22
    # before move 50 (``gnugo --decide-string A9 -o FILE``): white takes a ko
    # at A8, black takes it back at B8 after a threat (a conditional ko
    # capture: black becomes komaster, kom_pos A8).  White may not retake at
    # A8 at once.  After W A6 (B B11 elsewhere) the black stone at A7 is in
    # atari too, and GNU Go's tree plays white A8: it takes A7 and B8, two
    # stones, no ko capture.
    board = corpus_board("s13-l1-n22", 50)
    reader = TacticalReader(board)
    ko = 0
    line = ["W B7", "B B10", "W C10", "B A7", "W C8", "B A11", "W A8", "B B8"]
    for depth, move in enumerate(line):
        color = BLACK if move[0] == "B" else WHITE
        played = reader._trymove(board.parse_vertex(move[2:]), color, ko, depth)
        assert played is not None, move
        conditional, ko = played
    assert conditional  # B8 retook the ko after a threat
    a8 = board.parse_vertex("A8")
    assert reader._trymove(a8, WHITE, ko, len(line)) is None
    for depth, move in enumerate(["W A6", "B B11"], len(line)):
        color = BLACK if move[0] == "B" else WHITE
        played = reader._trymove(board.parse_vertex(move[2:]), color, ko, depth)
        assert played is not None, move
        ko = played[1]
    assert reader._trymove(a8, WHITE, ko, len(line) + 2) is not None
    assert board.get(a8) == WHITE and board.ko_point == NO_POINT


# Black B1 is a lone stone in atari; taking it at C1 is a ko (C1 would keep
# only B1 as a liberty).  Shortening the string that would take back
# (C2 D2 D1: D3 E2 E1) first makes the capture outright.
KO_OR_CAPTURE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O . . . . . .
O O X X . . . . .
O X . X . . . . .
"""


def test_the_attacker_shortens_the_string_that_would_retake_a_ko() -> None:
    board = board_from_diagram(KO_OR_CAPTURE)
    # GNU Go 3.8 answers ``1 D3``; C1 alone is only a ko.
    code, move = attack(board, "B1").split()
    assert code == "1" and move in ("D3", "E2", "E1")


# White's lone stone at J3 is in atari at J4, where black takes it in a ko;
# white's connection at J4 dies.  Filling H6, a liberty of the strings J4
# would join, keeps the ko (GNU Go 3.8: defend ``3 H6``, attack ``1 H6``).
# The corner of training game s19-l0-n43 before move 170.
BACKFILL = """
O . O X X X . . .
. O O O O X . . .
O X O X O X . . .
X X X X X . X . .
. X . . . X O X X
X . . . X . O X .
. X X X . O . O X
. X O X O . . O O
. X O O O . O . .
"""


def test_a_lone_stone_taken_in_a_ko_is_defended_by_backfilling() -> None:
    board = board_from_diagram(BACKFILL)
    assert defend(board, "J3") == "3 H6"
    assert attack(board, "J3") == "1 H6"


# White's E2 F2 has four liberties (E1 F1 G2 F3).  Black G2 leaves three;
# when white answers G3, black's G2 has two liberties (H2 G1) and white
# threatens it, so black lengthens it at H2 first, and white is still
# short of liberties.  GNU Go 3.8 answers ``1 G2`` and, after G2 G3, ``1 H2``.
RACE_ON_THE_EDGE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . X . .
. . . O . X . . .
. . O X O X . . .
. X X X X . . . .
. . . X O O . . .
. . . . . . . . .
"""


def test_the_attacker_lengthens_its_own_short_string_next_to_the_target() -> None:
    board = board_from_diagram(RACE_ON_THE_EDGE)
    assert attack(board, "E2") == "1 G2"
    assert board.play(board.parse_vertex("G2"), BLACK)
    assert board.play(board.parse_vertex("G3"), WHITE)
    assert attack(board, "E2") == "1 H2"


# GNU Go's manual (tactical reading, backfilling): white captures the black
# string, but only by filling B1 first; the atari at D1 at once lets black
# take C1 D1 with B1.  GNU Go 3.8 answers ``1 B1``, and ``does_attack D1``
# 0.
BACKFILL_ON_THE_EDGE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O O O O O O . .
O O X X X X X O .
. . O . X . X O .
"""


def test_the_attacker_backfills_where_the_atari_is_a_self_atari() -> None:
    board = board_from_diagram(BACKFILL_ON_THE_EDGE)
    assert attack(board, "E1") == "1 B1"
    reader = TacticalReader(board)
    assert reader.does_attack(board.parse_vertex("D1"), board.parse_vertex("E1")) == LOSE


# After black has taken C1 D1, its string has two eyes (D1 and F1) and a
# third liberty at A1: filling A1 leaves two liberties white cannot play on,
# and black need not answer.  GNU Go 3.8: ``attack E1`` 0.
TWO_EYES_AND_A_LIBERTY = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. O O O O O O . .
O O X X X X X O .
. X X . X . X O .
"""


def test_a_string_whose_liberties_the_attacker_cannot_fill_is_safe() -> None:
    board = board_from_diagram(TWO_EYES_AND_A_LIBERTY)
    assert attack(board, "E1") == "0"


# After a long ko fight in the lower right corner (training game s19-l0-n46,
# then W S4 B R2 W R5 B S2 W T2 B R1 W T3 B S1, moved to a 9x9 board): black
# G4 is in atari at G3, where white takes it in a ko.  White J1 would leave
# black's corner string only G3, but J1 stands in atari itself: black takes
# J1 J2 J3 at J4 and the ko stays.  GNU Go 3.8 answers ``2 G3`` and does not
# try J1.
KO_AND_A_SELF_ATARI = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . O . . . .
. . O . . O O O .
. . O X X O X O .
. . O . O X . X O
. . . O O X X X O
. . . O . O X X .
"""


def test_the_attacker_shortens_no_string_that_would_retake_by_a_self_atari() -> None:
    board = board_from_diagram(KO_AND_A_SELF_ATARI)
    assert attack(board, "G4") == "2 G3"


def test_conditional_ko_captures_are_tried_in_the_first_nine_plies() -> None:
    # Training game s19-l0-n46 before move 115: black's Q3 Q2 is captured
    # only through a ko in which white needs the first threat (GNU Go 3.8:
    # ``3 R2``); the conditional capture that shows it comes at the ninth
    # ply, which GNU Go's ko_depth of 8 (moves already on the board) allows;
    # eight plies find no capture.
    # (The race moves of the GTP queries, to the fifth ply, capture Q3
    # outright in a line GNU Go's cache cuts short: the ko depth is shown
    # with them to the third.)
    board = corpus_board("s19-l0-n46", 115)
    limits = replace(QUERY_LIMITS, race_depth=3)
    assert attack(board, "Q3", limits).split()[0] == "3"
    assert attack(board, "Q3", replace(limits, ko_depth=8)) == "0"


# White's lone stone E9 has two liberties, D9 and F9, and black cannot
# capture it (an atari at F9 is answered at D9, joining the wall): GNU Go
# 3.8's ``attack E9`` fails and its ``defend E9`` answers a move, F8.  Its
# ``does_defend`` refuses that move all the same, and any other: it also
# asks that the string be capturable if no defence is made.  So the
# oracle benchmark judges a defence of a string GNU Go cannot capture by
# GNU Go's ``attack`` after the move (ours, F9, keeps the string safe).
@pytest.mark.gnugo
def test_gnu_go_refuses_every_defence_of_a_string_it_cannot_capture(
    gnugo: GtpEngine, tmp_path: Path
) -> None:
    board = board_from_diagram(EDGE_STONE_E9)
    _gnugo_position(gnugo, board, tmp_path)
    assert attack(board, "E9") == gnugo.send("attack E9").text == "0"
    assert gnugo.send("defend E9").text == "1 F8"
    assert gnugo.send("does_defend F8 E9").text == "0"
    assert defend(board, "E9") == "1 F9"
    assert gnugo.send("does_defend F9 E9").text == "0"
    assert gnugo.send("play white F9").ok
    assert gnugo.send("attack E9").text == "0"


def test_a_result_cut_short_by_the_node_limit_is_not_reused() -> None:
    board = ladder_with(None, WHITE)
    g7 = board.parse_vertex("G7")
    reader = TacticalReader(board, ReadingLimits(node_limit=5))
    assert reader.defend(g7)[0] != LOSE  # the ladder is not read to its end
    reader.limits = ReadingLimits()
    assert reader.defend(g7) == TacticalReader(board).defend(g7) == (LOSE, -1)


def test_the_defender_of_two_liberties_tries_no_atari_that_is_a_self_atari() -> None:
    # Training game s19-l1-n44 before move 193, then B T10 W S9 B R10 W T11:
    # black's R10 S10 T10 has two liberties, R9 and T9; white's Q10 next to
    # it has two too, P10 and Q11, and a black stone at either stands in
    # atari.  GNU Go 3.8's reading tree (``--decide-string S10``) tries
    # neither (R9, T8, T9, then Q8 and S7) and finds no defence.
    board = corpus_board("s19-l1-n44", 193)
    for move, color in (("T10", BLACK), ("S9", WHITE), ("R10", BLACK), ("T11", WHITE)):
        assert board.play(board.parse_vertex(move), color)
    s10 = board.parse_vertex("S10")
    reader = TacticalReader(board)
    tried = {board.vertex(m) for m in reader._defense_moves(board.owner[s10], BLACK, 4)}  # type: ignore[arg-type]
    assert tried == {"R9", "T8", "T9"}
    assert defend(board, "S10") == "0"


def test_four_liberties_are_attacked_with_seven_moves_on_the_board() -> None:
    # Training game s19-l1-n44 before move 193: black S10 has three
    # liberties, and GNU Go 3.8 defends it at S9.  Black T10 fails: white
    # S9, black R10, white T11, black T8, white R9, black T9, and white's Q8
    # attacks four liberties with seven moves on the board, which GNU Go's
    # fourlib_depth of 7 still reads ("beyond this depth" four liberties
    # are safe; its trees attack four liberties at stackp 7).
    board = corpus_board("s19-l1-n44", 193)
    assert defend(board, "S10") == "1 S9"
    s10 = board.parse_vertex("S10")
    code, move = TacticalReader(board, replace(QUERY_LIMITS, four_lib_depth=7)).defend(s10)
    assert (code, board.vertex(move)) == (1, "T10")


def test_the_attacker_lengthens_its_short_strings_in_the_first_five_plies() -> None:
    # Training game s19-l0-n46 before move 115: white captures black's lone
    # R4 only through a ko it takes first (GNU Go 3.8: ``2 S4``).  In GNU
    # Go's line W S4 B R3 W S2 B T2, white's S1, at the fifth ply, lengthens
    # its own string of two liberties next to the target.
    board = corpus_board("s19-l0-n46", 115)
    assert attack(board, "R4") == "2 S4"
    assert attack(board, "R4", replace(QUERY_LIMITS, race_depth=3)) == "0"


def test_the_attacker_takes_the_room_of_the_strings_that_make_the_eyes() -> None:
    # Training game s19-l1-n88 before move 213: black's H10 string has two
    # liberties, G10 and H9, and a white stone on either would be suicide.
    # Black's G11 and F10 strings make the eye at G10; GNU Go 3.8 attacks at
    # F11, their shared liberty (its tree names the move a superstring
    # liberty), and captures in a ko it takes first (``2 F11``), as the GTP
    # ``attack`` does.  Without the eyes' room the attacker has no move.
    board = corpus_board("s19-l1-n88", 213)
    assert attack(board, "H10", ATTACK_DEFEND_LIMITS) == "2 F11"
    assert attack(board, "H10", QUERY_LIMITS) == "0"
    h10 = board.parse_vertex("H10")
    reader = TacticalReader(board, ATTACK_DEFEND_LIMITS)
    tried = {board.vertex(m) for m in reader._attack_moves(board.owner[h10], WHITE, 0)}  # type: ignore[arg-type]
    assert tried == {"G10", "H9", "F11"}
    dispatcher = new_engine({})
    assert dispatcher.handle(f"loadsgf {CORPUS_GAMES / 's19-l1-n88.sgf'} 213")[0]
    assert dispatcher.handle("attack H10") == (True, "2 F11")


def test_the_defender_keeps_the_room_of_the_strings_that_make_the_eyes() -> None:
    # The same game before move 215, after white's F11: G10 and H9 are still
    # eyes (white's G10 would take G11 and stand in atari).  GNU Go 3.8 saves
    # H10 only through a ko it needs the first threat for (``3 D10``: D10 is
    # a liberty of the F10 string, which its tree tries as backfilling);
    # without those moves black finds no defence at all.
    board = corpus_board("s19-l1-n88", 215)
    h10 = board.parse_vertex("H10")
    assert defend(board, "H10", ATTACK_DEFEND_LIMITS).split()[0] == "3"
    assert defend(board, "H10", QUERY_LIMITS) == "0"
    reader = TacticalReader(board, ATTACK_DEFEND_LIMITS)
    tried = {board.vertex(m) for m in reader._defense_moves(board.owner[h10], BLACK, 0)}  # type: ignore[arg-type]
    assert {"E11", "D10"} <= tried


def test_the_eyes_room_is_not_played_against_a_string_in_atari() -> None:
    # KO_AND_A_SELF_ATARI: black G4's last liberty G3 is an eye (white's
    # stone there takes G4 and stands in atari), but a string in atari is
    # the ko rules' business: the room of black's corner string (J1, a
    # self-atari) is not tried, and white takes the ko (GNU Go: ``2 G3``).
    board = board_from_diagram(KO_AND_A_SELF_ATARI)
    assert attack(board, "G4", ATTACK_DEFEND_LIMITS) == "2 G3"
