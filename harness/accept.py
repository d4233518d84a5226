"""``regress accept RUN``: make the suites' ``*`` flags agree with a run.

A case that passed unexpectedly (``PASSED``) loses its ``*`` (in YAML, its
``status: fail``); a case that failed unexpectedly (``FAILED``) gains one.
Cases that gave no answer (error, timeout, crash) are left alone: there is
nothing to accept.  Only the flag changes: the files are edited line by
line, never re-dumped, so comments, order and layout stay as they were.

Before a file is replaced, the edited text is read again as a suite and
must give the same cases with only the intended flags changed; a case whose
expectation changed since the run is left alone with a note.

Only the suite files the run's header names are edited, and only while they
hold what the header's hash says they held: a result that names another
file (a hand-made or edited run file) changes nothing.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from harness.cases import Case, Flag, Result, Verdict
from harness.formats import SuiteFormatError, read_file, shown
from harness.formats.suite_yaml import status_spots, with_status
from harness.formats.tst import FLAG_MARKS, read_tst, with_flag
from harness.store import Run
from harness.suites import load_suite

# The flag that would have made each surprising verdict expected.
ACCEPTED_FLAG = {Verdict.PASSED_UNEXPECTED: Flag.PASS, Verdict.FAILED_UNEXPECTED: Flag.FAIL}


class AcceptError(Exception):
    """A suite file that cannot be rewritten safely; names the file."""


@dataclass(frozen=True)
class FlagChange:
    """One flag rewritten: where, which case, from what to what."""

    path: str
    line: int  # 1-based, in the file before the change
    case_id: str
    expected: str
    old: Flag
    new: Flag

    def __str__(self) -> str:
        now = "passes" if self.new is Flag.PASS else "fails"
        if self.path.endswith(".tst"):
            before = f"[{self.expected}]{FLAG_MARKS[self.old]}"
            after = f"[{self.expected}]{FLAG_MARKS[self.new]}"
        else:
            before, after = f"status: {self.old}", f"status: {self.new}"
        return f"{self.path}:{self.line}: {self.case_id} {now} now: {before} -> {after}"


@dataclass
class AcceptPlan:
    """What ``accept`` would do: the changes, the new file texts, what it left alone."""

    changes: list[FlagChange] = field(default_factory=list)
    texts: dict[Path, bytes] = field(default_factory=dict)
    left_alone: list[str] = field(default_factory=list)


def _decode(data: bytes) -> tuple[str, str]:
    """The text of a suite file and the encoding to write it back in."""
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError:
        return data.decode("latin-1"), "latin-1"  # as the .tst reader reads it


def _source_path(result: Result) -> Path | None:
    source = result.source
    return Path(source.path) if source is not None and source.line else None


def _digest(path: Path) -> str:
    try:
        return hashlib.sha256(read_file(path)).hexdigest()
    except SuiteFormatError:
        return ""


def plan_accept(run: Run) -> AcceptPlan:
    """Work out the flag changes that make the suites expect what ``run`` saw.

    Only files of the suites in the run's header are planned for, and only
    when their content still has the hash recorded there.  Raises
    :class:`AcceptError` when an edited file would not read back as
    intended (nothing is written then).
    """
    plan = AcceptPlan()
    suites = {Path(s.path).resolve(): s.sha256 for s in run.header.suites if s.path}
    digests: dict[Path, str] = {}
    by_file: dict[Path, list[Result]] = {}
    for result in run.results:
        if result.verdict not in ACCEPTED_FLAG:
            continue
        path = _source_path(result)
        if path is None or not path.is_file():
            plan.left_alone.append(
                f"{result.id}: suite file {shown(str(result.source or ''))} not found"
            )
            continue
        path = path.resolve()
        if path not in suites:
            plan.left_alone.append(
                f"{result.id}: {shown(str(path))} is not a suite file of this run's header"
            )
            continue
        if path not in digests:
            digests[path] = _digest(path)
        if digests[path] != suites[path]:
            plan.left_alone.append(f"{result.id}: {path} changed since the run")
            continue
        by_file.setdefault(path, []).append(result)
    for path, results in by_file.items():
        try:
            _plan_file(path, results, plan)
        except SuiteFormatError as error:
            plan.left_alone.append(f"{path}: not read: {error}")
    return plan


def _current_case(cases: dict[str, Case], result: Result, plan: AcceptPlan) -> Case | None:
    """The case of ``result`` as the file has it now, if it still expects what the run saw."""
    case = cases.get(result.id)
    if case is None:
        where = result.source.path if result.source is not None else ""
        plan.left_alone.append(f"{result.id}: no longer in {where}")
        return None
    if case.label:
        plan.left_alone.append(f"{result.id}: its number is used twice; change it by hand")
        return None
    expectation = case.expectation
    if expectation.text != result.expected or expectation.flag is not result.flag:
        plan.left_alone.append(f"{result.id}: its expectation changed since the run")
        return None
    return case


def _plan_file(path: Path, results: list[Result], plan: AcceptPlan) -> None:
    data = path.read_bytes()
    text, encoding = _decode(data)
    lines = text.splitlines(keepends=True)
    suite = load_suite(path)
    cases = {case.id: case for case in suite.cases}
    changes: list[FlagChange] = []
    if path.suffix == ".tst":
        at = read_tst(path, suite.name).expectation_at
        for result in results:
            case = _current_case(cases, result, plan)
            if case is None:
                continue
            line = at.get(str(case.number))
            if line is None:
                plan.left_alone.append(f"{result.id}: no '#?' line to flag")
                continue
            body = lines[line - 1].rstrip("\r\n")
            ending = lines[line - 1][len(body) :]
            new = ACCEPTED_FLAG[result.verdict]
            try:
                lines[line - 1] = with_flag(body, new) + ending
            except ValueError as error:
                plan.left_alone.append(f"{path}:{line}: {result.id}: {error}")
                continue
            changes.append(
                FlagChange(str(path), line, result.id, result.expected, case.expectation.flag, new)
            )
    else:
        spots = status_spots(path)
        edits = []
        for result in results:
            case = _current_case(cases, result, plan)
            if case is None:
                continue
            spot = spots.get(case.number)
            if spot is None:
                plan.left_alone.append(f"{result.id}: case not found in {path}")
                continue
            edits.append((spot, case, result))
        # From the bottom up, so that an added or removed line moves no later edit.
        for spot, case, result in sorted(edits, key=lambda e: -e[0].insert_at):
            new = ACCEPTED_FLAG[result.verdict]
            try:
                lines = with_status(lines, spot, new)
            except ValueError as error:
                plan.left_alone.append(f"{path}: {result.id}: {error}")
                continue
            line = spot.value[0] + 1 if spot.value else case.source.line
            changes.append(
                FlagChange(str(path), line, result.id, result.expected, case.expectation.flag, new)
            )
    if not changes:
        return
    new_text = "".join(lines).encode(encoding)
    wanted = {change.case_id: change.new for change in changes}
    _check(path, new_text, suite.cases, wanted)
    plan.texts[path] = new_text
    plan.changes += sorted(changes, key=lambda c: c.line)


def _check(path: Path, new_text: bytes, before: tuple[Case, ...], wanted: dict[str, Flag]) -> None:
    """Read the rewritten file back: same cases, only the ``wanted`` flags changed."""
    handle, name = tempfile.mkstemp(prefix=".accept-", suffix=path.suffix, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(new_text)
        try:
            after = load_suite(name).cases
        except SuiteFormatError as error:
            raise AcceptError(f"{path}: the rewritten file does not read: {error}") from error
    finally:
        os.unlink(name)
    if len(after) != len(before):
        raise AcceptError(f"{path}: the rewrite would change the cases; nothing written")
    for old, new in zip(before, after, strict=True):
        flag = wanted.get(old.id, old.expectation.flag)
        if (new.number, new.command, new.expectation.text, new.expectation.flag) != (
            old.number,
            old.command,
            old.expectation.text,
            flag,
        ):
            raise AcceptError(f"{path}: the rewrite would change {old.id}; nothing written")


def apply_plan(plan: AcceptPlan) -> None:
    """Write the new texts, each file replaced at once (never half written)."""
    for path, data in plan.texts.items():
        temporary = path.with_name(f".{path.name}.accept")
        temporary.write_bytes(data)
        os.replace(temporary, path)
