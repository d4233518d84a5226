"""Finding suites and selecting cases: ``owl``, ``owl1:315``, ``strategy:6,13-15``, paths.

A suite is one file, ``.tst`` (GNU Go's form) or ``.yaml``/``.yml`` (ours);
both become a :class:`Suite` of cases.  A ``.tst`` suite also keeps its script
(every command in file order), so that it can run top to bottom as
regress.sh runs it.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace
from pathlib import Path

from harness import commands
from harness.cases import Case, Source
from harness.formats import SuiteFormatError, read_file
from harness.formats.suite_yaml import read_yaml
from harness.formats.tst import Command, read_tst

SUFFIXES = (".tst", ".yaml", ".yml")


class SelectionError(Exception):
    """A suite name or case selection that does not resolve."""


@dataclass(frozen=True)
class Suite:
    """A suite file read into cases; ``script`` is set for ``.tst`` files only."""

    name: str
    path: str
    game: str
    cases: tuple[Case, ...]
    digest: str  # sha256 of the file's bytes, for run headers and caches
    script: tuple[Command, ...] | None = None
    expectation_lines: int | None = None
    warnings: tuple[str, ...] = ()


@dataclass(frozen=True)
class Selection:
    """A suite and the cases chosen in it: by number (None: all), or by id.

    ``ids`` (when set) wins over ``numbers``: a resumed run chooses its cases
    by id, since a number may be used twice in a ``.tst`` file.
    """

    suite: Suite
    numbers: frozenset[int] | None = None
    ids: frozenset[str] | None = None

    @property
    def cases(self) -> tuple[Case, ...]:
        """The chosen cases, in file order."""
        if self.ids is not None:
            return tuple(case for case in self.suite.cases if case.id in self.ids)
        if self.numbers is None:
            return self.suite.cases
        return tuple(case for case in self.suite.cases if case.number in self.numbers)

    @property
    def whole(self) -> bool:
        """Whether every case of the suite is chosen."""
        return len(self.cases) == len(self.suite.cases)


def load_suite(path: str | Path, allow_outside: bool = False, tst_game: str = "go") -> Suite:
    """Read a ``.tst`` or YAML suite file.  Raises :class:`SuiteFormatError`.

    A suite may load SGF files from its own folder only, unless ``allow_outside``.
    A YAML suite names its game; a ``.tst`` file is of ``tst_game`` (the
    game of the engine it runs on, see :mod:`harness.games`).  A Havannah
    ``.tst`` file starts in grid numbering, as Castro's files do: its script
    and every case's setup start with ``gridcoords`` (or the numbering in
    force), so that it runs unchanged on an engine in either numbering.
    """
    path = Path(path)
    digest = hashlib.sha256(read_file(path)).hexdigest()
    if path.suffix == ".tst":
        numbering = commands.GRID_NUMBERING if tst_game == "havannah" else None
        tst = read_tst(path, allow_outside=allow_outside, numbering=numbering)
        script = tst.commands
        if numbering:
            script = (Command(numbering, None, Source(tst.path, 0)), *script)
        return Suite(
            name=tst.name,
            path=tst.path,
            game=tst_game,
            cases=tuple(replace(case, game=tst_game) for case in tst.cases),
            digest=digest,
            script=script,
            expectation_lines=tst.expectation_lines,
            warnings=tst.warnings,
        )
    if path.suffix in (".yaml", ".yml"):
        suite = read_yaml(path, allow_outside=allow_outside)
        return Suite(
            name=suite.name,
            path=suite.path,
            game=suite.game,
            cases=suite.cases,
            digest=digest,
            warnings=suite.warnings,
        )
    raise SuiteFormatError(f"{path}: not a suite file (expected {', '.join(SUFFIXES)})")


def parse_numbers(text: str) -> frozenset[int]:
    """Parse GNU Go's case selection: ``6,13-15`` -> {6, 13, 14, 15}.

    Raises :class:`SelectionError` for anything else.
    """
    numbers: set[int] = set()
    for part in text.split(","):
        match = re.fullmatch(r"\s*(\d+)\s*(?:-\s*(\d+)\s*)?", part)
        if not match:
            raise SelectionError(f"bad case selection {text!r} (use e.g. 6,13-15)")
        if max(len(match.group(1)), len(match.group(2) or "")) > 10:
            raise SelectionError(f"case number too large in {text[:40]!r}")
        low = int(match.group(1))
        high = int(match.group(2) or low)
        if high - low > 1_000_000:
            raise SelectionError(f"range {part.strip()!r} is too wide (a million cases at most)")
        if high < low:
            raise SelectionError(f"bad range {part.strip()!r} in {text!r}")
        numbers.update(range(low, high + 1))
    return frozenset(numbers)


def suite_files(folder: Path) -> list[Path]:
    """The suite files in a folder (not its subfolders), sorted by name."""
    return sorted(p for p in folder.iterdir() if p.suffix in SUFFIXES and p.is_file())


def _find_by_name(name: str, suite_dir: Path) -> Path:
    for suffix in SUFFIXES:
        candidate = suite_dir / f"{name}{suffix}"
        if candidate.is_file():
            return candidate
    # Shipped suites live in per-game folders (suites/go, suites/havannah).
    if suite_dir.is_dir():
        for sub in sorted(p for p in suite_dir.iterdir() if p.is_dir()):
            for suffix in SUFFIXES:
                candidate = sub / f"{name}{suffix}"
                if candidate.is_file():
                    return candidate
    raise SelectionError(f"no suite named {name!r} in {suite_dir}")


def resolve(
    targets: list[str],
    suite_dir: str | Path,
    allow_outside: bool = False,
    tst_game: str = "go",
) -> list[Selection]:
    """Turn command-line targets into selections.

    A target is a suite file, a folder (every suite file in it, or in its
    per-game subfolders), or a suite name looked up in ``suite_dir``; a name
    or file may carry ``:NUMBERS``.  Several targets naming the same suite
    are merged; ``allow_outside`` as :func:`load_suite` takes it.  ``.tst``
    files are suites of ``tst_game``.  Raises
    :class:`SelectionError` or :class:`SuiteFormatError`.
    """
    suite_dir = Path(suite_dir)
    order: list[Path] = []
    chosen: dict[Path, set[int] | None] = {}

    def add(path: Path, numbers: frozenset[int] | None) -> None:
        path = path.resolve()
        if path not in chosen:
            order.append(path)
            chosen[path] = None if numbers is None else set(numbers)
        elif (so_far := chosen[path]) is not None:
            if numbers is None:
                chosen[path] = None
            else:
                so_far.update(numbers)

    for target in targets:
        numbers = None
        base = target
        head, sep, tail = target.rpartition(":")
        if sep and re.fullmatch(r"[\d,\s-]+", tail):
            base, numbers = head, parse_numbers(tail)
        as_path = Path(base).expanduser()
        if as_path.is_dir():
            if numbers is not None:
                raise SelectionError(f"{target!r}: a case selection needs a suite, not a folder")
            files = suite_files(as_path)
            if not files:
                files = [
                    f for sub in sorted(as_path.iterdir()) if sub.is_dir() for f in suite_files(sub)
                ]
            if not files:
                raise SelectionError(f"no suite files in {as_path}")
            for file in files:
                add(file, None)
        elif as_path.suffix in SUFFIXES and as_path.is_file():
            add(as_path, numbers)
        elif as_path.suffix in SUFFIXES or "/" in base:
            raise SelectionError(f"no such suite file: {base}")
        else:
            add(_find_by_name(base, suite_dir), numbers)

    selections = []
    for path in order:
        suite = load_suite(path, allow_outside, tst_game)
        wanted = chosen[path]
        if wanted is not None:
            missing = sorted(wanted - {case.number for case in suite.cases})
            if missing:
                shown = ", ".join(str(n) for n in missing[:10])
                raise SelectionError(f"{suite.name}: no case numbered {shown} in {path}")
        selections.append(Selection(suite, None if wanted is None else frozenset(wanted)))
    return selections
