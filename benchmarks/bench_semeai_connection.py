"""Capturing races and connections against GNU Go 3.8 as the oracle.

GNU Go plays games against itself (``--level 1``, a seed per game, seeds
that no shipped suite used: held-out games); at every few moves of each
game the position is searched for

* **races**: a pair of adjacent dragons of opposite colours whose weakest
  strings have few liberties (at most ``--race-libs``), the liberty counts
  of the two within one of each other (the close races), and
* **hard string pairs**: two strings of one colour, not one string, at most
  two points apart, that share at most one liberty or have few liberties
  themselves (where a search is needed),

and both engines answer ``analyze_semeai A B`` and ``connect`` /
``disconnect S1 S2`` on them.  The figures are the share of answers whose
result codes equal GNU Go's (the move is not compared: several moves often
work), the slowest answer and any crash of ours.

Run: ``python benchmarks/bench_semeai_connection.py [--games N] [--size S]
[--races N] [--pairs N] [--every K] [--seed S]``.  Only one GNU Go process
runs at a time.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

from engine.go.board import BLACK, EMPTY, Board, color_name, other
from engine.go.dragons import find_dragons
from engine.go.gtp import new_engine
from harness.engines.gtp import GtpEngine, find_gnugo


@dataclass
class Tally:
    """Agreement figures of one kind of question."""

    asked: int = 0
    agreed: int = 0
    crashes: int = 0
    slowest: float = 0.0
    disagreements: list[str] = field(default_factory=list)

    def line(self, name: str) -> str:
        share = 100.0 * self.agreed / self.asked if self.asked else 0.0
        return (
            f"{name:12s} {self.agreed:5d} / {self.asked:5d} equal codes ({share:5.1f} %), "
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


def races(board: Board, max_libs: int) -> list[tuple[int, int]]:
    """Adjacent dragon pairs of opposite colours in a close race."""
    dragons = find_dragons(board)
    found = []
    seen: set[tuple[int, int]] = set()
    for dragon in dragons:
        weakest = min(len(board.stone_string(p).libs) for p in dragon.stones)
        if weakest > max_libs:
            continue
        for p in dragon.stones:
            for n in board.neighbours[p]:
                if board.color[n] != other(dragon.color):
                    continue
                enemy = dragons.dragon_at(n)
                assert enemy is not None
                pair = (dragon.origin, enemy.origin)
                if pair in seen:
                    continue
                seen.add(pair)
                theirs = min(len(board.stone_string(q).libs) for q in enemy.stones)
                if theirs <= max_libs and abs(theirs - weakest) <= 1:
                    found.append(pair)
    return found


def hard_pairs(board: Board) -> list[tuple[int, int]]:
    """String pairs of one colour, two points apart at most, that need a search."""
    origins: dict[int, int] = {}
    for p in board.points:
        if board.color[p] != EMPTY:
            origins.setdefault(min(board.stone_string(p).stones), p)
    strings = [board.stone_string(o) for o in origins]
    found = []
    for i, a in enumerate(strings):
        for b in strings[i + 1 :]:
            if a.color != b.color:
                continue
            near = any(
                abs(ra - rb) + abs(ca - cb) <= 3
                for ra, ca in map(board.row_col, a.stones)
                for rb, cb in map(board.row_col, b.stones)
            )
            if not near:
                continue
            shared = len(a.libs & b.libs)
            if shared <= 1 or min(len(a.libs), len(b.libs)) <= 2:
                found.append((min(a.stones), min(b.stones)))
    return found


def codes(answer: str, count: int) -> str:
    """The first ``count`` words of an answer (its result codes)."""
    return " ".join(answer.split()[:count])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--size", type=int, default=9)
    parser.add_argument("--races", type=int, default=1000)
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--every", type=int, default=4)
    parser.add_argument("--race-libs", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--show", type=int, default=10, help="disagreements to print")
    args = parser.parse_args()

    argv = find_gnugo()
    if argv is None:
        raise SystemExit("GNU Go is not installed")
    gnugo = GtpEngine([*argv, "--level", "1"])
    ours = new_engine({})
    semeai, connect, cut = Tally(), Tally(), Tally()

    def ask_both(command: str, tally: Tally, words: int, where: str) -> None:
        theirs = gnugo.send(command).text.strip()
        start = time.monotonic()
        try:
            mine = ours.handle(command)[1].strip()
        except Exception as error:  # a crash is counted, not fatal here
            tally.crashes += 1
            mine = f"crash: {type(error).__name__}: {error}"
        tally.slowest = max(tally.slowest, time.monotonic() - start)
        tally.asked += 1
        if codes(mine, words) == codes(theirs, words):
            tally.agreed += 1
        elif len(tally.disagreements) < args.show:
            tally.disagreements.append(f"{where} {command}: gnugo {theirs!r}, ours {mine!r}")

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
                    for a, b in races(board, args.race_libs)[:4]:
                        command = f"analyze_semeai {board.vertex(a)} {board.vertex(b)}"
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


if __name__ == "__main__":
    main()
