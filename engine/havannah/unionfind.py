"""The ``unionfind`` detector: groups in a union-find forest, neighbour masks kept per cell.

* **Groups** are trees of a union-find forest (with path halving).  A
  group's root carries a 12-bit mask of the corners (bits 0-5) and edges
  (bits 6-11) the group touches, so a bridge (two corners) and a fork (three
  edges) are read off the merged mask.
* Every cell keeps, per colour, a 6-bit mask of which of its neighbours hold
  that colour, updated when a stone is placed; the new stone's own mask
  gives its runs, and a neighbour whose mask is full is a filled ring.
* **Rings** (see :mod:`engine.havannah.board`): two runs of the new stone
  whose stones already have the same root.  The roots are compared *before*
  the new stone merges them, so a stone that closes a loop while joining
  other groups is still seen to close it.
"""

from __future__ import annotations

from engine.havannah.board import ALL_AROUND, KINDS_OF_MARKS, Board
from engine.havannah.rules import BLACK, RING, WHITE


class UnionFindBoard(Board):
    """A board whose detector is a union-find forest (see the module docstring)."""

    checker = "unionfind"

    def __init__(self, side: int) -> None:
        super().__init__(side)
        tables = self._tables
        # Per cell, what a move there reads, in one lookup.
        self._local = tuple(zip(tables.updates, tables.runs, tables.fills, strict=True))

    def _reset(self) -> None:
        super()._reset()
        size = self._size
        self._parent = list(range(size))
        # A lone stone's group touches what its cell touches.
        self._marks = list(self._tables.marks)
        self._around = {WHITE: [0] * size, BLACK: [0] * size}

    def play(self, colour: int, cell: int) -> int:
        """Put a stone; return the win kinds it completes (see :meth:`Board.play`).

        This is the hot path of every benchmark: it reads only locals and
        calls nothing unless something is wrong.
        """
        stones = self.stones
        try:
            around = self._around[colour]
            if stones[cell] or self.winner or cell < 0:
                self._refuse(colour, cell)
        except (KeyError, IndexError, TypeError):
            self._refuse(colour, cell)
        stones[cell] = colour
        updates, runs_of, fills_of = self._local[cell]
        held = around[cell]
        for neighbour, bit in updates:
            around[neighbour] |= bit
        kinds = 0
        runs = runs_of[held]
        if runs:
            # A filled ring: a held neighbour now has six held neighbours (a
            # neighbour with two held neighbours beside it: there is a run).
            for neighbour in fills_of[held]:
                if around[neighbour] == ALL_AROUND:
                    kinds = RING
            parent = self._parent
            marks = self._marks
            merged = marks[cell]
            root = cell
            for r in runs:
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
        moves = self.moves
        moves.append((colour, cell))
        if kinds or len(moves) == self._size:
            self._end(colour, kinds)
        return kinds
