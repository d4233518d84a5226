"""Count every position of a small board reachable without an earlier win.

The counting is the one of ``docs/havannah.md``: the empty board is
evaluated; every distinct position (up to the 12 symmetries of the board)
that is neither won nor full is expanded once, each empty cell played by the
side to move (white first, no swap) giving one evaluated child; a child whose
normal form was not seen before is a new distinct position; won and full
positions count but are not expanded.  On side 3 that is 16,578,814 distinct
positions and 90,814,537 evaluated.

A position with ``k`` stones can only come from one with ``k - 1``, so the
search goes level by level and keeps two levels in memory, each a sorted
array of distinct positions.  Everything is a bitset, because this runs tens
of millions of times, and the expansion of a level is a kernel compiled by
numba (imported only here: the checker itself needs no compiler):

* a position is one 64-bit int: the cells of the player who just moved in
  the low ``C`` bits, the other player's in the next ``C`` (``C`` = number
  of cells);
* whether a set of cells holds a win does not depend on the opponent's stones,
  so it is a lookup in a table of all ``2**C`` sets, built once with a
  bitset flood fill (hence sides 2 and 3 only);
* its normal form is the smallest of its 12 images.  A child's high half is
  its parent's low half, so the symmetries that can give the smallest child
  are those that give the smallest image of that half: found once per parent
  (twelve lookups in per-symmetry tables of every set of cells), after which
  each child costs one lookup and one OR.  Only a parent whose low half is
  itself symmetric leaves more than one symmetry to try;
* the children of a level are made distinct by sorting them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache

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
    import numpy as np

    start = time.perf_counter()
    expand = _expander()
    size = geometry(side).size
    full = np.uint64((1 << size) - 1)
    wins = np.frombuffer(win_table(side), dtype=np.uint8)
    split = size // 2
    # Per symmetry, the image of every set of cells: the images of its low
    # and high part, OR-ed in one outer operation.
    image = np.empty((12, 1 << size), dtype=np.uint32)
    for s, perm in enumerate(symmetries(side)):
        bits = [1 << p for p in perm]
        lows = np.array(_subset_unions(bits[:split]), dtype=np.uint32)
        highs = np.array(_subset_unions(bits[split:]), dtype=np.uint32)
        image[s] = np.bitwise_or.outer(highs, lows).ravel()

    # Keys: the last mover's cells | the other player's cells << size; sorted, distinct.
    level = np.zeros(1, dtype=np.uint64)
    levels = [1]
    evaluated = 1
    for stones in range(size):
        expanded = int(np.count_nonzero(wins[level & full] == 0))
        children = np.empty(expanded * (size - stones), dtype=np.uint64)
        expand(level, wins, image, size, children)
        evaluated += len(children)
        # Sort and keep firsts: np.unique takes thirty times as long here.
        children.sort()
        firsts = np.empty(len(children), dtype=np.bool_)
        firsts[:1] = True
        np.not_equal(children[1:], children[:-1], out=firsts[1:])
        level = children[firsts]
        levels.append(len(level))
        if progress:
            progress(
                f"{stones + 1} stones: {len(level)} distinct "
                f"({expanded} expanded) {time.perf_counter() - start:.1f} s"
            )
    return Tabulation(side, sum(levels), evaluated, tuple(levels), time.perf_counter() - start)


@cache
def _expander() -> Callable[..., None]:
    """Compile (once a process) the kernel that expands one level.

    ``expand(level, wins, image, size, out)`` writes into ``out`` the normal
    form of every child of every position of ``level`` that is not won,
    parents in order, children by cell.  A child's high half (the player who
    moved before) is its parent's low half, so the symmetries that can give
    the smallest child are those that give the smallest image of that half:
    found once per parent, after which each child is the least of as many
    lookups as there are such symmetries (one, unless that half is itself
    symmetric).
    """
    import numba
    import numpy as np

    @numba.njit(nogil=True)
    def expand(level, wins, image, size, out):  # type: ignore[no-untyped-def]
        full = np.uint64((1 << size) - 1)
        width = np.uint64(size)
        n = 0
        best = np.empty(12, dtype=np.int64)
        for key in level:
            last = key & full
            if wins[last]:
                continue
            other = key >> width
            least = image[0, last]
            for s in range(1, 12):
                least = min(least, image[s, last])
            ties = 0
            for s in range(12):
                if image[s, last] == least:
                    best[ties] = s
                    ties += 1
            high = np.uint64(least) << width
            free = full & ~(last | other)
            for i in range(size):
                bit = np.uint64(1) << np.uint64(i)
                if free & bit:
                    cells = other | bit
                    low = image[best[0], cells]
                    for t in range(1, ties):
                        low = min(low, image[best[t], cells])
                    out[n] = high | np.uint64(low)
                    n += 1

    return expand


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
