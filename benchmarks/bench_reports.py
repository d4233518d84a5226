"""Comparing and reporting a big run: 5,000 cases compared and rendered in a few seconds.

Writes ten ``.tst`` suites of 500 cases each (positions from SGF records at
varied move numbers), and two run files of them made up here: a base, and a
head in which some cases broke, some were fixed, some answers changed and a
few timed out (``--unexpected`` is the share of surprising cases, 5% by
default).  Then times what ``regress compare``, ``gate`` and ``report`` do:
reading both runs, comparing them, the text of the comparison, the markdown
summary, the JUnit XML, and the HTML report with a board for every
surprising or changed case.

Run: ``python benchmarks/bench_reports.py [CASES] [--unexpected SHARE]``.
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# Run from a checkout without installing the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from harness.cases import Result, Verdict  # noqa: E402
from harness.compare import compare_runs, comparison_lines  # noqa: E402
from harness.report.html import write_html  # noqa: E402
from harness.report.junit import write_junit  # noqa: E402
from harness.report.markdown import markdown_summary  # noqa: E402
from harness.store import RunWriter, make_header, read_run  # noqa: E402
from harness.suites import load_suite  # noqa: E402

GAMES = Path(__file__).resolve().parent.parent / "tests" / "harness" / "data" / "games"
RECORDS = {"game9-1.sgf": 40, "game9-7.sgf": 40, "game13-3.sgf": 60}  # record: moves to use
SUITES = 10


def write_suites(folder: Path, cases: int, rng: random.Random) -> list[Path]:
    """Ten suites of ``cases / 10`` cases, each on a position from a record."""
    (folder / "games").mkdir(parents=True)
    for name in RECORDS:
        shutil.copy(GAMES / name, folder / "games" / name)
    paths = []
    for number in range(SUITES):
        lines = []
        for case in range(1, cases // SUITES + 1):
            record = rng.choice(list(RECORDS))
            lines += [
                f"loadsgf games/{record} {rng.randint(2, RECORDS[record])}",
                f"{case} owl_attack E5",
                f"#? [1 (D4|E4)]{'*' if case % 7 == 0 else ''}",
            ]
        path = folder / f"suite{number}.tst"
        path.write_text("\n".join(lines) + "\n")
        paths.append(path)
    return paths


def write_runs(
    folder: Path, suites: list[Path], unexpected: float, rng: random.Random
) -> tuple[Path, Path]:
    """A base and a head run of every case; the head differs in ``unexpected`` of them."""
    loaded = [load_suite(path) for path in suites]
    entries = [
        {"name": s.name, "path": s.path, "game": "go", "sha256": s.digest, "cases": len(s.cases)}
        for s in loaded
    ]
    paths = (folder / "base.jsonl", folder / "head.jsonl")
    writers = [RunWriter(path, make_header("go", "regress-go", "0.1.0", entries)) for path in paths]
    for suite in loaded:
        for case in suite.cases:
            flagged = case.expectation.flag == "fail"
            base_verdict = Verdict.FAILED_EXPECTED if flagged else Verdict.PASSED_EXPECTED
            base_answer = "0" if flagged else "1 D4"
            head_verdict, head_answer = base_verdict, base_answer
            if rng.random() < unexpected:
                head_verdict, head_answer = rng.choice(
                    [
                        (Verdict.FAILED_UNEXPECTED, "1 C3")
                        if not flagged
                        else (Verdict.PASSED_UNEXPECTED, "1 E4"),
                        (Verdict.TIMEOUT, ""),
                        (Verdict.FAILED_EXPECTED, "1 B2")
                        if flagged
                        else (Verdict.PASSED_EXPECTED, "1 E4"),
                    ]
                )
            for writer, verdict, answer in (
                (writers[0], base_verdict, base_answer),
                (writers[1], head_verdict, head_answer),
            ):
                writer.add(
                    Result(
                        id=case.id,
                        command=case.command,
                        expected=case.expectation.text,
                        flag=str(case.expectation.flag),
                        answer=answer,
                        verdict=verdict,
                        seconds=round(rng.uniform(0.01, 0.5), 6),
                        ok="" if verdict.no_answer else "=",
                        message="no answer within 60 s" if verdict.no_answer else "",
                        source=str(case.source),
                        nodes={"owl": rng.randint(10, 5000)},
                    )
                )
    for writer in writers:
        writer.close()
    return paths


def timed(label: str, action: Callable[[], Any]) -> Any:
    """Run ``action``, print how long it took, return its value."""
    started = time.perf_counter()
    value = action()
    print(f"{label:<40} {time.perf_counter() - started:6.2f} s")
    return value


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cases", nargs="?", type=int, default=5000)
    parser.add_argument("--unexpected", type=float, default=0.05)
    args = parser.parse_args()
    rng = random.Random(8)
    with tempfile.TemporaryDirectory(prefix="bench-reports-") as scratch:
        folder = Path(scratch)
        suites = write_suites(folder / "suites", args.cases, rng)
        base_path, head_path = write_runs(folder, suites, args.unexpected, rng)
        print(
            f"{args.cases} cases in {SUITES} suites, "
            f"{args.unexpected:.0%} of the head's cases changed"
        )
        started = time.perf_counter()
        base = timed("read both run files", lambda: (read_run(base_path), read_run(head_path)))
        base, head = base
        comparison = timed("compare", lambda: compare_runs(base, head))
        lines = timed("comparison text", lambda: comparison_lines(comparison))
        timed("markdown summary", lambda: markdown_summary(head, comparison))
        timed("JUnit XML", lambda: write_junit(folder / "junit.xml", head, comparison))
        page = timed("HTML report with boards", lambda: write_html(folder / "html", head, base))
        total = time.perf_counter() - started
        boards = page.read_text().count("<svg")
        print(f"{'total':<40} {total:6.2f} s")
        print(f"{comparison.sentence()[:100]}")
        print(
            f"{len(lines)} lines of text; HTML {page.stat().st_size / 1e6:.1f} MB "
            f"with {boards} boards"
        )


if __name__ == "__main__":
    main()
