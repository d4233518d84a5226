"""``regress run``'s driver: the units of a run on workers, results back in case order.

The run is already planned (:func:`harness.orchestrate.new_run` or
:func:`~harness.orchestrate.resume`).  :func:`execute` cuts it into units
(:mod:`harness.schedule`: whole ``.tst`` files in file order, shares of a
suite isolated), longest first, and runs them in this process (``-j 1``) or
on worker processes of its own (``-j N``, :mod:`harness.worker`), each unit
on an engine of its own.  A worker that dies costs only the cases of its
unit that had not reported (``crash``, "the worker running it died"); a new
worker takes the rest of the run.

Results are written to the run file as they arrive and passed to the
caller, which prints them in case order, so ``-j 1`` and ``-j N`` print the
same; at the end the run file is put in case order.

Workers on other machines (``--tx``) are pytest-xdist's: the run goes
through pytest with the ``regress`` plugin, whose terminal output is kept
aside (shown only when pytest itself fails).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import selectors
import subprocess
import sys
import tempfile
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from harness.cases import Result, Verdict
from harness.engines.registry import prepare
from harness.orchestrate import WORKER_DIED, RunOptions, RunPlan, unreported
from harness.runner import make_result
from harness.schedule import Unit, past_seconds, units
from harness.store import RunWriter, result_from_json, sort_run_file
from harness.suites import Selection
from harness.worker import Runners, run_unit, worker_config

AUTOLOAD = "PYTEST_DISABLE_PLUGIN_AUTOLOAD"


class PytestFailed(Exception):
    """pytest could not run the suites (an internal or usage error); holds its output."""


@contextlib.contextmanager
def _no_plugin_autoload() -> Iterator[None]:
    """Keep pytest (and the xdist workers, which inherit it) from loading every plugin."""
    old = os.environ.get(AUTOLOAD)
    os.environ[AUTOLOAD] = "1"
    try:
        yield
    finally:
        if old is None:
            del os.environ[AUTOLOAD]
        else:
            os.environ[AUTOLOAD] = old


def pytest_args(selections: Sequence[Selection], options: RunOptions, ini: Path) -> list[str]:
    """The pytest command line that runs ``selections`` with ``options``."""
    paths = [str(Path(s.suite.path).resolve()) for s in selections]
    root = os.path.commonpath([str(Path(p).parent) for p in paths])
    # Engines' output never needs pytest's capturing or log handling, and each
    # costs time on every case.
    args = [*paths, "-p", "no:cacheprovider", "-p", "no:logging", "-s", "-q"]
    if not options.rsync:
        # Keep the suites' folders' own pytest settings out of the run.  (xdist
        # rewrites every path argument relative to the rsync roots, so a run
        # that copies folders to its workers cannot point at a file elsewhere.)
        args += ["-c", str(ini), "--rootdir", root, "--confcutdir", root]
    args += [
        "--engine",
        options.go_engine,
        "--havannah-engine",
        options.havannah_engine,
        "--game",
        options.tst_game,
        "--timeout",
        str(options.timeout or 0),
    ]
    # Only the plugins a run needs: other installed plugins cost startup time
    # in every worker (see execute, which turns autoloading off).
    args += ["-p", "harness.pytest_plugin"]
    for selection in selections:
        if not selection.whole:
            numbers = ",".join(str(n) for n in sorted({c.number for c in selection.cases}))
            args += ["--regress-select", f"{Path(selection.suite.path).resolve()}:{numbers}"]
    if options.mode == "isolated":
        args.append("--isolated")
    if options.allow_outside:
        args.append("--allow-outside")
    repetition = options.repetition
    if repetition.times > 1:
        args += ["--repeat", str(repetition.times), "--first-seed", str(repetition.first_seed)]
        if repetition.seed_command:
            args += ["--seed-command", repetition.seed_command]
    if options.tx:
        args += ["-p", "xdist.plugin", "--dist", "loadgroup"]
        for spec in options.tx:
            args += ["--tx", spec]
        for folder in options.rsync:
            args += ["--rsyncdir", str(Path(folder).resolve())]
    elif options.jobs > 1:
        args += ["-p", "xdist.plugin", "-n", str(options.jobs), "--dist", "loadgroup"]
    return args


def execute(plan: RunPlan, on_result: Callable[[Result], None]) -> tuple[list[Result], bool]:
    """Run the plan's cases; return their results in case order and whether interrupted.

    Results are written to the plan's run file as they arrive, then the file
    is put in case order.  For a resumed run (``plan.previous``), the new
    results are appended to the run file, which already holds those; a new
    result for a case supersedes the old one.  Raises :class:`PytestFailed`
    when pytest cannot run (``--tx`` workers only).
    """
    if any(selection.suite.game == "go" for selection in plan.selections):
        prepare(plan.options.engine("go"))
    if plan.options.tx or plan.options.repeated:
        # Repetitions are pytest items of their own (``id#k``): they run through pytest.
        return _execute_on_xdist(plan, on_result)
    previous = list(plan.previous)
    writer = RunWriter(plan.path, None if previous else plan.header)
    new: list[Result] = []

    def record(result: Result) -> None:
        writer.add(result)
        new.append(result)
        on_result(result)

    interrupted = False
    try:
        if plan.case_ids():
            _run_units(plan, record)
    except KeyboardInterrupt:
        interrupted = True
    finally:
        writer.close()
    return _finish(plan, previous, new), interrupted


def _finish(plan: RunPlan, previous: list[Result], new: list[Result]) -> list[Result]:
    """Put the run file in case order; the results in that order (the newest for a case)."""
    order = plan.order()
    if plan.path.exists():
        sort_run_file(plan.path, order)
    by_id = {result.id: result for result in [*previous, *new]}
    return [by_id[case_id] for case_id in order if case_id in by_id]


def _run_units(plan: RunPlan, record: Callable[[Result], None]) -> None:
    options = plan.options
    suites = [selection.suite for selection in plan.selections]
    seconds = past_seconds(suites, skip=plan.path)
    work = units(plan.selections, options.mode, options.workers, options.check_seed, seconds)
    if options.workers <= 1 or len(work) <= 1:
        runners = Runners(options.go_engine, options.havannah_engine, options.timeout)
        try:
            # One worker: in suite order, so the lines print as the run goes.
            rank = {selection.suite.path: i for i, selection in enumerate(plan.selections)}
            for unit in sorted(work, key=lambda u: rank[u.suite.path]):
                for result in run_unit(unit, runners):
                    record(result)
        finally:
            runners.close()
        return
    WorkerPool(options, min(options.workers, len(work))).run(work, record)


class _Worker:
    """A worker process, the unit it runs and what came back of it so far."""

    def __init__(self, process: subprocess.Popen[bytes]) -> None:
        self.process = process
        self.unit: Unit | None = None
        self.reported: set[str] = set()
        self.buffer = b""

    def give(self, unit: Unit) -> None:
        self.unit = unit
        self.reported = set()
        self.send(unit.to_json())

    def send(self, data: object) -> None:
        assert self.process.stdin is not None
        try:
            self.process.stdin.write((json.dumps(data) + "\n").encode())
            self.process.stdin.flush()
        except OSError:
            pass  # it died: its output ends, and the loop sees that


class WorkerPool:
    """Worker processes (``python -m harness.worker``) that take units as they finish them."""

    def __init__(self, options: RunOptions, size: int) -> None:
        self.options = options
        self.size = size
        self._config = worker_config(options.go_engine, options.havannah_engine, options.timeout)
        # The workers import what this process imports (this checkout's harness,
        # and for a run at a git reference that commit's engine).
        self._env = dict(os.environ)
        self._env["PYTHONPATH"] = os.pathsep.join(p for p in sys.path if p)

    def _start(self) -> _Worker:
        process = subprocess.Popen(
            [sys.executable, "-m", "harness.worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=self._env,
        )
        worker = _Worker(process)
        worker.send(self._config)
        return worker

    def run(self, work: Sequence[Unit], record: Callable[[Result], None]) -> None:
        """Run every unit, longest first, each on the next free worker."""
        queue = deque(work)
        workers: dict[int, _Worker] = {}
        with selectors.DefaultSelector() as selector:

            def start() -> None:
                worker = self._start()
                assert worker.process.stdout is not None
                fd = worker.process.stdout.fileno()
                workers[fd] = worker
                selector.register(fd, selectors.EVENT_READ)
                worker.give(queue.popleft())

            try:
                while queue and len(workers) < self.size:
                    start()
                while workers:
                    for key, _ in selector.select():
                        worker = workers[key.fd]
                        chunk = os.read(key.fd, 65536)
                        if chunk:
                            self._take(worker, chunk, record, queue)
                            continue
                        selector.unregister(key.fd)
                        del workers[key.fd]
                        self._lost(worker, record)
                        if queue:
                            start()
            finally:
                for worker in workers.values():
                    self._stop(worker)

    def _take(
        self,
        worker: _Worker,
        chunk: bytes,
        record: Callable[[Result], None],
        queue: deque[Unit],
    ) -> None:
        """Read a worker's lines: results, and the end of its unit (then give it the next)."""
        worker.buffer += chunk
        *lines, worker.buffer = worker.buffer.split(b"\n")
        for line in lines:
            if not line.strip():
                continue
            data = json.loads(line)
            if "result" in data:
                result = result_from_json(data["result"])
                worker.reported.add(result.id)
                record(result)
                continue
            if "failed" in data:
                self._fail_rest(worker, data["failed"], Verdict.ERROR, record)
            worker.unit = None
            if queue:
                worker.give(queue.popleft())
            else:
                assert worker.process.stdin is not None
                worker.process.stdin.close()  # no more work: the worker ends

    def _lost(self, worker: _Worker, record: Callable[[Result], None]) -> None:
        """A worker's output ended: the cases of its unit that did not report crashed."""
        code = worker.process.wait()
        if worker.unit is not None:
            how = f" (exit status {code})" if code >= 0 else f" (signal {-code})"
            self._fail_rest(worker, WORKER_DIED + how, Verdict.CRASH, record)

    @staticmethod
    def _fail_rest(
        worker: _Worker, message: str, verdict: Verdict, record: Callable[[Result], None]
    ) -> None:
        unit = worker.unit
        assert unit is not None
        for case in unit.suite.cases:
            if case.id in unit.ids and case.id not in worker.reported:
                worker.reported.add(case.id)
                record(make_result(case, None, verdict, 0.0, [message]))

    @staticmethod
    def _stop(worker: _Worker) -> None:
        process = worker.process
        if process.poll() is None:
            process.kill()
        process.wait()


