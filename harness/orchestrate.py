"""A run from start to end: its plan, its resumption, its runs at git references, its summary.

The front ends (:mod:`harness.cli`, the pytest plugin) and the parallel
driver (:mod:`harness.parallel`) share these steps:

* :func:`new_run` plans a run: the cases, the run file, and its header (the
  engine is started once to ask its name, see :func:`new_header`);
* :func:`resume` plans the rest of a run that was cut short: the cases its
  run file has no result for (or lost when a worker died), chosen by id and
  appended to that file, where a later line for a case supersedes an earlier;
  of a repeated run, the repetitions it lacks (the pytest plugin leaves out
  those the file has), with the run's own seeds;
* the driver runs a :class:`RunPlan` and fills in a ``crash`` result for each
  case that never reported (:func:`unreported`);
* :func:`summary` gives the lines printed at the end;
* :func:`run_at_ref` runs this repository's engine at a git reference (from a
  temporary worktree, cached: :mod:`harness.worktree`); :func:`cases_of_run`
  chooses the cases of an earlier run to run again there.

Nothing here prints or runs pytest: the messages go back to the caller.
"""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from harness.cases import Result, Verdict
from harness.engines.gtp import EngineError
from harness.engines.registry import (
    DEFAULT_ENGINE,
    EngineSpec,
    SpecError,
    open_session,
    parse_spec,
    with_seed,
)
from harness.report.text import summary_lines
from harness.runner import SEED, Repetition, identify, make_result
from harness.schedule import runs_file_order
from harness.store import (
    Run,
    RunHeader,
    SuiteEntry,
    default_run_path,
    make_header,
    read_run,
    rewrite_run_file,
)
from harness.suites import Selection, Suite, resolve
from harness.worktree import CommitRun, repo_root, run_at_commit

#: How the cases of a run ran, as its header records it: each ``.tst`` file
#: top to bottom (the default), or each case after a reset.
MODE_FILE_ORDER, MODE_ISOLATED = "file-order", "isolated"
MODES = (MODE_FILE_ORDER, MODE_ISOLATED)
#: The message of the cases a worker had not reported when it died.
WORKER_DIED = "the worker running it died"
#: The message of a case that never reported, for a reason not known.
NO_RESULT = "no result came back (" + WORKER_DIED + "?)"


class UsageError(Exception):
    """Bad usage or bad input: one line for the user, exit status 2."""


@dataclass(frozen=True)
class RunOptions:
    """How to run: engines, limits, parallelism."""

    go_engine: str = DEFAULT_ENGINE
    havannah_engine: str = "havannah"
    tst_game: str = "go"  # the game of .tst files (harness.games)
    timeout: float | None = 60.0
    mode: str = MODE_FILE_ORDER
    jobs: int = 1
    tx: tuple[str, ...] = ()
    rsync: tuple[str, ...] = ()
    #: ``--check-order``: also run every case alone, shuffled with this seed.
    check_seed: int | None = None
    allow_outside: bool = False  # suites may load files outside their folder
    repetition: Repetition = field(default_factory=Repetition)

    @property
    def repeated(self) -> bool:
        """Whether every case runs several times (``--repeat N``, N > 1)."""
        return self.repetition.times > 1

    def suite_mode(self, suite: Suite) -> str:
        """How the cases of ``suite`` run: file order for ``.tst`` files only (and
        never in a repeated run, whose repetitions are isolated)."""
        if self.repeated:
            return MODE_ISOLATED
        return MODE_FILE_ORDER if runs_file_order(suite, self.mode) else MODE_ISOLATED

    @property
    def workers(self) -> int:
        """How many workers run the cases."""
        return len(self.tx) or self.jobs

    def engine(self, game: str) -> EngineSpec:
        """The engine that runs the suites of ``game``.  Raises SpecError."""
        return parse_spec(self.havannah_engine if game == "havannah" else self.go_engine)


