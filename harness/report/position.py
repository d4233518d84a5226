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

from sgfmill import common, sgf

from harness import commands
from harness.cases import Case
from harness.engines.gtp import EngineError
from harness.engines.registry import Session, SpecError, open_session
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


def _record_last_move(path: Path, until: str | None) -> str | None:
    """The vertex of the last move ``loadsgf PATH UNTIL`` plays (None when unknown)."""
    try:
        game = sgf.Sgf_game.from_bytes(path.read_bytes())
    except (OSError, ValueError):
        return None
    stop_number = stop_vertex = None
    if until:
        digits = re.match(r"[1-9]\d*", until)
        if digits:
            stop_number = int(digits.group())
        else:
            stop_vertex = until.upper()
    last = None
    number = 0
    for node in game.get_main_sequence():
        colour, move = node.get_move()
        if colour is None:
            continue
        number += 1
        vertex = common.format_vertex(move).upper()
        if number == stop_number or vertex == stop_vertex:
            break
        last = None if move is None else vertex
    return last


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
            last = _record_last_move(path, words[2] if len(words) > 2 else None)
        elif name in commands.NEW_BOARD or name in commands.CLEAR or name in ("undo", "popgo"):
            last = None
    return last


class PositionFinder:
    """Rebuilds the positions of Go cases on an in-process ``go`` engine.

    ``position`` returns None for a case whose position cannot be rebuilt
    (a Havannah case, a setup the engine refuses, no ``go`` engine); the
    report then shows the case without a board.
    """

    def __init__(self, engine: str = "go") -> None:
        self.engine = engine
        self._session: Session | None = None
        self._unavailable = False
        self._cache: dict[tuple[str, tuple[str, ...]], Position | None] = {}

    def _open(self) -> Session | None:
        if self._session is None and not self._unavailable:
            try:
                self._session = open_session(self.engine, timeout=None)
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
