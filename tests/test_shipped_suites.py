"""The shipped Havannah suites pass on the built-in checker, as flagged.

(The shipped Go suites are run by the owl1:315 comparison test in
tests/harness/test_compare.py, which checks the same of them.)
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.store import read_run

PROJECT = Path(__file__).resolve().parent.parent


def test_havannah_suites_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "run.jsonl"
    code = main(["run", str(PROJECT / "suites" / "havannah"), "-j", "1", "--out", str(out)])
    capsys.readouterr()
    run = read_run(out)
    assert code == 0
    assert len(run.results) >= 80
    assert {r.verdict for r in run.results} <= {"passed", "failed", "ignored"}
    assert sum(r.id.startswith("ring:") for r in run.results) >= 40
