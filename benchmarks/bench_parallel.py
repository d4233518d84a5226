"""Wall time of ``regress run`` at -j 1 and -j 2 on work that keeps GNU Go 3.8 busy.

Writes a suite of ``reg_genmove``, ``owl_attack`` and ``owl_defend`` cases on
19x19 positions from our own self-play records (``benchmarks/games``), runs it
with ``regress run -j 1`` and ``-j 2`` on GNU Go, checks that both runs give
the same answers, and prints the wall times, the speed-up, and the harness's
own cost per case (wall time minus the engine's answer times, at -j 1).

Run: ``python benchmarks/bench_parallel.py [POSITIONS]`` (default 32
positions, three cases each; over a minute at -j 1).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from sgfmill import common, sgf

from harness.engines.gtp import find_gnugo
from harness.store import read_run

GAMES = Path(__file__).resolve().parent / "games"


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


def run(path: Path, jobs: int, out: Path) -> float:
    engine = "gtp:" + " ".join(find_gnugo() or [])
    started = time.perf_counter()
    subprocess.run(
        [
            "regress",
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
    )
    return time.perf_counter() - started


def main() -> None:
    if find_gnugo() is None:
        sys.exit("GNU Go is not installed (apt-get install gnugo)")
    positions = int(sys.argv[1]) if len(sys.argv) > 1 else 32
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        path = write_suite(folder, positions)
        single = run(path, 1, folder / "j1.jsonl")
        double = run(path, 2, folder / "j2.jsonl")
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
