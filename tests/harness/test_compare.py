"""regress compare: classes of change, the sentence, totals, and the command's exit status."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.compare import Change, classify, compare_runs, comparison_lines
from harness.store import read_run
from tests.harness.run_files import result, write_run

PROJECT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("base", "head", "change"),
    [
        ("failed", "PASSED", Change.FIXED),
        ("FAILED", "passed", Change.FIXED),
        ("timeout", "passed", Change.FIXED),
        ("passed", "FAILED", Change.BROKEN),
        ("PASSED", "failed", Change.BROKEN),
        ("passed", "crash", Change.BROKEN),
        ("failed", "timeout", Change.LOST),
        ("FAILED", "error", Change.LOST),
        ("crash", "failed", Change.CHANGED),
        ("passed", "passed", None),
        ("failed", "failed", None),
        ("timeout", "timeout", None),
        ("ignored", "ignored", None),
        ("ignored", "passed", Change.CHANGED),  # the answer changed
    ],
)
def test_each_pair_of_verdicts_is_one_change(base: str, head: str, change: Change | None) -> None:
    assert classify(result("owl:1", base), result("owl:1", head)) is change


def test_a_changed_answer_with_the_same_verdict_is_changed() -> None:
    was = result("owl:1", "failed", answer="1 B2")
    now = result("owl:1", "failed", answer="1 C3")
    assert classify(was, now) is Change.CHANGED
    assert classify(was, result("owl:1", "failed", answer="1 B2")) is None


def test_one_sided_cases() -> None:
    assert classify(result("owl:1", "passed"), None) is Change.BASE_ONLY
    assert classify(None, result("owl:1", "passed")) is Change.HEAD_ONLY


def test_the_sentence_names_what_was_fixed_and_what_broke(tmp_path: Path) -> None:
    base = write_run(
        tmp_path / "base.jsonl",
        [
            result("owl1:315", "failed"),
            result("owl:123", "passed"),
            result("owl:150", "passed"),
            result("owl:151", "passed"),
            result("global:44", "passed"),
        ],
    )
    head = write_run(
        tmp_path / "head.jsonl",
        [
            result("owl1:315", "PASSED"),
            result("owl:123", "FAILED"),
            result("owl:150", "FAILED"),
            result("owl:151", "passed"),
            result("global:44", "FAILED"),
        ],
    )
    comparison = compare_runs(base, head)
    assert comparison.sentence() == "owl1:315 fixed; owl:123, owl:150 and global:44 broke"
    assert comparison.broke
    assert [s.name for s in comparison.suites] == ["owl1", "owl", "global"]
    assert comparison.suites[1].count(Change.BROKEN) == 2


def test_totals_give_time_and_node_ratios_over_the_common_cases(tmp_path: Path) -> None:
    base = write_run(
        tmp_path / "base.jsonl",
        [
            result("owl:1", "passed", seconds=2.0, nodes={"owl": 1000, "reading": 50}),
            result("owl:2", "passed", seconds=2.0, nodes={"owl": 1000}),
            result("owl:3", "passed", seconds=100.0),  # only in the base: not in the totals
        ],
    )
    head = write_run(
        tmp_path / "head.jsonl",
        [
            result("owl:1", "passed", seconds=1.0, nodes={"owl": 500, "reading": 50}),
            result("owl:2", "passed", seconds=2.0, nodes={"owl": 1000}),
            result("owl:4", "passed", seconds=7.0),
        ],
    )
    comparison = compare_runs(base, head)
    totals = comparison.totals
    assert totals.cases == 2
    assert totals.base_seconds == 4.0 and totals.head_seconds == 3.0
    assert totals.time_ratio == pytest.approx(0.75)
    assert totals.node_ratios() == {"owl": pytest.approx(0.75), "reading": pytest.approx(1.0)}
    assert comparison.sentence() == "owl:3 only in base; owl:4 only in head"
    assert not comparison.broke
    table = comparison_lines(comparison)
    assert table[-1].startswith("Total")
    assert "4.00s -> 3.00s x0.75; owl 2.0k -> 1.5k x0.75; reading 50 -> 50 x1.00" in table[-1]


def test_many_cases_are_counted_not_listed(tmp_path: Path) -> None:
    ids = [f"owl:{n}" for n in range(1, 21)]
    base = write_run(tmp_path / "base.jsonl", [result(i, "passed") for i in ids])
    head = write_run(tmp_path / "head.jsonl", [result(i, "FAILED") for i in ids])
    assert compare_runs(base, head).sentence() == "20 cases broke"


def test_compare_of_run_files_prints_and_exits_1_when_something_broke(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write_run(tmp_path / "a.jsonl", [result("owl:1", "passed"), result("owl:2", "failed")])
    write_run(tmp_path / "b.jsonl", [result("owl:1", "passed"), result("owl:2", "PASSED")])
    write_run(
        tmp_path / "c.jsonl", [result("owl:1", "FAILED", answer="0"), result("owl:2", "failed")]
    )
    assert main(["compare", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")]) == 0
    out = capsys.readouterr().out
    assert "owl:2 fixed" in out
    assert main(["compare", str(tmp_path / "a.jsonl"), str(tmp_path / "c.jsonl")]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert "owl:1 broke" in lines
    assert "owl:1 broken: FAILED: Correct '1 E5', got '0' (was '1 E5', passed)" in lines


def test_bad_input_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.jsonl"
    write_run(good, [result("owl:1", "passed")])
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text().splitlines()[0] + "\n{oops\n" + "{}\n")
    assert main(["compare", str(good), str(bad)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"regress: {bad}:2: not a result") and error.count("\n") == 1
    assert main(["compare", str(good)]) == 2
    assert "two run files" in capsys.readouterr().err


def test_repartition_off_changes_owl1_315(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The patch this project started from: rebuilding the eye spaces decides owl1:315.

    The same run also checks the shipped Go suites on the default engine: no
    unexpected result.
    """
    monkeypatch.chdir(tmp_path)  # the two run files go to tmp_path/reports/runs
    code = main(
        [
            "compare",
            "--engine",
            "go",
            "--vs",
            "go:repartition=off",
            "--suite-dir",
            str(PROJECT / "suites"),
            str(PROJECT / "suites" / "go"),
            "-j",
            "2",
        ]
    )
    lines = capsys.readouterr().out.splitlines()
    changed = {line.split()[0] for line in lines if line.startswith("owl1:315 ")}
    assert changed == {"owl1:315"}, "\n".join(lines)
    assert code in (0, 1)
    runs = [read_run(path) for path in (tmp_path / "reports" / "runs").glob("*.jsonl")]
    assert sorted(run.header.engine for run in runs) == ["go", "go:repartition=off"]
    (default,) = [run for run in runs if run.header.engine == "go"]
    unexpected = [r.id for r in default.results if r.verdict.unexpected or r.verdict == "PASSED"]
    assert unexpected == [], "the shipped suites must pass as flagged on the default engine"


