"""The ``table`` detector: every cell points to its chain; neighbourhoods come from tables.

* Every stone names its **chain** (the cell the chain started from); the
  chain keeps the list of its cells and the 12-bit mask of the corners and
  edges it touches.  Asking for a stone's chain is one lookup; when chains
  merge, the cells of the smaller ones are renamed.
* The six neighbours of the new stone are read, in cyclic order, as a 6-bit
  index into tables built once per side (:func:`engine.havannah.board.tables`):
  one cell of each run of own neighbours, and the neighbours that may have
  become fully surrounded, with for each the three cells behind it (its
  neighbours away from the new stone) that must be held too.
* **Rings** (see :mod:`engine.havannah.board`): two runs in one chain
  before the merge, or a neighbour whose three cells behind are held.
"""

from __future__ import annotations

from engine.havannah.board import KINDS_OF_MARKS, Board
from engine.havannah.rules import BLACK, RING, WHITE


class TableBoard(Board):
    """A board whose detector reads neighbourhoods from tables (see the module docstring)."""

    checker = "table"

    def __init__(self, side: int) -> None:
        super().__init__(side)
        tables = self._tables
        # Per cell, what a move there reads, in one lookup.
        self._local = tuple(zip(tables.neighbours, tables.runs, tables.behind, strict=True))

    def _reset(self) -> None:
        super()._reset()
        size = self._size
        # Per colour: 1 where the colour holds a stone; one more entry (``off``) stays 0.
        self._held = {WHITE: [0] * (size + 1), BLACK: [0] * (size + 1)}
        self._chain = list(range(size))
        self._members: list[list[int]] = [[] for _ in range(size)]
        self._chain_marks = list(self._tables.marks)

    def play(self, colour: int, cell: int) -> int:
        """Put a stone; return the win kinds it completes (see :meth:`Board.play`)."""
        stones = self.stones
        try:
            held = self._held[colour]
            if stones[cell] or self.winner or cell < 0:
                self._refuse(colour, cell)
        except (KeyError, IndexError, TypeError):
            self._refuse(colour, cell)
        stones[cell] = colour
        held[cell] = 1
        (a, b, c, d, e, f), runs_of, behind_of = self._local[cell]
        index = held[a] | held[b] << 1 | held[c] << 2 | held[d] << 3 | held[e] << 4 | held[f] << 5
        kinds = 0
        for x, y, z in behind_of[index]:
            if held[x] and held[y] and held[z]:
                kinds = RING
        chain = self._chain
        members = self._members
        runs = runs_of[index]
        if runs:
            # The chains of the runs, biggest first: the others are renamed into it.
            found = []
            for r in runs:
                name = chain[r]
                if name in found:
                    kinds = RING
                else:
                    found.append(name)
            if len(found) > 1:
                found.sort(key=lambda name: len(members[name]), reverse=True)
            target = found[0]
            into = members[target]
            merged = self._chain_marks[target] | self._chain_marks[cell]
            for name in found[1:]:
                cells = members[name]
                for member in cells:
                    chain[member] = target
                into += cells
                merged |= self._chain_marks[name]
            chain[cell] = target
            into.append(cell)
            self._chain_marks[target] = merged
            kinds |= KINDS_OF_MARKS[merged]
        else:
            members[cell] = [cell]
        moves = self.moves
        moves.append((colour, cell))
        if kinds or len(moves) == self._size:
            self._end(colour, kinds)
        return kinds
