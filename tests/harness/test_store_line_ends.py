"""A run file keeps results whose text holds characters Python counts as line ends."""

from __future__ import annotations

from pathlib import Path

from tests.harness.run_files import result, write_run


def test_answers_with_unicode_line_separators_read_back(tmp_path: Path) -> None:
    odd = "a\u2028b\x85c\x1cd\x0be\x0cf"
    run = write_run(
        tmp_path / "r.jsonl", [result("s:1", "FAILED", answer=odd), result("s:2", "passed")]
    )
    assert [r.id for r in run.results] == ["s:1", "s:2"]
    assert run.results[0].answer == odd
