"""Run files: one JSON object a line, written and flushed as results arrive.

Line 1 is the run's header (:class:`RunHeader`: engine, suites, time, host
...); every later line is one :class:`~harness.cases.Result`.  A run that is
killed keeps every result it finished; :func:`read_run` reads such a file (a
torn last line is dropped with a warning, never an error).

This module is the one place that knows how a header or a result is spelled
in JSON (:meth:`RunHeader.to_json`, :func:`result_to_json` and their
inverses), and the one place that rewrites a run file
(:func:`rewrite_run_file`: in case order, with a new header).
"""

from __future__ import annotations

import datetime as _dt
import json
import platform
import re
import socket
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from harness import __version__
from harness.cases import Flag, Result, Source, Verdict
from harness.formats import SuiteFormatError
from harness.suites import Suite, load_suite

RUN_FORMAT = 1


class RunFileError(Exception):
    """A run file that cannot be read; the message names the file and line."""


# -- the header --------------------------------------------------------------


@dataclass(frozen=True)
class SuiteEntry:
    """How a run header names one suite: its file, its hash, how many cases ran.

    ``engine`` is the spec of the engine that ran it ('' when not recorded:
    run files written under plain pytest leave it out); ``mode`` how its
    cases ran (``file-order`` or ``isolated``; YAML suites always run
    isolated whatever the run's mode; '' when not recorded).
    """

    name: str = ""
    path: str = ""
    game: str = "go"
    sha256: str = ""
    cases: int = 0
    engine: str = ""
    mode: str = ""

    @classmethod
    def of(
        cls, suite: Suite, cases: int | None = None, engine: str = "", mode: str = ""
    ) -> SuiteEntry:
        """The entry of ``suite``; ``cases`` is how many of its cases ran (default: all)."""
        return cls(
            name=suite.name,
            path=suite.path,
            game=suite.game,
            sha256=suite.digest,
            cases=len(suite.cases) if cases is None else cases,
            engine=engine,
            mode=mode,
        )

    def to_json(self) -> dict[str, Any]:
        """The entry as the header's ``suites`` list holds it."""
        data: dict[str, Any] = {
            "name": self.name,
            "path": self.path,
            "game": self.game,
            "sha256": self.sha256,
            "cases": self.cases,
        }
        if self.engine:
            data["engine"] = self.engine
        if self.mode:
            data["mode"] = self.mode
        return data

    @classmethod
    def from_json(cls, data: object) -> SuiteEntry:
        """The inverse of :meth:`to_json`; raises ValueError for anything else."""
        if not isinstance(data, dict):
            raise ValueError("the header's 'suites' is not a list of suites")
        known: dict[str, Any] = {}
        for name, kind in _SUITE_FIELDS.items():
            if name in data:
                value = data[name]
                if not isinstance(value, kind) or isinstance(value, bool):
                    raise ValueError("the header's 'suites' is not a list of suites")
                known[name] = value
        return cls(**known)


_SUITE_FIELDS: dict[str, type] = {
    "name": str,
    "path": str,
    "game": str,
    "sha256": str,
    "cases": int,
    "engine": str,
    "mode": str,
}


