"""File order (the default for .tst), --isolated, --check-order, and what a run file records.

The fake engine's ``owl_attack`` has history, as GNU Go's persistent caches
do: it answers ``1 V`` the first time V is asked and ``0`` after, through
``clear_board`` and ``loadsgf``, until ``clear_cache``.
"""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import pytest

from harness.cli import main
from harness.orchestrate import WORKER_DIED, RunOptions, new_run
from harness.parallel import execute
from harness.schedule import past_seconds, units
from harness.store import default_run_path, read_run
from harness.suites import resolve
from harness.worktree import CommitRun
from tests.harness import fake_gtp

FAKE = fake_gtp.SPEC
FORGETFUL = "gtp:" + shlex.join([*fake_gtp.ARGV, "--no-clear-cache"])

# Case 2's answer depends on case 1 having run before it.
HISTORY = """\
boardsize 9
1 owl_attack C3
#? [1 C3]
clear_board
2 owl_attack C3
#? [0]
3 owl_attack D4
#? [1 D4]
"""


def regress(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    if "-j" not in args:
        args = ("-j", "1", *args)  # worker processes only where a test needs them
    code = main(["run", "--engine", FAKE, *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def verdicts(path: Path) -> dict[str, str]:
    return {r.id: str(r.verdict) for r in read_run(path).results}


@pytest.fixture
def history(tmp_path: Path) -> Path:
    folder = tmp_path / "suites"
    folder.mkdir()
    (folder / "owl.tst").write_text(HISTORY)
    return folder


def test_file_order_is_the_default_and_keeps_what_ran_before(
    history: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "run.jsonl"
    code, _, _ = regress(capsys, str(history), "--out", str(out))
    assert code == 0
    assert verdicts(out) == {"owl:1": "passed", "owl:2": "passed", "owl:3": "passed"}
    header = read_run(out).header
    assert header.mode == "file-order" and header.suites[0].mode == "file-order"
    # --sequential is the same mode, under its old name.
    code, _, _ = regress(capsys, str(history), "--sequential", "--out", str(out))
    assert code == 0 and read_run(out).header.mode == "file-order"


def test_one_case_chosen_in_file_order_replays_the_lines_before_it_queries_included(
    history: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "run.jsonl"
    code, _, _ = regress(capsys, f"{history}/owl.tst:2", "--out", str(out))
    assert code == 0 and verdicts(out) == {"owl:2": "passed"}


def test_isolated_sends_clear_cache_so_no_answer_depends_on_order(
    history: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "run.jsonl"
    code, text, _ = regress(capsys, str(history), "--isolated", "-j", "1", "--out", str(out))
    assert code == 1
    assert "owl:2 unexpected FAIL: Correct '0', got '1 C3'" in text
    assert read_run(out).header.mode == "isolated"
    # Without clear_cache the isolated answer is the one of whatever ran before.
    code = main(
        ["run", "--engine", FORGETFUL, str(history), "--isolated", "-j", "1", "--out", str(out)]
    )
    capsys.readouterr()
    assert code == 0


def test_check_order_lists_the_cases_whose_answer_depends_on_what_ran_before(
    history: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out = tmp_path / "run.jsonl"
    code, text, _ = regress(
        capsys, str(history), "--check-order", "--seed", "3", "--out", str(out), "--html",
        str(tmp_path / "html"),
    )  # fmt: skip
    assert code == 0  # the verdicts are file order's
    assert "owl:2 depends on what ran before it: in file order '0', alone '1 C3'" in text
    assert "Order check (seed 3): 1 case depends on what ran before" in text
    run = read_run(out)
    assert run.header.check_order_seed == 3
    assert [r.id for r in run.results if r.alone is not None] == ["owl:2"]
    page = (tmp_path / "html" / "index.html").read_text()
    assert "Cases whose answer depends on what ran before them" in page
    assert "owl:2 depends on what ran before it" in page


def test_file_order_output_and_run_file_are_the_same_at_any_j(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "suites"
    folder.mkdir()
    for index in range(4):
        (folder / f"f{index}.tst").write_text(HISTORY + f"4 echo {index}\n#? [9]\n")
    runs = []
    for jobs in ("1", "2"):
        out = tmp_path / f"j{jobs}.jsonl"
        code, text, _ = regress(capsys, str(folder), "-j", jobs, "--out", str(out))
        lines = out.read_text().splitlines()[1:]
        runs.append((code, text.replace(str(out), "RUN"), lines))
    assert runs[0][0] == runs[1][0] == 1
    assert runs[0][1] == runs[1][1]
    strip = [[{**json.loads(line), "seconds": 0} for line in run[2]] for run in runs]
    assert strip[0] == strip[1]


@pytest.mark.parametrize("mode", [[], ["--isolated"]])
def test_a_killed_worker_costs_its_unreported_cases_and_resume_runs_them_again(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], mode: list[str]
) -> None:
    folder = tmp_path / "suites"
    folder.mkdir()
    marker = tmp_path / "killed-once"
    (folder / "a.tst").write_text(
        f"boardsize 9\n1 owl_attack A1\n#? [1 A1]\n2 echo killparent {marker}\n#? [survived]\n"
        "3 owl_attack A1\n#? [0]\n4 echo crash\n#? [x]\n"
    )
    (folder / "b.tst").write_text("1 echo ok\n#? [ok]\n2 echo sleep 0.2\n#? [slept]\n")
    (folder / "c.tst").write_text("1 echo ok\n#? [ok]\n")
    out = tmp_path / "run.jsonl"
    code, text, _ = regress(capsys, str(folder), "-j", "2", "--out", str(out), *mode)
    assert code == 1
    run = read_run(out)
    lost = {r.id: r.message for r in run.results if r.message.startswith(WORKER_DIED)}
    # In file order the file's later cases were lost with it; isolated, only the case.
    assert set(lost) == ({"a:2"} if mode else {"a:2", "a:3", "a:4"})
    assert all(r.verdict == "crash" for r in run.results if r.id in lost)
    assert verdicts(out)["b:2"] == "passed" and verdicts(out)["c:1"] == "passed"

    code, text, _ = main_resume(capsys, out)
    assert code == 1
    after = verdicts(out)
    assert after["a:2"] == "passed" and after["a:4"] == "crash"  # the engine's own crash
    lines = out.read_text().splitlines()[1:]
    assert sorted(json.loads(line)["id"] for line in lines) == sorted(after)  # each once
    # The same verdicts as a run that was never interrupted (the marker is there now).
    whole = tmp_path / "whole.jsonl"
    regress(capsys, str(folder), "-j", "2", "--out", str(whole), *mode)
    assert after == verdicts(whole)
    assert read_run(out).header.mode == read_run(whole).header.mode
    # A genuine engine crash is kept, unless asked otherwise.
    code, text, _ = main_resume(capsys, out)
    assert "a:4 crash" not in text
    code, text, _ = main_resume(capsys, out, "--retry-crashes")
    assert "a:4 crash" in text


def main_resume(capsys: pytest.CaptureFixture[str], out: Path, *args: str) -> tuple[int, str, str]:
    code = main(["run", "--resume", str(out), "-j", "2", *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_resume_chooses_cases_by_id_when_a_number_is_used_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "twice.tst"
    path.write_text("1 echo a\n#? [a]\n2 echo b\n#? [b]\n1 echo a\n#? [a]\n")
    out = tmp_path / "run.jsonl"
    regress(capsys, str(path), "--out", str(out))
    lines = out.read_text().splitlines()
    assert [json.loads(line)["id"] for line in lines[1:]] == ["twice:1", "twice:2", "twice:1(2)"]
    out.write_text("\n".join(lines[:3]) + "\n")  # the run lost its last case
    code, text, _ = main_resume(capsys, out)
    assert code == 0
    ids = [json.loads(line)["id"] for line in out.read_text().splitlines()[1:]]
    assert ids == ["twice:1", "twice:2", "twice:1(2)"]


def test_a_later_line_for_a_case_supersedes_an_earlier_one(tmp_path: Path) -> None:
    path = tmp_path / "run.jsonl"
    header = {"engine": "go", "suites": []}
    line = {"id": "s:1", "command": "c", "expected": "", "flag": "pass", "answer": ""}
    path.write_text(
        "\n".join(
            json.dumps(data)
            for data in [
                header,
                {**line, "verdict": "crash", "seconds": 0},
                {**line, "id": "s:2", "verdict": "passed", "seconds": 0},
                {**line, "verdict": "passed", "seconds": 1},
            ]
        )
        + "\n"
    )
    run = read_run(path)
    assert [(r.id, str(r.verdict)) for r in run.results] == [("s:1", "passed"), ("s:2", "passed")]


def test_two_runs_started_in_the_same_second_get_two_run_files(tmp_path: Path) -> None:
    first = default_run_path("go", tmp_path)
    second = default_run_path("go", tmp_path)
    assert first != second and first.exists() and second.exists()


def test_a_refused_setup_is_an_error_isolated_and_a_warning_in_file_order(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    yaml_suite = tmp_path / "y.yaml"
    yaml_suite.write_text(
        "suite: y\ngame: go\ncases:\n  - id: 1\n    setup: [boardsize 9, fail off the board]\n"
        "    command: echo x\n    expect: x\n"
    )
    tst = tmp_path / "t.tst"
    tst.write_text("boardsize 9\nfail off the board\n1 echo x\n#? [x]\n")
    out = tmp_path / "run.jsonl"
    code, text, err = regress(capsys, str(yaml_suite), str(tst), "--out", str(out))
    assert code == 1
    results = read_run(out).by_id()
    assert results["y:1"].verdict == "error"
    assert "setup 'fail off the board' refused: off the board" in results["y:1"].message
    assert results["t:1"].verdict == "passed"
    assert "refused: off the board" in results["t:1"].message
    assert f"warning: t:1: {tst}:2: setup 'fail off the board' refused" in err
    # --isolated: the .tst case is an error too.
    code, text, err = regress(capsys, str(tst), "--isolated", "--out", str(out))
    assert code == 1 and verdicts(out) == {"t:1": "error"}


@pytest.mark.parametrize("pattern", ["a{99999999999}", "(" * 1000 + "a" + ")" * 1000])
@pytest.mark.parametrize("mode", [[], ["--isolated"]])
def test_a_pattern_that_breaks_the_matcher_is_an_error_with_its_cause(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], pattern: str, mode: list[str]
) -> None:
    path = tmp_path / "p.tst"
    path.write_text(f"1 echo a\n#? [{pattern}]\n2 echo b\n#? [b]\n")
    out = tmp_path / "run.jsonl"
    code, text, _ = regress(capsys, str(path), "--out", str(out), *mode)
    results = read_run(out).by_id()
    assert results["p:1"].verdict == "error"
    assert "Error" in results["p:1"].message and "cannot match" in results["p:1"].message
    assert results["p:2"].verdict == "passed"


def test_a_broken_suite_stops_the_run_before_any_engine_starts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "good.tst").write_text("1 echo ok\n#? [ok]\n")
    (tmp_path / "bad.yaml").write_text("suite: bad\ngame: go\ncases:\n  - id: [\n")
    code = main(["run", "--engine", "gtp:/no/such/engine", str(tmp_path), "--out", "x.jsonl"])
    err = capsys.readouterr().err
    assert code == 2
    assert f"{tmp_path / 'bad.yaml'}:" in err and "cannot run" not in err
    assert not Path("x.jsonl").exists()


def test_the_mode_is_part_of_the_cache_key_of_runs_at_git_refs(history: Path) -> None:
    selections = tuple(resolve([str(history)], history))
    keys = {CommitRun(selections, mode=mode).key("abc") for mode in ("file-order", "isolated")}
    assert len(keys) == 2


def test_compare_gate_and_report_show_the_mode_and_compare_warns_when_they_differ(
    history: Path, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    base, head = tmp_path / "base.jsonl", tmp_path / "head.jsonl"
    regress(capsys, str(history), "--isolated", "--out", str(base))
    regress(capsys, str(history), "--out", str(head))
    main(["compare", str(base), str(head)])
    text = capsys.readouterr().out
    assert "Base: " in text and ", isolated" in text and ", file order" in text
    assert "Warning: the runs used different modes for owl" in text
    main(["gate", str(head), "--baseline", str(base)])
    text = capsys.readouterr().out
    assert "Run: " in text and "file order" in text and "different modes" in text
    main(["report", str(head), "--vs", str(base), "--html", str(tmp_path / "r")])
    text = capsys.readouterr().out
    assert "file order" in text and "different modes" in text
    page = (tmp_path / "r" / "index.html").read_text()
    assert "file order" in page and 'id="mode-warning"' in page


def test_files_go_to_the_workers_longest_first(tmp_path: Path) -> None:
    folder = tmp_path / "suites"
    folder.mkdir()
    (folder / "short.tst").write_text("1 echo a\n#? [a]\n")
    (folder / "long.tst").write_text("".join(f"{n} echo a\n#? [a]\n" for n in range(1, 6)))
    (folder / "y.yaml").write_text(
        "suite: y\ngame: go\ncases:\n"
        + "".join(f"  - id: {n}\n    command: echo a\n    expect: a\n" for n in range(1, 5))
    )
    selections = resolve([str(folder)], folder)
    made = units(selections, "file-order", 2)
    # A file in file order is one unit; isolated cases are cut into shares.
    assert [(u.suite.name, len(u.ids), u.file_order) for u in made] == [
        ("long", 5, True),
        ("short", 1, True),
        ("y", 1, False),
        ("y", 1, False),
        ("y", 1, False),
        ("y", 1, False),
    ]
    # A past run's durations win over the case counts.
    plan = new_run(selections, RunOptions(go_engine=FAKE), tmp_path / "runs" / "past.jsonl")
    execute(plan, lambda result: None)
    run_file = tmp_path / "runs" / "past.jsonl"
    lines = run_file.read_text().splitlines()
    slow = [json.loads(line) for line in lines]
    for data in slow[1:]:
        data["seconds"] = 5.0 if data["id"] == "short:1" else 0.01
    run_file.write_text("\n".join(json.dumps(data) for data in slow) + "\n")
    seconds = past_seconds([s.suite for s in selections], tmp_path / "runs")
    assert seconds["short:1"] == 5.0
    assert units(selections, "file-order", 2, seconds=seconds)[0].suite.name == "short"


def test_under_pytest_a_case_chosen_with_k_gets_the_lines_before_it(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".tst", owl=HISTORY)
    result = pytester.runpytest_inprocess("--engine", FAKE, "-k", "owl:2", "-p", "no:randomly")
    assert result.parseoutcomes()["passed"] == 1
    result = pytester.runpytest_inprocess("--engine", FAKE, "-k", "owl:2", "--isolated")
    assert result.parseoutcomes()["failed"] == 1
    result.stdout.fnmatch_lines(["*answer:   = 1 C3*"])
