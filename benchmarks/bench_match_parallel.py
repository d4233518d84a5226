"""Games per second of ``regress match`` with ``-j 2`` against ``-j 1``.

Both players are this project's Havannah engine run as GTP subprocesses
(``python -m engine.havannah``, random players), so that the games can
really run side by side; the referee is our checker in process.  The same
number of games is played with one and with two at a time.

Run: ``python benchmarks/bench_match_parallel.py [GAMES] [--size 6]``; prints
games per second for each and their ratio.
"""

from __future__ import annotations

import argparse
import os
import shlex
import sys
import tempfile
import time
from pathlib import Path

from harness.match.driver import Match, play_match
from harness.match.game import Setup
from harness.match.openings import digest, read_openings, shipped

ROOT = Path(__file__).resolve().parent.parent


def games_per_second(games: int, size: int, jobs: int, folder: Path) -> float:
    """Play ``games`` games ``jobs`` at a time; return games per second."""
    spec = "gtp:" + shlex.join([sys.executable, "-m", "engine.havannah"])
    path = shipped("havannah", size)
    match = Match(
        setup=Setup("havannah", size, 0.0),
        engines={"A": spec, "B": spec},
        openings=read_openings(path, "havannah"),
        openings_name=str(path),
        openings_hash=digest(path),
        games=games,
        sprt=None,
        run_file=folder / f"j{jobs}.jsonl",
        jobs=jobs,
    )
    started = time.perf_counter()
    summary = play_match(match)
    seconds = time.perf_counter() - started
    assert summary.games == games
    return games / seconds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", type=int, default=24)
    parser.add_argument("--size", type=int, default=6)
    args = parser.parse_args()
    # The engine subprocesses import this checkout.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])
    )
    with tempfile.TemporaryDirectory() as folder:
        one = games_per_second(args.games, args.size, 1, Path(folder))
        two = games_per_second(args.games, args.size, 2, Path(folder))
    print(f"{args.games} Havannah games, side {args.size}, random players as GTP subprocesses")
    print(f"-j 1: {one:.2f} games/s")
    print(f"-j 2: {two:.2f} games/s")
    print(f"ratio -j 2 / -j 1: {two / one:.2f} (on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
