"""What GTP commands do to an engine's state, and the replay that follows from it.

A ``.tst`` file is a script whose state carries over from line to line.  To
run one of its cases alone, on a reset engine, the harness replays the
commands that built the case's position (``docs/running-cases.md``).  This
module is the one place that knows which commands only read,
which reset the board, which change settings, and so which commands a case
needs.

The classes:

* read-only commands are left out of the replay;
* ``loadsgf`` and ``boardsize`` start a new board: the board commands before
  them are no longer needed; ``clear_board`` too, but it keeps the size;
* board commands (``play``, ``undo``, ``trymove``, ``genmove`` ...) are
  replayed after the last reset;
* settings (``increase_depths``, ``level`` ...) survive a reset; they are sent
  once to a fresh session, before the board is built;
* a numbering command (``hguicoords``, ``gridcoords``: how a Havannah engine
  reads and writes cells) is a setting that ``clear_board`` and ``boardsize``
  keep, but one that later commands undo: the latest one before a new board
  is replayed with it, the later ones in their places (the moves between them
  are read in the numbering of their time); a script may start with a default
  one (a Havannah ``.tst`` file, in grid numbering);
* ``komi`` is replayed with the board, but only ``loadsgf`` (which sets the
  komi of the record, or GNU Go's default) or a later ``komi`` replaces it;
  ``clear_board`` and ``boardsize`` keep it;
* an unknown command is replayed, in order, and never dropped (safe side);
* a counter read (``get_owl_node_counter`` ...) depends on the commands that
  ran since the counter was reset, so its replay keeps even read-only ones;
* a report on the last move generation (``top_moves``, ``move_reasons`` ...)
  depends on the last command that generated a move (``reg_genmove`` too,
  though it only reads the board, and even before a ``clear_board``), so its
  replay is the position of that generation, the generation, and every
  state-changing command since.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

LOADSGF = "loadsgf"
LOADHGF = "loadhgf"
#: Commands whose first argument is a file the engine reads (relative to the suite's folder).
LOADS_FILE = frozenset({LOADSGF, LOADHGF})

READ_ONLY = frozenset(
    """
    aa_confirm_safety accurate_approxlib accuratelib all_legal
    analyze_eyegraph analyze_semeai approxlib attack attack_either block_off break_in captures
    color combination_attack combination_defend connect countlib cputime
    decrease_depths_dummy defend defend_both disconnect does_attack does_defend
    does_surround dragon_data dragon_stones dragon_status dump_stack echo echo_err
    estimate_score eval_eye experimental_score eye_data final_score final_status
    final_status_list findlib followup_influence get_handicap get_komi
    get_random_seed gg_genmove half_eye_data help initial_influence is_legal
    is_surrounded known_command ladder_attack list_commands list_stones
    move_history move_influence name
    owl_analyze_semeai owl_attack owl_connection_defends owl_defend
    owl_does_attack owl_does_defend owl_substantial owl_threaten_attack
    owl_threaten_defense printsgf protocol_version query_boardsize
    query_orientation reg_genmove restricted_genmove havannah_winner
    same_dragon showboard surround_map tactical_analyze_semeai
    top_moves_black top_moves_white unconditional_status version
    winner win_kinds ring_cells worm_cutstone worm_data worm_stones
    """.split()
)

NEW_BOARD = frozenset({LOADSGF, LOADHGF, "boardsize"})
CLEAR = frozenset({"clear_board"})

SETTINGS = frozenset(
    """
    level increase_depths decrease_depths set_random_seed time_settings
    time_left kgs-time_settings limit_search set_search_diamond set_search_limit
    reset_search_mask orientation report_uncertainty
    """.split()
)

COUNTER_READS = frozenset(
    """
    get_owl_node_counter get_reading_node_counter get_connection_node_counter
    get_life_node_counter get_trymove_counter
    """.split()
)

# Reports on the candidates of the last move generated (GNU Go keeps them
# until the next generation, through clear_board and loadsgf).
LAST_MOVE_READS = frozenset(
    "top_moves move_reasons all_move_values move_probabilities move_uncertainty".split()
)
# Commands that generate a move, leaving its candidates for those reports.
GENERATE = frozenset(
    """
    reg_genmove gg_genmove restricted_genmove genmove genmove_black genmove_white
    top_moves_black top_moves_white
    """.split()
)

#: How a Havannah engine numbers cells (Castro's commands): ours, or grid numbering.
NUMBERING = frozenset({"hguicoords", "gridcoords"})
#: The numbering of a Havannah ``.tst`` file that names none (Castro's convention).
GRID_NUMBERING = "gridcoords"

TRY = frozenset({"trymove", "tryko"})
POP = frozenset({"popgo"})


KOMI = "komi"


class Kind(Enum):
    """What a command does to the engine's state."""

    READ = "read"
    KOMI = "komi"
    NEW_BOARD = "new_board"
    CLEAR = "clear"
    BOARD = "board"
    SETTING = "setting"
    NUMBERING = "numbering"
    UNKNOWN = "unknown"
    COUNTER_READ = "counter_read"
    LAST_MOVE_READ = "last_move_read"


