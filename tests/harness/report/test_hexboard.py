"""Havannah boards in the HTML report: rebuilt on the checker, drawn as hexagons in SVG."""

from __future__ import annotations

from pathlib import Path

import pytest

from harness.cli import main
from harness.report.hexboard import (
    HexPosition,
    cells_in,
    grid_in_force,
    hex_svg,
    parse_cell,
    parse_showboard,
)
from tests.harness.report.chromium import CHROMIUM, render
from tests.harness.report.test_html import Page

# Castro's manner: side 4, grid numbering (e3 and e4 are our e4 and e5).
RING = """\
boardsize 4
playgame c3 a1 c4 a2 d3 a3 d5 g1 e3 g2
play w e4
1 ring_cells
#? [e5]
2 play b E4
#? [illegal move: none]
"""


def test_cells_in_either_numbering() -> None:
    # The worked examples of docs/havannah.md.
    assert parse_cell("J11", 8, grid=True) == parse_cell("j13", 8) == (12, 9)
    assert parse_cell("F10", 8, grid=True) == parse_cell("f10", 8) == (9, 5)
    assert parse_cell("g1", 4, grid=True) == parse_cell("g4", 4) == (3, 6)
    assert parse_cell("g1", 4) is None and parse_cell("a5", 4) is None
    assert cells_in("d4 e5 z1 d4 black", 4) == [(3, 3), (4, 4)]
    assert grid_in_force(("gridcoords", "boardsize 4", "hguicoords", "play w d4")) is False
    assert grid_in_force(("hguicoords", "clear_board", "gridcoords")) is True
    assert grid_in_force(("boardsize 4",)) is False


def test_showboard_is_read_back() -> None:
    drawing = "\na    X . . .     a1-a4\nb   . . . . .    b1-b5\nc  . . O . . .   c1-c6\n"
    drawing += "d . . . . . . .  d1-d7\ne  . . . . . .   e2-e7\nf   . . . . .    f3-f7\n"
    drawing += "g    . . . O     g4-g7"
    assert parse_showboard(drawing) == (4, {(0, 0): "black", (2, 2): "white", (6, 6): "white"})
    assert parse_showboard("a . .\nb . . .") is None


def test_the_board_shows_stones_last_move_targets_and_the_ring() -> None:
    position = HexPosition(
        side=4,
        white=frozenset({(2, 2), (3, 2)}),
        black=frozenset({(0, 0)}),
        last_move=(3, 2),
        enclosed=frozenset({(3, 3)}),
    )
    svg = str(hex_svg(position, targets=((4, 4), (9, 9))))
    assert svg.count('class="cell') == 37 and svg.count('class="cell enclosed"') == 1
    assert svg.count('class="w"') == 2 and svg.count('class="b"') == 1
    assert svg.count('class="last onw"') == 1 and svg.count('class="target"') == 1
    assert ">d4</text>" in svg and ">c3</text>" not in svg  # names on the empty cells


def test_havannah_cases_get_their_board_in_the_report(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "rings.tst"
    suite.write_text(RING)
    run = tmp_path / "run.jsonl"
    html = tmp_path / "html"
    argv = ["run", str(suite), "--engine", "havannah", "-j", "1", "--out", str(run)]
    assert main([*argv, "--html", str(html)]) == 1
    capsys.readouterr()
    text = (html / "index.html").read_text()
    page = Page(text)
    assert sorted(page.boards) == ["rings:1", "rings:2"]
    cards = text.split("<article")[1:]
    ring_card, play_card = (
        c for c in cards if 'data-id="rings:1"' in c or 'data-id="rings:2"' in c
    )
    for card in (ring_card, play_card):
        assert 'class="board hex"' in card
        assert card.count('class="cell enclosed"') == 1  # d4, inside white's ring
        assert card.count('class="w"') == 6 and card.count('class="b"') == 5
        assert card.count('class="last onw"') == 1  # e4 (grid), white's last stone
    assert 'class="target"' not in ring_card
    assert play_card.count('class="target"') == 1  # E4 in grid numbering


@pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="chromium is not installed")
def test_a_havannah_board_renders_in_headless_chromium(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    suite = tmp_path / "rings.tst"
    suite.write_text(RING)
    html = tmp_path / "html"
    argv = ["run", str(suite), "--engine", "havannah", "-j", "1", "--out", str(tmp_path / "r")]
    main([*argv, "--html", str(html)])
    capsys.readouterr()
    shot = tmp_path / "shot.png"
    rendered = render(html / "index.html", shot, "1000,900", tmp_path / "profile")
    dom = rendered.dom
    assert shot.is_file() and shot.stat().st_size > 20_000, rendered.stderr[-2000:]
    assert dom.count('class="board hex"') == 2 and dom.count("<polygon") >= 2 * 37
