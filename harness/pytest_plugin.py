"""Suites as pytest items: ``pytest suites/`` runs regression cases, on every core with xdist.

Registered as the ``pytest11`` entry point ``regress``.  Each ``.tst`` file,
and each YAML file with a ``cases`` list, becomes a :class:`SuiteFile`
whose items are its cases, named like ``owl1:315``.  The cases of a ``.tst``
file run in file order by default: the file top to bottom on an engine of
its own, as regress.sh runs it, and a case chosen alone (``-k``, a node id)
still gets every line of the file before it, queries included, so it gives
the answer the whole file gives.  With ``--isolated`` (and always for YAML
cases) a case runs on the worker's engine session after a reset and the
replay of its setup, so with pytest-xdist (``-n 2``, ``--tx ssh=...``)
single cases spread over workers and machines; in file order the cases of a
file carry an ``xdist_group`` mark (``--dist loadgroup`` keeps them together).

Verdicts map to pytest outcomes: ``passed`` and ``ignored`` (``&``) pass;
``FAILED`` fails, with the command, the expected pattern, the answer and the
position; a ``*`` case is an xfail, so a fix shows as XPASS; an answer that
never came (error, timeout, crash) fails even for a ``*`` case.

The controlling process (the only process without xdist) gathers the results
the workers send back in their reports and writes the run file
(:class:`RunRecorder`); ``regress run`` drives the same machinery
(:mod:`harness.parallel`).  The run's header, its summary and the finishing of
its file are the same steps ``regress run`` takes (:mod:`harness.orchestrate`,
:mod:`harness.report.text`, :mod:`harness.store`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:  # pytest's names for what repr_failure takes and gives
    from _pytest._code.code import TerminalRepr, TracebackStyle

from harness.cases import Case, Flag, Result, Verdict
from harness.engines.gtp import EngineError
from harness.formats import SuiteFormatError
from harness.games import GAMES, Engines, choose_engines
from harness.orchestrate import (
    MODE_FILE_ORDER,
    MODE_ISOLATED,
    RunOptions,
    main_engine,
    new_header,
)
from harness.report.text import summary_lines
from harness.runner import CaseRunner, Repetition, identify, judged_commands, make_result
from harness.store import (
    RunHeader,
    RunWriter,
    default_run_path,
    finish_run_file,
    read_run,
    result_from_json,
    result_to_json,
)
from harness.suites import Suite, load_suite, parse_numbers

RESULT_KEY = "regress_result"
RECORDER_NAME = "regress-recorder"

_runners_key = pytest.StashKey[dict[str, CaseRunner]]()
_scripts_key = pytest.StashKey[dict[str, tuple[CaseRunner, Iterator[Result]]]]()
#: The repetitions a resumed repeated run has already (item names, ``owl:12#3``): the
#: controller's recorder knows them, and gives them to each xdist worker under this key.
_done_key = pytest.StashKey[frozenset[str]]()
DONE_INPUT = "regress_done"


def item_name(case_id: str, attempt: int | None) -> str:
    """The name of a case's item: its id, with ``#k`` for repetition ``k`` (from 1)."""
    return case_id if attempt is None else f"{case_id}#{attempt + 1}"


def _done(config: pytest.Config) -> frozenset[str]:
    """The items a resumed repeated run leaves out: the repetitions its file has."""
    workerinput = getattr(config, "workerinput", None)  # set on an xdist worker
    if workerinput is not None:
        return frozenset(workerinput.get(DONE_INPUT, ()))
    return config.stash.get(_done_key, frozenset())


