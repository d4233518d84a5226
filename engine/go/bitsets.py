"""Sets of board points as Python integers, for the closures the owl runs at every node.

A set of points is an integer with one byte per point of ``Board.color``
(point ``p`` is the byte ``p``, worth ``1 << 8 * p``): a whole board's
membership test, union or one step in the four directions is then a handful
of integer operations instead of a loop over the points.  The border points
of ``Board.color`` keep a step from wrapping round from one row to the next,
as they do for ``Board.neighbours``: a mask of on-board points takes them out.

These are the same closures as the loops they replace, in another form:
the sets come back as ``set[int]`` and the answers do not change.
"""

from __future__ import annotations

from collections.abc import Collection
from itertools import compress

from engine.go.board import BLACK, EMPTY, WHITE, Board

#: From this many points on, :func:`of_points` builds its integer from bytes
#: and :func:`to_set` walks all the bytes.
_FEW = 12

_ONE = {color: bytes(1 if c == color else 0 for c in range(256)) for color in (EMPTY, BLACK, WHITE)}


def of_color(board: Board, color: int) -> int:
    """The points of ``board`` whose colour is ``color`` (EMPTY, BLACK or WHITE)."""
    return int.from_bytes(bytes(board.color).translate(_ONE[color]), "little")


def of_points(points: Collection[int]) -> int:
    """The set of the points ``points`` (a collection of points)."""
    if len(points) < _FEW:
        bits = 0
        for p in points:
            bits |= 1 << (p << 3)
        return bits
    # Each ``|=`` above makes a new integer as long as the board: for many
    # points, one byte string and one conversion cost less.
    raw = bytearray(max(points) + 1)
    for p in points:
        raw[p] = 1
    return int.from_bytes(raw, "little")


def step(bits: int, stride: int) -> int:
    """The points next to a point of ``bits`` (border points included: mask them)."""
    return (bits << 8) | (bits >> 8) | (bits << (stride << 3)) | (bits >> (stride << 3))


def to_set(bits: int) -> set[int]:
    """The points of ``bits`` as a set."""
    if not bits:
        return set()
    raw = bits.to_bytes((bits.bit_length() + 7) >> 3, "little")
    if bits.bit_count() >= _FEW:
        return set(compress(range(len(raw)), raw))
    # A few points: found one by one, not by a walk over every byte.
    found = set()
    find = raw.find
    p = find(1)
    while p >= 0:
        found.add(p)
        p = find(1, p + 1)
    return found


def flood(seeds: int, within: int, stride: int) -> int:
    """The points of ``within`` connected to a point of ``seeds`` through ``within``
    (the 4-connected components of ``within`` that hold a seed)."""
    reached = seeds & within
    frontier = reached
    while frontier:
        grown = reached | (step(frontier, stride) & within)
        frontier = grown & ~reached
        reached = grown
    return reached


def reach(board: Board, color: int, dead: frozenset[int], opponent: int) -> set[int]:
    """Optics' reach of ``color`` (see ``optics._reach``): the open points (empty
    or dead) next to a lively ``color`` stone, and, from a reached point that
    touches no lively ``opponent`` stone, the open points next to it, until
    nothing changes."""
    stride = board.stride
    dead_bits = of_points(dead)
    open_bits = of_color(board, EMPTY) | dead_bits
    own = of_color(board, color) & ~dead_bits
    theirs = of_color(board, opponent) & ~dead_bits
    passable = open_bits & ~step(theirs, stride)
    reached = step(own, stride) & open_bits
    frontier = reached
    while frontier:
        grown = reached | (step(frontier & passable, stride) & open_bits)
        frontier = grown & ~reached
        reached = grown
    return to_set(reached)
