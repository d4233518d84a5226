"""Shape knowledge for the owl's move ordering: local patterns around a candidate move.

A candidate move of the owl (attacker's or defender's) is described by the
points around it, seen from the dragon under study: each point is off the
board (``#``), empty (``.``), a stone of the goal (``a`` ``b`` ``c``: one,
two, three or more liberties), another stone of the goal's owner (``d``
``e`` ``f``) or an attacker stone (``x`` ``y`` ``z``).  Two windows, the
eight neighbours (:data:`NEAR`) and those with the four points two steps
away in line (:data:`WIDE`), each reduced to its canonical form under the
eight symmetries of the board.

:mod:`engine.go.owl_patterns` (made by ``python -m engine.go.make_owl_patterns``
from the oracle corpus's training games) holds, for each window, how often a
shape was GNU Go's owl move and how often it was seen at all among the
points near the dragon.  :func:`shape_score` turns those counts into the
share of times the shape was the move, from the wide window when it was seen
often enough, else the near one.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache, lru_cache

from engine.go.board import BORDER, EMPTY, Board

#: The eight neighbours of the move, as (row, column) offsets.
NEAR: tuple[tuple[int, int], ...] = (
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
)
#: The near window and the four points two steps away in line.
WIDE: tuple[tuple[int, int], ...] = NEAR + ((-2, 0), (0, -2), (0, 2), (2, 0))
#: A shape counts from its wide window once seen this many times.
MIN_SEEN = 6

_SYMMETRIES: tuple[Callable[[int, int], tuple[int, int]], ...] = (
    lambda r, c: (r, c),
    lambda r, c: (-r, c),
    lambda r, c: (r, -c),
    lambda r, c: (-r, -c),
    lambda r, c: (c, r),
    lambda r, c: (-c, r),
    lambda r, c: (c, -r),
    lambda r, c: (-c, -r),
)


def _permutations(offsets: tuple[tuple[int, int], ...]) -> tuple[tuple[int, ...], ...]:
    index = {o: i for i, o in enumerate(offsets)}
    return tuple(tuple(index[s(r, c)] for r, c in offsets) for s in _SYMMETRIES)


_NEAR_PERMS = _permutations(NEAR)
_WIDE_PERMS = _permutations(WIDE)


@lru_cache(maxsize=1 << 16)
def _canonical(raw: str, wide: bool) -> str:
    perms = _WIDE_PERMS if wide else _NEAR_PERMS
    return min("".join(raw[i] for i in perm) for perm in perms)


def raw_shape(board: Board, move: int, goal: set[int] | frozenset[int], defender: int) -> str:
    """The wide window around ``move``, uncanonical (see the module docstring)."""
    colors = board.color
    owner = board.owner
    chars = []
    for p in _windows(board.size)[move]:
        if p < 0:
            chars.append("#")
            continue
        color = colors[p]
        if color == EMPTY or color == BORDER:
            chars.append(".")
            continue
        libs = min(len(owner[p].libs), 3) - 1  # type: ignore[union-attr]
        if color != defender:
            chars.append("xyz"[libs])
        elif p in goal:
            chars.append("abc"[libs])
        else:
            chars.append("def"[libs])
    return "".join(chars)


@cache
def _windows(size: int) -> tuple[tuple[int, ...], ...]:
    """For each point of a board of ``size`` (by index, as ``Board.color``), the
    points of its :data:`WIDE` window, -1 where the window leaves the board;
    empty for the border points."""
    board = Board(size)
    windows: list[tuple[int, ...]] = [()] * len(board.color)
    for move in board.points:
        row, col = board.row_col(move)
        windows[move] = tuple(
            board.point(row + dr, col + dc) if 0 <= row + dr < size and 0 <= col + dc < size else -1
            for dr, dc in WIDE
        )
    return tuple(windows)


def shape_keys(raw: str) -> tuple[str, str]:
    """The canonical near and wide shapes of a raw window."""
    return _canonical(raw[: len(NEAR)], False), _canonical(raw, True)


def shape_score(table: dict[str, tuple[int, int]], raw: str) -> float:
    """The share of times the shape of ``raw`` was the owl's move in ``table``
    (``shape -> (times the move, times seen)``), from the wide window when
    seen at least :data:`MIN_SEEN` times, else the near one; 0 when unseen."""
    near, wide = shape_keys(raw)
    hit = table.get("W" + wide)
    if hit is None or hit[1] < MIN_SEEN:
        hit = table.get("N" + near)
    if hit is None:
        return 0.0
    moves, seen = hit
    return moves / (seen + 1.0)


def shape_scorer(table: dict[str, tuple[int, int]]) -> Callable[[str], float]:
    """:func:`shape_score` of ``table`` as a function of the raw window alone,
    remembering its answers (the owl scores the same windows node after node;
    ``table`` must not change afterwards)."""

    @lru_cache(maxsize=1 << 16)
    def score(raw: str) -> float:
        return shape_score(table, raw)

    return score


def parse_table(text: str) -> dict[str, tuple[int, int]]:
    """A table of :mod:`engine.go.owl_patterns`: lines ``KEY MOVES SEEN``."""
    table = {}
    for line in text.splitlines():
        key, moves, seen = line.split()
        table[key] = (int(moves), int(seen))
    return table


def near_points(board: Board, goal: set[int] | frozenset[int]) -> list[int]:
    """The empty points at most two steps from a stone of ``goal``, sorted: the
    points whose shapes the owl scores."""
    colors = board.color
    neighbours = board.neighbours
    found: set[int] = set()
    for stone in goal:
        for n in neighbours[stone]:
            c = colors[n]
            if c == BORDER:
                continue
            if c == EMPTY:
                found.add(n)
            for m in neighbours[n]:
                if colors[m] == EMPTY:
                    found.add(m)
    return sorted(found)
