"""The position of a Go case, for drawing: stones, board size, last move.

The position is rebuilt by the one program that already knows how GNU Go
builds it (``loadsgf`` with a move number or a vertex, ``trymove``/``popgo``,
``undo`` ...): this project's ``go`` engine, opened in process through the
engine registry.  The case's setup is replayed on it exactly as the runner
replays it, and ``list_stones`` tells where the stones are.  Positions are
cached by setup, since many cases of a suite share one.

The last move is not something GTP tells, so it is worked out from the
setup: the last ``play``/``black``/``white``/``trymove``, or the move of
the SGF record just before where ``loadsgf`` stopped.  It is kept only when
the board has a stone of that colour there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from sgfmill import common, sgf_grammar

from harness import commands
from harness.cases import Case
from harness.engines.gtp import EngineError
from harness.engines.registry import Session, SpecError, open_session
from harness.formats import SuiteFormatError, outside, read_file
from harness.formats.suite_yaml import diagram_cache_dir
from harness.runner import resolve_paths

COLOURS = ("black", "white")
MOVES = {"play": None, "black": "black", "white": "white", "trymove": None, "tryko": None}


@dataclass(frozen=True)
class Position:
    """A Go position: stones by colour as GTP vertices, the last move if known."""

    size: int
    black: frozenset[str]
    white: frozenset[str]
    last_move: str | None = None  # a vertex with a stone on it


def vertex_point(vertex: str, size: int) -> tuple[int, int] | None:
    """``(row, col)`` of a GTP vertex (row 0 at the bottom), None for a pass or off board."""
    try:
        point: tuple[int, int] | None = common.move_from_vertex(vertex, size)
    except ValueError:
        return None
    return point


#: The largest SGF record read (as the engine's own ``loadsgf`` limit).
MAX_SGF_BYTES = 10 * 1024 * 1024
_SPACE = b" \t\r\n\v\f"
_STOP = "stop"  # a move value that ends GNU Go's loading


def _main_line(data: bytes) -> list[dict[str, list[bytes]]]:
    """The nodes of a record's main line, as GNU Go reads it (one missing ``)`` forgiven)."""
    for text in (data, data + b")"):
        try:
            return list(sgf_grammar.main_sequence_iter(sgf_grammar.parse_sgf_game(text)))
        except ValueError:
            continue
    return []


def _move_vertex(raw: bytes, size: int) -> str | None:
    """A move value read as GNU Go 3.8 reads it: a vertex, None for a pass, or ``_STOP``.

    Fewer than two characters, or a letter past the board's edge (``W[zz]``,
    ``B[tt]``), is a pass; a character before ``a`` ends the loading.
    """
    text = raw.lstrip(_SPACE).lower()
    if len(text) < 2:
        return None
    col, top_row = text[0] - ord("a"), text[1] - ord("a")
    if col < 0 or top_row < 0:
        return _STOP
    if col >= size or top_row >= size:
        return None
    return str(common.format_vertex((size - 1 - top_row, col)))


def _record_last_move(path: Path, until: str | None) -> str | None:
    """The vertex of the last move ``loadsgf PATH UNTIL`` plays (None when unknown).

    The record is read as the ``go`` engine reads it (GNU Go's way); a file
    that is not a regular file or is over ``MAX_SGF_BYTES`` is not read.
    """
    try:
        nodes = _main_line(read_file(path, MAX_SGF_BYTES))
    except SuiteFormatError:
        return None
    if not nodes:
        return None
    size_match = re.match(rb"\s*(\d{1,3})", (nodes[0].get("SZ") or [b"19"])[0])
    size = int(size_match.group(1)) if size_match else 0
    if not 1 <= size <= 25:
        return None
    stop_number = None
    stop_vertex: str | None = _STOP  # never a move's vertex
    if until:
        digits = re.match(r"[1-9]\d{0,11}", until)
        if digits:
            stop_number = int(digits.group())
        else:
            # A text that is no vertex on the board stops before the first pass.
            point = vertex_point(until, size)
            stop_vertex = None if point is None else str(common.format_vertex(point))
    last = None
    number = 0
    for node in nodes:
        for ident, values in node.items():
            if ident not in ("B", "W"):
                continue
            for raw in values:
                number += 1
                vertex = _move_vertex(raw, size)
                if (
                    vertex == _STOP
                    or number == stop_number
                    or (vertex == stop_vertex and stop_vertex != _STOP)
                ):
                    return last
                last = vertex
    return last


