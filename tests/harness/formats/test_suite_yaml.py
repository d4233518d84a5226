"""Reading YAML suites: diagrams, SGF records, Havannah positions, and clear errors."""

from __future__ import annotations

from pathlib import Path

import pytest
from sgfmill import sgf

from harness.cases import Flag
from harness.engines.gtp import GtpEngine
from harness.formats import SuiteFormatError
from harness.formats.suite_yaml import diagram_to_sgf, read_yaml
from harness.runner import resolve_paths

STRAIGHT_THREE = """\
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
O O O O O . .
X X X X O . .
. . . X O . .
"""


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))


def write(folder: Path, text: str, name: str = "suite.yaml") -> Path:
    path = folder / name
    path.write_text(text)
    return path


def test_diagram_becomes_setup_stones_and_player() -> None:
    record = sgf.Sgf_game.from_string(diagram_to_sgf(STRAIGHT_THREE, "white"))
    root = record.get_root()
    assert record.get_size() == 7
    black, white, _ = root.get_setup_stones()
    # sgfmill counts rows from the bottom: the diagram's last line is row 0.
    assert black == {(1, 0), (1, 1), (1, 2), (1, 3), (0, 3)}
    assert (2, 0) in white and (0, 4) in white and len(white) == 7
    assert root.get("PL") == "w"


def test_diagram_in_the_corner_of_a_bigger_board() -> None:
    record = sgf.Sgf_game.from_string(diagram_to_sgf("X .\n. O\n", "black", size=19))
    black, white, _ = record.get_root().get_setup_stones()
    assert record.get_size() == 19
    assert black == {(1, 0)} and white == {(0, 1)}


