"""Run files: one JSON object a line, written and flushed as results arrive.

Line 1 is the run's header (engine, suites, time, host ...); every later
line is one :class:`~harness.cases.Result`.  A run that is killed keeps every
result it finished; :func:`read_run` reads such a file (a torn last line is
dropped with a warning, never an error).
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
import socket
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from harness import __version__
from harness.cases import Result

RUN_FORMAT = 1


class RunFileError(Exception):
    """A run file that cannot be read; the message names the file and line."""


@dataclass
class Run:
    """A run file's content."""

    header: dict[str, Any]
    results: list[Result] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def by_id(self) -> dict[str, Result]:
        """The results keyed by case id (a later result for an id wins)."""
        return {result.id: result for result in self.results}


def git_commit(folder: str | Path) -> str:
    """The git commit of ``folder``'s checkout (``+dirty`` when changed), or ''."""
    try:
        commit = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=folder, capture_output=True, text=True, timeout=10
        ).stdout.strip()
        if not commit:
            return ""
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=folder,
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return ""
    return commit + ("+dirty" if dirty else "")


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:40] or "engine"


def default_run_path(engine: str) -> Path:
    """A new run file for ``engine`` under ``reports/runs/``, named by time and engine."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = Path(f"reports/runs/{stamp}-{_slug(engine)}.jsonl")
    number = 2
    while path.exists():  # two runs in one second (regress compare runs two)
        path = path.with_name(f"{stamp}-{_slug(engine)}-{number}.jsonl")
        number += 1
    return path


def make_header(
    engine_spec: str,
    engine_name: str,
    engine_version: str,
    suites: list[dict[str, Any]],
    workers: int = 1,
    mode: str = "alone",
    engine_commit: str = "",
) -> dict[str, Any]:
    """The header line of a run file."""
    return {
        "format": RUN_FORMAT,
        "harness_version": __version__,
        "engine": engine_spec,
        "engine_name": engine_name,
        "engine_version": engine_version,
        "engine_commit": engine_commit,
        "suites": suites,
        "started": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "host": socket.gethostname(),
        "python": platform.python_version(),
        "workers": workers,
        "mode": mode,
    }


class RunWriter:
    """Appends results to a run file, one flushed line each.

    With a header the file is started anew; without one, results are
    appended to an existing run file.
    """

    def __init__(self, path: str | Path, header: dict[str, Any] | None) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if header is None:
            _drop_torn_line(self.path)
        self._file: TextIO = self.path.open("w" if header is not None else "a", encoding="utf-8")
        if header is not None:
            self._write(header)

    def _write(self, data: dict[str, Any]) -> None:
        self._file.write(json.dumps(data, ensure_ascii=False) + "\n")
        self._file.flush()

    def add(self, result: Result) -> None:
        """Write one result now."""
        self._write(result.to_json())

    def close(self) -> None:
        """Close the file."""
        self._file.close()

    def __enter__(self) -> RunWriter:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _drop_torn_line(path: Path) -> None:
    """Cut a last line that a killed run left half written, so appending starts clean."""
    data = path.read_bytes()
    if data and not data.endswith(b"\n"):
        with path.open("r+b") as file:
            file.truncate(data.rfind(b"\n") + 1)


def read_run(path: str | Path) -> Run:
    """Read a run file.  Raises :class:`RunFileError` for a file that is not one."""
    path = Path(path)
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise RunFileError(f"{path}: cannot read: {error.strerror}") from error
    except UnicodeDecodeError as error:
        raise RunFileError(f"{path}: not a run file (not UTF-8)") from error
    if not lines:
        raise RunFileError(f"{path}:1: empty run file")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError as error:
        raise RunFileError(f"{path}:1: not a run file header: {error.msg}") from error
    if not isinstance(header, dict) or "engine" not in header:
        raise RunFileError(f"{path}:1: not a run file header (no 'engine')")
    suites = header.get("suites", [])
    if not isinstance(suites, list) or not all(
        isinstance(suite, dict) and isinstance(suite.get("path", ""), str) for suite in suites
    ):
        raise RunFileError(f"{path}:1: the header's 'suites' is not a list of suites")
    run = Run(header=header)
    for number, line in enumerate(lines[1:], start=2):
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except json.JSONDecodeError as error:
            if number == len(lines):  # a JSON object cut short never parses
                run.warnings.append(f"{path}:{number}: torn last line dropped (run killed?)")
                continue
            raise RunFileError(f"{path}:{number}: not a result: {error.msg}") from error
        try:
            run.results.append(Result.from_json(data))
        except ValueError as error:
            raise RunFileError(f"{path}:{number}: not a result: {error}") from error
    return run
