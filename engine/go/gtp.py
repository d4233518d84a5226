"""The Go engine's GTP commands, and the one table where every command group registers.

:func:`new_engine` builds a session: a :class:`GoEngine` (the board and the
rest of the state, in an object) and its :class:`~engine.gtp.Dispatcher`.
The same dispatcher serves ``python -m engine.go`` over stdin/stdout and the
harness's in-process ``--engine go``.

Commands come in groups.  A :class:`CommandGroup` names a function that
registers its handlers on a session, and the options it understands with
their defaults; :data:`COMMAND_GROUPS` lists them all.  A later module
(reading, optics, owl, move generation) adds its commands by writing a
``register_...(engine, dispatcher)`` function and appending its group here.

Answers are spelled exactly as GNU Go 3.8 spells them, failure messages
included (``invalid color or coordinate``, ``illegal move``, ``cannot undo``,
``Stack empty.``, ``vertex must not be empty`` ...), so that the two engines'
answers can be compared word for word.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import partial

from engine.go import ENGINE_NAME, ENGINE_VERSION
from engine.go import gtp_args as arg
from engine.go.board import (
    BLACK,
    COLUMN_LETTERS,
    MAX_SIZE,
    MIN_SIZE,
    WHITE,
    Board,
    color_name,
)
from engine.go.genmove import register_genmove
from engine.go.optics import register_optics
from engine.go.owl import register_owl
from engine.go.reading import register_reading
from engine.go.sgf import SgfError, load_sgf_file
from engine.gtp import Dispatcher, GtpError


class GoEngine:
    """The state of one Go engine session.

    ``board`` is the current position (replaced by ``boardsize`` and
    ``loadsgf``), ``komi`` the komi, ``trial_depth`` the number of ``trymove``
    moves not yet taken back by ``popgo``, ``options`` the session's options
    (every known key, with defaults filled in), and ``dispatcher`` the GTP
    command table.
    """

    def __init__(self, options: Mapping[str, str], groups: tuple[CommandGroup, ...]) -> None:
        self.board = Board(19)
        self.komi = 0.0
        self.trial_depth = 0
        self.options: dict[str, str] = dict(options)
        self.dispatcher = Dispatcher(ENGINE_NAME, ENGINE_VERSION)
        for group in groups:
            group.register(self, self.dispatcher)

    def reset(self, board: Board) -> None:
        """Start over on ``board``: forget the trial-move stack."""
        self.board = board
        self.trial_depth = 0


@dataclass(frozen=True)
class CommandGroup:
    """A set of GTP commands: how to register them, and the options they read.

    ``options`` maps each option key the group understands (``go:key=value``)
    to its default value.
    """

    name: str
    register: Callable[[GoEngine, Dispatcher], None]
    options: Mapping[str, str] = field(default_factory=dict)


def build_engine(options: Mapping[str, str], groups: tuple[CommandGroup, ...]) -> GoEngine:
    """Make a session with the commands of ``groups``.

    Raises ValueError naming an option key that no group knows, and the
    known keys.
    """
    defaults: dict[str, str] = {}
    for group in groups:
        defaults.update(group.options)
    unknown = sorted(set(options) - set(defaults))
    if unknown:
        known = ", ".join(sorted(defaults)) or "none"
        raise ValueError(f"unknown option {unknown[0]!r} for engine go (known options: {known})")
    return GoEngine({**defaults, **options}, groups)


def new_engine(options: dict[str, str]) -> Dispatcher:
    """Make a Go engine session and return its GTP dispatcher.

    This is the entry point of the harness's engine registry
    (``engine.go.gtp:new_engine``).  Raises ValueError for an unknown option key.
    """
    return build_engine(options, COMMAND_GROUPS).dispatcher


# ----- argument parsing, with GNU Go's failure messages ------------------


def _integer(word: str) -> int:
    """An integer in ASCII digits (with an optional sign), as C's ``sscanf`` reads one;
    ValueError otherwise (``int`` alone also takes ``５`` and ``1_0``)."""
    if not word.isascii() or "_" in word:
        raise ValueError(f"not an integer: {word!r}")
    return int(word)


def _color_and_vertex(engine: GoEngine, args: list[str]) -> tuple[int, int]:
    """Return ``(color, pos)`` from ``COLOR VERTEX`` arguments."""
    message = "invalid color or coordinate"
    return arg.color(args, 0, message), arg.vertex(engine.board, args, 1, message)


def _no_trial_moves(engine: GoEngine) -> None:
    """Refuse to change the game while trial moves are on the stack.

    GNU Go aborts on an assertion there; we answer an error instead.
    """
    if engine.trial_depth:
        raise GtpError("cannot do this while trial moves are on the stack (popgo first)")


def _vertices(board: Board, points: list[int]) -> str:
    """Spell points as GNU Go lists them, separated by spaces."""
    return " ".join(board.vertex(pos) for pos in points)


# ----- the core commands -------------------------------------------------


def _boardsize(engine: GoEngine, args: list[str]) -> str:
    try:
        size = _integer(args[0])
    except (IndexError, ValueError):
        raise GtpError("boardsize not an integer") from None
    if not MIN_SIZE <= size <= MAX_SIZE:
        raise GtpError("unacceptable size")
    engine.reset(Board(size))
    return ""


def _clear_board(engine: GoEngine, args: list[str]) -> str:
    engine.reset(Board(engine.board.size))
    return ""


def _query_boardsize(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.size)


def _komi(engine: GoEngine, args: list[str]) -> str:
    try:
        engine.komi = float(args[0])
    except (IndexError, ValueError):
        raise GtpError("komi not a float") from None
    return ""


def _play(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    return _play_move(engine, color, pos)


def _play_move(engine: GoEngine, color: int, pos: int) -> str:
    _no_trial_moves(engine)
    if not engine.board.play(pos, color):
        raise GtpError("illegal move")
    return ""


def _play_color(color: int, engine: GoEngine, args: list[str]) -> str:
    """``black VERTEX`` / ``white VERTEX``: GNU Go's old spelling of ``play``."""
    return _play_move(engine, color, arg.vertex(engine.board, args))


