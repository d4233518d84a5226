"""The regress command: what it prints, what it writes and how it exits."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harness.cli import main
from harness.store import read_run
from tests.harness import fake_gtp

FAKE = fake_gtp.SPEC

SUITE = """\
boardsize 9
play black C3
1 echo 1 E5
#? [1 E5]
2 echo 1 B1
#? [1 C5]
3 echo C3
#? [C3]*
4 echo D4
#? [C3]*
5 echo anything
#? [x]&
"""


@pytest.fixture
def suites(tmp_path: Path) -> Path:
    folder = tmp_path / "regression"
    folder.mkdir()
    (folder / "owl.tst").write_text(SUITE)
    (folder / "good.tst").write_text("1 echo ok\n#? [ok]\n2 echo fine\n#? [fine]\n")
    return folder


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, list[str], str]:
    if args and args[0] == "run" and "-j" not in args:
        args = (*args, "-j", "1")
    code = main(list(args))
    captured = capsys.readouterr()
    return code, captured.out.splitlines(), captured.err


def test_prints_unexpected_results_as_regress_sh_and_exits_1(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "run.jsonl"
    code, lines, _ = run(
        capsys, "run", "--engine", FAKE, "--suite-dir", str(suites), "owl", "--out", str(out_file)
    )
    assert code == 1
    assert lines[:2] == [
        "owl:2 unexpected FAIL: Correct '1 C5', got '1 B1'",
        "owl:3 unexpected PASS!",
    ]
    assert "owl: Summary: 2/4 passes. 1 unexpected pass, 1 unexpected failure" in lines
    assert "owl: Possible crash!" not in "\n".join(lines)

    run_file = read_run(out_file)
    assert run_file.header.engine == FAKE
    assert run_file.header.engine_name == "Fake" and run_file.header.engine_version == "1.0"
    assert run_file.header.suites[0].name == "owl"
    assert len(run_file.header.suites[0].sha256) == 64
    assert {"started", "host", "harness_version"} <= set(run_file.header.to_json())
    first = json.loads(out_file.read_text().splitlines()[1])
    assert {
        k: first[k] for k in ("id", "command", "expected", "flag", "answer", "ok", "verdict")
    } == {
        "id": "owl:1",
        "command": "echo 1 E5",
        "expected": "1 E5",
        "flag": "pass",
        "answer": "1 E5",
        "ok": "=",
        "verdict": "passed",
    }
    assert isinstance(first["seconds"], float)
    assert [r.verdict for r in run_file.results] == [
        "passed",
        "FAILED",
        "PASSED",
        "failed",
        "ignored",
    ]


def test_verbose_prints_all_four_words(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, _ = run(
        capsys,
        "run",
        "-v",
        "--engine",
        FAKE,
        str(suites / "owl.tst"),
        "--out",
        str(tmp_path / "r.jsonl"),
    )
    assert code == 1
    assert lines[:5] == [
        "owl:1 passed",
        "owl:2 FAILED: Correct '1 C5', got '1 B1'",
        "owl:3 PASSED",
        "owl:4 failed: Correct 'C3', got 'D4'",
        "owl:5 anything",
    ]


def test_selection_syntax_and_several_suites(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "r.jsonl"
    code, lines, _ = run(
        capsys,
        "run",
        "--engine",
        FAKE,
        "--suite-dir",
        str(suites),
        "owl:1,3-4",
        "good:2",
        "--out",
        str(out_file),
    )
    assert code == 0  # no unexpected failure among the chosen cases
    assert [r.id for r in read_run(out_file).results] == ["owl:1", "owl:3", "owl:4", "good:2"]
    assert lines[-2] == "Total: Summary: 3/4 passes. 1 unexpected pass, 0 unexpected failures"


def test_all_passing_exits_0_and_sequential_agrees(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for mode in ([], ["--sequential"]):
        code, lines, _ = run(
            capsys,
            "run",
            "--engine",
            FAKE,
            str(suites / "good.tst"),
            *mode,
            "--out",
            str(tmp_path / "r.jsonl"),
        )
        assert code == 0
        assert lines[0] == "good: Summary: 2/2 passes. 0 unexpected passes, 0 unexpected failures"


def test_a_crash_costs_one_case_and_says_possible_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "crashy.tst"
    path.write_text("1 echo a\n#? [a]\n2 echo crash\n#? [b]\n3 echo c\n#? [c]\n")
    code, lines, _ = run(capsys, "run", "--engine", FAKE, str(path), "--out", str(tmp_path / "r"))
    assert code == 1
    assert lines[0].startswith("crashy:2 crash: engine ")
    assert (
        "crashy: Possible crash!: expected 3 results, got 2. Last successful test was 3." in lines
    )
    assert (
        "crashy: Summary: 2/2 passes. 0 unexpected passes, 0 unexpected failures; 1 crash" in lines
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["run", "--suite-dir", "/nonexistent", "owl"], "no suite named 'owl'"),
        (["run", "--engine", "chess", "x.tst"], "no such suite file"),
        (["run", "--engine", "chess"], "unknown engine 'chess'"),
        (["run", "--engine", "gtp:/nonexistent/engine"], "cannot start engine"),
        (["run", "SUITE:12-3"], "bad range"),
        (["run", "SUITE:99"], "no case numbered 99"),
        (["import", "missing.tst"], "no such file"),
    ],
)
def test_bad_usage_exits_2_with_one_line(
    args: list[str], message: str, suites: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = [a.replace("SUITE", str(suites / "good.tst")) for a in args]
    if "run" in args and "--engine" not in args:
        args += ["--engine", FAKE]
    if "run" in args and "--suite-dir" not in args and args[-1] == "gtp:/nonexistent/engine":
        args += [str(suites / "good.tst")]
    code, lines, err = run(capsys, *args)
    assert code == 2
    assert len(err.strip().splitlines()) == 1 and err.startswith("regress: ")
    assert message in err
    assert "Traceback" not in err


def test_a_broken_yaml_suite_names_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.yaml"
    path.write_text(
        "cases:\n  - id: 1\n    command: countlib C3\n    expect: 0\n    stauts: fail\n"
    )
    code, _, err = run(capsys, "run", "--engine", FAKE, str(path))
    assert code == 2
    assert err.strip() == (
        f"regress: {path}:5: unknown case key 'stauts' (known: board, command, expect, id, "
        "moves, note, setup, sgf, size, status, stones, tags, to_move, until)"
    )


def test_import_export_and_list(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, lines, _ = run(capsys, "import", str(suites / "owl.tst"))
    assert code == 0 and lines == [f"{suites / 'owl.yaml'}: 5 cases"]
    code, lines, _ = run(capsys, "export", str(suites / "owl.yaml"), "-o", str(tmp_path / "o.tst"))
    assert code == 0 and (tmp_path / "o.tst").read_text().count("#? [") == 5
    code, lines, _ = run(capsys, "list", "-v", str(suites / "owl.yaml"))
    assert lines[0].startswith("owl\tgo\t5 cases")
    assert "  owl:3\techo C3\t[C3] fail" in lines


def test_the_builtin_go_engine_runs_in_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "lib.yaml"
    path.write_text(
        "cases:\n"
        "  - id: 1\n"
        "    board: |\n"
        "      . . .\n"
        "      . X O\n"
        "      . . .\n"
        "    command: countlib B2\n"
        "    expect: 3\n"
    )
    out_file = tmp_path / "r.jsonl"
    code, lines, _ = run(capsys, "run", str(path), "--out", str(out_file))
    assert code == 0, lines
    header = read_run(out_file).header
    assert header.engine == "go" and header.engine_name


def test_resume_runs_only_what_a_killed_run_missed(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out_file = tmp_path / "r.jsonl"
    code, _, _ = run(
        capsys, "run", "--engine", FAKE, str(suites / "owl.tst"), "--out", str(out_file)
    )
    full = out_file.read_text().splitlines()
    # As if the run had been killed after two results, mid-way through the third line.
    out_file.write_text("\n".join(full[:3]) + "\n" + full[3][:20])
    resumed, lines, err = run(capsys, "run", "--resume", str(out_file))
    assert (resumed, err) == (code, "")
    run_file = read_run(out_file)
    assert [r.id for r in run_file.results] == [f"owl:{n}" for n in range(1, 6)]
    assert run_file.header.to_json() == json.loads(full[0])
    # Only the missing cases ran again; the summary counts the whole run.
    assert lines[0] == "owl:3 unexpected PASS!"
    assert "owl: Summary: 2/4 passes. 1 unexpected pass, 1 unexpected failure" in lines


def test_run_writes_the_html_report_on_request(
    suites: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    html = tmp_path / "html"
    code, lines, _ = run(
        capsys,
        "run",
        "--engine",
        FAKE,
        str(suites / "owl.tst"),
        "--out",
        str(tmp_path / "r.jsonl"),
        "--html",
        str(html),
    )
    assert code == 1
    assert lines[-1] == f"HTML report: {html / 'index.html'}"
    page = (html / "index.html").read_text()
    assert "owl:2" in page and "1 C5" in page
