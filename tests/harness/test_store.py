"""Run files: the typed header and results, read from files of today's format and written back."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from harness.cases import Flag, Source, Verdict
from harness.cli import main
from harness.store import (
    RunFileError,
    RunHeader,
    SuiteEntry,
    read_run,
    result_from_json,
    result_to_json,
    rewrite_run_file,
    sort_run_file,
)

# A run file written by `regress run` before the header and results were
# dataclasses (format 1): every verdict, a '?' answer, a multi-line answer, a crash.
FORMAT_1 = Path(__file__).parent / "data" / "run-format-1.jsonl"


def test_a_run_file_of_format_1_reads_into_the_typed_model() -> None:
    run = read_run(FORMAT_1)
    header = run.header
    assert (header.format, header.engine, header.engine_name, header.engine_version) == (
        1,
        "gtp:python fake_gtp.py",
        "Fake",
        "1.0",
    )
    assert (header.workers, header.mode, header.started) == (
        1,
        "alone",
        "2026-12-01T08:02:30+00:00",
    )
    assert header.suites == (
        SuiteEntry(
            name="format1",
            path="suites/format1.tst",
            game="go",
            sha256="380dbac0a975ee8a1e5e24fc9586ea2af23f89dd682560baea5fc0ae7909234f",
            cases=8,
            engine="gtp:python fake_gtp.py",
        ),
    )
    assert [r.verdict for r in run.results] == [
        Verdict.PASSED_EXPECTED,
        Verdict.FAILED_UNEXPECTED,
        Verdict.PASSED_UNEXPECTED,
        Verdict.FAILED_EXPECTED,
        Verdict.IGNORED,
        Verdict.PASSED_EXPECTED,
        Verdict.PASSED_EXPECTED,
        Verdict.CRASH,
    ]
    assert [r.flag for r in run.results][2:5] == [Flag.FAIL, Flag.FAIL, Flag.IGNORE]
    assert run.results[0].source == Source("suites/format1.tst", 3)
    assert run.results[5].text == "\nline two\nline three"
    assert run.results[6].ok == "?"
    assert run.results[7].message.startswith("setup 'fail nope' failed: nope\n")
    assert run.warnings == []


def test_rewriting_a_format_1_file_keeps_every_byte(tmp_path: Path) -> None:
    copy = tmp_path / "run.jsonl"
    shutil.copy(FORMAT_1, copy)
    rewrite_run_file(copy)
    assert copy.read_bytes() == FORMAT_1.read_bytes()
    sort_run_file(copy, [f"format1:{n}" for n in range(8, 0, -1)])
    assert [r.id for r in read_run(copy).results] == [f"format1:{n}" for n in range(8, 0, -1)]


def test_the_commands_read_a_format_1_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["gate", str(FORMAT_1)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith(", isolated (without clear_cache)")  # the mode of the old default
    assert lines[1:4] == [
        "format1:2 unexpected FAIL: Correct '1 C5', got '1 B1'",
        "format1:3 unexpected PASS!",
        "format1:8 crash: setup 'fail nope' failed: nope",
    ]
    assert "format1: Summary: 4/6 passes. 1 unexpected pass, 1 unexpected failure; 1 crash" in lines
    assert main(["compare", str(FORMAT_1), str(FORMAT_1)]) == 0
    assert "no changes" in capsys.readouterr().out.splitlines()


def test_a_header_of_few_keys_takes_defaults_and_keeps_keys_it_does_not_know() -> None:
    header = RunHeader.from_json({"engine": "go", "suites": [{"name": "owl"}], "shard": 3})
    assert (header.engine, header.engine_name, header.workers, header.mode) == (
        "go",
        "",
        1,
        "alone",
    )
    assert header.suites == (SuiteEntry(name="owl"),)
    assert header.to_json()["shard"] == 3
    assert RunHeader.from_json(header.to_json()) == header


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ('{"engine": "go", "workers": "two"}', ":1: the header's 'workers' is 'two'"),
        ('{"engine": "go", "suites": [{"cases": "all"}]}', ":1: the header's 'suites' is not"),
        ('{"suites": []}', ":1: not a run file header (no 'engine')"),
    ],
)
def test_a_header_of_the_wrong_shape_names_file_and_line(
    tmp_path: Path, line: str, message: str
) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text(line + "\n")
    with pytest.raises(RunFileError) as error:
        read_run(path)
    assert str(error.value).startswith(f"{path}{message}")


def test_a_result_goes_through_json_unchanged() -> None:
    line = json.loads(FORMAT_1.read_text().splitlines()[8])
    result = result_from_json(line)
    assert result.source == Source("suites/format1.tst", 17) and result.flag is Flag.PASS
    assert result_to_json(result) == line
    with pytest.raises(ValueError, match="'maybe' is not a valid Flag"):
        result_from_json({**line, "flag": "maybe"})


@pytest.mark.parametrize(
    ("text", "source"),
    [
        ("suites/owl.tst:12", Source("suites/owl.tst", 12)),
        ("C:/suites/owl.tst:3", Source("C:/suites/owl.tst", 3)),
        ("owl.tst", Source("owl.tst", 0)),
        ("", None),
    ],
)
def test_a_source_reads_back_from_its_text(text: str, source: Source | None) -> None:
    assert Source.parse(text) == source
    assert str(source or "") == text
