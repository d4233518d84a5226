"""``regress run`` on pytest and pytest-xdist: one case per item, spread over workers.

The run is already planned (:func:`harness.orchestrate.new_run` or
:func:`~harness.orchestrate.resume`); :func:`execute` hands its cases to pytest
with the ``regress`` plugin, in this process (``-j 1``) or on xdist workers
(``-j N``, or ``--tx`` specs for other machines), and collects the results
that come back.  pytest's own terminal
output is kept aside (shown only when pytest itself fails); what the user
sees comes from the results, in case order, so ``-j 1`` and ``-j N`` print the
same.
"""

from __future__ import annotations

import contextlib
import io
import os
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

import pytest

from harness import pytest_plugin
from harness.cases import Result
from harness.orchestrate import RunOptions, RunPlan, unreported
from harness.pytest_plugin import RunRecorder
from harness.store import sort_run_file
from harness.suites import Selection

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
        "--timeout",
        str(options.timeout or 0),
    ]
    # Only the plugins a run needs: other installed plugins cost startup time
    # in every worker (see execute, which turns autoloading off).
    args += ["-p", pytest_plugin.__name__]
    for selection in selections:
        if selection.numbers is not None:
            numbers = ",".join(str(n) for n in sorted(selection.numbers))
            args += ["--regress-select", f"{Path(selection.suite.path).resolve()}:{numbers}"]
    if options.sequential:
        args.append("--sequential")
    if options.allow_outside:
        args.append("--allow-outside")
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
    is put in case order.  A case that never reported (its worker died) gets
    a ``crash`` result.  For a resumed run (``plan.previous``), the new
    results are appended to the run file, which already holds those.
    Raises :class:`PytestFailed` when pytest cannot run.
    """
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
        for result in unreported(plan, (result.id for result in recorder.results)):
            recorder.record(result)
    recorder.close()
    order = plan.order()
    if plan.path.exists():
        sort_run_file(plan.path, order)
    by_id = {result.id: result for result in [*previous, *recorder.results]}
    return [by_id[case_id] for case_id in order if case_id in by_id], interrupted


def run_quietly(plan: RunPlan) -> Path:
    """Execute ``plan`` printing nothing; return its run file."""
    execute(plan, lambda result: None)
    return plan.path
