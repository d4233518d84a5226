"""The ``regress`` command: run suites, compare and gate runs, report, accept, list, convert.

Exit status: 0 when nothing unexpected happened, 1 when a case failed
unexpectedly or gave no answer (error, timeout, crash), 2 for bad usage or bad
input (a one-line message naming the file and line, never a traceback), 130
when interrupted (the run file keeps what was finished).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from harness import __version__
from harness.accept import AcceptError, apply_plan, plan_accept
from harness.cases import Result
from harness.compare import Comparison, compare_runs, comparison_lines
from harness.engines.gtp import EngineError
from harness.engines.registry import DEFAULT_ENGINE, SpecError, parse_spec
from harness.formats import SuiteFormatError
from harness.formats.convert import tst_to_yaml, yaml_to_tst
from harness.parallel import PytestFailed, RunOptions, run_selections
from harness.report.html import write_html
from harness.report.junit import write_junit
from harness.report.markdown import markdown_summary
from harness.report.progress import LiveReport
from harness.report.text import Summary, possible_crash_line, result_line
from harness.runner import PROJECT_ROOT, identify
from harness.store import Run, RunFileError, default_run_path, make_header, read_run
from harness.suites import Selection, SelectionError, resolve
from harness.worktree import DEFAULT_CACHE, CommitRun, WorktreeError, repo_root, run_at_commit

EXIT_OK, EXIT_FAILURES, EXIT_BAD_INPUT, EXIT_INTERRUPTED = 0, 1, 2, 130
DEFAULT_SUITE_DIR = "suites"


class UsageError(Exception):
    """Bad usage or bad input: one line for the user, exit status 2."""


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="regress",
        description="Run GNU Go-style regression suites against game engines.",
    )
    parser.add_argument("--version", action="version", version=f"regress-harness {__version__}")
    commands = parser.add_subparsers(dest="verb", required=True, metavar="COMMAND")

    run = commands.add_parser("run", help="run suites and write a run file")
    run.add_argument(
        "targets",
        nargs="*",
        help="suite files, folders, or names in --suite-dir, with optional case numbers "
        "(owl, owl1:315, strategy:6,13-15); default: every suite in --suite-dir",
    )
    run.add_argument(
        "--engine",
        help="engine for Go suites: go, go:KEY=VALUE, or gtp:COMMAND (default: go)",
    )
    run.add_argument(
        "--havannah-engine",
        default="havannah",
        help="engine for Havannah suites (default: havannah)",
    )
    run.add_argument(
        "--suite-dir", default=DEFAULT_SUITE_DIR, help="where suite names are looked up"
    )
    run.add_argument("--out", help="run file to write (default: reports/runs/TIME-ENGINE.jsonl)")
    run.add_argument(
        "--resume",
        metavar="RUN",
        help="finish a run that was cut short: run the cases RUN has no result for "
        "and append them to it (suites and engine default to RUN's)",
    )
    run.add_argument("--timeout", type=float, default=60.0, help="seconds a command may take")
    run.add_argument(
        "--html", metavar="DIR", help="also write the HTML report of the run to DIR/index.html"
    )
    run.add_argument(
        "--sequential", action="store_true", help="run each .tst file top to bottom, as regress.sh"
    )
    run.add_argument("-v", "--verbose", action="store_true", help="print every verdict")
    run.add_argument(
        "-j",
        "--jobs",
        type=int,
        default=os.cpu_count() or 1,
        help="parallel workers on this machine (default: the number of cores)",
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
    run.set_defaults(handler=cmd_run)

    lister = commands.add_parser("list", help="list suites and their cases")
    lister.add_argument("targets", nargs="*")
    lister.add_argument("--suite-dir", default=DEFAULT_SUITE_DIR)
    lister.add_argument("-v", "--verbose", action="store_true", help="list every case")
    lister.set_defaults(handler=cmd_list)

    importer = commands.add_parser("import", help="write the YAML form of a .tst suite")
    importer.add_argument("source")
    importer.add_argument("-o", "--out", help="YAML file (default: beside the .tst)")
    importer.set_defaults(handler=cmd_import)

    exporter = commands.add_parser("export", help="write the .tst form of a YAML suite")
    exporter.add_argument("source")
    exporter.add_argument("-o", "--out", help=".tst file (default: beside the YAML file)")
    exporter.set_defaults(handler=cmd_export)

    comparer = commands.add_parser(
        "compare",
        help="what changed between two runs, two engines, or two commits of this engine",
        description="Compare two run files (BASE HEAD); or run two engine specs now "
        "(--engine SPEC --vs SPEC [SUITES]); or run this repository's engine at two git "
        "commits, each from a temporary worktree (--ref REF [--vs REF] [SUITES]; without "
        "--vs the head is the current checkout).  Exit 1 when anything broke.",
    )
    comparer.add_argument(
        "items",
        nargs="*",
        metavar="RUN_OR_SUITE",
        help="two run files, or (with --vs/--ref) the suites to run",
    )
    comparer.add_argument("--engine", help="the base engine spec when running now (default: go)")
    comparer.add_argument(
        "--vs",
        metavar="SPEC_OR_REF",
        help="the head: an engine spec, or with --ref a git reference",
    )
    comparer.add_argument("--ref", help="run the base with this repository's engine at git REF")
    comparer.add_argument(
        "--repo", default=str(PROJECT_ROOT), help="the git repository of the engine (with --ref)"
    )
    comparer.add_argument(
        "--cache", default=str(DEFAULT_CACHE), help="where runs at commits are kept (with --ref)"
    )
    comparer.add_argument("--havannah-engine", default="havannah")
    comparer.add_argument("--suite-dir", default=DEFAULT_SUITE_DIR)
    comparer.add_argument("--timeout", type=float, default=60.0)
    comparer.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    comparer.add_argument(
        "-q", "--quiet", action="store_true", help="only the sentence and the table"
    )
    comparer.add_argument("--html", metavar="DIR", help="also write the HTML report of the head")
    comparer.add_argument("--markdown", metavar="FILE", help="also write a markdown summary")
    comparer.set_defaults(handler=cmd_compare)

    gate = commands.add_parser(
        "gate",
        help="exit 1 when a run has unexpected results or broke what a baseline passed",
    )
    gate.add_argument("run", help="the run file to judge")
    gate.add_argument("--baseline", metavar="RUN", help="a run file that must not be broken")
    gate.add_argument(
        "--baseline-ref",
        metavar="REF",
        help="the baseline is this repository's engine at git REF, run on the run's cases "
        "(cached in --cache)",
    )
    gate.add_argument("--repo", default=str(PROJECT_ROOT), help="the engine's git repository")
    gate.add_argument("--cache", default=str(DEFAULT_CACHE), help="where runs at commits are kept")
    gate.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    gate.add_argument("--junit", metavar="FILE", help="write JUnit XML for CI")
    gate.add_argument("--markdown", metavar="FILE", help="write a markdown summary for CI")
    gate.add_argument(
        "--html", metavar="DIR", help="write the HTML report (against the baseline, if any)"
    )
    gate.add_argument("-v", "--verbose", action="store_true", help="print every verdict")
    gate.set_defaults(handler=cmd_gate)

    reporter = commands.add_parser(
        "report", help="write an HTML report (boards of the unexpected and changed cases)"
    )
    reporter.add_argument("run", help="the run file")
    reporter.add_argument("--vs", metavar="RUN", help="a base run file to compare with")
    reporter.add_argument(
        "--html", metavar="DIR", help="folder of index.html (default: reports/html/RUN-NAME)"
    )
    reporter.add_argument("--markdown", metavar="FILE", help="also write a markdown summary")
    reporter.add_argument("--junit", metavar="FILE", help="also write JUnit XML")
    reporter.set_defaults(handler=cmd_report)

    accepter = commands.add_parser(
        "accept", help="rewrite the '*' flags of the suites so that they expect what a run saw"
    )
    accepter.add_argument("run", help="the run file")
    accepter.add_argument(
        "--dry-run", action="store_true", help="print the changes, change no file"
    )
    accepter.set_defaults(handler=cmd_accept)
    return parser


def _selections(args: argparse.Namespace) -> list[Selection]:
    targets = args.targets or [args.suite_dir]
    return resolve(targets, args.suite_dir)


def _resumed(args: argparse.Namespace) -> tuple[list[Selection], Run]:
    """The selections still to run in a run file given to ``--resume``, and the run."""
    run = read_run(args.resume)
    if not args.targets:
        suites = run.header.get("suites", [])
        args.targets = [suite["path"] for suite in suites if suite.get("path")]
        if not args.targets:
            raise UsageError(f"{args.resume}:1: the run header names no suite files")
    if args.engine is None and run.header.get("engine"):
        args.engine = run.header["engine"]
    done = {result.id for result in run.results}
    digests = {suite.get("path"): suite.get("sha256") for suite in run.header.get("suites", [])}
    selections = []
    for selection in _selections(args):
        if digests.get(selection.suite.path, selection.suite.digest) != selection.suite.digest:
            print(f"warning: {selection.suite.path} changed since the run began", file=sys.stderr)
        numbers = frozenset(c.number for c in selection.cases if c.id not in done)
        selections.append(Selection(selection.suite, numbers))
    return selections, run


def run_options(args: argparse.Namespace, engine: str | None = None) -> RunOptions:
    """The :class:`RunOptions` of ``run`` or ``compare`` arguments; ``engine`` overrides."""
    return RunOptions(
        go_engine=engine or args.engine or DEFAULT_ENGINE,
        havannah_engine=args.havannah_engine,
        timeout=args.timeout or None,
        sequential=getattr(args, "sequential", False),
        jobs=args.jobs,
        tx=getattr(args, "tx", []),
        rsync=getattr(args, "rsyncdir", []),
    )


def _warn_about(selections: list[Selection]) -> None:
    for selection in selections:
        for warning in selection.suite.warnings:
            print(f"warning: {warning}", file=sys.stderr)


def cmd_run(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress run``: run the selected cases and write a run file."""
    previous: Run | None = None
    if args.resume:
        selections, previous = _resumed(args)
    else:
        selections = _selections(args)
    _warn_about(selections)
    options = run_options(args)
    if previous is not None:
        path, header = Path(args.resume), previous.header
    else:
        path, header = new_run(selections, options, args.out)
    return _finish_run(args, selections, options, path, header, previous, out)


