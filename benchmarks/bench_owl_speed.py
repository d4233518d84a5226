"""The owl's speed on 19x19, an older version of the code against this one, in one run.

A fixed sample of the corpus's held-out 19x19 hard dragons (those of
``bench_owl_vs_gnugo.py``: one in ``--every`` K, at most ``--limit``
positions) is read with ``owl_attack`` and ``owl_defend`` through the GTP
dispatcher, by two worker processes one after the other: the code of
``--old`` (a checkout of an older commit, e.g. made with ``git archive
COMMIT | tar -x -C DIR``) and the code of this tree.  Both read the same
queries on the same machine in the same run, so the ratio holds on a
loaded machine too.  Prints the CPU time per query of both (the slowest
ones first), the mean and slowest of each, the ratio old / new, and
``answers identical: N/N`` (the same code and move on every query).
Each worker makes the compiled kernels ready and loads them (numba's import,
about a second of CPU once per process) before its clock runs; with
``--load-in-query`` the first query that meets a large eye space loads them.

Run: ``python benchmarks/bench_owl_speed.py --old DIR [--every K] [--limit N]
[--show N] [--load-in-query]``; without ``--old`` only this tree's times are printed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def select(every: int, limit: int, scratch: Path) -> list[tuple[str, str, str]]:
    """The sample: (loadsgf command, command, vertex) of each query."""
    sys.path.insert(0, str(ROOT))
    sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))
    from common import as_position, pick  # noqa: PLC0415
    from owl_oracle import is_hard, load_owl_oracle  # noqa: PLC0415

    args = argparse.Namespace(split="held-out", sizes="19", limit=limit)
    queries: list[tuple[str, str, str]] = []
    seen = 0
    for number, (game, split, size, entry) in enumerate(pick(load_owl_oracle, args)):
        wanted = []
        for dragon in entry["dragons"]:  # type: ignore[attr-defined]
            if is_hard(dragon):
                seen += 1
                if (seen - 1) % every == 0:
                    wanted.append(dragon[0])
        if not wanted:
            continue
        pos = as_position(game, split, size, entry)
        place = scratch / str(number)
        place.mkdir()
        load = pos.loadsgf(place)
        for vertex in wanted:
            for command in ("owl_attack", "owl_defend"):
                queries.append((load, command, vertex))
    return queries


def worker(root: str, queries_file: str, loaded_kernel_in_query: bool = False) -> int:
    """Read the queries with the engine of ``root``; one JSON line each.

    ``loaded_kernel_in_query``: numba and the compiled kernel are loaded by the
    first query that needs them, inside its time (``--load-in-query``)."""
    sys.path.insert(0, root)
    from engine.go.gtp import build_engine  # noqa: PLC0415

    dispatcher = build_engine({}).dispatcher
    try:  # compiled kernels made ready before the clock runs (older code has none)
        from engine.go.compiled import prepare  # noqa: PLC0415
    except ImportError:
        pass
    else:
        prepare()
        if not loaded_kernel_in_query:
            # Loading numba and the cached kernel (about a second of CPU, once
            # per process) is no owl's time: done here, not in the first
            # query that meets a large eye space.
            from engine.go import eye_game  # noqa: PLC0415

            eye_game.prepare()
    loaded = None
    for load, command, vertex in json.loads(Path(queries_file).read_text()):
        if load != loaded:
            dispatcher.handle(load)
            loaded = load
        t0 = time.process_time()
        _, answer = dispatcher.handle(f"{command} {vertex}")
        seconds = time.process_time() - t0
        print(json.dumps([answer.strip(), seconds]), flush=True)
    return 0


def run(root: Path, queries_file: Path, load_in_query: bool) -> list[tuple[str, float]]:
    flag = ["--load-in-query"] if load_in_query else []
    out = subprocess.run(
        [sys.executable, __file__, "--worker", str(root), str(queries_file), *flag],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [tuple(json.loads(line)) for line in out.splitlines()]  # type: ignore[misc]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="", help="a checkout of the older code")
    parser.add_argument("--every", type=int, default=8, help="one hard dragon in K")
    parser.add_argument("--limit", type=int, default=0, help="at most N positions")
    parser.add_argument("--show", type=int, default=10, help="list the N slowest queries")
    parser.add_argument(
        "--load-in-query",
        action="store_true",
        help="load numba and the compiled kernel in the first query that needs them",
    )
    parser.add_argument("--worker", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        root, queries_file = args.worker
        return worker(root, queries_file, args.load_in_query)
    if args.old and not (Path(args.old) / "engine" / "go" / "owl.py").is_file():
        print(f"{args.old}: not a checkout of this project (no engine/go/owl.py)", file=sys.stderr)
        return 2

    scratch = Path(tempfile.mkdtemp(prefix="bench-owl-speed-"))
    queries = select(args.every, args.limit, scratch)
    if not queries:
        print("no cached positions: run benchmarks/corpus/owl_oracle.py first", file=sys.stderr)
        return 2
    queries_file = scratch / "queries.json"
    queries_file.write_text(json.dumps(queries))
    print(f"{len(queries)} held-out 19x19 owl queries (one hard dragon in {args.every})")
    new = run(ROOT, queries_file, args.load_in_query)
    old = run(Path(args.old), queries_file, args.load_in_query) if args.old else None

    new_times = [seconds for _, seconds in new]
    order = sorted(range(len(new)), key=lambda i: -(old[i][1] if old else new[i][1]))
    print("  slowest queries:" + ("  old s  new s  ratio" if old else "  s"))
    for i in order[: args.show]:
        _, command, vertex = queries[i]
        label = f"    {command} {vertex:4} {new[i][0]:8}"
        if old:
            ratio = old[i][1] / new[i][1] if new[i][1] else 0.0
            print(f"{label} {old[i][1]:6.2f} {new[i][1]:6.2f} {ratio:6.2f}")
        else:
            print(f"{label} {new[i][1]:6.2f}")
    print(f"  new: mean {sum(new_times) / len(new):.3f} s, slowest {max(new_times):.2f} s")
    if old:
        old_times = [seconds for _, seconds in old]
        print(f"  old: mean {sum(old_times) / len(old):.3f} s, slowest {max(old_times):.2f} s")
        print(
            f"  ratio old/new: total {sum(old_times) / sum(new_times):.2f}, "
            f"slowest {max(old_times) / max(new_times):.2f}"
        )
        same = sum(a == b for (a, _), (b, _) in zip(old, new, strict=True))
        print(f"  answers identical: {same}/{len(new)}")
        for i, ((a, _), (b, _)) in enumerate(zip(old, new, strict=True)):
            if a != b:
                print(f"    changed: {queries[i][1]} {queries[i][2]}: old {a}, new {b}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
