"""regress import / export: the YAML and .tst forms of a suite give the same verdicts."""

from __future__ import annotations

import shlex
import shutil
from pathlib import Path

import pytest

from harness.formats.convert import tst_to_yaml, yaml_to_tst
from harness.formats.suite_yaml import read_yaml
from harness.runner import CaseRunner
from harness.suites import load_suite

DATA = Path(__file__).parent.parent / "data"


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    shutil.copytree(DATA / "games", tmp_path / "games")
    shutil.copy(DATA / "roundtrip.tst", tmp_path)
    return tmp_path


def verdicts(path: Path, argv: list[str]) -> dict[str, tuple[str, str]]:
    runner = CaseRunner("gtp:" + shlex.join(argv), timeout=60)
    try:
        return {
            r.id: (r.answer, str(r.verdict)) for r in map(runner.run_case, load_suite(path).cases)
        }
    finally:
        runner.close()


def test_import_keeps_positions_expectations_flags_and_notes(folder: Path) -> None:
    target = folder / "roundtrip.yaml"
    assert tst_to_yaml(folder / "roundtrip.tst", target) == 10
    cases = {case.number: case for case in read_yaml(target).cases}
    assert cases[1].note == "Liberties of a lone stone beside an enemy stone."
    assert cases[1].setup == ("boardsize 9", "clear_board", "play black C3", "play white D3")
    assert cases[2].expectation.flag == "fail" and cases[3].expectation.flag == "ignore"
    assert cases[4].expectation.negate
    assert cases[5].expectation.text == "C3|D3"
    assert cases[6].setup == ("loadsgf games/game9-7.sgf 10",)
    assert cases[10].expectation.text == ""


def test_round_trip_keeps_the_verdicts_on_gnugo(folder: Path, gnugo_argv: list[str]) -> None:
    original = verdicts(folder / "roundtrip.tst", gnugo_argv)
    tst_to_yaml(folder / "roundtrip.tst", folder / "imported.yaml")
    imported = verdicts(folder / "imported.yaml", gnugo_argv)
    yaml_to_tst(folder / "imported.yaml", folder / "exported.tst")
    exported = verdicts(folder / "exported.tst", gnugo_argv)

    def by_number(results: dict[str, tuple[str, str]]) -> dict[str, tuple[str, str]]:
        return {key.split(":")[1]: value for key, value in results.items()}

    assert by_number(original) == by_number(imported) == by_number(exported)
    assert {verdict for _, verdict in original.values()} >= {"passed", "failed", "ignored"}


def test_export_copies_diagrams_into_games(folder: Path, gnugo_argv: list[str]) -> None:
    source = folder / "shapes.yaml"
    source.write_text(
        "description: A diagram case.\n"
        "cases:\n"
        "  - id: 7\n"
        "    board: |\n"
        "      . X O\n"
        "      X X O\n"
        "      O O .\n"
        "    command: list_stones white\n"
        "    expect: C3 C2 A1 B1|.*\n"
        "    note: Two strings that share the corner.\n"
    )
    yaml_to_tst(source, folder / "shapes.tst")
    text = (folder / "shapes.tst").read_text()
    assert "loadsgf games/shapes-7.sgf" in text and "7 list_stones white" in text
    assert (folder / "games" / "shapes-7.sgf").is_file()
    assert "# Two strings that share the corner." in text
    assert verdicts(folder / "shapes.tst", gnugo_argv) == verdicts(source, gnugo_argv)