@dataclass(frozen=True)
class RunPlan:
    """A run about to start or go on: the cases, the run file and its header.

    ``previous`` holds the results the run file has already (a resumed run):
    the new results are appended after them.
    """

    selections: tuple[Selection, ...]
    options: RunOptions
    path: Path
    header: RunHeader
    previous: tuple[Result, ...] = ()

    def case_ids(self) -> list[str]:
        """The ids of the cases to run now, in suite and file order."""
        return [case.id for selection in self.selections for case in selection.cases]

    def order(self) -> list[str]:
        """The order of the results in the finished run file: the previous ones, then the new.

        A case run again keeps its place.
        """
        return list(dict.fromkeys([result.id for result in self.previous] + self.case_ids()))


def main_engine(selections: Iterable[Selection], options: RunOptions) -> EngineSpec:
    """The engine a run is named after: the Go engine, unless only Havannah suites run
    (with no suites, the engine of the ``.tst`` files)."""
    games = {selection.suite.game for selection in selections} or {options.tst_game}
    return options.engine("go" if "go" in games else "havannah")


def new_header(
    selections: Sequence[Selection], options: RunOptions, identity: tuple[str, str, str]
) -> RunHeader:
    """The header of a new run; ``identity`` is the engine's name, version and commit."""
    name, version, commit = identity
    header = make_header(
        engine_spec=main_engine(selections, options).text,
        engine_name=name,
        engine_version=version,
        suites=[
            SuiteEntry.of(
                s.suite,
                len(s.cases),
                options.engine(s.suite.game).text,
                options.suite_mode(s.suite),
            )
            for s in selections
        ],
        workers=options.workers,
        mode=MODE_ISOLATED if options.repeated else options.mode,
        engine_commit=commit,
        check_order_seed=options.check_seed,
    )
    # The time limit decides answers too (a timeout is a verdict): the database keys on it.
    # A run's own id tells apart two runs of one engine begun in the same second (the
    # database keys runs on their header).
    extra = {**header.extra, "timeout": options.timeout, "run_id": uuid.uuid4().hex}
    if not options.repeated:
        return replace(header, extra=extra)
    repetition = options.repetition
    seeding = repetition.method(main_engine(selections, options))
    more = {"repeat": repetition.times, "first_seed": repetition.first_seed, "seeding": seeding}
    if repetition.seed_command:
        more["seed_command"] = repetition.seed_command
    return replace(header, extra={**extra, **more})


def check_repetition(selections: Sequence[Selection], options: RunOptions) -> None:
    """Refuse a repeated run that cannot be one; raises :class:`UsageError`.

    Its repetitions always run isolated; this project's engines must take a
    ``seed=`` option when no seed command is given.
    """
    if not options.repeated:
        return
    games = {selection.suite.game for selection in selections} or {"go"}
    for game in sorted(games):
        spec = options.engine(game)
        if options.repetition.method(spec) != "option":
            continue
        try:
            open_session(with_seed(spec, options.repetition.first_seed)).close()
        except SpecError as error:
            raise UsageError(
                f"--repeat: {error}; give --seed-command, or an engine that takes seed="
            ) from error


def new_run(
    selections: Sequence[Selection], options: RunOptions, out: str | Path | None = None
) -> RunPlan:
    """The plan of a new run (the engine is started to ask its name).

    ``out`` is the run file; by default a new file under ``reports/runs/``,
    reserved now.  Raises :class:`UsageError` when the engine cannot start,
    SpecError for a bad spec.
    """
    for game in ("go", "havannah"):
        options.engine(game)  # a bad spec is an error even for a game that does not run
    check_repetition(selections, options)
    engine = main_engine(selections, options)
    asked = engine
    if SEED in engine.text:  # a command line with the seed in it starts with the first seed
        asked = parse_spec(engine.text.replace(SEED, str(options.repetition.first_seed)))
    try:
        identity = identify(asked, options.timeout)
    except EngineError as error:
        raise UsageError(f"engine {engine.text!r} cannot run: {error}") from error
    header = new_header(selections, options, identity)
    path = Path(out) if out else default_run_path(engine.text)
    return RunPlan(tuple(selections), options, path, header)


