"""The on-demand suites of suites/go/extra: complete, self-contained, and
outside the main job."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from harness.cli import main
from harness.store import read_run
from harness.suites import load_suite

PROJECT = Path(__file__).resolve().parent.parent
EXTRA = PROJECT / "suites" / "go" / "extra"
OWL_CRITICAL = EXTRA / "owl_critical.tst"
OWL_HARD = EXTRA / "owl_hard.tst"
READING_HARD = EXTRA / "reading_hard.yaml"


def test_the_owl_suite_loads_its_records_from_beside_it() -> None:
    # Without --allow-outside: every loadsgf names a record copied into extra/games.
    suite = load_suite(OWL_CRITICAL)
    assert len(suite.cases) == 6486
    commands = {case.command.split()[0] for case in suite.cases}
    assert commands == {"owl_attack", "owl_defend", "dragon_status"}
    for case in suite.cases:
        word = case.command.split()[0]
        pattern = case.expectation.pattern
        if word == "dragon_status":
            assert re.fullmatch(r"(critical \.\*|alive|dead|unknown)", pattern), pattern
        else:
            assert re.fullmatch(r"0|[123] \.\*", pattern), pattern


def test_the_hard_suite_asks_the_status_of_dragons_gnugo_does_not_call_critical() -> None:
    # The critical suite's games, their records beside both (no --allow-outside).
    suite = load_suite(OWL_HARD)
    assert len(suite.cases) == 3709
    assert {case.command.split()[0] for case in suite.cases} == {"dragon_status"}
    assert {case.expectation.pattern.rstrip("*") for case in suite.cases} == {"alive", "dead"}


def test_the_reading_suite_expects_gnugos_codes_from_its_notes() -> None:
    # Each string is asked attack and defend; the expectation is the result
    # code of GNU Go's answer that the note quotes, the move left free.
    suite = load_suite(READING_HARD)
    assert len(suite.cases) == 600
    assert [case.id for case in suite.cases] == [f"reading_hard:{n}" for n in range(1, 601)]
    for case in suite.cases:
        word, vertex = case.command.split()
        assert word in ("attack", "defend")
        quoted = re.search(rf"{word} '([^']*)' in \d+", case.note or "")
        assert quoted is not None, case.note
        code = quoted.group(1).split()[0]
        assert case.expectation.pattern == ("0" if code == "0" else f"{code} .*")


def test_the_main_job_leaves_the_extra_suites_out(capsys: pytest.CaptureFixture[str]) -> None:
    # ``regress list`` with no suite named lists what ``regress run`` runs:
    # every suite of --suite-dir.
    code = main(["list", "--suite-dir", str(PROJECT / "suites")])
    listed = [line.split("\t") for line in capsys.readouterr().out.splitlines()]
    assert code == 0
    names = {row[0] for row in listed}
    assert {"owl", "owl1", "ring"} <= names
    assert "owl_critical" not in names
    assert "owl_hard" not in names
    assert "reading_hard" not in names
    assert all(EXTRA not in Path(row[-1]).parents for row in listed)


def test_the_first_position_runs_as_flagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    code = main(["run", f"{OWL_CRITICAL}:1-3", "-j", "1", "--out", str(out)])
    capsys.readouterr()
    run = read_run(out)
    assert code == 0
    assert [r.id for r in run.results] == [f"owl_critical:{n}" for n in (1, 2, 3)]
    assert {r.verdict for r in run.results} <= {"passed", "failed"}
