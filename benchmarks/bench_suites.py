"""The harness against the engine reading each ``.tst`` file on a pipe, as regress.sh runs it.

    python benchmarks/bench_suites.py SUITE_DIR [--engine SPEC] [-j N] [SUITE...]

In one run, on the ``.tst`` files of SUITE_DIR (or the SUITEs named):

1. the engine reads each file on its stdin, one process per file, as
   regress.sh runs it (the times summed);
2. ``regress run -j 1`` (file order, the default);
3. ``regress run -j N`` (default 2), which finds the files' durations in
   the run file of the ``-j 1`` run, as a second run would;
4. the engine reading the files on N pipes at once, longest first (as
   ``xargs -P N`` would run regress.sh's loop): what this machine itself
   gives N processes, the ceiling of ``-j N``.

Prints the wall times (and the CPU time each took), their ratios,
the harness's cost per case over the pipe (start-up included), the
machine's load, how busy the workers were (the seconds of the cases over
the wall time of the workers: on a machine shared with others, two
workers can be busy all along and still take as long as one), and whether
every verdict agrees: the pipe's answers judged
as regress.awk judges them, and the two runs' verdicts.  ``--engine`` is a
``gtp:`` spec (default GNU Go 3.8) or ``go``, run as ``python -m engine.go``.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shlex
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness.expect import PatternError, judge  # noqa: E402
from harness.store import read_run  # noqa: E402
from harness.suites import Suite, load_suite  # noqa: E402

GNUGO = "gtp:/usr/games/gnugo --mode gtp --quiet"
_ANSWER = re.compile(r"^([=?])(\d+)[ \t]?(.*)$")


def engine_argv(spec: str) -> list[str]:
    """The command that runs the engine of ``spec`` reading GTP on its stdin."""
    if spec.startswith("gtp:"):
        return shlex.split(spec[4:])
    if spec.split(":")[0] == "go":
        return [sys.executable, "-m", "engine.go"]
    raise SystemExit(f"cannot run {spec!r} on a pipe: give a gtp: spec or go")


def pipe_verdicts(argv: list[str], suite: Suite) -> tuple[float, dict[str, str]]:
    """Run the file on the engine's stdin; its seconds and the verdict of each case."""
    path = Path(suite.path)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    started = time.perf_counter()
    with path.open("rb") as stdin:
        done = subprocess.run(
            argv, stdin=stdin, capture_output=True, cwd=path.parent, env=env, check=False
        )
    seconds = time.perf_counter() - started
    answers: dict[int, tuple[str, str]] = {}
    for block in done.stdout.decode("utf-8", "replace").split("\n\n"):
        match = _ANSWER.match(block.strip("\n"))
        if match:
            answers[int(match.group(2))] = (match.group(1), match.group(3).strip())
    verdicts = {}
    for case in suite.cases:
        ok, answer = answers.get(case.number, ("", ""))
        try:
            verdicts[case.id] = str(judge(case.expectation, answer)) if ok else "crash"
        except PatternError:
            verdicts[case.id] = "error"
    return seconds, verdicts


