"""regress run on pytest-xdist: the same output, run file and exit code at any -j.

How much faster two workers are is measured by ``benchmarks/bench_parallel.py``.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.store import read_run
from tests.harness import fake_gtp

FAKE = fake_gtp.SPEC

MIXED = """\
boardsize 9
play black C3
1 echo 1 E5
#? [1 E5]
2 echo 1 B1
#? [1 C5]
3 state
#? [boardsize 9\\|play black C3]*
play white D4
4 echo crash
#? [x]
5 state
#? [boardsize 9\\|play black C3\\|play white D4]
6 echo C3
#? [C3]*
7 echo anything
#? [x]&
"""


def regress(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["run", "--engine", FAKE, *args])
    return code, capsys.readouterr().out


def results(path: Path) -> dict[str, tuple[str, str]]:
    return {r.id: (r.answer, str(r.verdict)) for r in read_run(path).results}


@pytest.mark.parametrize("mode", [[], ["--isolated"]])
def test_parallel_and_single_runs_agree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: list[str]
) -> None:
    (tmp_path / "mixed.tst").write_text(MIXED)
    (tmp_path / "other.tst").write_text("1 echo ok\n#? [ok]\n2 echo no\n#? [ok]\n")
    runs = {}
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}.jsonl"
        code, text = regress(capsys, str(tmp_path), "-j", jobs, "--out", str(out), *mode)
        runs[jobs] = (code, text.replace(str(out), "RUN"), results(out))
    assert runs["1"] == runs["2"]
    code, text, by_id = runs["1"]
    assert code == 1
    # The crash cost only its own case; the next case, alone, still has its position.
    assert by_id["mixed:4"][1] == "crash"
    assert by_id["mixed:5"] == ("boardsize 9|play black C3|play white D4", "passed")
    assert by_id["mixed:3"][1] == "PASSED" and by_id["mixed:6"][1] == "PASSED"
    assert "other:2 unexpected FAIL: Correct 'ok', got 'no'" in text
    # The run file lists the cases in suite order whatever order they finished in.
    assert list(by_id) == [f"mixed:{n}" for n in range(1, 8)] + ["other:1", "other:2"]


def test_xdist_workers_by_tx_spec(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "mixed.tst").write_text(MIXED)
    code, _ = regress(capsys, str(tmp_path), "-j", "1", "--out", str(tmp_path / "a.jsonl"))
    tx_code, _ = regress(
        capsys, str(tmp_path), "--tx", "popen", "--tx", "popen", "--out", str(tmp_path / "b.jsonl")
    )
    assert (code, results(tmp_path / "a.jsonl")) == (tx_code, results(tmp_path / "b.jsonl"))
    assert read_run(tmp_path / "b.jsonl").header.workers == 2


def test_workers_elsewhere_get_the_suites_by_rsync(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suites = tmp_path / "suites"
    suites.mkdir()
    (suites / "mixed.tst").write_text(MIXED)
    remote = tmp_path / "remote"
    remote.mkdir()
    code, _ = regress(
        capsys,
        str(suites / "mixed.tst"),
        "--tx",
        f"popen//chdir={remote}",
        "--rsyncdir",
        str(suites),
        "--out",
        str(tmp_path / "r.jsonl"),
    )
    assert code == 1
    assert (remote / "suites" / "mixed.tst").is_file()  # the worker ran on the copy
    assert results(tmp_path / "r.jsonl")["mixed:5"][1] == "passed"


def test_plain_pytest_collects_cases_and_writes_the_run_file(pytester: pytest.Pytester) -> None:
    pytester.makefile(".tst", owl=MIXED)
    run_file = pytester.path / "run.jsonl"
    result = pytester.runpytest_inprocess("--engine", FAKE, "--regress-out", str(run_file), "-rA")
    outcomes = result.parseoutcomes()
    outcomes.pop("warnings", None)
    assert outcomes == {"passed": 3, "failed": 2, "xpassed": 2}
    text = result.stdout.str()
    assert "owl.tst::owl:2" in text and "owl.tst::owl:4" in text
    # The failure shows the command, the expectation, the answer and the position.
    assert "command:  2 echo 1 B1" in text
    assert "expected: [1 C5]" in text
    assert "answer:   = 1 B1" in text
    assert "owl: Summary: 4/5 passes. 2 unexpected passes, 1 unexpected failure; 1 crash" in text
    run = read_run(run_file)
    assert [r.id for r in run.results] == [f"owl:{n}" for n in range(1, 8)]
    assert [(s.name, s.cases) for s in run.header.suites] == [("owl", 7)]


def test_a_broken_suite_is_a_collection_error_naming_the_line(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".yaml", broken="cases:\n  - id: 1\n    command: x\n    expect: y\n    bad: 1\n"
    )
    result = pytester.runpytest_inprocess("--engine", FAKE)
    assert result.ret == pytest.ExitCode.INTERRUPTED  # collection errors stop pytest
    result.stdout.fnmatch_lines(["*broken.yaml:5: unknown case key 'bad'*"])