def new_run(
    selections: list[Selection], options: RunOptions, out: str | Path | None = None
) -> tuple[Path, dict]:
    """The path and header of a new run file (the engine is started to ask its name).

    ``out`` is the run file; by default a new file under ``reports/runs/``.
    Raises :class:`UsageError` when the engine cannot start.
    """
    specs = {"go": parse_spec(options.go_engine), "havannah": parse_spec(options.havannah_engine)}
    games = {selection.suite.game for selection in selections}
    main_game = "go" if "go" in games or not games else "havannah"
    try:
        name, version, commit = identify(specs[main_game], options.timeout)
    except EngineError as error:
        raise UsageError(f"engine {specs[main_game].text!r} cannot run: {error}") from error
    engine_text = specs[main_game].text
    path = Path(out) if out else default_run_path(engine_text)
    header = make_header(
        engine_spec=engine_text,
        engine_name=name,
        engine_version=version,
        suites=[
            {**s.suite.header_entry(len(s.cases)), "engine": specs[s.suite.game].text}
            for s in selections
        ],
        workers=len(options.tx) or options.jobs,
        mode="sequential" if options.sequential else "alone",
        engine_commit=commit,
    )
    return path, header


def _finish_run(
    args: argparse.Namespace,
    selections: list[Selection],
    options: RunOptions,
    path: Path,
    header: dict,
    previous: Run | None,
    out: Callable[[str], None],
) -> int:
    """Run the selections, print the summaries, and return the exit status."""
    order = [case.id for selection in selections for case in selection.cases]
    live = LiveReport(order, verbose=args.verbose, write=None if sys.stdout.isatty() else out)
    earlier = previous.results if previous else []
    try:
        results, interrupted = run_selections(
            selections, options, path, header, live.add, previous=earlier
        )
    finally:
        live.close()

    by_suite: dict[str, list[Result]] = {}
    for result in results:
        by_suite.setdefault(result.suite, []).append(result)
    for selection in selections:
        suite_results = by_suite.get(selection.suite.name, [])
        whole = selection.numbers is None or len(suite_results) == len(selection.suite.cases)
        if whole and selection.suite.expectation_lines is not None:
            crash = possible_crash_line(selection.suite.expectation_lines, suite_results)
            if crash and not interrupted:
                out(f"{selection.suite.name}: {crash}")
        out(f"{selection.suite.name}: {Summary.of(suite_results).line()}")
    total = Summary.of(results)
    if len(selections) > 1:
        out(f"Total: {total.line()}")
    out(f"Run file: {path}")
    if args.html:
        out(f"HTML report: {write_html(Path(args.html), read_run(path), None, str(path))}")
    if interrupted:
        out("Interrupted: the run file keeps the results above.")
        return EXIT_INTERRUPTED
    return EXIT_OK if total.ok else EXIT_FAILURES


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
    """``regress import X.tst``: write the YAML form."""
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
    for warning in run.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    return run