def _execute_on_xdist(
    plan: RunPlan, on_result: Callable[[Result], None]
) -> tuple[list[Result], bool]:
    """Run the plan through pytest and pytest-xdist (``--tx`` workers)."""
    # Imported here: only runs on other machines need pytest (it costs start-up time).
    import pytest

    from harness.pytest_plugin import RunRecorder

    previous = list(plan.previous)
    recorder = RunRecorder(plan.path, plan.header, on_result=on_result, append=bool(previous))
    if not plan.case_ids():
        return previous, False
    with tempfile.TemporaryDirectory(prefix="regress-") as folder:
        ini = Path(folder) / "pytest.ini"
        ini.write_text("[pytest]\n")
        captured = io.StringIO()
        with contextlib.redirect_stdout(captured), _no_plugin_autoload():
            args = pytest_args(plan.selections, plan.options, ini)
            code = pytest.main(args, plugins=[recorder])
    interrupted = code == pytest.ExitCode.INTERRUPTED
    if code in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR):
        raise PytestFailed(captured.getvalue().strip() or f"pytest exited with {code}")
    if not interrupted:
        if plan.options.repeated:
            done: list[str | tuple[str, int]] = [(r.id, r.attempt) for r in recorder.results]
        else:
            done = [r.id for r in recorder.results]
        for result in unreported(plan, done):
            recorder.record(result)
    recorder.close()
    if plan.options.repeated:  # every repetition, in case order
        order = plan.order()
        if plan.path.exists():
            sort_run_file(plan.path, order)
        rank = {case_id: index for index, case_id in enumerate(order)}
        every = [*previous, *recorder.results]
        every.sort(key=lambda r: (rank.get(r.id, len(rank)), r.attempt))
        return every, interrupted
    return _finish(plan, previous, recorder.results), interrupted


def run_quietly(plan: RunPlan) -> Path:
    """Execute ``plan`` printing nothing; return its run file."""
    execute(plan, lambda result: None)
    return plan.path
