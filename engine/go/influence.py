"""Territory and influence estimates for the move generator.

Two estimates, for two jobs:

* :class:`Influence` (the *potential*): every lively stone spreads influence
  to the points within a few steps (:data:`KERNEL`); an empty point belongs
  to the side whose influence is stronger, in proportion.  It is cheap to
  ask what one more stone adds (:meth:`Influence.move_gain`), so it ranks
  the quiet moves of the whole board.
* :func:`territory` (the *judgement*): an empty point belongs to the side
  whose living stones reach it in fewer steps, where the other side's
  stones are walls (:func:`distances`): a point behind a wall, or in reach
  of both sides alike, is nobody's, so thin, scattered stones claim little
  and an invasion claims only the points next to it.  On top of it the
  *zones* (connected areas of one colour's stones and territory) judge the
  groups: a zone with almost no territory of its own (:data:`ZONE_LIFE`) is
  a group that cannot make eyes where it stands, and unless it is known to
  live its stones count as dead, their points going to the opponent.  That
  is what makes an invasion into the opponent's sphere, or a group cut off
  without room, worth what it is worth: nothing.

Both are plain functions of the position and the stones given as dead, so
they are deterministic.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other
from engine.go.unconditional import components

#: Influence of a stone at Manhattan distance 0, 1, 2, ...
KERNEL = (1.0, 0.5, 0.28, 0.14, 0.06)
#: Influence difference that makes an empty point wholly one colour's.
OWN_SCALE = 0.6

#: How far (in steps) a stone claims empty points.
REACH = 4
#: How much an owned empty point counts, by its distance to the owner's
#: nearest stone: open space far from the stones that claim it is a
#: promise, not territory yet.
DISTANCE_WEIGHT = (1.0, 1.0, 0.8, 0.4, 0.1)

#: A zone (a group with its territory) with fewer territory points than this
#: cannot make two eyes where it stands.
ZONE_LIFE = 3
#: The share of a point that counts it as a zone's own room.
SURE_SHARE = 0.75


# ----- potential: distance-weighted influence ----------------------------------


class Influence:
    """A soft territory estimate: how much each point belongs to black (+1) or white (-1).

    Empty regions walled in by one colour alone (dead stones count as empty)
    and not too big belong to that colour wholly, and dead stones to their
    opponent, which makes the estimate exact on a finished board.
    """

    def __init__(self, board: Board, dead: frozenset[int]) -> None:
        self.board = board
        self.dead = dead
        size = board.size
        self.reach = kernel_reach(board)
        length = len(board.color)
        self.black = [0.0] * length
        self.white = [0.0] * length
        colors = board.color
        for p in board.points:
            c = colors[p]
            if c in (BLACK, WHITE) and p not in dead:
                target = self.black if c == BLACK else self.white
                for q, weight in self.reach[p]:
                    target[q] += weight
        self.fixed: dict[int, float] = {}
        limit = max(8, size * size // 6)
        open_points = [p for p in board.points if colors[p] == EMPTY or p in dead]
        for region in components(open_points, board.neighbours):
            if len(region) > limit:
                continue
            around = set()
            for p in region:
                for n in board.neighbours[p]:
                    c = colors[n]
                    if c in (BLACK, WHITE) and n not in dead:
                        around.add(c)
            if len(around) == 1:
                value = 1.0 if around == {BLACK} else -1.0
                for p in region:
                    self.fixed[p] = value
        self.owner = [self.ownership(p) for p in range(length)]

    def ownership(self, pos: int) -> float:
        """Black's share of ``pos`` in [-1, 1] (negative: white's)."""
        color = self.board.color[pos]
        if color == BORDER:
            return 0.0
        if color != EMPTY:
            sign = 1.0 if color == BLACK else -1.0
            return -sign if pos in self.dead else sign
        if pos in self.fixed:
            return self.fixed[pos]
        return clamp((self.black[pos] - self.white[pos]) / OWN_SCALE)

    def move_gain(self, pos: int, color: int) -> float:
        """What a quiet stone of ``color`` at the empty ``pos`` adds to its side's estimate.

        The stone is as strong as its point is not the opponent's already: a
        stone dropped into the opponent's sphere mostly dies there.
        """
        sign = 1.0 if color == BLACK else -1.0
        before_here = self.owner[pos] * sign
        if pos in self.fixed:
            return 0.0
        strength = clamp(1.0 + 2.0 * before_here, 0.0, 1.0)
        colors = self.board.color
        if any(colors[n] == color and n not in self.dead for n in self.board.neighbours[pos]):
            strength = max(strength, 0.7)
        if strength <= 0.0:
            return 0.0
        mine = self.black if color == BLACK else self.white
        theirs = self.white if color == BLACK else self.black
        gain = 0.0
        for q, weight in self.reach[pos]:
            if colors[q] != EMPTY or q in self.fixed:
                continue
            if q == pos:
                after = strength + (1.0 - strength) * before_here
            else:
                after = clamp((mine[q] + weight * strength - theirs[q]) / OWN_SCALE)
            gain += after - self.owner[q] * sign
        return gain


def kernel_reach(board: Board) -> dict[int, list[tuple[int, float]]]:
    """For each point, the points within the kernel's reach and its weight there."""
    radius = len(KERNEL) - 1
    return {p: [(q, KERNEL[d]) for q, d in points_within(board, p, radius)] for p in board.points}


