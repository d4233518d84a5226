"""A Havannah board that detects wins as stones are played.

Each move costs a handful of table lookups, whatever the size of the board:

* **Groups** are kept in a union-find forest.  A group's root carries a
  12-bit mask of the corners (bits 0-5) and edges (bits 6-11) the group
  touches, so a bridge (two corners) and a fork (three edges) are read off
  the merged mask.
* **Rings.**  A player has a ring exactly when some cell they do not hold is
  cut off from the rim by their stones, or some cell they hold has all six
  neighbours held (``reference.py`` explains why).  Before a move there is no
  ring (the game would be over), and a new stone can only create one next to
  itself:

  1. It cuts cells off from the rim exactly when two of its runs of own
     neighbours (maximal arcs of the six neighbours, walked in cyclic order,
     that hold the player's stones; directions off the board hold nothing)
     already belong to the same group: the path through that group plus the
     new stone is a closed curve, and one of the gaps between the two runs
     lies inside it.  Stones of one run touch each other, so one stone a run
     is enough to look at.  The groups are compared *before* the new stone
     merges them, so a stone that closes a loop while joining other groups
     is still seen to close it.
  2. It can give all six held neighbours only to one of its own neighbours
     ("filled" ring, around the player's own stones).  Were the new stone the
     centre, its six neighbours would have made a ring around it while it was
     empty.

  ``reference.py`` checks the claim by brute force, and the tests compare
  the two after every move of random games.

Every cell also keeps, per colour, a 6-bit mask of which of its neighbours hold
that colour, updated when a stone is placed; the runs and the filled-ring test
are then lookups in tables indexed by that mask.

Undo replays the game without its last stone: boards are small and undo is
rare (GTP, tests), and it keeps the forest free of undo bookkeeping.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.havannah import reference
from engine.havannah.geometry import Geometry, geometry
from engine.havannah.rules import BLACK, BRIDGE, COLOUR_NAMES, DRAW, EMPTY, FORK, RING, WHITE

# A 6-bit mask of the neighbours of a cell with all six held.
ALL_AROUND = 0b111111


def _runs(mask: int) -> tuple[int, ...]:
    """One direction from each maximal cyclic run of set bits of a 6-bit mask."""
    if mask == ALL_AROUND:
        return (0,)
    # Start each run where a set bit follows a clear one (cyclically).
    return tuple(d for d in range(6) if mask >> d & 1 and not mask >> ((d - 1) % 6) & 1)


def _fill_candidates(mask: int) -> tuple[int, ...]:
    """Directions d whose neighbour could have become fully surrounded.

    The neighbour in direction d also touches the neighbours in directions
    d-1 and d+1, so all three must be held.
    """
    return tuple(d for d in range(6) if all(mask >> ((d + k) % 6) & 1 for k in (-1, 0, 1)))


def _kinds_of_marks(marks: int) -> int:
    kinds = 0
    if (marks >> 6).bit_count() >= 3:
        kinds |= FORK
    if (marks & ALL_AROUND).bit_count() >= 2:
        kinds |= BRIDGE
    return kinds


RUNS = tuple(_runs(m) for m in range(64))
FILL_CANDIDATES = tuple(_fill_candidates(m) for m in range(64))
KINDS_OF_MARKS = tuple(_kinds_of_marks(m) for m in range(1 << 12))


@dataclass(frozen=True)
class _Tables:
    """Per-side lookup tables for :meth:`Board.play`."""

    neighbours: tuple[tuple[int, ...], ...]  # six entries, -1 off the board
    updates: tuple[tuple[tuple[int, int], ...], ...]  # (neighbour, bit that points back)
    marks: tuple[int, ...]  # corner bit or edge bit of each cell


@cache
def _tables(side: int) -> _Tables:
    geo = geometry(side)
    neighbours = tuple(tuple(-1 if c is None else c for c in nbs) for nbs in geo.neighbours)
    updates = tuple(
        tuple((c, 1 << ((d + 3) % 6)) for d, c in enumerate(nbs) if c is not None)
        for nbs in geo.neighbours
    )
    marks = [0] * geo.size
    for k, corner in enumerate(geo.corners):
        marks[corner] = 1 << k
    for k, edge in enumerate(geo.edges):
        for cell in edge:
            marks[cell] = 1 << (6 + k)
    return _Tables(neighbours, updates, tuple(marks))


class IllegalMove(ValueError):
    """A move the rules forbid: occupied cell, or the game is over."""


class Board:
    """Stones on a board of one side, with the winner found as they are played.

    ``checker`` is ``"fast"`` (the incremental test) or ``"reference"`` (the
    slow flood fill of :mod:`engine.havannah.reference`, run after each move),
    so that the two can be compared as two versions of the engine.
    """

    def __init__(self, side: int, checker: str = "fast") -> None:
        if checker not in ("fast", "reference"):
            raise ValueError(f"checker must be 'fast' or 'reference', not {checker!r}")
        self.geometry: Geometry = geometry(side)
        self.checker = checker
        self._tables = _tables(side)
        self._reset()

    def _reset(self) -> None:
        size = self.geometry.size
        self.stones: list[int] = [EMPTY] * size
        self.moves: list[tuple[int, int]] = []
        #: WHITE, BLACK, DRAW, or EMPTY while the game goes on.
        self.winner = EMPTY
        #: The kinds (bit flags) the deciding stone completed.
        self.kinds = 0
        self._parent = list(range(size))
        self._marks = [0] * size
        self._around = ([0] * size, [0] * size, [0] * size)

    @property
    def side(self) -> int:
        """The side of the board."""
        return self.geometry.side

    def clear(self) -> None:
        """Remove every stone."""
        self._reset()

    def to_move(self) -> int:
        """Return the colour that would move next in alternating play (white first)."""
        return BLACK if self.moves and self.moves[-1][0] == WHITE else WHITE

    def play(self, colour: int, cell: int) -> int:
        """Put a stone of ``colour`` (WHITE or BLACK) on ``cell``.

        Returns the win kinds (bit flags) the stone completes, 0 for none.
        Raises :class:`IllegalMove` when the cell is occupied or the game is
        over, ValueError for a bad colour or cell index.
        """
        if colour not in (WHITE, BLACK):
            raise ValueError(f"colour must be WHITE or BLACK, not {colour!r}")
        if not 0 <= cell < len(self.stones):
            raise ValueError(f"cell index {cell} is off the board")
        return self._run(colour, (cell,))

    def playout(self, cells: Sequence[int]) -> int:
        """Play ``cells`` in order, colours alternating from :meth:`to_move`.

        Stops at the first win (or when the board is full).  Returns the
        number of stones placed; :attr:`winner` and :attr:`kinds` say how the
        game ended.  Raises :class:`IllegalMove` on an occupied cell (the
        stones before it stay) or when the game is already over.
        """
        if not cells:
            return 0
        return self._run(self.to_move(), cells, alternate=True)

    def _run(self, colour: int, cells: Sequence[int], alternate: bool = False) -> int:
        """Place stones with the incremental win test; the hot path of random play.

        Returns the kinds of a single stone, or the number of stones placed
        when ``alternate`` (see :meth:`playout`).  Everything is hoisted into
        locals and the loop calls nothing, because this is what the
        benchmark measures.
        """
        if self.winner:
            raise IllegalMove("the game is over")
        stones = self.stones
        tables = self._tables
        updates, neighbours, cell_marks = tables.updates, tables.neighbours, tables.marks
        parent = self._parent
        marks = self._marks
        around_of = self._around
        moves = self.moves
        free = len(stones) - len(moves)
        slow = self.checker == "reference"
        kinds = 0
        placed = 0
        for cell in cells:
            if stones[cell]:
                raise IllegalMove(f"cell {self.geometry.name(cell)} is occupied")
            stones[cell] = colour
            around = around_of[colour]
            held = around[cell]
            for neighbour, bit in updates[cell]:
                around[neighbour] |= bit
            nbs = neighbours[cell]
            # A filled ring: a held neighbour now has six held neighbours.  (The
            # new stone itself cannot be the centre: six held cells around an
            # empty one were a ring already, and the game would be over.)
            for d in FILL_CANDIDATES[held]:
                if around[nbs[d]] == ALL_AROUND:
                    kinds = RING
            merged = cell_marks[cell]
            root = cell
            for d in RUNS[held]:
                r = nbs[d]
                while parent[r] != r:
                    parent[r] = r = parent[parent[r]]
                if root == cell:
                    # The new stone joins the first group as a leaf, keeping trees flat.
                    root = r
                    merged |= marks[r]
                    parent[cell] = r
                elif r == root:
                    # Two runs of one group: the new stone closes a loop.
                    kinds = RING
                else:
                    parent[r] = root
                    merged |= marks[r]
            marks[root] = merged
            kinds |= KINDS_OF_MARKS[merged]
            moves.append((colour, cell))
            placed += 1
            if slow:
                kinds = reference.win_kinds(self.geometry, self.cells_of(colour))
            if kinds:
                self.winner, self.kinds = colour, kinds
                break
            if placed == free:
                self.winner = DRAW
                break
            if alternate:
                colour = WHITE + BLACK - colour
        return placed if alternate else kinds

    def undo(self) -> None:
        """Take back the last stone (the game is no longer over).

        Raises IllegalMove when the board is empty.
        """
        if not self.moves:
            raise IllegalMove("there is no stone to take back")
        moves = self.moves[:-1]
        self._reset()
        for colour, cell in moves:
            self.play(colour, cell)

    def copy(self) -> Board:
        """Return an independent board with the same stones, moves and winner."""
        twin = Board.__new__(Board)
        twin.geometry, twin.checker, twin._tables = self.geometry, self.checker, self._tables
        twin.stones = self.stones.copy()
        twin.moves = self.moves.copy()
        twin.winner, twin.kinds = self.winner, self.kinds
        twin._parent = self._parent.copy()
        twin._marks = self._marks.copy()
        twin._around = (self._around[0].copy(), self._around[1].copy(), self._around[2].copy())
        return twin

    def cells_of(self, colour: int) -> set[int]:
        """Return the cells that hold a stone of ``colour``."""
        return {c for c, s in enumerate(self.stones) if s == colour}

    def ring_cells(self) -> list[int]:
        """Return the cells enclosed by the winner's ring, or [] when no ring was made.

        A cell is enclosed when no path of cells the winner does not hold
        leads from it off the board, and, for a cell the winner holds, when it
        is also not on the rim nor next to such a path (it is inside the loop,
        not part of it).
        """
        if not self.kinds & RING:
            return []
        return sorted(reference.enclosed_cells(self.geometry, self.cells_of(self.winner)))

    def diagram(self) -> str:
        """Draw the board (see :meth:`Geometry.diagram`)."""
        colours = {c: COLOUR_NAMES[s] for c, s in enumerate(self.stones) if s}
        return self.geometry.diagram(colours)
