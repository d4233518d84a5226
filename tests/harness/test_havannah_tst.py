"""Havannah ``.tst`` files (Castro's kind): their game, their numbering, their cases run alone.

A ``.tst`` file is a suite of the game of the engine it runs on, or of
``--game``; a Havannah file starts in grid numbering, and each case's setup
carries the numbering in force, so that a case runs right alone, in any
order, on a session that an earlier case left in the other numbering.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from harness import commands
from harness.cases import Verdict
from harness.cli import main
from harness.games import Engines, GameError, choose_engines
from harness.runner import CaseRunner, judged_commands
from harness.store import read_run
from harness.suites import load_suite

PROJECT = Path(__file__).resolve().parents[2]
NUMBERING = PROJECT / "tests" / "harness" / "data" / "havannah" / "numbering.tst"
CASTRO = PROJECT / "tests" / "engine" / "havannah" / "data"


def test_the_game_of_tst_files_comes_from_the_engine_or_from_game() -> None:
    assert choose_engines(None) == Engines("go", "havannah", "go")
    assert choose_engines("gtp:gnugo --mode gtp") == Engines(
        "gtp:gnugo --mode gtp", "havannah", "go"
    )
    assert choose_engines("havannah:coords=grid") == Engines(
        "go", "havannah:coords=grid", "havannah"
    )
    assert choose_engines("gtp:castro", game="havannah") == Engines("go", "gtp:castro", "havannah")
    assert choose_engines(None, game="havannah") == Engines("go", "havannah", "havannah")
    # What the parallel driver passes on: every engine named, and the game.
    assert choose_engines("go", "havannah:checker=dfs", "havannah") == Engines(
        "go", "havannah:checker=dfs", "havannah"
    )
    assert choose_engines("havannah", "havannah") == Engines("go", "havannah", "havannah")
    with pytest.raises(GameError, match="two Havannah engines"):
        choose_engines("havannah:checker=dfs", "havannah:checker=table")
    with pytest.raises(GameError, match="unknown game"):
        choose_engines(None, game="chess")


def test_numbering_commands_are_kept_across_new_boards_in_each_replay() -> None:
    havannah = load_suite(NUMBERING, tst_game="havannah")
    assert havannah.game == "havannah" and {c.game for c in havannah.cases} == {"havannah"}
    assert havannah.script is not None and havannah.script[0].text == "gridcoords"
    setups = {case.number: case.setup for case in havannah.cases}
    assert setups[1] == ("gridcoords", "play w J11", "hguicoords")
    # clear_board keeps the numbering: it moves to the front, the grid move is gone.
    assert setups[2] == ("hguicoords", "clear_board", "play w j11")
    assert setups[3] == ("hguicoords", "clear_board", "play w j11", "play b j13", "gridcoords")
    # boardsize too; the numbering the new board starts in is the latest before it.
    assert setups[4] == ("gridcoords", "boardsize 4", "play w g1", "hguicoords")
    # A Go file has no numbering of its own.
    assert load_suite(NUMBERING).cases[0].setup == ("play w J11", "hguicoords")
    assert commands.kind("havannah_winner") is commands.Kind.READ
    assert commands.kind("playgame a1 b2") is commands.Kind.BOARD
    assert commands.kind("loadhgf games/x.hgf 12") is commands.Kind.NEW_BOARD


@pytest.mark.parametrize(
    "path", [NUMBERING, CASTRO / "castro_rings.tst", CASTRO / "castro_style.tst"]
)
def test_cases_alone_in_any_order_on_one_session_give_the_file_order_answers(path: Path) -> None:
    suite = load_suite(path, tst_game="havannah")
    # On an engine started in our numbering or in grid numbering alike.
    for engine in ("havannah", "havannah:coords=grid"):
        runner = CaseRunner(engine, timeout=10)
        try:
            in_order = {r.id: (r.answer, r.verdict) for r in runner.run_script(suite)}
            for seed in range(4):
                cases = list(suite.cases) * 2
                random.Random(seed).shuffle(cases)
                for case in cases:
                    result = runner.run_case(case, judged_commands(suite))
                    assert (result.answer, result.verdict) == in_order[case.id], (engine, case.id)
        finally:
            runner.close()


def test_an_unknown_command_in_a_havannah_case_is_an_error() -> None:
    runner = CaseRunner("havannah", timeout=10)
    try:
        case = load_suite(NUMBERING, tst_game="havannah").cases[-1]
        result = runner.run_case(case)
    finally:
        runner.close()
    assert result.verdict is Verdict.ERROR and result.ok == "?"
    assert "does not know 'solve'" in result.message


@pytest.mark.parametrize(
    "options",
    [
        ["--engine", "havannah"],
        ["--engine", "havannah:coords=gui,checker=table"],
        ["--game", "havannah"],
        ["--engine", "havannah", "--isolated"],
        ["--engine", "havannah", "--isolated", "-j", "2"],
        ["--engine", "havannah", "-j", "2"],
    ],
)
def test_castro_files_run_unchanged(
    options: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "run.jsonl"
    files = [str(CASTRO / "castro_style.tst"), str(CASTRO / "castro_rings.tst")]
    argv = ["run", *files, *options, "--out", str(out)]
    code = main(argv if "-j" in options else [*argv, "-j", "1"])
    printed = capsys.readouterr().out
    run = read_run(out)
    assert code == 0, printed
    assert {suite.game for suite in run.header.suites} == {"havannah"}
    assert len(run.results) == 12 and {r.verdict for r in run.results} == {"passed"}


def test_an_exported_havannah_suite_runs_as_a_havannah_tst_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # YAML cells are in our numbering: the .tst form says hguicoords first.
    target = tmp_path / "ring.tst"
    assert (
        main(["export", str(PROJECT / "suites" / "havannah" / "ring.yaml"), "-o", str(target)]) == 0
    )
    assert "\nhguicoords\n" in target.read_text()
    out = tmp_path / "run.jsonl"
    code = main(["run", str(target), "--engine", "havannah", "-j", "1", "--out", str(out)])
    capsys.readouterr()
    results = read_run(out).results
    assert code == 0 and len(results) == 55
    assert {r.verdict for r in results} == {Verdict.PASSED_EXPECTED}
