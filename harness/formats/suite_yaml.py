"""Reading our YAML suites (``docs/suite-yaml.md``) into cases, and writing them.

Each YAML case stands alone: its position comes from an SGF record (``sgf``
and ``until``), from a diagram (``board``), or from ``setup`` commands only;
a Havannah case gives ``size`` and ``moves`` or ``stones``.  The reader turns
that into the GTP commands that build the position, so a YAML case and a
``.tst`` case run the same way.  A diagram becomes an SGF record with setup
stones and a ``PL`` property, written once into a cache folder keyed by its
content, and loaded with ``loadsgf``.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from sgfmill import sgf

from harness import commands
from harness.cases import Case, Expectation, Flag, Source
from harness.formats import SuiteFormatError

CASE_KEYS = frozenset(
    "id sgf until board size to_move setup command expect status tags note moves stones".split()
)
SUITE_KEYS = frozenset({"suite", "game", "description", "cases"})
GAMES = ("go", "havannah")
STATUS_FLAGS = {"pass": Flag.PASS, "fail": Flag.FAIL, "ignore": Flag.IGNORE}
FLAG_STATUS = {flag: status for status, flag in STATUS_FLAGS.items()}
HAVANNAH_CELL = re.compile(r"[a-zA-Z][0-9]+")
# A GTP command is one line of printable text (tabs allowed).
NOT_ONE_LINE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


@dataclass(frozen=True)
class YamlSuite:
    """A parsed YAML suite."""

    name: str
    path: str
    game: str
    description: str
    cases: tuple[Case, ...]
    warnings: tuple[str, ...] = ()


class _Map(dict[Any, Any]):
    """A YAML mapping that remembers the lines of itself and of its keys."""

    line = 0
    key_lines: dict[str, int]


class _LineLoader(yaml.SafeLoader):  # type: ignore[misc]  # PyYAML has no type information
    """A safe loader whose mappings know their line numbers."""


def _construct_map(loader: _LineLoader, node: yaml.MappingNode) -> _Map:
    loader.flatten_mapping(node)
    mapping = _Map(loader.construct_pairs(node, deep=True))
    mapping.line = node.start_mark.line + 1
    mapping.key_lines = {str(key.value): key.start_mark.line + 1 for key, _ in node.value}
    return mapping


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)


def _load_yaml(path: Path) -> Any:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as error:
        raise SuiteFormatError(f"{path}: cannot read: {error.strerror}") from error
    except UnicodeDecodeError as error:
        raise SuiteFormatError(f"{path}: not UTF-8 text: {error}") from error
    try:
        return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 0
        raise SuiteFormatError(f"{path}:{line}: bad YAML: {error.problem}") from error
    except yaml.YAMLError as error:
        raise SuiteFormatError(f"{path}: bad YAML: {error}") from error


def diagram_cache_dir() -> Path:
    """The folder where SGF records made from diagrams are kept."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(Path.home(), ".cache")
    return Path(base) / "regress-harness" / "diagrams"


def diagram_to_sgf(diagram: str, to_move: str = "black", size: int | None = None) -> str:
    """Turn a diagram (``X`` black, ``O`` white, ``.`` empty) into an SGF record.

    The top line is the highest row.  Without ``size`` the diagram must be
    square; with it the diagram sits in the lower left corner of that board.
    Raises ValueError with what is wrong (the caller adds file and line).
    """
    rows = [line.split() for line in diagram.strip("\n").splitlines() if line.strip()]
    if not rows:
        raise ValueError("empty diagram")
    width = len(rows[0])
    for number, row in enumerate(rows, start=1):
        if len(row) != width:
            raise ValueError(
                f"diagram line {number} has {len(row)} points, the first line has {width}"
            )
        for point in row:
            if point not in ("X", "O", ".", "+"):
                raise ValueError(f"diagram line {number}: unknown point {point!r} (use X O .)")
    height = len(rows)
    if size is None:
        if width != height:
            raise ValueError(f"diagram is {width}x{height}, not square; give 'size'")
        size = width
    if not 2 <= size <= 25 or width > size or height > size:
        raise ValueError(f"a {width}x{height} diagram does not fit a board of size {size}")
    colour = {"black": "b", "b": "b", "white": "w", "w": "w"}.get(str(to_move).lower())
    if colour is None:
        raise ValueError(f"to_move must be black or white, not {to_move!r}")
    game = sgf.Sgf_game(size)
    root = game.get_root()
    stones: dict[str, set[tuple[int, int]]] = {"AB": set(), "AW": set()}
    for index, row in enumerate(rows):
        board_row = height - 1 - index  # sgfmill counts rows from the bottom
        for col, point in enumerate(row):
            if point == "X":
                stones["AB"].add((board_row, col))
            elif point == "O":
                stones["AW"].add((board_row, col))
    for prop, points in stones.items():
        if points:
            root.set(prop, points)
    root.set("PL", colour)
    text: str = game.serialise().decode("ascii")
    return text


