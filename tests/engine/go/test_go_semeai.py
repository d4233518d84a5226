"""Capturing races (engine/go/semeai.py) and their GTP command ``analyze_semeai``.

Each race is drawn as a diagram; the expected answers are GNU Go 3.8's on
the same positions (A's defence code, the attack code on B, A's move).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.go import semeai as semeai_module
from engine.go.board import PASS, WHITE, Board
from engine.go.gtp import build_engine
from engine.go.owl import GNU_LIMITS, UNKNOWN, OwlLimits, OwlReader
from engine.go.reading import KO_B
from engine.go.semeai import (
    STATUS_LIMITS,
    SemeaiLimits,
    SemeaiReader,
    SemeaiResult,
    analyze_semeai,
    semeai_status,
)
from engine.gtp import Dispatcher
from tests.engine.go.go_helpers import EDGE_RACE, KO_TAKEN_AT_D4, board_from_diagram, corpus_board

# White's string A4-D4, D3-D1 has one liberty (E1); black's corner string
# has four (A1, B1, A2, B2): white dies even moving first, and black,
# moving first, captures at E1.
CORNER_RACE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X . . . .
O O O O X . . . .
X X X O X . . . .
. . X O X . . . .
. . X O . X . . .
"""

# White's string (A3-E3, E2, E1) has two liberties, both shared with
# black's corner string, which has two more of its own (A1, B1): white
# cannot fill a shared liberty without atari, black fills them and wins.
SHARED_AND_EYE = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
X X X X X X . . .
O O O O O X . . .
X X X . O X . . .
. . X . O X . . .
"""


def semeai(diagram: str, a: str, b: str) -> str:
    board = board_from_diagram(diagram)
    found = analyze_semeai(board, board.parse_vertex(a), board.parse_vertex(b))
    return f"{found.defense} {found.attack} {board.vertex(found.move)}"


@pytest.mark.parametrize(
    ("diagram", "a", "b", "answer"),
    [
        (CORNER_RACE, "D4", "C3", "0 0 PASS"),
        (CORNER_RACE, "C3", "D4", "1 1 E1"),
        (SHARED_AND_EYE, "E3", "C2", "0 0 PASS"),
        (SHARED_AND_EYE, "C2", "E3", "1 1 D2"),
    ],
)
def test_races_end_as_gnugo_reads_them(diagram: str, a: str, b: str, answer: str) -> None:
    assert semeai(diagram, a, b) == answer


def test_the_board_is_left_as_it_was() -> None:
    board = board_from_diagram(CORNER_RACE)
    before = (list(board.color), board.move_count)
    SemeaiReader(board).analyze(board.parse_vertex("C3"), board.parse_vertex("D4"))
    assert (list(board.color), board.move_count) == before


def test_the_count_sees_outside_and_shared_liberties() -> None:
    board = board_from_diagram(SHARED_AND_EYE)
    reader = SemeaiReader(board)
    reader.analyze(board.parse_vertex("C2"), board.parse_vertex("E3"))
    count = reader.count()
    assert (count.a_outside, count.shared, count.b_outside) == (2, 2, 0)


def test_gtp_answers_and_failures() -> None:
    engine = build_engine({})
    dispatcher = engine.dispatcher
    assert dispatcher.handle("boardsize 9") == (True, "")
    assert dispatcher.handle("play black C3") == (True, "")
    assert dispatcher.handle("play white G7") == (True, "")
    assert dispatcher.handle("analyze_semeai C3 G7")[0]
    assert dispatcher.handle("analyze_semeai C3 D4") == (False, "vertex must not be empty")
    assert dispatcher.handle("analyze_semeai C3") == (False, "invalid coordinate")


# Two loose pairs of stones on an empty board: neither has an eye, both
# live by open space, which a race does not count; GNU Go 3.8's race
# reading runs out of nodes here and answers ``1 1`` both ways (moves F4
# and F5: the moves are not compared, any of several will do).
LOOSE_PAIRS = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . X X . . . .
. . . O O . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""

# Two walls side by side, each with two big eyes: both look alive as they
# stand, nothing to read (GNU Go 3.8: ``1 0 PASS`` both ways).
TWO_LIVING_WALLS = """
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
X X X X O O O O O
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
. . . X O . . . .
"""

# White's C4-C2-D1-E1 and black's D3-D2 (a game position): loose dragons
# in reach of open space that the owl finds alive.  Black's, with the
# stones F2-G2 it shares an eye space with, is four stones: GNU Go's race
# reading on a dragon this small runs to its node limit, and then the side
# moving first wins (GNU Go 3.8: ``1 1 E2`` and ``1 1 F3``).
SMALL_LIVING_PAIR = """
. O X X . . . . .
. . O X . . . . .
. . O X . X . . .
. . O . . . . . .
. . . . X . . . .
. . O . . . . . .
. . O X . . O . .
. . O X . X X . .
. . . O O . . . .
"""

# White's eight stones around F2 and black's D2-D1 (a game position): both
# alive by the owl; black's, with the wall C4-J4 it shares an eye space
# with, is sixteen stones.  Dragons that big settle GNU Go's race reading
# at once (GNU Go 3.8: ``1 0 PASS`` both ways).
BIG_LIVING_PAIR = """
. . . O X . . . .
. . . O X . . . .
. . O O X . . . .
. . . O O X X X .
. . . . . . . O .
. . X . X X X X X
. . . . X O O O X
. . . X O O . . O
. . . X O . . O .
"""

# Black's D2-D1-C1 and white's B1 (a game position): both alive by the owl.
# Black's dragon, with the thirteen stones it shares eye spaces with, has
# no eye space that can give an eye: it never looks alive to GNU Go's race
# reading, which runs to its node limit (GNU Go 3.8: ``1 1 B2`` both ways).
EYELESS_LIVING_PAIR = """
. . O O X . . . .
. . O X . X . . .
. . O . X . O . .
. . . . . . . . .
. . O . X . X . .
. . . . X . . X .
. . O . X O O . .
. . O X O X . . .
. O X X . . . . .
"""


# White's F9-F8-J8-F7 (seven stones) and black's wall (nine) each have two
# closed eyes (G9, J9 and B9, D9): both look alive to GNU Go's race
# reading, which stops at once, small as white is (GNU Go 3.8: ``1 0 PASS``
# both ways).
TWO_EYED_NEIGHBOURS = """
X . X . X O . O .
X X X X X O O O O
. . . . X O . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


