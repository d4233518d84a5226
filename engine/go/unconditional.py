"""Unconditional life and territory (Benson), GNU Go's ``unconditional_status``.

The words, as GNU Go's GTP command answers them:

* a stone is ``alive`` when its string can never be captured, even if the
  opponent gets any number of moves in a row (Benson's *pass-alive*), and
  also, as GNU Go counts it, when it stands in its own colour's territory
  (below): the opponent could capture it but never live there;
* a stone is ``dead`` when it stands in a region walled in by the other
  colour's pass-alive strings where its owner cannot build a pass-alive
  string of its own, even with any number of moves in a row;
* an empty point in such a region is the walling colour's territory
  (``black_territory`` / ``white_territory``);
* everything else is ``undecided`` (seki, open areas, groups that still need
  a move).

Benson's algorithm, as used here: a *region* of colour C is a maximal
connected set of points without C stones.  A region is *vital* to a C string
when each of its empty points is a liberty of that string.  Starting from all
C strings, drop every string with fewer than two vital regions among the
regions whose bordering C strings are all still in the set, until nothing
changes; what is left is pass-alive.

Whether the opponent O can live inside a region R walled in by pass-alive C
strings is an exact question when C never moves: O lives iff it can fill R
leaving two separate empty points ``e1``, ``e2`` whose neighbours all lie in R
(an eye next to a C stone would be part of C's region, never vital to O, and
capturing that stone would need the eye point filled), and every O string
next to ``e1`` or ``e2`` touches both (see :func:`opponent_can_live`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other

ALIVE = "alive"
DEAD = "dead"
UNDECIDED = "undecided"
TERRITORY = {BLACK: "black_territory", WHITE: "white_territory"}


def components(points: Iterable[int], neighbours: list[tuple[int, ...]]) -> list[list[int]]:
    """Split ``points`` into 4-connected components (each a list, in discovery order)."""
    todo = set(points)
    result = []
    for start in sorted(todo):
        if start not in todo:
            continue
        todo.discard(start)
        part = [start]
        stack = [start]
        while stack:
            p = stack.pop()
            for n in neighbours[p]:
                if n in todo:
                    todo.discard(n)
                    part.append(n)
                    stack.append(n)
        result.append(part)
    return result


def pass_alive_stones(board: Board, color: int) -> frozenset[int]:
    """Return the stones of ``color`` that are pass-alive (Benson's unconditional life)."""
    colors = board.color
    neighbours = board.neighbours
    strings: dict[int, frozenset[int]] = {}  # origin -> stones
    string_of: dict[int, int] = {}
    libs: dict[int, set[int]] = {}
    for pos in board.points:
        if colors[pos] == color and pos not in string_of:
            string = board.stone_string(pos)
            origin = min(string.stones)
            strings[origin] = frozenset(string.stones)
            libs[origin] = set(string.libs)
            for st in string.stones:
                string_of[st] = origin
    if not strings:
        return frozenset()
    regions = components((p for p in board.points if colors[p] != color), neighbours)
    # For each region: the strings bordering it, and the strings it is vital to.
    borders: list[set[int]] = []
    vital_to: list[set[int]] = []
    for region in regions:
        around = {string_of[n] for p in region for n in neighbours[p] if colors[n] == color}
        empties = [p for p in region if colors[p] == EMPTY]
        borders.append(around)
        vital_to.append({s for s in around if all(e in libs[s] for e in empties)})
    alive = set(strings)
    live_regions = set(range(len(regions)))
    while True:
        live_regions = {r for r in live_regions if borders[r] <= alive}
        vital_count = dict.fromkeys(alive, 0)
        for r in live_regions:
            for s in vital_to[r]:
                if s in vital_count:
                    vital_count[s] += 1
        survivors = {s for s, count in vital_count.items() if count >= 2}
        if survivors == alive:
            break
        alive = survivors
    return frozenset(st for s in alive for st in strings[s])


def opponent_can_live(board: Board, region: Iterable[int], player: int) -> bool:
    """Say whether ``player`` could build a pass-alive string inside ``region`` alone.

    ``region`` is a connected set of points walled in by the other colour
    (whose stones in it are assumed capturable).  The test is the one in the
    module docstring: two non-adjacent eye points, each with all its
    neighbours inside the region and none holding a stone of ``player``
    (its own stones cannot be taken away), and the rest of the region filled
    so that every string next to an eye touches both.
    """
    inside = set(region)
    neighbours = board.neighbours
    colors = board.color

    def on_board(p: int) -> list[int]:
        return [n for n in neighbours[p] if colors[n] != BORDER]

    wall = other(player)
    # An eye point must end up empty with only ``player`` stones around it.
    # An empty one next to a stone of the wall colour would have to be filled
    # to capture that stone, so it cannot serve; a wall stone on the eye
    # point itself can be captured (its liberties are the eye's neighbours).
    interior = [
        p
        for p in sorted(inside)
        if colors[p] != player
        and all(n in inside for n in on_board(p))
        and (colors[p] == wall or all(colors[n] != wall for n in on_board(p)))
    ]
    if len(interior) < 2:
        return False
    # Near pairs first: in a big region one of them almost always works.
    stride = board.stride
    pairs = sorted(
        (
            (a, b)
            for i, a in enumerate(interior)
            for b in interior[i + 1 :]
            if b not in neighbours[a]
        ),
        key=lambda ab: (
            abs(divmod(ab[0], stride)[0] - divmod(ab[1], stride)[0])
            + abs(divmod(ab[0], stride)[1] - divmod(ab[1], stride)[1])
        ),
    )
    for e1, e2 in pairs:
        rest = inside - {e1, e2}
        ok = True
        seen: set[int] = set()
        for start in on_board(e1) + on_board(e2):
            if start in seen:
                continue
            part = {start}
            stack = [start]
            while stack:
                p = stack.pop()
                for n in neighbours[p]:
                    if n in rest and n not in part:
                        part.add(n)
                        stack.append(n)
            seen |= part
            if not (part & set(neighbours[e1]) and part & set(neighbours[e2])):
                ok = False
                break
        if ok:
            return True
    return False


@dataclass(frozen=True)
class UnconditionalStatus:
    """The unconditional status of every point of a position.

    ``status`` maps each on-board point to ``alive``, ``dead``, ``undecided``,
    ``black_territory`` or ``white_territory``.
    """

    status: dict[int, str]

    def at(self, pos: int) -> str:
        """Return the status word of ``pos``."""
        return self.status[pos]


def unconditional_status(board: Board) -> UnconditionalStatus:
    """Classify every point of ``board`` as GNU Go's ``unconditional_status`` does.

    Like GNU Go, stones found dead are then taken off (on a copy of the
    board) and the analysis is repeated: a string that leans on dead stones
    only (its last liberty inside the other colour's hopeless group, say)
    then counts as alive, and the territory grows to match.
    """
    work = Board(board.size)
    work.setup({p: board.color[p] for p in board.points if board.color[p] != EMPTY})
    status = {p: UNDECIDED for p in board.points}
    removed: set[int] = set()
    while True:
        dead_now = _classify(work, status)
        if not dead_now - removed:
            break
        removed |= dead_now
        work.setup(dict.fromkeys(dead_now, EMPTY))
    for p in removed:
        status[p] = DEAD
    return UnconditionalStatus(status)


def _classify(board: Board, status: dict[int, str]) -> set[int]:
    """One round of the analysis on ``board``: fill in ``status``, return the dead stones."""
    colors = board.color
    dead: set[int] = set()
    for color in (BLACK, WHITE):
        alive = pass_alive_stones(board, color)
        if not alive:
            continue
        for st in alive:
            status[st] = ALIVE
        for region in components((p for p in board.points if p not in alive), board.neighbours):
            if opponent_can_live(board, region, other(color)):
                continue
            for p in region:
                c = colors[p]
                if c == EMPTY:
                    status[p] = TERRITORY[color]
                elif c != color:
                    dead.add(p)
                else:
                    # As GNU Go has it: the opponent may take this stone, but
                    # can never live where it stood, so it counts as alive.
                    status[p] = ALIVE
    return dead
