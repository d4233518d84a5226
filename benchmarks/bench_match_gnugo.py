"""GNU Go 3.8 at --level 10 against --level 1 on 9x9: the pentanomial SPRT should accept H1.

Runs ``regress match`` (colour-swapped pairs from the shipped 9x9 openings,
our referee, komi 7) with one game at a time, so that no more than two GNU
Go processes run.  The SPRT's bounds are wide by default (normalized Elo 0
against 100) so that it decides within a few minutes; give others with
``--sprt``.

Run: ``python benchmarks/bench_match_gnugo.py [--games 40] [--sprt elo0=0 elo1=100]``;
prints every game, the summary (W/D/L, pentanomial counts, Elo and
normalized Elo with 95 % intervals, LLR and verdict) and the time taken.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

from harness.cli import main
from harness.engines.gtp import find_gnugo


def run() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40, help="the most games (40)")
    parser.add_argument("--sprt", nargs="+", default=["elo0=0", "elo1=100"])
    parser.add_argument("--strong", type=int, default=10, help="level of engine A (10)")
    parser.add_argument("--weak", type=int, default=1, help="level of engine B (1)")
    parser.add_argument(
        "--move-time",
        default="0",
        help="seconds a move may take (0, no limit: a loaded "
        "machine must not turn a slow move into a loss)",
    )
    args = parser.parse_args()
    gnugo = find_gnugo()
    if gnugo is None:
        print("GNU Go is not installed")
        return 2
    argv = " ".join(gnugo)
    with tempfile.TemporaryDirectory() as folder:
        started = time.perf_counter()
        code = main(
            [
                "match",
                f"gtp:{argv} --level {args.strong}",
                f"gtp:{argv} --level {args.weak}",
                "--games",
                str(args.games),
                "--sprt",
                *args.sprt,
                "-j",
                "1",
                "--move-time",
                args.move_time,
                "--out",
                str(Path(folder) / "match.jsonl"),
            ]
        )
        print(f"{time.perf_counter() - started:.0f} s")
    return code


if __name__ == "__main__":
    sys.exit(run())
