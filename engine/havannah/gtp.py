"""The Havannah checker's GTP commands (the table of ``spec/havannah.md``).

:func:`new_engine` builds a :class:`~engine.gtp.Dispatcher` around a
:class:`Session` (one board and its options); the harness calls it in
process, and ``python -m engine.havannah`` serves it over stdin/stdout.
Every bad input becomes a :class:`~engine.gtp.GtpError` (a ``?`` answer)
that says what was wrong; nothing a client sends can end the session.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine.gtp import Dispatcher, GtpError
from engine.havannah.board import Board, IllegalMove
from engine.havannah.geometry import MAX_SIDE, MIN_SIDE, NotationError
from engine.havannah.rules import COLOUR_NAMES, COLOURS_BY_NAME, DRAW, kind_names

NAME = "regress-havannah"
VERSION = "1.0"
DEFAULT_SIDE = 8

#: The engine options (``havannah:checker=reference``) and what they accept.
OPTIONS = {
    "checker": ("fast", "reference"),
}


class Session:
    """One client's board and the handlers of the commands that use it."""

    def __init__(self, checker: str = "fast") -> None:
        self.checker = checker
        self.board = Board(DEFAULT_SIDE, checker)

    def boardsize(self, args: list[str]) -> str:
        """``boardsize N``: a new empty board of side N."""
        (word,) = _expect_args("boardsize", args, 1)
        try:
            side = int(word)
        except ValueError:
            raise GtpError(f"boardsize needs an integer, not {word!r}") from None
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise GtpError(f"unacceptable size: side must be from {MIN_SIDE} to {MAX_SIDE}")
        self.board = Board(side, self.checker)
        return ""

    def clear_board(self, args: list[str]) -> str:
        """``clear_board``: remove every stone."""
        _expect_args("clear_board", args, 0)
        self.board.clear()
        return ""

    def play(self, args: list[str]) -> str:
        """``play COLOUR CELL``: put a stone (colours are explicit, not alternated)."""
        colour_word, cell_word = _expect_args("play", args, 2)
        colour = COLOURS_BY_NAME.get(colour_word.lower())
        if colour is None:
            raise GtpError(f"invalid color {colour_word!r} (white, w, black or b)")
        board = self.board
        try:
            cell = board.geometry.parse(cell_word)
        except NotationError as error:
            raise GtpError(str(error)) from None
        if board.winner:
            outcome = "drawn" if board.winner == DRAW else f"won by {_result(board)}"
            raise GtpError(f"illegal move: the game is over ({outcome})")
        try:
            board.play(colour, cell)
        except IllegalMove as error:
            raise GtpError(f"illegal move: {error}") from None
        return ""

    def undo(self, args: list[str]) -> str:
        """``undo``: take back the last stone."""
        _expect_args("undo", args, 0)
        try:
            self.board.undo()
        except IllegalMove as error:
            raise GtpError(f"cannot undo: {error}") from None
        return ""

    def winner(self, args: list[str]) -> str:
        """``winner``: ``none``, ``white``, ``black`` or ``draw``."""
        _expect_args("winner", args, 0)
        return _result(self.board)

    def win_kinds(self, args: list[str]) -> str:
        """``win_kinds``: what the deciding stone completed (``fork bridge ring``), or ``none``."""
        _expect_args("win_kinds", args, 0)
        return " ".join(kind_names(self.board.kinds)) or "none"

    def ring_cells(self, args: list[str]) -> str:
        """``ring_cells``: the cells the winner's ring encloses; empty without a ring.

        Sorted by row, then number (``e9`` before ``e10``), which is the order
        of cell indices.
        """
        _expect_args("ring_cells", args, 0)
        board = self.board
        return " ".join(board.geometry.name(c) for c in board.ring_cells())

    def showboard(self, args: list[str]) -> str:
        """``showboard``: the board as text, after a newline as GNU Go does."""
        _expect_args("showboard", args, 0)
        return "\n" + self.board.diagram()


def new_engine(options: dict[str, str]) -> Dispatcher:
    """Return a dispatcher for a fresh checker session.

    ``options`` may hold ``checker``: ``fast`` (the default, incremental) or
    ``reference`` (the slow flood fill after every move).  Raises ValueError
    for an unknown option or value.
    """
    for key, value in options.items():
        if key not in OPTIONS:
            known = ", ".join(sorted(OPTIONS))
            raise ValueError(f"unknown havannah option {key!r} (known: {known})")
        if value not in OPTIONS[key]:
            allowed = ", ".join(OPTIONS[key])
            raise ValueError(f"havannah option {key}={value!r}: expected one of {allowed}")
    session = Session(options.get("checker", "fast"))
    dispatcher = Dispatcher(NAME, VERSION)
    for name, handler, help_line in COMMANDS:
        dispatcher.register(name, partial(handler, session), help_line)
    return dispatcher


#: Every command of the checker (beside the protocol's own): name, handler, help line.
COMMANDS: tuple[tuple[str, Callable[[Session, list[str]], str], str], ...] = (
    ("boardsize", Session.boardsize, "boardsize N: a new empty board of side N"),
    ("clear_board", Session.clear_board, "clear_board: remove every stone"),
    ("play", Session.play, "play COLOUR CELL: put a stone"),
    ("undo", Session.undo, "undo: take back the last stone"),
    ("winner", Session.winner, "winner: none, white, black or draw"),
    ("win_kinds", Session.win_kinds, "win_kinds: what the deciding stone completed"),
    ("ring_cells", Session.ring_cells, "ring_cells: the cells the winner's ring encloses"),
    ("showboard", Session.showboard, "showboard: the board as text"),
)


def _result(board: Board) -> str:
    if board.winner == DRAW:
        return "draw"
    return COLOUR_NAMES.get(board.winner, "none")


def _expect_args(command: str, args: list[str], count: int) -> list[str]:
    if len(args) != count:
        wanted = {0: "no arguments", 1: "one argument"}.get(count, f"{count} arguments")
        raise GtpError(f"{command} takes {wanted}, got {len(args)}")
    return args