def _undo(engine: GoEngine, args: list[str]) -> str:
    if engine.trial_depth or not engine.board.undo():
        raise GtpError("cannot undo")
    return ""


def _trymove(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    if not engine.board.play(pos, color):
        raise GtpError("illegal move")
    engine.trial_depth += 1
    return ""


def _popgo(engine: GoEngine, args: list[str]) -> str:
    if not engine.trial_depth:
        raise GtpError("Stack empty.")
    engine.board.undo()
    engine.trial_depth -= 1
    return ""


def _is_legal(engine: GoEngine, args: list[str]) -> str:
    color, pos = _color_and_vertex(engine, args)
    return "1" if engine.board.is_legal(pos, color) else "0"


def _countlib(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.count_liberties(arg.stone(engine.board, args)))


def _findlib(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    return _vertices(board, board.liberties(arg.stone(engine.board, args)))


def _list_stones(engine: GoEngine, args: list[str]) -> str:
    board = engine.board
    return _vertices(board, board.stones_of(arg.color(args)))


def _captures(engine: GoEngine, args: list[str]) -> str:
    return str(engine.board.captures[arg.color(args)])


def _color_at(engine: GoEngine, args: list[str]) -> str:
    return color_name(engine.board.get(arg.point(engine.board, args)))


def _loadsgf(engine: GoEngine, args: list[str]) -> str:
    if not args:
        raise GtpError("missing filename")
    filename = args[0]
    until = args[1] if len(args) > 1 else None
    try:
        position = load_sgf_file(filename, until)
    except SgfError as error:
        raise GtpError(f"cannot open or parse '{filename}': {error}") from None
    engine.reset(position.board)
    if position.komi is not None:
        engine.komi = position.komi
    return color_name(position.to_move)


def _showboard(engine: GoEngine, args: list[str]) -> str:
    return "\n" + render_board(engine.board)


def render_board(board: Board) -> str:
    """Draw the board the way GNU Go's ``showboard`` does (``X`` black, ``O`` white)."""
    size = board.size
    letters = "   " + " ".join(COLUMN_LETTERS[:size])
    hoshi = _hoshi_points(size)
    lines = [letters]
    for top_row in range(size):
        row = size - 1 - top_row
        cells = []
        for col in range(size):
            color = board.get(board.point(row, col))
            if color == BLACK:
                cells.append("X")
            elif color == WHITE:
                cells.append("O")
            else:
                cells.append("+" if (row, col) in hoshi else ".")
        line = f"{row + 1:2d} {' '.join(cells)} {row + 1}"
        # GNU Go writes the capture counts beside two rows near the middle.
        if top_row == min(8, size - 2):
            line += f"     WHITE (O) has captured {board.captures[WHITE]} stones"
        elif top_row == min(9, size - 1):
            line += f"     BLACK (X) has captured {board.captures[BLACK]} stones"
        lines.append(line)
    lines.append(letters)
    return "\n".join(lines)


def _hoshi_points(size: int) -> set[tuple[int, int]]:
    """The star points GNU Go marks with ``+`` (as far as we have seen them)."""
    if size >= 12:
        edge = 3
    elif size >= 6:
        edge = 2
    elif size == 5:
        edge = 1
    else:
        edge = None
    points = set()
    if edge is not None:
        lines = (edge, size - 1 - edge)
        points = {(row, col) for row in lines for col in lines}
    middle = size // 2
    if size % 2:
        points.add((middle, middle))
        if size >= 13 and edge is not None:
            for line in (edge, size - 1 - edge):
                points.update({(line, middle), (middle, line)})
    return points


def register_core_commands(engine: GoEngine, dispatcher: Dispatcher) -> None:
    """Register the board commands: setup, moves, trial moves and queries."""
    handlers: dict[str, Callable[[GoEngine, list[str]], str]] = {
        "boardsize": _boardsize,
        "clear_board": _clear_board,
        "query_boardsize": _query_boardsize,
        "komi": _komi,
        "play": _play,
        "black": partial(_play_color, BLACK),
        "white": partial(_play_color, WHITE),
        "undo": _undo,
        "trymove": _trymove,
        "popgo": _popgo,
        "is_legal": _is_legal,
        "countlib": _countlib,
        "findlib": _findlib,
        "list_stones": _list_stones,
        "captures": _captures,
        "color": _color_at,
        "loadsgf": _loadsgf,
        "showboard": _showboard,
    }
    for name, handler in handlers.items():
        dispatcher.register(name, partial(handler, engine))


CORE_COMMANDS = CommandGroup("core", register_core_commands)

#: Every command group of the engine, in registration order.  Later modules
#: append theirs here.
COMMAND_GROUPS: tuple[CommandGroup, ...] = (CORE_COMMANDS,)
COMMAND_GROUPS += (CommandGroup("reading", register_reading),)
COMMAND_GROUPS += (CommandGroup("optics", register_optics, {"repartition": "on"}),)
COMMAND_GROUPS += (CommandGroup("owl", register_owl),)
COMMAND_GROUPS += (CommandGroup("genmove", register_genmove),)
