"""A Havannah board: stones, moves, and the winner found as stones are played.

:class:`Board` holds what every board shares (the stones, the moves, the
winner, undo, swap, the enclosed cells of a ring, diagrams); how a win is
found is the business of its subclasses, one per ring detector, each in its
own module and chosen by name with :func:`engine.havannah.checkers.new_board`:

* ``unionfind`` (:mod:`engine.havannah.unionfind`): groups in a union-find
  forest, and per cell a mask of its held neighbours kept up to date;
* ``table`` (:mod:`engine.havannah.chains`): every cell points to its chain;
  the six neighbours, read as a 6-bit index into a precomputed table, say
  where a ring can close;
* ``dfs`` (:mod:`engine.havannah.dfs`): no group data at all; a depth-first
  search, bounded by the board, tells whether a neighbour of the new stone
  is cut off from the rim;
* ``reference`` (:mod:`engine.havannah.checkers`): the flood fill of
  :mod:`engine.havannah.reference` after every move.

The first three also come compiled by numba (:mod:`engine.havannah.compiled`,
``checker=unionfind-numba`` and so on): the same steps on one state array.

All of them rest on the same two facts (``reference.py`` explains why a
player has a ring exactly when some cell they do not hold is cut off from
the rim by their stones, or some cell they hold has all six neighbours
held).  Before a move there is no ring (the game would be over), and a new
stone can only create one next to itself:

1. It cuts cells off from the rim only when it has two *runs* of own
   neighbours (maximal arcs of the six neighbours, walked in cyclic order,
   that hold the player's stones; directions off the board hold nothing):
   with one run, the other neighbours all touch each other, so any path
   through the new cell can go around it.  With two runs, the cells cut off
   are those of a *gap* between runs, and they are cut off exactly when the
   two runs already belonged to one group (the path through that group plus
   the new stone is a closed curve).
2. It can give all six held neighbours only to one of its own neighbours
   ("filled" ring, around the player's own stones), one whose two
   neighbours beside the new stone are held too.  Were the new stone the
   centre, its six neighbours would have made a ring around it while it
   was empty.

The per-side tables those tests read (runs, gaps, the cells behind a
neighbour) are built once here, indexed by cell and by the 6-bit mask of
held neighbours.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import NoReturn

from engine.havannah import reference
from engine.havannah.geometry import GUI, Geometry, geometry
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
#: Win kinds of a group from its corner bits (0-5) and edge bits (6-11).
KINDS_OF_MARKS = tuple(_kinds_of_marks(m) for m in range(1 << 12))


@dataclass(frozen=True)
class Tables:
    """Per-side lookup tables of the detectors (``off`` stands for a cell off the board).

    ``runs[cell][mask]`` holds one neighbour cell of each run of the held
    neighbours ``mask``; ``fills[cell][mask]`` the neighbours that may have
    become fully surrounded; ``behind[cell][mask]`` for each of those, the
    three of its own neighbours that are not next to ``cell`` (only
    neighbours off the rim, which alone can be surrounded); ``gaps[cell][mask]``
    one cell of each gap between runs that lies wholly on the board.
    """

    neighbours: tuple[tuple[int, ...], ...]  # six entries, ``off`` off the board
    off: int  # == size: an index one past the last cell, never holding a stone
    updates: tuple[tuple[tuple[int, int], ...], ...]  # (neighbour, bit that points back)
    marks: tuple[int, ...]  # corner bit or edge bit of each cell
    runs: tuple[tuple[tuple[int, ...], ...], ...]
    fills: tuple[tuple[tuple[int, ...], ...], ...]
    behind: tuple[tuple[tuple[tuple[int, int, int], ...], ...], ...]
    gaps: tuple[tuple[tuple[int, ...], ...], ...]
    rim: tuple[bool, ...]


def _gap_starts(nbs: tuple[int, ...], mask: int, off: int) -> tuple[int, ...]:
    """One cell of each gap (cyclic run of unheld directions) with no direction off the board."""
    if len(RUNS[mask]) < 2:
        return ()
    starts = []
    for d in range(6):
        # A gap starts where an unheld direction follows a held one.
        if mask >> d & 1 or not mask >> ((d - 1) % 6) & 1:
            continue
        gap = []
        k = d
        while not mask >> (k % 6) & 1:
            gap.append(nbs[k % 6])
            k += 1
        if off not in gap:
            starts.append(gap[0])
    return tuple(starts)


@cache
def tables(side: int) -> Tables:
    """Return the lookup tables of side ``side`` (shared, immutable)."""
    geo = geometry(side)
    off = geo.size
    neighbours = tuple(tuple(off if c is None else c for c in nbs) for nbs in geo.neighbours)
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

    def behind_of(cell: int, d: int) -> tuple[int, int, int]:
        n = neighbours[cell][d]
        if n == off:  # masks are tabulated for every direction, even those off the board
            return (off, off, off)
        x, y, z = (neighbours[n][(d + k) % 6] for k in (-1, 0, 1))
        return (x, y, z)

    runs = tuple(tuple(tuple(nbs[d] for d in RUNS[m]) for m in range(64)) for nbs in neighbours)
    fills = tuple(
        tuple(tuple(nbs[d] for d in FILL_CANDIDATES[m]) for m in range(64)) for nbs in neighbours
    )
    behind = tuple(
        tuple(
            tuple(b for b in (behind_of(cell, d) for d in FILL_CANDIDATES[m]) if off not in b)
            for m in range(64)
        )
        for cell in range(geo.size)
    )
    gaps = tuple(tuple(_gap_starts(nbs, m, off) for m in range(64)) for nbs in neighbours)
    rim = tuple(c in geo.rim for c in range(geo.size))
    return Tables(neighbours, off, updates, tuple(marks), runs, fills, behind, gaps, rim)


class IllegalMove(ValueError):
    """A move the rules forbid: occupied cell, or the game is over."""


class Board:
    """Stones on a board of one side, with the winner found as they are played.

    Subclasses provide :meth:`play` (the detector); build one with
    :func:`engine.havannah.checkers.new_board`.  Attributes: ``stones``
    (colour of each cell), ``moves`` (``(colour, cell)`` in order),
    ``winner`` (WHITE, BLACK, DRAW, or EMPTY while the game goes on) and
    ``kinds`` (the win kinds, bit flags, of the deciding stone).
    """

    #: The name of the detector, as ``checker=`` spells it.
    checker = ""

    def __init__(self, side: int) -> None:
        self.geometry: Geometry = geometry(side)
        self._tables = tables(side)
        self._size = self.geometry.size
        self._reset()

    def _reset(self) -> None:
        """Empty the board; subclasses reset their own data too."""
        self.stones: list[int] = [EMPTY] * self._size
        self.moves: list[tuple[int, int]] = []
        self.winner = EMPTY
        self.kinds = 0

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

        Returns the win kinds (bit flags) the stone completes, 0 for none,
        and sets :attr:`winner` and :attr:`kinds` when it wins (or
        :attr:`winner` to DRAW when it fills the board).  Raises
        :class:`IllegalMove` when the cell is occupied or the game is over,
        ValueError for a bad colour or cell index.
        """
        raise NotImplementedError

    def _refuse(self, colour: object, cell: object) -> NoReturn:
        """Raise the error that explains why ``play(colour, cell)`` cannot be played.

        The detectors test everything at once on their fast path and call this
        to find out what was wrong.
        """
        if colour not in (WHITE, BLACK):
            raise ValueError(f"colour must be WHITE or BLACK, not {colour!r}")
        if not isinstance(cell, int) or not 0 <= cell < self._size:
            raise ValueError(f"cell index {cell} is off the board")
        if self.winner:
            raise IllegalMove("the game is over")
        if self.stones[cell]:
            raise IllegalMove(f"cell {self.geometry.name(cell)} is occupied")
        raise AssertionError(f"play({colour!r}, {cell!r}) was refused for no reason")

    def _end(self, colour: int, kinds: int) -> None:
        """Record the end of the game after a move: a win, or a draw on a full board."""
        if kinds:
            self.winner, self.kinds = colour, kinds
        elif len(self.moves) == self._size:
            self.winner = DRAW

    def playout(self, cells: Sequence[int]) -> int:
        """Play ``cells`` in order, colours alternating from :meth:`to_move`.

        Stops at the first win (or when the board is full).  Returns the
        number of stones placed; :attr:`winner` and :attr:`kinds` say how the
        game ended.  Raises :class:`IllegalMove` on an occupied cell (the
        stones before it stay) or when the game is already over.
        """
        if not cells:
            return 0
        if self.winner:
            raise IllegalMove("the game is over")
        colour = self.to_move()
        play = self.play
        placed = 0
        for cell in cells:
            play(colour, cell)
            placed += 1
            if self.winner:
                break
            colour = WHITE + BLACK - colour
        return placed

    def undo(self) -> None:
        """Take back the last stone (the game is no longer over).

        Replays the game without its last stone: boards are small and undo is
        rare (GTP, tests), and it keeps the detectors free of undo bookkeeping.
        Raises IllegalMove when the board is empty.
        """
        if not self.moves:
            raise IllegalMove("there is no stone to take back")
        moves = self.moves[:-1]
        self._reset()
        for colour, cell in moves:
            self.play(colour, cell)

    def swap(self) -> None:
        """Apply the swap rule: white's first stone becomes black's (white moves next).

        Raises IllegalMove unless the board holds exactly one stone, white's.
        """
        if len(self.moves) != 1 or self.moves[0][0] != WHITE:
            raise IllegalMove("swap is only the second move, after white's first stone")
        ((_, cell),) = self.moves
        self._reset()
        self.play(BLACK, cell)

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

    def diagram(self, numbering: str = GUI) -> str:
        """Draw the board (see :meth:`Geometry.diagram`)."""
        colours = {c: COLOUR_NAMES[s] for c, s in enumerate(self.stones) if s}
        return self.geometry.diagram(colours, numbering)
