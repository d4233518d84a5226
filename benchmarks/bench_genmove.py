"""Speed of whole-board move generation: seconds per ``reg_genmove`` on 9x9 and 19x19.

Run: ``python benchmarks/bench_genmove.py``.  Positions come from seeded
random play (no own-eye filling) at several stages of the game, so they hold
strings in atari, enclosed dragons for the owl and open areas; each is asked
for a move for both colours.
"""

from __future__ import annotations

import time

from engine.go.board import BLACK, WHITE
from engine.go.genmove import MoveGenerator, default_limits
from engine.go.randomplay import random_position


def main() -> None:
    for size, stages in ((9, (0, 10, 25, 40, 55)), (19, (0, 40, 100, 160, 220))):
        times = []
        for seed, moves in enumerate(stages):
            board = random_position(seed, size, moves)
            for color in (BLACK, WHITE):
                started = time.perf_counter()
                MoveGenerator(board, color, default_limits(size)).best()
                times.append(time.perf_counter() - started)
        print(
            f"reg_genmove {size}x{size}: {sum(times) / len(times):.2f} s per move "
            f"(max {max(times):.2f} s, {len(times)} moves)"
        )


if __name__ == "__main__":
    main()