@pytest.mark.parametrize(
    ("diagram", "a", "b", "codes"),
    [
        (TWO_EYED_NEIGHBOURS, "A9", "F9", "1 0"),
        (TWO_EYED_NEIGHBOURS, "F9", "A9", "1 0"),
        (SMALL_LIVING_PAIR, "C4", "D3", "1 1"),
        (EYELESS_LIVING_PAIR, "D2", "B1", "1 1"),
        (EYELESS_LIVING_PAIR, "B1", "D2", "1 1"),
        (SMALL_LIVING_PAIR, "D3", "C4", "1 1"),
        (BIG_LIVING_PAIR, "F3", "D2", "1 0"),
        (BIG_LIVING_PAIR, "D2", "F3", "1 0"),
        (LOOSE_PAIRS, "D5", "D4", "1 1"),
        (LOOSE_PAIRS, "D4", "D5", "1 1"),
        (TWO_LIVING_WALLS, "D5", "E5", "1 0"),
        (TWO_LIVING_WALLS, "E5", "D5", "1 0"),
    ],
)
def test_dragons_in_no_race_answer_as_gnugo(diagram: str, a: str, b: str, codes: str) -> None:
    answer = semeai(diagram, a, b).split()
    assert " ".join(answer[:2]) == codes
    assert (answer[2] == "PASS") == (codes == "1 0")


