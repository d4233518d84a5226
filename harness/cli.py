"""The ``regress`` command: run suites, compare and gate runs, report, accept, list, convert.

Exit status: 0 when nothing unexpected happened, 1 when a case failed
unexpectedly or gave no answer (error, timeout, crash), 2 for bad usage or bad
input (a one-line message naming the file and line, never a traceback), 130
when interrupted (the run file keeps what was finished).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from harness import __version__
from harness import db as results_db
from harness.accept import AcceptError, apply_plan, plan_accept
from harness.compare import (
    Comparison,
    compare_runs,
    comparison_lines,
    describe_run,
    mode_warning,
)
from harness.engines.gtp import EngineError
from harness.engines.registry import DEFAULT_ENGINE, SpecError, parse_spec
from harness.formats import SuiteFormatError
from harness.formats.convert import tst_to_yaml, yaml_to_tst
from harness.formats.hgf import records_to_yaml
from harness.games import GAMES, GameError, choose_engines
from harness.history_cli import cmd_bisect, cmd_db_import, cmd_history, into_db
from harness.match.driver import SPRT_GAME_LIMIT, Match, default_match_path, play_match
from harness.match.game import BadOpening, GameRecord, Setup
from harness.match.openings import OpeningsError, digest, read_openings, shipped
from harness.match.record import MatchFileError
from harness.match.referee import (
    COLOURS,
    DEFAULT_KOMI,
    DEFAULT_SIZE,
    GO,
    HAVANNAH,
    RefereeError,
)
from harness.match.summary import Summary as MatchSummary
from harness.match.summary import format_summary
from harness.orchestrate import (
    MODE_FILE_ORDER,
    MODE_ISOLATED,
    MODES,
    RunOptions,
    UsageError,
    cases_of_run,
    new_run,
    repetition_of,
    resume,
    run_at_ref,
    summary,
    tst_game_of,
)
from harness.parallel import PytestFailed, execute, run_quietly
from harness.repeats import (
    DEFAULT_CORRECTION,
    DEFAULT_LEVEL,
    compare_rates,
    is_repeated,
    pass_rates,
    rate_lines,
)
from harness.repeats import comparison_lines as rate_comparison_lines
from harness.report.text import (
    Summary,
    order_lines,
    result_line,
    setup_warnings,
    summary_lines,
    terminal_safe,
)
from harness.runner import PROJECT_ROOT, Repetition
from harness.stats import CORRECTIONS, H0, parse_sprt
from harness.store import Run, RunFileError, mode_name, read_run
from harness.suites import Selection, SelectionError, resolve
from harness.worktree import DEFAULT_CACHE, WorktreeError

EXIT_OK, EXIT_FAILURES, EXIT_BAD_INPUT, EXIT_INTERRUPTED = 0, 1, 2, 130
DEFAULT_SUITE_DIR = "suites"

#: A command's handler: its arguments and a way to print a line; gives the exit status.
Handler = Callable[[argparse.Namespace, Callable[[str], None]], int]


def _parents() -> dict[str, argparse.ArgumentParser]:
    """The options several commands share, each declared once (argparse parent parsers)."""

    def parent() -> argparse.ArgumentParser:
        return argparse.ArgumentParser(add_help=False)

    suites = parent()
    suites.add_argument(
        "--suite-dir", default=DEFAULT_SUITE_DIR, help="where suite names are looked up"
    )
    suites.add_argument(
        "--allow-outside",
        action="store_true",
        help="let suites load SGF files outside their own folder (refused by default)",
    )
    engines = parent()
    engines.add_argument(
        "--engine",
        help="engine for Go suites and .tst files: go, go:KEY=VALUE, havannah[:KEY=VALUE] "
        "(then .tst files are Havannah suites), or gtp:COMMAND (default: go; "
        "for compare, the base)",
    )
    engines.add_argument(
        "--havannah-engine",
        default=None,
        help="engine for Havannah suites (default: havannah, or --engine when it plays Havannah)",
    )
    game = parent()
    game.add_argument(
        "--game",
        choices=GAMES,
        help="the game of the .tst files, and of --engine (default: the engine's; "
        "havannah for this project's Havannah engine, else go)",
    )
    engines.add_argument(
        "--timeout", type=float, default=60.0, help="seconds a command may take (0: no limit)"
    )
    jobs = parent()
    jobs.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="parallel workers on this machine (default: the number of cores)",
    )
    modes = parent()
    order = modes.add_mutually_exclusive_group()
    order.add_argument(
        "--isolated",
        action="store_true",
        help="run every case on its own: reset, clear_cache (when the engine knows it), "
        "the replay of its setup; for any order (YAML cases always run so)",
    )
    order.add_argument(
        "--sequential",
        "--file-order",
        action="store_true",
        help="run each .tst file top to bottom on an engine of its own, as regress.sh "
        "(the default)",
    )
    verbose = parent()
    verbose.add_argument(
        "-v",
        "--verbose",
        action="store_true",
        help="a line for every case (run, gate: every verdict, not only the unexpected ones)",
    )
    git = parent()
    git.add_argument(
        "--repo", default=str(PROJECT_ROOT), help="the engine's git repository (with a git REF)"
    )
    git.add_argument("--cache", default=str(DEFAULT_CACHE), help="where runs at commits are kept")
    run_file = parent()
    run_file.add_argument("run", help="the run file")
    html = parent()
    html.add_argument("--html", metavar="DIR", help="also write the HTML report to DIR/index.html")
    markdown = parent()
    markdown.add_argument("--markdown", metavar="FILE", help="also write a markdown summary")
    junit = parent()
    junit.add_argument("--junit", metavar="FILE", help="also write JUnit XML for CI")
    repeat = parent()
    repeat.add_argument(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="run every case N times, alone, each with its own seed: pass rates and flaky "
        "cases (a repeated run)",
    )
    repeat.add_argument(
        "--seed-command",
        metavar="COMMAND",
        help="with --repeat: the GTP command that seeds the engine, {seed} in it "
        "(e.g. 'set_random_seed {seed}'); else a {seed} in a gtp: command line, "
        "else the seed= option of this project's engines",
    )
    repeat.add_argument(
        "--first-seed", type=int, default=1, help="with --repeat: the first repetition's seed (1)"
    )
    significance = parent()
    significance.add_argument(
        "--level",
        type=float,
        default=DEFAULT_LEVEL,
        help="repeated runs: the level an adjusted p-value must be under to count (0.05)",
    )
    significance.add_argument(
        "--correction",
        choices=sorted(CORRECTIONS),
        default=DEFAULT_CORRECTION,
        help="repeated runs: correction for testing many cases, holm (family-wise, the "
        "default) or bh (Benjamini-Hochberg, false discovery rate)",
    )
    database = parent()
    database.add_argument(
        "--db",
        metavar="FILE",
        help=f"the results database (default: {results_db.DEFAULT_DB}; '' for none)",
    )
    converted = parent()
    converted.add_argument("source")
    converted.add_argument("-o", "--out", help="the file to write (default: beside the source)")
    return {
        "suites": suites,
        "engines": engines,
        "game": game,
        "jobs": jobs,
        "modes": modes,
        "verbose": verbose,
        "git": git,
        "run_file": run_file,
        "html": html,
        "markdown": markdown,
        "junit": junit,
        "converted": converted,
        "repeat": repeat,
        "significance": significance,
        "db": database,
    }


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="regress",
        description="Run GNU Go-style regression suites against game engines.",
    )
    parser.add_argument("--version", action="version", version=f"regress-harness {__version__}")
    commands = parser.add_subparsers(dest="verb", required=True, metavar="COMMAND")
    shared = _parents()

    def command(
        name: str, handler: Handler, parents: Sequence[str], **kwargs: Any
    ) -> argparse.ArgumentParser:
        sub = commands.add_parser(name, parents=[shared[p] for p in parents], **kwargs)
        sub.set_defaults(handler=handler)
        return sub

    run = command(
        "run",
        cmd_run,
        ["engines", "game", "suites", "jobs", "modes", "verbose", "html", "repeat", "db"],
        help="run suites and write a run file (imported into the results database)",
    )
    run.add_argument(
        "targets",
        nargs="*",
        help="suite files, folders, or names in --suite-dir, with optional case numbers "
        "(owl, owl1:315, strategy:6,13-15); default: every suite in --suite-dir",
    )
    run.add_argument("--out", help="run file to write (default: reports/runs/TIME-ENGINE.jsonl)")
    run.add_argument(
        "--resume",
        metavar="RUN",
        help="finish a run that was cut short: run the cases RUN has no result for "
        "and append them to it (suites and engine default to RUN's)",
    )
    run.add_argument(
        "--retry-crashes",
        action="store_true",
        help="with --resume: run the cases whose engine crashed again too "
        "(cases lost with a worker always run again)",
    )
    run.add_argument(
        "--check-order",
        action="store_true",
        help="run each file both ways, in file order and every case alone in a shuffled "
        "order, and list the cases whose answer depends on what ran before them",
    )
    run.add_argument(
        "--seed", type=int, help="the seed of --check-order's shuffle (default: a new one)"
    )
    run.add_argument(
        "--tx",
        action="append",
        default=[],
        metavar="SPEC",
        help="an xdist worker, here or on another machine (popen, ssh=HOST//python=python3); "
        "repeatable, replaces -j",
    )
    run.add_argument(
        "--rsyncdir",
        action="append",
        default=[],
        metavar="DIR",
        help="folder to copy to --tx workers (suites, engine)",
    )

    lister = command(
        "list", cmd_list, ["suites", "verbose", "game"], help="list suites and their cases"
    )
    lister.add_argument("targets", nargs="*")

    command(
        "import",
        cmd_import,
        ["converted"],
        help="write the YAML form of a .tst suite, or a Havannah suite of a folder of "
        ".hgf records (who has won at the end, and one move before)",
    )
    command("export", cmd_export, ["converted"], help="write the .tst form of a YAML suite")

    comparer = command(
        "compare",
        cmd_compare,
        [
            "engines",
            "game",
            "suites",
            "jobs",
            "modes",
            "git",
            "html",
            "markdown",
            "repeat",
            "significance",
            "db",
        ],
        help="what changed between two runs, two engines, or two commits of this engine",
        description="Compare two run files (BASE HEAD); or run two engine specs now "
        "(--engine SPEC --vs SPEC [SUITES]); or run this repository's engine at two git "
        "commits, each from a temporary worktree (--ref REF [--vs REF] [SUITES]; without "
        "--vs the head is the current checkout).  Exit 1 when anything broke.  The HTML "
        "report is the head's.",
    )
    comparer.add_argument(
        "items",
        nargs="*",
        metavar="RUN_OR_SUITE",
        help="two run files, or (with --vs/--ref) the suites to run",
    )
    comparer.add_argument(
        "--vs",
        metavar="SPEC_OR_REF",
        help="the head: an engine spec, or with --ref a git reference",
    )
    comparer.add_argument("--ref", help="run the base with this repository's engine at git REF")
    comparer.add_argument(
        "-q", "--quiet", action="store_true", help="only the sentence and the table"
    )

    gate = command(
        "gate",
        cmd_gate,
        ["run_file", "jobs", "git", "verbose", "html", "markdown", "junit", "significance", "db"],
        help="exit 1 when a run has unexpected results or broke what a baseline passed",
        description="Judge a run file for CI; the reports compare it with the baseline, if any.",
    )
    gate.add_argument("--baseline", metavar="RUN", help="a run file that must not be broken")
    gate.add_argument(
        "--baseline-ref",
        metavar="REF",
        help="the baseline is this repository's engine at git REF, run on the run's cases "
        "(cached in --cache)",
    )

    reporter = command(
        "report",
        cmd_report,
        ["run_file", "html", "markdown", "junit"],
        help="write an HTML report (boards of the unexpected and changed cases)",
        description="Write the HTML report of a run (by default to reports/html/RUN-NAME).",
    )
    reporter.add_argument("--vs", metavar="RUN", help="a base run file to compare with")

    matcher = command(
        "match",
        cmd_match,
        [],
        help="play ENGINE_A against ENGINE_B in colour-swapped game pairs; Elo and an SPRT",
        description="Play game pairs (each opening once with each engine first) refereed by "
        "this project's own engines, append every game to a run file (and an SGF record), "
        "and print W/D/L, the pentanomial counts, Elo and normalized Elo with 95 %% "
        "intervals, and the SPRT's LLR and verdict.  Exit 1 when the SPRT accepts H0.",
    )
    matcher.add_argument("engine_a", metavar="ENGINE_A", help="an engine spec (go, gtp:...)")
    matcher.add_argument("engine_b", metavar="ENGINE_B", help="the engine it is measured against")
    matcher.add_argument(
        "--game", choices=GAMES, help="go or havannah (default: havannah for two havannah engines)"
    )
    matcher.add_argument("--size", type=int, help="board size (default: Go 9, Havannah 8)")
    matcher.add_argument("--komi", type=float, default=DEFAULT_KOMI, help="Go komi (7)")
    matcher.add_argument(
        "--openings",
        metavar="FILE",
        help="openings: SGF, or one line of moves each (default: the shipped set of the size)",
    )
    matcher.add_argument(
        "--games", type=int, help="games to play (default 100; with --sprt, the most)"
    )
    matcher.add_argument(
        "--sprt",
        nargs="+",
        metavar="KEY=VALUE",
        help="stop when the SPRT decides: elo0=0 elo1=5 alpha=0.05 beta=0.05 "
        "[model=normalized|logistic]",
    )
    matcher.add_argument(
        "-j", "--jobs", type=int, default=1, help="games at once, each on its own engines (1)"
    )
    matcher.add_argument("--out", help="run file (default: reports/matches/TIME-A-vs-B.jsonl)")
    matcher.add_argument(
        "--resume", metavar="RUN", help="continue the match of run file RUN (same engines)"
    )
    matcher.add_argument(
        "--sgf", metavar="DIR", help="where the games' SGF go (default: beside the run file)"
    )
    matcher.add_argument(
        "--move-time", type=float, default=60.0, help="seconds a move may take (60; 0: none)"
    )
    matcher.add_argument(
        "-q", "--quiet", action="store_true", help="no line per game, only the summary"
    )

    database = commands.add_parser(
        "db", help="the results database: every run's results in one SQLite file"
    )
    database_verbs = database.add_subparsers(dest="db_verb", required=True, metavar="VERB")
    importer = database_verbs.add_parser(
        "import",
        parents=[shared["db"]],
        help="import run files (a run imported twice is one run)",
    )
    importer.add_argument("runs", nargs="+", metavar="RUN", help="run files")
    importer.set_defaults(handler=cmd_db_import)

    history = command(
        "history",
        cmd_history,
        ["db", "significance"],
        help="a case's (or a suite's) verdicts across the runs in the database, flips marked",
        description="The verdicts and answers of cases across the runs of the results "
        "database, newest first, in commit order where the runs have commits; each flip is "
        "marked.  For repeated runs a change of pass rate counts only when significant.",
    )
    history.add_argument(
        "items",
        nargs="+",
        metavar="CASE_OR_SUITE",
        help="case ids (owl:123, strategy:6,13-15) or suite names (owl)",
    )
    history.add_argument("--engine", help="only the results of this engine spec")
    history.add_argument(
        "--repo", default=str(PROJECT_ROOT), help="the git repository that orders the commits"
    )
    history.add_argument(
        "--html", metavar="DIR", help="also write timelines and pass-count charts to DIR"
    )

    bisecter = command(
        "bisect",
        cmd_bisect,
        ["engines", "suites", "git", "db", "significance", "repeat"],
        help="find the first commit at which a case's verdict changed",
        description="Binary search between --good and --bad for the first commit at which "
        "CASE does what it does at --bad, running this repository's engine at each tested "
        "commit from a temporary worktree (reusing the database and the cache), or, with "
        "--engine-cmd, building another engine's repository (--repo) there.  A commit that "
        "cannot be built or run is skipped, as git bisect skip does.  With --repeat N the ends "
        "run N times each; a case flaky at either end (or in the database's repeated runs "
        "there) runs N times (as many as the database holds, without --repeat) at every "
        "commit tested, judged by Fisher's exact test on the pass rates.",
    )
    bisecter.add_argument("case", help="the case: owl:123, or SUITE_FILE:NUMBER")
    bisecter.add_argument("--good", required=True, metavar="REF", help="a commit before the change")
    bisecter.add_argument("--bad", required=True, metavar="REF", help="a commit after it")
    bisecter.add_argument(
        "--engine-cmd",
        metavar="CMD",
        help="a shell command run in the checkout of --repo at each commit: it builds the "
        "engine and prints, as its last line, the engine spec to test",
    )

    accepter = command(
        "accept",
        cmd_accept,
        ["run_file"],
        help="rewrite the '*' flags of the suites so that they expect what a run saw",
    )
    accepter.add_argument(
        "--dry-run", action="store_true", help="print the changes, change no file"
    )
    return parser


def _selections(args: argparse.Namespace) -> list[Selection]:
    targets = args.targets or [args.suite_dir]
    return resolve(targets, args.suite_dir, args.allow_outside, _tst_game(args))


def _tst_game(args: argparse.Namespace, engine: str | None = None) -> str:
    """The game of the ``.tst`` files for these arguments (``harness.games``)."""
    if not hasattr(args, "havannah_engine"):
        return str(args.game or "go")
    return choose_engines(engine or args.engine, args.havannah_engine, args.game).tst_game


def run_options(args: argparse.Namespace, engine: str | None = None) -> RunOptions:
    """The :class:`RunOptions` of ``run`` or ``compare`` arguments; ``engine`` overrides."""
    engines = choose_engines(engine or args.engine, args.havannah_engine, args.game)
    return RunOptions(
        go_engine=engines.go,
        havannah_engine=engines.havannah,
        tst_game=engines.tst_game,
        timeout=args.timeout or None,
        mode=MODE_ISOLATED if getattr(args, "isolated", False) else MODE_FILE_ORDER,
        jobs=args.jobs,
        tx=tuple(getattr(args, "tx", ())),
        rsync=tuple(getattr(args, "rsyncdir", ())),
        repetition=Repetition(
            times=max(1, getattr(args, "repeat", 1)),
            seed_command=getattr(args, "seed_command", None),
            first_seed=getattr(args, "first_seed", 1),
        ),
        allow_outside=getattr(args, "allow_outside", False),
        check_seed=_check_seed(args),
    )


def _check_seed(args: argparse.Namespace) -> int | None:
    """The seed of ``--check-order`` (a new one unless ``--seed`` gives it), or None."""
    if not getattr(args, "check_order", False):
        if getattr(args, "seed", None) is not None:
            raise UsageError("--seed goes with --check-order")
        return None
    if args.seed is not None:
        return int(args.seed)
    return random.SystemRandom().randrange(10**6)


# The reports are imported when asked for: a plain run starts faster without them.


def write_html(*args: Any) -> Path:
    """:func:`harness.report.html.write_html`."""
    from harness.report.html import write_html as write

    return write(*args)


def write_junit(*args: Any) -> None:
    """:func:`harness.report.junit.write_junit`."""
    from harness.report.junit import write_junit as write

    write(*args)


def markdown_summary(*args: Any) -> str:
    """:func:`harness.report.markdown.markdown_summary`."""
    from harness.report.markdown import markdown_summary as summary

    return summary(*args)


def markdown_rates(*args: Any) -> str:
    """:func:`harness.report.markdown.markdown_rates`."""
    from harness.report.markdown import markdown_rates as rates

    return rates(*args)


def check_writable(path: str, option: str) -> None:
    """Refuse, before anything runs, a file that could not be written.

    The file (if it exists) must be a regular file we can open for writing;
    its folder is made if need be, and a scratch file is made and removed in
    it (permissions alone do not tell: root passes every check but a
    read-only or virtual file system).  Raises :class:`UsageError`.
    """
    target = Path(path)
    try:
        if target.exists():
            if not target.is_file():
                raise UsageError(f"{option} {path}: not a regular file")
            with target.open("a"):
                pass
        else:
            target.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.TemporaryFile(dir=target.parent):
                pass
    except OSError as error:
        raise UsageError(f"{option} {path}: cannot write: {error.strerror or error}") from None


def _warn(lines: Iterable[str]) -> None:
    for line in lines:
        print(terminal_safe(f"warning: {line}"), file=sys.stderr)


def _warn_about(selections: Iterable[Selection]) -> None:
    _warn(warning for selection in selections for warning in selection.suite.warnings)


def cmd_run(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress run``: run the selected cases and write a run file."""
    if args.repeat < 1:
        raise UsageError("--repeat needs a number of runs, 1 or more")
    if args.repeat > 1 and args.sequential:
        raise UsageError("--repeat runs every case isolated: it cannot be --sequential")
    if args.retry_crashes and not args.resume:
        raise UsageError("--retry-crashes goes with --resume")
    if args.check_order and args.tx:
        raise UsageError("--check-order runs on this machine's workers: give -j, not --tx")
    if args.resume:
        resumed = resume(
            args.resume,
            args.targets,
            args.suite_dir,
            args.engine,
            args.retry_crashes,
            allow_outside=args.allow_outside,
        )
        _warn(resumed.warnings)
        _warn_about(resumed.selections)
        repetition = resumed.repetition
        if args.repeat > 1 and (repetition is None or repetition.times != args.repeat):
            began = f"{repetition.times} times" if repetition else "once"
            raise UsageError(
                f"{args.resume}: the run repeats every case {began}; resume it without --repeat"
            )
        options = run_options(args, resumed.engine)
        header_mode = resumed.run.header.mode
        if header_mode in MODES and header_mode != options.mode:
            if args.isolated or args.sequential:
                raise UsageError(
                    f"{args.resume}: the run began {mode_name(header_mode)}; resume it the same way"
                )
            options = replace(options, mode=header_mode)  # go on as the run began
        plan = resumed.plan(options)
    else:
        if args.out:
            check_writable(args.out, "--out")
        selections = _selections(args)
        _warn_about(selections)
        plan = new_run(selections, run_options(args), args.out)
    from harness.report.progress import LiveReport

    write = None if sys.stdout.isatty() else out
    live = LiveReport(plan.case_ids(), verbose=args.verbose, write=write)
    try:
        results, interrupted = execute(plan, live.add)
    finally:
        live.close()
    _warn(setup_warnings(results))
    into_db(args, plan.path)
    for line in summary(plan, results, interrupted):
        out(line)
    if plan.options.check_seed is not None:
        for line in order_lines(results, plan.options.check_seed):
            out(line)
    rates = pass_rates(results) if plan.options.repeated else None
    if rates is not None:
        for line in rate_lines(rates, args.verbose):
            out(line)
    out(f"Run file: {plan.path}")
    if args.html:
        page = write_html(Path(args.html), read_run(plan.path), None, str(plan.path))
        out(f"HTML report: {page}")
    if interrupted:
        out("Interrupted: the run file keeps the results above.")
        return EXIT_INTERRUPTED
    if rates is not None:  # flaky cases are reported, only stable failures fail the run
        return EXIT_FAILURES if any(rate.unexpected for rate in rates) else EXIT_OK
    return EXIT_OK if Summary.of(results).ok else EXIT_FAILURES


