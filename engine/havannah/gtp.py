"""The Havannah checker's GTP commands (the table of ``docs/havannah.md``, and Castro's).

:data:`COMMANDS` is the one table of commands: name, handler (a method of
:class:`Session`, one board and its options) and a help line.
:func:`new_engine` builds a :class:`~engine.gtp.Dispatcher` from it; the
harness calls it in process, and ``python -m engine.havannah`` serves it
over stdin/stdout.  Every bad input becomes a :class:`~engine.gtp.GtpError`
(a ``?`` answer) that says what was wrong; nothing a client sends can end
the session, and a command the checker does not know is answered
``? unknown command``.

Besides this project's own commands, the checker answers those of Castro's
test files (``havannah_winner``, ``playgame``, ``hguicoords``,
``gridcoords``) and loads game records (``loadhgf``).  Cells are read and
written in the session's numbering: this project's (HavannahGui's, the
default) or grid numbering (``docs/havannah.md``), chosen by the ``coords``
engine option and switched by ``hguicoords`` / ``gridcoords``.  Records are
always in grid numbering, whatever the session's.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from engine import __version__
from engine.gtp import Dispatcher, GtpError
from engine.havannah.board import Board, IllegalMove
from engine.havannah.checkers import CHECKERS, DEFAULT_CHECKER, new_board
from engine.havannah.geometry import GRID, GUI, MAX_SIDE, MIN_SIDE, NUMBERINGS, NotationError
from engine.havannah.hgf import RecordError, read_record, replay
from engine.havannah.players import PLAYERS, Player, new_player
from engine.havannah.rules import COLOUR_NAMES, COLOURS_BY_NAME, DRAW, kind_names

NAME = "regress-havannah"
VERSION = __version__
#: The side of a fresh session, and of a file without ``boardsize`` (Castro's default too).
DEFAULT_SIDE = 8

#: The engine options (``havannah:checker=table,coords=grid``): accepted values, default first.
OPTIONS = {
    "checker": (DEFAULT_CHECKER, *(name for name in CHECKERS if name != DEFAULT_CHECKER)),
    "coords": NUMBERINGS,
    "player": tuple(PLAYERS),  # who answers genmove (engine/havannah/players.py)
}


class Session:
    """One client's board, its options, and the handlers of the commands that use them."""

    def __init__(self, checker: str = DEFAULT_CHECKER, coords: str = GUI) -> None:
        self.checker = checker
        self.numbering = coords
        self.board = new_board(DEFAULT_SIDE, checker)
        self.player: Player = new_player("random")

    def boardsize(self, args: list[str]) -> str:
        """``boardsize N``: a new empty board of side N."""
        (word,) = _expect_args("boardsize", args, 1)
        side = _integer("boardsize", word)
        if not MIN_SIDE <= side <= MAX_SIDE:
            raise GtpError(f"unacceptable size: side must be from {MIN_SIDE} to {MAX_SIDE}")
        self.board = new_board(side, self.checker)
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
        self._play(colour, cell_word)
        return ""

    def genmove(self, args: list[str]) -> str:
        """``genmove COLOUR``: the session's player chooses a cell, plays it and names it."""
        (colour_word,) = _expect_args("genmove", args, 1)
        colour = COLOURS_BY_NAME.get(colour_word.lower())
        if colour is None:
            raise GtpError(f"invalid color {colour_word!r} (white, w, black or b)")
        if self.board.winner:
            raise GtpError(f"the game is over ({_result(self.board)})")
        cell = self.player.choose(self.board, colour)
        self.board.play(colour, cell)
        return self.board.geometry.name(cell, self.numbering)

    def playgame(self, args: list[str]) -> str:
        """``playgame CELL...``: play the cells in turn, from the side to move.

        Stops at the first move that cannot be played (the moves before it
        stay) and says which it was.
        """
        for number, cell_word in enumerate(args, start=1):
            try:
                self._play(self.board.to_move(), cell_word)
            except GtpError as error:
                raise GtpError(f"move {number} ({cell_word}): {error}") from None
        return ""

    def _play(self, colour: int, cell_word: str) -> None:
        board = self.board
        try:
            cell = board.geometry.parse(cell_word, self.numbering)
        except NotationError as error:
            raise GtpError(str(error)) from None
        if board.winner:
            outcome = "drawn" if board.winner == DRAW else f"won by {_result(board)}"
            raise GtpError(f"illegal move: the game is over ({outcome})")
        try:
            board.play(colour, cell)
        except IllegalMove as error:
            raise GtpError(f"illegal move: {error}") from None

    def undo(self, args: list[str]) -> str:
        """``undo [N]``: take back the last stone (the last N stones)."""
        if len(args) > 1:
            raise GtpError(f"undo takes at most one argument, got {len(args)}")
        count = _integer("undo", args[0]) if args else 1
        if not 1 <= count <= len(self.board.moves):
            have = len(self.board.moves)
            moves = "move" if count == 1 else "moves"
            raise GtpError(f"cannot undo {count} {moves}: the board has {have} stones")
        for _ in range(count):
            self.board.undo()
        return ""

    def loadhgf(self, args: list[str]) -> str:
        """``loadhgf FILE [N]``: the position after the first N moves of a record (all without N).

        Answers the colour to move.  The board is left as it was when the
        record cannot be read or replayed.
        """
        if not 1 <= len(args) <= 2:
            raise GtpError(f"loadhgf takes a file and an optional move count, got {len(args)}")
        count = _integer("loadhgf", args[1]) if len(args) == 2 else None
        try:
            self.board = replay(read_record(args[0]), count, self.checker)
        except RecordError as error:
            raise GtpError(str(error)) from None
        return COLOUR_NAMES[self.board.to_move()]

    def winner(self, args: list[str]) -> str:
        """``winner``: ``none``, ``white``, ``black`` or ``draw``."""
        _expect_args("winner", args, 0)
        return _result(self.board)

    def havannah_winner(self, args: list[str]) -> str:
        """``havannah_winner``: Castro's name of ``winner``."""
        _expect_args("havannah_winner", args, 0)
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
        return " ".join(board.geometry.name(c, self.numbering) for c in board.ring_cells())

    def hguicoords(self, args: list[str]) -> str:
        """``hguicoords``: read and write cells in this project's numbering (HavannahGui's)."""
        _expect_args("hguicoords", args, 0)
        self.numbering = GUI
        return ""

    def gridcoords(self, args: list[str]) -> str:
        """``gridcoords``: read and write cells in grid numbering."""
        _expect_args("gridcoords", args, 0)
        self.numbering = GRID
        return ""

    def showboard(self, args: list[str]) -> str:
        """``showboard``: the board as text, after a newline as GNU Go does."""
        _expect_args("showboard", args, 0)
        return "\n" + self.board.diagram(self.numbering)


