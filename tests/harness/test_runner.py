"""Running cases alone (with their replay) and files top to bottom, on a scripted engine."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

import pytest

from harness.cases import Result, Verdict
from harness.runner import CaseRunner, judged_commands, resolve_paths
from harness.suites import load_suite
from tests.harness import fake_gtp

FAKE_SPEC = fake_gtp.SPEC


def suite_file(tmp_path: Path, text: str, name: str = "demo.tst") -> Path:
    path = tmp_path / name
    path.write_text(text)
    return path


def answers(results: Iterable[Result]) -> dict[str, tuple[str, str]]:
    return {r.id: (r.answer, str(r.verdict)) for r in results}


STATEFUL = """\
boardsize 9
play black C3
1 state
#? [boardsize 9\\|play black C3]
increase_depths
loadsgf games/x.sgf 12
play white D4
2 state
#? [loadsgf .*/games/x.sgf 12\\|play white D4]
3 settings
#? [increase_depths]
clear_board
trymove black A1
4 stack
#? [1]
popgo
5 state
#? [trymove black A1\\|popgo]
"""


def test_cases_alone_in_any_order_give_the_answers_of_the_script(tmp_path: Path) -> None:
    suite = load_suite(suite_file(tmp_path, STATEFUL))
    runner = CaseRunner(FAKE_SPEC, timeout=10)
    try:
        script = list(runner.run_script(suite))
        alone = [runner.run_case(case) for case in suite.cases]
        backwards = [runner.run_case(case) for case in reversed(suite.cases)]
    finally:
        runner.close()
    assert answers(script) == answers(alone) == answers(backwards)
    assert all(r.verdict is Verdict.PASSED_EXPECTED for r in script), answers(script)
    # The loadsgf path was resolved against the suite's folder.
    assert f"loadsgf {tmp_path.resolve()}/games/x.sgf 12" in script[1].answer


def test_a_case_after_trial_moves_gets_a_clean_engine(tmp_path: Path) -> None:
    # The fake engine dies on clear_board with trial moves on its stack, as GNU Go does.
    path = suite_file(tmp_path, "boardsize 9\ntrymove black A1\n1 stack\n#? [1]\n")
    other = suite_file(tmp_path, "play black B2\n1 state\n#? [play black B2]\n", "other.tst")
    runner = CaseRunner(FAKE_SPEC, timeout=10)
    try:
        first = runner.run_case(load_suite(path).cases[0])
        second = runner.run_case(load_suite(other).cases[0])
    finally:
        runner.close()
    assert first.verdict is Verdict.PASSED_EXPECTED
    assert second.verdict is Verdict.PASSED_EXPECTED, second


CRASHING = """\
boardsize 9
play black C3
1 echo a
#? [a]
2 echo crash
#? [b]
3 state
#? [boardsize 9\\|play black C3]
4 echo hang
#? [c]
5 echo garbage
#? [d]
6 state
#? [boardsize 9\\|play black C3]
"""


@pytest.mark.parametrize("sequential", [False, True])
def test_crash_hang_and_garbage_cost_only_their_case(tmp_path: Path, sequential: bool) -> None:
    suite = load_suite(suite_file(tmp_path, CRASHING))
    runner = CaseRunner(FAKE_SPEC, timeout=0.5)
    try:
        if sequential:
            results = list(runner.run_script(suite))
        else:
            results = [runner.run_case(case, judged_commands(suite)) for case in suite.cases]
    finally:
        runner.close()
    verdicts = [r.verdict for r in results]
    assert verdicts == [
        Verdict.PASSED_EXPECTED,
        Verdict.CRASH,
        Verdict.PASSED_EXPECTED,
        Verdict.TIMEOUT,
        Verdict.ERROR,
        Verdict.PASSED_EXPECTED,
    ]
    crash = results[1]
    assert "status 3" in crash.message and crash.ok == ""
    assert "garbage" in results[4].message


def test_a_failure_answer_is_judged_like_any_other(tmp_path: Path) -> None:
    path = suite_file(tmp_path, "1 fail no such vertex\n#? [no such vertex]\n2 bogus\n#? [C3]\n")
    runner = CaseRunner(FAKE_SPEC, timeout=10)
    try:
        suite = load_suite(path)
        first, second = (runner.run_case(c, judged_commands(suite)) for c in suite.cases)
    finally:
        runner.close()
    assert first.verdict is Verdict.PASSED_EXPECTED and first.ok == "?"
    assert second.verdict is Verdict.FAILED_UNEXPECTED and second.answer == "unknown command"


def test_a_bad_pattern_is_an_error_verdict_naming_the_line(tmp_path: Path) -> None:
    path = suite_file(tmp_path, "1 echo x\n#? [(a]\n")
    runner = CaseRunner(FAKE_SPEC, timeout=10)
    try:
        (result,) = (runner.run_case(c) for c in load_suite(path).cases)
    finally:
        runner.close()
    assert result.verdict is Verdict.ERROR
    assert f"{path}:1" in result.message


def test_script_with_selection_runs_earlier_commands_but_reports_only_chosen(
    tmp_path: Path,
) -> None:
    suite = load_suite(suite_file(tmp_path, STATEFUL))
    runner = CaseRunner(FAKE_SPEC, timeout=10)
    try:
        results = list(runner.run_script(suite, ["demo:2", "demo:4"]))
    finally:
        runner.close()
    assert [r.id for r in results] == ["demo:2", "demo:4"]
    assert all(r.verdict is Verdict.PASSED_EXPECTED for r in results)


def test_resolve_paths() -> None:
    assert resolve_paths("loadsgf games/a.sgf 3", "/x/y") == "loadsgf /x/y/games/a.sgf 3"
    assert resolve_paths("loadsgf /abs/a.sgf", "/x/y") == "loadsgf /abs/a.sgf"
    assert resolve_paths("play black C3", "/x/y") == "play black C3"


LAST_GENERATION = """\
1 top_moves
#? []
boardsize 9
play black C3
2 reg_genmove white
#? [A1]
clear_board
play black D4
3 top_moves
#? [boardsize 9\\|play black C3\\|reg_genmove white]
4 state
#? [play black D4]
"""


def test_a_report_on_the_last_move_generation_replays_that_generation(tmp_path: Path) -> None:
    # top_moves reports on the last reg_genmove (a read-only command), even
    # across clear_board; and an engine that generated nothing reports nothing.
    suite = load_suite(suite_file(tmp_path, LAST_GENERATION))
    in_order, alone = CaseRunner(FAKE_SPEC, timeout=10), CaseRunner(FAKE_SPEC, timeout=10)
    try:
        script = list(in_order.run_script(suite))
        backwards = [alone.run_case(case) for case in reversed(suite.cases)]
    finally:
        in_order.close()
        alone.close()
    assert answers(script) == answers(backwards)
    assert all(r.verdict is Verdict.PASSED_EXPECTED for r in script), answers(script)
