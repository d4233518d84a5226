"""The markdown summary for CI job pages."""

from __future__ import annotations

from pathlib import Path

from harness.compare import compare_runs
from harness.report.markdown import MAX_ROWS, escape, markdown_summary
from tests.harness.run_files import result, write_run


def test_summary_table_and_unexpected_rows(tmp_path: Path) -> None:
    run = write_run(
        tmp_path / "run.jsonl",
        [
            result("owl:1", "passed"),
            result("owl:2", "FAILED", answer="1 | <img src=x>"),
            result("ld:1", "crash"),
        ],
    )
    text = markdown_summary(run)
    assert text.startswith("## regress: FAILED\n")
    assert "| owl | 2 | 1/2 | 0 | 1 | 0 | 0 | 0 | 0.20s |" in text
    assert "| **Total** | 3 |" in text
    assert "| owl:2 | FAILED | owl\\_attack E5 | \\[1 E5\\] | 1 \\| \\<img src=x\\> |" in text
    assert "| ld:1 | crash |" in text


def test_comparison_section_and_row_limit(tmp_path: Path) -> None:
    ids = [f"owl:{n}" for n in range(MAX_ROWS + 5)]
    base = write_run(tmp_path / "base.jsonl", [result(i, "passed") for i in ids])
    head = write_run(tmp_path / "head.jsonl", [result(i, "FAILED") for i in ids])
    text = markdown_summary(head, compare_runs(base, head))
    assert f"{MAX_ROWS + 5} cases broke" in text
    assert "... and 5 more (see the run file)." in text


def test_a_clean_run_says_passed(tmp_path: Path) -> None:
    run = write_run(tmp_path / "run.jsonl", [result("owl:1", "passed")])
    assert markdown_summary(run).startswith("## regress: passed")
    assert escape("a\nb*") == "a b\\*"
