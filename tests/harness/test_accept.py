"""regress accept: only the flags change, comments and layout stay; dry runs change nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.store import SuiteEntry
from harness.suites import load_suite
from tests.harness.run_files import result, write_run

TST = (
    "# owl tests\r\n"
    "loadsgf games/x.sgf 12\r\n"
    "1 owl_attack E5   # the corner\r\n"
    "#? [1 E5]*\r\n"
    "2 owl_defend E5\r\n"
    "#? [1 (B2|C3)]\r\n"
    "3 owl_attack D4\r\n"
    "#? [0]*\r\n"
)

YAML = """\
suite: ld
game: go
cases:
  # A known failure written on a line of its own.
  - id: 1
    command: echo 1
    expect: "1"
    status: fail   # see issue 12
  - id: 2
    command: echo 2
    expect: |-
      2
    tags: [x]
  - status: fail
    id: 3
    command: echo 3
    expect: "3"
  - id: 4
    command: echo 4
    expect: "4"
    status: fail
    note: stays as it is
"""


@pytest.fixture
def suites(tmp_path: Path) -> tuple[Path, Path]:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "x.sgf").write_text("(;SZ[9])")
    tst, yaml = tmp_path / "owl.tst", tmp_path / "ld.yaml"
    tst.write_bytes(TST.encode())
    yaml.write_text(YAML)
    return tst, yaml


def _source(path: Path, case_id: str) -> str:
    return next(str(c.source) for c in load_suite(path).cases if c.id == case_id)


def _run(tmp_path: Path, tst: Path, yaml: Path) -> Path:
    path = tmp_path / "run.jsonl"
    write_run(
        path,
        [
            result("owl:1", "PASSED", expected="1 E5", source=_source(tst, "owl:1")),
            result("owl:2", "FAILED", expected="1 (B2|C3)", source=_source(tst, "owl:2")),
            result("owl:3", "failed", expected="0", source=_source(tst, "owl:3")),
            result("ld:1", "PASSED", expected="1", source=_source(yaml, "ld:1")),
            result("ld:2", "FAILED", expected="2", source=_source(yaml, "ld:2")),
            result("ld:3", "PASSED", expected="3", source=_source(yaml, "ld:3")),
            result("ld:4", "PASSED", expected="4", source=_source(yaml, "ld:4")),
        ],
        suites=[SuiteEntry.of(load_suite(tst)), SuiteEntry.of(load_suite(yaml))],
    )
    return path


def test_accept_rewrites_only_the_flags(
    tmp_path: Path, suites: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tst, yaml = suites
    run = _run(tmp_path, tst, yaml)
    assert main(["accept", str(run)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert f"{tst}:4: owl:1 passes now: [1 E5]* -> [1 E5]" in lines
    assert f"{tst}:6: owl:2 fails now: [1 (B2|C3)] -> [1 (B2|C3)]*" in lines
    assert f"{yaml}:8: ld:1 passes now: status: fail -> status: pass" in lines
    assert lines[-1] == "6 flags changed in 2 files"
    assert tst.read_bytes().decode() == (
        TST.replace("#? [1 E5]*\r\n", "#? [1 E5]\r\n").replace(
            "#? [1 (B2|C3)]\r\n", "#? [1 (B2|C3)]*\r\n"
        )
    )
    assert yaml.read_text() == YAML.replace(
        "    status: fail   # see issue 12\n", "    status: pass   # see issue 12\n"
    ).replace("      2\n    tags", "      2\n    status: fail\n    tags").replace(
        "  - status: fail\n    id: 3", "  - status: pass\n    id: 3"
    ).replace('    expect: "4"\n    status: fail\n', '    expect: "4"\n')
    flags = {c.id: str(c.expectation.flag) for s in (tst, yaml) for c in load_suite(s).cases}
    assert flags == {
        "owl:1": "pass",
        "owl:2": "fail",
        "owl:3": "fail",
        "ld:1": "pass",
        "ld:2": "fail",
        "ld:3": "pass",
        "ld:4": "pass",
    }
    # Accepting again finds the suites changed since the run: nothing is touched.
    assert main(["accept", str(run)]) == 0
    out = capsys.readouterr().out
    assert "0 flags changed" in out and out.count("changed since the run") == 6


def test_dry_run_changes_nothing(
    tmp_path: Path, suites: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tst, yaml = suites
    before = (tst.read_bytes(), yaml.read_bytes())
    assert main(["accept", "--dry-run", str(_run(tmp_path, tst, yaml))]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "6 flags would change (dry run: no file written)"
    )
    assert (tst.read_bytes(), yaml.read_bytes()) == before


def test_cases_without_an_answer_or_gone_are_left_alone(
    tmp_path: Path, suites: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tst, _ = suites
    run = tmp_path / "run.jsonl"
    write_run(
        run,
        [
            result("owl:1", "timeout", expected="1 E5", source=_source(tst, "owl:1")),
            result("gone:1", "FAILED", source=str(tmp_path / "gone.tst") + ":3"),
        ],
    )
    assert main(["accept", str(run)]) == 0
    out = capsys.readouterr().out
    assert "left alone: gone:1: suite file" in out and "0 flags changed" in out


def test_a_run_file_naming_a_file_outside_its_suites_changes_nothing(
    tmp_path: Path, suites: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tst, yaml = suites
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    victim = elsewhere / "owl.tst"
    victim.write_bytes(TST.encode())
    before = victim.read_bytes()
    run = tmp_path / "forged.jsonl"
    # The header names the suite in tmp_path; the results point at another file.
    write_run(
        run,
        [result("owl:1", "PASSED", expected="1 E5", source=f"{victim}:3")],
        suites=[SuiteEntry.of(load_suite(tst))],
    )
    assert main(["accept", str(run)]) == 0
    out = capsys.readouterr().out
    assert "is not a suite file of this run's header" in out and "0 flags changed" in out
    assert victim.read_bytes() == before
    # A run without suites in its header edits nothing either.
    write_run(run, [result("owl:1", "PASSED", expected="1 E5", source=_source(tst, "owl:1"))])
    original = tst.read_bytes()
    assert main(["accept", str(run)]) == 0
    assert tst.read_bytes() == original


def test_a_suite_edited_since_the_run_is_left_alone(
    tmp_path: Path, suites: tuple[Path, Path], capsys: pytest.CaptureFixture[str]
) -> None:
    tst, yaml = suites
    run = _run(tmp_path, tst, yaml)
    tst.write_bytes(TST.replace("# owl tests", "# owl tests, edited").encode())
    edited = tst.read_bytes()
    assert main(["accept", str(run)]) == 0
    out = capsys.readouterr().out
    assert out.count(f"{tst} changed since the run") == 2
    assert tst.read_bytes() == edited