def _write_diagram(sgf_text: str) -> Path:
    """Store an SGF record in the cache (once per content) and return its path."""
    digest = hashlib.sha1(sgf_text.encode()).hexdigest()[:16]
    folder = diagram_cache_dir()
    target = folder / f"{digest}.sgf"
    if not target.exists():
        folder.mkdir(parents=True, exist_ok=True)
        temporary = folder / f".{digest}.{os.getpid()}.tmp"
        temporary.write_text(sgf_text, encoding="ascii")
        os.replace(temporary, target)
    return target


def read_yaml(path: str | Path) -> YamlSuite:
    """Parse a YAML suite file.

    Raises :class:`SuiteFormatError` naming the file and line of the first
    problem: bad YAML, an unknown key, a missing ``command``, a bad
    ``status``, an ``id`` used twice, a missing or outside SGF file, a bad
    diagram or Havannah position.
    """
    path = Path(path)
    data = _load_yaml(path)
    if not isinstance(data, dict):
        raise SuiteFormatError(f"{path}:1: a suite is a mapping with a 'cases' list")
    _check_keys(path, data, SUITE_KEYS, "suite")
    name = str(data.get("suite") or path.stem)
    game = str(data.get("game", "go"))
    if game not in GAMES:
        raise SuiteFormatError(
            f"{path}:{_line(data, 'game')}: game must be one of {', '.join(GAMES)}, not {game!r}"
        )
    raw_cases = data.get("cases")
    if not isinstance(raw_cases, list):
        raise SuiteFormatError(f"{path}:{_line(data, 'cases')}: 'cases' must be a list")
    cases: list[Case] = []
    seen: dict[int, int] = {}
    for raw in raw_cases:
        case = _read_case(path, name, game, raw)
        if case.number in seen:
            raise SuiteFormatError(
                f"{path}:{_line(raw, 'id')}: id {case.number} is used twice "
                f"(first at line {seen[case.number]})"
            )
        seen[case.number] = _line(raw, "id")
        cases.append(case)
    return YamlSuite(
        name=name,
        path=str(path),
        game=game,
        description=str(data.get("description") or ""),
        cases=tuple(cases),
    )


def _line(mapping: Any, key: str | None = None) -> int:
    if isinstance(mapping, _Map):
        if key is not None and key in mapping.key_lines:
            return mapping.key_lines[key]
        return mapping.line
    return 0


def _check_keys(path: Path, mapping: dict[Any, Any], allowed: frozenset[str], what: str) -> None:
    for key in mapping:
        if str(key) not in allowed:
            raise SuiteFormatError(
                f"{path}:{_line(mapping, str(key))}: unknown {what} key {key!r} "
                f"(known: {', '.join(sorted(allowed))})"
            )