def suite_paths(run: Run, name: str | Path) -> list[str]:
    """The suite files a run header names; ``name`` is the run file, for the message.

    Raises :class:`UsageError` when it names none.
    """
    paths = [suite.path for suite in run.header.suites if suite.path]
    if not paths:
        raise UsageError(f"{name}:1: the run header names no suite files")
    return paths


@dataclass(frozen=True)
class Resumed:
    """A run file cut short, and the cases it still lacks.

    ``engine`` is the Go engine to run them on (the one asked for, else the
    run's own); ``warnings`` name suite files changed since the run began.
    """

    run: Run
    path: Path
    selections: tuple[Selection, ...]
    engine: str | None
    warnings: tuple[str, ...]
    #: A repeated run: how it repeats its cases (from its header); None for a plain run.
    repetition: Repetition | None = None

    def plan(self, options: RunOptions) -> RunPlan:
        """The plan that appends the missing results to the run file.

        A repeated run goes on as it began: its repetitions, seeds, isolated.
        """
        if self.repetition is not None:
            options = replace(options, repetition=self.repetition, mode=MODE_ISOLATED)
        return RunPlan(
            self.selections, options, self.path, self.run.header, tuple(self.run.results)
        )


def repetition_of(header: RunHeader) -> Repetition | None:
    """How the run of ``header`` repeated its cases (``regress run --repeat``), or None."""
    times = header.extra.get("repeat")
    if not isinstance(times, int) or isinstance(times, bool) or times <= 1:
        return None
    first = header.extra.get("first_seed", 1)
    command = header.extra.get("seed_command")
    return Repetition(
        times=times,
        seed_command=command if isinstance(command, str) and command else None,
        first_seed=first if isinstance(first, int) and not isinstance(first, bool) else 1,
    )


def needs_rerun(result: Result, retry_crashes: bool = False) -> bool:
    """Whether a resumed run runs a case again that has ``result``.

    A case lost with its worker always runs again; a crash of the engine
    only with ``retry_crashes``.
    """
    if result.verdict is not Verdict.CRASH:
        return False
    return retry_crashes or WORKER_DIED in result.message.split("\n", 1)[0]


def resume(
    path: str | Path,
    targets: Sequence[str],
    suite_dir: str | Path,
    engine: str | None = None,
    retry_crashes: bool = False,
    allow_outside: bool = False,
) -> Resumed:
    """What is left of the run in ``path``: its cases that have no result yet.

    Cases whose worker died run again too, and with ``retry_crashes`` every
    crashed case.  ``targets`` choose the suites (default: those the header
    names); ``engine`` the Go engine (default: the run's).

    Of a repeated run, the cases that lack a repetition are chosen, and the
    repetitions to run again are taken out of the run file now (rewritten
    at once), so that the file holds just the finished ones: those are the
    ones the run leaves out.  Raises RunFileError, :class:`UsageError`, and
    what :func:`~harness.suites.resolve` raises.
    """
    run = read_run(path)
    targets = list(targets) or suite_paths(run, path)
    tst_game = tst_game_of(run.header)
    if engine is None and run.header.engine:
        engine = run.header.engine
    repetition = repetition_of(run.header)
    done = {result.id for result in run.results if not needs_rerun(result, retry_crashes)}
    if repetition is not None:
        if any(needs_rerun(result, retry_crashes) for result in run.results):
            rewrite_run_file(Path(path), keep=lambda r: not needs_rerun(r, retry_crashes))
            run = read_run(path)
        finished: dict[str, int] = {}
        for result in run.results:
            finished[result.id] = finished.get(result.id, 0) + 1
        done = {case_id for case_id, count in finished.items() if count >= repetition.times}
    digests = {suite.path: suite.sha256 for suite in run.header.suites}
    selections = []
    warnings = []
    for selection in resolve(targets, suite_dir, allow_outside, tst_game):
        suite = selection.suite
        if digests.get(suite.path, suite.digest) != suite.digest:
            warnings.append(f"{suite.path} changed since the run began")
        ids = frozenset(c.id for c in selection.cases if c.id not in done)
        selections.append(Selection(suite, ids=ids))
    return Resumed(run, Path(path), tuple(selections), engine, tuple(warnings), repetition)