def _run_now(selections: list[Selection], options: RunOptions) -> Path:
    """Run the selections now, quietly, and return the run file."""
    path, header = new_run(selections, options)
    run_selections(selections, options, path, header, lambda result: None)
    return path


def _compare_paths(args: argparse.Namespace, out: Callable[[str], None]) -> tuple[Path, Path]:
    """The base and head run files of ``regress compare``, made now when asked."""
    if args.ref is None and args.vs is None:
        if args.engine is not None or len(args.items) != 2:
            raise UsageError(
                "compare takes two run files, or --engine SPEC --vs SPEC, or --ref REF [--vs REF]"
            )
        return Path(args.items[0]), Path(args.items[1])
    selections = resolve(args.items or [args.suite_dir], args.suite_dir)
    _warn_about(selections)
    if args.ref is None:
        paths = []
        for side, spec in (("base", args.engine or DEFAULT_ENGINE), ("head", args.vs)):
            out(f"{side}: running {spec} ...")
            paths.append(_run_now(selections, run_options(args, spec)))
            out(f"{side}: {paths[-1]}")
        return paths[0], paths[1]
    if args.engine is not None and parse_spec(args.engine).builtin is None:
        raise UsageError("--ref runs this repository's engine: give --engine go[:OPTIONS]")
    repo = repo_root(Path(args.repo))
    plan = CommitRun(
        selections=tuple(selections),
        engine=args.engine or DEFAULT_ENGINE,
        havannah_engine=args.havannah_engine,
        timeout=args.timeout or None,
        jobs=args.jobs,
    )
    base = run_at_commit(repo, args.ref, plan, Path(args.cache), say=out)
    if args.vs is not None:
        head = run_at_commit(repo, args.vs, plan, Path(args.cache), say=out)
    else:
        out("head: running the current checkout ...")
        head = _run_now(selections, run_options(args, plan.engine))
    out(f"base: {base}")
    out(f"head: {head}")
    return base, head


