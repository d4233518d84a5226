"""Eye spaces, half and false eyes, and eye values: GNU Go's "optics", in Python.

The concepts and names are GNU Go's (``optics.c``); the method is this
project's own.  For a colour C (the *border colour*) and its opponent O:

1. **Dead stones** (:func:`dead_stones`).  An O string walled in by C, in a
   region where O cannot make two eyes, is dead: its points are part of C's
   eye space.  Every other stone is *lively*.  The GTP eye commands take
   GNU Go's unlively strings instead (:func:`unlively_stones`: captured,
   with no defense, by the tactical reader): a walled-in string the
   reader cannot kill is lively to GNU Go's primary domains.
2. **Domains**.  O *reaches* an empty (or dead) point next to a lively O
   stone, and goes on from a reached point only when that point touches no
   lively C stone (a point next to C's wall is as far as O gets).  C's
   *domain* is what C reaches and O does not.
3. **Eye spaces** (first partition).  The eye points of C are its domain plus
   the points next to it that both colours reach; those are *marginal*
   vertices (O can play there and stay connected to the outside); with
   GNU Go's domains, so are the points of the domain next to a point only O
   reaches.  An eye space is a connected set of eye points; its *origin* is
   its lowest point.
4. **Topological analysis** of each inner point's diagonals (GNU Go's
   ``topological_eye``): a diagonal counts 0 when it is C's (a lively C
   stone, C's domain, a point O cannot play on safely), 2 when it is O's (a
   lively O stone, O's domain, a point C cannot play on safely), and 1 when
   it is contested (an empty point both can take, an O string in atari;
   with GNU Go's domains also an O string of two liberties the tactical
   reader captures outright, while a point of C's domain where O can play
   and the tactical reader does not capture the stone (GNU Go's safe move),
   or where O's lone stone is taken back only by a ko, counts GNU Go's
   3/4, a margin of the domain, next to a point only O influences, is
   contested as a point both colours reach, and an empty point both
   colours reach is O's to play only where the tactical reader does not
   capture O's stone there).  On the edge and in the
   corner the missing diagonals add 2.  A total of 4 or more makes a
   **false eye**, 3 a **half eye** (the contested diagonals are its attack
   and defense points).  Only the tips of a space (points with at most
   one neighbour in it) are analysed, as GNU Go does (:func:`is_tip`); with
   GNU Go's domains the dead stones' points too (only a false eye kept
   there).
5. **Partition again** (the patch this project grew from).  With
   ``repartition`` (the default), false eyes leave C's domain and the eye
   spaces are rebuilt from scratch by step 3, so a false eye can split an
   eye space in two; each group of false eyes becomes an eye space of its
   own, worth nothing.  Without it (``go:repartition=off``, the old way) the
   spaces of step 3 stay as they were and a false eye is only marked as a
   marginal vertex.
6. **Eye values** ``a b c d`` (eyes if the attacker moves twice, if the
   attacker moves first, if the defender moves first, if the defender moves
   twice), by an exact local game on the eye space (:func:`solve_shape`):
   both sides play on its points (and on the key diagonal of each half eye),
   with captures and ko, until both pass; then each connected part of the
   space that holds no O stone or empty point on a marginal vertex, and no
   unsettled half eye, is one eye (at most 2 are counted).  Results are
   cached by the shape's canonical form under the 8 board symmetries, so a
   shape seen before costs a dictionary look-up (a shape of more than
   :data:`PYTHON_SEARCH` cells is searched by the same game compiled,
   :mod:`engine.go.eye_game`).  Spaces too big to search
   are worth ``2 2 2 2``, as GNU Go counts a big eye space.  With GNU Go's
   domains a space of :data:`UNSEARCHED_SIZE` points or more is valued by
   its size and marginal vertices alone (:func:`_value_by_size`), as GNU
   Go values the spaces its eye patterns do not hold (except the shapes of
   :data:`SEARCHED_BIG` the search values ``1 2``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.go import bitsets, eye_shapes
from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other
from engine.go.reading import LOSE, WIN, TacticalReader, is_self_atari
from engine.go.unconditional import components, opponent_can_live

#: A region walled in by C of at most this many points cannot give O two eyes
#: in practice, whatever the Benson-style test says.
SMALL_DEAD_REGION = 6

#: Eye spaces with more cells (points plus half-eye keys) than this are not
#: searched; their marginal vertices are dropped first, then they count as big.
MAX_SEARCH = 9

#: With GNU Go's domains, a space of at least this many points is valued by
#: its size and its marginal vertices alone, unsearched: GNU Go's answers on
#: training games follow that rule on every space of 10 points or more and
#: on nearly every space of 7 to 9 (its eye patterns cover smaller shapes,
#: which the search solves).
UNSEARCHED_SIZE = 7
#: ... as two eyes when its points outnumber twice its marginal vertices by
#: more than this, as one when they outnumber them at all, else as none.
BIG_MARGIN = 3

#: ... except a space of this many points and marginal vertices that the
#: search values ``1 2`` (the attacker's move first leaves one eye): GNU Go's
#: eye patterns hold such shapes (on training games, 8 of the 12 spaces of 9
#: points with two margins are ``1 2``, the others ``2 2``).
SEARCHED_BIG = (9, 2)

#: Only strings of at most this many liberties are read for
#: :func:`unlively_stones`: with more, our reader misses defenses GNU Go's
#: finds (a group with two eyes it must make first), and on training games
#: reading them changes no answer.
UNLIVELY_LIBERTIES = 2

#: The topological value of a diagonal in the border colour's own domain
#: where the opponent can play without being captured at once (GNU Go's
#: manual: a ko good for the defender, between 0 and 1).
KO_DIAGONAL = 0.75

#: Eye shapes of at most this many cells are searched in Python, bigger ones
#: compiled (see :func:`search_shape`).
PYTHON_SEARCH = 5

#: The attributes of one cell of an eye shape: ``(kind, marginal, wall,
#: start, keys)`` (see :func:`_make_space`), ``keys`` the indices of the
#: cells a half eye's key diagonal stands for.
CellAttrs = tuple[Any, ...]
#: An eye shape in canonical form: ``(row, col, attrs)`` per cell.
Shape = tuple[tuple[int, int, CellAttrs], ...]
#: The cells' contents in the local game of an eye space.
State = tuple[int, ...]

#: States of a cell in the local game.
_EMPTY, _DEF, _ATT = 0, 1, 2

#: Eye kinds from the topological analysis (GNU Go's words).
PROPER_EYE = "eye"
HALF_EYE = "half"
FALSE_EYE = "false"


@dataclass(frozen=True)
class EyeValue:
    """GNU Go's eye value ``a b c d``: eyes if the attacker moves twice, if the
    attacker moves first, if the defender moves first, if the defender moves twice."""

    a: int
    b: int
    c: int
    d: int

    @property
    def min_eyes(self) -> int:
        """Eyes the defender keeps when the attacker moves first (``b``)."""
        return self.b

    @property
    def max_eyes(self) -> int:
        """Eyes the defender gets when it moves first (``c``)."""
        return self.c

    def __str__(self) -> str:
        return f"{self.a} {self.b} {self.c} {self.d}"


NO_EYE = EyeValue(0, 0, 0, 0)
BIG_EYE = EyeValue(2, 2, 2, 2)


@dataclass(frozen=True)
class HalfEye:
    """The topological analysis of one eye point (GNU Go's ``half_eye_data``).

    ``value`` is the diagonal sum (edge bonus included), ``kind`` is
    :data:`PROPER_EYE`, :data:`HALF_EYE` or :data:`FALSE_EYE`; the attack and
    defense points are the contested diagonals (for a half eye).
    """

    point: int
    value: float
    kind: str
    attack_points: tuple[int, ...] = ()
    defense_points: tuple[int, ...] = ()


@dataclass(frozen=True)
class EyeSpace:
    """One eye space of border colour ``color``.

    ``origin`` is its lowest point, ``points`` all its points (empty points
    and dead stones), ``marginal`` its marginal vertices, ``value`` its eye
    value with ``attack_point`` / ``defense_point`` (None when the attacker
    and defender get the same), ``half_eyes`` and ``false_eyes`` the points
    the topological analysis marked.
    """

    color: int
    origin: int
    points: frozenset[int]
    marginal: frozenset[int]
    value: EyeValue
    attack_point: int | None = None
    defense_point: int | None = None
    half_eyes: frozenset[int] = frozenset()
    false_eyes: frozenset[int] = frozenset()

    @property
    def size(self) -> int:
        """Number of points (GNU Go's ``esize``)."""
        return len(self.points)


@dataclass(frozen=True)
class Optics:
    """The eye analysis of one colour: its eye spaces and the half-eye data."""

    color: int
    spaces: tuple[EyeSpace, ...]
    half_eyes: dict[int, HalfEye] = field(default_factory=dict)
    space_at: dict[int, EyeSpace] = field(default_factory=dict)


@dataclass(frozen=True)
class EyeEval:
    """What ``eval_eye`` answers about a point: its eye space, and the value."""

    space: EyeSpace


# ----- dead stones and domains -------------------------------------------


def dead_stones(board: Board) -> frozenset[int]:
    """Return the stones considered dead for the eye analysis (see the module docstring).

    First, a string is dead when the region of points without the other
    colour's stones that holds it is small (:data:`SMALL_DEAD_REGION`): a
    stone inside a nakade shape.  Then, with those taken as already captured,
    a string is dead when its owner could not make two eyes in its region
    even moving alone.  The order matters: a group is not dead for lack of
    eyes when the stone spoiling them is itself dead.

    The answer depends on the stones alone, and every owl query starts with
    it (``dragon_status`` twice on the same position), so it is cached by
    the stones themselves (not their hash: no collision can change it).
    """
    return _dead_stones(board.size, tuple(board.color))


@lru_cache(maxsize=256)
def _dead_stones(size: int, position: tuple[int, ...]) -> frozenset[int]:
    """:func:`dead_stones` of the position whose ``Board.color`` is ``position``,
    worked out on a board of its own (only the stones matter)."""
    board = Board(size)
    board.setup({p: c for p, c in enumerate(position) if c in (BLACK, WHITE)})
    colors = board.color
    small: set[int] = set()
    for wall in (BLACK, WHITE):
        owner = other(wall)
        for region in components((p for p in board.points if colors[p] != wall), board.neighbours):
            if len(region) <= SMALL_DEAD_REGION:
                small.update(p for p in region if colors[p] == owner)
    dead = set(small)
    for wall in (BLACK, WHITE):
        owner = other(wall)
        open_points = (p for p in board.points if colors[p] != wall or p in small)
        for region in components(open_points, board.neighbours):
            stones = [p for p in region if colors[p] == owner and p not in small]
            if stones and not opponent_can_live(board, region, owner):
                dead.update(stones)
    return frozenset(dead)


def unlively_stones(board: Board) -> frozenset[int]:
    """Return the stones of the strings that are not *lively* in GNU Go's sense.

    GNU Go's manual calls a string lively when it cannot be tactically
    attacked or has a tactical defense; the eye spaces of its primary
    domains (``domains="influence"``) see the other strings as not there.
    So a string is unlively here when the tactical reader (with the GTP
    queries' limits) captures it and finds no defense,
    whoever is to move; only strings of at most :data:`UNLIVELY_LIBERTIES`
    liberties are read.
    """
    reader = TacticalReader(board)
    unlively: set[int] = set()
    for string in board.strings():
        pos = min(string.stones)
        if (
            len(string.libs) <= UNLIVELY_LIBERTIES
            and reader.attack(pos)[0] != LOSE
            and reader.defend(pos)[0] == LOSE
        ):
            unlively.update(string.stones)
    return frozenset(unlively)


def _reach(board: Board, color: int, dead: frozenset[int]) -> set[int]:
    """The open points ``color`` reaches from its lively stones (step 2).

    The reach is a closure, the same whatever order points are taken in; it
    is worked out on sets of points as integers (:mod:`engine.go.bitsets`)
    because the owl runs it at every node.
    """
    return bitsets.reach(board, color, dead, other(color))


def _influence(
    board: Board, color: int, dead: frozenset[int], rival: AbstractSet[int] | None
) -> set[int]:
    """The points ``color`` influences, by the rule of GNU Go's manual for its
    primary domains (step 2 with ``domains="influence"``); ``rival`` is what
    the opponent influences without the corner rule (None: no corner rule).

    Lively stones of ``color`` and the open points next to them are
    influenced; then, until nothing changes, an open point whose diagonal
    ``a`` and an orthogonal neighbour ``b`` next to ``a`` are both influenced
    and off the first line, unless the other orthogonal neighbour next to
    ``a`` is a lively opponent stone, or the points beyond ``a`` and ``b`` on
    their line (a two-space jump) are both lively opponent stones.  A corner
    point is influenced when one of its neighbours is and none of its three
    surrounding points holds a lively opponent stone; that neighbour must
    be ``color``'s alone, not ``rival``'s too (GNU Go's ``eye_data`` on
    training games: with the neighbour both colours', 68 of 68 corners go to
    the opponent alone, where the manual's words give them to both).

    Where the manual's text leaves the details open, GNU Go's ``eye_data``
    on training games decided: the first line bars ``a`` only under an
    opponent stone on the third line, or when ``a`` and the point are both
    on the first line (the point next to a corner); a friendly stone at
    ``a`` lifts the first caveat when ``a`` and ``b`` are off the first line
    and ``b`` touches no lively opponent stone.
    """
    colors = board.color
    stride = board.stride
    size = board.size
    opponent = other(color)

    def lively(p: int, c: int) -> bool:
        return colors[p] == c and p not in dead

    def open_point(p: int) -> bool:
        return colors[p] == EMPTY or (colors[p] in (BLACK, WHITE) and p in dead)

    def blocks(p: int) -> bool:  # the edge closes a jump as a stone does
        return not 0 <= p < len(colors) or colors[p] == BORDER or lively(p, opponent)

    def first_line(p: int) -> bool:
        row, col = divmod(p, stride)
        return row in (1, size) or col in (0, size - 1)

    def lifted(a: int, b: int) -> bool:
        # The first caveat does not hold under a friendly stone at ``a``
        # off the first line, unless ``b`` touches an opponent stone.
        return (
            lively(a, color)
            and not first_line(a)
            and not first_line(b)
            and not any(lively(n, opponent) for n in board.neighbours[b])
        )

    def under_stone(e: int, a: int, dr: int, dc: int) -> bool:
        # ``a`` on the first line, ``e`` on the second, and an opponent stone
        # on the third line next to ``e``: influence would leak under it.
        row, col = divmod(a, stride)
        inward = []
        if row in (1, size):
            inward.append(e - dr)
        if col in (0, size - 1):
            inward.append(e - dc)
        return any(lively(q, opponent) for q in inward)

    others: AbstractSet[int] = frozenset() if rival is None else rival
    influenced: set[int] = set()
    for p in board.points:
        if lively(p, color):
            influenced.add(p)
            influenced.update(n for n in board.neighbours[p] if open_point(n))
    corners = {stride, stride + size - 1, size * stride, size * stride + size - 1}
    rules: list[tuple[int, list[tuple[int, int]]]] = []
    for p in board.points:
        if not open_point(p) or p in influenced:
            continue
        pairs = []
        if p in corners:
            if rival is not None:
                rules.append((p, []))
            continue
        for dr in (-stride, stride):
            for dc in (-1, 1):
                a = p + dr + dc
                if colors[a] == BORDER or under_stone(p, a, dr, dc):
                    continue
                if first_line(a) and first_line(p):
                    continue  # next to a corner, along the other edge
                for b, d in ((p + dr, p + dc), (p + dc, p + dr)):
                    if lively(d, opponent) and not lifted(a, b):
                        continue
                    u, c = a + (a - b), b + (b - a)
                    if blocks(u) and blocks(c):
                        continue
                    pairs.append((a, b))
        rules.append((p, pairs))
    changed = True
    while changed:
        changed = False
        for p, pairs in rules:
            if p in influenced:
                continue
            if p in corners:
                around = [n for n in board.neighbours[p] if colors[n] != BORDER]
                diagonal = [
                    p + dr + dc
                    for dr in (-stride, stride)
                    for dc in (-1, 1)
                    if colors[p + dr + dc] != BORDER
                ]
                hit = any(n in influenced and n not in others for n in around) and not any(
                    lively(n, opponent) for n in around + diagonal
                )
            else:
                hit = any(a in influenced and b in influenced for a, b in pairs)
            if hit:
                influenced.add(p)
                changed = True
    return influenced


def _captured_as_ko(board: Board, pos: int, color: int) -> bool:
    """Say whether ``color``'s stone at the empty ``pos`` would be a lone stone in
    atari whose capture is a ko: the other colour takes it with a lone stone
    left with one liberty, ``pos``, so ``color`` could take back."""
    if not board.is_legal(pos, color):
        return False
    before = board.captures[color]
    board.play(pos, color)
    try:
        if board.captures[color] != before or board.count_liberties(pos) != 1:
            return False
        if any(board.color[n] == color for n in board.neighbours[pos]):
            return False  # not a lone stone
        capture = board.liberties(pos)[0]
        taker = other(color)
        if not board.is_legal(capture, taker):
            return False
        taken = board.captures[taker]
        board.play(capture, taker)
        try:
            return (
                board.captures[taker] - taken == 1
                and board.count_liberties(capture) == 1
                and not any(board.color[n] == taker for n in board.neighbours[capture])
            )
        finally:
            board.undo()
    finally:
        board.undo()


def _safe_move(board: Board, pos: int, color: int) -> bool:
    """Say whether ``color`` can play at the empty ``pos`` without being captured at once."""
    return board.is_legal(pos, color) and not is_self_atari(board, pos, color)


# ----- the analysis --------------------------------------------------------


class _Analysis:
    """The working state of the eye analysis of one colour on one board."""

    def __init__(
        self,
        board: Board,
        color: int,
        dead: frozenset[int],
        domains: str = "reach",
    ) -> None:
        self.board = board
        self.color = color
        self.dead = dead
        self.domains = domains
        if domains == "influence":
            # The corner rule looks at what the opponent influences first.
            own = _influence(board, color, dead, _influence(board, other(color), dead, None))
            theirs = _influence(board, other(color), dead, _influence(board, color, dead, None))
            colors = board.color
            lively = {p for p in board.points if colors[p] in (BLACK, WHITE) and p not in dead}
            self.reach_own = own - lively
            self.reach_other = theirs - lively
        else:
            self.reach_own = _reach(board, color, dead)
            self.reach_other = _reach(board, other(color), dead)
        self.domain = self.reach_own - self.reach_other
        #: With GNU Go's domains, the points of the domain next to a point only
        #: the opponent influences (margins of the eye space, step 3).
        self.edge_of_domain: set[int] = set()
        if domains == "influence":
            only_theirs = bitsets.of_points(self.reach_other - self.reach_own)
            self.edge_of_domain = bitsets.to_set(
                bitsets.of_points(self.domain) & bitsets.step(only_theirs, board.stride)
            )
        self.reader: TacticalReader | None = None
        self.attacks: dict[int, int | None] = {}
        self.safe: dict[tuple[int, int], bool] = {}

    def lively(self, pos: int, color: int) -> bool:
        return self.board.color[pos] == color and pos not in self.dead

    def attack_of(self, pos: int) -> int | None:
        """The tactical reader's attacking move on the string at ``pos`` (None when
        it cannot be captured outright), asked once per string."""
        anchor = min(self.board.stone_string(pos).stones)
        if anchor not in self.attacks:
            if self.reader is None:
                self.reader = TacticalReader(self.board)
            code, move = self.reader.attack(pos)
            self.attacks[anchor] = move if code == WIN else None
        return self.attacks[anchor]

    def safe_by_reading(self, pos: int, color: int) -> bool:
        """Say whether ``color`` can play at the empty ``pos`` and the tactical
        reader not capture the stone there (GNU Go's ``safe_move``: a stone
        the reader takes, even after a few moves, is not safe)."""
        if (pos, color) not in self.safe:
            self.safe[pos, color] = self._safe_by_reading(pos, color)
        return self.safe[pos, color]

    def _safe_by_reading(self, pos: int, color: int) -> bool:
        board = self.board
        if not _safe_move(board, pos, color):
            return False
        board.play(pos, color)
        try:
            walls = {
                min(board.stone_string(n).stones)
                for n in board.neighbours[pos]
                if board.color[n] == other(color)
            }
            if walls and all(
                all(lib in self.domain for lib in board.stone_string(w).libs) for w in walls
            ):
                # The walls' liberties are all in their own domain: taking
                # the stone fills them (a shortage of liberties the reader
                # resolves and GNU Go's counts a ko); it stays a ko value.
                return True
            if self.reader is None:
                self.reader = TacticalReader(board)
            return self.reader.attack(pos)[0] != WIN
        finally:
            board.undo()

    def eye_points(self, domain: set[int], excluded: set[int]) -> tuple[set[int], set[int]]:
        """Step 3: the eye points around ``domain`` and the marginal ones among them.

        The marginal vertices are the points both colours reach that touch
        the domain or a lively stone of the border colour; the latter,
        away from any domain, make eye spaces of marginal vertices only
        (worth nothing, as GNU Go has them too).  ``excluded`` points (false
        eyes) are never eye points.
        """
        both = (self.reach_own & self.reach_other) - excluded
        # As sets of points as integers: the owl runs this at every node.
        stride = self.board.stride
        lively = bitsets.of_color(self.board, self.color) & ~bitsets.of_points(self.dead)
        touching = bitsets.step(bitsets.of_points(domain), stride) | bitsets.step(lively, stride)
        marginal = bitsets.to_set(bitsets.of_points(both) & touching)
        if self.domains == "influence":
            # GNU Go's margins also hold the points of the domain next to a
            # point only the opponent influences.
            marginal |= domain & self.edge_of_domain
        return domain | marginal, marginal

    def diagonal_value(self, d: int) -> tuple[float, int | None]:
        """The topological value of the diagonal ``d`` of an eye point, and its key point.

        The key point is where the contest for a diagonal worth 1 is played.
        """
        board = self.board
        colors = board.color
        color, opponent = self.color, other(self.color)
        if self.lively(d, color):
            return 0, None
        if self.lively(d, opponent):
            liberties = board.count_liberties(d)
            if liberties == 1:
                return 1, board.liberties(d)[0]
            if self.domains == "influence" and liberties <= UNLIVELY_LIBERTIES:
                # GNU Go's manual: an opponent string that can be attacked
                # and defended is contested (lively: its defense exists).
                attack = self.attack_of(d)
                if attack is not None:
                    return 1, attack
            return 2, None
        if d in self.domain and d not in self.edge_of_domain:
            if (
                self.domains == "influence"
                and colors[d] == EMPTY
                and (self.safe_by_reading(d, opponent) or _captured_as_ko(board, d, opponent))
            ):
                # The opponent can play there without being captured at
                # once, or its stone there is taken back only by a ko:
                # worth a ko the defender wins (GNU Go's value 3/4).
                return KO_DIAGONAL, d
            return 0, None
        if d in self.domain:
            # A margin of the domain (next to a point only the opponent
            # influences) is contested as a point both colours reach.
            if colors[d] != EMPTY:
                return 0, None
            if not self.safe_by_reading(d, opponent):
                return (KO_DIAGONAL, d) if _captured_as_ko(board, d, opponent) else (0, None)
            return (1, d) if _safe_move(board, d, color) else (2, None)
        if d not in self.reach_own:
            return (2, None) if d in self.reach_other or colors[d] == color else (1, d)
        if colors[d] != EMPTY:  # a dead stone both colours reach
            return (0, None) if colors[d] == opponent else (2, None)
        if self.domains == "influence":
            # GNU Go's manual: a point where X "can safely play", by the
            # tactical reader (a stone in a net is no threat to the eye).
            safe = self.safe_by_reading(d, opponent)
        else:
            safe = _safe_move(board, d, opponent)
        if not safe:
            return 0, None
        if not _safe_move(board, d, color):
            return 2, None
        return 1, d

    def topological(self, pos: int) -> HalfEye:
        """Step 4 for the eye point ``pos``."""
        stride = self.board.stride
        colors = self.board.color
        total = 0.0
        keys: list[int] = []
        off_board = False
        for d in (pos - stride - 1, pos - stride + 1, pos + stride - 1, pos + stride + 1):
            if colors[d] == BORDER:
                off_board = True
                continue
            value, key = self.diagonal_value(d)
            total += value
            if 0 < value < 2 and key is not None:
                keys.append(key)
        if off_board:
            total += 2
        if total >= 4:
            return HalfEye(pos, total, FALSE_EYE)
        if 2 < total < 4:
            keys = sorted(set(keys))
            return HalfEye(pos, total, HALF_EYE, tuple(keys), tuple(keys))
        return HalfEye(pos, total, PROPER_EYE)


def is_tip(point: int, space: AbstractSet[int], neighbours: Sequence[Sequence[int]]) -> bool:
    """Whether ``point`` is a *tip* of the eye points ``space``: it has at most
    one neighbour in it.  GNU Go (its manual's eyes chapter) looks for half
    and false eyes only at the tips of an eye space."""
    return sum(1 for n in neighbours[point] if n in space) <= 1


def analyse_eyes(
    board: Board,
    color: int,
    *,
    repartition: bool = True,
    dead: frozenset[int] | None = None,
    near: AbstractSet[int] | None = None,
    domains: str = "reach",
) -> Optics:
    """Find the eye spaces of border colour ``color`` with their values (steps 1-6).

    ``dead`` overrides the dead stones of step 1 (the owl may know better).
    ``near``, when given, limits the answer to the eye spaces with a point in
    it (the owl wants only those next to its goal), and ``half_eyes`` to the
    points analysed for them.  The spaces found are exactly those of the
    whole-board analysis: every space of the second partition lies inside
    one connected part of the first, and what happens in one part (its false
    eyes, its marginal vertices) never reaches another, so the parts that
    touch ``near`` are all that need the topological analysis and the search.
    """
    if dead is None:
        dead = dead_stones(board)
    work = _Analysis(board, color, dead, domains)
    colors = board.color
    neighbours = board.neighbours
    domain = work.domain
    points, marginal = work.eye_points(domain, set())
    if near is not None:
        # The connected parts of the eye points that touch ``near``.
        seeds = bitsets.of_points(near)
        kept = bitsets.to_set(bitsets.flood(seeds, bitsets.of_points(points), board.stride))
        points &= kept
        marginal &= kept
        domain = domain & kept
    # As in GNU Go, only the tips of a space (a point with at most one
    # neighbour in it) are analysed for half and false eyes: a corridor point
    # is no false eye, and taking it out would cut the space in two (GNU Go's
    # ``eye_data`` keeps such points in the space, not even marginal).  With
    # GNU Go's domains the dead stones' points are analysed too, where only a
    # false eye is kept (a margin, as GNU Go's ``eye_data`` has it).
    half_eyes = {
        p: work.topological(p)
        for p in sorted(domain)
        if (colors[p] == EMPTY or (domains == "influence" and p in dead))
        and is_tip(p, points, neighbours)
    }
    half_eyes = {p: h for p, h in half_eyes.items() if colors[p] == EMPTY or h.kind == FALSE_EYE}
    false_points = {p for p, h in half_eyes.items() if h.kind == FALSE_EYE}
    split = domains == "influence"
    first = components(points, neighbours, marginal if split else frozenset())
    # (points, marginal vertices, rebuilt) of each eye space.
    chosen: list[tuple[list[int], set[int], bool]] = []
    false_groups: list[list[int]] = []
    if repartition and false_points:
        again, again_marginal = work.eye_points(domain - false_points, false_points)
        if near is not None:
            again &= kept
            again_marginal &= kept
        second = components(again, neighbours, again_marginal if split else frozenset())
        if not split:
            # The project's own domains: every space is rebuilt.
            chosen = [(g, again_marginal, True) for g in second]
            false_groups = components(false_points, neighbours)
            first = []
        for group in first:
            members = set(group)
            falses = members & false_points
            inside = [g for g in second if g[0] in members]
            if falses and len(inside) >= 2:
                # The false eyes split the space (with GNU Go's domains, only
                # then: its answers agree more often): the second partition stands.
                chosen.extend((g, again_marginal, True) for g in inside)
                false_groups.extend(components(falses, neighbours))
            else:
                chosen.append((group, marginal | false_points, False))
    else:
        # (The project's own domains pass the setting on as it always did.)
        chosen = [(group, marginal | false_points, repartition and not split) for group in first]
    if near is not None:
        chosen = [c for c in chosen if not near.isdisjoint(c[0])]
        false_groups = [g for g in false_groups if not near.isdisjoint(g)]
    spaces = []
    for group, group_marginal, rebuilt in chosen:
        spaces.append(
            _make_space(work, frozenset(group), group_marginal, half_eyes, false_points, rebuilt)
        )
    for group in false_groups:
        spaces.append(
            EyeSpace(
                color,
                min(group),
                frozenset(group),
                frozenset(),
                NO_EYE,
                false_eyes=frozenset(group),
            )
        )
    spaces.sort(key=lambda s: s.origin)
    space_at = {p: s for s in spaces for p in s.points}
    return Optics(color, tuple(spaces), half_eyes, space_at)


def find_eye_spaces(board: Board, color: int, *, repartition: bool = True) -> list[EyeSpace]:
    """Return the eye spaces whose border colour is ``color`` (potential eyes of ``color``)."""
    return list(analyse_eyes(board, color, repartition=repartition).spaces)


def eval_eye(board: Board, point: int, *, repartition: bool = True) -> EyeEval | None:
    """Return the eye space holding ``point`` and its value, as GTP ``eval_eye`` needs.

    None when the point lies in no eye space, or in spaces of both colours
    without being an inner point of one of them.
    """
    dead = dead_stones(board)

    def optics_of(color: int) -> Optics:
        return analyse_eyes(board, color, repartition=repartition, dead=dead)

    return eye_at(board, point, dead, optics_of)


def eye_at(
    board: Board, point: int, dead: frozenset[int], optics_of: Callable[[int], Optics]
) -> EyeEval | None:
    """:func:`eval_eye` with the dead stones and the eye analysis of each colour given
    (``optics_of(color)``), as a shared analysis of the position has them."""
    found = []
    for color in (BLACK, WHITE):
        if board.color[point] == color and point not in dead:
            continue
        space = optics_of(color).space_at.get(point)
        if space is not None:
            found.append(space)
    if len(found) == 2:
        # In the spaces of both colours: the one where it is an inner point,
        # else black's, as GNU Go looks at black's first.
        inner = [s for s in found if point not in s.marginal]
        found = inner if len(inner) == 1 else found[:1]
    if not found:
        return None
    return EyeEval(found[0])


# ----- eye values by local search -----------------------------------------


def _make_space(
    work: _Analysis,
    points: frozenset[int],
    marginal: set[int],
    half_eyes: dict[int, HalfEye],
    false_points: set[int],
    repartition: bool,
) -> EyeSpace:
    """Build one eye space and compute its value."""
    board = work.board
    color = work.color
    space_marginal = frozenset(points & marginal)
    halves = {
        p: half_eyes[p]
        for p in points
        if p in half_eyes and half_eyes[p].kind == HALF_EYE and p not in space_marginal
    }
    falses = frozenset(p for p in points if p in false_points)
    cells = sorted(points)
    inner = [p for p in cells if p not in space_marginal]
    if work.domains == "influence" and len(points) >= UNSEARCHED_SIZE:
        value, attack, defense = _value_by_size(len(points), len(space_marginal)), None, None
        if (len(points), len(space_marginal)) == SEARCHED_BIG and value == BIG_EYE:
            cells = sorted(points)
            keys = sorted({k for h in halves.values() for k in h.attack_points} - points)
            if len(cells) + len(keys) <= MAX_SEARCH:
                found = _value_of(
                    work, cells, keys, set(space_marginal), halves, false_points, repartition
                )
                if (found[0].b, found[0].c) == (1, 2):
                    value, attack, defense = found
    elif len(inner) > MAX_SEARCH:
        value, attack, defense = BIG_EYE, None, None
    else:
        if len(cells) > MAX_SEARCH:
            # Too big to search whole: drop the marginal vertices, which makes
            # the inner points next to them marginal (the attacker one step in).
            kept = set(inner)
            cells = inner
            space_m = {p for p in inner if any(n in space_marginal for n in board.neighbours[p])}
        else:
            kept = set(points)
            space_m = set(space_marginal)
        keys = sorted({k for p, h in halves.items() if p in kept for k in h.attack_points} - kept)
        if not cells:
            # A big space of marginal vertices only: no point of it can be an eye.
            value, attack, defense = NO_EYE, None, None
        elif len(cells) + len(keys) > MAX_SEARCH:
            value, attack, defense = BIG_EYE, None, None
        else:
            value, attack, defense = _value_of(
                work, cells, keys, space_m, halves, false_points, repartition
            )
    return EyeSpace(
        color,
        min(points),
        points,
        space_marginal,
        value,
        attack,
        defense,
        frozenset(halves),
        falses,
    )


def _value_by_size(size: int, marginal: int) -> EyeValue:
    """The value of an unsearched space of ``size`` points, ``marginal`` of them
    marginal vertices (see :data:`UNSEARCHED_SIZE`)."""
    excess = size - 2 * marginal
    if excess > BIG_MARGIN:
        return BIG_EYE
    return EyeValue(1, 1, 1, 1) if excess > 0 else NO_EYE


def _value_of(
    work: _Analysis,
    cells: list[int],
    keys: list[int],
    marginal: set[int],
    halves: dict[int, HalfEye],
    false_points: set[int],
    repartition: bool,
) -> tuple[EyeValue, int | None, int | None]:
    """Describe the space as a shape, solve it (cached), map the vital points back."""
    board = work.board
    color = work.color
    cell_set = set(cells)
    everything = cells + keys
    attrs = []
    colors = board.color
    dead = work.dead
    opponent = other(color)
    for p in cells:
        # Next to a lively stone of the border colour (or a false eye) outside the space.
        wall = False
        for n in board.neighbours[p]:
            if n not in cell_set and (
                (colors[n] == color and n not in dead) or (repartition and n in false_points)
            ):
                wall = True
                break
        state = _ATT if colors[p] == opponent else _EMPTY
        # Every contested diagonal of a half eye is a key: choosing one of
        # several by point index would make the value depend on the board's
        # orientation.
        half_keys = (
            tuple(everything.index(k) for k in halves[p].attack_points) if p in halves else ()
        )
        attrs.append((0, p in marginal, wall, state, half_keys))
    for _ in keys:
        attrs.append((1, False, False, _EMPTY, ()))
    a, b, c, d, attack, defense = _solve_placed(
        board.size, tuple(everything), tuple(attrs), repartition
    )
    return (
        EyeValue(a, b, c, d),
        everything[attack] if attack is not None else None,
        everything[defense] if defense is not None else None,
    )


@lru_cache(maxsize=100_000)
def _solve_placed(
    size: int, cells: tuple[int, ...], attrs: tuple[CellAttrs, ...], repartition: bool
) -> _Solution:
    """Solve the shape of ``cells`` (points of a board of ``size``) with ``attrs``.

    The vital points come back as indices into ``cells``.  The owl meets the
    same space at the same place at node after node; this cache answers it
    without the canonical form, which costs more than the look-up it feeds.
    """
    # Board.row_col, exactly: the canonical form's choice among symmetric
    # vital points depends on the orientation of the coordinates.
    stride = size + 1
    coords = [(size - p // stride, p % stride) for p in cells]
    shape, order = canonical_shape(coords, list(attrs))
    a, b, c, d, attack, defense = solve_shape(shape, repartition)
    return (
        a,
        b,
        c,
        d,
        order[attack] if attack is not None else None,
        order[defense] if defense is not None else None,
    )


def _symmetries(row: int, col: int) -> list[tuple[int, int]]:
    return [
        (row, col),
        (col, -row),
        (-row, -col),
        (-col, row),
        (row, -col),
        (-col, -row),
        (-row, col),
        (col, row),
    ]


def canonical_shape(
    coords: list[tuple[int, int]], attrs: list[CellAttrs]
) -> tuple[Shape, list[int]]:
    """Return the canonical form of a shape under the 8 symmetries, and its cell order.

    ``coords`` are the cells' ``(row, col)``, ``attrs`` their attributes; the
    last attribute names other cells (a half eye's keys) by their indices.  The
    result lists ``(row, col, attrs)`` per cell with indices renumbered; the
    order maps canonical cell ``i`` to the input cell ``order[i]``.
    """
    best: Shape | None = None
    best_order: list[int] = []
    transformed = [_symmetries(r, c) for r, c in coords]
    for s in range(8):
        pts = [t[s] for t in transformed]
        r0 = min(r for r, _ in pts)
        c0 = min(c for _, c in pts)
        order = sorted(range(len(pts)), key=lambda i: (pts[i][0] - r0, pts[i][1] - c0))
        rank = {old: new for new, old in enumerate(order)}
        form = tuple(
            (
                pts[i][0] - r0,
                pts[i][1] - c0,
                attrs[i][:4] + (tuple(sorted(rank[k] for k in attrs[i][4])),),
            )
            for i in order
        )
        if best is None or form < best:
            best, best_order = form, order
    assert best is not None, "a shape has cells"
    return best, best_order


#: ``(a, b, c, d, attack_cell, defense_cell)``.
_Solution = tuple[int, int, int, int, int | None, int | None]


@lru_cache(maxsize=100_000)
def solve_shape(shape: Shape, repartition: bool) -> _Solution:
    """Solve a canonical eye shape: ``(a, b, c, d, attack_cell, defense_cell)``.

    A pure function of its arguments, so its results are cached: every
    eye space of the same shape, anywhere on any board, shares them.  Small
    shapes are looked up in :mod:`engine.go.eye_shapes` first, which this
    same search made, so the first meeting with a shape is cheap too.
    """
    code = encode_shape(shape)
    if code is not None:
        known = _shape_table().get(code)
        if known is not None:
            return known
    return search_shape(shape, repartition)


def search_shape(shape: Shape, repartition: bool) -> _Solution:
    """Solve a canonical eye shape by the exact local search, never by the table.

    The search of :class:`_EyeGame`, run compiled (:mod:`engine.go.eye_game`)
    for shapes of more than :data:`PYTHON_SEARCH` cells; ``_EyeGame(shape,
    repartition).solve()`` is the same search in Python, with the same
    answers, and quick enough on small shapes that a process meeting only
    those never loads numba (about a second).
    """
    game = _EyeGame(shape, repartition)
    return game.solve() if game.n <= PYTHON_SEARCH else game.solve_compiled()


def encode_shape(shape: Shape) -> str | None:
    """The key of a canonical shape in :mod:`engine.go.eye_shapes`, or None when the
    table cannot hold it (a half eye's key cells, or a point beyond row or column 9).

    Three characters a point: row, column, and the flags marginal (1), wall (2)
    and attacker stone (4) as one digit.
    """
    parts = []
    for r, c, (key_cell, marginal, wall, state, keys) in shape:
        if key_cell or keys or r > 9 or c > 9:
            return None
        parts.append(f"{r}{c}{marginal + 2 * wall + 4 * (state == _ATT)}")
    return "".join(parts)


@lru_cache(maxsize=1)
def _shape_table() -> dict[str, _Solution]:
    """:data:`engine.go.eye_shapes.TABLE`, read once."""
    table = {}
    for line in eye_shapes.TABLE.splitlines():
        code, value = line.split()
        a, b, c, d = (int(v) for v in value[:4])
        attack, defense = (None if v == "-" else int(v) for v in value[4:6])
        table[code] = (a, b, c, d, attack, defense)
    return table


class _EyeGame:
    """The local game on an eye space (step 6 of the module docstring)."""

    def __init__(self, shape: Shape, repartition: bool) -> None:
        self.n = len(shape)
        coords = [(r, c) for r, c, _ in shape]
        index = {rc: i for i, rc in enumerate(coords)}
        self.is_eye = [attrs[0] == 0 for _, _, attrs in shape]
        self.marginal = [attrs[1] for _, _, attrs in shape]
        self.wall = [attrs[2] for _, _, attrs in shape]
        self.start = tuple(attrs[3] for _, _, attrs in shape)
        self.key = [attrs[4] for _, _, attrs in shape]
        self.adj: list[tuple[int, ...]] = []
        for i, (r, c) in enumerate(coords):
            if not self.is_eye[i]:
                self.adj.append(())
                continue
            around = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            self.adj.append(
                tuple(index[rc] for rc in around if rc in index and self.is_eye[index[rc]])
            )
        self.repartition = repartition
        self.memo: dict[tuple[State, int, bool, int], int] = {}
        self.path: set[tuple[State, int, bool, int]] = set()
        # Cells by how central they are: the order moves are tried and
        # vital points preferred in.
        self.preference = sorted(range(self.n), key=lambda i: (-len(self.adj[i]), i))

    # -- rules --

    def _string(self, state: Sequence[int], start: int) -> tuple[list[int], bool, bool]:
        """The string at ``start``: its cells, whether it has a liberty, whether anchored."""
        color = state[start]
        cells = [start]
        seen = {start}
        has_lib = False
        anchored = False
        for p in cells:
            if color == _ATT and self.marginal[p]:
                anchored = True
            if color == _DEF and self.wall[p]:
                anchored = True
            for q in self.adj[p]:
                s = state[q]
                if s == _EMPTY:
                    has_lib = True
                elif s == color and q not in seen:
                    seen.add(q)
                    cells.append(q)
        return cells, has_lib, anchored

    def play(self, state: State, i: int, player: int, ko: int) -> tuple[State, int] | None:
        """Play ``player`` at cell ``i``: the new state and ko cell, or None if illegal."""
        if state[i] != _EMPTY or i == ko:
            return None
        new = list(state)
        new[i] = player
        if not self.is_eye[i]:
            return tuple(new), -1
        opponent = other(player)
        captured: list[int] = []
        for q in self.adj[i]:
            if new[q] == opponent:
                # The list serves as well as a tuple here: no copy per neighbour.
                cells, has_lib, anchored = self._string(new, q)
                if not has_lib and not anchored:
                    for c in cells:
                        new[c] = _EMPTY
                    captured.extend(cells)
        new_state = tuple(new)
        cells, has_lib, anchored = self._string(new_state, i)
        if not (has_lib or anchored or captured):
            return None
        new_ko = -1
        if len(captured) == 1 and len(cells) == 1 and not anchored:
            libs = [q for q in self.adj[i] if new_state[q] == _EMPTY]
            if libs == captured:
                new_ko = captured[0]
        return new_state, new_ko

    def count(self, state: State) -> int:
        """Eyes in a settled state (at most 2)."""
        excluded = [False] * self.n
        bad = [False] * self.n
        for i in range(self.n):
            if not self.is_eye[i]:
                continue
            if state[i] == _DEF:
                excluded[i] = True
                continue
            if self.marginal[i]:
                bad[i] = True
            keys = self.key[i]
            if keys and not any(state[k] == _DEF for k in keys):
                # A half eye: the defender's stone on any key diagonal makes
                # it an eye; else the attacker's makes it false, and with no
                # stone on them it is still unsettled.
                if any(state[k] == _ATT for k in keys) and self.repartition:
                    excluded[i] = True
                else:
                    bad[i] = True
        eyes = 0
        seen = [False] * self.n
        for i in range(self.n):
            if not self.is_eye[i] or excluded[i] or seen[i]:
                continue
            seen[i] = True
            stack = [i]
            good = True
            while stack:
                p = stack.pop()
                if bad[p]:
                    good = False
                for q in self.adj[p]:
                    if not excluded[q] and not seen[q]:
                        seen[q] = True
                        stack.append(q)
            if good:
                eyes += 1
        return min(eyes, 2)

    def value(self, state: State, player: int, passed: bool, ko: int) -> int:
        """Eyes with ``player`` to move and best play; ``passed``: the last move was a pass."""
        key = (state, player, passed, ko)
        memo = self.memo
        if key in memo:
            return memo[key]
        if key in self.path:
            return self.count(state)  # a repetition: judge the position as it stands
        self.path.add(key)
        maximise = player == _DEF
        goal = 2 if maximise else 0
        best = self.count(state) if passed else self.value(state, other(player), True, -1)
        if best != goal:
            for i in self.preference:
                moved = self.play(state, i, player, ko)
                if moved is None:
                    continue
                v = self.value(moved[0], other(player), False, moved[1])
                if (v > best) if maximise else (v < best):
                    best = v
                    if best == goal:
                        break
        self.path.discard(key)
        memo[key] = best
        return best

    def _replies(self, state: State, player: int) -> list[tuple[int | None, State, int]]:
        """Every move of ``player`` (None for a pass) with the state and ko after it."""
        result: list[tuple[int | None, State, int]] = [(None, state, -1)]
        for i in self.preference:
            moved = self.play(state, i, player, -1)
            if moved is not None:
                result.append((i, moved[0], moved[1]))
        return result

    def solve_compiled(self) -> _Solution:
        """:meth:`solve`'s answer from the same search compiled (:mod:`engine.go.eye_game`)."""
        from engine.go import eye_game  # noqa: PLC0415 (numba: imported only when needed)

        return eye_game.solve(
            self.adj,
            self.is_eye,
            self.marginal,
            self.wall,
            self.key,
            self.start,
            self.preference,
            self.repartition,
        )

    def solve(self) -> _Solution:
        start = self.start
        b = self.value(start, _ATT, False, -1)
        c = self.value(start, _DEF, False, -1)
        a = min(
            self.value(s2, _DEF, False, -1)
            for _, s1, _ in self._replies(start, _ATT)
            for _, s2, _ in self._replies(s1, _ATT)
        )
        d = max(
            self.value(s2, _ATT, False, -1)
            for _, s1, _ in self._replies(start, _DEF)
            for _, s2, _ in self._replies(s1, _DEF)
        )
        attack = defense = None
        if b != c:
            attacks = [
                i
                for i, s, ko in self._replies(start, _ATT)[1:]
                if self.value(s, _DEF, False, ko) == b
            ]
            defenses = [
                i
                for i, s, ko in self._replies(start, _DEF)[1:]
                if self.value(s, _ATT, False, ko) == c
            ]
            common = [i for i in attacks if i in defenses]
            attack = (common or attacks or [None])[0]
            defense = (common or defenses or [None])[0]
        # Having the move never hurts (the defender could pass), whatever the
        # end-of-game rule of the local game says.
        c = max(b, c)
        return min(a, b), b, c, max(c, d), attack, defense
