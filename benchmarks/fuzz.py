"""A long fuzz run: N broken inputs of each kind, and the counts of what became of them.

Run: ``python benchmarks/fuzz.py N [--runs M]``.  Each kind's inputs come from
the strategies of ``tests/fuzz/strategies.py`` and are checked by the
contract of ``tests/fuzz/contract.py`` (read or refused in one line; a run
exits 0, 1 or 2 as it should, loses no result, writes nothing outside its
folder).  Reading takes N inputs a kind; running (a ``regress`` process each)
takes M, by default N / 10.  Exit status 1 when any input broke the contract;
the first few are printed.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from tests.fuzz.contract import Broken, check_read, check_run, workspace  # noqa: E402
from tests.fuzz.strategies import havannah_yaml, sgf_record, tst_text, yaml_text  # noqa: E402


def read_as(name: str) -> Callable[[Path, Any], str]:
    return lambda root, data: check_read(root, name, data)


def run_as(name: str) -> Callable[[Path, Any], str]:
    def check(root: Path, data: Any) -> str:
        check_read(root, name, data)
        return check_run(root, name)

    return check


def run_record(root: Path, record: bytes) -> str:
    (root / "suite" / "games" / "bad.sgf").write_bytes(record)
    suite = "boardsize 9\nloadsgf games/bad.sgf 3\n1 list_stones black\n#? [.*]\n"
    check_read(root, "s.tst", suite + "loadsgf games/bad.sgf\n2 showboard\n#? [x]\n")
    return check_run(root, "s.tst", html=True)


KINDS: list[tuple[str, Any, Callable[[Path, Any], str], bool]] = [
    ("tst read", tst_text(), read_as("t.tst"), False),
    ("yaml read", yaml_text(), read_as("y.yaml"), False),
    ("havannah read", havannah_yaml(), read_as("h.yaml"), False),
    ("bytes read", st.binary(max_size=300), read_as("b.yaml"), False),
    ("tst run", tst_text(), run_as("t.tst"), True),
    ("yaml run", yaml_text(), run_as("y.yaml"), True),
    ("havannah run", havannah_yaml(), run_as("h.yaml"), True),
    ("sgf run+report", sgf_record(), run_record, True),
]


def fuzz(
    strategy: Any, check: Callable[[Path, Any], str], examples: int
) -> tuple[Counter[str], list[str]]:
    counts: Counter[str] = Counter()
    broken: list[str] = []

    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def one(data: Any) -> None:
        with workspace() as root:
            try:
                counts[check(root, data)] += 1
            except Broken as error:
                counts["BROKEN"] += 1
                broken.append(f"{data!r:.300}: {error}")

    one()
    return counts, broken


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, help="inputs read per kind")
    parser.add_argument("--runs", type=int, help="inputs run per kind (default: N / 10)")
    args = parser.parse_args()
    runs = args.runs if args.runs is not None else max(1, args.n // 10)
    total: Counter[str] = Counter()
    failures: list[str] = []
    for name, strategy, check, is_run in KINDS:
        examples = runs if is_run else args.n
        started = time.perf_counter()
        counts, broken = fuzz(strategy, check, examples)
        seconds = time.perf_counter() - started
        shown = ", ".join(f"{word}: {count}" for word, count in sorted(counts.items()))
        print(f"{name:>15}: {sum(counts.values()):>5} inputs in {seconds:6.1f} s  ({shown})")
        total.update(counts)
        failures += broken
    print(f"{'total':>15}: {sum(total.values()):>5} inputs, {total['BROKEN']} broke the contract")
    for failure in failures[:5]:
        print("BROKEN:", failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