# -- options ----------------------------------------------------------------


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("regress", "regression suites (regress-harness)")
    group.addoption(
        "--engine",
        default=None,
        help="engine for Go suites: go, go:KEY=VALUE, or gtp:COMMAND (default: go)",
    )
    group.addoption(
        "--havannah-engine",
        default=None,
        help="engine for Havannah suites (default: havannah, or --engine when it plays Havannah)",
    )
    group.addoption(
        "--game",
        default=None,
        choices=GAMES,
        help="the game of .tst files and of --engine (default: the engine's)",
    )
    group.addoption("--suite-dir", default="suites", help="where regress looks up suite names")
    try:
        group.addoption(
            "--timeout", type=float, default=60.0, help="seconds an engine command may take"
        )
    except ValueError:  # pytest-timeout owns --timeout; its value serves us too
        pass
    group.addoption("--regress-out", default=None, help="run file to write")
    group.addoption(
        "--regress-select",
        action="append",
        default=[],
        metavar="FILE:NUMBERS",
        help="run only these cases of a suite file (owl.tst:6,13-15); repeatable",
    )
    group.addoption(
        "--isolated",
        action="store_true",
        help="run every case on its own (reset, clear_cache, the replay of its setup) "
        "instead of each .tst file top to bottom",
    )
    group.addoption(
        "--sequential",
        action="store_true",
        help="run each .tst file top to bottom, as regress.sh (the default)",
    )
    group.addoption(
        "--allow-outside",
        action="store_true",
        help="let suites load files outside their own folder",
    )
    group.addoption(
        "--repeat",
        type=int,
        default=1,
        metavar="N",
        help="run every case N times, each alone with its own seed (a repeated run)",
    )
    group.addoption(
        "--seed-command",
        default=None,
        metavar="COMMAND",
        help="with --repeat: the GTP command that seeds the engine, with {seed} in it",
    )
    group.addoption(
        "--first-seed", type=int, default=1, help="with --repeat: the seed of the first repetition"
    )


def engines(config: pytest.Config) -> Engines:
    """The engines the options give, and the game of ``.tst`` files (:mod:`harness.games`)."""
    try:
        return choose_engines(
            config.getoption("engine"),
            config.getoption("havannah_engine"),
            config.getoption("game"),
        )
    except ValueError as error:  # GameError, SpecError
        raise pytest.UsageError(str(error)) from None


def engine_spec(config: pytest.Config, game: str) -> str:
    """The engine spec the options give for suites of ``game``."""
    chosen = engines(config)
    return chosen.havannah if game == "havannah" else chosen.go


def _timeout(config: pytest.Config) -> float | None:
    value = config.getoption("timeout", default=60.0)
    return float(value) if value else None


def repetition(config: pytest.Config) -> Repetition:
    """How the options repeat cases (``times`` 1: no repetition)."""
    return Repetition(
        times=max(1, int(config.getoption("repeat"))),
        seed_command=config.getoption("seed_command"),
        first_seed=int(config.getoption("first_seed")),
    )


def run_options(config: pytest.Config) -> RunOptions:
    """The :class:`~harness.orchestrate.RunOptions` the pytest options give."""
    return RunOptions(
        go_engine=engine_spec(config, "go"),
        havannah_engine=engine_spec(config, "havannah"),
        tst_game=engines(config).tst_game,
        timeout=_timeout(config),
        mode=MODE_ISOLATED if _isolated(config) else MODE_FILE_ORDER,
        allow_outside=bool(config.getoption("allow_outside")),
        repetition=repetition(config),
    )


def _isolated(config: pytest.Config) -> bool:
    """Whether cases run isolated: ``--isolated``, or a repeated run (``--repeat N``)."""
    repeated = int(config.getoption("repeat", default=1) or 1) > 1
    return repeated or bool(config.getoption("isolated", default=False))


def _file_order(config: pytest.Config, suite: Suite) -> bool:
    """Whether the cases of ``suite`` run in file order."""
    return suite.script is not None and not _isolated(config)


def _selected(config: pytest.Config) -> dict[Path, frozenset[int]]:
    chosen: dict[Path, set[int]] = {}
    for text in config.getoption("regress_select"):
        path, _, numbers = text.rpartition(":")
        chosen.setdefault(Path(path).resolve(), set()).update(parse_numbers(numbers))
    return {path: frozenset(numbers) for path, numbers in chosen.items()}


# -- collection -------------------------------------------------------------


def is_suite_file(path: Path) -> bool:
    """Whether ``path`` is a suite: a ``.tst`` file, or YAML with a top-level ``cases:``."""
    if path.suffix == ".tst":
        return True
    if path.suffix not in (".yaml", ".yml"):
        return False
    try:
        head = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return re.search(r"^cases:", head, re.MULTILINE) is not None


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if is_suite_file(file_path):
        return SuiteFile.from_parent(parent, path=file_path)
    return None


