"""How a run is cut into pieces of work for its workers, and in what order they go.

A :class:`Unit` is what one worker runs on an engine of its own: in file
order a whole ``.tst`` file (its chosen cases, each after every line before
it), isolated a share of a suite's cases.  :func:`units` cuts a run's
selections into units and puts them longest first, so that a mix of long
and short files keeps every worker busy to the end; how long a unit takes
is guessed from the newest run file in ``reports/runs/`` that holds its
suite (:func:`past_seconds`), else from its number of cases.

Where a unit runs never changes its answers: a file always starts on a
freshly started engine, an isolated case always after a reset.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness.store import RUNS_DIR, read_run
from harness.suites import Selection, Suite

#: How many run files, newest first, are searched for the durations of suites.
RUNS_SEARCHED = 50


@dataclass(frozen=True)
class Unit:
    """A piece of a run for one worker: some cases of one suite, and how to run them.

    ``file_order``: the suite is a ``.tst`` file run top to bottom (else
    each case runs isolated); ``check_seed``: the cases also run alone in
    an order shuffled with this seed (``--check-order``); ``estimate``: the
    guessed seconds, for the order of the units.
    """

    suite: Suite
    ids: tuple[str, ...]
    file_order: bool
    check_seed: int | None = None
    estimate: float = 0.0

    def to_json(self) -> dict[str, Any]:
        """The unit as a worker process receives it."""
        return {
            "path": self.suite.path,
            "digest": self.suite.digest,
            "ids": list(self.ids),
            "file_order": self.file_order,
            "check_seed": self.check_seed,
        }


def runs_file_order(suite: Suite, mode: str) -> bool:
    """Whether the cases of ``suite`` run in file order in a run of ``mode``.

    Only ``.tst`` files have a file order; YAML cases always run isolated.
    """
    return mode == "file-order" and suite.script is not None


def past_seconds(
    suites: Iterable[Suite], folder: Path = RUNS_DIR, skip: Path | None = None
) -> dict[str, float]:
    """The seconds each case took in the newest run file holding its suite (by case id).

    Run files are searched newest first (at most :data:`RUNS_SEARCHED`);
    ``skip`` is a file to leave out (the run being made).  Unreadable files
    are passed over: this is only a guess at durations.
    """
    wanted = {str(Path(suite.path).resolve()): suite.name for suite in suites}
    seconds: dict[str, float] = {}
    try:
        files = sorted(folder.glob("*.jsonl"), key=lambda p: p.stat().st_mtime, reverse=True)
    except OSError:
        return seconds
    for path in files[:RUNS_SEARCHED]:
        if not wanted:
            break
        if skip is not None and path.resolve() == skip.resolve():
            continue
        try:
            with path.open(encoding="utf-8") as file:
                header = json.loads(file.readline())
            named = {str(Path(s["path"]).resolve()) for s in header.get("suites", [])}
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            continue
        found = {wanted.pop(p) for p in list(wanted) if p in named}
        if not found:
            continue
        try:
            run = read_run(path)
        except Exception:  # a guess: a damaged file only costs the guess
            continue
        for result in run.results:
            if result.suite in found:
                seconds[result.id] = result.seconds
    return seconds


def units(
    selections: Sequence[Selection],
    mode: str,
    workers: int,
    check_seed: int | None = None,
    seconds: dict[str, float] | None = None,
) -> list[Unit]:
    """The units of a run, longest first (ties in suite order).

    ``seconds`` are past durations by case id (:func:`past_seconds`); a case
    without one counts as the mean of those known (1 when none is known).
    Isolated cases are cut into shares, about two per worker per suite, so
    that the workers finish together; a file in file order, and a suite
    whose order is checked, is one unit.
    """
    seconds = seconds or {}
    mean = sum(seconds.values()) / len(seconds) if seconds else 1.0

    def estimate(ids: Iterable[str]) -> float:
        return sum(seconds.get(case_id, mean) for case_id in ids)

    made: list[Unit] = []
    for selection in selections:
        ids = tuple(case.id for case in selection.cases)
        if not ids:
            continue
        file_order = runs_file_order(selection.suite, mode)
        if file_order or check_seed is not None or workers <= 1:
            shares = [ids]
        else:
            size = max(1, math.ceil(len(ids) / (2 * workers)))
            shares = [ids[start : start + size] for start in range(0, len(ids), size)]
        for share in shares:
            made.append(Unit(selection.suite, share, file_order, check_seed, estimate(share)))
    # sorted() is stable: equal estimates keep the suites' order.
    return sorted(made, key=lambda unit: -unit.estimate)
