"""Running the units of a run: :func:`run_unit` here, or in ``python -m harness.worker``.

A worker reads JSON lines on stdin: first the engines and the time limit
(:func:`worker_config`), then one :class:`~harness.schedule.Unit` a line.
For each unit it writes one line per result (``{"result": ...}``), then
``{"done": true}``; at the end of its input it stops its engines and exits.
The driver (:mod:`harness.parallel`) watches each worker's output: a worker
that dies costs only the cases of its unit that had not reported.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterator
from typing import Any, TextIO

from harness.cases import Result, Verdict
from harness.runner import CaseRunner, check_order, judged_commands, make_result
from harness.schedule import Unit
from harness.store import result_to_json
from harness.suites import Suite, load_suite


class Runners:
    """The engine sessions of one worker, one per game, started on first use."""

    def __init__(self, go_engine: str, havannah_engine: str, timeout: float | None) -> None:
        self.specs = {"go": go_engine, "havannah": havannah_engine}
        self.timeout = timeout
        self._runners: dict[str, CaseRunner] = {}

    def __getitem__(self, game: str) -> CaseRunner:
        if game not in self._runners:
            self._runners[game] = CaseRunner(self.specs[game], timeout=self.timeout)
        return self._runners[game]

    def close(self) -> None:
        """Stop every engine."""
        for runner in self._runners.values():
            runner.close()
        self._runners.clear()


def run_unit(unit: Unit, runners: Runners) -> Iterator[Result]:
    """The results of a unit's cases, as they come.

    An exception inside the harness (not the engine) while a case runs costs
    that case and the rest of the unit an ``error`` with the exception's
    message, never a made-up crash; the next unit starts on a fresh engine.
    """
    suite = unit.suite
    runner = runners[suite.game]
    ids = list(unit.ids)
    reported: set[str] = set()
    try:
        if unit.check_seed is not None:
            results: Iterator[Result] = iter(check_order(runner, suite, ids, unit.check_seed))
        elif unit.file_order:
            results = runner.run_script(suite, ids)
        else:
            wanted, judged = set(ids), judged_commands(suite)
            results = (runner.run_case(c, judged) for c in suite.cases if c.id in wanted)
        for result in results:
            reported.add(result.id)
            yield result
    except Exception as error:  # noqa: BLE001 - the message goes into the results
        runner.start_over()
        message = f"the harness failed on this case: {type(error).__name__}: {error}"
        for case in suite.cases:
            if case.id in unit.ids and case.id not in reported:
                yield make_result(case, None, Verdict.ERROR, 0.0, [message[:2000]])


def worker_config(go_engine: str, havannah_engine: str, timeout: float | None) -> dict[str, Any]:
    """The first line a worker reads."""
    return {"go_engine": go_engine, "havannah_engine": havannah_engine, "timeout": timeout}


def _unit_from_json(data: dict[str, Any], suites: dict[str, Suite]) -> Unit:
    path = str(data["path"])
    if path not in suites:
        suites[path] = load_suite(path, tst_game=str(data.get("game", "go")))
    suite = suites[path]
    if suite.digest != data["digest"]:
        raise ValueError(f"{path} changed since the run began")
    return Unit(suite, tuple(data["ids"]), bool(data["file_order"]), data.get("check_seed"))


def serve(lines: TextIO, out: TextIO) -> None:
    """Run the units read from ``lines``, writing results to ``out`` (the worker's loop)."""
    config = json.loads(lines.readline() or "{}")
    runners = Runners(config["go_engine"], config["havannah_engine"], config["timeout"])
    suites: dict[str, Suite] = {}

    def send(data: dict[str, Any]) -> None:
        out.write(json.dumps(data, ensure_ascii=False) + "\n")
        out.flush()

    try:
        for line in lines:
            if not line.strip():
                continue
            data = json.loads(line)
            try:
                unit = _unit_from_json(data, suites)
            except Exception as error:  # noqa: BLE001 - a suite that cannot be read again
                send({"failed": f"{type(error).__name__}: {error}"})
                continue
            for result in run_unit(unit, runners):
                send({"result": result_to_json(result)})
            send({"done": True})
    finally:
        runners.close()


def main() -> None:
    """``python -m harness.worker``: the protocol on stdin and the real stdout.

    Anything else printed in this process (by an engine in process) goes to
    stderr, so that it cannot break the protocol.
    """
    out = os.fdopen(os.dup(sys.stdout.fileno()), "w", encoding="utf-8")
    os.dup2(sys.stderr.fileno(), sys.stdout.fileno())
    try:
        serve(sys.stdin, out)
    except (KeyboardInterrupt, BrokenPipeError):
        sys.exit(130)


if __name__ == "__main__":
    main()