def gtp_on(diagram: str) -> Dispatcher:
    """A fresh engine's GTP dispatcher, its board set to ``diagram``."""
    engine = build_engine({})
    engine.reset(board_from_diagram(diagram))
    return engine.dispatcher


def test_dragon_status_is_revised_by_the_race() -> None:
    dispatcher = gtp_on(EDGE_RACE)
    assert dispatcher.handle("owl_defend K2") == (True, "1 J2")
    assert dispatcher.handle("dragon_status K2") == (True, "critical J2 J2")
    assert dispatcher.handle("dragon_status H2") == (True, "critical J2 J2")
    board = board_from_diagram(EDGE_RACE)
    k2, j2 = board.parse_vertex("K2"), board.parse_vertex("J2")
    unjoined = replace(GNU_LIMITS, goal_joins=False, friend_links=False)
    assert OwlReader(board, limits=unjoined).status(k2)[0] == "dead"
    owl_status = lambda pos: OwlReader(board, limits=unjoined).status(pos)  # noqa: E731
    assert semeai_status(board, k2, "dead", enemy_status=owl_status) == ("critical", j2, j2)


def test_only_races_with_enemies_not_alive_revise_a_status() -> None:
    # GNU Go pairs only dragons that are both dead or critical.
    board = board_from_diagram(EDGE_RACE)
    k2, j2 = board.parse_vertex("K2"), board.parse_vertex("J2")
    assert semeai_status(board, k2, "dead", enemy_status=lambda _: ("critical", PASS, PASS)) == (
        "critical",
        j2,
        j2,
    )
    assert semeai_status(board, k2, "dead", enemy_status=lambda _: ("alive", PASS, PASS)) is None


def test_a_dead_dragon_beside_a_critical_enemy_is_critical() -> None:
    # Training game s19-l1-n149 before move 168: white's lone H16, in atari
    # inside black's H19 dragon of 17 stones.  The owl kills it and the race
    # reader finds it dies moving first too, but the owl finds black's dragon
    # critical: killing it (K17) saves H16.  GNU Go 3.8: owl_defend H16 0,
    # dragon_status H16 critical (a semeai with H19).
    board = corpus_board("s19-l1-n149", 168)
    h16, h19 = board.parse_vertex("H16"), board.parse_vertex("H19")
    j16, k17 = board.parse_vertex("J16"), board.parse_vertex("K17")
    assert OwlReader(board, limits=GNU_LIMITS).status(h16)[0] == "dead"
    h19_owl = OwlReader(board, limits=GNU_LIMITS).status(h19)
    assert h19_owl == ("critical", k17, j16)
    assert analyze_semeai(board, h16, h19).defense == 0
    # H19's dragon is H16's only enemy.
    found = semeai_status(board, h16, "dead", enemy_status=lambda _: h19_owl)
    assert found == ("critical", j16, k17)
    racing = replace(STATUS_LIMITS, dead_beside_critical=False)
    assert semeai_status(board, h16, "dead", racing, enemy_status=lambda _: h19_owl) is None


# Black's lone E5 between white's lone D5 and F5: two races.
TWO_RACES = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . O X O . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


