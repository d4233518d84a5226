"""Count a run of the owl suite (``suites/go/extra/owl_critical.tst``) per command.

The suite (written by ``benchmarks/corpus/make_owl_suite.py``) asks each of
GNU Go 3.8's critical dragons ``owl_attack``, ``owl_defend`` and
``dragon_status``, expecting GNU Go's result code or status word with the
moves left free.  ``regress`` judges each case on its own flags; this script
counts, from one or more run files (``regress run --out RUN``), how many
answers have GNU Go's code (the answer's first word against the
expectation's), per command and per board size (read from the suite's
``# GAME/MOVE (NxN)`` comments), the owl result codes of both queries
together, the most common disagreements of ``owl_attack`` (GNU Go's code
against ours), and the slowest answers of each command.  It counts
``suites/go/extra/owl_hard.tst`` (``make_owl_suite.py --hard``: the hard
dragons GNU Go calls alive or dead, ``dragon_status`` alone) the same way,
with ``--suite`` naming it.

Run: ``python benchmarks/count_owl_suite.py RUN [RUN...] [--suite TST]
[--slowest N]``.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SUITE = ROOT / "suites" / "go" / "extra" / "owl_critical.tst"
OWL_QUERIES = ("owl_attack", "owl_defend")


def sizes_by_case(suite: Path) -> dict[int, int]:
    """The board size of each numbered case of ``suite``, from its position comments."""
    sizes: dict[int, int] = {}
    size = 0
    for line in suite.read_text(encoding="utf-8").splitlines():
        if found := re.match(r"# \S+ \((\d+)x\d+\)", line):
            size = int(found.group(1))
        elif found := re.match(r"(\d+) \S", line):
            sizes[int(found.group(1))] = size
    return sizes


def first_word(text: str | None) -> str:
    """The first word of an answer or expectation (``""`` when there is none)."""
    words = (text or "").split()
    return words[0] if words else ""


def count(run: Path, sizes: dict[int, int], slowest: int) -> list[str]:
    """The lines that report on one run file."""
    rows = [json.loads(line) for line in run.read_text(encoding="utf-8").splitlines()[1:] if line]
    total: Counter[tuple[str, int]] = Counter()
    equal: Counter[tuple[str, int]] = Counter()
    misses: Counter[tuple[int, str, str]] = Counter()
    times: dict[str, list[tuple[float, str]]] = {}
    for row in rows:
        command = row["command"].split()[0]
        size = sizes.get(int(row["id"].rsplit(":", 1)[1]), 0)
        expected = first_word(row["expected"]).rstrip("*")
        answer = first_word(row.get("answer"))
        total[command, size] += 1
        if re.fullmatch(expected, answer):
            equal[command, size] += 1
        elif command == "owl_attack":
            misses[size, expected, answer or "-"] += 1
        seconds = float(row.get("seconds") or 0.0)
        times.setdefault(command, []).append((seconds, f"{row['id']} {row['command']}"))
    commands = sorted({command for command, _ in total})
    board_sizes = sorted({size for _, size in total})
    lines = [str(run)]

    def share(command: str, size: int | None = None) -> str:
        keys = [(command, s) for s in board_sizes if size is None or s == size]
        good, whole = sum(equal[k] for k in keys), sum(total[k] for k in keys)
        return f"{good}/{whole} ({100.0 * good / whole:.1f} %)" if whole else "0/0"

    codes = sum(equal[c, s] for c in OWL_QUERIES for s in board_sizes)
    asked = sum(total[c, s] for c in OWL_QUERIES for s in board_sizes)
    if asked:
        lines.append(f"  owl codes equal: {codes}/{asked} ({100.0 * codes / asked:.1f} %)")
    for command in commands:
        by_size = ", ".join(f"{s}x{s} {share(command, s)}" for s in board_sizes)
        lines.append(f"  {command}: {share(command)}; {by_size}")
    if misses:
        listed = ", ".join(
            f"{s}x{s} GNU Go {e} ours {a}: {n}" for (s, e, a), n in misses.most_common(8)
        )
        lines.append(f"  owl_attack disagreements: {listed}")
    for command in commands:
        worst = sorted(times[command], reverse=True)[:slowest]
        listed = ", ".join(f"{what} {seconds:.2f} s" for seconds, what in worst)
        lines.append(f"  slowest {command}: {listed}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", type=Path, help="run files of the suite")
    parser.add_argument("--suite", type=Path, default=SUITE, help=f"the suite (default {SUITE})")
    parser.add_argument("--slowest", type=int, default=3, help="slowest answers per command")
    args = parser.parse_args(argv)
    sizes = sizes_by_case(args.suite)
    for run in args.runs:
        print("\n".join(count(run, sizes, args.slowest)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