def _read_case(path: Path, suite: str, game: str, raw: Any) -> Case:
    if not isinstance(raw, dict):
        raise SuiteFormatError(f"{path}:{_line(raw)}: a case is a mapping (id, command, ...)")
    _check_keys(path, raw, CASE_KEYS, "case")
    where = _line(raw)

    def fail(key: str | None, message: str) -> SuiteFormatError:
        return SuiteFormatError(f"{path}:{_line(raw, key) if key else where}: {message}")

    number = raw.get("id")
    if isinstance(number, bool) or not isinstance(number, int) or number < 0:
        raise fail("id", f"case needs an 'id' that is a number, not {number!r}")
    command = raw.get("command")
    if not isinstance(command, str) or not command.strip():
        raise fail(None, f"case {number} has no 'command'")
    if NOT_ONE_LINE.search(command.strip()):
        raise fail("command", f"case {number}: 'command' must be one line of text")
    status = str(raw.get("status", "pass"))
    if status not in STATUS_FLAGS:
        raise fail("status", f"case {number}: status must be pass, fail or ignore, not {status!r}")
    flag = STATUS_FLAGS[status]
    if "expect" not in raw and flag is not Flag.IGNORE:
        raise fail(None, f"case {number} has no 'expect'")
    expect = raw.get("expect", "")
    if isinstance(expect, bool) or not isinstance(expect, str | int | float):
        raise fail("expect", f"case {number}: 'expect' must be text")
    setup_list = raw.get("setup", [])
    if isinstance(setup_list, str):
        setup_list = [setup_list]
    if not isinstance(setup_list, list) or not all(
        isinstance(c, str) and not NOT_ONE_LINE.search(c.strip()) for c in setup_list
    ):
        raise fail("setup", f"case {number}: 'setup' must be a list of one-line GTP commands")
    tags = raw.get("tags", [])
    if not isinstance(tags, list):
        raise fail("tags", f"case {number}: 'tags' must be a list")

    try:
        if game == "havannah":
            position = _havannah_position(raw)
        else:
            position = _go_position(path, raw)
    except ValueError as error:
        key = next((k for k in ("board", "sgf", "moves", "stones", "size") if k in raw), None)
        raise fail(key, f"case {number}: {error}") from error

    replay = commands.plan([*position, *(c.strip() for c in setup_list)], command.strip())
    return Case(
        suite=suite,
        number=number,
        command=command.strip(),
        expectation=Expectation.from_text(str(expect), flag),
        source=Source(str(path), where),
        base_dir=str(path.parent.resolve()),
        game=game,
        setup=replay.setup,
        settings=replay.settings,
        note=str(raw.get("note") or "").strip(),
        tags=tuple(str(t) for t in tags),
    )


def _go_position(path: Path, raw: dict[Any, Any]) -> list[str]:
    """The commands that set up a Go case's position (before its ``setup``)."""
    for key in ("moves", "stones"):
        if key in raw:
            raise ValueError(f"'{key}' is for Havannah cases; use 'board' or 'sgf'")
    if "sgf" in raw and "board" in raw:
        raise ValueError("give either 'sgf' or 'board', not both")
    if "until" in raw and "sgf" not in raw:
        raise ValueError("'until' goes with 'sgf'")
    if "sgf" in raw:
        record = str(raw["sgf"])
        folder = path.parent.resolve()
        target = (folder / record).resolve()
        if not target.is_relative_to(folder):
            raise ValueError(f"SGF file {record!r} lies outside the suite's folder")
        if not target.is_file():
            raise ValueError(f"SGF file {record!r} does not exist ({target})")
        until = raw.get("until")
        return [f"loadsgf {record}" + ("" if until is None else f" {until}")]
    if "board" in raw:
        size = raw.get("size")
        if size is not None and (isinstance(size, bool) or not isinstance(size, int)):
            raise ValueError(f"'size' must be a number, not {size!r}")
        sgf_text = diagram_to_sgf(str(raw["board"]), str(raw.get("to_move", "black")), size)
        return [f"loadsgf {_write_diagram(sgf_text)}"]
    if "to_move" in raw or "size" in raw:
        raise ValueError("'to_move' and 'size' go with 'board'")
    return []


def _havannah_position(raw: dict[Any, Any]) -> list[str]:
    """The commands that set up a Havannah case: ``boardsize`` and the stones."""
    for key in ("sgf", "until", "board", "to_move"):
        if key in raw:
            raise ValueError(f"'{key}' is for Go cases; Havannah uses 'size' and 'moves'/'stones'")
    if "moves" in raw and "stones" in raw:
        raise ValueError("give either 'moves' or 'stones', not both")
    size = raw.get("size")
    if isinstance(size, bool) or not isinstance(size, int):
        raise ValueError(f"a Havannah case needs 'size' (the side), not {size!r}")
    plays: list[tuple[str, str]] = []
    if "moves" in raw:
        cells = _cells(raw["moves"])
        plays = [("white" if i % 2 == 0 else "black", cell) for i, cell in enumerate(cells)]
    elif "stones" in raw:
        stones = raw["stones"]
        if not isinstance(stones, dict) or not set(stones) <= {"white", "black"}:
            raise ValueError("'stones' maps white and black to lists of cells")
        white = _cells(stones.get("white") or [])
        black = _cells(stones.get("black") or [])
        for i in range(max(len(white), len(black))):
            plays += [("white", white[i])] if i < len(white) else []
            plays += [("black", black[i])] if i < len(black) else []
    return [f"boardsize {size}"] + [f"play {colour} {cell}" for colour, cell in plays]