def cpu_seconds() -> float:
    """The CPU seconds the finished child processes took, so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def regress_run(
    spec: str, jobs: int, paths: list[str], folder: Path
) -> tuple[float, float, dict[str, str]]:
    """``regress run -j JOBS`` from ``folder``: its wall time, CPU time and verdicts.

    The run file goes to ``folder/reports/runs/``, where a later run finds
    the durations of the files (to hand out the longest first).
    """
    out = folder / "reports" / "runs" / f"j{jobs}.jsonl"
    argv = [sys.executable, "-m", "harness.cli", "run", "--engine", spec, "-j", str(jobs)]
    argv += ["--out", str(out), *paths]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cpu = cpu_seconds()
    started = time.perf_counter()
    subprocess.run(argv, cwd=folder, env=env, capture_output=True, check=False)
    seconds = time.perf_counter() - started
    run = read_run(out)
    busy = sum(r.seconds for r in run.results) / (seconds * jobs)
    print(f"-j {jobs}: the workers were answering cases {busy:.0%} of the run's wall time")
    return seconds, cpu_seconds() - cpu, {r.id: str(r.verdict) for r in run.results}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("suite_dir", type=Path)
    parser.add_argument("suites", nargs="*", help="suite names (default: every .tst file)")
    parser.add_argument("--engine", default=GNUGO)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args()
    folder: Path = args.suite_dir
    names = args.suites or sorted(p.stem for p in folder.glob("*.tst"))
    suites = [load_suite(folder / f"{name}.tst") for name in names]
    cases = sum(len(suite.cases) for suite in suites)
    argv = engine_argv(args.engine)
    load_before = os.getloadavg()

    pipe_seconds = 0.0
    pipe: dict[str, str] = {}
    per_file = []
    pipe_cpu = cpu_seconds()
    for suite in suites:
        seconds, verdicts = pipe_verdicts(argv, suite)
        pipe_seconds += seconds
        pipe.update(verdicts)
        per_file.append((suite.name, len(suite.cases), seconds))
    pipe_cpu = cpu_seconds() - pipe_cpu
    paths = [str(Path(suite.path).resolve()) for suite in suites]
    with tempfile.TemporaryDirectory() as scratch:
        one_seconds, one_cpu, one = regress_run(args.engine, 1, paths, Path(scratch))
        many_seconds, many_cpu, many = regress_run(args.engine, args.jobs, paths, Path(scratch))
    longest_first = [suites[i] for i in sorted(range(len(suites)), key=lambda i: -per_file[i][2])]
    at_once_cpu = cpu_seconds()
    started = time.perf_counter()
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        list(pool.map(lambda suite: pipe_verdicts(argv, suite), longest_first))
    at_once_seconds = time.perf_counter() - started
    at_once_cpu = cpu_seconds() - at_once_cpu
    load_after = os.getloadavg()

    print(f"engine: {args.engine}; {len(suites)} files, {cases} cases")
    for name, count, seconds in per_file:
        share = seconds / pipe_seconds if pipe_seconds else 0.0
        print(f"  {name}: {count} cases, {seconds:.2f} s on a pipe ({share:.0%} of the total)")
    for what, wall, cpu in (
        ("pipe (one engine per file, summed)", pipe_seconds, pipe_cpu),
        ("regress run -j 1", one_seconds, one_cpu),
        (f"regress run -j {args.jobs}", many_seconds, many_cpu),
        (f"{args.jobs} pipes at once", at_once_seconds, at_once_cpu),
    ):
        print(f"{what + ':':36}{wall:8.2f} s  (CPU {cpu:.2f} s)")
    print(f"-j 1 / pipe: {one_seconds / pipe_seconds:.2f}")
    print(f"-j {args.jobs} / -j 1: {many_seconds / one_seconds:.2f}")
    print(
        f"{args.jobs} pipes at once / one at a time (this machine's own ceiling): "
        f"{at_once_seconds / pipe_seconds:.2f}"
    )
    print(f"-j {args.jobs} / {args.jobs} pipes at once: {many_seconds / at_once_seconds:.2f}")
    cost = (one_seconds - pipe_seconds) / cases * 1000 if cases else 0.0
    print(f"harness cost per case over the pipe (-j 1, start-up included): {cost:.2f} ms")
    cpu_cost = (one_cpu - pipe_cpu) / cases * 1000 if cases else 0.0
    print(f"the same in CPU time (harness and engine, start-up included): {cpu_cost:.2f} ms")
    print(
        "load average (1, 5, 15 min): before "
        + " ".join(f"{x:.2f}" for x in load_before)
        + ", after "
        + " ".join(f"{x:.2f}" for x in load_after)
    )
    agree = pipe == one == many
    print(f"verdicts agree (pipe, -j 1, -j {args.jobs}): {'yes' if agree else 'NO'}")
    if not agree:
        for case_id in sorted(set(pipe) | set(one) | set(many)):
            row = (pipe.get(case_id), one.get(case_id), many.get(case_id))
            if len(set(row)) > 1:
                print(f"  {case_id}: pipe {row[0]}, -j 1 {row[1]}, -j {args.jobs} {row[2]}")


if __name__ == "__main__":
    main()
