"""A static HTML report of a run: summary per suite, and every surprise with its board.

``regress report RUN [--vs BASE] --html DIR`` writes ``DIR/index.html``, one
file that opens from disk: its styles and its few lines of script are
inline, it loads nothing (a Content-Security-Policy says so, and lets only
the report's own script run).  It holds a summary table per suite and,
for every unexpected result (and with a base run, every changed case), the
command, the expected pattern, the answers and the board drawn as SVG: the
stones, the last move, the points the command asks about, the expected and
the given moves (for a Havannah case the hexagonal board of
:mod:`harness.report.hexboard`, with the cells a ring encloses).  Filters
by verdict, suite and change hide the rest.

A repeated run (``regress run --repeat N``) is shown by pass rates: each
suite's counts of stable passes, flaky cases and stable failures, a table
of every case that is not a stable pass (its passes, Wilson 95 % interval,
and the seeds it failed with) and, with a base run, each change of pass
rate with Fisher's p-value, the adjusted one and the verdict, under a line
that names the test and the correction.  Each such case gets one card, of
its first failing repetition.

The page is a jinja2 template with autoescaping on: everything that came
from an engine or a suite file is text in the template and is escaped
there; only the SVG built here (numbers and fixed words) is marked safe.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import jinja2
from markupsafe import Markup
from sgfmill import common

from harness.cases import Case, Result, Verdict
from harness.compare import (
    TABLE_CHANGES,
    Change,
    Comparison,
    compare_runs,
    describe_run,
    mode_warning,
    seconds_text,
    totals_text,
)
from harness.formats import SuiteFormatError
from harness.repeats import (
    DEFAULT_CORRECTION,
    DEFAULT_LEVEL,
    PassRate,
    RateChange,
    RateComparison,
    compare_rates,
    is_repeated,
    pass_rates,
    rate_lines,
)
from harness.report.hexboard import HexPositionFinder, cells_in, grid_in_force, hex_svg
from harness.report.position import Position, PositionFinder, vertex_point
from harness.report.text import Summary, order_dependent, order_line, result_line
from harness.stats import CLASSES, STABLE_PASS
from harness.store import Run, RunHeader
from harness.suites import load_suite

TEMPLATES = Path(__file__).parent / "templates"
CELL = 24  # pixels between two lines of the board
_VERTEX = re.compile(r"(?<![A-Za-z0-9])([A-HJ-Za-hj-z](?:[1-9]|1[0-9]|2[0-5]))(?![0-9])")


def vertices(text: str, size: int) -> list[str]:
    """The GTP vertices written in ``text`` that lie on a board of ``size``, in order."""
    found = []
    for match in _VERTEX.finditer(text):
        vertex = match.group(1).upper()
        if vertex_point(vertex, size) is not None and vertex not in found:
            found.append(vertex)
    return found


@dataclass(frozen=True)
class Marks:
    """What the board shows besides the stones."""

    expected: tuple[str, ...] = ()
    given: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    was: tuple[str, ...] = ()  # the base run's answer, when compared


def _hoshi(size: int) -> list[tuple[int, int]]:
    if size < 7:
        return []
    edge = 2 if size < 13 else 3
    lines = [edge, size - 1 - edge]
    if size % 2 == 1 and size >= 9:
        lines.insert(1, size // 2)
    return [(row, col) for row in lines for col in lines]


def board_svg(position: Position, marks: Marks) -> Markup:
    """Draw ``position`` as an SVG element, with the last move and ``marks``.

    Only numbers and fixed words go into the SVG (vertices are turned into
    coordinates), so the result is safe to put in the page as it is.
    """
    size = position.size
    margin = CELL + 4  # room for the coordinates
    span = CELL * (size - 1)
    full = span + 2 * margin
    shown = min(max(full, 260), 480)  # small boards drawn larger, big ones smaller

    def xy(vertex: str) -> tuple[int, int] | None:
        point = vertex_point(vertex, size)
        if point is None:
            return None
        row, col = point
        return margin + col * CELL, margin + (size - 1 - row) * CELL

    parts = [
        f'<svg class="board" viewBox="0 0 {full} {full}" width="{shown}" '
        f'height="{shown}" role="img" aria-label="board {size}x{size}">',
        f'<rect class="wood" width="{full}" height="{full}"/>',
    ]
    grid = "".join(
        f"M{margin} {margin + i * CELL}h{span}M{margin + i * CELL} {margin}v{span}"
        for i in range(size)
    )
    parts.append(f'<path class="grid" d="{grid}"/>')
    for row, col in _hoshi(size):
        parts.append(
            f'<circle class="hoshi" cx="{margin + col * CELL}" '
            f'cy="{margin + (size - 1 - row) * CELL}" r="2.5"/>'
        )
    for i in range(size):
        x = margin + i * CELL
        y = margin + i * CELL
        parts.append(f'<text x="{x}" y="{full - 6}">{common.column_letters[i]}</text>')
        parts.append(f'<text x="9" y="{y + 4}">{size - i}</text>')
    radius = CELL * 0.47
    for colour, stones in (("b", position.black), ("w", position.white)):
        for vertex in sorted(stones):
            at = xy(vertex)
            if at:
                parts.append(f'<circle class="{colour}" cx="{at[0]}" cy="{at[1]}" r="{radius}"/>')
    if position.last_move and (at := xy(position.last_move)):
        colour = "onb" if position.last_move in position.black else "onw"
        parts.append(f'<circle class="last {colour}" cx="{at[0]}" cy="{at[1]}" r="{CELL * 0.17}"/>')
    half = CELL * 0.42
    for vertex in marks.targets:
        if at := xy(vertex):
            parts.append(
                f'<rect class="target" x="{at[0] - half}" y="{at[1] - half}" '
                f'width="{2 * half}" height="{2 * half}"/>'
            )
    for vertex in marks.expected:
        if at := xy(vertex):
            parts.append(f'<circle class="expected" cx="{at[0]}" cy="{at[1]}" r="{CELL * 0.36}"/>')
    arm = CELL * 0.28
    for kind, points in (("was", marks.was), ("given", marks.given)):
        for vertex in points:
            if not (at := xy(vertex)):
                continue
            x, y = at
            parts.append(
                f'<path class="{kind}" d="M{x - arm} {y - arm}L{x + arm} {y + arm}'
                f'M{x - arm} {y + arm}L{x + arm} {y - arm}"/>'
            )
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 - numbers and fixed words only


@dataclass(frozen=True)
class CaseView:
    """One case as the page shows it."""

    id: str
    suite: str
    verdict: str
    change: str
    result: Result
    base: Result | None
    case: Case | None
    board: Markup | None
    board_note: str
    rate: PassRate | None = None  # a repeated run: the case over its repetitions
    rate_change: RateChange | None = None

    @property
    def css(self) -> str:
        """The verdict (or class) as one CSS class name: ``stable fail`` -> ``stable-fail``."""
        return self.verdict.replace(" ", "-")


@dataclass(frozen=True)
class RateRow:
    """One case of the pass-rate table of a repeated run."""

    id: str
    rate: PassRate | None
    change: RateChange | None
    failed_seeds: str

    @property
    def css(self) -> str:
        """The class as one CSS class name."""
        return self.rate.klass.replace(" ", "-") if self.rate else ""


def _failed_seeds(rate: PassRate | None) -> str:
    if rate is None or rate.passes == rate.runs:
        return ""
    seeds = [str(r.seed) for r in rate.results if not r.verdict.passed and r.seed is not None]
    return ", ".join(seeds[:10]) + (", ..." if len(seeds) > 10 else "")


@dataclass(frozen=True)
class SuiteRow:
    """One line of the summary table."""

    name: str
    cases: int
    summary: Summary
    seconds: str
    changes: tuple[int, ...]
    totals: str
    classes: tuple[int, ...] = ()  # a repeated run: stable passes, flaky, stable failures


def _marks(result: Result, base: Result | None, size: int) -> Marks:
    command = result.command.split(None, 1)
    targets = vertices(command[1], size) if len(command) > 1 else []
    expected = [] if result.expected.startswith("!") else vertices(result.expected, size)
    given = vertices(result.answer, size)
    was = [v for v in vertices(base.answer, size) if v not in given] if base else []
    return Marks(tuple(expected), tuple(given), tuple(targets), tuple(was))


def _hex_board(finder: HexPositionFinder, case: Case) -> Markup | None:
    """The Havannah board of ``case``, the cells its command names outlined."""
    position = finder.position(case)
    if position is None:
        return None
    arguments = case.command.split(None, 1)[1:]
    grid = grid_in_force(case.setup)
    targets = cells_in(arguments[0], position.side, grid) if arguments else []
    return hex_svg(position, tuple(targets))


def _suite_cases(headers: Iterable[RunHeader]) -> tuple[dict[str, Case], list[str]]:
    """The cases of the suites the run headers name (by id), and what could not be read."""
    cases: dict[str, Case] = {}
    problems: list[str] = []
    seen: set[str] = set()
    for header in headers:
        for suite in header.suites:
            path = suite.path
            if not path or path in seen:
                continue
            seen.add(path)
            try:
                loaded = load_suite(path, tst_game=suite.game)
            except SuiteFormatError as error:
                problems.append(f"boards of {suite.name or path} not drawn: {error}")
                continue
            if suite.sha256 and suite.sha256 != loaded.digest:
                problems.append(f"{path} changed since the run; boards show it as it is now")
            for case in loaded.cases:
                cases.setdefault(case.id, case)
    return cases, problems


def _shown_rates(
    rates: list[PassRate], rated: RateComparison | None
) -> tuple[list[RateRow], list[tuple[Result, PassRate | None, RateChange | None]]]:
    """The pass-rate table's rows of a repeated run, and the result each card shows."""
    by_id = {rate.id: rate for rate in rates}
    changes = {change.id: change for change in rated.changes} if rated else {}
    ids = [r.id for r in rates if r.klass != STABLE_PASS or r.unexpected]
    ids += [c.id for c in changes.values() if c.verdict != "same" and c.id not in ids]
    rows: list[RateRow] = []
    cards: list[tuple[Result, PassRate | None, RateChange | None]] = []
    for case_id in ids:
        rate, change = by_id.get(case_id), changes.get(case_id)
        rows.append(RateRow(case_id, rate, change, _failed_seeds(rate)))
        present = rate or (change.base if change else None)
        if present is None:
            continue
        failing = [r for r in present.results if not r.verdict.passed]
        # A case only the base has is shown by the base's rate and class.
        cards.append(((failing or list(present.results))[0], present, change))
    return rows, cards


