"""Count every position of a small board reachable without an earlier win.

The counting is the one of ``spec/havannah.md``: the empty board is
evaluated; every distinct position (up to the 12 symmetries of the board)
that is neither won nor full is expanded once, each empty cell played by the
side to move (white first, no swap) giving one evaluated child; a child whose
normal form was not seen before is a new distinct position; won and full
positions count but are not expanded.  On side 3 that is 16,578,814 distinct
positions and 90,814,537 evaluated.

A position with ``k`` stones can only come from one with ``k - 1``, so the
search goes level by level and keeps two levels in memory.  Everything is a
bitset, because this runs tens of millions of times:

* a position is one int: the cells of the player who just moved in the low
  ``C`` bits, the other player's in the next ``C`` (``C`` = number of cells);
* whether a set of cells holds a win does not depend on the opponent's stones,
  so it is a lookup in a table of all ``2**C`` sets, built once with a
  bitset flood fill (hence sides 2 and 3 only);
* its normal form is the smallest of its 12 images.  A child's high half is
  its parent's low half, so the symmetries that can give the smallest child
  are those that give the smallest image of that half: found once per parent
  (twelve lookups in per-symmetry tables of every set of cells), after which
  each child costs one OR, run inside C builtins.  Only a parent whose low
  half is itself symmetric leaves more than one symmetry to try.
"""

from __future__ import annotations

import time
from array import array
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from itertools import repeat
from operator import getitem, or_

from engine.havannah.geometry import geometry, symmetries

#: Beyond side 3 the win table (2**37 entries) and the search are out of reach.
MAX_TABULATED_SIDE = 3


@dataclass(frozen=True)
class Tabulation:
    """The result of :func:`tabulate`: counts, and ``distinct`` per number of stones."""

    side: int
    distinct: int
    evaluated: int
    levels: tuple[int, ...]
    seconds: float


def win_table(side: int) -> bytearray:
    """Return a table of every set of cells: ``table[mask]`` is 1 when it holds a win.

    Bit ``i`` of ``mask`` is cell ``i`` of :func:`geometry(side)`.  A win is
    a ring (a cell not held cut off from the rim, or a held cell whose six
    neighbours are held), a bridge (a group on two corners) or a fork (a group
    on three edges).
    """
    geo = geometry(side)
    size = geo.size
    full = (1 << size) - 1
    neighbours_of = _neighbour_function(side)
    rim = _bits(geo.rim)
    inner = full & ~rim
    corners = _bits(geo.corners)
    edges = [_bits(edge) for edge in geo.edges]

    def wins(held: int) -> bool:
        free = full & ~held
        out = free & rim
        while True:
            grown = out | (neighbours_of(out) & free)
            if grown == out:
                break
            out = grown
        if out != free:
            return True
        if held & inner & ~neighbours_of(free):
            return True
        rest = held
        while rest:
            group = rest & -rest
            while True:
                grown = group | (neighbours_of(group) & held)
                if grown == group:
                    break
                group = grown
            if (group & corners).bit_count() >= 2:
                return True
            if sum(1 for edge in edges if group & edge) >= 3:
                return True
            rest &= ~group
        return False

    table = bytearray(1 << size)
    for held in range(1, 1 << size):
        # Winning is monotone: a superset of a winning set wins too.
        table[held] = 1 if table[held & (held - 1)] else wins(held)
    return table


def tabulate(side: int, progress: Callable[[str], None] | None = None) -> Tabulation:
    """Count the positions of side ``side`` as the spec describes (see the module docstring).

    ``progress``, when given, receives one line of text per level.  Raises
    ValueError for a side other than 2 or 3.
    """
    if not 2 <= side <= MAX_TABULATED_SIDE:
        raise ValueError(f"tabulation needs a side of 2 or {MAX_TABULATED_SIDE}, not {side}")
    start = time.perf_counter()
    size = geometry(side).size
    full = (1 << size) - 1
    wins = win_table(side)
    split = size // 2
    low_mask = (1 << split) - 1
    # Per symmetry: the image of a set of cells, looked up from its low and
    # high part, and (an array of all 2**size sets, a few MiB) in one step.
    parts = [
        (_subset_unions(bits[:split]), _subset_unions(bits[split:]))
        for bits in ([1 << p for p in perm] for perm in symmetries(side))
    ]
    image = [array("I", [low | high for high in highs for low in lows]) for lows, highs in parts]
    # Per symmetry: for each set of free cells (low / high part), the image bits of each cell.
    free_low = [[_members(s, lows) for s in range(1 << split)] for lows, _ in parts]
    free_high = [[_members(s, highs) for s in range(1 << (size - split))] for _, highs in parts]
    symmetry_ids = range(len(parts))

    level: set[int] = {0}  # keys: last mover's cells | other player's cells << size
    levels = [1]
    evaluated = 1
    for stones in range(size):
        children: set[int] = set()
        add_all = children.update
        expanded = 0
        for key in level:
            last = key & full
            if wins[last]:
                continue
            expanded += 1
            other = key >> size  # the player to move; the child's last mover
            highs = list(map(getitem, image, repeat(last)))
            least = min(highs)
            free = full & ~(last | other)
            free_lo, free_hi = free & low_mask, free >> split
            if highs.count(least) == 1:
                s = highs.index(least)
                base = least << size | image[s][other]
                add_all(map(or_, repeat(base), free_low[s][free_lo] + free_high[s][free_hi]))
            else:
                # The high half is symmetric: try every symmetry that keeps it smallest.
                best = [s for s in symmetry_ids if highs[s] == least]
                bases = [least << size | image[s][other] for s in best]
                per_cell = zip(
                    *(free_low[s][free_lo] + free_high[s][free_hi] for s in best), strict=True
                )
                add_all(map(min, map(map, repeat(or_), repeat(bases), per_cell)))
        evaluated += expanded * (size - stones)
        level = children
        levels.append(len(level))
        if progress:
            progress(
                f"{stones + 1} stones: {len(level)} distinct "
                f"({expanded} expanded) {time.perf_counter() - start:.1f} s"
            )
    return Tabulation(side, sum(levels), evaluated, tuple(levels), time.perf_counter() - start)


def _members(cells: int, image_of_part: list[int]) -> tuple[int, ...]:
    """The image bits of each cell of ``cells`` (a part of a set), lowest cell first."""
    result = []
    while cells:
        low = cells & -cells
        result.append(image_of_part[low])
        cells ^= low
    return tuple(result)


def _bits(cells: Iterable[int]) -> int:
    return sum(1 << c for c in cells)


def _neighbour_function(side: int) -> Callable[[int], int]:
    """Return ``f(cells) -> cells next to any of them``, by two chunk lookups."""
    geo = geometry(side)
    split = geo.size // 2
    each = [_bits(geo.on_board_neighbours(c)) for c in range(geo.size)]
    low = _subset_unions(each[:split])
    high = _subset_unions(each[split:])
    low_mask = (1 << split) - 1
    return lambda cells: low[cells & low_mask] | high[cells >> split]


def _subset_unions(values: list[int]) -> list[int]:
    """Return ``t`` with ``t[s]`` the OR of ``values[i]`` over the bits ``i`` of ``s``."""
    table = [0] * (1 << len(values))
    for s in range(1, len(table)):
        low = s & -s
        table[s] = table[s ^ low] | values[low.bit_length() - 1]
    return table