def _cells(value: Any) -> list[str]:
    if isinstance(value, list):
        value = " ".join(str(v) for v in value)
    text = str(value)
    cells = HAVANNAH_CELL.findall(text)
    rest = HAVANNAH_CELL.sub(" ", text).replace(",", " ").strip()
    if rest:
        raise ValueError(f"not a list of cells: {rest.split()[0]!r}")
    return [cell.lower() for cell in cells]


# -- rewriting a case's status in place (``regress accept``) -----------------


@dataclass(frozen=True)
class StatusSpot:
    """Where a YAML case's ``status`` is written, or where a new one would go.

    Lines and columns count from 0.  ``value`` is ``(line, start, end)`` of the
    written status value; ``insert_at`` is the line before which a new
    ``status:`` line goes (right after the ``expect`` entry), ``indent`` the
    column of the case's keys.
    """

    number: int
    value: tuple[int, int, int] | None
    key_column: int
    insert_at: int
    indent: int
    block: bool  # a block mapping (one key a line), which can take a new line


def status_spots(path: str | Path) -> dict[int, StatusSpot]:
    """Find, for each case of a YAML suite (by id), where its status is or would go.

    Raises :class:`SuiteFormatError` when the file is not YAML.
    """
    path = Path(path)
    try:
        root = yaml.compose(path.read_text(encoding="utf-8"), Loader=yaml.SafeLoader)
    except (OSError, UnicodeDecodeError, yaml.YAMLError) as error:
        raise SuiteFormatError(f"{path}: cannot read as YAML: {error}") from error
    spots: dict[int, StatusSpot] = {}
    if not isinstance(root, yaml.MappingNode):
        return spots
    cases = next((v for k, v in root.value if k.value == "cases"), None)
    if not isinstance(cases, yaml.SequenceNode):
        return spots
    for case in cases.value:
        if not isinstance(case, yaml.MappingNode):
            continue
        entries = {key.value: (key, value) for key, value in case.value}
        if "id" not in entries or not str(entries["id"][1].value).isdigit():
            continue
        status = entries.get("status")
        value = None
        if status is not None and status[1].start_mark.line == status[1].end_mark.line:
            mark = status[1]
            value = (mark.start_mark.line, mark.start_mark.column, mark.end_mark.column)
        after = entries.get("expect") or entries.get("command") or case.value[-1]
        end = after[1].end_mark
        insert_at = end.line if end.column == 0 else end.line + 1
        spots[int(entries["id"][1].value)] = StatusSpot(
            number=int(entries["id"][1].value),
            value=value,
            key_column=status[0].start_mark.column if status else 0,
            insert_at=insert_at,
            indent=after[0].start_mark.column,
            block=not case.flow_style,
        )
    return spots


def with_status(lines: list[str], spot: StatusSpot, flag: Flag) -> list[str]:
    """``lines`` (a YAML suite's lines, ends kept) with the case's status set to ``flag``.

    A ``status: fail`` line of its own is removed for ``pass`` (the default);
    a status written among other text gets its value replaced; a missing one
    is added as a line after ``expect``.  Raises ValueError when the case
    cannot take the change textually (a flow mapping).
    """
    word = FLAG_STATUS[Flag(flag)]
    lines = list(lines)
    if spot.value is not None:
        line, start, end = spot.value
        text = lines[line]
        body = text.rstrip("\r\n")
        # A line that holds this entry only (not "- status: ...", no comment).
        alone = not body[: spot.key_column].strip() and not body[end:].strip()
        if flag is Flag.PASS and alone:
            del lines[line]
        else:
            lines[line] = text[:start] + word + text[end:]
        return lines
    if flag is Flag.PASS:
        return lines  # no status written: already the default
    if not spot.block:
        raise ValueError(f"case {spot.number} is a flow mapping; set its status by hand")
    ending = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    new = " " * spot.indent + f"status: {word}" + ending
    if spot.insert_at > 0 and not lines[spot.insert_at - 1].endswith("\n"):
        lines[spot.insert_at - 1] += ending
    lines.insert(spot.insert_at, new)
    return lines
