"""The results database at size: importing runs, reading a case's and a suite's history.

Writes RUNS run files of CASES results each (ten suites, one commit per run,
a few cases that break halfway along), then times: importing them all into
a new database, importing them all again (a run imported twice is one run),
the history of one case over every run, and of one suite (its cases' flips
and its pass counts per commit).  Commits are not in a git repository here,
so the points are ordered by time.

Run: ``python benchmarks/bench_history.py [RUNS] [CASES]``.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

# Run from a checkout without installing the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from harness.db import ResultsDB  # noqa: E402
from harness.history import histories, suite_points  # noqa: E402

SUITES = 10


def write_runs(folder: Path, runs: int, cases: int) -> list[Path]:
    """``runs`` run files of ``cases`` results, one commit each."""
    rng = random.Random(1)  # the same runs, and commits, every time
    per_suite = cases // SUITES
    breaks = {f"s{s}:{n}": rng.randrange(runs) for s in range(SUITES) for n in range(3)}
    paths = []
    for run in range(runs):
        header = {
            "format": 1,
            "engine": "go",
            "engine_name": "regress-go",
            "engine_version": "0.1.0",
            "engine_commit": rng.randbytes(20).hex(),
            "suites": [
                {"name": f"s{s}", "path": f"s{s}.tst", "game": "go", "sha256": "ab" * 32}
                for s in range(SUITES)
            ],
            "started": f"2026-12-{1 + run // 1440:02d}T{run // 60 % 24:02d}:{run % 60:02d}:00",
            "mode": "alone",
            "timeout": 60.0,
        }
        lines = [json.dumps(header)]
        for suite in range(SUITES):
            for number in range(per_suite):
                case = f"s{suite}:{number}"
                passed = run < breaks.get(case, runs)
                result = {
                    "id": case,
                    "command": "owl_attack E5",
                    "expected": "1 E5",
                    "flag": "pass",
                    "answer": "1 E5" if passed else "0",
                    "verdict": "passed" if passed else "FAILED",
                    "seconds": 0.01,
                    "nodes": {"owl": 100},
                }
                lines.append(json.dumps(result))
        path = folder / f"run{run:04d}.jsonl"
        path.write_text("\n".join(lines) + "\n")
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="?", type=int, default=200)
    parser.add_argument("cases", nargs="?", type=int, default=2000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        paths = write_runs(folder, args.runs, args.cases)
        results = args.runs * (args.cases // SUITES * SUITES)
        with ResultsDB(folder / "results.sqlite") as db:
            start = time.perf_counter()
            for path in paths:
                db.import_file(path)
            first = time.perf_counter() - start
            start = time.perf_counter()
            for path in paths:
                db.import_file(path)
            again = time.perf_counter() - start
            runs, rows = db.counts()
            start = time.perf_counter()
            (case,) = histories(db.observations(["s0:0"]), None)
            one = time.perf_counter() - start
            start = time.perf_counter()
            seen = db.observations(suites=["s0"])
            found = histories(seen, None)
            points = suite_points(seen, None)
            suite = time.perf_counter() - start
        size = (folder / "results.sqlite").stat().st_size
    print(f"{len(paths)} runs of {args.cases // SUITES * SUITES} results ({results} results)")
    print(
        f"import: {first:.2f} s ({results / first:,.0f} results/s); "
        f"again: {again:.2f} s; database: {runs} runs, {rows} results, {size / 1e6:.1f} MB"
    )
    print(f"history of one case over {len(case.points)} commits: {one * 1000:.0f} ms")
    print(f"  {case.sentence()}")
    flipped = sum(bool(h.flips) for h in found)
    print(
        f"history of a suite ({len(found)} cases, {len(points)} commits, "
        f"{flipped} flipped): {suite * 1000:.0f} ms"
    )


if __name__ == "__main__":
    main()
