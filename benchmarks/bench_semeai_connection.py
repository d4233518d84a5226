"""Capturing races and connections against GNU Go 3.8 as the oracle.

Two sources of questions:

* **the race corpus** (the default): ``benchmarks/corpus/races.py`` cached
  GNU Go's answers (default level) on races and string pairs of the
  corpus's self-play records and on constructed races (a string pair asked
  twice on one position counts once); the figures are
  given per split (``training`` / ``held-out``, by game) and family
  (``record`` / ``constructed``), on all races and on those that are not
  trivial (GNU Go does not answer ``1 0 PASS`` both ways).  No GNU Go runs.
* **live self-play** (``--self-play``): GNU Go plays games against itself
  (``--level 1``, a seed per game, seeds that no shipped suite used); at
  every few moves of each game the position is searched for races (a pair of
  adjacent dragons of opposite colours whose weakest strings have few
  liberties, at most ``--race-libs``, the counts within one of each other)
  and hard string pairs (two strings of one colour, not one string, at most
  two points apart, that share at most one liberty or have few liberties
  themselves), and both engines answer them.

The figures are the share of answers whose result codes equal GNU Go's
(the move is not compared: several moves often work), the slowest answer
and any crash of ours; ``--slowest N`` lists the N answers of ours that took
the most CPU time (the compiled eye-shape search, ``engine/go/eye_game.py``,
is made ready before the first answer is timed).

Run: ``python benchmarks/bench_semeai_connection.py [--split S] [--show N] [--slowest N]``
or ``... --self-play [--games N] [--size S] [--races N] [--pairs N]
[--every K] [--seed S]``.  Only one GNU Go process runs at a time.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from races import hard_pairs, is_trivial, load_races, race_pairs  # noqa: E402

from engine.go.board import BLACK, Board, color_name, other  # noqa: E402
from engine.go.compiled import prepare  # noqa: E402
from engine.go.gtp import new_engine  # noqa: E402
from harness.engines.gtp import GtpEngine, find_gnugo  # noqa: E402


@dataclass
class Tally:
    """Agreement figures of one kind of question."""

    asked: int = 0
    agreed: int = 0
    crashes: int = 0
    slowest: float = 0.0
    disagreements: list[str] = field(default_factory=list)
    #: ``(CPU seconds, where)`` of every answer, for ``--slowest``.
    times: list[tuple[float, str]] = field(default_factory=list)

    def line(self, name: str) -> str:
        share = 100.0 * self.agreed / self.asked if self.asked else 0.0
        return (
            f"{name:34s} {self.agreed:5d} / {self.asked:5d} equal codes ({share:5.1f} %), "
            f"crashes {self.crashes}, slowest {self.slowest:.2f} s"
        )


def self_play(gnugo: GtpEngine, size: int, seed: int, max_moves: int) -> list[tuple[int, str]]:
    """A game of GNU Go against itself: ``(colour, vertex)`` of each stone played."""
    gnugo.send(f"boardsize {size}")
    gnugo.send("clear_board")
    gnugo.send(f"set_random_seed {seed}")
    moves: list[tuple[int, str]] = []
    color, passes = BLACK, 0
    while passes < 2 and len(moves) < max_moves:
        reply = gnugo.send(f"genmove {color_name(color)}").text.strip().upper()
        if reply == "RESIGN":
            break
        if reply == "PASS":
            passes += 1
        else:
            passes = 0
            moves.append((color, reply))
        color = other(color)
    return moves


def codes(answer: str, count: int) -> str:
    """The first ``count`` words of an answer (its result codes)."""
    return " ".join(answer.split()[:count])


def ours_answer(
    handle: Callable[[str], tuple[bool, str]], command: str, tally: Tally, where: str = ""
) -> str:
    """Our engine's answer to ``command`` (a crash is counted in ``tally`` and answered)."""
    start, cpu = time.monotonic(), time.process_time()
    try:
        mine = handle(command)[1].strip()
    except Exception as error:  # a crash is counted, not fatal here
        tally.crashes += 1
        mine = f"crash: {type(error).__name__}: {error}"
    tally.slowest = max(tally.slowest, time.monotonic() - start)
    tally.times.append((time.process_time() - cpu, f"{where} {command}".strip()))
    return mine


def judge(tally: Tally, mine: str, theirs: str, words: int, where: str, show: int) -> None:
    """Count one answer of ours against GNU Go's."""
    tally.asked += 1
    if codes(mine, words) == codes(theirs, words):
        tally.agreed += 1
    elif len(tally.disagreements) < show:
        tally.disagreements.append(f"{where}: gnugo {theirs!r}, ours {mine!r}")


