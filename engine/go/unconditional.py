"""Unconditional life and territory, GNU Go's ``unconditional_status``.

The words, as GNU Go's GTP command answers them:

* a stone is ``alive`` when its string can never be captured, even if the
  opponent gets any number of moves in a row (an *invincible* string), and
  also when it could be captured but stands on or next to unconditional
  territory of its own colour;
* a stone is ``dead`` when it stands on the other colour's unconditional
  territory;
* an empty point of a colour's unconditional territory is
  ``black_territory`` / ``white_territory``;
* everything else is ``undecided`` (seki, open areas, groups that still need
  a move).

The algorithm is the one GNU Go's manual gives for ``unconditional_life()``
(the chapter on utility functions), run once for each colour C, with O the
opponent; only O ever moves:

1. **Invincible strings.**  Take the C strings in turn, and let O play on all
   the liberties of one, again and again while some move is legal.  When
   that captures it, the string is gone and O's stones stay; when it does
   not, O's moves are taken back.  Go round until no string falls: the C
   strings left are invincible.
2. **Territory**, from the position step 1 ends in (C has only its
   invincible strings):

   a. O plays on every liberty of the invincible strings where legal;
   b. O extends its strings in atari, again and again, except where that
      is suicide;
   c. O plays wherever its stone gets at least two empty neighbours
      (splitting big eyes into small ones);
   d. O plays wherever its stone gets one empty neighbour (two-space eyes
      become one-space eyes).

   The territory is every O string left in atari whose last liberty is a
   suicide for O, with that liberty, and every liberty of the invincible
   strings still empty.  O's stones of the original position on it are
   dead.

The points are visited in the board's listing order (top row first).  Three
details the manual leaves open were settled by GNU Go 3.8's answers on the
oracle corpus (``benchmarks/corpus``; ``benchmarks/bench_vs_gnugo.py``): the
stones O played to capture in step 1 stay on the board; an O string in atari
that could still extend (its liberty not a suicide) is not territory; and
step c plays where the stone gets *at least* two empty neighbours.
"""

from __future__ import annotations

from collections.abc import Iterable
from collections.abc import Set as AbstractSet
from dataclasses import dataclass

from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other

ALIVE = "alive"
DEAD = "dead"
UNDECIDED = "undecided"
TERRITORY = {BLACK: "black_territory", WHITE: "white_territory"}


def components(
    points: Iterable[int],
    neighbours: list[tuple[int, ...]],
    apart: AbstractSet[int] = frozenset(),
) -> list[list[int]]:
    """Split ``points`` into 4-connected components (each a list, in discovery order).

    Two points of ``apart`` side by side do not join (optics' marginal
    vertices in GNU Go's partition).
    """
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
            edge = p in apart
            for n in neighbours[p]:
                if n in todo and not (edge and n in apart):
                    todo.discard(n)
                    part.append(n)
                    stack.append(n)
        result.append(part)
    return result


@dataclass(frozen=True)
class UnconditionalLife:
    """What step 1 and 2 find for one colour: its invincible stones and its territory.

    ``territory`` holds points of any colour in the original position
    (empty points, the opponent's dead stones, the colour's own capturable
    stones).
    """

    alive: frozenset[int]
    territory: frozenset[int]


def _stones_only(board: Board) -> Board:
    """A copy of ``board``'s stones, without history or ko."""
    work = Board(board.size)
    work.setup({p: board.color[p] for p in board.points if board.color[p] != EMPTY})
    return work


def _string_origins(board: Board, color: int) -> list[int]:
    """The first stone (in listing order) of every ``color`` string."""
    seen: set[int] = set()
    origins = []
    for p in board.points:
        if board.color[p] == color and p not in seen:
            seen.update(board.stone_string(p).stones)
            origins.append(p)
    return origins


def _capture_by_filling(work: Board, origin: int, attacker: int) -> bool:
    """Let ``attacker`` fill the liberties of the string at ``origin`` until it falls.

    Returns True (the attacker's stones stay) when the string is captured;
    otherwise every stone played is taken back and False is returned.
    """
    defender = work.color[origin]
    played = 0
    progress = True
    while progress and work.color[origin] == defender:
        progress = False
        for lib in sorted(work.stone_string(origin).libs):
            if work.is_legal(lib, attacker):
                work.play(lib, attacker)
                played += 1
                progress = True
                if work.color[origin] != defender:
                    break
    if work.color[origin] == defender:
        for _ in range(played):
            work.undo()
        return False
    return True


def _invincible(work: Board, color: int) -> frozenset[int]:
    """Step 1 on ``work`` (changed: captured strings gone, the opponent's stones stay)."""
    attacker = other(color)
    changed = True
    while changed:
        changed = False
        for origin in _string_origins(work, color):
            if work.color[origin] == color and _capture_by_filling(work, origin, attacker):
                changed = True
    return frozenset(p for p in work.points if work.color[p] == color)