# Commands that change the board but are neither resets nor settings.
BOARD = frozenset(
    """
    play black white undo trymove tryko popgo genmove genmove_black genmove_white playgame
    fixed_handicap place_free_handicap set_free_handicap gg_undo
    reset_owl_node_counter reset_reading_node_counter reset_connection_node_counter
    reset_life_node_counter reset_trymove_counter
    """.split()
)


def verb(command: str) -> str:
    """The command's name: its first word ("" for an empty command)."""
    words = command.split(None, 1)
    return words[0] if words else ""


def generates(command: str) -> bool:
    """Whether ``command`` generates a move (``top_moves COLOR`` does, in this project's engine)."""
    name = verb(command)
    return name in GENERATE or (name == "top_moves" and name != command.strip())


def kind(command: str) -> Kind:
    """Classify one command (without id) by its effect on the engine's state."""
    name = verb(command)
    if name in COUNTER_READS:
        return Kind.COUNTER_READ
    if name in LAST_MOVE_READS:
        return Kind.LAST_MOVE_READ
    if name in READ_ONLY:
        return Kind.READ
    if name == KOMI:
        return Kind.KOMI
    if name in NEW_BOARD:
        return Kind.NEW_BOARD
    if name in CLEAR:
        return Kind.CLEAR
    if name in BOARD:
        return Kind.BOARD
    if name in SETTINGS:
        return Kind.SETTING
    if name in NUMBERING:
        return Kind.NUMBERING
    return Kind.UNKNOWN


@dataclass(frozen=True)
class Replay:
    """The commands a case needs: settings (once per session) and setup (after a reset)."""

    settings: tuple[str, ...]
    setup: tuple[str, ...]


