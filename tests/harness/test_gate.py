"""regress gate: the exit status CI relies on, and the files it writes for CI."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness.cli import main
from tests.harness.run_files import result, write_run


def gate(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str]]:
    """The gate's exit status and lines, after the first, which names the run's engine and mode."""
    code = main(["gate", *args])
    first, *lines = capsys.readouterr().out.splitlines()
    assert first.startswith("Run: ")
    return code, lines


def test_a_run_with_nothing_unexpected_passes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run.jsonl"
    write_run(
        run,
        [
            result("owl:1", "passed"),
            result("owl:2", "failed"),
            result("owl:3", "PASSED"),
            result("owl:4", "ignored"),
        ],
    )
    code, lines = gate(capsys, str(run))
    assert code == 0
    assert lines == [
        "owl:3 unexpected PASS!",
        "owl: Summary: 2/3 passes. 1 unexpected pass, 0 unexpected failures",
        "Gate: passed",
    ]


@pytest.mark.parametrize("verdict", ["FAILED", "error", "timeout", "crash"])
def test_an_unexpected_failure_or_a_lost_answer_fails_the_gate(
    verdict: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = tmp_path / "run.jsonl"
    write_run(run, [result("owl:1", "passed"), result("owl:2", verdict)])
    code, lines = gate(capsys, str(run))
    assert code == 1
    assert lines[0].startswith(f"owl:2 {'unexpected FAIL' if verdict == 'FAILED' else verdict}")
    assert lines[-1] == "Gate: FAILED"


def test_with_a_baseline_a_case_that_broke_fails_even_when_flagged(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline, run = tmp_path / "main.jsonl", tmp_path / "patch.jsonl"
    write_run(baseline, [result("owl:1", "passed"), result("owl:2", "PASSED")])
    # owl:2 failed, as its '*' says; but main passed it: the patch broke it.
    write_run(run, [result("owl:1", "passed"), result("owl:2", "failed")])
    assert gate(capsys, str(run))[0] == 0
    code, lines = gate(capsys, str(run), "--baseline", str(baseline))
    assert code == 1
    assert f"Against {baseline}: owl:2 broke" in lines
    assert gate(capsys, str(baseline), "--baseline", str(run))[0] == 0


def test_gate_writes_junit_and_markdown(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    baseline, run = tmp_path / "main.jsonl", tmp_path / "patch.jsonl"
    write_run(baseline, [result("owl:1", "passed"), result("owl:2", "passed")])
    write_run(run, [result("owl:1", "passed"), result("owl:2", "FAILED", answer="1 <b>C3")])
    junit, markdown = tmp_path / "ci" / "junit.xml", tmp_path / "ci" / "summary.md"
    code, _ = gate(
        capsys,
        str(run),
        "--baseline",
        str(baseline),
        "--junit",
        str(junit),
        "--markdown",
        str(markdown),
        "--html",
        str(tmp_path / "html"),
    )
    assert code == 1
    assert 'data-change="broken"' in (tmp_path / "html" / "index.html").read_text()
    cases = ET.parse(junit).getroot().findall(".//testcase")
    assert [c.get("name") for c in cases] == ["owl:1", "owl:2"]
    failure = cases[1].find("failure")
    assert failure is not None and "Correct '1 E5', got '1 <b>C3'" in failure.get("message", "")
    text = markdown.read_text()
    assert text.startswith("## regress: FAILED")
    assert "owl:2 broke" in text and "<b>" not in text


def test_gate_on_a_missing_run_file_is_bad_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["gate", str(tmp_path / "none.jsonl")]) == 2
    assert "none.jsonl: cannot read" in capsys.readouterr().err