def pass_alive_stones(board: Board, color: int) -> frozenset[int]:
    """Return the stones of ``color`` that no number of opponent moves in a row can capture."""
    return _invincible(_stones_only(board), color)


def unconditional_life(board: Board, color: int) -> UnconditionalLife:
    """Run GNU Go's ``unconditional_life()`` for ``color`` on ``board`` (left unchanged)."""
    work = _stones_only(board)
    alive = _invincible(work, color)
    opponent = other(color)
    colors = work.color
    neighbours = work.neighbours

    # a. The opponent on every liberty of the invincible strings.
    liberties = sorted({n for p in alive for n in neighbours[p] if colors[n] == EMPTY})
    for lib in liberties:
        if work.is_legal(lib, opponent):
            work.play(lib, opponent)
    # b. Its strings in atari extend while they can.
    extended = True
    while extended:
        extended = False
        for p in work.points:
            string = work.string_at(p) if colors[p] == opponent else None
            if string is not None and len(string.libs) == 1:
                (lib,) = string.libs
                if work.is_legal(lib, opponent):
                    work.play(lib, opponent)
                    extended = True
    # c. and d. Big eyes split, two-space eyes reduced.
    for wanted in (2, 1):
        for p in work.points:
            if colors[p] == EMPTY and work.is_legal(p, opponent):
                if sum(colors[n] == EMPTY for n in neighbours[p]) >= wanted:
                    work.play(p, opponent)

    territory: set[int] = set()
    for p in work.points:
        if colors[p] == opponent:
            string = work.stone_string(p)
            if len(string.libs) == 1:
                (lib,) = string.libs
                if not work.is_legal(lib, opponent):
                    territory.update((p, lib))
        elif colors[p] == EMPTY and any(n in alive for n in neighbours[p]):
            territory.add(p)
    return UnconditionalLife(alive, frozenset(territory))


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
    """Classify every point of ``board`` as GNU Go's ``unconditional_status`` does."""
    status = dict.fromkeys(board.points, UNDECIDED)
    colors = board.color
    for color in (BLACK, WHITE):
        life = unconditional_life(board, color)
        for p in life.alive:
            status[p] = ALIVE
        for p in board.points:
            if p in life.alive:
                continue
            if p in life.territory and colors[p] == EMPTY:
                status[p] = TERRITORY[color]
            elif p in life.territory and colors[p] == other(color):
                status[p] = DEAD
            elif colors[p] == color and (
                p in life.territory or any(n in life.territory for n in board.neighbours[p])
            ):
                status[p] = ALIVE
    return UnconditionalStatus(status)


def opponent_can_live(board: Board, region: Iterable[int], player: int) -> bool:
    """Say whether ``player`` could build a pass-alive string inside ``region`` alone.

    ``region`` is a connected set of points walled in by the other colour
    (whose stones in it are assumed capturable).  ``player`` lives iff it can
    fill the region leaving two separate eye points, each with all its
    neighbours inside the region and none holding a stone of ``player``'s
    opponent, and every ``player`` string next to an eye touching both.
    (The eye-space analysis asks this of its regions; the unconditional
    status itself follows GNU Go's procedure above.)
    """
    inside = set(region)
    neighbours = board.neighbours
    colors = board.color

    def on_board(p: int) -> list[int]:
        return [n for n in neighbours[p] if colors[n] != BORDER]

    wall = 3 - player
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
    # Whether some pair of eye points works does not depend on the order they
    # are tried in.  Near pairs first: in a big region one of them almost
    # always works; the other pairs only when none does.
    stride = board.stride
    members = set(interior)
    near_pairs = {
        (a, b)
        for a in interior
        for b in (a + 2, a + stride - 1, a + stride + 1, a + 2 * stride)
        if b in members
    }
    if any(_two_eyes(board, inside, e1, e2) for e1, e2 in sorted(near_pairs)):
        return True
    return any(
        _two_eyes(board, inside, a, b)
        for i, a in enumerate(interior)
        for b in interior[i + 1 :]
        if b not in neighbours[a] and (a, b) not in near_pairs
    )


def _two_eyes(board: Board, inside: set[int], e1: int, e2: int) -> bool:
    """Whether ``e1`` and ``e2`` serve as the two eye points of the region
    ``inside``: every part of the rest of it that touches one touches both
    (see :func:`opponent_can_live`)."""
    neighbours = board.neighbours
    colors = board.color
    rest = inside - {e1, e2}
    seen: set[int] = set()
    starts = [n for n in neighbours[e1] + neighbours[e2] if colors[n] != BORDER]
    for start in starts:
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
            return False
    return True