def may_read(base_dir: str, name: str) -> bool:
    """Whether the report may load record ``name`` of a suite in ``base_dir``.

    As the suite readers allow: a file in the suite's folder, or a record the
    harness made of a YAML diagram.
    """
    return outside(base_dir, name) is None or outside(diagram_cache_dir(), name) is None


def last_move(setup: tuple[str, ...], base_dir: str) -> str | None:
    """The vertex of the last move the setup plays, worked out from the commands alone."""
    last: str | None = None
    for command in setup:
        words = command.split()
        name = commands.verb(command)
        if name in MOVES:
            last = words[-1] if len(words) >= 2 else None
        elif name == commands.LOADSGF and len(words) >= 2:
            path = Path(resolve_paths(command, base_dir).split()[1])
            if not may_read(base_dir, words[1]):
                return None
            last = _record_last_move(path, words[2] if len(words) > 2 else None)
        elif name in commands.NEW_BOARD or name in commands.CLEAR or name in ("undo", "popgo"):
            last = None
    return last


class PositionFinder:
    """Rebuilds the positions of Go cases on an in-process ``go`` engine.

    ``position`` returns None for a case whose position cannot be rebuilt
    (a Havannah case, a setup the engine refuses or does not finish within
    ``timeout`` seconds a command, a record outside the suite's folder, no
    ``go`` engine); the report then shows the case without a board.
    """

    def __init__(self, engine: str = "go", timeout: float = 10.0) -> None:
        self.engine = engine
        self.timeout = timeout  # seconds each command of a setup may take
        self._session: Session | None = None
        self._unavailable = False
        self._cache: dict[tuple[str, tuple[str, ...]], Position | None] = {}

    def _open(self) -> Session | None:
        if self._session is None and not self._unavailable:
            try:
                self._session = open_session(self.engine, timeout=self.timeout)
            except (SpecError, EngineError, OSError):
                self._unavailable = True
        return self._session

    def position(self, case: Case) -> Position | None:
        """The position the case's command is judged on (cached by setup)."""
        if case.game != "go":
            return None
        key = (case.base_dir, case.setup)
        if key not in self._cache:
            self._cache[key] = self._rebuild(case)
        return self._cache[key]

    def _rebuild(self, case: Case) -> Position | None:
        for command in case.setup:
            words = command.split()
            if words[:1] == [commands.LOADSGF] and len(words) >= 2:
                if not may_read(case.base_dir, words[1]):
                    return None
        session = self._open()
        if session is None:
            return None
        try:
            session.restart()  # a fresh engine: default size, no stones, no trial moves
            for command in case.setup:
                if commands.kind(command) is commands.Kind.SETTING:
                    continue
                reply = session.send(resolve_paths(command, case.base_dir))
                if not reply.ok and commands.kind(command) is not commands.Kind.KOMI:
                    return None  # the drawing would be of some other position
            size_reply = session.send("query_boardsize")
            stones = [session.send(f"list_stones {colour}") for colour in COLOURS]
        except EngineError:
            self._session = None
            return None
        if not size_reply.ok or not all(reply.ok for reply in stones):
            return None
        try:
            size = int(size_reply.text.split()[0])
        except (ValueError, IndexError):
            return None
        black, white = (frozenset(v.upper() for v in reply.text.split()) for reply in stones)
        last = last_move(case.setup, case.base_dir)
        if last is not None:
            last = last.upper()
            if last not in black and last not in white:
                last = None
        return Position(size=size, black=black, white=white, last_move=last)

    def close(self) -> None:
        """Stop the engine."""
        if self._session is not None:
            self._session.close()
            self._session = None