class ReplayPlanner:
    """Follows a script command by command and tells, at any point, what to replay.

    Feed every command of the script, in order, to :meth:`add`; call
    :meth:`replay` before adding a judged command to get what it needs.
    ``numbering`` is the numbering command the script starts in, if any
    (:data:`GRID_NUMBERING` for a Havannah ``.tst`` file): every replay
    then starts with the numbering in force.

    Each :meth:`add` takes constant time (amortised), so reading a file is
    linear in its length: the board's commands are kept by their position in
    the script, and a command that makes earlier ones unnecessary drops them
    by that position.  The two views of an earlier moment (the board before
    the last new board, the board of the last move generation) are kept as
    that moment's position plus the commands dropped since.  Numbering
    commands are never dropped: :func:`_numbered` leaves out, at replay,
    those that no cell is read in.
    """

    def __init__(self, numbering: str | None = None) -> None:
        self._settings: list[str] = []
        self._count = 0  # commands added so far: the position of the next one
        # The commands that build the current board, by position (in order).
        self._board: dict[int, tuple[Kind, str]] = {}
        if numbering:
            # The numbering the script starts in, at position 0.
            self._board[0] = (Kind.NUMBERING, numbering)
            self._count = 1
        # Positions on the board of its komi, of its new board, and of the
        # commands a clear_board drops (all but unknown ones, numbering ones,
        # komi, new board).
        self._komi: int | None = None
        self._new_board: int | None = None
        self._clearable: dict[int, None] = {}
        # The board before the last new board: what was on the board before
        # position ``_new_board_at`` then (dropped since: ``_new_board_dropped``);
        # every command since that new board, for counter reads.
        self._new_board_at: int | None = None
        self._new_board_dropped: dict[int, str] = {}
        self._since_new_board: list[str] = []
        # The board of the last move generation (before ``_generation_at``),
        # then that generation and every state-changing command since.
        self._generation_at: int | None = None
        self._generation_dropped: dict[int, str] = {}
        self._since_generation: list[str] = []

    def add(self, command: str) -> None:
        """Take one more command of the script into account."""
        what = kind(command)
        at = self._count
        self._count += 1
        if generates(command):
            self._generation_at = at
            self._generation_dropped = {}
            self._since_generation = []
        if what is Kind.SETTING:
            self._settings.append(command)
            return
        if self._generation_at is not None and (generates(command) or what not in _READS):
            self._since_generation.append(command)
        if what in _READS:
            self._since_new_board.append(command)
            return
        if what is Kind.NEW_BOARD:
            self._clear()
            if self._new_board is not None:
                self._drop(self._new_board)
            if self._komi is not None and verb(command) == LOADSGF:
                self._drop(self._komi)
            self._new_board_at = at
            self._new_board_dropped = {}
            self._since_new_board = [command]
            self._new_board = at
        else:
            self._since_new_board.append(command)
            if what is Kind.CLEAR:
                self._clear()
            elif what is Kind.KOMI and self._komi is not None:
                self._drop(self._komi)
            if what is Kind.KOMI:
                self._komi = at
            elif what not in (Kind.UNKNOWN, Kind.NUMBERING):
                self._clearable[at] = None
        self._board[at] = (what, command)

    def _clear(self) -> None:
        """Drop the commands a ``clear_board`` makes unnecessary."""
        clearable, self._clearable = self._clearable, {}
        for at in clearable:
            self._drop(at)

    def _drop(self, at: int) -> None:
        """Take the command at position ``at`` off the board (the views keep it)."""
        _, command = self._board.pop(at)
        if at == self._komi:
            self._komi = None
        if at == self._new_board:
            self._new_board = None
        self._clearable.pop(at, None)
        if self._new_board_at is not None and at < self._new_board_at:
            self._new_board_dropped[at] = command
        if self._generation_at is not None and at < self._generation_at:
            self._generation_dropped[at] = command

    def _board_before(self, end: int | None, dropped: dict[int, str]) -> list[str]:
        """The board as it was just before position ``end`` (nothing when None)."""
        if end is None:
            return []
        kept = {at: command for at, (_, command) in self._board.items() if at < end}
        kept.update(dropped)
        return [kept[at] for at in sorted(kept)]

    def replay(self, command: str) -> Replay:
        """What must be replayed before ``command`` (not yet added) can run alone."""
        what = kind(command)
        if what is Kind.COUNTER_READ:
            before = self._board_before(self._new_board_at, self._new_board_dropped)
            setup = before + self._since_new_board
        elif what is Kind.LAST_MOVE_READ and self._generation_at is not None:
            before = self._board_before(self._generation_at, self._generation_dropped)
            setup = before + self._since_generation
        else:
            setup = [command for _, command in _numbered(self._board.values())]
        return Replay(settings=tuple(self._settings), setup=tuple(setup))


_READS = (Kind.READ, Kind.COUNTER_READ, Kind.LAST_MOVE_READ)
# Commands that never read a cell name, so that a numbering command may move across them.
_NO_CELLS = (Kind.NEW_BOARD, Kind.CLEAR, Kind.KOMI)


def _numbered(board: Iterable[tuple[Kind, str]]) -> list[tuple[Kind, str]]:
    """The board's commands with each numbering command that no cell is read in
    replaced by the next one, in its place (so a replay starts in the numbering
    in force at its first cell)."""
    out: list[tuple[Kind, str]] = []
    last: int | None = None  # where in ``out`` the last numbering command is
    crossed = True  # whether only commands without cells came since it
    for what, command in board:
        if what is Kind.NUMBERING:
            if last is not None and crossed:
                out[last] = (what, command)
                continue
            last, crossed = len(out), True
        elif what not in _NO_CELLS:
            crossed = False
        out.append((what, command))
    return out


def plan(commands: Iterable[str], command: str = "", numbering: str | None = None) -> Replay:
    """The replay of a whole list of setup commands (a YAML case's setup) before ``command``."""
    planner = ReplayPlanner(numbering)
    for setup in commands:
        planner.add(setup)
    return planner.replay(command)


def stack_depth(setup: Iterable[str]) -> int:
    """How many trial moves (``trymove``/``tryko``) are still on the stack after ``setup``."""
    depth = 0
    for command in setup:
        name = verb(command)
        if name in NEW_BOARD or name in CLEAR:
            depth = 0
        elif name in TRY:
            depth += 1
        elif name in POP and depth:
            depth -= 1
    return depth
