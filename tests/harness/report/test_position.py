"""Positions for the boards of the HTML report, rebuilt on the in-process go engine."""

from __future__ import annotations

from pathlib import Path

from harness.report.position import PositionFinder, last_move
from harness.suites import load_suite
from tests.harness.report.report_data import make_runs


def test_loadsgf_with_a_move_number_and_a_play_after_it(tmp_path: Path) -> None:
    runs = make_runs(tmp_path)
    first, second = load_suite(runs.folder / "owl9.tst").cases
    finder = PositionFinder()
    try:
        # game9-1.sgf: 1 B E5, 2 W D4, 3 B E4; "loadsgf ... 4" stops before move 4.
        position = finder.position(first)
        assert position is not None
        assert (position.size, position.black, position.white) == (9, {"E5", "E4"}, {"D4"})
        assert position.last_move == "E4"
        after = finder.position(second)
        assert after is not None and after.white == {"D4", "D5"} and after.last_move == "D5"
    finally:
        finder.close()


def test_a_diagram_has_no_last_move(tmp_path: Path) -> None:
    runs = make_runs(tmp_path)
    case = load_suite(runs.folder / "shapes.yaml").cases[0]
    finder = PositionFinder()
    position = finder.position(case)
    finder.close()
    assert position is not None and position.size == 7 and position.last_move is None
    assert position.black == {"A2", "B2", "C2", "D2", "D1"}


def test_last_move_follows_the_setup() -> None:
    assert last_move(("boardsize 9", "play black C3", "white D4"), "/") == "D4"
    assert last_move(("boardsize 9", "play black C3", "undo"), "/") is None
    assert last_move(("boardsize 9", "trymove black C3"), "/") == "C3"
    assert last_move(("loadsgf /nonexistent.sgf",), "/") is None