class SuiteFile(pytest.File):
    """A suite file; its items are its cases."""

    def collect(self) -> Iterator[CaseItem]:
        try:
            suite = load_suite(
                self.path,
                bool(self.config.getoption("allow_outside")),
                engines(self.config).tst_game,
            )
        except SuiteFormatError as error:
            raise self.CollectError(str(error)) from None
        numbers = _selected(self.config).get(self.path.resolve())
        sequential = _file_order(self.config, suite)
        times = repetition(self.config).times
        done = _done(self.config) if times > 1 else frozenset()
        for case in suite.cases:
            if numbers is not None and case.number not in numbers:
                continue
            # A repeated run has an item per repetition: owl:12#1, owl:12#2 ...
            attempts: list[int | None] = [None] if times == 1 else list(range(times))
            for attempt in attempts:
                name = item_name(case.id, attempt)
                if name in done:  # a resumed run has this repetition already
                    continue
                item = CaseItem.from_parent(
                    self, name=name, case=case, suite=suite, attempt=attempt
                )
                if case.expectation.flag is Flag.FAIL:
                    item.add_marker(
                        pytest.mark.xfail(
                            reason="known failure (*)", raises=CaseFailed, strict=False
                        )
                    )
                if sequential:
                    # The file runs top to bottom: all its cases on one worker.
                    item.add_marker(pytest.mark.xdist_group(suite.path))
                yield item


class CaseFailed(AssertionError):
    """The answer did not match (the verdict FAILED, or failed for a ``*`` case)."""


class CaseLost(Exception):
    """No answer came: error, timeout or crash."""


class CaseItem(pytest.Item):
    """One case, run on the worker's engine session."""

    def __init__(
        self, *, case: Case, suite: Suite, attempt: int | None = None, **kwargs: Any
    ) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.suite = suite
        self.attempt = attempt
        self.result: Result | None = None
        self.board = ""

    def runtest(self) -> None:
        if self.attempt is not None:
            runner = _runner(self.config, self.case.game)
            result = runner.run_case(self.case, judged_commands(self.suite), self.attempt)
        elif _file_order(self.config, self.suite):
            runner, result = _script_result(self.config, self.suite, self.case)
        else:
            runner = _runner(self.config, self.case.game)
            result = runner.run_case(self.case, judged_commands(self.suite))
        self.result = result
        self.user_properties.append((RESULT_KEY, result_to_json(result)))
        if result.verdict in (Verdict.PASSED_EXPECTED, Verdict.PASSED_UNEXPECTED, Verdict.IGNORED):
            return
        self.board = runner.showboard()
        if result.verdict.no_answer:
            raise CaseLost(result.message)
        raise CaseFailed(f"Correct '{result.expected}', got '{result.answer}'")

    def repr_failure(
        self,
        excinfo: pytest.ExceptionInfo[BaseException],
        style: TracebackStyle | None = None,
    ) -> str | TerminalRepr:
        if not isinstance(excinfo.value, CaseFailed | CaseLost) or self.result is None:
            return super().repr_failure(excinfo, style)
        return describe_failure(self.case, self.result, self.board)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.source.line - 1, self.case.id


def describe_failure(case: Case, result: Result, board: str) -> str:
    """The text shown for a failed case: command, expectation, answer, position."""
    lines = [
        f"{case.id} {result.verdict}   ({case.source})",
        f"command:  {case.number} {case.command}",
        f"expected: [{result.expected}]" + ("*" if result.flag is Flag.FAIL else ""),
        f"answer:   {result.ok or '(none)'} {result.answer}".rstrip(),
    ]
    if result.text and "\n" in result.text:
        lines += ["          " + line for line in result.text.splitlines()[1:]]
    if result.message:
        lines += ["message:  " + line for line in result.message.splitlines()]
    if case.note:
        lines.append(f"note:     {case.note}")
    if board.strip():
        lines += ["position:", *("  " + line for line in board.strip("\n").splitlines())]
    return "\n".join(lines)


def _runner(config: pytest.Config, game: str) -> CaseRunner:
    """The engine session of this worker for ``game``, started on first use."""
    runners = config.stash.setdefault(_runners_key, {})
    if game not in runners:
        runners[game] = CaseRunner(
            engine_spec(config, game), timeout=_timeout(config), repetition=repetition(config)
        )
    return runners[game]