@pytest.mark.parametrize(
    ("left", "right", "expected"),
    [
        # Lives moving first against D5, dies to F5 moving first: critical.
        (("1", "0"), ("0", "1"), ("critical", "F4", "D4")),
        # No enemy moving first kills it: alive, whichever race it loses moving first.
        (("1", "0"), ("0", "0"), ("alive", "PASS", "PASS")),
        # Dies moving first in both races: the owl's status stands.
        (("0", "1"), ("0", "1"), None),
    ],
)
def test_a_status_takes_the_best_of_every_race(
    monkeypatch: pytest.MonkeyPatch,
    left: tuple[str, str],
    right: tuple[str, str],
    expected: tuple[str, str, str] | None,
) -> None:
    # As GNU Go's semeai code: the best defence and the best attack over all
    # the dragon's races decide, not the first race it can live in.
    board = board_from_diagram(TWO_RACES)
    e5, d5, f5 = (board.parse_vertex(v) for v in ("E5", "D5", "F5"))
    races = {d5: (left, "D4", "D6"), f5: (right, "F6", "F4")}

    def scripted(board: Board, apos: int, bpos: int, limits: object) -> SemeaiResult:
        if apos == e5:  # E5 moving first: does it live (the race's defence)?
            (defence, _), move, _ = races[bpos]
            return SemeaiResult(int(defence), 0, board.parse_vertex(move))
        (_, attack), _, move = races[apos]  # the enemy moving first: does E5 die?
        return SemeaiResult(1, int(attack), board.parse_vertex(move))

    monkeypatch.setattr(semeai_module, "analyze_semeai", scripted)
    found = semeai_status(board, e5, "dead", enemy_status=lambda _: ("dead", PASS, PASS))
    if expected is None:
        assert found is None
    else:
        assert found == (
            expected[0],
            board.parse_vertex(expected[1]),
            board.parse_vertex(expected[2]),
        )


@pytest.mark.parametrize(
    ("f5_attack", "expected_defence"),
    [
        # The owl kills F5 at G5: a win, better than the ko against D5.
        ("G5", "G5"),
        # The owl finds F5 critical with no attack move: only the races count.
        ("PASS", "D4"),
    ],
)
def test_a_dead_dragon_lives_by_the_owls_kill_of_a_critical_enemy(
    monkeypatch: pytest.MonkeyPatch, f5_attack: str, expected_defence: str
) -> None:
    board = board_from_diagram(TWO_RACES)
    e5, d5, f5 = (board.parse_vertex(v) for v in ("E5", "D5", "F5"))

    def scripted(board: Board, apos: int, bpos: int, limits: object) -> SemeaiResult:
        if apos == e5 and bpos == d5:  # moving first, E5 wins only by a ko
            return SemeaiResult(KO_B, 0, board.parse_vertex("D4"))
        if apos == e5:  # and loses to F5
            return SemeaiResult(0, 0, PASS)
        # Moving first, F5 kills E5 at F4; D5 cannot.
        return SemeaiResult(1, 1 if apos == f5 else 0, board.parse_vertex("F4"))

    def owl_status(pos: int) -> tuple[str, int, int]:
        if board.stone_string(pos).stones == board.stone_string(f5).stones:
            return ("critical", board.parse_vertex(f5_attack), board.parse_vertex("F4"))
        return ("dead", PASS, PASS)

    monkeypatch.setattr(semeai_module, "analyze_semeai", scripted)
    found = semeai_status(board, e5, "dead", enemy_status=owl_status)
    assert found == ("critical", board.parse_vertex("F4"), board.parse_vertex(expected_defence))


# Black's E9 and white's E8, each alone in atari (F9 and D8), next to each
# other on the top edge.  Both owls find them critical; the race must not
# take them for alive by the open space to the right: whoever captures
# first wins, as GNU Go 3.8 answers ``dragon_status E9`` with
# ``critical F9 F9`` and ``dragon_status E8`` with ``critical D8 F9``.
TWO_ATARIS = """
. . O O X . . . .
. . O . O X . . .
. . O O X X O . .
. . O X . . . . .
. . O X X . X . .
. O X . X . . X .
. . O X X O O . .
. O O X O X . . .
. O X X . . . . .
"""


def test_strings_in_atari_are_in_no_living_pair() -> None:
    dispatcher = gtp_on(TWO_ATARIS)
    assert dispatcher.handle("dragon_status E9") == (True, "critical F9 F9")
    assert dispatcher.handle("dragon_status E8") == (True, "critical D8 F9")


def test_a_status_the_races_leave_alone_is_the_owls() -> None:
    board = board_from_diagram(CORNER_RACE)
    assert semeai_status(board, board.parse_vertex("D4"), "dead") is None
    assert semeai_status(board, board.parse_vertex("C3"), "alive") is None


