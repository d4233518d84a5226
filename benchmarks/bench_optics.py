"""Speed of the eye analysis: eye-space analyses per second on 19x19 positions, and eval_eye.

Run: ``python benchmarks/bench_optics.py``.  Positions come from seeded random play
(no own-eye filling), so they are full of small eye spaces, false and half eyes.
"""

from __future__ import annotations

import time

from engine.go.board import BLACK, EMPTY, WHITE
from engine.go.optics import _dead_stones, _solve_placed, analyse_eyes, eval_eye, solve_shape
from engine.go.randomplay import random_position


def main() -> None:
    boards = [random_position(seed, 19, 250) for seed in range(20)]
    for label in ("cold cache", "warm cache"):
        if label == "cold cache":
            # Nothing solved in memory yet; the checked-in table of small
            # shapes (engine/go/eye_shapes.py) still answers, as in any process.
            solve_shape.cache_clear()
            _solve_placed.cache_clear()
            _dead_stones.cache_clear()
        start = time.perf_counter()
        spaces = 0
        for board in boards:
            for color in (BLACK, WHITE):
                spaces += len(analyse_eyes(board, color).spaces)
        seconds = time.perf_counter() - start
        each = seconds / (2 * len(boards)) * 1000
        print(
            f"analyse_eyes, 19x19, {label}: {2 * len(boards) / seconds:.1f} analyses/s "
            f"({spaces / seconds:.0f} eye spaces/s, {each:.1f} ms each)"
        )
    board = boards[0]
    points = [p for p in board.points if board.get(p) == EMPTY][:100]
    start = time.perf_counter()
    for p in points:
        eval_eye(board, p)
    seconds = time.perf_counter() - start
    print(f"eval_eye, 19x19: {seconds / len(points) * 1000:.1f} ms per call")
    print(f"shapes solved and cached: {solve_shape.cache_info().currsize}")


if __name__ == "__main__":
    main()