@pytest.mark.parametrize(
    ("line", "message"),
    [
        # A complete last line of the wrong shape is an error, not a torn line.
        (
            '{"id": 5, "command": "x", "expected": "x", "flag": "pass", "answer": "x", '
            '"verdict": "passed", "seconds": 1}',
            ":2: not a result: 'id' is 5",
        ),
        (
            '{"id": "a:1", "command": "x", "expected": "x", "flag": "pass", "answer": "x", '
            '"verdict": "passed", "seconds": "slow"}',
            ":2: not a result: 'seconds' is 'slow'",
        ),
        ('{"id": "a:1"}', ":2: not a result: no 'command'"),
        ("[1, 2]", ":2: not a result: not a JSON object"),
    ],
)
def test_results_of_the_wrong_shape_are_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], line: str, message: str
) -> None:
    good = tmp_path / "good.jsonl"
    write_run(good, [result("owl:1", "passed")])
    bad = tmp_path / "bad.jsonl"
    bad.write_text(good.read_text().splitlines()[0] + "\n" + line + "\n")
    for args in (["gate", str(bad)], ["compare", str(good), str(bad)]):
        assert main(args) == 2
        error = capsys.readouterr().err
        assert error.startswith(f"regress: {bad}{message}") and error.count("\n") == 1, error


@pytest.mark.parametrize("suites", ["5", '[{"path": 3}]', '["owl.tst"]', '[{"name": "owl"}]'])
def test_a_header_with_bad_suites_cannot_be_resumed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], suites: str
) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"engine": "go", "suites": ' + suites + "}\n")
    assert main(["run", "--resume", str(bad)]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"regress: {bad}:1: ") and error.count("\n") == 1, error
