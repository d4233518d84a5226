"""The HTML history: a timeline per case and a pass-count chart per suite, over commits.

``regress history CASE... --html DIR`` writes ``DIR/index.html``: one file
that opens from disk, inline styles and inline SVG, no script at all (its
Content-Security-Policy allows none, and nothing is loaded from anywhere).
Oldest points are on the left.  Every square and dot carries an SVG
``<title>`` (commit, verdict, answers), which browsers show on hover.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import jinja2
from markupsafe import Markup, escape

from harness.history import PASSING, CaseHistory, Point, SuitePoint

TEMPLATES = Path(__file__).parent / "templates"
STEP = 34  # pixels between two points
LEFT, TOP = 46, 14
CHART_HEIGHT = 150


@dataclass(frozen=True)
class SuiteChart:
    """One suite's pass counts on one engine, newest first (as :func:`suite_points` gives)."""

    suite: str
    engine: str
    points: Sequence[SuitePoint]


def _kind(point: Point) -> str:
    if all(o.verdict in PASSING for o in point.observations):
        return "pass"
    if all(o.verdict in ("error", "timeout", "crash") for o in point.observations):
        return "none"
    if any(o.verdict in PASSING for o in point.observations):
        return "mixed"
    return "fail"


def _labels(labels: Sequence[str], y: int) -> list[str]:
    """Commit labels under the points, turned so that they fit."""
    return [
        f'<text class="label" transform="translate({LEFT + i * STEP + 4},{y}) rotate(50)">'
        f"{escape(label)}</text>"
        for i, label in enumerate(labels)
    ]


def timeline_svg(history: CaseHistory) -> Markup:
    """A row of squares, one per point, oldest left, coloured by verdict; flips as bars."""
    points = list(reversed(history.points))
    starts = {id(flip.after.points[0]) for flip in history.flips}
    width = LEFT + STEP * len(points) + 40
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="timeline" width="{width}" '
        f'height="110" viewBox="0 0 {width} 110" role="img">'
    ]
    for index, point in enumerate(points):
        x = LEFT + index * STEP
        if id(point) in starts:
            parts.append(f'<line class="flip" x1="{x - 6}" y1="4" x2="{x - 6}" y2="44"/>')
        answers = ", ".join(f"{answer!r} x{count}" for answer, count in point.answers)
        tip = f"{point.label} ({point.latest[:16]}): {point.verdict}; {answers}"
        parts.append(
            f'<rect class="{_kind(point)}" x="{x}" y="{TOP}" width="22" height="22" rx="3">'
            f"<title>{escape(tip)}</title></rect>"
        )
        if point.runs > 1:
            parts.append(f'<text class="runs" x="{x + 11}" y="{TOP + 15}">{point.runs}</text>')
    parts += _labels([p.label for p in points], TOP + 36)
    parts.append("</svg>")
    return Markup("".join(parts))


def chart_svg(chart: SuiteChart) -> Markup:
    """The suite's cases passed per point, oldest left, against the cases run there."""
    points = list(reversed(chart.points))
    top = max((p.cases for p in points), default=1) or 1
    width = LEFT + STEP * max(len(points), 1) + 40
    height = TOP + CHART_HEIGHT + 90

    def y(value: int) -> float:
        return TOP + CHART_HEIGHT * (1 - value / top)

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="chart" width="{width}" '
        f'height="{height}" viewBox="0 0 {width} {height}" role="img">',
        f'<line class="axis" x1="{LEFT - 8}" y1="{y(0)}" x2="{width - 20}" y2="{y(0)}"/>',
        f'<line class="axis" x1="{LEFT - 8}" y1="{y(top)}" x2="{LEFT - 8}" y2="{y(0)}"/>',
        f'<text class="tick" x="{LEFT - 12}" y="{y(top) + 4}">{top}</text>',
        f'<text class="tick" x="{LEFT - 12}" y="{y(0) + 4}">0</text>',
    ]
    xs = [LEFT + 11 + i * STEP for i in range(len(points))]
    parts.append(
        '<polyline class="cases" points="'
        + " ".join(f"{x},{y(p.cases):.1f}" for x, p in zip(xs, points, strict=True))
        + '"/>'
    )
    parts.append(
        '<polyline class="passed" points="'
        + " ".join(f"{x},{y(p.passed):.1f}" for x, p in zip(xs, points, strict=True))
        + '"/>'
    )
    for x, point in zip(xs, points, strict=True):
        tip = f"{point.label} ({point.latest[:16]}): {point.passed}/{point.cases} passed"
        parts.append(
            f'<circle class="passed" cx="{x}" cy="{y(point.passed):.1f}" r="4">'
            f"<title>{escape(tip)}</title></circle>"
        )
    parts += _labels([p.label for p in points], int(y(0)) + 14)
    parts.append("</svg>")
    return Markup("".join(parts))


def build_history_page(
    histories: Sequence[CaseHistory], charts: Sequence[SuiteChart], database: str
) -> str:
    """The page's HTML text."""
    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )
    return environment.get_template("history.html.j2").render(
        database=database,
        made=_dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        charts=[(chart, chart_svg(chart)) for chart in charts],
        cases=[(history, timeline_svg(history)) for history in histories],
    )


def write_history_html(
    folder: str | Path,
    histories: Sequence[CaseHistory],
    charts: Sequence[SuiteChart],
    database: str,
) -> Path:
    """Write ``folder/index.html``; return its path."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "index.html"
    path.write_text(build_history_page(histories, charts, database), encoding="utf-8")
    return path
