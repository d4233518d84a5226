"""Havannah records in suites: ``hgf:`` + ``until:`` cases, and ``regress import`` of a folder.

The records under ``tests/harness/data/havannah/games`` are small games on
side 4, written for these tests, one for each way a record can end.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from harness.cases import Flag, Verdict
from harness.cli import main
from harness.formats import SuiteFormatError
from harness.formats.hgf import final_outcome, read_hgf, records_to_yaml
from harness.formats.suite_yaml import read_yaml
from harness.store import read_run

GAMES = Path(__file__).resolve().parents[1] / "data" / "havannah" / "games"


@pytest.fixture
def games(tmp_path: Path) -> Path:
    folder = tmp_path / "games"
    shutil.copytree(GAMES, folder)
    return folder


def test_the_expected_answers_come_from_how_each_record_ends() -> None:
    ends = {path.stem: final_outcome(read_hgf(path)) for path in sorted(GAMES.glob("*.hgf"))}
    assert {name: (end.expect, end.judged) for name, end in ends.items()} == {
        "1-bridge": ("black", True),  # RE[B] and black moved last
        "2-resign": ("none", True),  # black resigned: not won on the board
        "3-time": ("none", False),  # RE[W+Time]: not judged
        "4-unexplained": ("none", False),  # RE[W], black moved last
        "5-ring": ("white", True),
        "6-apart": ("none", False),  # RE[W], but white's last stone touches no white stone
    }
    record = read_hgf(GAMES / "2-resign.hgf")
    assert record.moves == (("white", "d4"), ("black", "swap"), ("white", "a1"))
    assert record.resigned == "black" and record.side == 4


def test_import_writes_a_suite_that_passes_on_the_checker(
    games: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["import", str(games)]) == 0
    target = games.parent / "games.yaml"
    assert capsys.readouterr().out.strip() == f"{target}: 12 cases"
    suite = read_yaml(target)
    cases = {case.number: case for case in suite.cases}
    assert suite.game == "havannah" and len(cases) == 12
    assert cases[1].setup == ("loadhgf games/1-bridge.hgf",) and cases[1].command == "winner"
    assert cases[2].setup == ("loadhgf games/1-bridge.hgf 7",)
    assert cases[5].expectation.flag is Flag.IGNORE  # lost on time
    out = games.parent / "run.jsonl"
    assert main(["run", str(target), "-j", "1", "--out", str(out)]) == 0
    verdicts = {r.id: r.verdict for r in read_run(out).results}
    ignored = ("games:5", "games:7", "games:11")
    assert {verdicts[k] for k in ignored} == {Verdict.IGNORED}
    assert {v for k, v in verdicts.items() if k not in ignored} == {Verdict.PASSED_EXPECTED}


@pytest.mark.parametrize(
    ("moves", "judged"),
    [
        ("W[D4];B[A1];W[A4]", False),  # a4 touches no white stone
        ("W[D4];B[A1];W[D3]", False),  # d3 joins d4: two stones make nothing
        ("W[A1];B[D4];W[A2];B[D5];W[A3];B[D6];W[A4]", True),  # a1-a4: two corners
        # Six around d4 (c4 closes it: its white neighbours d5 and c3 are apart).
        ("W[D5];B[A1];W[E4];B[B1];W[E3];B[F3];W[D3];B[G2];W[C3];B[A3];W[C4]", True),
        # The same six less one, and a stone of a seventh: no ring closes at c4.
        ("W[D5];B[A1];W[E4];B[B1];W[E3];B[F3];W[D2];B[G2];W[C3];B[A3];W[C4]", False),
        ("W[A1];B[swap];W[D4];B[A2];W[D5];B[A3];W[D6];B[A4]", True),  # a1 is black's now
        ("W[A2];B[swap];W[A1];B[D4];W[A3];B[D5];W[A4]", False),  # a2 is, and cuts a1 off
    ],
)
def test_a_last_move_that_cannot_have_made_a_ring_bridge_or_fork_won_nothing(
    tmp_path: Path, moves: str, judged: bool
) -> None:
    path = tmp_path / "game.hgf"
    colour = moves.rsplit(";", 1)[-1][0]
    path.write_text(f"(;FF[4]SZ[4]RE[{colour}];{moves})")
    end = final_outcome(read_hgf(path))
    assert end.judged is judged, end.why
    assert end.expect == ({"W": "white", "B": "black"}[colour] if judged else "none")


def test_a_broken_record_or_a_suite_outside_is_one_line(
    games: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SuiteFormatError, match="must sit in a folder that holds"):
        records_to_yaml(games, tmp_path / "elsewhere" / "x.yaml")
    (games / "9-broken.hgf").write_text("(;FF[4]SZ[4];W[A1];W[A2])")
    assert main(["import", str(games)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "9-broken.hgf: move 2 is white's" in err


@pytest.mark.parametrize(
    ("case", "message"),
    [
        ("hgf: ../x.hgf", "lies outside the suite's folder"),
        ("hgf: games/none.hgf", "does not exist"),
        ("hgf: 12", "'hgf' must be a file name, not 12"),
        ("hgf: [games/1-bridge.hgf]", "'hgf' must be a file name"),
        ("hgf: games/1 bridge.hgf", "'hgf' must be one file name .* without blanks"),
        ("hgf: games/1-bridge.hgf\n    until: 99999999999", "is a move count"),
        ("hgf: games/1-bridge.hgf\n    until: B3", "is a move count"),
        ("hgf: games/1-bridge.hgf\n    size: 4", "either 'hgf' or 'size'"),
        ("size: 4\n    until: 3", "'until' goes with 'hgf'"),
    ],
)
def test_hgf_cases_are_checked_like_sgf_cases(games: Path, case: str, message: str) -> None:
    path = games.parent / "suite.yaml"
    path.write_text(
        f"game: havannah\ncases:\n  - id: 1\n    {case}\n    command: winner\n    expect: none\n"
    )
    with pytest.raises(SuiteFormatError, match=message) as error:
        read_yaml(path)
    assert f"{path}:" in str(error.value)