def build_page(
    run: Run,
    base: Run | None = None,
    run_name: str = "",
    base_name: str = "",
    level: float = DEFAULT_LEVEL,
    correction: str = DEFAULT_CORRECTION,
) -> str:
    """The HTML text of the report on ``run`` (compared with ``base`` when given).

    When either run is repeated, cases are judged by pass rates, and
    changes by Fisher's exact test at ``level`` with ``correction``
    (:func:`harness.repeats.compare_rates`).
    """
    repeated = is_repeated(run.results) or (base is not None and is_repeated(base.results))
    comparison: Comparison | None = None
    if base is not None and not repeated:
        comparison = compare_runs(base, run)
    changes = {diff.id: diff for diff in comparison.diffs} if comparison else {}
    rates = pass_rates(run.results) if repeated else []
    rated = None
    if repeated and base is not None:
        rated = compare_rates(base.results, run.results, level, correction)
    rate_rows, rate_cards = _shown_rates(rates, rated) if repeated else ([], [])
    cases, problems = _suite_cases([run.header, *([base.header] if base else [])])
    finder = PositionFinder()
    hex_finder = HexPositionFinder()
    views: list[CaseView] = []
    try:
        shown: list[tuple[Result, PassRate | None, RateChange | None]] = [
            (r, None, None) for r in run.results if result_line(r) is not None or r.id in changes
        ]
        shown += [
            (d.base, None, None) for d in changes.values() if d.head is None and d.base is not None
        ]
        if repeated:
            shown = rate_cards
        for result, rate, rate_change in shown:
            diff = changes.get(result.id)
            base_result = diff.base if diff and diff.head is not None else None
            case = cases.get(result.id)
            board: Markup | None = None
            note = ""
            if case is not None and case.game == "havannah":
                board = _hex_board(hex_finder, case)
                note = "" if board is not None else "no board for this case"
            position = finder.position(case) if case is not None else None
            if position is not None:
                board = board_svg(position, _marks(result, base_result, position.size))
            elif case is None:
                note = "no board: the case is not in the suite files any more"
            elif board is None:
                note = "no board for this case" + (" (not Go)" if case.game != "go" else "")
            change = str(diff.change) if diff else ""
            if rate_change is not None and rate_change.verdict != "same":
                change = rate_change.verdict
            views.append(
                CaseView(
                    id=result.id,
                    suite=result.suite,
                    verdict=rate.klass if rate else str(result.verdict),
                    change=change,
                    result=result,
                    base=base_result,
                    case=case,
                    board=board,
                    board_note=note,
                    rate=rate,
                    rate_change=rate_change,
                )
            )
    finally:
        finder.close()
        hex_finder.close()

    by_suite: dict[str, list[Result]] = {}
    for result in run.results:
        by_suite.setdefault(result.suite, []).append(result)
    compared = {s.name: s for s in comparison.suites} if comparison else {}
    klass = {rate.id: rate.klass for rate in rates}
    rows = []
    for name, results in [*by_suite.items(), ("Total", run.results)]:
        ids = {r.id for r in results}
        classes = tuple(sum(klass.get(i) == c for i in ids) for c in CLASSES) if repeated else ()
        if comparison is None:
            counts: tuple[int, ...] = ()
            totals = ""
        elif name == "Total":
            counts = tuple(comparison.count(c) for c in TABLE_CHANGES)
            totals = totals_text(comparison.totals)
        else:
            suite = compared.get(name)
            counts = tuple(suite.count(c) if suite else 0 for c in TABLE_CHANGES)
            totals = totals_text(suite.totals) if suite else ""
        rows.append(
            SuiteRow(
                name=name,
                cases=len(results),
                summary=Summary.of(results),
                seconds=seconds_text(sum(r.seconds for r in results)),
                changes=counts,
                totals=totals,
                classes=classes,
            )
        )

    environment = jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    template = environment.get_template("report.html.j2")
    verdict_order = list(CLASSES) if repeated else [str(v) for v in Verdict]
    present = {view.verdict for view in views}
    return template.render(
        run=run,
        run_name=run_name,
        run_engine=describe_run(run.header),
        base=base,
        base_name=base_name,
        base_engine=describe_run(base.header) if base else "",
        comparison=comparison,
        sentence=comparison.sentence() if comparison else "",
        total=Summary.of(run.results),
        rows=rows,
        change_names=[str(c) for c in TABLE_CHANGES],
        views=views,
        verdicts=[v for v in verdict_order if v in present],
        suites=list(dict.fromkeys(view.suite for view in views)),
        changes_present=[str(c) for c in Change if any(v.change == c for v in views)],
        problems=problems,
        mode_warning=mode_warning(base.header, run.header) if base else None,
        order_checked=run.header.check_order_seed is not None,
        order_seed=run.header.check_order_seed,
        order_dependent=[
            (result, order_line(result), cases.get(result.id))
            for result in order_dependent(run.results)
        ],
        nonce=secrets.token_urlsafe(16),
        Change=Change,
        repeated=repeated,
        classes=CLASSES,
        rates_line=rate_lines(rates)[-1] if repeated else "",
        rate_rows=rate_rows,
        rated=rated,
        rate_counts=_rate_counts(rated),
    )


def _rate_counts(rated: RateComparison | None) -> str:
    """``1 broke; 3 same``: the verdicts of a comparison by pass rates."""
    if rated is None:
        return ""
    verdicts = ("broke", "fixed", "not significant", "same", "base only", "head only")
    return "; ".join(f"{len(rated.of(v))} {v}" for v in verdicts if rated.of(v)) or "no cases"


def write_html(
    folder: str | Path,
    run: Run,
    base: Run | None = None,
    run_name: str = "",
    base_name: str = "",
    level: float = DEFAULT_LEVEL,
    correction: str = DEFAULT_CORRECTION,
) -> Path:
    """Write ``folder/index.html`` for ``run`` (and ``base``); return its path.

    ``level`` and ``correction`` judge changes of pass rate (repeated runs).
    """
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "index.html"
    page = build_page(run, base, run_name, base_name, level, correction)
    path.write_text(page, encoding="utf-8")
    return path
