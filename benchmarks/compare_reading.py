"""The tactical reader of this checkout against another one: same answers, and how much faster.

Run ``python benchmarks/compare_reading.py OTHER_CHECKOUT [--rounds N]
[--corpus N]``, where ``OTHER_CHECKOUT`` is a directory holding an older
copy of the project (for instance ``git archive COMMIT | tar -x -C DIR``).
Each round runs the same workload in a fresh interpreter of each checkout,
the two alternating (the machine may be busy: alternating spreads the noise
over both).  The workload is that of ``bench_reading.py`` (``attack`` and
``defend`` of every string with at most three liberties of the shipped game
positions, and the 19x19 ladder) and the hard strings of the first
``--corpus`` held-out positions of the oracle corpus that have any.  The script prints
whether every answer (code, move, node count) is the same, then each side's
seconds, nodes per second and slowest query, and the ratio of the times.
"""

from __future__ import annotations

import argparse
import inspect
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(HERE / "benchmarks"))

from bench_reading import weak_strings  # noqa: E402

WORKER = """
from __future__ import annotations
import json, sys, time
root = sys.argv[1]
sys.path.insert(0, root)
sys.path.insert(0, root + "/benchmarks")
sys.path.insert(0, root + "/benchmarks/corpus")
from bench_reading import ladder_board, positions
from common import as_position
from oracle import is_hard, load_oracle
from engine.go.reading import TacticalReader

{weak_strings}
queries = [(board, pos) for board in [*positions(), ladder_board()] for pos in weak_strings(board)]
cached = load_oracle("held-out")
hard = [c for c in cached if any(is_hard(t) for t in c[3].get("tactics", []))]
for game, split, size, entry in hard[: int(sys.argv[2])]:
    board = as_position(game, split, size, entry).board()
    for tactic in entry["tactics"]:
        if is_hard(tactic):
            queries.append((board, board.parse_vertex(tactic[0])))
answers = []
slowest = total = 0.0
for board, pos in queries:
    for query in (TacticalReader.attack, TacticalReader.defend):
        start = time.perf_counter()
        reader = TacticalReader(board)
        code, move = query(reader, pos)
        seconds = time.perf_counter() - start
        total += seconds
        slowest = max(slowest, seconds)
        answers.append([query.__name__, board.size, pos, code, move, reader.nodes])
print(json.dumps({"answers": answers, "seconds": total, "slowest": slowest}))
"""
# Both sides choose their strings by this checkout's rule, so they read the same workload.
WORKER = WORKER.replace("{weak_strings}", inspect.getsource(weak_strings))


def run(root: Path, corpus: int) -> dict[str, object]:
    """One run of the workload in a fresh interpreter on the checkout at ``root``."""
    out = subprocess.run(
        [sys.executable, "-c", WORKER, str(root), str(corpus)],
        capture_output=True,
        text=True,
        check=True,
    )
    return json.loads(out.stdout)  # type: ignore[no-any-return]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", type=Path, help="the checkout to compare with")
    parser.add_argument("--rounds", type=int, default=2, help="runs of each side (default 2)")
    parser.add_argument(
        "--corpus", type=int, default=40, help="held-out corpus positions (default 40)"
    )
    args = parser.parse_args(argv)
    if not (args.other / "engine" / "go" / "reading.py").is_file():
        print(f"{args.other}: not a checkout of the project", file=sys.stderr)
        return 2
    sides = {"old": args.other.resolve(), "new": HERE}
    results: dict[str, list[dict[str, object]]] = {"old": [], "new": []}
    started = time.time()
    for _ in range(args.rounds):
        for name, root in sides.items():
            results[name].append(run(root, args.corpus))
    old, new = results["old"][0]["answers"], results["new"][0]["answers"]
    same = sum(a == b for a, b in zip(old, new, strict=False))  # type: ignore[call-overload]
    total = max(len(old), len(new))  # type: ignore[arg-type]
    print(f"answers identical {same}/{total}")
    for a, b in zip(old, new, strict=False):  # type: ignore[call-overload]
        if a != b:
            print(f"  first difference: old {a}, new {b}")
            break
    best = {}
    for name in sides:
        nodes = sum(answer[5] for answer in results[name][0]["answers"])  # type: ignore[union-attr]
        seconds = min(float(r["seconds"]) for r in results[name])  # type: ignore[arg-type]
        slowest = min(float(r["slowest"]) for r in results[name])  # type: ignore[arg-type]
        best[name] = seconds
        print(
            f"{name}: {seconds:.2f} s, {nodes / seconds:.0f} nodes per second,"
            f" slowest query {slowest:.3f} s (best of {args.rounds})"
        )
    print(f"old/new time ratio {best['old'] / best['new']:.2f} ({time.time() - started:.0f} s)")
    return 0 if same == total else 1


if __name__ == "__main__":
    sys.exit(main())
