"""Games per second of ``regress match`` with ``-j 2`` against ``-j 1``.

Both players are this project's Havannah engine (``havannah``, its
tactical player by default: ``--player random`` is too quick for the
subprocesses' start-up to pay), as a user names them: at ``-j 1`` in process, at ``-j 2`` as GTP
subprocesses of their own (the match driver's choice, so that the games
really run side by side); the referee is our checker in process.  The same
number of games is played with one and with two at a time.

Run: ``python benchmarks/bench_match_parallel.py [GAMES] [--size 6] [--player NAME]``; prints
games per second for each and their ratio.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from harness.match.driver import Match, play_match
from harness.match.game import Setup
from harness.match.openings import digest, read_openings, shipped

ROOT = Path(__file__).resolve().parent.parent


def games_per_second(games: int, size: int, jobs: int, folder: Path, player: str) -> float:
    """Play ``games`` games ``jobs`` at a time; return games per second."""
    spec = f"havannah:player={player}"
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
    parser.add_argument("--player", default="tactical", help="the engine's genmove player")
    args = parser.parse_args()
    # The engine subprocesses import this checkout.
    os.environ["PYTHONPATH"] = os.pathsep.join(
        filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])
    )
    with tempfile.TemporaryDirectory() as folder:
        one = games_per_second(args.games, args.size, 1, Path(folder), args.player)
        two = games_per_second(args.games, args.size, 2, Path(folder), args.player)
    print(f"{args.games} Havannah games, side {args.size}, {args.player} players")
    print(f"-j 1: {one:.2f} games/s")
    print(f"-j 2: {two:.2f} games/s")
    print(f"ratio -j 2 / -j 1: {two / one:.2f} (on {os.cpu_count()} cores)")


if __name__ == "__main__":
    main()
