"""The ``dfs`` detector: no group data kept; searches from the new stone instead.

The board keeps only which cells each colour holds.  After a move:

* **Rings** (see :mod:`engine.havannah.board`): the six neighbours, read as
  a 6-bit index into a table, give one cell of each gap between two runs of
  own neighbours.  A gap is cut off (a ring has closed) when a depth-first
  search through the cells the player does not hold, starting there, meets
  no cell of the rim; the board bounds the search, and it stops at the
  first rim cell.  A filled ring is read as in the ``table`` detector: a
  neighbour whose three cells behind are held.
* **Bridges and forks**: a depth-first search of the new stone's group
  collects the corners and edges it touches.
"""

from __future__ import annotations

from engine.havannah.board import KINDS_OF_MARKS, Board
from engine.havannah.rules import BLACK, RING, WHITE


class DfsBoard(Board):
    """A board whose detector searches from the new stone (see the module docstring)."""

    checker = "dfs"

    def __init__(self, side: int) -> None:
        super().__init__(side)
        tables = self._tables
        # Per cell, what a move there reads, in one lookup.
        self._local = tuple(zip(tables.neighbours, tables.behind, tables.gaps, strict=True))

    def _reset(self) -> None:
        super()._reset()
        size = self._size
        # Per colour: 1 where the colour holds a stone; one more entry (``off``) stays 0.
        self._held = {WHITE: [0] * (size + 1), BLACK: [0] * (size + 1)}

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
        (a, b, c, d, e, f), behind_of, gaps_of = self._local[cell]
        index = held[a] | held[b] << 1 | held[c] << 2 | held[d] << 3 | held[e] << 4 | held[f] << 5
        kinds = 0
        if index:
            tables = self._tables
            neighbours = tables.neighbours
            for x, y, z in behind_of[index]:
                if held[x] and held[y] and held[z]:
                    kinds = RING
            rim = tables.rim
            off = tables.off
            for start in gaps_of[index]:
                # Cut off from the rim?  Search the cells the player does not hold.
                seen = {start}
                todo = [start]
                while todo:
                    here = todo.pop()
                    if rim[here]:
                        break
                    for n in neighbours[here]:
                        if n not in seen and not held[n] and n != off:
                            seen.add(n)
                            todo.append(n)
                else:
                    kinds = RING
            # The corners and edges of the new stone's group.
            marks = tables.marks
            merged = marks[cell]
            seen = {cell}
            todo = [cell]
            while todo:
                here = todo.pop()
                for n in neighbours[here]:
                    if held[n] and n not in seen:
                        seen.add(n)
                        todo.append(n)
                        merged |= marks[n]
            kinds |= KINDS_OF_MARKS[merged]
        moves = self.moves
        moves.append((colour, cell))
        if kinds or len(moves) == self._size:
            self._end(colour, kinds)
        return kinds
