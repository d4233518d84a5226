"""Reading our YAML suites (``docs/suite-yaml.md``) into cases, and writing them.

Each YAML case stands alone: its position comes from an SGF record (``sgf``
and ``until``), from a diagram (``board``), or from ``setup`` commands only;
a Havannah case gives ``size`` and ``moves`` or ``stones``, or a game record
(``hgf`` and ``until``, loaded with ``loadhgf``).  The reader turns
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
from typing import Any, TypeGuard

import yaml
from sgfmill import sgf

from harness import commands
from harness.cases import Case, Expectation, Flag, Source
from harness.formats import SuiteFormatError, outside, read_file, shown
from harness.formats.tst import MAX_NUMBER

CASE_KEYS = frozenset(
    "id sgf hgf until board size to_move setup command expect status tags note moves stones".split()
)
SUITE_KEYS = frozenset({"suite", "game", "description", "cases"})
GAMES = ("go", "havannah")
STATUS_FLAGS = {"pass": Flag.PASS, "fail": Flag.FAIL, "ignore": Flag.IGNORE}
FLAG_STATUS = {flag: status for status, flag in STATUS_FLAGS.items()}
HAVANNAH_CELL = re.compile(r"[a-zA-Z][0-9]+")
# A GTP command is one line of printable text (tabs allowed).
NOT_ONE_LINE = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")
#: How deep lists and mappings may nest (a suite needs four levels).
MAX_DEPTH = 32
#: The longest file name an ``sgf`` key may give (a file system's limit).
MAX_NAME = 255


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
    """A safe loader whose mappings know their line numbers.

    A value its tag cannot read (``!!int x``, ``!!bool maybe``, a number of
    thousands of digits) is a YAML error at its line, never an exception of
    another kind; so is a key given twice or a key that is a list or mapping.
    """

    def construct_object(self, node: yaml.Node, deep: bool = False) -> Any:
        try:
            return super().construct_object(node, deep)
        except yaml.YAMLError:
            raise
        except RecursionError:
            raise yaml.constructor.ConstructorError(
                None, None, "values nested too deep", node.start_mark
            ) from None
        except Exception:
            value = node.value if isinstance(node, yaml.ScalarNode) else "..."
            tag = str(node.tag).replace("tag:yaml.org,2002:", "!!")
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read {shown(value)} as {shown(tag)}", node.start_mark
            ) from None


_MERGE = "tag:yaml.org,2002:merge"


def _construct_map(loader: _LineLoader, node: yaml.Node) -> _Map:
    if not isinstance(node, yaml.MappingNode):
        raise yaml.constructor.ConstructorError(
            None, None, "expected a mapping here", node.start_mark
        )
    own = {id(key) for key, _ in node.value if key.tag != _MERGE}
    loader.flatten_mapping(node)
    mapping = _Map()
    mapping.line = node.start_mark.line + 1
    mapping.key_lines = {}
    first: dict[Any, tuple[int, bool]] = {}  # key -> line, and whether written here
    for key_node, value_node in node.value:
        if not isinstance(key_node, yaml.ScalarNode):
            raise yaml.constructor.ConstructorError(
                None, None, "a key must be a plain word, not a list or mapping", key_node.start_mark
            )
        key = loader.construct_object(key_node, deep=True)
        line, here = key_node.start_mark.line + 1, id(key_node) in own
        if key in first and here and first[key][1]:
            raise yaml.constructor.ConstructorError(
                None,
                None,
                f"key {shown(key)} is given twice (first at line {first[key][0]})",
                key_node.start_mark,
            )
        first[key] = (line, here)
        mapping[key] = loader.construct_object(value_node, deep=True)
        mapping.key_lines[str(key_node.value)] = line
    return mapping


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)

_OPEN = (yaml.SequenceStartEvent, yaml.MappingStartEvent)
_CLOSE = (yaml.SequenceEndEvent, yaml.MappingEndEvent)


def _check_depth(path: Path, text: str) -> None:
    """Refuse lists and mappings nested over :data:`MAX_DEPTH` (PyYAML builds them recursively)."""
    depth = 0
    for event in yaml.parse(text, Loader=yaml.SafeLoader):
        if isinstance(event, _OPEN):
            depth += 1
            if depth > MAX_DEPTH:
                line = event.start_mark.line + 1
                raise SuiteFormatError(f"{path}:{line}: lists or mappings nested over {MAX_DEPTH}")
        elif isinstance(event, _CLOSE):
            depth -= 1


def _load_yaml(path: Path) -> Any:
    data = read_file(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise SuiteFormatError(
            f"{path}:{line}: not UTF-8 text (byte {data[error.start]:#04x})"
        ) from None
    try:
        _check_depth(path, text)
        return yaml.load(text, Loader=_LineLoader)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark or error.context_mark
        line = mark.line + 1 if mark else 0
        problem = error.problem or error.context or "cannot be read"
        raise SuiteFormatError(f"{path}:{line}: bad YAML: {problem}") from None
    except yaml.reader.ReaderError as error:  # a character YAML does not allow
        line = text[: error.position].count("\n") + 1
        code = error.character if isinstance(error.character, int) else ord(error.character[:1])
        raise SuiteFormatError(
            f"{path}:{line}: bad YAML: character {code:#04x} is not allowed"
        ) from None
    except yaml.YAMLError as error:
        first = str(error).splitlines()[0] if str(error) else type(error).__name__
        raise SuiteFormatError(f"{path}: bad YAML: {first[:200]}") from None
    except RecursionError:
        raise SuiteFormatError(f"{path}: bad YAML: values nested too deep") from None


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
                raise ValueError(f"diagram line {number}: unknown point {shown(point)} (use X O .)")
    height = len(rows)
    if size is None:
        if width != height:
            raise ValueError(f"diagram is {width}x{height}, not square; give 'size'")
        size = width
    if not 2 <= size <= 25 or width > size or height > size:
        raise ValueError(f"a {width}x{height} diagram does not fit a board of size {size}")
    colour = {"black": "b", "b": "b", "white": "w", "w": "w"}.get(str(to_move).lower())
    if colour is None:
        raise ValueError(f"to_move must be black or white, not {shown(to_move)}")
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


def read_yaml(path: str | Path, allow_outside: bool = False) -> YamlSuite:
    """Parse a YAML suite file.

    Raises :class:`SuiteFormatError` naming the file and line of the first
    problem: bad YAML, an unknown key, a key given twice, a value of the
    wrong type, a missing ``command``, a bad ``status``, an ``id`` used
    twice, a missing or outside SGF file (or ``loadsgf`` in ``setup``: with
    ``allow_outside`` a file outside the suite's folder is allowed), a bad
    diagram or Havannah position.
    """
    path = Path(path)
    data = _load_yaml(path)
    if not isinstance(data, dict):
        raise SuiteFormatError(f"{path}:1: a suite is a mapping with a 'cases' list")
    _check_keys(path, data, SUITE_KEYS, "suite")
    for key in ("suite", "game", "description"):
        if key in data and not _is_text(data[key], numbers=key != "game"):
            raise SuiteFormatError(
                f"{path}:{_line(data, key)}: '{key}' must be text, not {shown(data[key])}"
            )
    name = str(data.get("suite") or path.stem)
    if NOT_ONE_LINE.search(name) or ":" in name or len(name) > 200:
        raise SuiteFormatError(
            f"{path}:{_line(data, 'suite')}: the suite's name must be one line of at most "
            f"200 characters without ':', not {shown(name)}"
        )
    game = str(data.get("game", "go"))
    if game not in GAMES:
        raise SuiteFormatError(
            f"{path}:{_line(data, 'game')}: game must be one of {', '.join(GAMES)}, "
            f"not {shown(game)}"
        )
    raw_cases = data.get("cases")
    if not isinstance(raw_cases, list):
        raise SuiteFormatError(f"{path}:{_line(data, 'cases')}: 'cases' must be a list")
    cases: list[Case] = []
    seen: dict[int, int] = {}
    for raw in raw_cases:
        case = _read_case(path, name, game, raw, allow_outside)
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
        if not isinstance(key, str) or key not in allowed:
            line = _line(mapping, key if isinstance(key, str) else None)
            raise SuiteFormatError(
                f"{path}:{line}: unknown {what} key {shown(key)} "
                f"(known: {', '.join(sorted(allowed))})"
            )


def _is_text(value: Any, numbers: bool = True) -> bool:
    """Whether ``value`` is text (or, with ``numbers``, a number written as text would be)."""
    if isinstance(value, str):
        return True
    return numbers and isinstance(value, int | float) and not isinstance(value, bool)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _read_case(path: Path, suite: str, game: str, raw: Any, allow_outside: bool) -> Case:
    if not isinstance(raw, dict):
        raise SuiteFormatError(f"{path}:{_line(raw)}: a case is a mapping (id, command, ...)")
    _check_keys(path, raw, CASE_KEYS, "case")
    where = _line(raw)

    def fail(key: str | None, message: str) -> SuiteFormatError:
        return SuiteFormatError(f"{path}:{_line(raw, key) if key else where}: {message}")

    given_id: Any = raw.get("id")
    if not _is_int(given_id) or not 0 <= given_id <= MAX_NUMBER:
        raise fail(
            "id",
            f"case needs an 'id' that is a number from 0 to {MAX_NUMBER}, not {shown(given_id)}",
        )
    number = int(given_id)
    for text_key in ("note", "board", "to_move", "status"):
        value = raw.get(text_key)
        if value is not None and not _is_text(value, text_key == "note"):
            raise fail(text_key, f"case {number}: '{text_key}' must be text, not {shown(value)}")
    if "size" in raw and not (_is_int(raw["size"]) and 0 <= raw["size"] <= 1000):
        raise fail("size", f"case {number}: 'size' must be a number, not {shown(raw['size'])}")
    command = raw.get("command")
    if not isinstance(command, str) or not command.strip():
        raise fail(None, f"case {number} has no 'command'")
    if NOT_ONE_LINE.search(command.strip()):
        raise fail("command", f"case {number}: 'command' must be one line of text")
    status = str(raw.get("status", "pass"))
    if status not in STATUS_FLAGS:
        raise fail(
            "status", f"case {number}: status must be pass, fail or ignore, not {shown(status)}"
        )
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
    if not isinstance(tags, list) or not all(_is_text(tag) for tag in tags):
        raise fail("tags", f"case {number}: 'tags' must be a list of words")
    if not allow_outside:
        for setup in setup_list:
            words = setup.split()
            if len(words) >= 2 and words[0] in commands.LOADS_FILE:
                problem = outside(path.parent, words[1])
                if problem:
                    raise fail("setup", f"case {number}: {words[0]} {problem}")

    try:
        if game == "havannah":
            position = _havannah_position(path, raw)
        else:
            position = _go_position(path, raw)
    except ValueError as error:
        keys = ("board", "sgf", "hgf", "until", "moves", "stones", "size")
        key = next((k for k in keys if k in raw), None)
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
    for key in ("moves", "stones", "hgf"):
        if key in raw:
            raise ValueError(f"'{key}' is for Havannah cases; use 'board' or 'sgf'")
    if "sgf" in raw and "board" in raw:
        raise ValueError("give either 'sgf' or 'board', not both")
    if "until" in raw and "sgf" not in raw:
        raise ValueError("'until' goes with 'sgf'")
    if "sgf" in raw:
        record = _record_path(path, raw, "sgf", "SGF")
        until = raw.get("until")
        if until is not None and not (
            (_is_int(until) and 0 <= until <= MAX_NUMBER)
            or (isinstance(until, str) and len(until.split()) == 1 and len(until) <= 20)
        ):
            raise ValueError(f"'until' must be a move number or a vertex, not {shown(until)}")
        return [f"loadsgf {record}" + ("" if until is None else f" {until}")]
    if "board" in raw:
        size = raw.get("size")
        sgf_text = diagram_to_sgf(str(raw["board"]), str(raw.get("to_move", "black")), size)
        return [f"loadsgf {_write_diagram(sgf_text)}"]
    if "to_move" in raw or "size" in raw:
        raise ValueError("'to_move' and 'size' go with 'board'")
    return []


def _record_path(path: Path, raw: dict[Any, Any], key: str, what: str) -> str:
    """The record file of ``raw[key]`` as written: one file name, checked to lie
    in the suite's folder and to exist."""
    record = raw[key]
    if not isinstance(record, str) or not record.strip():
        raise ValueError(f"'{key}' must be a file name, not {shown(record)}")
    if len(record) > MAX_NAME or NOT_ONE_LINE.search(record) or len(record.split()) != 1:
        raise ValueError(
            f"'{key}' must be one file name of at most {MAX_NAME} characters "
            f"without blanks, not {shown(record)}"
        )
    folder = path.parent.resolve()
    try:
        target = (folder / record).resolve()
        if not target.is_relative_to(folder):
            raise ValueError(f"{what} file {shown(record)} lies outside the suite's folder")
        if not target.is_file():
            raise ValueError(f"{what} file {shown(record)} does not exist ({target})")
    except OSError as error:
        raise ValueError(f"{what} file {shown(record)}: {error.strerror or error}") from None
    return record


def _havannah_position(path: Path, raw: dict[Any, Any]) -> list[str]:
    """The commands that set up a Havannah case: a record, or ``boardsize`` and the stones."""
    for key in ("sgf", "board", "to_move"):
        if key in raw:
            raise ValueError(
                f"'{key}' is for Go cases; Havannah uses 'hgf' or 'size' and 'moves'/'stones'"
            )
    if "hgf" in raw:
        for key in ("size", "moves", "stones"):
            if key in raw:
                raise ValueError(f"give either 'hgf' or '{key}', not both")
        record = _record_path(path, raw, "hgf", "HGF")
        until = raw.get("until")
        if until is None:
            return [f"{commands.LOADHGF} {record}"]
        if not _is_int(until) or not 0 <= until <= MAX_NUMBER:
            raise ValueError(f"'until' of a Havannah record is a move count, not {shown(until)}")
        return [f"{commands.LOADHGF} {record} {until}"]
    if "until" in raw:
        raise ValueError("'until' goes with 'hgf'")
    if "moves" in raw and "stones" in raw:
        raise ValueError("give either 'moves' or 'stones', not both")
    size = raw.get("size")
    if not _is_int(size):
        raise ValueError(f"a Havannah case needs 'size' (the side), not {shown(size)}")
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
        if not all(isinstance(v, str) for v in value):
            raise ValueError("cells are words such as a1, not numbers, lists or mappings")
        value = " ".join(value)
    if not isinstance(value, str):
        raise ValueError(f"not a list of cells: {shown(value)}")
    text = value
    cells = HAVANNAH_CELL.findall(text)
    rest = HAVANNAH_CELL.sub(" ", text).replace(",", " ").strip()
    if rest:
        raise ValueError(f"not a list of cells: {shown(rest.split()[0])}")
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