def cmd_list(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress list``: the suites and their case counts (every case with -v)."""
    for selection in _selections(args):
        suite = selection.suite
        out(f"{suite.name}\t{suite.game}\t{len(selection.cases)} cases\t{suite.path}")
        if args.verbose:
            for case in selection.cases:
                out(
                    f"  {case.id}\t{case.command}\t[{case.expectation.text}]"
                    f"{'' if case.expectation.flag == 'pass' else ' ' + case.expectation.flag}"
                )
    return EXIT_OK


def _converted(source: str, out_path: str | None, suffix: str) -> tuple[Path, Path]:
    path = Path(source)
    if not path.is_file():
        raise UsageError(f"{source}: no such file")
    return path, Path(out_path) if out_path else path.with_suffix(suffix)


def cmd_import(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress import X.tst``: the YAML form; ``regress import FOLDER``: a suite of records."""
    folder = Path(args.source)
    if folder.is_dir():
        target = Path(args.out) if args.out else folder.parent / f"{folder.name}.yaml"
        count = records_to_yaml(folder, target)
        out(f"{target}: {count} cases")
        return EXIT_OK
    source, target = _converted(args.source, args.out, ".yaml")
    if source.suffix != ".tst":
        raise UsageError(f"{source}: import reads a .tst file")
    count = tst_to_yaml(source, target)
    out(f"{target}: {count} cases")
    return EXIT_OK


def cmd_export(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress export X.yaml``: write the .tst form."""
    source, target = _converted(args.source, args.out, ".tst")
    if source.suffix not in (".yaml", ".yml"):
        raise UsageError(f"{source}: export reads a YAML suite")
    count = yaml_to_tst(source, target)
    out(f"{target}: {count} cases")
    return EXIT_OK


# -- compare, gate, report, accept --------------------------------------------


def _read(path: str) -> Run:
    """A run file, its warnings on stderr."""
    run = read_run(path)
    _warn(run.warnings)
    return run


def _run_now(selections: list[Selection], options: RunOptions, args: argparse.Namespace) -> Path:
    """Run the selections now, quietly, and return the run file (imported into the database)."""
    path = run_quietly(new_run(selections, options))
    into_db(args, path)
    return path


def _compare_paths(args: argparse.Namespace, out: Callable[[str], None]) -> tuple[Path, Path]:
    """The base and head run files of ``regress compare``, made now when asked."""
    if args.ref is None and args.vs is None:
        if args.engine is not None or len(args.items) != 2:
            raise UsageError(
                "compare takes two run files, or --engine SPEC --vs SPEC, or --ref REF [--vs REF]"
            )
        return Path(args.items[0]), Path(args.items[1])
    selections = resolve(
        args.items or [args.suite_dir], args.suite_dir, args.allow_outside, _tst_game(args)
    )
    _warn_about(selections)
    if args.ref is None:
        paths = []
        for side, spec in (("base", args.engine or DEFAULT_ENGINE), ("head", args.vs)):
            out(f"{side}: running {spec} ...")
            paths.append(_run_now(selections, run_options(args, spec), args))
            out(f"{side}: {paths[-1]}")
        return paths[0], paths[1]
    if args.engine is not None and parse_spec(args.engine).builtin is None:
        raise UsageError("--ref runs this repository's engine: give --engine go[:OPTIONS]")
    options = run_options(args)
    base = run_at_ref(args.repo, args.ref, selections, options, args.cache, say=out)
    into_db(args, base)
    if args.vs is not None:
        head = run_at_ref(args.repo, args.vs, selections, options, args.cache, say=out)
        into_db(args, head)
    else:
        out("head: running the current checkout ...")
        head = _run_now(selections, options, args)
    out(f"base: {base}")
    out(f"head: {head}")
    return base, head


def cmd_compare(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress compare``: what changed from a base to a head; exit 1 when anything broke."""
    base_path, head_path = _compare_paths(args, out)
    base, head = _read(str(base_path)), _read(str(head_path))
    if is_repeated(base.results) or is_repeated(head.results):
        rated = compare_rates(base.results, head.results, args.level, args.correction)
        for line in rate_comparison_lines(rated, verbose=not args.quiet):
            out(line)
        if args.html:
            path = write_html(
                args.html,
                head,
                base,
                str(head_path),
                str(base_path),
                args.level,
                args.correction,
            )
            out(f"HTML report: {path}")
        if args.markdown:
            _write_text(args.markdown, markdown_rates(head, rated))
            out(f"Markdown: {args.markdown}")
        return EXIT_FAILURES if rated.broke else EXIT_OK
    comparison = compare_runs(base, head)
    for line in comparison_lines(comparison, verbose=not args.quiet):
        out(line)
    if args.html:
        path = write_html(args.html, head, base, str(head_path), str(base_path))
        out(f"HTML report: {path}")
    if args.markdown:
        _write_text(args.markdown, markdown_summary(head, comparison))
        out(f"Markdown: {args.markdown}")
    return EXIT_FAILURES if comparison.broke else EXIT_OK


def _write_text(path: str, text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(text, encoding="utf-8")


def cmd_gate(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress gate``: exit 1 on unexpected results, or on anything broken against a baseline."""
    run = _read(args.run)
    comparison: Comparison | None = None
    out(f"Run: {describe_run(run.header)}")
    repeated = is_repeated(run.results)
    for result in [] if repeated else run.results:  # a repeated run: by pass rates below
        line = result_line(result, args.verbose)
        if line is not None:
            out(line)
    for line in summary_lines(run.results):
        out(line)
    if args.baseline and args.baseline_ref:
        raise UsageError("give --baseline or --baseline-ref, not both")
    baseline = args.baseline
    if args.baseline_ref:
        baseline = str(_run_at_ref_like(run, args.baseline_ref, args, out))
    base_run = _read(baseline) if baseline else None
    if is_repeated(run.results) or (base_run is not None and is_repeated(base_run.results)):
        return _gate_repeated(args, out, run, base_run, baseline or "")
    if base_run is not None:
        comparison = compare_runs(base_run, run)
        warning = mode_warning(base_run.header, run.header)
        if warning:
            out(f"Warning: {warning}")
        out(f"Against {baseline}: {comparison.sentence()}")
        for diff in comparison.diffs:
            if diff.change.bad:
                out(diff.describe())
    if args.junit:
        write_junit(args.junit, run, comparison)
        out(f"JUnit XML: {args.junit}")
    if args.markdown:
        _write_text(args.markdown, markdown_summary(run, comparison))
        out(f"Markdown: {args.markdown}")
    if args.html:
        path = write_html(args.html, run, base_run, args.run, baseline or "")
        out(f"HTML report: {path}")
    ok = Summary.of(run.results).ok and not (comparison and comparison.broke)
    out("Gate: passed" if ok else "Gate: FAILED")
    return EXIT_OK if ok else EXIT_FAILURES


def _gate_repeated(
    args: argparse.Namespace,
    out: Callable[[str], None],
    run: Run,
    base_run: Run | None,
    baseline: str,
) -> int:
    """``regress gate`` on repeated runs: stable failures, and significant breaks only."""
    rates = pass_rates(run.results)
    for line in rate_lines(rates, args.verbose):
        out(line)
    rated = None
    if base_run is not None:
        rated = compare_rates(base_run.results, run.results, args.level, args.correction)
        out(f"Against {baseline}:")
        for line in rate_comparison_lines(rated, verbose=args.verbose):
            out(line)
    if args.junit:
        write_junit(args.junit, run)
        out(f"JUnit XML: {args.junit}")
    if args.markdown:
        _write_text(args.markdown, markdown_rates(run, rated))
        out(f"Markdown: {args.markdown}")
    if args.html:
        path = write_html(args.html, run, base_run, args.run, baseline, args.level, args.correction)
        out(f"HTML report: {path}")
    failing = [rate for rate in rates if rate.unexpected]
    if rated is not None:
        # Against a repeated baseline a stable failure counts when it is a significant
        # break, or the baseline never passed the case either (or lacks it); one the
        # baseline passed now and then is chance until the test says otherwise.
        changes = {change.id: change for change in rated.changes}
        noise = set()
        for rate in failing:
            change = changes.get(rate.id)
            if change is None or change.base is None or change.verdict == "broke":
                continue
            if change.base.passes:
                noise.add(rate.id)
                out(
                    f"{rate.id} failed every time, but passed {change.base.passes}/"
                    f"{change.base.runs} in the baseline: not a significant change, not counted"
                )
        failing = [rate for rate in failing if rate.id not in noise]
    ok = not failing and not (rated and rated.broke)
    out("Gate: passed" if ok else "Gate: FAILED")
    return EXIT_OK if ok else EXIT_FAILURES


def _run_at_ref_like(
    run: Run, ref: str, args: argparse.Namespace, out: Callable[[str], None]
) -> Path:
    """The run file of this repository's engine at ``ref`` on the cases of ``run``."""
    selections = cases_of_run(run, args.run, DEFAULT_SUITE_DIR)
    engine = run.header.engine or DEFAULT_ENGINE
    if parse_spec(engine).builtin is None:
        raise UsageError(f"--baseline-ref runs this repository's engine, not {engine!r}")
    engines = choose_engines(engine, game=tst_game_of(run.header))
    options = RunOptions(
        go_engine=engines.go,
        havannah_engine=engines.havannah,
        tst_game=engines.tst_game,
        jobs=args.jobs,
        # A repeated run's baseline is repeated as it was, with the same seeds.
        repetition=repetition_of(run.header) or Repetition(),
    )
    path = run_at_ref(args.repo, ref, selections, options, args.cache, say=out)
    into_db(args, path)
    return path


def cmd_report(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress report``: the HTML report of a run (and markdown, JUnit on request)."""
    run = _read(args.run)
    base = _read(args.vs) if args.vs else None
    folder = Path(args.html or f"reports/html/{Path(args.run).stem}")
    path = write_html(folder, run, base, args.run, args.vs or "")
    out(f"Run: {describe_run(run.header)}")
    if base is not None and (warning := mode_warning(base.header, run.header)):
        out(f"Warning: {warning}")
    out(f"{Summary.of(run.results).line()}")
    if is_repeated(run.results):
        for line in rate_lines(pass_rates(run.results)):
            out(line)
    out(f"HTML report: {path}")
    comparison = compare_runs(base, run) if base is not None else None
    if args.markdown and is_repeated(run.results):
        rated = compare_rates(base.results, run.results) if base is not None else None
        _write_text(args.markdown, markdown_rates(run, rated))
        out(f"Markdown: {args.markdown}")
    elif args.markdown:
        _write_text(args.markdown, markdown_summary(run, comparison))
        out(f"Markdown: {args.markdown}")
    if args.junit:
        write_junit(args.junit, run, comparison)
        out(f"JUnit XML: {args.junit}")
    return EXIT_OK


def cmd_accept(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress accept``: make the suites' flags expect what the run saw."""
    plan = plan_accept(_read(args.run))
    for change in plan.changes:
        out(str(change))
    for note in plan.left_alone:
        out(f"left alone: {note}")
    if args.dry_run:
        out(f"{len(plan.changes)} flags would change (dry run: no file written)")
    else:
        apply_plan(plan)
        out(f"{len(plan.changes)} flags changed in {len(plan.texts)} files")
    return EXIT_OK


def cmd_match(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress match``: play a match, print its summary; exit 1 when the SPRT says H0."""
    engines = {"A": args.engine_a, "B": args.engine_b}
    for spec in engines.values():
        parse_spec(spec)
    game = args.game or (
        HAVANNAH if all(s.split(":")[0] == HAVANNAH for s in engines.values()) else GO
    )
    size = args.size or DEFAULT_SIZE[game]
    try:
        sprt = parse_sprt(args.sprt) if args.sprt else None
    except ValueError as error:
        raise UsageError(f"--sprt: {error}") from None
    games = args.games or (SPRT_GAME_LIMIT if sprt else 100)
    if games < 2 or games % 2:
        raise UsageError("--games must be even (games come in pairs), 2 or more")
    path = Path(args.openings) if args.openings else shipped(game, size)
    openings = read_openings(path, game)
    if args.resume:
        run_file = Path(args.resume)
        if not run_file.is_file():
            raise UsageError(f"{run_file}: no such run file to resume")
    else:
        run_file = Path(args.out) if args.out else default_match_path(engines)
    match = Match(
        setup=Setup(game, size, args.komi, args.move_time or None),
        engines=engines,
        openings=openings,
        openings_name=str(path),
        openings_hash=digest(path),
        games=games,
        sprt=sprt,
        run_file=run_file,
        sgf_dir=Path(args.sgf) if args.sgf else run_file.with_suffix(".sgf"),
        jobs=max(1, args.jobs),
        resume=bool(args.resume),
    )

    def progress(record: GameRecord, summary: MatchSummary) -> None:
        if args.quiet:
            return
        first = COLOURS[game][0]
        score = f"{summary.wins}-{summary.draws}-{summary.losses}"
        state = f"{score}, LLR {summary.llr:.2f}" if sprt else score
        out(
            f"game {record.number}: {record.first} {first}, {record.result} "
            f"({record.reason}) - {state}"
        )

    try:
        summary = play_match(match, progress=progress)
    except KeyboardInterrupt:
        out(f"Interrupted: {run_file} keeps the finished games (--resume {run_file}).")
        return EXIT_INTERRUPTED
    for line in format_summary(summary).splitlines():
        out(line)
    out(f"Run file: {run_file}")
    if match.sgf_dir is not None:
        out(f"SGF: {match.sgf_dir}/")
    return EXIT_FAILURES if summary.verdict == H0 else EXIT_OK


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``regress`` console script."""
    args = _parser().parse_args(argv)

    stream = sys.stdout  # bound now: pytest's own output is redirected while it runs

    def out(line: str) -> None:
        print(terminal_safe(line), file=stream, flush=True)

    handler: Handler = args.handler
    try:
        return handler(args, out)
    except (
        UsageError,
        SuiteFormatError,
        SelectionError,
        SpecError,
        RunFileError,
        EngineError,
        PytestFailed,
        WorktreeError,
        AcceptError,
        GameError,
        OpeningsError,
        MatchFileError,
        BadOpening,
        RefereeError,
        results_db.DatabaseError,
    ) as error:
        print(f"regress: {terminal_safe(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK
    except OSError as error:  # a report or run file that cannot be written
        where = f"{error.filename}: " if error.filename else ""
        print(terminal_safe(f"regress: {where}{error.strerror or error}"), file=sys.stderr)
        return EXIT_BAD_INPUT


if __name__ == "__main__":
    sys.exit(main())