def cmd_compare(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress compare``: what changed from a base to a head; exit 1 when anything broke."""
    base_path, head_path = _compare_paths(args, out)
    base, head = _read(str(base_path)), _read(str(head_path))
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


def _summary_lines(run: Run, verbose: bool) -> list[str]:
    """regress.sh's lines for a run, a summary per suite and the total."""
    lines = [line for r in run.results if (line := result_line(r, verbose)) is not None]
    suites: dict[str, list[Result]] = {}
    for result in run.results:
        suites.setdefault(result.suite, []).append(result)
    lines += [f"{name}: {Summary.of(results).line()}" for name, results in suites.items()]
    if len(suites) > 1:
        lines.append(f"Total: {Summary.of(run.results).line()}")
    return lines


def cmd_gate(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress gate``: exit 1 on unexpected results, or on anything broken against a baseline."""
    run = _read(args.run)
    comparison: Comparison | None = None
    for line in _summary_lines(run, args.verbose):
        out(line)
    if args.baseline and args.baseline_ref:
        raise UsageError("give --baseline or --baseline-ref, not both")
    baseline = args.baseline
    if args.baseline_ref:
        baseline = str(_run_at_ref_like(run, args.baseline_ref, args, out))
    base_run = _read(baseline) if baseline else None
    if base_run is not None:
        comparison = compare_runs(base_run, run)
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


def _run_at_ref_like(
    run: Run, ref: str, args: argparse.Namespace, out: Callable[[str], None]
) -> Path:
    """The run file of this repository's engine at ``ref`` on the cases of ``run``."""
    paths = [str(suite["path"]) for suite in run.header.get("suites", []) if suite.get("path")]
    if not paths:
        raise UsageError(f"{args.run}:1: the run header names no suite files")
    done = {result.id for result in run.results}
    selections = []
    for selection in resolve(paths, DEFAULT_SUITE_DIR):
        numbers = frozenset(c.number for c in selection.suite.cases if c.id in done)
        if not numbers:
            continue
        whole = len(numbers) == len(selection.suite.cases)
        selections.append(Selection(selection.suite, None if whole else numbers))
    engine = str(run.header.get("engine") or DEFAULT_ENGINE)
    if parse_spec(engine).builtin is None:
        raise UsageError(f"--baseline-ref runs this repository's engine, not {engine!r}")
    plan = CommitRun(selections=tuple(selections), engine=engine, jobs=args.jobs)
    return run_at_commit(repo_root(Path(args.repo)), ref, plan, Path(args.cache), say=out)


def cmd_report(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress report``: the HTML report of a run (and markdown, JUnit on request)."""
    run = _read(args.run)
    base = _read(args.vs) if args.vs else None
    folder = Path(args.html or f"reports/html/{Path(args.run).stem}")
    path = write_html(folder, run, base, args.run, args.vs or "")
    out(f"{Summary.of(run.results).line()}")
    out(f"HTML report: {path}")
    comparison = compare_runs(base, run) if base is not None else None
    if args.markdown:
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


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of the ``regress`` console script."""
    args = _parser().parse_args(argv)

    stream = sys.stdout  # bound now: pytest's own output is redirected while it runs

    def out(line: str) -> None:
        print(line, file=stream, flush=True)

    try:
        return args.handler(args, out)
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
    ) as error:
        print(f"regress: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