@dataclass(frozen=True)
class RunHeader:
    """Line 1 of a run file: what ran, on what, when and where.

    ``mode`` is how the cases ran: ``file-order`` (each ``.tst`` file top to
    bottom on an engine of its own, as regress.sh runs it) or ``isolated``
    (each case after a reset, ``clear_cache`` and the replay of its setup);
    older run files say ``sequential`` and ``alone`` (see :func:`mode_name`).
    ``check_order_seed`` is set when the run also ran every case alone in a
    shuffled order (``--check-order``), with the seed of the shuffle.
    ``extra`` holds the keys of a header that this version does not know, so
    that rewriting a run file loses none of them.
    """

    engine: str
    engine_name: str = ""
    engine_version: str = ""
    engine_commit: str = ""
    suites: tuple[SuiteEntry, ...] = ()
    started: str = ""
    host: str = ""
    python: str = ""
    workers: int = 1
    mode: str = "alone"
    harness_version: str = ""
    format: int = RUN_FORMAT
    check_order_seed: int | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)

    def suite_mode(self, name: str) -> str:
        """How the cases of suite ``name`` ran, in words (see :func:`mode_name`)."""
        for suite in self.suites:
            if suite.name == name and suite.mode:
                return mode_name(suite.mode)
        return mode_name(self.mode)

    def modes(self) -> str:
        """The run's modes in words: ``file order``, or ``file order (YAML isolated)``."""
        main = mode_name(self.mode)
        others = sorted({mode_name(s.mode) for s in self.suites if s.mode} - {main})
        return main + "".join(f" (some suites {other})" for other in others)

    def to_json(self) -> dict[str, Any]:
        """The header line's object."""
        data: dict[str, Any] = {
            "format": self.format,
            "harness_version": self.harness_version,
            "engine": self.engine,
            "engine_name": self.engine_name,
            "engine_version": self.engine_version,
            "engine_commit": self.engine_commit,
            "suites": [suite.to_json() for suite in self.suites],
            "started": self.started,
            "host": self.host,
            "python": self.python,
            "workers": self.workers,
            "mode": self.mode,
        }
        if self.check_order_seed is not None:
            data["check_order_seed"] = self.check_order_seed
        data.update((key, value) for key, value in self.extra.items() if key not in data)
        return data

    @classmethod
    def from_json(cls, data: object) -> RunHeader:
        """The inverse of :meth:`to_json`.

        Keys that are missing take their defaults (older run files); raises
        ValueError, with the message a user sees after ``FILE:1:``, for an
        object that is not a header.
        """
        if not isinstance(data, dict) or "engine" not in data:
            raise ValueError("not a run file header (no 'engine')")
        suites = data.get("suites", [])
        if not isinstance(suites, list):
            raise ValueError("the header's 'suites' is not a list of suites")
        known: dict[str, Any] = {"suites": tuple(SuiteEntry.from_json(s) for s in suites)}
        for name, kind in _HEADER_FIELDS.items():
            if name in data:
                value = data[name]
                if not isinstance(value, kind) or isinstance(value, bool):
                    raise ValueError(f"the header's {name!r} is {value!r:.80}")
                known[name] = value
        extra = {k: v for k, v in data.items() if k not in _HEADER_FIELDS and k != "suites"}
        return cls(**known, extra=extra)


_HEADER_FIELDS: dict[str, type] = {
    "format": int,
    "harness_version": str,
    "engine": str,
    "engine_name": str,
    "engine_version": str,
    "engine_commit": str,
    "started": str,
    "host": str,
    "python": str,
    "workers": int,
    "mode": str,
    "check_order_seed": int,
}

#: The words for the modes a run header may record (older names included).
MODE_WORDS = {
    "file-order": "file order",
    "sequential": "file order",
    "isolated": "isolated",
    "alone": "isolated (without clear_cache)",
}


def mode_name(mode: str) -> str:
    """A run mode in words: ``file order``, ``isolated`` ...; unknown ones as written."""
    return MODE_WORDS.get(mode, mode)


def make_header(
    engine_spec: str,
    engine_name: str,
    engine_version: str,
    suites: Iterable[SuiteEntry] = (),
    workers: int = 1,
    mode: str = "alone",
    engine_commit: str = "",
    check_order_seed: int | None = None,
) -> RunHeader:
    """The header of a run that starts now, on this machine."""
    return RunHeader(
        format=RUN_FORMAT,
        harness_version=__version__,
        engine=engine_spec,
        engine_name=engine_name,
        engine_version=engine_version,
        engine_commit=engine_commit,
        suites=tuple(suites),
        started=_dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        host=socket.gethostname(),
        python=platform.python_version(),
        workers=workers,
        mode=mode,
        check_order_seed=check_order_seed,
    )