def points_within(board: Board, pos: int, radius: int) -> list[tuple[int, int]]:
    """The points within ``radius`` steps (Manhattan) of ``pos``, with their distance.

    Rows and columns are checked one by one: on the 1-D board an offset past
    the edge would wrap into the next row.
    """
    size = board.size
    row, col = board.row_col(pos)
    near = []
    for dr in range(-radius, radius + 1):
        r = row + dr
        if not 0 <= r < size:
            continue
        span = radius - abs(dr)
        for dc in range(-span, span + 1):
            c = col + dc
            if 0 <= c < size:
                near.append((board.point(r, c), abs(dr) + abs(dc)))
    return near


def clamp(x: float, low: float = -1.0, high: float = 1.0) -> float:
    """``x`` cut to ``[low, high]``."""
    return low if x < low else high if x > high else x


# ----- judgement: distance with walls, and zones ---------------------------------


def distances(
    board: Board, color: int, dead: frozenset[int] | set[int], limit: int = REACH
) -> list[int]:
    """Steps from the living stones of ``color`` to every point, up to ``limit``.

    The steps go through empty points and dead stones only: the other
    colour's living stones are walls.  Points farther than ``limit`` (or
    behind walls) get ``limit + 1``.
    """
    colors = board.color
    neighbours = board.neighbours
    distance = [limit + 1] * len(colors)
    frontier = [p for p in board.points if colors[p] == color and p not in dead]
    for p in frontier:
        distance[p] = 0
    for step in range(1, limit + 1):
        following = []
        for p in frontier:
            for n in neighbours[p]:
                if distance[n] > step and (colors[n] == EMPTY or n in dead):
                    distance[n] = step
                    following.append(n)
        frontier = following
    return distance


def ownership(board: Board, dead: frozenset[int] | set[int]) -> list[float]:
    """Black's share of every point in [-1, 1]: +-1 for living stones; an empty
    point (or a dead stone) goes to the side that reaches it first (:func:`distances`).

    A point reached one step sooner by a side is half that side's, two or
    more steps sooner wholly; points far from the stones that reach them
    count less (:data:`DISTANCE_WEIGHT`).  A dead stone nobody reaches
    belongs to its captor.
    """
    colors = board.color
    black = distances(board, BLACK, dead)
    white = distances(board, WHITE, dead)
    owner = [0.0] * len(colors)
    last = len(DISTANCE_WEIGHT) - 1
    for p in board.points:
        c = colors[p]
        if c in (BLACK, WHITE) and p not in dead:
            owner[p] = 1.0 if c == BLACK else -1.0
            continue
        b, w = black[p], white[p]
        if b == w:
            if p in dead and b > REACH:
                owner[p] = -1.0 if c == BLACK else 1.0
            continue
        share = (1.0 if abs(b - w) >= 2 else 0.5) * DISTANCE_WEIGHT[min(b, w, last)]
        owner[p] = share if b < w else -share
    return owner


