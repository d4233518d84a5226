"""The harness's own cost per case: everything but the engine's time.

Writes a suite of cheap GNU Go cases (positions from SGF records, then
``countlib``/``list_stones``/``is_legal`` queries) and runs it through
``regress run`` in this process, on GNU Go 3.8 over GTP.  The engine runs in
another process, so this process's CPU time is the harness's own cost:
reading the suite, planning replays, talking GTP, judging, writing the run
file and printing.  Also times reading a 5,000-case ``.tst`` file.

Run: ``python benchmarks/bench_harness.py [CASES]`` (default 2,000 cases).
"""

from __future__ import annotations

import contextlib
import io
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

from harness.cli import main
from harness.engines.gtp import find_gnugo
from harness.formats.tst import read_tst

GAMES = Path(__file__).resolve().parent.parent / "tests" / "harness" / "data" / "games"


def write_suite(folder: Path, cases: int) -> Path:
    """A .tst file of ``cases`` cheap cases, a fresh position every ten."""
    shutil.copytree(GAMES, folder / "games")
    rng = random.Random(1)
    lines = []
    for number in range(1, cases + 1):
        if number % 10 == 1:
            lines.append(f"loadsgf games/game9-7.sgf {rng.randint(1, 50)}")
        vertex = f"{'ABCDEFGHJ'[rng.randrange(9)]}{rng.randint(1, 9)}"
        command = rng.choice(["countlib", "is_legal black", "color", "list_stones black"])
        if command == "list_stones black":
            lines += [f"{number} {command}", "#? [.*]"]
        else:
            lines += [f"{number} {command} {vertex}", "#? [.*]"]
    path = folder / "cheap.tst"
    path.write_text("\n".join(lines) + "\n")
    return path


def measure(path: Path, argv: list[str], mode: list[str], cases: int, out: Path) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    with contextlib.redirect_stdout(io.StringIO()):
        engine = "gtp:" + " ".join(argv)
        code = main(["run", "-j", "1", "--engine", engine, str(path), "--out", str(out), *mode])
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    label = "sequential" if mode else "alone (reset + replay)"
    print(
        f"{label:24s} {cases} cases: {wall:6.2f} s wall, {wall / cases * 1000:6.3f} ms/case wall, "
        f"harness CPU {cpu / cases * 1000:6.3f} ms/case (exit {code})"
    )


def main_benchmark() -> None:
    cases = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    argv = find_gnugo()
    if argv is None:
        sys.exit("GNU Go is not installed (apt-get install gnugo)")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = write_suite(folder, cases)
        measure(path, argv, [], cases, folder / "a.jsonl")
        measure(path, argv, ["--sequential"], cases, folder / "s.jsonl")
        (folder / "big").mkdir()
        big = write_suite(folder / "big", 5000)
        started = time.perf_counter()
        read_tst(big)
        print(f"reading a 5000-case .tst: {(time.perf_counter() - started) * 1000:.1f} ms")


if __name__ == "__main__":
    main_benchmark()