# Black's F9-F4 string, inside white's wall on the right, races white's
# D9-D4 string, inside black's wall on the left, and has more outside
# liberties.  The owl finds black dead, but moving first black gets a seki:
# GNU Go 3.8 answers ``analyze_semeai F4 D4`` with ``1 0 E4`` (the move is
# not compared: several moves keep the seki).
LEADING_RACE = """
. X X O O X O O .
X X X O O X . O O
. X X O . X . O .
X X O O . X . O O
X X . O X X O O O
X X . O . X O O O
X X X X O O O O O
X X X X . O O O O
X X X X . O O O O
"""


def test_a_dragon_the_owl_kills_may_still_lead_the_race() -> None:
    board = board_from_diagram(LEADING_RACE)
    found = analyze_semeai(board, board.parse_vertex("F4"), board.parse_vertex("D4"))
    assert (found.defense, found.attack) == (1, 0)


# Black's string E8-F8-G8-F9-F7-F6 and white's D9-D6, neither with an eye:
# two outside liberties each (G9 and G7, C9 and C7) and three shared (E9,
# E7, E6).  The owl finds black dead, but moving first black holds a seki,
# and white moving first captures (GNU Go 3.8: ``1 0 E6`` and ``1 1 E6``).
EVEN_RACE = """
. X . O . X . O .
X X X O X X X O O
. X . O . X . O .
X X X O . X O O O
X X X X O O O O O
X X X X . O O O O
X X X X . O O O O
X X X X . O O O O
X X X X . O O O O
"""


def test_a_dragon_the_owl_kills_may_hold_an_even_race_in_seki() -> None:
    assert semeai(EVEN_RACE, "F6", "D6").split()[:2] == ["1", "0"]
    assert semeai(EVEN_RACE, "D6", "F6").split()[:2] == ["1", "1"]


def test_the_race_reads_each_owl_query_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # The race asks the owl its attack on a dragon again after its status:
    # the second time is answered from the first, with the same nodes counted.
    board = board_from_diagram(CORNER_RACE)
    read: list[tuple[str, int]] = []
    attack = OwlReader.attack

    def counted(self: OwlReader, pos: int) -> tuple[int, int]:
        read.append(("attack", pos))
        return attack(self, pos)

    monkeypatch.setattr(OwlReader, "attack", counted)
    owl = semeai_module._OnceOwl(board, semeai_module.SemeaiLimits().owl)
    c3 = board.parse_vertex("C3")
    first = owl.attack(c3)
    nodes = owl.nodes
    assert owl.attack(c3) == first
    assert read == [("attack", c3)]
    assert owl.nodes == 2 * nodes
    # Whole races answer as before.
    assert semeai(CORNER_RACE, "C3", "D4") == "1 1 E1"


# Black's wall (two eyes, A9 and D9) around white's corner group F7-F3:
# the owl finds black alive at once and needs about 500 nodes to kill white.
WALLED_CORNER = """
X . X . X . . . .
X X X X X X X X X
. . . . X O O O O
. . . . X O . . .
. . . . X O . X .
. . . . X O . . .
. . . . X X O . .
. . . . . X O O O
. . . . . X X . .
"""


def test_a_living_dragon_against_one_the_owl_cannot_settle_wins_moving_first() -> None:
    # With the owl's budget cut short, white's status is unknown: GNU Go's
    # race reading, no deeper than its owl, would run to its limit too, and
    # then the side moving first wins (``1 1`` with black's first race move;
    # the race read instead answered ``1 0 G6``).
    board = board_from_diagram(WALLED_CORNER)
    a9, f6 = board.parse_vertex("A9"), board.parse_vertex("F6")
    short = SemeaiLimits(owl=OwlLimits(node_limit=100))
    assert OwlReader(board, limits=short.owl).status(f6)[0] == UNKNOWN
    found = analyze_semeai(board, a9, f6, short)
    assert (found.defense, found.attack, board.vertex(found.move)) == (1, 1, "G6")
    # Without ``unsettled_wins`` (a status revision's light owl) the race is read.
    read = analyze_semeai(board, a9, f6, replace(short, unsettled_wins=False))
    assert (read.defense, read.attack, board.vertex(read.move)) == (1, 0, "G6")
    # With the full budget the owl kills white, and its attack is the answer.
    assert semeai(WALLED_CORNER, "A9", "F6").split()[:2] == ["1", "1"]


