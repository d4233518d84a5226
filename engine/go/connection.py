"""Connection reading: can two strings of one colour be joined, or cut apart?

GNU Go's ``connect S1 S2`` asks whether the owner of the strings, moving
first, can join them; ``disconnect S1 S2`` whether the opponent, moving
first, can keep them apart.  Each answers a reading code and the move that
does it (``1 E4``), or ``0``; two stones of one string are connected
already (``1 PASS`` to connect, ``0`` to cut).

The reader searches the moves between the two strings on the board itself
and judges a position where the search stops by the links it sees:

* a **direct link**: the strings are one string, or share two liberties
  (the opponent cannot take both: this is also the bamboo joint);
* a **tiger's mouth**: one shared liberty where an opponent stone would be
  captured at once (it stands in atari, or in a ladder the tactical
  reader reads out);
* a **cutting string that can be captured**: an opponent string next to
  both strings that the tactical reader captures, the owner to move;
* a string of the two that the tactical reader captures, the opponent to
  move, is cut off (a ladder or a net that cuts).

Candidates are the shared liberties, the liberties of each string next to
a liberty of the other (one-point jumps and diagonals), the liberties of
the cutting strings (next to both strings, or next to one and to a liberty
of the other: a stone in the gap), and the attacking and defending moves
the tactical reader finds for the strings involved.

Each query must prove its claim, as GNU Go's answers show: a line cut
short by the depth or node limit counts against the side asking (the
connector in ``connect``, the cutter in ``disconnect``).  Strings that
their owner cannot join even moving first are cut already: ``disconnect``
answers ``1 PASS`` then, as GNU Go does.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.go.board import EMPTY, PASS, Board, String, other
from engine.go.reading import KO_A, LOSE, WIN, ReadingLimits, TacticalReader


@dataclass(frozen=True)
class ConnectionLimits:
    """How far a connection is read: ``max_depth`` plies, ``node_limit``
    nodes, and the limits of the tactical reader it calls."""

    max_depth: int = 6
    node_limit: int = 1_500
    reading: ReadingLimits = ReadingLimits(
        branch_depth=4, three_lib_depth=2, max_depth=40, node_limit=300
    )


class ConnectionReader:
    """Connection queries on one board (every trial move is taken back)."""

    def __init__(self, board: Board, limits: ConnectionLimits | None = None) -> None:
        self.board = board
        self.limits = limits or ConnectionLimits()
        self.reader = TacticalReader(board, self.limits.reading)
        #: Nodes of the connection search since the reader was made.
        self.nodes = 0
        self._budget_end = 0
        self._s1 = self._s2 = PASS
        self._color = EMPTY
        self._cache: dict[tuple[int, bool, int], bool] = {}
        #: Whether a line cut short by the limits counts as connected.
        self._unproved = False
        #: Whether the node limit cut a line short in the last search (since
        #: the last :meth:`connect` or the cutting half of :meth:`disconnect`).
        self.exhausted = False

    def connect(self, s1: int, s2: int) -> tuple[int, int]:
        """``(code, move)``: can the owner of ``s1`` and ``s2``, moving first, join them.

        Raises ValueError when a point is empty or the stones differ in colour.
        """
        self._start(s1, s2)
        if self._joined():
            return WIN, PASS
        return self._root(connector=True)

    def disconnect(self, s1: int, s2: int) -> tuple[int, int]:
        """``(code, move)``: can the opponent, moving first, keep ``s1`` and ``s2`` apart.

        Raises ValueError when a point is empty or the stones differ in colour.
        """
        self._start(s1, s2)
        if self._joined():
            return LOSE, PASS
        # Strings their owner cannot join even moving first are cut already.
        if self._root(connector=True)[0] == LOSE:
            return WIN, PASS
        self._start(s1, s2)
        self._unproved = True
        return self._root(connector=False)

    # ----- the search --------------------------------------------------------

    def _start(self, s1: int, s2: int) -> None:
        board = self.board
        color = board.get(s1)
        if board.get(s1) == EMPTY or board.get(s2) == EMPTY:
            raise ValueError("vertex must not be empty")
        if board.get(s2) != color:
            raise ValueError("vertices must have same color")
        self._s1, self._s2, self._color = s1, s2, color
        self._unproved = False
        self.exhausted = False
        self._cache.clear()
        self._budget_end = self.nodes + self.limits.node_limit

    def _root(self, *, connector: bool) -> tuple[int, int]:
        color = self._color if connector else other(self._color)
        board = self.board
        ko_win = PASS
        for move in self._moves(connector):
            ko_before = board.ko_point
            if not board.play(move, color):
                continue
            took_ko = board.ko_point not in (0, ko_before)
            try:
                joined = self._search(not connector, 1)
            finally:
                board.undo()
            if joined == connector:
                if not took_ko:
                    return WIN, move
                if ko_win == PASS:
                    ko_win = move
        if ko_win != PASS:
            return KO_A, ko_win
        return LOSE, PASS

    def _search(self, connector: bool, depth: int) -> bool:
        """Whether the strings end up connected, the connector to move when ``connector``."""
        board = self.board
        self.nodes += 1
        if board.get(self._s1) != self._color or board.get(self._s2) != self._color:
            return False
        if self._joined():
            return True
        key = (board.position_hash(), connector, depth)
        found = self._cache.get(key)
        if found is not None:
            return found
        result = self._static(connector)
        if result is None:
            if depth >= self.limits.max_depth or self.nodes >= self._budget_end:
                self.exhausted = self.exhausted or self.nodes >= self._budget_end
                result = self._unproved
            else:
                # The connector gains nothing by passing; the cutter's pass
                # leaves the connector to show the link.
                result = False if connector else self._search(True, depth + 1)
                color = self._color if connector else other(self._color)
                for move in self._moves(connector):
                    if not board.play(move, color):
                        continue
                    try:
                        joined = self._search(not connector, depth + 1)
                    finally:
                        board.undo()
                    if joined == connector:
                        result = connector
                        break
                    if not connector and not result:
                        break
        self._cache[key] = result
        return result

    def _joined(self) -> bool:
        return self.board.string_at(self._s1) is self.board.string_at(self._s2)

    # ----- the static judgement ----------------------------------------------

    def _static(self, connector: bool) -> bool | None:
        """True: linked for sure; False: cut for sure; None: read on."""
        board = self.board
        first, second = board.stone_string(self._s1), board.stone_string(self._s2)
        shared = first.libs & second.libs
        if len(shared) >= 2:
            if not connector and (len(first.libs) <= 2 or len(second.libs) <= 2):
                return None  # a string short of liberties may be captured instead
            return True
        if connector and shared:
            return True
        if len(shared) == 1 and not connector and self._tiger_mouth(next(iter(shared))):
            return True
        if self._unproved and not shared and self._apart(first, second):
            return False
        for s in (self._s1, self._s2):
            libs = len(board.stone_string(s).libs)
            if not connector and libs == 1:
                return False
            if connector and libs == 1 and self.reader.defend(s)[0] == LOSE:
                return False
        return None

    def _apart(self, first: String, second: String) -> bool:
        """Whether the strings are cut for sure: no liberty of one next to a
        liberty of the other, nor a liberty of the other on a third string of
        their colour next to a liberty of one, and no opponent string next to
        them short of liberties (its capture could join them)."""
        board = self.board
        if any(n in second.libs for lib in first.libs for n in board.neighbours[lib]):
            return False
        if self._reach(first) & second.libs or self._reach(second) & first.libs:
            return False
        cutter = other(self._color)
        for string in (first, second):
            for origin in _neighbour_strings(board, string.stones, cutter):
                if len(board.stone_string(origin).libs) <= 3:
                    return False
        return True

    def _reach(self, string: String) -> set[int]:
        """The liberties of ``string`` and of the strings of its colour one
        move away (next to one of its liberties)."""
        board = self.board
        reach = set(string.libs)
        for lib in string.libs:
            for n in board.neighbours[lib]:
                if board.color[n] == self._color and n not in string.stones:
                    reach |= board.stone_string(n).libs
        return reach

    def _tiger_mouth(self, point: int) -> bool:
        """Whether an opponent stone on ``point`` would be captured at once."""
        board = self.board
        cutter = other(self._color)
        if not board.play(point, cutter):
            return True  # the cutter may not play there at all
        try:
            libs = board.stone_string(point).libs
            if len(libs) == 1:
                return True
            if len(libs) == 2:
                return self.reader.attack(point)[0] == WIN
            return False
        finally:
            board.undo()

    # ----- candidates --------------------------------------------------------

    def _moves(self, connector: bool) -> list[int]:
        """Candidates of the side to move, best first."""
        board = self.board
        first, second = board.stone_string(self._s1), board.stone_string(self._s2)
        scored: dict[int, int] = {}

        def offer(move: int, score: int) -> None:
            if move != PASS and board.color[move] == EMPTY and score > scored.get(move, -1):
                scored[move] = score

        for lib in first.libs & second.libs:
            offer(lib, 100)
        # One-point jumps and diagonal links: a liberty of one string next
        # to a liberty of the other.
        for a, b in ((first, second), (second, first)):
            for lib in a.libs:
                if any(n in b.libs for n in board.neighbours[lib]):
                    offer(lib, 70)
                elif any(n in b.stones for n in board.neighbours[lib]):
                    offer(lib, 90)
                elif any(board.color[n] == self._color for n in board.neighbours[lib]):
                    offer(lib, 60)  # joins a third string on the way
                elif any(
                    board.color[n] == EMPTY and any(m in b.libs for m in board.neighbours[n])
                    for n in board.neighbours[lib]
                ):
                    offer(lib, 50)  # a two-point gap
        # Cutting strings next to both: capture them (or save them).
        cutter = other(self._color)
        near_first = _neighbour_strings(board, first.stones, cutter)
        near_second = _neighbour_strings(board, second.stones, cutter)
        for origin in near_first & near_second:
            string = board.stone_string(origin)
            if len(string.libs) <= 2:
                for lib in string.libs:
                    offer(lib, 95 if len(string.libs) == 1 else 80)
            code, move = self.reader.attack(origin) if connector else self.reader.defend(origin)
            if code != LOSE:
                offer(move, 85)
        # A cutting stone in the gap, next to one string and to a liberty of
        # the other: the connector captures it, or the cutter saves it.
        for origin in sorted(near_first ^ near_second):
            string = board.stone_string(origin)
            far = second.libs if origin in near_first else first.libs
            if len(string.libs) > 3 or not (string.libs & far):
                continue
            code, move = self.reader.attack(origin) if connector else self.reader.defend(origin)
            if code != LOSE:
                offer(move, 84)
        # The strings themselves: the cutter attacks a weak one, the
        # connector saves it.
        for s in (self._s1, self._s2):
            string = board.stone_string(s)
            if len(string.libs) <= 3:
                code, move = self.reader.defend(s) if connector else self.reader.attack(s)
                if code != LOSE:
                    offer(move, 75)
        color = self._color if connector else cutter
        return [
            m
            for m, _ in sorted(scored.items(), key=lambda item: (-item[1], item[0]))
            if board.is_legal(m, color)
        ][:8]


def _neighbour_strings(board: Board, stones: list[int], color: int) -> set[int]:
    """One stone (the lowest) of each ``color`` string next to ``stones``."""
    found: set[int] = set()
    for st in stones:
        for n in board.neighbours[st]:
            if board.color[n] == color:
                found.add(min(board.stone_string(n).stones))
    return found


def string_connect(
    board: Board, s1: int, s2: int, limits: ConnectionLimits | None = None
) -> tuple[int, int]:
    """GNU Go's ``string_connect``: see :meth:`ConnectionReader.connect`."""
    return ConnectionReader(board, limits).connect(s1, s2)


def disconnect(
    board: Board, s1: int, s2: int, limits: ConnectionLimits | None = None
) -> tuple[int, int]:
    """GNU Go's ``disconnect``: see :meth:`ConnectionReader.disconnect`."""
    return ConnectionReader(board, limits).disconnect(s1, s2)