def _script_result(config: pytest.Config, suite: Suite, case: Case) -> tuple[CaseRunner, Result]:
    """In file order, advance the file's script to this case's result.

    Each file runs on an engine session of its own, through the file's lines
    up to each case this worker runs; a case that comes after its script
    went past it (items reordered, or spread over workers) starts the file
    again on a fresh engine.
    """
    scripts = config.stash.setdefault(_scripts_key, {})
    for attempt in range(2):
        if attempt or suite.path not in scripts:
            if suite.path in scripts:
                scripts[suite.path][0].close()
            runner = CaseRunner(engine_spec(config, suite.game), timeout=_timeout(config))
            scripts[suite.path] = (runner, runner.run_script(suite))
        runner, results = scripts[suite.path]
        for result in results:
            if result.id == case.id:
                return runner, result
    lost = make_result(case, None, Verdict.ERROR, 0.0, ["case did not run in its file's order"])
    return scripts[suite.path][0], lost


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session) -> None:
    for runner in session.config.stash.get(_runners_key, {}).values():
        runner.close()
    for runner, _ in session.config.stash.get(_scripts_key, {}).values():
        runner.close()


# -- the controlling process: the run file -----------------------------------


def pytest_configure(config: pytest.Config) -> None:
    is_worker = hasattr(config, "workerinput")
    plugins = config.pluginmanager.get_plugins()
    if not is_worker and not any(isinstance(p, RunRecorder) for p in plugins):
        config.pluginmanager.register(RunRecorder(), RECORDER_NAME)


def result_of(report: pytest.TestReport) -> Result | None:
    """The case result a test report carries, if any (also from xdist workers)."""
    for entry in report.user_properties:
        key, value = entry
        if key == RESULT_KEY:
            return result_from_json(value)
    return None


class RunRecorder:
    """Writes the run file from the results in the reports, as they arrive.

    ``regress run`` registers its own recorder with an ``on_result``
    callback and a known header (``append`` for a resumed run); under plain
    pytest one is made from the options, and nothing is written unless a
    suite case ran.
    """

    def __init__(
        self,
        path: str | Path | None = None,
        header: RunHeader | None = None,
        on_result: Callable[[Result], None] | None = None,
        append: bool = False,
    ) -> None:
        self.path = Path(path) if path else None
        self.header = header
        self.on_result = on_result
        self.results: list[Result] = []
        self._writer: RunWriter | None = None
        self._started = append  # appending to a run file that has its header
        self._config: pytest.Config | None = None

    def pytest_configure(self, config: pytest.Config) -> None:
        self._config = config
        if self._started and self.path is not None and self.path.is_file():
            # A resumed repeated run: the repetitions the file has are not run again.
            results = read_run(self.path).results
            config.stash[_done_key] = frozenset(item_name(r.id, r.attempt) for r in results)

    @pytest.hookimpl(optionalhook=True)
    def pytest_configure_node(self, node: Any) -> None:
        """(pytest-xdist) Tell each worker the repetitions the run file has."""
        assert self._config is not None
        done: frozenset[str] = self._config.stash.get(_done_key, frozenset())
        node.workerinput[DONE_INPUT] = sorted(done)

    def _open(self) -> RunWriter:
        if self._writer is None:
            assert self._config is not None
            if self.header is None:
                self.header = _header_from_options(self._config)
            if self.path is None:
                out = self._config.getoption("regress_out")
                self.path = Path(out) if out else default_run_path(self.header.engine)
            started = self._started
            self._writer = RunWriter(self.path, None if started else self.header)
            self._started = True
        return self._writer

    def record(self, result: Result) -> None:
        """Write a result to the run file now, and pass it on."""
        self._open().add(result)
        self.results.append(result)
        if self.on_result:
            self.on_result(result)

    def close(self) -> None:
        """Close the run file (a later :meth:`record` appends to it)."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call":
            result = result_of(report)
            if result is not None:
                self.record(result)

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.close()
        if self.on_result is None and self.path is not None and self._started:
            # Under plain pytest nobody else knows the suites: name them in the
            # header now, and put the results in file order.
            finish_run_file(self.path)

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        if not self.results or self.on_result is not None:
            return
        terminalreporter.section("regress")
        for line in summary_lines(self.results, always_total=True):
            terminalreporter.write_line(line)
        terminalreporter.write_line(f"Run file: {self.path}")


def _header_from_options(config: pytest.Config) -> RunHeader:
    """A run header when plain pytest runs suites: the Go engine asked for its name.

    The suites are named when the run file is finished (:func:`finish_run_file`).
    """
    options = run_options(config)
    try:
        identity = identify(main_engine((), options), options.timeout)
    except EngineError:
        identity = ("", "", "")
    return new_header((), options, identity)