def tst_game_of(header: RunHeader) -> str:
    """The game the ``.tst`` files of a run were played as (Go when it ran none)."""
    games = {suite.game for suite in header.suites if suite.path.endswith(".tst")}
    return "havannah" if games == {"havannah"} else "go"


def unreported(plan: RunPlan, done: Iterable[str | tuple[str, int]]) -> list[Result]:
    """A ``crash`` result for each case of ``plan`` that did not report.

    ``done`` holds the ids that reported, or in a repeated run ``(id,
    attempt)`` pairs; each missing repetition gets its own result (those of
    a resumed run's file, ``plan.previous``, are not missing).
    """
    reported = set(done)
    if plan.options.repeated:
        reported |= {(result.id, result.attempt) for result in plan.previous}
    if not plan.options.repeated:
        return [
            make_result(case, None, Verdict.CRASH, 0.0, [NO_RESULT])
            for selection in plan.selections
            for case in selection.cases
            if case.id not in reported
        ]
    return [
        replace(make_result(case, None, Verdict.CRASH, 0.0, [NO_RESULT]), attempt=attempt)
        for selection in plan.selections
        for case in selection.cases
        for attempt in range(plan.options.repetition.times)
        if (case.id, attempt) not in reported
    ]


def summary(plan: RunPlan, results: Sequence[Result], interrupted: bool = False) -> list[str]:
    """The lines that end a run: per suite (with regress.awk's crash warning), the total.

    The crash warning is given for ``.tst`` files that ran whole, and not
    for a run that was interrupted.
    """
    expectation_lines: dict[str, int] = {}
    counts: dict[str, int] = {}
    for result in results:
        counts[result.suite] = counts.get(result.suite, 0) + 1
    for selection in plan.selections:
        suite = selection.suite
        whole = selection.numbers is None or counts.get(suite.name, 0) == len(suite.cases)
        repeated = plan.options.repeated  # N results a case: no crash to tell by counting
        if whole and suite.expectation_lines is not None and not interrupted and not repeated:
            expectation_lines[suite.name] = suite.expectation_lines
    names = [selection.suite.name for selection in plan.selections]
    return summary_lines(results, names, expectation_lines)


def run_at_ref(
    repo: str | Path,
    ref: str,
    selections: Sequence[Selection],
    options: RunOptions,
    cache: str | Path,
    say: Callable[[str], None] = lambda line: None,
) -> Path:
    """The run file of ``selections`` with this repository's engine at git ``ref``.

    ``repo`` is any folder of the repository; a repeated run
    (``options.repetition``) is repeated there too.  Runs from the cache
    when it can (see :func:`~harness.worktree.run_at_commit`); raises
    WorktreeError.
    """
    plan = CommitRun(
        selections=tuple(selections),
        engine=options.go_engine,
        havannah_engine=options.havannah_engine,
        tst_game=options.tst_game,
        timeout=options.timeout,
        jobs=options.jobs,
        mode=options.mode,
        repeat=options.repetition.times,
        first_seed=options.repetition.first_seed,
        seed_command=options.repetition.seed_command,
    )
    return run_at_commit(repo_root(Path(repo)), ref, plan, Path(cache), say=say)


def cases_of_run(run: Run, name: str | Path, suite_dir: str | Path) -> list[Selection]:
    """The cases ``run`` has results for, chosen in the suite files its header names.

    ``name`` is the run file, for messages.  Raises :class:`UsageError` when
    the header names no suite file.
    """
    done = {result.id for result in run.results}
    selections = []
    for selection in resolve(suite_paths(run, name), suite_dir, tst_game=tst_game_of(run.header)):
        ids = frozenset(c.id for c in selection.suite.cases if c.id in done)
        if not ids:
            continue
        whole = len(ids) == len(selection.suite.cases)
        selections.append(Selection(selection.suite, ids=None if whole else ids))
    return selections
