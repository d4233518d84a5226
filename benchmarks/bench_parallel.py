"""Wall time of ``regress run`` at -j 1 and -j 2 on engines that keep the workers busy.

First a sleeping engine: the tests' fake GTP engine (``tests/harness/fake_gtp.py``)
answering 24 ``echo sleep 0.5`` cases, which costs no CPU, so two workers
should take about half the time of one even on a loaded machine.  Prints both
wall times and their ratio.

Then GNU Go 3.8, when installed: a suite of ``reg_genmove``, ``owl_attack``
and ``owl_defend`` cases on 19x19 positions from our own self-play records
(``benchmarks/games``), run with ``regress run -j 1`` and ``-j 2``; checks that
both runs give the same answers, and prints the wall times, the speed-up, and
the harness's own cost per case (wall time minus the engine's answer times,
at -j 1).

Run: ``python benchmarks/bench_parallel.py [POSITIONS]`` (default 32 GNU Go
positions, three cases each; over a minute at -j 1).
"""

from __future__ import annotations

import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sgfmill import common, sgf

# Run from a checkout without installing the package.
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from harness.engines.gtp import find_gnugo  # noqa: E402
from harness.store import read_run  # noqa: E402

GAMES = Path(__file__).resolve().parent / "games"
SLEEPER = "gtp:" + shlex.join([sys.executable, str(ROOT / "tests" / "harness" / "fake_gtp.py")])


def write_sleeping_suite(folder: Path, cases: int = 24, seconds: float = 0.5) -> Path:
    """Cases that each keep the fake engine asleep for ``seconds``."""
    path = folder / "sleep.tst"
    path.write_text("".join(f"{n} echo sleep {seconds}\n#? [slept]\n" for n in range(1, cases + 1)))
    return path


def write_suite(folder: Path, positions: int) -> Path:
    """Three busy cases a position: the move, and the owl on the last stone played."""
    records = sorted(GAMES.glob("*.sgf"))
    lines: list[str] = []
    number = 0
    for index in range(positions):
        record = records[index % len(records)]
        moves = sgf.Sgf_game.from_bytes(record.read_bytes()).get_main_sequence()[1:]
        until = 40 + (index * 37) % 120
        colour, move = moves[until - 2].get_move()
        vertex = common.format_vertex(move)
        to_move = "black" if until % 2 == 1 else "white"
        lines.append(f"loadsgf {record} {until}")
        for command in (f"reg_genmove {to_move}", f"owl_attack {vertex}", f"owl_defend {vertex}"):
            number += 1
            lines += [f"{number} {command}", "#? [.*]"]
    path = folder / "busy.tst"
    path.write_text("\n".join(lines) + "\n")
    return path


def run(path: Path, engine: str, jobs: int, out: Path) -> float:
    """Wall seconds of ``regress run`` (this checkout's) on ``path``; the run goes to ``out``."""
    started = time.perf_counter()
    subprocess.run(
        [
            sys.executable,
            "-m",
            "harness.cli",
            "run",
            "--engine",
            engine,
            str(path),
            "-j",
            str(jobs),
            "--out",
            str(out),
            "--timeout",
            "600",
        ],
        check=True,
        stdout=subprocess.DEVNULL,
        cwd=ROOT,
    )
    return time.perf_counter() - started


def bench_sleeping(folder: Path) -> None:
    """-j 1 against -j 2 on an engine that sleeps: the workers' overlap alone."""
    path = write_sleeping_suite(folder)
    single = run(path, SLEEPER, 1, folder / "s1.jsonl")
    double = run(path, SLEEPER, 2, folder / "s2.jsonl")
    print("24 cases of 0.5 s on a sleeping engine")
    print(f"-j 1: {single:7.1f} s wall")
    print(f"-j 2: {double:7.1f} s wall   ratio -j 2 / -j 1: {double / single:.2f}")


def main() -> None:
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bench_sleeping(folder)
        gnugo = find_gnugo()
        if gnugo is None:
            print("GNU Go is not installed (apt-get install gnugo): its part is left out")
            return
        engine = "gtp:" + " ".join(gnugo)
        path = write_suite(folder, positions)
        single = run(path, engine, 1, folder / "j1.jsonl")
        double = run(path, engine, 2, folder / "j2.jsonl")
        one, two = read_run(folder / "j1.jsonl"), read_run(folder / "j2.jsonl")
        same = {r.id: r.answer for r in one.results} == {r.id: r.answer for r in two.results}
        cases = len(one.results)
        engine_time = sum(r.seconds for r in one.results)
        print(f"{cases} cases on GNU Go 3.8 (reg_genmove, owl_attack, owl_defend on 19x19)")
        print(f"-j 1: {single:7.1f} s wall   (engine answers {engine_time:.1f} s)")
        print(f"-j 2: {double:7.1f} s wall   speed-up {single / double:.2f}x")
        print(
            f"harness cost per case at -j 1: {(single - engine_time) / cases * 1000:.1f} ms "
            "(start-up, setup replays and loadsgf included)"
        )
        print(f"same answers at -j 1 and -j 2: {same}")


if __name__ == "__main__":
    main()
