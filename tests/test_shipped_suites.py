"""The shipped Havannah suites pass on the built-in checker, and the shipped .tst
suites in file order, as flagged.

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


TST_SUITES = sorted(str(p) for p in (PROJECT / "suites" / "go").glob("*.tst"))


def test_the_shipped_tst_suites_pass_in_file_order_on_the_builtin_engine(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    code = main(["run", *TST_SUITES, "-j", "1", "--out", str(out)])
    capsys.readouterr()
    run = read_run(out)
    assert code == 0
    assert run.header.mode == "file-order"
    assert {suite.mode for suite in run.header.suites} == {"file-order"}
    assert len(run.results) >= 150


def test_the_handwritten_tst_suites_pass_on_gnugo_in_any_order(
    gnugo_argv: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    engine = "gtp:" + " ".join(gnugo_argv)
    suites = [str(PROJECT / "suites" / "go" / name) for name in ("history.tst", "liberties.tst")]
    code = main(["run", "--engine", engine, *suites, "--check-order", "-j", "1", "--out", str(out)])
    text = capsys.readouterr().out
    assert code == 0, text
    assert "0 cases depend on what ran before" in text
