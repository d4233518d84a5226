"""Positions for the boards of the HTML report, rebuilt on the in-process go engine."""

from __future__ import annotations

from pathlib import Path

from harness.cases import Case, Expectation, Source
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
        assert (position.size, position.black, position.white) == (
            9,
            frozenset({"E5", "E4"}),
            frozenset({"D4"}),
        )
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


def _case(folder: Path, setup: tuple[str, ...]) -> Case:
    return Case(
        suite="s",
        number=1,
        command="owl_attack A1",
        expectation=Expectation.from_text("0"),
        source=Source(str(folder / "s.tst"), 1),
        base_dir=str(folder),
        setup=setup,
    )


def test_a_move_off_the_board_is_a_pass_as_gnu_go_reads_it(tmp_path: Path) -> None:
    (tmp_path / "off.sgf").write_text("(;SZ[9];B[cc];W[zz];B[dd];W[tt])")
    assert last_move(("loadsgf off.sgf",), str(tmp_path)) is None  # W[tt]: a pass
    assert last_move(("loadsgf off.sgf 3",), str(tmp_path)) is None  # W[zz]: a pass
    assert last_move(("loadsgf off.sgf 4",), str(tmp_path)) == "D6"
    assert last_move(("loadsgf off.sgf 2",), str(tmp_path)) == "C7"
    finder = PositionFinder()
    try:
        position = finder.position(_case(tmp_path, ("loadsgf off.sgf",)))
    finally:
        finder.close()
    assert position is not None and position.black == {"C7", "D6"} and not position.white


def test_a_fifo_or_a_device_in_loadsgf_never_hangs_the_report(tmp_path: Path) -> None:
    import os

    os.mkfifo(tmp_path / "pipe.sgf")
    assert last_move(("loadsgf pipe.sgf",), str(tmp_path)) is None
    finder = PositionFinder(timeout=5)
    try:
        assert finder.position(_case(tmp_path, ("loadsgf pipe.sgf",))) is None
        assert finder.position(_case(tmp_path, ("loadsgf /dev/zero",))) is None
    finally:
        finder.close()


def test_the_report_reads_no_record_outside_the_suites_folder(tmp_path: Path) -> None:
    (tmp_path / "secret.sgf").write_text("(;SZ[9];B[cc])")
    folder = tmp_path / "suite"
    folder.mkdir()
    assert last_move(("loadsgf ../secret.sgf",), str(folder)) is None
    finder = PositionFinder()
    try:
        assert finder.position(_case(folder, ("loadsgf ../secret.sgf",))) is None
    finally:
        finder.close()
