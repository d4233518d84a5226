"""The ``regress`` command: run suites, list them, convert between forms.

Exit status: 0 when nothing unexpected happened, 1 when a case failed
unexpectedly or gave no answer (error, timeout, crash), 2 for bad usage or bad
input (a one-line message naming the file and line, never a traceback), 130
when interrupted (the run file keeps what was finished).
"""

from __future__ import annotations

import argparse
import datetime as _dt
import os
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from harness import __version__
from harness.cases import Result
from harness.engines.gtp import EngineError
from harness.engines.registry import DEFAULT_ENGINE, EngineSpec, SpecError, parse_spec
from harness.formats import SuiteFormatError
from harness.formats.convert import tst_to_yaml, yaml_to_tst
from harness.parallel import PytestFailed, RunOptions, run_selections
from harness.report.progress import LiveReport
from harness.report.text import Summary, possible_crash_line
from harness.runner import CaseRunner
from harness.store import Run, RunFileError, git_commit, make_header, read_run
from harness.suites import Selection, SelectionError, resolve

EXIT_OK, EXIT_FAILURES, EXIT_BAD_INPUT, EXIT_INTERRUPTED = 0, 1, 2, 130
PROJECT_ROOT = Path(__file__).resolve().parent.parent
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
    return parser


def _selections(args: argparse.Namespace) -> list[Selection]:
    targets = args.targets or [args.suite_dir]
    return resolve(targets, args.suite_dir)


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:40] or "engine"


def _resumed(args: argparse.Namespace) -> tuple[list[Selection], Run]:
    """The selections still to run in a run file given to ``--resume``, and the run."""
    run = read_run(args.resume)
    if not args.targets:
        args.targets = [suite["path"] for suite in run.header.get("suites", [])]
    if args.engine is None and run.header.get("engine"):
        args.engine = run.header["engine"]
    done = {result.id for result in run.results}
    digests = {suite["path"]: suite.get("sha256") for suite in run.header.get("suites", [])}
    selections = []
    for selection in _selections(args):
        if digests.get(selection.suite.path, selection.suite.digest) != selection.suite.digest:
            print(f"warning: {selection.suite.path} changed since the run began", file=sys.stderr)
        numbers = frozenset(c.number for c in selection.cases if c.id not in done)
        selections.append(Selection(selection.suite, numbers))
    return selections, run


def cmd_run(args: argparse.Namespace, out: Callable[[str], None]) -> int:
    """``regress run``: run the selected cases and write a run file."""
    previous: Run | None = None
    if args.resume:
        selections, previous = _resumed(args)
    else:
        selections = _selections(args)
    for selection in selections:
        for warning in selection.suite.warnings:
            print(f"warning: {warning}", file=sys.stderr)
    options = RunOptions(
        go_engine=args.engine or DEFAULT_ENGINE,
        havannah_engine=args.havannah_engine,
        timeout=args.timeout or None,
        sequential=args.sequential,
        jobs=args.jobs,
        tx=args.tx,
        rsync=args.rsyncdir,
    )
    specs = {"go": parse_spec(options.go_engine), "havannah": parse_spec(options.havannah_engine)}
    if previous is not None:
        path, header = Path(args.resume), previous.header
    else:
        path, header = _new_run(args, selections, specs)
    return _finish_run(args, selections, options, path, header, previous, out)


def _new_run(
    args: argparse.Namespace, selections: list[Selection], specs: dict[str, EngineSpec]
) -> tuple[Path, dict]:
    """The path and header of a new run file (the engine is started to ask its name)."""
    games = {selection.suite.game for selection in selections}
    main_game = "go" if "go" in games or not games else "havannah"
    identity = CaseRunner(specs[main_game], timeout=args.timeout or None)
    try:
        name, version = identity.identity()
    except EngineError as error:
        raise UsageError(f"engine {specs[main_game].text!r} cannot run: {error}") from error
    finally:
        identity.close()
    engine_text = specs[main_game].text
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = Path(args.out or f"reports/runs/{stamp}-{_slug(engine_text)}.jsonl")
    header = make_header(
        engine_spec=engine_text,
        engine_name=name,
        engine_version=version,
        suites=[
            {
                "name": s.suite.name,
                "path": s.suite.path,
                "game": s.suite.game,
                "sha256": s.suite.digest,
                "cases": len(s.cases),
                "engine": specs[s.suite.game].text,
            }
            for s in selections
        ],
        workers=len(args.tx) or args.jobs,
        mode="sequential" if args.sequential else "alone",
        engine_commit=git_commit(PROJECT_ROOT) if specs[main_game].builtin else "",
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
    ) as error:
        print(f"regress: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