@pytest.mark.parametrize(
    ("diagram", "size", "message"),
    [
        ("X .\n. O .\n", None, "has 3 points"),
        ("X . .\n. O .\n", None, "not square"),
        ("X Y\n. .\n", None, "unknown point"),
        ("X .\n. .\n", 1, "does not fit"),
    ],
)
def test_bad_diagrams(diagram: str, size: int | None, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        diagram_to_sgf(diagram, "black", size)


def test_cases_from_diagram_sgf_and_setup(tmp_path: Path) -> None:
    (tmp_path / "games").mkdir()
    (tmp_path / "games" / "g.sgf").write_text("(;SZ[9];B[cc];W[dd])")
    path = write(
        tmp_path,
        f"""\
suite: owlish
description: Three ways to give a position.
cases:
  - id: 1
    board: |
{"".join("      " + line + chr(10) for line in STRAIGHT_THREE.splitlines())}
    to_move: white
    command: owl_attack B2
    expect: "1 B1"
    tags: [eyes]
    note: Straight three; the middle point kills.
  - id: 2
    sgf: games/g.sgf
    until: 2
    setup: [play white E5, komi 0.5]
    command: countlib C7
    expect: 4
    status: fail
  - id: 3
    setup:
      - boardsize 9
      - increase_depths
    command: reg_genmove black
    expect: "!PASS"
    status: ignore
""",
    )
    suite = read_yaml(path)
    assert suite.name == "owlish" and suite.game == "go"
    first, second, third = suite.cases
    assert first.id == "owlish:1" and first.tags == ("eyes",)
    assert first.note.startswith("Straight three")
    assert first.source.line == 4
    (load,) = first.setup
    sgf_path = Path(load.split()[1])
    assert sgf_path.is_file() and "AB[" in sgf_path.read_text()
    assert second.setup == ("loadsgf games/g.sgf 2", "play white E5", "komi 0.5")
    assert second.expectation.text == "4" and second.expectation.flag is Flag.FAIL
    assert third.setup == ("boardsize 9",) and third.settings == ("increase_depths",)
    assert third.expectation.negate and third.expectation.flag is Flag.IGNORE


def test_a_diagram_loads_in_gnugo_as_drawn(tmp_path: Path, gnugo: GtpEngine) -> None:
    path = write(
        tmp_path,
        "cases:\n  - id: 1\n    board: |\n"
        + "".join("      " + line + "\n" for line in STRAIGHT_THREE.splitlines())
        + "    to_move: white\n    command: list_stones black\n    expect: x\n",
    )
    (case,) = read_yaml(path).cases
    assert gnugo.send(resolve_paths(case.setup[0], case.base_dir)).text == "white"
    assert gnugo.send("query_boardsize").text == "7"
    assert set(gnugo.send("list_stones black").text.split()) == {"A2", "B2", "C2", "D2", "D1"}
    assert set(gnugo.send("list_stones white").text.split()) == {
        "A3",
        "B3",
        "C3",
        "D3",
        "E3",
        "E2",
        "E1",
    }


def test_havannah_moves_and_stones(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        """\
game: havannah
cases:
  - id: 1
    size: 4
    moves: a1 b2 c3
    command: winner
    expect: none
  - id: 2
    size: 5
    stones: {white: [a1, a2, a3], black: [e5]}
    command: winner
    expect: none
""",
    )
    first, second = read_yaml(path).cases
    assert first.game == "havannah"
    assert first.setup == ("boardsize 4", "play white a1", "play black b2", "play white c3")
    assert second.setup == (
        "boardsize 5",
        "play white a1",
        "play black e5",
        "play white a2",
        "play white a3",
    )


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("cases:\n  - id: 1\n    comand: x\n", 3, "unknown case key 'comand'"),
        ("cases:\n  - id: 1\n    expect: x\n", 2, "has no 'command'"),
        ("cases:\n  - id: 1\n    command: x\n    expect: y\n    status: maybe\n", 5, "status"),
        (
            "cases:\n  - id: 1\n    command: x\n    expect: y\n"
            "  - id: 1\n    command: x\n    expect: y\n",
            5,
            "used twice",
        ),
        ("cases:\n  - id: 1\n    sgf: nothere.sgf\n    command: x\n    expect: y\n", 3, "exist"),
        ("cases:\n  - id: 1\n    sgf: ../x.sgf\n    command: x\n    expect: y\n", 3, "outside"),
        ("cases:\n  - id: one\n    command: x\n    expect: y\n", 2, "'id' that is a number"),
        ("cases:\n  - id: 1\n    command: x\n", 2, "no 'expect'"),
        ("title: x\ncases: []\n", 1, "unknown suite key 'title'"),
        ("cases:\n  - id: 1\n    command: [x\n", 4, "bad YAML"),
        ("cases:\n  - id: 1\n    board: X Q\n    command: x\n    expect: y\n", 3, "unknown point"),
        ("game: chess\ncases: []\n", 1, "game must be"),
        # A CR would make the GTP client refuse the command at run time.
        ('cases:\n  - id: 1\n    command: "echo a\\rb"\n    expect: y\n', 3, "one line"),
        (
            'cases:\n  - id: 1\n    setup: ["play\\rblack A1"]\n    command: x\n    expect: y\n',
            3,
            "one-line GTP commands",
        ),
        (
            "game: havannah\ncases:\n  - id: 1\n    moves: a1 b2\n    command: winner\n"
            "    expect: none\n",
            4,
            "needs 'size'",
        ),
        (
            "game: havannah\ncases:\n  - id: 1\n    size: 4\n    moves: a1 ?? b2\n"
            "    command: winner\n    expect: none\n",
            5,
            "not a list of cells",
        ),
    ],
)
def test_errors_name_file_and_line(tmp_path: Path, text: str, line: int, message: str) -> None:
    (tmp_path / "x.sgf").write_text("(;SZ[9])")
    folder = tmp_path / "suite"
    folder.mkdir()
    path = write(folder, text)
    with pytest.raises(SuiteFormatError) as caught:
        read_yaml(path)
    assert str(caught.value).startswith(f"{path}:{line}: "), str(caught.value)
    assert message in str(caught.value)
