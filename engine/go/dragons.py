"""Worms and dragons: strings of stones, and groups of strings that cannot be cut apart.

A *worm* is a string (:class:`engine.go.board.String`); a *dragon* is a set
of worms of one colour joined by connections the opponent cannot cut, as in
GNU Go.  The connection rules are deliberately few and local; two strings of
colour C are joined when:

1. **Double connection**: they share two or more liberties (if the opponent
   takes one, C takes the other; a bamboo joint is one of these).
2. **Diagonal (kosumi)**: a stone of one is diagonal to a stone of the other
   and both points between them are empty: miai.
3. **Tiger's mouth / eye**: they share a liberty L where an opponent stone
   would be captured at once: it would have no liberty, or one liberty, and
   capture nothing (a one-point eye shared by strings is the extreme case),
   unless capturing it is a snapback (the capturing string of several
   stones left in atari); a ko still joins, the ko rule ignored as GNU Go's
   amalgamation ignores it.
4. **Shared small eye**: they both border the same region of at most
   :data:`SMALL_EYE` empty points that touches no opponent stone; the
   opponent cannot cut through an eye.

Joins are transitive (union-find).  The four rules read nothing ahead.

With ``connections`` (:class:`engine.go.connection.ConnectionLimits`,
:data:`AMALGAMATION_LIMITS` as the GTP dragon commands use it) a fifth rule
reads, as GNU Go's amalgamation asks its connection reader: two close
strings of one colour the rules above leave apart (:func:`close_pairs`: a
liberty of one is a liberty of the other or next to one, or an opponent
string of at most two liberties touches both: one-point jumps, knight's
moves, cutting points that are ladders or nets, cutting stones in atari)
are joined when the opponent, moving first, cannot cut them
(:meth:`engine.go.connection.ConnectionReader.disconnect` fails) without
the reader running out of nodes; a line the depth limit cuts short counts
as connected, as in any ``disconnect``.  On the oracle corpus's held-out
games it brings our dragons to GNU Go 3.8's size for 91 % of the hard 9x9
dragons (67 % without it), 86 % of the 13x13 (55 %) and 71 % of the 19x19
(49 %) (``benchmarks/bench_dragons_vs_gnugo.py --connections``), at about
50 ms a position.  The owl's goal keeps the four rules alone: with the
fifth, the owl agreed less with GNU Go's on its critical dragons and ran
several times slower (``benchmarks/corpus/README.md``).  The move
generator's examination keeps them too: its connecting and cutting moves
read the pairs of dragons they leave apart.  With ``atari_apart`` a string in atari
joins nothing: it is a dragon of its own, as in GNU Go 3.8 (every string in
atari of the oracle corpus's training games is one of its dragons alone).
The GTP commands show those dragons; the owl and the move generator take a
string in atari with the strings it would join (the owl leaves it out of
their goal itself).

With ``eye_spaces`` the dragons are also joined around eye spaces, as GNU
Go's manual describes its first amalgamation ("all boundary components of
an eyeshape"): the strings of colour C that border one eye space of C
(:func:`engine.go.optics.analyse_eyes` with GNU Go's domains, the first
partition) are one dragon, dead stones inside it changing nothing.  Two
conditions come from GNU Go 3.8's dragons on the oracle corpus's training
games: a space of marginal vertices only joins nothing, and a space of
more than :data:`EYE_SPACE_JOIN` points is open ground, not a cave.  It
brings our dragons' sizes nearer GNU Go's on game records
(``benchmarks/bench_dragons_vs_gnugo.py --eye-spaces``), but GNU Go 3.8
itself keeps apart the strings around an eye space that no connection
joins (the corner of ``tests/engine/go/test_go_dragons.py``): its bigger
dragons come from connections, and the owl agrees less with GNU Go's on
the bigger goals.  So it is off by default.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other
from engine.go.connection import ConnectionLimits, ConnectionReader
from engine.go.optics import analyse_eyes, dead_stones
from engine.go.reading import LOSE, ReadingLimits

#: The largest empty region counted as a shared eye by rule 4.
SMALL_EYE = 4

#: The largest eye space whose bordering strings are joined (``eye_spaces``).
EYE_SPACE_JOIN = 15

#: The connection reader's limits for the join by reading (``connections``):
#: small, since every analysis of a position runs it on every close pair.
AMALGAMATION_LIMITS = ConnectionLimits(
    max_depth=5,
    node_limit=300,
    reading=ReadingLimits(branch_depth=3, three_lib_depth=1, max_depth=20, node_limit=60),
)


@dataclass(frozen=True)
class Dragon:
    """A dragon: ``color``, ``origin`` (its lowest point index), its ``stones``,
    and ``strings``, the origins (lowest point index) of its strings, sorted."""

    color: int
    origin: int
    stones: frozenset[int]
    strings: tuple[int, ...]


class Dragons:
    """The dragons of a position; look them up by point with :meth:`dragon_at`."""

    def __init__(self, dragons: list[Dragon]) -> None:
        #: Every dragon, sorted by origin (GNU Go's listing order).
        self.dragons = sorted(dragons, key=lambda d: d.origin)
        self._by_point = {st: d for d in self.dragons for st in d.stones}

    def dragon_at(self, point: int) -> Dragon | None:
        """Return the dragon with a stone at ``point``, or None on an empty point."""
        return self._by_point.get(point)

    def __iter__(self) -> Iterator[Dragon]:
        return iter(self.dragons)

    def __len__(self) -> int:
        return len(self.dragons)


def find_dragons(
    board: Board,
    *,
    atari_apart: bool = False,
    eye_spaces: bool = False,
    connections: ConnectionLimits | None = None,
) -> Dragons:
    """Find the dragons of ``board`` by the rules in the module docstring;
    with ``atari_apart``, each string in atari is a dragon of its own; with
    ``eye_spaces``, the strings around an eye space are joined too; with
    ``connections``, close strings the local rules leave apart are joined
    when the connection reader, within those limits, finds no cut."""
    origin_of, members = _worms(board)
    joins = _Joins(members)
    if atari_apart:
        joins.keep_apart(s for s in members if board.count_liberties(s) == 1)
    _join_double_connections(board, origin_of, joins)
    _join_diagonals(board, origin_of, joins)
    _join_tiger_mouths(board, origin_of, joins)
    _join_small_eyes(board, origin_of, joins)
    if eye_spaces:
        _join_eye_spaces(board, origin_of, joins)
    if connections is not None:
        _join_by_reading(board, origin_of, members, joins, connections)
    groups: dict[int, list[int]] = {}
    for s in members:
        groups.setdefault(joins.find(s), []).append(s)
    colors = board.color
    dragons = []
    for root, strings in groups.items():
        stones = frozenset(st for s in strings for st in members[s])
        dragons.append(Dragon(colors[root], min(stones), stones, tuple(sorted(strings))))
    return Dragons(dragons)


#: The names of the four local rules of the module docstring, in order.
LOCAL_RULES = ("double", "diagonal", "tiger", "eye")


def local_joins(board: Board) -> dict[tuple[int, int], frozenset[str]]:
    """The pairs of strings that the four local rules join directly, by their
    origins (the lower first), each with the names of the rules that join it
    (:data:`LOCAL_RULES`).  A rule joining several strings at once (an eye, a
    tiger's mouth) joins each pair of them; the joins :func:`find_dragons`
    makes through a third string are left out."""
    origin_of, members = _worms(board)
    found: dict[tuple[int, int], set[str]] = {}
    rules = (_join_double_connections, _join_diagonals, _join_tiger_mouths, _join_small_eyes)
    for name, rule in zip(LOCAL_RULES, rules, strict=True):
        rule(board, origin_of, _Recorded(members, name, found))
    return {pair: frozenset(names) for pair, names in found.items()}


def _worms(board: Board) -> tuple[dict[int, int], dict[int, list[int]]]:
    """The strings of ``board``: the origin of each stone's string, and the
    sorted stones of each string by its origin."""
    colors = board.color
    origin_of: dict[int, int] = {}
    members: dict[int, list[int]] = {}
    for pos in board.points:
        if colors[pos] not in (EMPTY, BORDER) and pos not in origin_of:
            stones = board.stone_string(pos).stones
            origin = min(stones)
            members[origin] = sorted(stones)
            for st in stones:
                origin_of[st] = origin
    return origin_of, members


class _Joins:
    """Union-find over string origins; a set is named by its lowest origin."""

    def __init__(self, origins: Iterable[int]) -> None:
        self.parent = {s: s for s in origins}
        self.apart: set[int] = set()

    def keep_apart(self, origins: Iterable[int]) -> None:
        """Let the strings of ``origins`` join nothing."""
        self.apart.update(origins)

    def find(self, s: int) -> int:
        """The lowest origin of the set holding ``s``."""
        parent = self.parent
        while parent[s] != s:
            parent[s] = parent[parent[s]]
            s = parent[s]
        return s

    def union_all(self, origins: list[int]) -> None:
        """Join the sets of all of ``origins`` (those kept apart excepted)."""
        joined = [s for s in origins if s not in self.apart]
        for s in joined[1:]:
            self.union(joined[0], s)

    def union(self, a: int, b: int) -> None:
        """Join the sets of ``a`` and ``b``."""
        if a in self.apart or b in self.apart:
            return
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[max(ra, rb)] = min(ra, rb)


class _Recorded(_Joins):
    """Joins that only record each pair asked for, under the name of a rule."""

    def __init__(self, origins: Iterable[int], rule: str, found: dict[tuple[int, int], set[str]]):
        super().__init__(origins)
        self.rule = rule
        self.found = found

    def union_all(self, origins: list[int]) -> None:
        for i, a in enumerate(origins):
            for b in origins[i + 1 :]:
                self.union(a, b)

    def union(self, a: int, b: int) -> None:
        if a != b:
            self.found.setdefault((min(a, b), max(a, b)), set()).add(self.rule)


def _join_double_connections(board: Board, origin_of: dict[int, int], joins: _Joins) -> None:
    """Rule 1: strings of one colour that share two or more liberties."""
    colors = board.color
    neighbours = board.neighbours
    shared: dict[tuple[int, int], int] = {}
    for lib in board.points:
        if colors[lib] != EMPTY:
            continue
        around = sorted({origin_of[n] for n in neighbours[lib] if colors[n] in (BLACK, WHITE)})
        for i, a in enumerate(around):
            for b in around[i + 1 :]:
                if colors[a] == colors[b]:
                    shared[(a, b)] = shared.get((a, b), 0) + 1
    for (a, b), count in shared.items():
        if count >= 2:
            joins.union(a, b)


def _join_diagonals(board: Board, origin_of: dict[int, int], joins: _Joins) -> None:
    """Rule 2: stones diagonal to each other with both points between them empty."""
    colors = board.color
    stride = board.stride
    for pos in board.points:
        color = colors[pos]
        if color in (EMPTY, BORDER):
            continue
        for diagonal, between in (
            (pos + stride + 1, (pos + 1, pos + stride)),
            (pos + stride - 1, (pos - 1, pos + stride)),
        ):
            if colors[diagonal] == color and all(colors[b] == EMPTY for b in between):
                joins.union(origin_of[pos], origin_of[diagonal])


def _join_tiger_mouths(board: Board, origin_of: dict[int, int], joins: _Joins) -> None:
    """Rule 3: strings around a shared liberty where an opponent stone dies at once."""
    colors = board.color
    neighbours = board.neighbours
    for lib in board.points:
        if colors[lib] != EMPTY:
            continue
        for color in (BLACK, WHITE):
            around = sorted({origin_of[n] for n in neighbours[lib] if colors[n] == color})
            if len(around) < 2:
                continue
            if _opponent_dies_at(board, lib, other(color)):
                joins.union_all(around)


def _join_small_eyes(board: Board, origin_of: dict[int, int], joins: _Joins) -> None:
    """Rule 4: strings around one empty region of at most :data:`SMALL_EYE` points
    that touches no opponent stone."""
    colors = board.color
    neighbours = board.neighbours
    seen: set[int] = set()
    for pos in board.points:
        if colors[pos] != EMPTY or pos in seen:
            continue
        region = [pos]
        around_colors: set[int] = set()
        around: set[int] = set()
        seen.add(pos)
        stack = [pos]
        while stack:
            p = stack.pop()
            for n in neighbours[p]:
                c = colors[n]
                if c == EMPTY and n not in seen:
                    seen.add(n)
                    region.append(n)
                    stack.append(n)
                elif c in (BLACK, WHITE):
                    around_colors.add(c)
                    around.add(origin_of[n])
        if len(region) <= SMALL_EYE and len(around_colors) == 1:
            joins.union_all(sorted(around))


def _join_eye_spaces(board: Board, origin_of: dict[int, int], joins: _Joins) -> None:
    """Join the lively strings of colour C around each eye space of C that has a
    point not marginal and at most :data:`EYE_SPACE_JOIN` points."""
    colors = board.color
    neighbours = board.neighbours
    dead = dead_stones(board)
    for color in (BLACK, WHITE):
        for space in analyse_eyes(
            board, color, repartition=False, dead=dead, domains="influence"
        ).spaces:
            if len(space.points) > EYE_SPACE_JOIN or space.points <= space.marginal:
                continue
            around = {
                origin_of[n]
                for p in space.points
                for n in neighbours[p]
                if colors[n] == color and n not in dead
            }
            joins.union_all(sorted(around))


def close_pairs(board: Board) -> list[tuple[int, int]]:
    """Pairs of strings of one colour (by their origins, the lowest point of
    each) close enough for a connection to be read: a liberty of one is a
    liberty of the other or next to one (one-point jumps, knight's moves,
    diagonals with a cutting stone, two-point jumps), or an opponent string
    of at most two liberties touches both (cutting stones in atari or in a
    ladder).  Sorted, each pair once."""
    return _close_pairs(board, *_worms(board))


def _close_pairs(
    board: Board, origin_of: dict[int, int], members: dict[int, list[int]]
) -> list[tuple[int, int]]:
    """:func:`close_pairs` of the strings as :func:`_worms` lists them."""
    colors = board.color
    neighbours = board.neighbours
    libs_of = {origin: board.stone_string(origin).libs for origin in members}
    near: dict[int, set[int]] = {}  # an empty point -> the strings it is near
    pairs: set[tuple[int, int]] = set()
    for origin, stones in members.items():
        libs = libs_of[origin]
        for lib in libs:
            near.setdefault(lib, set()).add(origin)
            for n in neighbours[lib]:
                if colors[n] == EMPTY:
                    near.setdefault(n, set()).add(origin)
        if len(libs) <= 2:
            cutting = sorted(
                {
                    origin_of[n]
                    for st in stones
                    for n in neighbours[st]
                    if colors[n] in (BLACK, WHITE)
                }
            )
            for i, a in enumerate(cutting):
                for b in cutting[i + 1 :]:
                    if colors[a] == colors[b]:
                        pairs.add((a, b))
    for origin, libs in libs_of.items():
        color = colors[origin]
        for lib in libs:
            for other_origin in near.get(lib, ()):
                if other_origin != origin and colors[other_origin] == color:
                    pairs.add((min(origin, other_origin), max(origin, other_origin)))
    return sorted(pairs)


def _join_by_reading(
    board: Board,
    origin_of: dict[int, int],
    members: dict[int, list[int]],
    joins: _Joins,
    limits: ConnectionLimits,
) -> None:
    """Join the close pairs (:func:`close_pairs`) the other rules leave apart
    when the opponent, moving first, cannot cut them: ``disconnect`` fails
    without running out of nodes (a line the depth limit cuts short counts
    as connected, as in any ``disconnect``; one the node limit cuts short
    leaves the pair apart)."""
    reader = ConnectionReader(board, limits)
    for a, b in _close_pairs(board, origin_of, members):
        if a in joins.apart or b in joins.apart or joins.find(a) == joins.find(b):
            continue
        code, _ = reader.disconnect(a, b)
        if code == LOSE and not reader.exhausted:
            joins.union(a, b)


def _opponent_dies_at(board: Board, lib: int, opponent: int) -> bool:
    """Say whether an ``opponent`` stone at ``lib`` would be illegal or capturable at once.

    A capture that the opponent answers by taking back more than one stone
    (a snapback) does not count; a ko does (GNU Go's amalgamation ignores the
    ko rule).
    """
    if not board.is_legal(lib, opponent):
        return True
    captures_before = board.captures[opponent]
    board.play(lib, opponent)
    try:
        captured = board.captures[opponent] != captures_before
        if captured or board.count_liberties(lib) > 1:
            return False
        (last,) = board.stone_string(lib).libs
        if not board.play(last, other(opponent)):
            return True
        try:
            capturer = board.stone_string(last)
            return len(capturer.libs) > 1 or len(capturer.stones) == 1
        finally:
            board.undo()
    finally:
        board.undo()