def corpus_main(args: argparse.Namespace) -> None:
    """Our answers against the cached answers of the race corpus."""
    tallies: dict[str, Tally] = defaultdict(Tally)
    scratch = Path(tempfile.mkdtemp(prefix="races-"))
    ours = new_engine({})
    prepare()  # the compiled kernels, before any answer is timed
    entries = load_races(None if args.split == "all" else args.split)
    if not entries:
        raise SystemExit("no race corpus: run python benchmarks/corpus/races.py first")
    pairs_seen: set[tuple[str, str, str]] = set()
    for _game, split, pos, entry in entries:
        family = "constructed" if pos.kind == "race" else "record"
        ours.handle(pos.loadsgf(scratch))
        for a, b, forward, backward in entry["races"]:  # type: ignore[attr-defined]
            hard = not is_trivial(forward, backward)
            for x, y, theirs in ((a, b, forward), (b, a, backward)):
                command = f"analyze_semeai {x} {y}"
                names = [f"semeai {split} {family}", f"semeai {split} all"]
                if hard:
                    names += [f"semeai {split} {family} not trivial", f"semeai {split} not trivial"]
                mine = ours_answer(ours.handle, command, tallies[names[0]], pos.ident)
                for name in names:
                    where = f"{pos.ident} {command}"
                    judge(tallies[name], mine, theirs, 2, where, args.show)
                    if name != names[0]:
                        tallies[name].crashes = tallies[names[0]].crashes
        for a, b, joined, cut in entry["pairs"]:  # type: ignore[attr-defined]
            # A record pair may have been picked for the position's races file too.
            if (pos.ident, a, b) in pairs_seen:
                continue
            pairs_seen.add((pos.ident, a, b))
            for command, theirs in ((f"connect {a} {b}", joined), (f"disconnect {a} {b}", cut)):
                name = f"{command.split()[0]} {split}"
                mine = ours_answer(ours.handle, command, tallies[name], pos.ident)
                judge(tallies[name], mine, theirs, 1, f"{pos.ident} {command}", args.show)
                judge(tallies[f"connection {split}"], mine, theirs, 1, "", 0)
    for name in sorted(tallies):
        print(tallies[name].line(name))
    for name in sorted(tallies):
        if name.endswith("not trivial") and len(name.split()) == 4:
            for line in tallies[name].disagreements:
                print("  ", line)
    print_slowest(tallies.values(), args.slowest)


def print_slowest(tallies: Iterable[Tally], count: int) -> None:
    """The ``count`` answers of ours that took the most CPU time."""
    if count <= 0:
        return
    times = sorted((t for tally in tallies for t in tally.times), reverse=True)
    print(f"slowest {min(count, len(times))} answers (CPU seconds):")
    for seconds, where in times[:count]:
        print(f"  {seconds:7.2f}  {where}")


def self_play_main(args: argparse.Namespace) -> None:
    """Both engines on races and string pairs of live GNU Go self-play games."""
    argv = find_gnugo()
    if argv is None:
        raise SystemExit("GNU Go is not installed")
    gnugo = GtpEngine([*argv, "--level", "1"])
    ours = new_engine({})
    prepare()  # the compiled kernels, before any answer is timed
    semeai, connect, cut = Tally(), Tally(), Tally()

    def ask_both(command: str, tally: Tally, words: int, where: str) -> None:
        theirs = gnugo.send(command).text.strip()
        mine = ours_answer(ours.handle, command, tally, where)
        judge(tally, mine, theirs, words, f"{where} {command}", args.show)

    try:
        for game in range(args.games):
            if semeai.asked >= args.races and connect.asked >= args.pairs:
                break
            seed = args.seed + game
            moves = self_play(gnugo, args.size, seed, 3 * args.size * args.size)
            board = Board(args.size)
            gnugo.send(f"boardsize {args.size}")
            gnugo.send("clear_board")
            ours.handle(f"boardsize {args.size}")
            for number, (color, vertex) in enumerate(moves, 1):
                board.play(board.parse_vertex(vertex), color)
                play = f"play {color_name(color)} {vertex}"
                gnugo.send(play)
                ours.handle(play)
                if number % args.every:
                    continue
                where = f"game {seed} move {number}:"
                if semeai.asked < args.races:
                    for a, b in race_pairs(board, args.race_libs)[:2]:
                        for x, y in ((a, b), (b, a)):
                            command = f"analyze_semeai {board.vertex(x)} {board.vertex(y)}"
                            ask_both(command, semeai, 2, where)
                if connect.asked < args.pairs:
                    for a, b in hard_pairs(board)[:4]:
                        pair = f"{board.vertex(a)} {board.vertex(b)}"
                        ask_both(f"connect {pair}", connect, 1, where)
                        ask_both(f"disconnect {pair}", cut, 1, where)
    finally:
        gnugo.close()
    for name, tally in (("semeai", semeai), ("connect", connect), ("disconnect", cut)):
        print(tally.line(name))
    both = Tally(connect.asked + cut.asked, connect.agreed + cut.agreed)
    print(both.line("connection"))
    for tally in (semeai, connect, cut):
        for line in tally.disagreements:
            print("  ", line)
    print_slowest((semeai, connect, cut), args.slowest)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--self-play", action="store_true", help="live GNU Go self-play games")
    parser.add_argument("--split", default="held-out", choices=("held-out", "training", "all"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--races", type=int, default=1000)
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--race-libs", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--show", type=int, default=10, help="disagreements to print")
    parser.add_argument("--slowest", type=int, default=0, help="slowest answers to print")
    args = parser.parse_args()
    if args.self_play:
        self_play_main(args)
    else:
        corpus_main(args)


if __name__ == "__main__":
    main()
