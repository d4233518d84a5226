"""``regress db import``, ``regress history`` and ``regress bisect``: the results database's verbs.

:mod:`harness.cli` builds the parser and calls these handlers; each takes the
parsed arguments and a way to print a line, and gives the exit status.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path

from harness import db as results_db
from harness.bisect import BisectError, CommandTester, RepoTester, Tester, bisect
from harness.db import ResultsDB, import_quietly
from harness.engines.registry import parse_spec
from harness.games import choose_engines
from harness.history import CaseHistory, histories, suite_points
from harness.orchestrate import UsageError
from harness.report.history_html import SuiteChart, write_history_html
from harness.store import RunFileError
from harness.suites import parse_numbers, resolve
from harness.worktree import WorktreeError, repo_root

EXIT_OK, EXIT_FAILURES, EXIT_BAD_INPUT = 0, 1, 2


def db_path(args: argparse.Namespace) -> Path | None:
    """The database the arguments name: ``--db``, else the default; None for ``--db ''``."""
    chosen = getattr(args, "db", None)
    if chosen is None:
        return results_db.DEFAULT_DB
    return Path(chosen) if chosen else None


def into_db(args: argparse.Namespace, run_file: str | Path) -> None:
    """Import a run file just written; a failure is a warning on stderr, never an error."""
    path = db_path(args)
    if path is not None:
        warning = import_quietly(path, run_file)
        if warning:
            print(warning, file=sys.stderr)


def _existing_db(args: argparse.Namespace) -> Path:
    path = db_path(args)
    if path is None or not path.is_file():
        raise UsageError(
            f"{path}: no results database (regress run writes one; "
            "regress db import RUNS... fills it)"
        )
    return path


def cmd_db_import(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress db import RUNS...``: put old run files into the database (again is harmless)."""
    path = db_path(args)
    if path is None:
        raise UsageError("db import needs a database: --db FILE")
    bad = 0
    with ResultsDB(path) as db:
        for run_file in args.runs:
            try:
                done = db.import_file(run_file)
            except RunFileError as error:
                print(f"regress: {error}", file=sys.stderr)
                bad += 1
                continue
            what = (
                "new run"
                if done.new
                else "already there, results updated"
                if done.changed
                else "already there"
            )
            out(f"{run_file}: {done.results} results ({what})")
        runs, results = db.counts()
    out(f"{path}: {runs} runs, {results} results")
    return EXIT_BAD_INPUT if bad else EXIT_OK


def _targets(items: list[str]) -> tuple[list[str], list[str]]:
    """Case ids and suite names: ``owl:123``, ``strategy:6,13-15``, ``owl``."""
    cases, suites = [], []
    for item in items:
        name, sep, numbers = item.rpartition(":")
        if sep and re.fullmatch(r"[\d,\s-]+", numbers):
            cases += [f"{name}:{n}" for n in sorted(parse_numbers(numbers))]
        elif sep:
            cases.append(item)  # a label that is not a number (a repeated case)
        else:
            suites.append(item)
    return cases, suites


def cmd_history(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress history CASE|SUITE...``: verdicts across runs, newest first, flips marked."""
    path = _existing_db(args)
    cases, suites = _targets(args.items)
    with ResultsDB(path) as db:
        seen = db.observations(cases, suites, engine=args.engine)
    try:
        repo: Path | None = repo_root(Path(args.repo))
    except WorktreeError:  # no git here: order by time
        repo = None
    found = histories(seen, repo, args.level)
    named = [h for h in found if h.case_id in cases]
    charts = []
    for suite in suites:
        engines = dict.fromkeys(o.engine_spec for o in seen if o.suite == suite)
        if not engines:
            out(f"{suite}: no results in {path}")
        for engine in engines:
            of_suite = [o for o in seen if o.engine_spec == engine and o.suite == suite]
            chart = SuiteChart(suite, engine, suite_points(of_suite, repo))
            charts.append(chart)
            for line in _suite_lines(chart, [h for h in found if h.engine == engine], suite):
                out(line)
    for case in cases:
        if not any(h.case_id == case for h in named):
            out(f"{case}: no results in {path}")
    for history in named:
        for line in history.lines():
            out(line)
    if args.html:
        shown = named + [h for h in found if h not in named and h.flips]
        page = write_history_html(args.html, shown, charts, str(path))
        out(f"HTML history: {page}")
    return EXIT_OK


def _suite_lines(chart: SuiteChart, found: list[CaseHistory], suite: str) -> list[str]:
    """A suite's pass counts per point, then the cases that flipped."""
    lines = [f"{suite} [{chart.engine}]: cases passed, newest first"]
    for point in chart.points:
        when = point.latest[:16].replace("T", " ")
        lines.append(f"  {point.label:<14} {when:<16}  {point.passed}/{point.cases} passed")
    of_suite = [h for h in found if h.case_id.rsplit(":", 1)[0] == suite]
    flipped = [h for h in of_suite if h.flips]
    lines += [f"  {h.sentence()}" for h in flipped]
    lines.append(f"  {len(flipped)} of {len(of_suite)} cases flipped")
    return lines


def cmd_bisect(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress bisect CASE --good REF --bad REF``: the first commit at which the case changed."""
    engines = choose_engines(args.engine, args.havannah_engine, getattr(args, "game", None))
    selections = resolve([args.case], args.suite_dir, tst_game=engines.tst_game)
    chosen = [case for selection in selections for case in selection.cases]
    if len(chosen) != 1:
        raise UsageError(f"bisect takes one case, not {len(chosen)}: {args.case!r}")
    selection, case_id = selections[0], chosen[0].id
    repo = repo_root(Path(args.repo))
    path = db_path(args)
    tester: Tester
    if args.engine_cmd:
        tester = CommandTester(
            repo,
            args.engine_cmd,
            selection,
            case_id,
            timeout=args.timeout or None,
            cache_dir=Path(args.cache),
            db_path=path,
            say=out,
            seed_command=args.seed_command,
        )
    else:
        engine = engines.go
        if any(parse_spec(spec).builtin is None for spec in (engine, engines.havannah)):
            raise UsageError(
                "bisect runs this repository's engines (--engine go[:OPTIONS], --havannah-engine "
                "havannah[:OPTIONS]); for another "
                "engine's repository give --repo DIR --engine-cmd 'BUILD && echo SPEC'"
            )
        tester = RepoTester(
            repo,
            selection,
            case_id,
            engine=engine,
            havannah_engine=engines.havannah,
            timeout=args.timeout or None,
            cache_dir=Path(args.cache),
            db_path=path,
            say=out,
            seed_command=args.seed_command,
        )
    if args.repeat < 1:
        raise UsageError("--repeat needs a number of runs, 1 or more")
    try:
        found = bisect(
            repo,
            case_id,
            args.good,
            args.bad,
            tester,
            say=out,
            level=args.level,
            repeat=args.repeat,
            first_seed=args.first_seed,
        )
    except BisectError as error:
        raise UsageError(str(error)) from error
    out(found.conclusion())  # the verdicts seen were said as they came
    return EXIT_OK
