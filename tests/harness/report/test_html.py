"""The HTML report: every surprise present with its board, text escaped, renders in Chromium."""

from __future__ import annotations

import shutil
from html.parser import HTMLParser
from pathlib import Path

import pytest

from harness.cli import main
from harness.report.html import Marks, board_svg, build_page, vertices
from harness.report.position import Position
from tests.harness.report.chromium import CHROMIUM, render
from tests.harness.report.report_data import XSS, make_runs

PROJECT = Path(__file__).resolve().parents[3]
SCREENSHOT = PROJECT / "reports" / "screenshots" / "report.png"


class Page(HTMLParser):
    """What the tests look at in a page: the case cards, scripts, boards, text."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.cards: dict[str, dict[str, str]] = {}
        self.scripts = 0
        self.boards: list[str] = []  # the data-id of the card each board is in
        self.text: list[str] = []
        self._card = ""
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = {key: value or "" for key, value in attrs}
        if tag == "article":
            self._card = values["data-id"]
            self.cards[self._card] = values
        elif tag == "script":
            self.scripts += 1
        elif tag == "svg":
            self.boards.append(self._card)

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def test_every_unexpected_result_is_there_with_its_board(tmp_path: Path) -> None:
    runs = make_runs(tmp_path)
    page = Page(build_page(runs.head))
    assert set(page.cards) == {"shapes:2", "shapes:3", "owl9:1", "owl9:2", "ring:1"}
    assert page.cards["shapes:2"]["data-verdict"] == "FAILED"
    assert page.cards["owl9:2"]["data-verdict"] == "timeout"
    # ring:1 has no suite file: no board, and a note instead.
    assert sorted(page.boards) == ["owl9:1", "owl9:2", "shapes:2", "shapes:3"]


def test_with_a_base_run_every_changed_case_is_there_too(tmp_path: Path) -> None:
    runs = make_runs(tmp_path)
    page = Page(build_page(runs.head, runs.base))
    changes = {case: card["data-change"] for case, card in page.cards.items()}
    assert changes == {
        "shapes:2": "broken",
        "shapes:3": "fixed",
        "shapes:4": "changed",  # an expected failure with a new answer
        "owl9:1": "changed",
        "owl9:2": "lost",
        "ring:1": "head only",
    }
    assert "shapes:2 broke" in " ".join(page.text)


def test_engine_and_suite_text_is_escaped(tmp_path: Path) -> None:
    runs = make_runs(tmp_path)
    text = build_page(runs.head, runs.base)
    page = Page(text)
    assert page.scripts == 1  # the report's own filter script, nothing else
    assert XSS not in text and "<i>this</i>" not in text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in text
    assert XSS in "".join(page.text)  # shown as text
    assert "Beware <i>this</i> & that" in "".join(page.text)
    assert "http" not in text.replace("http-equiv", "")  # nothing loaded from anywhere


def test_the_board_marks_the_target_the_expected_and_the_given_moves() -> None:
    position = Position(size=5, black=frozenset({"C3"}), white=frozenset({"D4"}), last_move="D4")
    svg = str(board_svg(position, Marks(expected=("B2",), given=("E5",), targets=("C3",))))
    assert svg.count('class="b"') == 1 and svg.count('class="w"') == 1
    for mark in ('class="last onw"', 'class="expected"', 'class="given"', 'class="target"'):
        assert svg.count(mark) == 1
    assert vertices("1 B14|D17 PASS black I5 A0 Z9", 19) == ["B14", "D17"]


def test_report_command_writes_index_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = make_runs(tmp_path)
    out = tmp_path / "html"
    code = main(
        [
            "report",
            str(runs.head_path),
            "--vs",
            str(runs.base_path),
            "--html",
            str(out),
            "--markdown",
            str(tmp_path / "r.md"),
            "--junit",
            str(tmp_path / "r.xml"),
        ]
    )
    assert code == 0
    assert f"HTML report: {out / 'index.html'}" in capsys.readouterr().out
    assert (out / "index.html").stat().st_size > 5000
    assert (tmp_path / "r.md").is_file() and (tmp_path / "r.xml").is_file()


@pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="chromium is not installed")
def test_renders_in_headless_chromium(tmp_path: Path) -> None:
    """Render the report with --vs; keep the screenshot under reports/screenshots/."""
    runs = make_runs(tmp_path)
    out = tmp_path / "html"
    assert (
        main(["report", str(runs.head_path), "--vs", str(runs.base_path), "--html", str(out)]) == 0
    )
    shot = tmp_path / "report.png"
    rendered = render(out / "index.html", shot, "1280,1500", tmp_path / "profile")
    dom = rendered.dom
    assert shot.is_file() and shot.stat().st_size > 20_000, rendered.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert 'class="js"' in dom  # the filter script ran
    assert Page(dom).cards.keys() == Page((out / "index.html").read_text()).cards.keys()
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy(shot, SCREENSHOT)