@dataclass(frozen=True)
class Territory:
    """A judged position: who owns each point, and the stones judged dead.

    ``owner[p]`` is black's share of ``p`` in [-1, 1] for every point of the
    board array (0 off the board); ``dead`` holds the stones given as dead
    plus those whose zone has no room for eyes; ``score`` is black's area
    minus white's, before komi.
    """

    owner: tuple[float, ...]
    dead: frozenset[int]
    score: float


def territory(
    board: Board,
    dead: frozenset[int] | set[int],
    alive: frozenset[int] | set[int] = frozenset(),
    zone_life: int = ZONE_LIFE,
) -> Territory:
    """Judge ``board``: :func:`ownership`, then groups without room for eyes taken off.

    ``dead``: stones known to be dead; ``alive``: stones known to live (they
    are never judged dead).  A zone is a connected set of a colour's living
    stones and the empty points it owns wholly (a share of
    :data:`SURE_SHARE` or more).  A zone with less than ``zone_life`` such
    points, without a
    stone in ``alive``, is *cramped*; its
    stones are dead when, with the stones of every cramped zone of its
    colour taken off, the opponent owns most of the points they stand on: a
    group inside the opponent's sphere without room for eyes.  (A lone
    stone in the open is cramped too, but then nobody owns its point.)
    """
    dead = set(dead)
    owner = ownership(board, dead)
    cramped = _cramped_zones(board, owner, dead, alive, zone_life)
    doomed: set[int] = set()
    for color in (BLACK, WHITE):
        mine = [stones for stones in cramped if board.color[stones[0]] == color]
        if not mine:
            continue
        without = ownership(board, dead.union(*mine))
        sign = 1 if color == BLACK else -1
        for stones in mine:
            held = sum(1 for p in stones if without[p] * sign < 0)
            if 2 * held > len(stones):
                doomed.update(stones)
    if doomed:
        dead |= doomed
        owner = ownership(board, dead)
    return Territory(tuple(owner), frozenset(dead), sum(owner[p] for p in board.points))


def _cramped_zones(
    board: Board,
    owner: list[float],
    dead: set[int],
    alive: frozenset[int] | set[int],
    zone_life: int,
) -> list[list[int]]:
    """The stones of each zone owning less than ``zone_life`` points and no living stone."""
    colors = board.color
    neighbours = board.neighbours
    seen: set[int] = set()
    cramped: list[list[int]] = []
    for start in board.points:
        c = colors[start]
        if c not in (BLACK, WHITE) or start in dead or start in seen:
            continue
        sign = 1 if c == BLACK else -1
        seen.add(start)
        stack = [start]
        room = 0
        stones = []
        while stack:
            p = stack.pop()
            if colors[p] == c and p not in dead:
                stones.append(p)
            elif owner[p] * sign >= SURE_SHARE:
                room += 1
            for n in neighbours[p]:
                if n in seen or owner[n] * sign < SURE_SHARE:
                    continue
                if colors[n] == other(c) and n not in dead:
                    continue
                seen.add(n)
                stack.append(n)
        if room < zone_life and not any(s in alive for s in stones):
            cramped.append(stones)
    return cramped


def show(board: Board, owner: tuple[int, ...] | list[int]) -> str:
    """Draw an ownership map (debugging aid): ``X``/``O`` stones, ``x``/``o`` territory."""
    lines = []
    for row in reversed(range(board.size)):
        cells = []
        for col in range(board.size):
            p = board.point(row, col)
            c = board.color[p]
            o = owner[p]
            if c == BLACK:
                cells.append("X" if o >= 0 else "#")
            elif c == WHITE:
                cells.append("O" if o <= 0 else "@")
            else:
                cells.append("x" if o > 0 else "o" if o < 0 else ".")
        lines.append(" ".join(cells))
    return "\n".join(lines)
