"""Random Havannah games with win checking: games and moves per second.

``python benchmarks/bench_havannah.py [--seconds S] [--sides 8 10]``

Each game plays the cells of the board in a random order, colours
alternating from white, and checks for a win after every move (the checker of
``engine/havannah/board.py``, as the engine runs it); it stops at the first
win or when the board is full.  Printed per side: games/s, moves/s with the
time to draw the random order counted, and moves/s of the checker alone.
The reference figure is Castro (C++): about 13 million moves a second.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.havannah.board import Board  # noqa: E402

CASTRO_MOVES_PER_SECOND = 13e6


def bench_side(side: int, seconds: float, seed: int = 1) -> dict[str, float]:
    """Play random games on side ``side`` for about ``seconds``; return the rates."""
    rng = random.Random(seed)
    board = Board(side)
    cells = list(range(board.geometry.size))
    games = moves = 0
    playing = 0.0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        # The shuffle is a third of the cost of a game: it is counted in games/s
        # and moves/s, and left out of the checker's own rate.
        rng.shuffle(cells)
        began = time.perf_counter()
        board.clear()
        moves += board.playout(cells)
        playing += time.perf_counter() - began
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "games_per_s": games / elapsed,
        "moves_per_s": moves / elapsed,
        "checker_moves_per_s": moves / playing,
        "moves_per_game": moves / games,
    }


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print one line a side."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per side (default 5)")
    parser.add_argument("--sides", type=int, nargs="+", default=[8, 10])
    args = parser.parse_args(argv)
    for side in args.sides:
        rates = bench_side(side, args.seconds)
        ratio = CASTRO_MOVES_PER_SECOND / rates["moves_per_s"]
        print(
            f"side {side:2}: {rates['games_per_s']:8.0f} games/s  "
            f"{rates['moves_per_s'] / 1e6:5.2f} M moves/s "
            f"({rates['checker_moves_per_s'] / 1e6:5.2f} M/s in the checker alone, "
            f"{rates['moves_per_game']:.0f} moves/game)  "
            f"Castro is {ratio:.0f}x faster"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