# -- results -----------------------------------------------------------------

# A result's keys in the order a run file line has them; the type each is read
# as, and whether a line must have it.
_RESULT_KEYS: tuple[tuple[str, tuple[type, ...], bool], ...] = (
    ("id", (str,), True),
    ("command", (str,), True),
    ("expected", (str,), True),
    ("flag", (str,), True),
    ("answer", (str,), True),
    ("verdict", (str,), True),
    ("seconds", (int, float), True),
    ("ok", (str,), False),
    ("text", (str,), False),
    ("message", (str,), False),
    ("source", (str,), False),
    ("nodes", (dict,), False),
    ("attempt", (int,), False),
    ("seed", (int,), False),
    ("alone", (str,), False),
)
_LEFT_OUT_WHEN_EMPTY = ("text", "message", "nodes", "attempt")


def result_to_json(result: Result) -> dict[str, Any]:
    """A result as a run file line holds it (empty text, message and nodes left out)."""
    # Built by hand: dataclasses.asdict deep-copies, which costs more than
    # the rest of the harness's work on a case.
    data: dict[str, Any] = {
        "id": result.id,
        "command": result.command,
        "expected": result.expected,
        "flag": str(result.flag),
        "answer": result.answer,
        "verdict": str(result.verdict),
        "seconds": result.seconds,
        "ok": result.ok,
        "text": result.text,
        "message": result.message,
        "source": "" if result.source is None else str(result.source),
        "nodes": dict(result.nodes),
        "attempt": result.attempt,
    }
    if result.seed is not None:
        data["seed"] = result.seed
    for key in _LEFT_OUT_WHEN_EMPTY:
        if not data[key]:
            del data[key]
    if result.alone is not None:
        data["alone"] = result.alone
    return data


def result_from_json(data: object) -> Result:
    """The inverse of :func:`result_to_json`.

    Raises ValueError naming a key that is missing or has a value of the wrong type.
    """
    if not isinstance(data, dict):
        raise ValueError(f"not a JSON object: {data!r:.80}")
    known: dict[str, Any] = {}
    for name, types, required in _RESULT_KEYS:
        if name not in data:
            if required:
                raise ValueError(f"no {name!r}")
            continue
        value = data[name]
        if not isinstance(value, types) or isinstance(value, bool):
            raise ValueError(f"{name!r} is {value!r:.80}")
        known[name] = value
    known["verdict"] = Verdict(known["verdict"])
    known["flag"] = Flag(known["flag"])
    known["source"] = Source.parse(known.get("source", ""))
    return Result(**known)


# -- run files ---------------------------------------------------------------


@dataclass
class Run:
    """A run file's content.

    ``results`` holds one result per case (per case and repetition in a
    repeated run): a later line for a case id supersedes an earlier one (a
    resumed run appends the cases it ran again), in the place of the first.
    """

    header: RunHeader
    results: list[Result] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)

    def by_id(self) -> dict[str, Result]:
        """The results keyed by case id."""
        return {result.id: result for result in self.results}


def latest_results(results: Iterable[Result]) -> list[Result]:
    """One result per case id (per repetition, in a repeated run): the last one
    given, in the place of the first."""
    by_key: dict[tuple[str, int], Result] = {}
    for result in results:
        by_key[result.id, result.attempt] = result
    return list(by_key.values())


def _slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:40] or "engine"


RUNS_DIR = Path("reports/runs")


def default_run_path(engine: str, folder: Path = RUNS_DIR) -> Path:
    """A new run file for ``engine`` in ``folder``, named by time and engine, and reserved.

    The file is created empty, exclusively, so that two runs started in the
    same second (or ``regress compare``'s two) never share one.
    """
    folder.mkdir(parents=True, exist_ok=True)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"{stamp}-{_slug(engine)}.jsonl"
    number = 2
    while True:
        try:
            with path.open("x", encoding="utf-8"):
                return path
        except FileExistsError:
            path = path.with_name(f"{stamp}-{_slug(engine)}-{number}.jsonl")
            number += 1


