"""The slow, obviously correct win test, straight from the rules.

Nothing here is incremental or clever: groups are found by flood fill, and a
ring is read off the definition "a loop that surrounds at least one cell":

* a cell the player does not hold is surrounded when no path of cells the
  player does not hold leads from it to the rim (a flood fill from the rim
  does not reach it);
* a cell the player holds is surrounded when its six neighbours are all held
  (it is the centre of a loop of six; any bigger region of held cells inside
  a loop contains such a cell, and a rim cell has fewer than six neighbours).

The fast checker of :mod:`engine.havannah.board` is tested against this one.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Set

from engine.havannah.geometry import Geometry
from engine.havannah.rules import BRIDGE, FORK, RING


def groups(geo: Geometry, held: Set[int]) -> list[set[int]]:
    """Return the connected groups of the cells in ``held``."""
    found: list[set[int]] = []
    seen: set[int] = set()
    for start in sorted(held):
        if start in seen:
            continue
        group = _flood(geo, [start], held.__contains__)
        seen |= group
        found.append(group)
    return found


def outside(geo: Geometry, held: Set[int]) -> set[int]:
    """Return the cells not held that a path of cells not held joins to the rim."""
    starts = [c for c in geo.rim if c not in held]
    return _flood(geo, starts, lambda c: c not in held)


def has_ring(geo: Geometry, held: Set[int]) -> bool:
    """Tell whether the cells in ``held`` make a ring (surround at least one cell)."""
    free = set(range(geo.size)) - held
    if free - outside(geo, held):
        return True
    return any(all(n is not None and n in held for n in geo.neighbours[c]) for c in held)


def enclosed_cells(geo: Geometry, held: Set[int]) -> set[int]:
    """Return the cells surrounded by loops of ``held`` cells (not the loops themselves).

    Cells not held are enclosed when the rim cannot be reached through cells
    not held; held cells when they are off the rim and touch no such path.
    """
    out = outside(geo, held)
    enclosed = set(range(geo.size)) - held - out
    for c in held:
        if c not in geo.rim and not any(n in out for n in geo.neighbours[c]):
            enclosed.add(c)
    return enclosed


def win_kinds(geo: Geometry, held: Set[int]) -> int:
    """Return the win kinds (FORK | BRIDGE | RING flags) that ``held`` cells make."""
    kinds = 0
    corners = set(geo.corners)
    for group in groups(geo, held):
        if len(group & corners) >= 2:
            kinds |= BRIDGE
        if sum(1 for edge in geo.edges if group & set(edge)) >= 3:
            kinds |= FORK
    if has_ring(geo, held):
        kinds |= RING
    return kinds


def _flood(geo: Geometry, starts: Iterable[int], passable: Callable[[int], bool]) -> set[int]:
    reached = set(starts)
    todo = list(reached)
    while todo:
        cell = todo.pop()
        for n in geo.neighbours[cell]:
            if n is not None and n not in reached and passable(n):
                reached.add(n)
                todo.append(n)
    return reached