# Black's D6-J7-J5 inside white's wall, next to white's D4-J4 (a
# constructed race): the owl finds white alive and black critical.  White
# moving first kills black at its vital point H6, as GNU Go 3.8 answers
# (``1 1 H6``; the race read answered ``1 0``); black moving first lives
# there (``1 0 H6``).
LIVING_AGAINST_CRITICAL = """
O O O O O O . O .
O O O O O O O O O
O O O O O X X X X
O O O X X X . . O
. . O O O X X X X
X X X O O O O O O
X X X X . X . X X
X X X X X X X X X
X X X X X X . X .
"""


def test_a_living_dragon_kills_a_critical_one_moving_first() -> None:
    assert semeai(LIVING_AGAINST_CRITICAL, "D4", "D6") == "1 1 H6"
    assert semeai(LIVING_AGAINST_CRITICAL, "D6", "D4") == "1 0 H6"


# Black's lone E5 has two liberties (D5, F5) in white's sphere, next to
# white's C8 group, which lives.  GNU Go 3.8's tactical reader captures E5
# (``attack E5``: ``1 F5``), its ``dragon_status`` is dead, and it answers
# ``0 0 PASS`` (black dies even moving first) and ``1 1 F5`` the other way.
# An owl that looks for eyes and room first found E5 critical (``1 0``).
LONE_STONE_SHORT_OF_LIBERTIES = """
. . . . . . . . .
. . O X . . . . .
. O O X X X X X .
. . . O O O X O .
. . O . X . O O .
. O . O O . . O .
. X X X . . O X .
. . . . . X X X .
. . . . . . . . .
"""


def test_a_string_short_of_liberties_dies_to_the_tactical_reader() -> None:
    assert semeai(LONE_STONE_SHORT_OF_LIBERTIES, "E5", "C8") == "0 0 PASS"
    assert semeai(LONE_STONE_SHORT_OF_LIBERTIES, "C8", "E5") == "1 1 F5"
    # Without the tactical reader's verdict the race's owl finds E5 critical.
    board = board_from_diagram(LONE_STONE_SHORT_OF_LIBERTIES)
    e5, c8 = board.parse_vertex("E5"), board.parse_vertex("C8")
    found = analyze_semeai(board, e5, c8, SemeaiLimits(tactical_liberties=0))
    assert (found.defense, found.attack) == (1, 0)


def test_a_race_never_answers_a_ko_capture_forbidden_now() -> None:
    # White D4 has just taken the ko at C4 (``KO_TAKEN_AT_D4`` of the owl's
    # tests, s9-l1-n2 move 43): its tactical capture needs black's retake
    # at C4 after a threat, which the race's owl answered as its attack.
    # GNU Go 3.8 answers ``1 0 PASS`` and ``1 0 C4`` (white's C4 is legal).
    board = board_from_diagram(KO_TAKEN_AT_D4)
    assert board.play(board.parse_vertex("D4"), WHITE)
    e4, d4 = board.parse_vertex("E4"), board.parse_vertex("D4")
    found = analyze_semeai(board, e4, d4)
    assert (found.defense, found.attack, found.move) == (1, 0, PASS)
    back = analyze_semeai(board, d4, e4)
    assert (back.defense, back.attack) == (1, 0)
    assert back.move == PASS or board.is_legal(back.move, WHITE)