#: Every command of the checker: name, handler, help line.
COMMANDS: tuple[tuple[str, Callable[[Session, list[str]], str], str], ...] = (
    ("boardsize", Session.boardsize, "boardsize N: a new empty board of side N"),
    ("clear_board", Session.clear_board, "clear_board: remove every stone"),
    ("play", Session.play, "play COLOUR CELL: put a stone"),
    ("playgame", Session.playgame, "playgame CELL...: play the cells in turn"),
    ("genmove", Session.genmove, "genmove COLOUR: the player's move, played"),
    ("undo", Session.undo, "undo [N]: take back the last stone (N stones)"),
    ("loadhgf", Session.loadhgf, "loadhgf FILE [N]: the first N moves of a record"),
    ("winner", Session.winner, "winner: none, white, black or draw"),
    ("havannah_winner", Session.havannah_winner, "havannah_winner: as winner"),
    ("win_kinds", Session.win_kinds, "win_kinds: fork bridge ring, or none"),
    ("ring_cells", Session.ring_cells, "ring_cells: the cells a ring encloses"),
    ("hguicoords", Session.hguicoords, "hguicoords: cells in this project's numbering"),
    ("gridcoords", Session.gridcoords, "gridcoords: cells in grid numbering"),
    ("showboard", Session.showboard, "showboard: the board as text"),
)


def new_engine(options: dict[str, str]) -> Dispatcher:
    """Return a dispatcher for a fresh checker session.

    ``options`` may hold ``checker`` (``unionfind``, the default, ``table``,
    ``dfs``, the same compiled (``unionfind-numba`` ...), or ``reference``,
    the slow flood fill after every move) and
    ``coords`` (``gui``, the default, or ``grid``), ``player`` (who answers
    ``genmove``: ``random``, the default, or ``tactical``) and ``seed`` (an
    integer, the player's).  Raises ValueError for an unknown option or value.
    """
    options = dict(options)
    seed = options.pop("seed", "0")
    if not seed.lstrip("-").isdigit():
        raise ValueError(f"havannah option seed={seed!r}: expected an integer")
    for key, value in options.items():
        if key not in OPTIONS:
            known = ", ".join(sorted(OPTIONS))
            raise ValueError(f"unknown havannah option {key!r} (known: {known})")
        if value not in OPTIONS[key]:
            allowed = ", ".join(OPTIONS[key])
            raise ValueError(f"havannah option {key}={value!r}: expected one of {allowed}")
    session = Session(options.get("checker", DEFAULT_CHECKER), options.get("coords", GUI))
    session.player = new_player(options.get("player", "random"), int(seed))
    dispatcher = Dispatcher(NAME, VERSION)
    for name, handler, help_line in COMMANDS:
        dispatcher.register(name, partial(handler, session), help_line)
    return dispatcher


def _result(board: Board) -> str:
    if board.winner == DRAW:
        return "draw"
    return COLOUR_NAMES.get(board.winner, "none")


def _integer(command: str, word: str) -> int:
    if not word.isascii() or not word.lstrip("-").isdigit():
        raise GtpError(f"{command} needs an integer, not {word[:20]!r}")
    if len(word.lstrip("-")) > 9:  # (int() refuses 4,301 digits)
        raise GtpError(f"{command}: {word[:12]}... is too large")
    return int(word)


def _expect_args(command: str, args: list[str], count: int) -> list[str]:
    if len(args) != count:
        wanted = {0: "no arguments", 1: "one argument"}.get(count, f"{count} arguments")
        raise GtpError(f"{command} takes {wanted}, got {len(args)}")
    return args
