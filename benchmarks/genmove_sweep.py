"""``reg_genmove`` on every position of the corpus's self-play records: crashes and time.

A crash of the move generator is a bug whatever the position, and an answer
over the harness's 30 s limit is a timeout.  This sweep asks our engine
``reg_genmove`` for both colours on every ``--every``-th position of each
record in ``benchmarks/corpus/data/games/`` (GNU Go 3.8 self-play, 9x9 to
19x19), the position loaded with ``loadsgf FILE MOVE`` as a suite would, and
prints the number of answers, every crash with its position, the answers
over the limit and the slowest ones.

Run: ``python benchmarks/genmove_sweep.py [--every K] [--sizes 9,13,19]
[--jobs N] [--slowest N]``.  ``--jobs`` spreads the records over processes.
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from sgfmill import sgf  # noqa: E402

from engine.go.compiled import prepare  # noqa: E402
from engine.go.gtp import new_engine  # noqa: E402

GAMES = ROOT / "benchmarks" / "corpus" / "data" / "games"
LIMIT = 30.0  # seconds: the harness's default limit for one command


def record_size_and_moves(path: Path) -> tuple[int, int]:
    """The board size of a record and its number of moves."""
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    return game.get_size(), len(game.get_main_sequence()) - 1


def sweep_record(task: tuple[str, int]) -> list[tuple[str, str, float]]:
    """``(where, answer, seconds)`` of every question asked on one record."""
    name, every = task
    path = GAMES / name
    prepare()
    engine = new_engine({})
    _, moves = record_size_and_moves(path)
    results: list[tuple[str, str, float]] = []
    for move in range(1, moves + 2, every):
        ok, reply = engine.handle(f"loadsgf {path} {move}")
        if not ok:
            results.append((f"{name}:{move}", f"loadsgf refused: {reply}", 0.0))
            continue
        for color in ("black", "white"):
            where = f"{name}:{move} {color}"
            started = time.monotonic()
            try:
                ok, reply = engine.handle(f"reg_genmove {color}")
                answer = reply if ok else f"error: {reply}"
            except Exception:  # the sweep counts crashes; it never stops on one
                answer = "crash: " + traceback.format_exc(limit=3).replace("\n", " | ")
            results.append((where, answer, time.monotonic() - started))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--every", type=int, default=1, help="ask every K-th position")
    parser.add_argument("--sizes", default="9,13,19", help="board sizes to sweep")
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    parser.add_argument("--slowest", type=int, default=5, help="list the N slowest answers")
    args = parser.parse_args()
    sizes = {int(size) for size in args.sizes.split(",")}
    names = sorted(
        path.name for path in GAMES.glob("*.sgf") if record_size_and_moves(path)[0] in sizes
    )
    started = time.monotonic()
    tasks = [(name, args.every) for name in names]
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        results = [row for rows in pool.map(sweep_record, tasks) for row in rows]
    answers = [row for row in results if not row[1].startswith("loadsgf refused")]
    crashes = [row for row in answers if row[1].startswith(("crash", "error"))]
    over = [row for row in answers if row[2] > LIMIT]
    print(
        f"{len(answers)} reg_genmove answers on {len(names)} records "
        f"(every {args.every}. position, both colours) in {time.monotonic() - started:.0f} s"
    )
    print(f"crashes or errors: {len(crashes)}; over {LIMIT:.0f} s: {len(over)}")
    for where, answer, _ in crashes:
        print(f"  {where}: {answer}")
    for where, answer, seconds in sorted(answers, key=lambda row: -row[2])[: args.slowest]:
        print(f"  slow: {where} {seconds:.2f} s -> {answer}")
    refused = len(results) - len(answers)
    if refused:
        print(f"positions refused by loadsgf: {refused}")


if __name__ == "__main__":
    main()
