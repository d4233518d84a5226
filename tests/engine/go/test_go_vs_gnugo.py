"""The Go engine against GNU Go 3.8: the same records, loaded the same way, must give
the same answers, position by position.

Each record is loaded in both engines with several ``UNTIL`` values; then both
answer ``list_stones``, ``captures``, ``countlib`` on every stone and
``is_legal`` for both colours on every point, also after ``undo`` and under
``trymove``.  GNU Go is driven over GTP (the ``gnugo`` fixture); its answers are
the truth.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.go.board import EMPTY, PASS
from engine.go.gtp import GoEngine, build_engine
from harness.engines.gtp import GtpEngine
from tests.engine.go.go_helpers import random_record

pytestmark = pytest.mark.gnugo

# Records that pin down GNU Go's loadsgf rules: move counting, setup nodes,
# setup before and after a move in one node, PL, HA, passes written several
# ways, moves on occupied points, suicide and ko retakes in the record,
# stones added on occupied points, AE, zero-liberty setup strings.
HAND_WRITTEN = [
    # Tolerances of GNU Go's reader: PL as a number (FF[3]), a missing last
    # ")", coordinates in either case and after white space, SZ read by atoi,
    # setup points off the board, bad characters in a move.
    "(;SZ[9]PL[2])",
    "(;SZ[9]HA[2]PL[1])",
    "(;SZ[9]PL[ 2 ];B[cc])",
    "(;SZ[9]HA[2]PL[x])",
    "(;SZ[9];B[cc];W[dd]",
    "(;SZ[9];B[cc];W[dd];",
    "(;SZ[9];B[cc](;W[dd];B[ee])",
    "(;SZ[9];B[CC];W[Dd];B[ ee ];W[\nff])",
    "(;SZ[9:7];B[cc])",
    "(;SZ[9x];B[cc])",
    "(;SZ[9]AB[zz][cc][c]AW[Dd:ee];W[ff])",
    "(;SZ[9]AB[aa:zz];W[ee])",
    "(;SZ[9];B[c1];W[ee])",
    "(;SZ[9];B[c];W[ee])",
    "(;GM[1]SZ[9]AB[aa][bb]AW[cc];B[ee];W[ff];B[gg];W[];B[hh]AW[ii];AB[ah];W[ab];B[ba])",
    "(;SZ[9])",
    "(;SZ[9]HA[2]AB[cc][gg])",
    "(;SZ[9]AB[cc][gg])",
    "(;SZ[9]PL[W])",
    "(;SZ[9]PL[W];B[cc];W[dd])",
    "(;SZ[9];B[cc];B[dd];W[ee];W[ff])",
    "(;SZ[9];B[cc];W[dd];PL[W])",
    "(;SZ[9]HA[2])",
    "(;SZ[19]HA[3])",
    "(;SZ[9];B[cc];W[tt];B[dd])",
    "(;SZ[9];B[cc];W[jj];B[dd])",
    "(;SZ[9];B[cc];W[dd];AB[ee]PL[B])",
    "(;SZ[9];B[cc];W[dd]PL[W];B[ee])",
    "(;SZ[9];W[cc])",
    "(;SZ[9]HA[2]AB[cc][gg];B[dd])",
    "(;SZ[9]HA[2]AB[cc][gg]PL[B])",
    "(;SZ[9]PL[B]HA[2])",
    "(;SZ[9]HA[1]AB[cc])",
    "(;SZ[9];B[cc]PL[B])",
    "(;SZ[9];PL[B]B[cc])",
    "(;SZ[9];B[cc];W[dd];PL[W]B[ee])",
    "(;SZ[9];B[cc];W[dd];AW[ee]B[hh];W[aa])",
    "(;SZ[9];B[cc];W[cc];B[dd];W[ee])",
    "(;SZ[9];B[cc];W[dd];B[cc];W[ee])",
    "(;SZ[9]AB[ab][ba];W[aa];B[dd])",
    "(;SZ[9]AB[ab][ba]AW[bb][ac][ca];B[aa];W[ee])",
    "(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb])",
    "(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb];AB[hh])",
    "(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb]PL[W])",
    "(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb];W[bb];B[hh])",
    "(;SZ[9];B[ba];W[ca];B[ab];W[bb];B[bc];W[db];B[ii];W[cc];B[cb];W[];B[];W[bb])",
    "(;SZ[9]AW[cc];AB[cc];W[dd])",
    "(;SZ[9]AW[cc];B[dd];AE[cc];W[ee])",
    "(;SZ[9]AB[ab][ba]AW[bb][ac][ca][aa];B[ee])",
    "(;SZ[9]AW[ab][ba];B[ee];AB[aa];W[ff])",
    "(;SZ[9]AB[cc:dd];W[ee])",
    "(;SZ[9];B[cc](;W[dd])(;W[ee];B[ff]))",
    "(;SZ[9]HA[x];B[cc])",
    "(;SZ[9];B[cc];PL[B];W[dd])",
    "(;SZ[9];B[cc];AW[cc];W[dd])",
    "(;SZ[9];B[cc];AB[ee];W[dd])",
    "(;SZ[9]B[cc];W[dd])",
    "(;SZ[5];B[bb];W[cb];B[cc];W[dc];B[cd];W[bc];B[dd];W[ed];B[db];W[ac])",
]

# Every kind of UNTIL GNU Go reads differently, tried on the first record;
# the others get the short list.
UNTILS = [
    "",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "8",
    "20",
    "0",
    "-1",
    "03",
    "1e",
    "pass",
    "Z9",
    "A10",
    "e5",
    "C7",
    "D6",
    "G3",
    "H2",
    "J1",
    "A9",
    "B9",
]
SHORT_UNTILS = ["", "1", "2", "3", "5", "9", "0", "C7"]


class Pair:
    """Our engine (in process) and GNU Go, sent the same commands."""

    def __init__(self, gnugo: GtpEngine) -> None:
        self.gnugo = gnugo
        self.ours: GoEngine = build_engine({})
        self.differences: list[str] = []
        self.context = ""
        self.rng = random.Random(0)

    def both(self, command: str) -> tuple[bool, str]:
        """Send ``command`` to both; note a difference; return our answer."""
        ok, text = self.ours.dispatcher.handle(command)
        reply = self.gnugo.send(command)
        if (ok, text.strip()) != (reply.ok, reply.text.strip()):
            self.differences.append(
                f"{self.context}: {command!r}: ours {'=' if ok else '?'} {text!r}, "
                f"GNU Go {'=' if reply.ok else '?'} {reply.text!r}"
            )
        return ok, text

    def compare_position(self, legality: bool = True) -> None:
        """Compare stones, captures, liberties and (unless told not to) legal moves."""
        board = self.ours.board
        for color in ("black", "white"):
            self.both(f"list_stones {color}")
            self.both(f"captures {color}")
        for pos in board.points:
            if board.get(pos) != EMPTY:
                self.both(f"countlib {board.vertex(pos)}")
        if legality:
            self.compare_legal_moves()

    def compare_legal_moves(self) -> None:
        """Our ``is_legal`` on every point against GNU Go's list of legal moves.

        GNU Go's ``all_legal`` answers for the whole board at once (its
        ``is_legal`` on each point, in one round trip); a few points are also
        asked with ``is_legal`` itself, to keep the two honest.
        """
        board = self.ours.board
        handle = self.ours.dispatcher.handle
        for color in ("black", "white"):
            ours = {
                board.vertex(pos)
                for pos in board.points
                if handle(f"is_legal {color} {board.vertex(pos)}") == (True, "1")
            }
            theirs = set(self.gnugo.send(f"all_legal {color}").text.split())
            if ours != theirs:
                self.differences.append(
                    f"{self.context}: legal {color} moves: only ours {sorted(ours - theirs)}, "
                    f"only GNU Go's {sorted(theirs - ours)}"
                )
        for pos in self.rng.sample(board.points, min(4, len(board.points))):
            self.both(f"is_legal black {board.vertex(pos)}")
            self.both(f"is_legal white {board.vertex(pos)}")

    def check_load(
        self,
        path: Path,
        until: str,
        undos: int = 0,
        trials: int = 0,
        rng: random.Random | None = None,
    ) -> None:
        """Load ``path`` up to ``until`` in both and compare; then undo and trymove."""
        self.context = f"loadsgf {path.name} {until}".strip()
        ok, _ = self.both(f"loadsgf {path} {until}".strip())
        if not ok:
            return
        self.compare_position()
        for _ in range(undos):
            ok, _ = self.both("undo")
            if not ok:
                break
            self.context += " + undo"
            self.compare_position(legality=False)
        if undos:
            self.both("is_legal white B8")  # the ko point of several records
        board = self.ours.board
        rng = rng or random.Random(0)
        tried = 0
        for _ in range(trials):
            color = rng.choice(("black", "white"))
            legal = [p for p in board.points if board.is_legal(p, 1 if color == "black" else 2)]
            if not legal:
                break
            self.both(f"trymove {color} {board.vertex(rng.choice(legal))}")
            tried += 1
            # GNU Go aborts on is_legal under trymove; compare the rest.
            self.compare_position(legality=False)
        for _ in range(tried + 1):
            self.both("popgo")
        self.compare_position()

    def assert_same(self) -> None:
        assert not self.differences, "\n".join(self.differences[:20])


@pytest.fixture
def pair(gnugo: GtpEngine) -> Pair:
    gnugo.send("clear_board")
    return Pair(gnugo)


@pytest.mark.parametrize("index", range(len(HAND_WRITTEN)))
def test_hand_written_record(pair: Pair, tmp_path: Path, index: int) -> None:
    path = tmp_path / f"hand{index}.sgf"
    path.write_text(HAND_WRITTEN[index])
    for until in UNTILS if index == 0 else SHORT_UNTILS:
        pair.check_load(path, until, undos=2)
    pair.assert_same()


RANDOM_GAMES = (
    [(seed, 9, 30 + 10 * (seed % 10)) for seed in range(14)]
    + [(100 + seed, 5, 60) for seed in range(4)]
    + [(200 + seed, 7, 80) for seed in range(3)]
    + [(300, 13, 150), (301, 19, 250)]
)


@pytest.mark.parametrize(("seed", "size", "length"), RANDOM_GAMES)
def test_random_record(pair: Pair, tmp_path: Path, seed: int, size: int, length: int) -> None:
    record = random_record(seed, size, length)
    path = tmp_path / f"random{seed}.sgf"
    path.write_text(record.sgf)
    rng = random.Random(seed)
    moves = record.moves
    untils = ["", str(len(moves) + 2), "0"]
    untils += [str(rng.randint(1, len(moves))) for _ in range(3 if size < 19 else 1)]
    untils += [str(number + 1) for number in record.ko_moves[:2]]
    played = [pos for pos in moves if pos != PASS]
    if played:
        assert record.board is not None
        untils.append(record.board.vertex(rng.choice(played)))
    for number, until in enumerate(untils):
        pair.check_load(path, until, undos=2 if number < 3 else 0, trials=2, rng=rng)
    pair.assert_same()


# A GTP session in both engines: answers (failures included) must match word for word.
SCRIPT = """
boardsize 9
play b E5
play white d5
play B c3
list_stones black
list_stones w
countlib E5
countlib A1
countlib pass
countlib
findlib E5
findlib a1
is_legal black E5
is_legal black A1
is_legal black pass
is_legal black
is_legal black T19
color E5
color A1
color pass
color
captures black
captures
captures red
undo
undo
undo
undo
foo
play black I5
play black Z9
play black
play black E5 extra
play black E5
black
black C3
white C3
white pass
trymove black A1
trymove black A1
trymove white
trymove red A2
list_stones black
undo
popgo
popgo
popgo
query_boardsize
boardsize
boardsize x
boardsize 1
query_boardsize
list_stones black
boardsize 4
komi 6.5
komi
komi x
known_command play
known_command popgo
known_command foo
protocol_version
loadsgf
play b B2
play w A2
play b A3
play w B3
play b B4
play w C2
play b C3
play w A1
play w B1
play b A2
play w B2
is_legal w B2
captures black
captures white
showboard
undo
showboard
clear_board
list_stones black
showboard
"""


def test_gtp_answers_match_gnu_go(gnugo: GtpEngine) -> None:
    pair = Pair(gnugo)
    for number, command in enumerate(SCRIPT.strip().splitlines()):
        pair.context = f"line {number + 1}"
        pair.both(command)
    pair.assert_same()


@pytest.mark.parametrize("size", [19, 13, 9, 7, 5, 3])
def test_showboard_matches_gnu_go(gnugo: GtpEngine, size: int) -> None:
    pair = Pair(gnugo)
    pair.both(f"boardsize {size}")
    pair.both("play black A1")
    pair.both(f"play white {pair.ours.board.vertex(pair.ours.board.points[size + 1])}")
    pair.both("showboard")
    pair.assert_same()