class RunWriter:
    """Appends results to a run file, one flushed line each.

    With a header the file is started anew; without one, results are
    appended to an existing run file.
    """

    def __init__(self, path: str | Path, header: RunHeader | None) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if header is None:
            _drop_torn_line(self.path)
        self._file: TextIO = self.path.open("w" if header is not None else "a", encoding="utf-8")
        if header is not None:
            self._write(header.to_json())

    def _write(self, data: dict[str, Any]) -> None:
        self._file.write(json.dumps(data, ensure_ascii=False) + "\n")
        self._file.flush()

    def add(self, result: Result) -> None:
        """Write one result now."""
        self._write(result_to_json(result))

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
        # Lines end at "\n" only: a result's text may hold U+2028 or U+0085,
        # which str.splitlines would take for line ends.
        lines = path.read_text(encoding="utf-8").split("\n")
        lines = lines[:-1] if lines and not lines[-1] else lines
    except OSError as error:
        raise RunFileError(f"{path}: cannot read: {error.strerror}") from error
    except UnicodeDecodeError as error:
        raise RunFileError(f"{path}: not a run file (not UTF-8)") from error
    if not lines:
        raise RunFileError(f"{path}:1: empty run file")
    try:
        header = RunHeader.from_json(json.loads(lines[0]))
    except json.JSONDecodeError as error:
        raise RunFileError(f"{path}:1: not a run file header: {error.msg}") from error
    except ValueError as error:
        raise RunFileError(f"{path}:1: {error}") from error
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
            run.results.append(result_from_json(data))
        except ValueError as error:
            raise RunFileError(f"{path}:{number}: not a result: {error}") from error
    run.results = latest_results(run.results)
    return run


def rewrite_run_file(
    path: Path,
    header: RunHeader | None = None,
    order: Sequence[str] | None = None,
    keep: Callable[[Result], bool] | None = None,
) -> None:
    """Rewrite a run file at once (never half written): a new ``header``, results in ``order``.

    ``order`` lists case ids; results of other ids go last, in the order
    they were.  Without ``header`` the file keeps its own.  With ``keep``
    only the results it says yes to stay.
    """
    run = read_run(path)
    results = run.results if keep is None else [r for r in run.results if keep(r)]
    if order is not None:
        rank = {case_id: index for index, case_id in enumerate(order)}
        results = sorted(results, key=lambda r: (rank.get(r.id, len(rank)), r.attempt))
    temporary = path.with_suffix(".tmp")
    with RunWriter(temporary, header or run.header) as writer:
        for result in results:
            writer.add(result)
    temporary.replace(path)


def sort_run_file(path: Path, order: Sequence[str], header: RunHeader | None = None) -> None:
    """Rewrite a run file with its results in ``order`` (ids), atomically."""
    rewrite_run_file(path, header, order)


def finish_run_file(path: Path) -> None:
    """Name the suites in the header from the results' sources; sort results by file and line.

    For run files written without a known list of suites (plain pytest).
    """
    run = read_run(path)
    paths = sorted({r.source.path for r in run.results if r.source is not None and r.source.path})
    suites = []
    for file in paths:
        try:
            suites.append(SuiteEntry.of(load_suite(file)))
        except SuiteFormatError:
            continue
    rank = {file: index for index, file in enumerate(paths)}

    def place(result: Result) -> tuple[int, int]:
        source = result.source
        if source is None:
            return (len(paths), 0)
        return (rank.get(source.path, len(paths)), source.line)

    order = [r.id for r in sorted(run.results, key=place)]
    rewrite_run_file(path, replace(run.header, suites=tuple(suites)), order)