# The lower left corner of s19-l0-n43 move 74 (a training record of the
# oracle corpus): white's E4-E3 has two liberties, black D5 lives.  GNU Go
# 3.8's tactical reader captures E4 (``attack E4``: ``1 E2``) and finds no
# defence (``defend E4``: ``0``): its ``dragon_status E4`` is dead, and it
# answers ``0 0 PASS`` (and ``1 1 E2`` the other way).  The owl's own
# reader, shallower, let E4 run out after white E2 (a ladder it did not
# read): E4 critical, and ``1 1 C3``.
LADDER_AFTER_E2 = """
. . X . . . . . .
. . X O O . . . .
. . . X . . . . .
. . . . . . . . .
. . . X X . . . .
. . X . O X . . .
. . . X O X . O .
. . . . . . X . X
. . . . . . . . .
"""


def test_a_short_string_the_reader_captures_and_cannot_save_is_dead() -> None:
    assert semeai(LADDER_AFTER_E2, "E4", "D5") == "0 0 PASS"
    assert semeai(LADDER_AFTER_E2, "D5", "E4").split()[:2] == ["1", "1"]
    board = board_from_diagram(LADDER_AFTER_E2)
    e4 = board.parse_vertex("E4")
    owl = SemeaiLimits().owl
    tactical = replace(owl, tactical_kill=True, tactical_kill_liberties=2)
    assert OwlReader(board, limits=replace(tactical, tactical_death=True)).defend(e4)[0] == 0
    # Without it, the owl finds E4 in reach of open space, alive as it stands.
    assert OwlReader(board, limits=tactical).defend(e4)[0] == 1


# White's B2 inside black's corner, in atari with no way out: one string
# the tactical reader kills.  GNU Go 3.8: ``dragon_data B2`` shows safety
# ``tactically dead`` and ``semeais 0``.
TACTICALLY_DEAD_B2 = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O O O O O . . . .
X X X X O . . . .
. O X X O . . . .
X X . X O . . . .
"""


def test_no_race_with_a_tactically_dead_enemy() -> None:
    board = board_from_diagram(TACTICALLY_DEAD_B2)
    a3, b2 = board.parse_vertex("A3"), board.parse_vertex("B2")
    dead = lambda pos: ("dead", PASS, PASS)  # noqa: E731
    # The race against B2 would revise a critical A3 to alive; GNU Go pairs
    # no tactically dead dragon in a race.
    assert semeai_status(board, a3, "critical", enemy_status=dead) is None
    racing = replace(STATUS_LIMITS, no_race_with_tactically_dead=False)
    assert semeai_status(board, a3, "critical", racing, enemy_status=dead) == ("alive", PASS, PASS)
    assert analyze_semeai(board, b2, a3).attack == 0


# s9-l1-n122 move 43 (a training record of the oracle corpus): black B8
# (liberties A8, B9) against white C8 in atari.  White B9 first, black C9
# takes C8, a lone stone taken by a lone stone: a ko, which white retakes
# at C8 after a threat.  GNU Go 3.8 answers ``analyze_semeai C8 B8``
# ``3 3 B9`` (each side's code a ko it must win after a threat) and
# ``dragon_status B8`` ``critical B9 C9``; taking the capture for the end
# of the race, ours answered ``0 0 PASS`` and revised B8 to alive.
KO_ENDS_THE_RACE = """
. . . O . . . O .
. X O X O X X O .
. O X X . X O O .
. O . X . X O . .
. . O . X . X O .
. O . . . . X O .
. O O . X . X X O
O X O X . . X O O
. X X . . . . X .
"""


def test_a_race_won_by_taking_a_ko_is_a_ko() -> None:
    assert semeai(KO_ENDS_THE_RACE, "C8", "B8") == "3 3 B9"
    assert semeai(KO_ENDS_THE_RACE, "B8", "C8") == "1 1 C9"
    dispatcher = gtp_on(KO_ENDS_THE_RACE)
    assert dispatcher.handle("owl_attack B8") == (True, "3 B9")
    assert dispatcher.handle("dragon_status B8") == (True, "critical B9 C9")
