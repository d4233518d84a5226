"""The owl: life-and-death search of a whole dragon, as GNU Go's ``owl.c`` does it.

The **goal** is the dragon under study: its stones (from
:mod:`engine.go.dragons`) and every stone its owner adds in the search.  At
each node of the search the position is judged by the eye spaces around the
goal (from :mod:`engine.go.optics`): their eye values add up to the number of
eyes the dragon has for sure (``min_eyes``) and at best (``max_eyes``).

* Two sure eyes: the dragon lives (for the GTP queries an eye space with
  a marginal point counts one sure eye fewer: GNU Go's owl is sure only of
  closed spaces); so does one that escapes into open
  space (for the GTP queries from the first ply on: at the root the owl
  reads a move, as GNU Go's owl kills many a dragon in the open; from the
  second ply on only open space near a friendly dragon, as GNU Go's
  escape route counts friendly dragons most).
* The goal's origin captured, or fewer than two eyes at best with no way out
  (no boundary string to capture, no escape): it dies.
* In between, the side to move tries its candidates:

  - the vital points of the eye spaces (``attack_point`` / ``defense_point``
    of the spaces whose value is not settled), then the other points and the
    marginal points of small eye spaces;
  - tactical moves found by :mod:`engine.go.reading`: captures of boundary
    strings of the attacker (eyes for the defender, its *lunches*), rescues
    of goal strings in atari or under attack, and the attacker's moves
    against them (a lunch in atari is saved before the vital points);
  - the goal's liberties outside its eyes, which enlarge or shrink the eye
    space from outside, and escape;
  - for the GTP queries, the shapes of the points near the goal, scored by
    a table learned from GNU Go's owl moves on the training games of the
    oracle corpus
    (:mod:`engine.go.owl_shapes`, made by ``python -m engine.go.make_owl_patterns``).

The GTP queries (:data:`GNU_LIMITS`) take the goal as the dragon less its
strings in atari (a string in atari is its own goal), and past the depth or
node limit (GNU Go's default of 1,000 nodes) the defender wins, as in GNU Go.
Their attacks read a narrow tree past the root (three candidates a node,
then two, then one), as GNU Go's owl tries the few moves its patterns offer.

Result codes and the ko rule are those of the tactical reader (WIN, KO_A,
KO_B, LOSE; a ko retake after a threat at most once per side in a line).  A
transposition table keyed by position, goal and ko allowances, a node counter
and depth and node limits keep each query bounded; a new :class:`OwlReader`
serves each GTP query, so answers and node counts depend on the position
alone.

The eye evaluation takes ``repartition`` as a parameter of the reader
(``go:repartition=off`` in the engine options turns it off): whether the eye
spaces are partitioned again after the topological analysis (half eyes,
false eyes), as optics does it by default.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import dataclass
from typing import Any

from engine.go.board import BLACK, BORDER, EMPTY, NO_POINT, WHITE, Board, String, other
from engine.go.dragons import Dragon, find_dragons
from engine.go.optics import FALSE_EYE, SMALL_DEAD_REGION, analyse_eyes, dead_stones, is_tip
from engine.go.optics import _Analysis as EyeAnalysis
from engine.go.owl_patterns import ATTACK, DEFEND
from engine.go.owl_shapes import near_points, parse_table, raw_shape, shape_scorer
from engine.go.reading import (
    KO_B,
    LOSE,
    NO_MOVE,
    REVERSE,
    WIN,
    ReadingLimits,
    TacticalReader,
    better,
)

#: The status words of a dragon, as GNU Go's ``dragon_status`` spells them.
ALIVE = "alive"
DEAD = "dead"
CRITICAL = "critical"
UNKNOWN = "unknown"

#: ``eye_spaces(board, color, *, repartition, dead, near=None) -> list[EyeSpace]``:
#: optics' eye spaces of border colour ``color``, given the dead stones; with
#: ``near``, at least those with a point in ``near`` (more do no harm: the owl
#: picks the ones next to its goal itself).
EyeSpaceFinder = Callable[..., list[Any]]
#: ``goal_stones(board, pos) -> frozenset[int]``: the stones of the dragon at ``pos``.
GoalFinder = Callable[[Board, int], frozenset[int]]


@dataclass(frozen=True)
class OwlLimits:
    """How far an owl search may go.

    ``max_depth``: plies before the search stops.
    ``node_limit``: nodes per top-level query (GNU Go's default owl node
    limit).  ``branching``: how many candidates are tried at depth 0, 1,
    2, ... (the last entry for the deeper plies).  ``small_space``: eye
    spaces up to this size offer all their points as candidates.
    ``escape_points``: empty points within the goal's reach (not crossing
    a living attacker stone) with no living attacker stone within
    ``escape_clearance`` steps (1: next to them; 2: next to them or to a
    neighbour; any number of steps, over any point) that count as an
    escape, each at least ``escape_distance``
    steps from the goal (2: the goal's own liberties are its room, not a
    way out); ``enclosed_area``:
    areas the goal walls in up to this size are its inside, never an escape;
    ``escape_depth``: the first ply where an escape ends the search (from 1
    on, the owl reads at least one move at the root: GNU Go's owl kills many
    a dragon in the open).  ``shape_weight``: how much the learned shape
    table (:mod:`engine.go.owl_shapes`) adds to a candidate's score, times
    its share (0: the table is not used); ``shape_share``: the share that
    makes a point near the goal a candidate by its shape alone.
    ``defender_wins_at_limits``: past ``max_depth`` or the node limit the
    defender wins, as in GNU Go (deep reading may be a sign of escape);
    otherwise the attacker wins there when the goal is short of eyes.
    ``atari_apart``: the goal leaves out the dragon's strings in atari (see
    :func:`dragon_stones`).  ``tactical_kill``: at every attacker node, a
    tactical capture of the queried string kills the dragon (at the root
    with a ko too: a win unless it needs a threat first, KO_B);
    ``tactical_kill_liberties``: only when that string has at most this
    many liberties as the query starts (None: whatever its liberties).
    ``tactical_death``: with ``tactical_kill``, at the root of a defence
    the dragon is dead when the tactical reader, as deep as the GTP
    ``attack`` and ``defend`` read, captures the queried string and finds
    no defence for it (see :meth:`OwlReader._tactically_dead`).
    ``conditional_ko_kill``: a tactical kill at the root that starts with a
    ko capture the ko rule forbids now (the tactical reader's KO_B, the
    capture after a ko threat: GNU Go's *conditional ko capture*) is the
    answer, that capture its move, as GNU Go's ``owl_attack`` answers it;
    otherwise the owl never answers a move that cannot be played now, and
    reads on from the root instead.
    ``atari_no_escape``: while the queried string is in atari, open space is
    no escape (the string's fight comes first).
    ``root_probe``: before the full search of an attack, each of the
    attacker's root moves is read alone within this many nodes of the
    query's node limit (0: no probe), so that a quick kill is found even
    when an earlier root move spends the whole limit (see
    :meth:`OwlReader._probe`).
    ``goal_joins``: a stone the defender plays joins to the goal the
    defender's strings it links up with across a diagonal or a one-point
    jump (not those in atari), not only those it touches (see
    :meth:`OwlReader._joined_by`).
    ``goal_dragons``: a string of another dragon of the defender that joins
    the goal (a defender's move connects to it) brings its whole dragon, as
    the dragons were at the root (less its strings in atari), into the goal
    (see :meth:`OwlReader._goal_now`).
    ``near_goal_bonus``: at the root of a defence, the marginal points next
    to the goal score this much more than those away from it.
    ``friend_links``: in a defence (the attacker's nodes at odd depths), a
    goal short of eyes with nothing to capture is not dead as it stands
    while one defender's move on a liberty of it would link it to a friendly
    dragon with an eye space of its own (see :meth:`OwlReader._links_out`);
    the owl reads on, as GNU Go's owl does where the goal can connect out.
    In an attack the shortcut stays: reading on there drowned the
    attacker's search (training ``owl_attack`` 688 -> 645 of 764).
    ``diagonal_blocks``: the score of the attacker's candidates diagonal to
    the goal that touch two or more of its liberties, no liberty themselves
    (0: not offered; see :meth:`OwlReader._offer_diagonal_blocks`).
    ``escape_friend``: from ply ``escape_friend_depth`` on, open space is
    an escape only when the goal also comes within this many steps of a
    friendly dragon, or has joined one (0: open space alone; see
    :meth:`OwlReader._reaches_friend`).
    ``closed_sure_eyes``: the goal lives as it stands only with two sure
    eyes counting one fewer for each eye space with a marginal point (GNU
    Go's owl ends a line as alive only when ``compute_eyes_pessimistic``
    is sure, and its manual says that function is sure of an eye only in a
    closed space): an open space of two eyes by the shape tables is read
    on, its margins attacked.
    ``attack_branching``: the branching of the attack queries (``attack``,
    ``does_attack``; empty: ``branching``).  An attack proves a kill only
    by refuting every defence it tries, and GNU Go's owl tries few moves
    per node (those its patterns offer): a narrow tree past the root finds
    the kills the wide one spends its nodes on before it gets to them.
    ``far_lunches``: the defender's candidates eat attacker strings
    diagonal to the goal or two steps from it across an empty point too,
    not only those next to it (see :meth:`OwlReader._far_lunch_strings`).
    ``friend_link_moves``: the score of the defender's moves at the root
    of a defence that link the goal to another of its dragons (0: not
    offered; see :meth:`OwlReader._offer_friend_links`).
    ``atari_sure_eyes``: with ``closed_sure_eyes``, a space is not closed
    either when one of its points is a liberty of a defender's string in
    atari, or of a two-liberty one in contact with the attacker (see
    :meth:`OwlReader._captures_inside`): the attacker captures or ataris
    from inside, and a space of two eyes by its shape has one for sure.
    ``captures_only_in_atari``: below the root, a goal that is one string
    in atari (the attacker's move put it there) is defended only by
    capturing: the defender does not run out of atari.  GNU Go's owl
    draws the defender's moves from shape patterns, eye points and
    lunches, and offers none there: after ``K7`` in ``s19-l0-n139`` move
    148 its ``owl_attack J7`` reads two nodes, the lone J7 in atari with
    no defence tried, where ours ran out along J8 and escaped.
    ``lone_string_liberties``: so is, below the root, a goal that is one
    string of at most :data:`LONE_STRING_STONES` stones with no eye space
    and at most this many liberties (0: none is); GNU Go's owl kills such
    strings in a few nodes where its patterns offer the defender nothing
    (``s19-l0-n136`` move 137: after ``M7`` the three white stones L5-L7,
    two liberties, are dead in two nodes).
    ``lone_string_fight``: at the node after a query's first move (the
    defender's in an attack), a goal that is one string of at most
    :data:`LONE_STRING_STONES` stones with two liberties has not escaped
    by open space alone, only when it comes near a friend (see
    :meth:`OwlReader._escaped`); a lone stone there is defended by any of
    its candidates, not only by captures (see
    :meth:`OwlReader._captures_only`).

    The defaults are those of the owl inside move generation and the
    capturing races (quick, and their suites are tuned to them);
    :data:`GNU_LIMITS` are those of the GTP owl queries.
    """

    max_depth: int = 14
    node_limit: int = 1_500
    branching: tuple[int, ...] = (9, 8, 7, 6, 5, 4, 4, 3)
    small_space: int = 8
    escape_points: int = 10
    enclosed_area: int = 30
    escape_depth: int = 0
    shape_weight: int = 0
    shape_share: float = 0.05
    defender_wins_at_limits: bool = False
    atari_apart: bool = False
    tactical_kill: bool = False
    tactical_kill_liberties: int | None = None
    tactical_death: bool = False
    conditional_ko_kill: bool = False
    atari_no_escape: bool = False
    escape_clearance: int = 1
    escape_distance: int = 0
    root_probe: int = 0
    goal_joins: bool = False
    goal_dragons: bool = False
    near_goal_bonus: int = 0
    friend_links: bool = False
    diagonal_blocks: int = 0
    escape_friend: int = 0
    escape_friend_depth: int = 2
    closed_sure_eyes: bool = False
    attack_branching: tuple[int, ...] = ()
    far_lunches: bool = False
    friend_link_moves: int = 0
    atari_sure_eyes: bool = False
    captures_only_in_atari: bool = False
    lone_string_liberties: int = 0
    lone_string_fight: bool = False


#: The owl of the GTP queries (``owl_attack``, ``owl_defend``, ``dragon_status``),
#: as close to GNU Go 3.8's as the oracle corpus's training games showed:
#: GNU Go's default node limit, the defender winning at the limits, a move
#: read at the root before an escape counts, strings in atari apart, the
#: learned shapes, tactical kills of the queried string (at the root one
#: through a conditional ko capture too: GNU Go's ``owl_attack`` answers
#: ``3`` with a ko capture the rules forbid now on 31 dragons of the oracle
#: corpus, ours with it), no escape for a string in atari, and
#: an escape of six points with no attacker stone within two steps, none of
#: them a liberty of the goal, each root move of an attack probed alone
#: within 60 nodes, the defender's stones joining the goal by a diagonal
#: or a one-point jump and bringing in the friendly dragons they join, the
#: marginal points next to the goal first at the root of a defence, a
#: defence reading on while the goal can link to a friend with an eye space,
#: the defender eating lunches diagonal to the goal
#: or two steps from it and linking the goal to a friendly dragon at the
#: root,
#: the attacker's diagonal blocks offered at 40 (46 to 52 with their
#: liberties: among the goal's own liberties, 30 to 57, below the marginal
#: points and the vital ones), from the second ply on, open space an
#: escape only within four steps of a friendly dragon, an open eye space
#: one sure eye short (so is one with a liberty of a defender's string in
#: atari, or of a two-liberty one in contact with the attacker), a lone
#: string below the root in atari, or of up to three stones and three
#: liberties with no eye space, saved by captures only, and
#: attacks that try all nine candidates at the root, then three, two and
#: one (on 19x19 games no owl figure was tuned on, validation and a second
#: set: dragon_status 440 -> 475 of 547 and 1026 -> 1070 of 1166); a lone
#: string left two liberties after the first move escaped only near a
#: friend (``lone_string_fight``).
GNU_LIMITS = OwlLimits(
    node_limit=1_000,
    escape_points=6,
    escape_clearance=2,
    escape_depth=1,
    shape_weight=50,
    defender_wins_at_limits=True,
    escape_distance=2,
    atari_apart=True,
    tactical_kill=True,
    conditional_ko_kill=True,
    atari_no_escape=True,
    root_probe=60,
    goal_joins=True,
    goal_dragons=True,
    near_goal_bonus=5,
    friend_links=True,
    diagonal_blocks=40,
    escape_friend=4,
    closed_sure_eyes=True,
    attack_branching=(9, 3, 3, 3, 3, 2, 2, 1),
    far_lunches=True,
    friend_link_moves=20,
    atari_sure_eyes=True,
    captures_only_in_atari=True,
    lone_string_liberties=3,
    lone_string_fight=True,
)

#: The most stones of a lone string the limits' ``lone_string_liberties`` and
#: ``lone_string_fight`` apply to.
LONE_STRING_STONES = 3

_ATTACK_SHARE = shape_scorer(parse_table(ATTACK))
_DEFEND_SHARE = shape_scorer(parse_table(DEFEND))

# The tactical reader the owl calls is kept shallow: it runs at every node.
_OWL_READING = ReadingLimits(branch_depth=5, three_lib_depth=3, max_depth=40, node_limit=200)


@dataclass(frozen=True)
class EyeSummary:
    """The static judgement of the goal at one node.

    ``min_eyes`` / ``max_eyes``: eyes for sure / at best, summed over the eye
    spaces next to the goal.  ``vital_attack`` / ``vital_defense``: the
    vital points of the spaces whose value is unsettled, best first.
    ``space_points``: the points of each space next to the goal,
    ``marginal``: their marginal points.  ``escape``: the goal reaches open
    space.  ``near_friend``: it reaches open space and comes near a
    friendly dragon (always true without the limits' ``escape_friend``).
    ``sure_eyes``: the eyes the "lives as it stands" test counts with the
    limits' ``closed_sure_eyes``: ``min_eyes`` less one for each space with
    a sure eye and a marginal point.
    """

    min_eyes: int
    max_eyes: int
    vital_attack: tuple[int, ...]
    vital_defense: tuple[int, ...]
    space_points: tuple[frozenset[int], ...]
    marginal: frozenset[int]
    escape: bool
    near_friend: bool = True
    sure_eyes: int = 0


def optics_eye_spaces(
    board: Board,
    color: int,
    *,
    repartition: bool,
    dead: frozenset[int],
    near: AbstractSet[int] | None = None,
) -> list[Any]:
    """The eye spaces of border colour ``color`` from :mod:`engine.go.optics`
    (only those with a point in ``near``, when given)."""
    return list(analyse_eyes(board, color, repartition=repartition, dead=dead, near=near).spaces)


def dragon_stones(board: Board, pos: int, *, atari_apart: bool = True) -> frozenset[int]:
    """The stones of the dragon at ``pos``, from :mod:`engine.go.dragons`, less its
    strings in atari: a string in atari is a tactical matter, its own goal when
    asked about (GNU Go's dragons keep it apart too), never part of a bigger one;
    with ``atari_apart`` false, the whole dragon."""
    string = board.stone_string(pos)
    dragon = find_dragons(board).dragon_at(pos)
    if dragon is None or (atari_apart and len(string.libs) == 1):
        return frozenset(string.stones)
    if not atari_apart:
        return frozenset(dragon.stones)
    return _out_of_atari(board, dragon.strings)


def _out_of_atari(board: Board, strings: Iterable[int]) -> frozenset[int]:
    """The stones of those of the strings (one stone of each) not in atari."""
    stones: set[int] = set()
    for origin in strings:
        member = board.stone_string(origin)
        if len(member.libs) > 1:
            stones.update(member.stones)
    return frozenset(stones)


class OwlReader:
    """Life-and-death queries about the dragons of one board.

    ``repartition`` reaches the eye-space finder.  ``eye_spaces`` and
    ``goal_stones`` replace optics and the dragon finder (tests use this).
    ``nodes`` counts owl nodes, ``reader.nodes`` the tactical nodes spent by
    the owl.
    """

    def __init__(
        self,
        board: Board,
        *,
        repartition: bool = True,
        limits: OwlLimits | None = None,
        eye_spaces: EyeSpaceFinder | None = None,
        goal_stones: GoalFinder | None = None,
    ) -> None:
        self.board = board
        self.repartition = repartition
        self.limits = limits or OwlLimits()
        self._eye_spaces = eye_spaces or optics_eye_spaces
        apart = self.limits.atari_apart
        self._goal_stones = goal_stones or (
            lambda board, pos: dragon_stones(board, pos, atari_apart=apart)
        )
        self._default_goal = goal_stones is None and apart
        self.reader = TacticalReader(board, _OWL_READING)
        self.nodes = 0
        self._cache: dict[tuple[int, bool, tuple[int, ...], int], tuple[int, int, int]] = {}
        self._eval_cache: dict[tuple[int, tuple[int, ...]], EyeSummary] = {}
        self._budget_end = 0
        # The goal of the current query: the dragon's stones, its owner, the
        # queried stone, and the defender's stones added in the current line.
        self._goal: frozenset[int] = frozenset()
        self._rest: frozenset[int] = frozenset()
        # The defender's other dragons at the root, by stone (``goal_dragons``).
        self._friends: dict[int, frozenset[int]] = {}
        # The stones of the defender's dragons with an eye at best at the
        # root (``friend_links``).
        self._eyed_friends: frozenset[int] = frozenset()
        self._defender = EMPTY
        self._origin = NO_POINT
        self._added: list[int] = []
        # Stones the eye analysis treats as dead, found once per query (with
        # the colour they had), and the attacker's stones added in the line.
        self._root_dead: dict[int, int] = {}
        self._attacker_added: list[int] = []
        self._attacker_territory: frozenset[int] = frozenset()
        #: Whether the last query ran out of nodes somewhere in its tree.
        self.exhausted = False
        # Whether the current query takes the queried string's tactical
        # capture for the dragon's death (``tactical_kill``).
        self._tactical_kill = False
        # How many candidates the current query tries at each depth.
        self._branching: tuple[int, ...] = self.limits.branching

    # ----- public queries ------------------------------------------------

    def attack(self, pos: int) -> tuple[int, int]:
        """Return ``(code, move)``: can the dragon at ``pos`` be killed, the attacker to move.

        Raises ValueError on an empty point.
        """
        self._start(pos, attacking=True)
        return self._attack(0, 0)

    def defend(self, pos: int) -> tuple[int, int]:
        """Return ``(code, move)``: can the dragon at ``pos`` live, its owner to move.

        ``(WIN, NO_MOVE)`` when it lives already.  Raises ValueError on an empty point.
        """
        self._start(pos)
        return self._defend(0, 0)

    def does_attack(self, move: int, pos: int) -> int:
        """The code of the attacker's ``move`` against the dragon at ``pos`` (LOSE if illegal)."""
        self._start(pos, attacking=True)
        return self._after(move, attacker=True)

    def does_defend(self, move: int, pos: int) -> int:
        """The code of the owner's ``move`` for the dragon at ``pos`` (LOSE if illegal)."""
        self._start(pos)
        return self._after(move, attacker=False)

    def estimate(self, pos: int) -> EyeSummary:
        """The static judgement of the dragon at ``pos`` as the board stands:
        its eyes and whether it reaches open space, with no move read.

        Raises ValueError on an empty point.
        """
        self._start(pos)
        return self.owl_estimate_life(set(self._goal), ())

    def status(self, pos: int) -> tuple[str, int, int]:
        """``("alive"|"dead"|"critical"|"unknown", attack, defense)`` of the dragon at ``pos``.

        ``unknown`` when a search ran out of nodes before it could say, unless
        the defender wins at the limits (``defender_wins_at_limits``: then the
        codes say it, as GNU Go's status follows its owl's codes); the moves
        are NO_MOVE unless the status is critical.
        """
        unsure = not self.limits.defender_wins_at_limits
        acode, amove = self.attack(pos)
        if self.exhausted and unsure:
            return UNKNOWN, NO_MOVE, NO_MOVE
        if acode == LOSE:
            return ALIVE, NO_MOVE, NO_MOVE
        dcode, dmove = self.defend(pos)
        if self.exhausted and unsure:
            return UNKNOWN, NO_MOVE, NO_MOVE
        if dcode == LOSE:
            return DEAD, NO_MOVE, NO_MOVE
        return CRITICAL, amove, dmove

    def _start(self, pos: int, *, attacking: bool = False) -> None:
        """Set up a query about the dragon at ``pos``; ``attacking``: an attack
        query (``attack``, ``does_attack``), which reads with the limits'
        ``attack_branching``."""
        board = self.board
        if board.color[pos] not in (BLACK, WHITE):
            raise ValueError("vertex must not be empty")
        self._goal = self._goal_stones(board, pos)
        self._rest = self._dragon_rest(pos)
        friendly = (
            [d for d in find_dragons(board) if d.color == board.color[pos] and pos not in d.stones]
            if self.limits.goal_dragons or self.limits.friend_links
            else []
        )
        self._friends = self._friendly_dragons(friendly) if self.limits.goal_dragons else {}
        self._defender = board.color[pos]
        self._origin = pos
        self._added = []
        self._attacker_added = []
        dead = dead_stones(board)
        self._root_dead = {p: board.color[p] for p in dead}
        self._attacker_territory = self._territory(other(self._defender), dead)
        self._eyed_friends = (
            self._friends_with_eyes(friendly, dead) if self.limits.friend_links else frozenset()
        )
        self._cache.clear()
        self._eval_cache.clear()
        self._budget_end = self.nodes + self.limits.node_limit
        self.exhausted = False
        most = self.limits.tactical_kill_liberties
        self._branching = (attacking and self.limits.attack_branching) or self.limits.branching
        self._tactical_kill = self.limits.tactical_kill and (
            most is None or board.count_liberties(pos) <= most
        )

    def _dragon_rest(self, pos: int) -> frozenset[int]:
        """The stones of the dragon at ``pos`` the goal leaves out when its
        queried string is in atari (``atari_apart``): those of its other
        strings not in atari.  They join the goal once the defender's moves
        connect the queried string to them, as GNU Go's owl adds the strings
        a move connects to its goal."""
        board = self.board
        if not self._default_goal or len(board.stone_string(pos).libs) != 1:
            return frozenset()
        dragon = find_dragons(board).dragon_at(pos)
        if dragon is None or len(dragon.strings) == 1:
            return frozenset()
        return _out_of_atari(board, dragon.strings)

    def _friendly_dragons(self, dragons: list[Dragon]) -> dict[int, frozenset[int]]:
        """The stones of the defender's other ``dragons``, each mapped to its
        dragon's stones less its strings in atari (as the goal leaves them
        out: see :func:`dragon_stones`)."""
        board = self.board
        friends: dict[int, frozenset[int]] = {}
        for dragon in dragons:
            stones = _out_of_atari(board, dragon.strings)
            for stone in dragon.stones:
                friends[stone] = stones
        return friends

    def _friends_with_eyes(self, dragons: list[Dragon], dead: frozenset[int]) -> frozenset[int]:
        """The stones of those of the defender's other ``dragons`` whose eye
        spaces (those next to their stones) give them at least one eye at
        best as the board stands: friends worth linking up with (scattered
        stones with no eye space of their own are not)."""
        if not dragons:
            return frozenset()
        board = self.board
        neighbours = board.neighbours
        arounds = [{n for stone in dragon.stones for n in neighbours[stone]} for dragon in dragons]
        near = set().union(*arounds)
        spaces = self._eye_spaces(
            board, self._defender, repartition=self.repartition, dead=dead, near=near
        )
        alive: set[int] = set()
        for dragon, around in zip(dragons, arounds, strict=True):
            eyes = sum(s.value.max_eyes for s in spaces if not around.isdisjoint(s.points))
            if eyes >= 1:
                alive.update(dragon.stones)
        return frozenset(alive)

    def _territory(self, color: int, dead: frozenset[int]) -> frozenset[int]:
        """The points of the eye spaces of ``color``, unvalued (their values
        do not matter here, and valuing large spaces costs more than the
        whole search), false eyes looked for at the tips of the spaces only,
        as optics does.  With a replaced eye-space finder, its spaces' points."""
        if self._eye_spaces is not optics_eye_spaces:
            spaces = self._eye_spaces(self.board, color, repartition=self.repartition, dead=dead)
            return frozenset(p for space in spaces for p in space.points)
        work = EyeAnalysis(self.board, color, dead)
        domain = set(work.domain)
        points, _ = work.eye_points(domain, set())
        if not self.repartition:
            return frozenset(points)
        # As optics partitions again: the spaces without the false eyes, and those.
        colors = self.board.color
        neighbours = self.board.neighbours
        false_points = {
            p
            for p in domain
            if colors[p] == EMPTY
            and is_tip(p, points, neighbours)
            and work.topological(p).kind == FALSE_EYE
        }
        if not false_points:
            return frozenset(points)
        again, _ = work.eye_points(domain - false_points, false_points)
        return frozenset(again | false_points)

    def _after(self, move: int, attacker: bool) -> int:
        board = self.board
        mover = other(self._defender) if attacker else self._defender
        if not board.play(move, mover):
            return LOSE
        added = self._attacker_added if attacker else self._added
        added.append(move)
        try:
            if attacker:
                return REVERSE[self._defend(1, 0)[0]]
            return REVERSE[self._attack(1, 0)[0]]
        finally:
            board.undo()
            added.pop()

    # ----- the goal and its eyes -------------------------------------------

    def _goal_now(self) -> set[int]:
        """The stones of the goal in the current position."""
        board = self.board
        colors = board.color
        defender = self._defender
        stones: set[int] = set()
        for p in _chain(self._goal, self._added):
            if colors[p] == defender and p not in stones:
                stones.update(board.stone_string(p).stones)
        if self.limits.goal_joins:
            # A string in atari stays apart, as it does from the dragon at
            # the start (``atari_apart``): it is the tactical reader's matter.
            for move in self._added:
                if colors[move] == defender:
                    for q in self._joined_by(move):
                        if q not in stones and board.count_liberties(q) > 1:
                            stones.update(board.stone_string(q).stones)
        rest = self._rest
        if rest and not rest.isdisjoint(stones):
            for p in rest:
                if colors[p] == defender and p not in stones:
                    stones.update(board.stone_string(p).stones)
        friends = self._friends
        if friends and self._added:
            # A friendly dragon the goal has joined comes in whole: GNU Go's
            # owl adds the dragons a defender's move connects to (its trace
            # lists their stones as the goal's after the move), so that the
            # goal lives or dies with them, their eye spaces included.
            joined = {friends[p] for p in stones if p in friends}
            for dragon in joined:
                for p in dragon:
                    if colors[p] == defender and p not in stones:
                        stones.update(board.stone_string(p).stones)
        return stones

    def _joined_by(self, move: int) -> list[int]:
        """The defender's stones that the defender's ``move`` links up with:
        across a diagonal with one of the two points between them empty, or
        across a one-point jump with the point between empty.

        GNU Go's owl adds to its goal the dragons a defender's move connects
        to (its trace lists them after the move: after a diagonal move next
        to a weak friend, the friend's stones are goal stones), so the goal
        must then live or escape as a whole; ours added only the strings the
        move touches, and a loose stone next to a friend counted the friend's
        eye spaces for nothing and ran through it into open space.
        """
        board = self.board
        colors = board.color
        defender = self._defender
        stride = board.stride
        found: list[int] = []
        for step_a, step_b in ((-stride, -1), (-stride, 1), (stride, -1), (stride, 1)):
            q = move + step_a + step_b
            if 0 <= q < len(colors) and colors[q] == defender:
                if EMPTY in (colors[move + step_a], colors[move + step_b]):
                    found.append(q)
        for step in (-stride, -1, 1, stride):
            q = move + 2 * step
            if 0 <= q < len(colors) and colors[q] == defender and colors[move + step] == EMPTY:
                found.append(q)
        return found

    def _links_out(self, goal: set[int]) -> bool:
        """Whether one defender's move on a liberty of the goal would join
        it to a stone of a friendly dragon with an eye space of its own (as
        the dragons were at the root: see :meth:`_friends_with_eyes`):
        touching it, or (``goal_joins``) across a diagonal or a one-point
        jump."""
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        defender = self._defender
        seen: set[int] = set()
        for stone in goal:
            for lib in neighbours[stone]:
                if colors[lib] != EMPTY or lib in seen:
                    continue
                seen.add(lib)
                near = list(neighbours[lib])
                if self.limits.goal_joins:
                    near += self._joined_by(lib)
                for q in near:
                    if q in self._eyed_friends and colors[q] == defender and q not in goal:
                        return True
        return False

    def owl_estimate_life(self, goal: set[int], added: tuple[int, ...]) -> EyeSummary:
        """Judge the eyes of ``goal`` in the current position (GNU Go's
        ``owl_estimate_life``: the static judgement at a node).

        Cached by position and ``added`` (the defender's moves in the line),
        which with the query's dragon determine the goal.
        """
        board = self.board
        key = (board.position_hash(), added)
        hit = self._eval_cache.get(key)
        if hit is not None:
            return hit
        neighbours = board.neighbours
        near: set[int] = set()
        for stone in goal:
            near.update(neighbours[stone])
        min_eyes = max_eyes = sure_eyes = 0
        attack_points: list[tuple[int, int]] = []
        defense_points: list[tuple[int, int]] = []
        spaces: list[frozenset[int]] = []
        marginal: set[int] = set()
        dead = self._dead_now(goal)
        # Only the spaces next to the goal count; optics need not value the rest.
        spaces_found = self._eye_spaces(
            board, self._defender, repartition=self.repartition, dead=dead, near=near
        )
        for space in spaces_found:
            points = space.points
            if near.isdisjoint(points):
                continue
            value = space.value
            min_eyes += value.min_eyes
            max_eyes += value.max_eyes
            if value.min_eyes:
                opened = space.marginal or (
                    self.limits.atari_sure_eyes and self._captures_inside(points)
                )
                sure_eyes += value.min_eyes - (1 if opened else 0)
            spaces.append(frozenset(points))
            marginal.update(space.marginal)
            if value.max_eyes > value.min_eyes:
                # The spaces whose value is most at stake come first.
                weight = value.max_eyes - value.min_eyes
                if space.attack_point is not None:
                    attack_points.append((-weight, space.attack_point))
                if space.defense_point is not None:
                    defense_points.append((-weight, space.defense_point))
        escape = self._escapes(goal, dead)
        near_friend = escape and self._reaches_friend(goal, dead)
        summary = EyeSummary(
            min_eyes,
            max_eyes,
            tuple(p for _, p in sorted(attack_points)),
            tuple(p for _, p in sorted(defense_points)),
            tuple(spaces),
            frozenset(marginal),
            escape,
            near_friend,
            sure_eyes,
        )
        self._eval_cache[key] = summary
        return summary

    def _captures_inside(self, points: frozenset[int]) -> bool:
        """Whether an empty point of ``points`` is a liberty of a defender's
        string in atari, or of one with two liberties that touches an
        attacker stone: the attacker plays there and captures, or ataris a
        string pressed from outside, so the space is not closed
        (``atari_sure_eyes``)."""
        board = self.board
        colors = board.color
        defender = self._defender
        attacker = other(defender)
        neighbours = board.neighbours
        seen: set[int] = set()
        for p in points:
            if colors[p] != EMPTY:
                continue
            for n in neighbours[p]:
                if colors[n] != defender or n in seen:
                    continue
                string = board.stone_string(n)
                seen.update(string.stones)
                liberties = len(string.libs)
                if liberties == 1:
                    return True
                if liberties == 2 and any(
                    colors[m] == attacker for s in string.stones for m in neighbours[s]
                ):
                    return True
        return False

    def _dead_now(self, goal: set[int]) -> frozenset[int]:
        """The dead stones for the eye analysis at this node.

        Optics' dead stones of the query's position that are still there,
        never the goal's own stones (the owl is asking whether they die), and
        the attacker's stones played in this line that sit in a small region
        walled in by the defender (moves inside the eye space, which the eye
        value reads as such).  Recomputing optics' full analysis at every
        node would cost more than the rest of the node together.
        """
        board = self.board
        colors = board.color
        dead = {p for p, c in self._root_dead.items() if colors[p] == c and p not in goal}
        attacker = other(self._defender)
        for move in self._attacker_added:
            if colors[move] == attacker and move not in dead:
                region = self._small_region(move)
                if region is not None:
                    dead.update(p for p in region if colors[p] == attacker)
        return frozenset(dead)

    def _small_region(self, start: int) -> set[int] | None:
        """The points without defender stones connected to ``start``, if at most
        optics' small dead region; None when the region is bigger."""
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        defender = self._defender
        region = {start}
        stack = [start]
        while stack:
            p = stack.pop()
            for n in neighbours[p]:
                c = colors[n]
                if c == defender or c == BORDER or n in region:
                    continue
                region.add(n)
                if len(region) > SMALL_DEAD_REGION:
                    return None
                stack.append(n)
        return region

    def _escapes(self, goal: set[int], dead: frozenset[int]) -> bool:
        """Whether the goal is not enclosed.

        The goal reaches, without crossing a living attacker stone or
        entering the attacker's eye spaces (as they were at the root), at
        least ``escape_points`` empty points with no attacker stone within
        ``escape_clearance`` steps (a point next to one leads no further),
        none of them nearer to the goal than ``escape_distance`` steps.
        Such a dragon runs out or makes two eyes in its space; the owl does
        not try to kill it (GNU Go's owl gives up on a dragon with a high
        escape value for the same reason).
        """
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        attacker = other(self._defender)
        territory = self._attacker_territory
        limit = self.limits.escape_points
        far = self.limits.escape_distance
        seen = set(goal) | self._enclosed_by(goal)
        frontier = list(goal)
        open_points = 0
        distance = 0
        while frontier:
            distance += 1
            next_frontier = []
            for p in frontier:
                for n in neighbours[p]:
                    if n in seen:
                        continue
                    c = colors[n]
                    if c == BORDER or (c == attacker and n not in dead) or n in territory:
                        continue
                    seen.add(n)
                    if c == 0:
                        if any(colors[m] == attacker and m not in dead for m in neighbours[n]):
                            continue  # a point on the attacker's wall leads no further
                        if distance >= far and not self._crowded(n, attacker, dead):
                            open_points += 1
                            if open_points >= limit:
                                return True
                    next_frontier.append(n)
            frontier = next_frontier
        return False

    def _reaches_friend(self, goal: set[int], dead: frozenset[int]) -> bool:
        """Whether the goal comes within the limits' ``escape_friend`` steps
        of a friendly dragon (always, when 0): a living stone of the
        defender that stood at the query's root outside the dragon under
        study, reached over empty points not next to a living attacker
        stone and over the defender's stones.  A goal that has joined such
        a stone (by the defender's moves, see :meth:`_goal_now`) has
        reached it.

        GNU Go's owl says "ALIVE (escaped)" where the goal's escape route is
        large: the manual's "Escape" sums the escape values of the points
        four steps out, those of friendly dragons (6 for a living one) above
        those of open points (0 to 4, less where the opponent's influence
        is).  In its traces of the training games the goal escapes mostly
        where it comes within a few steps of a friendly dragon; open points
        alone, which our owl counted, let the loose stones of the opening
        run where GNU Go's owl chases and kills them.
        """
        steps = self.limits.escape_friend
        if not steps:
            return True
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        defender = self._defender
        attacker = other(defender)
        own_moves = set(self._added)
        root_goal = self._goal | self._rest

        def friend(p: int) -> bool:
            return p not in root_goal and p not in own_moves and p not in dead

        if any(friend(p) for p in goal):
            return True

        def passable(n: int) -> bool:
            c = colors[n]
            if c == defender and n not in dead:
                return True
            if c != EMPTY and n not in dead:
                return False  # the border or a living attacker stone
            # A point on the attacker's wall leads no further.
            return not any(colors[m] == attacker and m not in dead for m in neighbours[n])

        return any(
            colors[n] == defender and n not in dead and friend(n)
            for n in _spread(neighbours, goal, steps, passable)
        )

    def _crowded(self, p: int, attacker: int, dead: frozenset[int]) -> bool:
        """Whether a living attacker stone stands within the limits'
        ``escape_clearance`` steps of ``p`` (steps over any point)."""
        colors = self.board.color
        reached = _spread(
            self.board.neighbours, (p,), self.limits.escape_clearance, lambda n: colors[n] != BORDER
        )
        return any(colors[n] == attacker and n not in dead for n in reached)

    def _enclosed_by(self, goal: set[int]) -> set[int]:
        """The small areas the goal itself walls in (whatever stands in them).

        Room inside the dragon's own ring is no way out, even where the
        attacker has stones that optics calls alive: that is a capturing
        race inside the dragon, not an escape.
        """
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        cap = self.limits.enclosed_area
        enclosed: set[int] = set()
        outside: set[int] = set()
        for stone in goal:
            for start in neighbours[stone]:
                if colors[start] == BORDER or start in goal:
                    continue
                if start in enclosed or start in outside:
                    continue
                area = {start}
                stack = [start]
                big = False
                while stack and not big:
                    p = stack.pop()
                    for n in neighbours[p]:
                        if n in area or n in goal or colors[n] == BORDER:
                            continue
                        if n in outside:
                            # Connected to an area already found too big.
                            big = True
                            break
                        area.add(n)
                        stack.append(n)
                    big = big or len(area) > cap
                if big:
                    outside |= area
                else:
                    enclosed |= area
        return enclosed

    # ----- the search -------------------------------------------------------

    def _attack(self, depth: int, ko_used: int) -> tuple[int, int]:
        """Best (code, move) of the attacker, attacker to move."""
        self.nodes += 1
        board = self.board
        if board.color[self._origin] != self._defender:
            return WIN, NO_MOVE
        if self._tactical_kill:
            code, move = self.reader.attack(self._origin)
            if code == WIN or (depth == 0 and code != LOSE and self._may_answer(move)):
                # The queried string falls to the tactical reader: the dragon
                # dies with it, whatever its eyes or room (GNU Go's owl).  A
                # ko counts in the search's own ko rule below the root.
                return (KO_B if code == KO_B else WIN), move
        goal = self._goal_now()
        added = tuple(sorted(self._added))
        summary = self.owl_estimate_life(goal, added)
        if self._lives(goal, summary, depth):
            return LOSE, NO_MOVE
        key = (board.position_hash(), True, added, ko_used)
        hit = self._cache.get(key)
        if hit is not None and hit[2] <= depth:
            return hit[0], hit[1]
        static = WIN if summary.max_eyes < 2 else LOSE
        if depth >= self.limits.max_depth or self._out_of_nodes():
            # Read too deep or too long: the defender wins, as in GNU Go (deep
            # reading may be a sign of escape), or the static judgement.
            return (LOSE if self.limits.defender_wins_at_limits else static), NO_MOVE
        if (
            static == WIN
            and depth > 0
            and not self.lunches(goal)
            and not (self.limits.friend_links and depth % 2 == 1 and self._links_out(goal))
        ):
            # Already short of eyes, nothing to capture and no friend to
            # join: dead as it stands.
            return WIN, NO_MOVE
        moves = self._attack_moves(goal, summary, depth)
        if depth == 0 and self.limits.root_probe and len(moves) > 1:
            found = self._probe(moves, ko_used)
            if found != NO_MOVE:
                return WIN, found
        best, best_move = LOSE, NO_MOVE
        for move in moves:
            code = self._try(move, depth, ko_used, attacker=True)
            if better(code, best):
                best, best_move = code, move
                if code == WIN:
                    break
        if best == LOSE and static == WIN and depth == 0 and not moves:
            best = WIN
        self._cache[key] = (best, best_move, depth)
        return best, best_move

    def _defend(self, depth: int, ko_used: int) -> tuple[int, int]:
        """Best (code, move) of the defender, defender to move."""
        self.nodes += 1
        board = self.board
        if board.color[self._origin] != self._defender:
            return LOSE, NO_MOVE
        if (
            depth == 0
            and self._tactical_kill
            and self.limits.tactical_death
            and self._tactically_dead()
        ):
            return LOSE, NO_MOVE
        goal = self._goal_now()
        added = tuple(sorted(self._added))
        summary = self.owl_estimate_life(goal, added)
        rescue = self._root_rescue() if depth == 0 else NO_MOVE
        if rescue == NO_MOVE and self._lives(goal, summary, depth):
            return WIN, NO_MOVE
        key = (board.position_hash(), False, added, ko_used)
        hit = self._cache.get(key)
        if hit is not None and hit[2] <= depth:
            return hit[0], hit[1]
        if depth >= self.limits.max_depth or self._out_of_nodes():
            return (WIN if self.limits.defender_wins_at_limits else LOSE), NO_MOVE
        best, best_move = LOSE, NO_MOVE
        moves = self._defense_moves(goal, summary, depth)
        if depth >= 1 and self._captures_only(goal, summary, depth):
            # A lone string short of liberties: no running out, only captures.
            moves = [m for m in moves if self._captures(m)]
        if rescue != NO_MOVE and rescue not in moves:
            moves.insert(0, rescue)
        for move in moves:
            code = self._try(move, depth, ko_used, attacker=False)
            if better(code, best):
                best, best_move = code, move
                if code == WIN:
                    break
        self._cache[key] = (best, best_move, depth)
        return best, best_move

    def _captures_only(self, goal: set[int], summary: EyeSummary, depth: int) -> bool:
        """Whether the goal is one string that only captures may save at a
        node of ``depth`` below the root: in atari
        (``captures_only_in_atari``), or of at most
        :data:`LONE_STRING_STONES` stones with no eye space and at most the
        limits' ``lone_string_liberties`` liberties.

        With the limits' ``lone_string_fight``, a lone *stone* with two
        liberties at the first node answers with all its candidates: once
        it no longer counts as escaped there, captures alone left it dead
        where GNU Go's owl saves it with a counter-atari or a hane
        (``s13-l0-n101`` move 27, white C12 after black D12: GNU Go's
        ``owl_defend`` is ``1 E12``), whether or not open space is near.
        Strings of two or three stones stay captures only, as GNU Go's owl
        reads them."""
        board = self.board
        string = board.stone_string(self._origin)
        if len(goal) != len(string.stones):
            return False
        liberties = len(string.libs)
        if liberties == 1 and self.limits.captures_only_in_atari:
            return True
        if depth == 1 and len(goal) == 1 and self._lone_string_in_a_fight(goal):
            return False
        return (
            liberties <= self.limits.lone_string_liberties
            and len(goal) <= LONE_STRING_STONES
            and summary.max_eyes == 0
        )

    def _captures(self, move: int) -> bool:
        """Whether the defender's ``move`` captures an attacker string (one in atari next to it)."""
        board = self.board
        attacker = other(self._defender)
        return any(
            board.color[n] == attacker and board.count_liberties(n) == 1
            for n in board.neighbours[move]
        )

    def _probe(self, moves: list[int], ko_used: int) -> int:
        """The first of the attacker's root ``moves`` that kills within the
        limits' ``root_probe`` nodes of its own, or NO_MOVE.

        The search is depth first and the defender wins at the node limit,
        so a first root move whose tree is large spends the whole budget and
        the moves after it are never read, where GNU Go's owl finds their
        kill in a few dozen nodes.  A probe's win is a win of the full rules
        (no line of it was cut short); what the probes learnt under their
        small budgets is forgotten (a line cut short is a defender's win
        only for the budget it had).  The probes draw on the query's node
        limit, and the full search after them gets what is left of it.
        """
        probe = self.limits.root_probe
        end = self._budget_end
        for move in moves:
            self._budget_end = min(self.nodes + probe, end)
            self.exhausted = False
            code = self._try(move, 0, ko_used, attacker=True)
            if code == WIN and not self.exhausted:
                self._budget_end = end
                return move
            self._cache.clear()
        self._budget_end = end
        self.exhausted = False
        return NO_MOVE

    def _root_rescue(self) -> int:
        """The tactical reader's defence of the queried string when, with
        ``tactical_kill``, the reader captures it (outright or by a ko), or
        NO_MOVE.

        The attacker's search takes such a capture for the dragon's death at
        every node (:meth:`_attack`), so the defence may not rest on the
        dragon's eyes or room as it stands: the string must be saved first
        (GNU Go's ``owl_defend`` answers the string's defence there, not that
        the dragon lives as it stands, where its ``owl_attack`` captures the
        string).  The owl then reads on from that move as from any other.
        """
        if not self._tactical_kill:
            return NO_MOVE
        origin = self._origin
        if self.reader.attack(origin)[0] == LOSE:
            return NO_MOVE
        code, move = self.reader.defend(origin)
        return move if code != LOSE else NO_MOVE

    def _tactically_dead(self) -> bool:
        """Whether the tactical reader, as deep as the GTP ``attack`` and
        ``defend`` read, captures the queried string and finds no defence
        for it: then the dragon dies with it, whatever the owl's defender
        would play (GNU Go's owl: a string its ``attack`` captures and its
        ``defend`` does not save is a dead dragon).  The owl's own reader,
        shallower since it runs at every node, may miss the capture after
        the defender's first move (a ladder), and the string then escapes
        into open space for the owl."""
        reader = TacticalReader(self.board)
        origin = self._origin
        return reader.attack(origin)[0] == WIN and reader.defend(origin)[0] == LOSE

    def _may_answer(self, move: int) -> bool:
        """Whether the attacker's ``move`` may be the answer at the root: a
        move that can be played now, or (``conditional_ko_kill``) a ko capture
        the ko rule forbids now, taken after a threat, as GNU Go answers."""
        if self.limits.conditional_ko_kill or move == NO_MOVE:
            return True
        return self.board.is_legal(move, other(self._defender))

    def _lives(self, goal: set[int], summary: EyeSummary, depth: int) -> bool:
        """Whether the goal lives as it stands: two sure eyes (with the limits'
        ``closed_sure_eyes``, ``summary.sure_eyes``), or escaped from the
        limits' ``escape_depth`` on."""
        if (summary.sure_eyes if self.limits.closed_sure_eyes else summary.min_eyes) >= 2:
            return True
        return self._escaped(goal, summary, depth) and depth >= self.limits.escape_depth

    def _escaped(self, goal: set[int], summary: EyeSummary, depth: int) -> bool:
        """Whether the goal counts as escaped at a node of ``depth``: it
        reaches open space, (with the limits' ``atari_no_escape``) its
        queried string is not in atari, which is a fight for that string
        first, and from the limits' ``escape_friend_depth`` on it comes
        near a friendly dragon (``summary.near_friend``).

        Before that ply (at the node after a query's first move) open space
        alone is enough: with the friend rule there, a lone stone in the
        open with no friend is taken for dead by the static judgement
        ("short of eyes and nothing to capture") after a single move, where
        GNU Go's owl reads the fight on (it looks for an escape only from
        its third stack level on).  A lone string with two liberties is the
        exception (the limits' ``lone_string_fight``): at that first node it
        needs a friend near too.
        """
        if not summary.escape:
            return False
        if self.limits.atari_no_escape and self.board.count_liberties(self._origin) == 1:
            return False
        if depth == 1 and self._lone_string_in_a_fight(goal):
            return summary.near_friend
        return summary.near_friend or depth < self.limits.escape_friend_depth

    def _lone_string_in_a_fight(self, goal: set[int]) -> bool:
        """Whether the limits' ``lone_string_fight`` applies to the goal as
        it stands: one string of at most :data:`LONE_STRING_STONES` stones,
        the whole goal, with two liberties.  The node after a query's first
        move is the defender's in an attack; in a defence it is the
        attacker's, and the rule holds there too when the defender's first
        move left the lone string two liberties (a move elsewhere joins the
        goal, which is then no longer one string).

        The friend rule (``escape_friend``) starts at the attacker's second
        move, so a lone stone the attacker's first move left with two
        liberties counted as escaped wherever open space was near, and the
        owl found no attack.  GNU Go's owl reads that fight on and kills
        with a net or a chase: on the validation and dev games, lone
        stones put to two liberties (``s9-l9-n134`` move 13: ``owl_attack
        H5`` is ``1 H4``; ``s19-l1-n47`` move 64, L17 after L16).
        """
        if not self.limits.lone_string_fight:
            return False
        if len(goal) > LONE_STRING_STONES:
            return False
        string = self.board.stone_string(self._origin)
        return len(string.libs) == 2 and len(string.stones) == len(goal)

    def _out_of_nodes(self) -> bool:
        if self.nodes > self._budget_end:
            self.exhausted = True
        return self.exhausted

    def _try(self, move: int, depth: int, ko_used: int, attacker: bool) -> int:
        """Play ``move`` for one side, read the other side's answer, take it back."""
        board = self.board
        color = other(self._defender) if attacker else self._defender
        ko_retake = False
        if not board.play(move, color):
            # A ko retake the rules forbid now is read as a conditional ko
            # (KO_B: won after a ko threat), but never answered as the move
            # itself: at the root the move must be legal.
            if not (
                depth > 0
                and move == board.ko_point
                and color == board.ko_color
                and not ko_used & (1 << color)
            ):
                return LOSE
            if not board.play_ko_retake(move, color):
                return LOSE
            ko_retake = True
            ko_used |= 1 << color
        added = self._attacker_added if attacker else self._added
        added.append(move)
        if attacker:
            code = REVERSE[self._defend(depth + 1, ko_used)[0]]
        else:
            code = REVERSE[self._attack(depth + 1, ko_used)[0]]
        added.pop()
        board.undo()
        if ko_retake and code != LOSE:
            code = KO_B
        return code

    # ----- candidate moves ---------------------------------------------------

    def _width(self, depth: int) -> int:
        branching = self._branching
        return branching[min(depth, len(branching) - 1)]

    def _boundary_strings(self, goal: set[int], color: int) -> list[String]:
        """The strings of the goal (``color`` is the defender's) or the attacker's
        strings next to it, in board order."""
        board = self.board
        points = (
            n
            for stone in sorted(goal)
            for n in ((stone,) if color == self._defender else board.neighbours[stone])
        )
        return _strings_at(board, points, color)

    def _far_lunch_strings(self, goal: set[int]) -> list[String]:
        """The attacker's strings next to the goal, diagonal to a goal stone,
        or two steps from one across an empty point, in board order: the
        strings the defender may eat (the limits' ``far_lunches``).

        GNU Go's owl looks for its lunches that far: in its traces of the
        validation games' critical dragons its defence eats a white string
        two steps from a lone black stone on the edge, across the empty
        point between them, where ours, looking only next to the goal,
        found nothing to capture.  Only the defender's candidates look that
        far: the static "dead as it stands" check and the attacker's saves
        of lunches looking there too made the attacker's search drown
        (training ``owl_attack`` 696 -> 681 of 764, its time x1.6).
        """
        return _strings_at(self.board, _around(self.board, goal), other(self._defender))

    def lunches(self, goal: set[int]) -> list[int]:
        """The goal's *lunches*, as GNU Go calls them: the moves of the defender
        that capture an attacker string next to the goal."""
        reader = self.reader
        moves = []
        for string in self._boundary_strings(goal, other(self._defender)):
            if len(string.libs) <= 2:
                code, move = reader.attack(string.stones[0])
                if code != LOSE and move != NO_MOVE:
                    moves.append(move)
        return moves

    def _attack_moves(self, goal: set[int], summary: EyeSummary, depth: int) -> list[int]:
        """The attacker's candidates, best first, at most the branching of ``depth``."""
        board = self.board
        reader = self.reader
        scores: dict[int, int] = {}

        def offer(move: int, score: int) -> None:
            if move != NO_MOVE and board.color[move] == EMPTY and scores.get(move, -1) < score:
                scores[move] = score

        for rank, point in enumerate(summary.vital_attack):
            offer(point, 100 - rank)
        # Goal strings short of liberties: capture them.
        for string in self._boundary_strings(goal, self._defender):
            if len(string.libs) <= 2:
                code, move = reader.attack(string.stones[0])
                if code != LOSE:
                    offer(move, 95 + len(string.stones) if code == WIN else 70)
        # Attacker strings the defender could capture (its lunches): save them.
        for string in self._boundary_strings(goal, other(self._defender)):
            if len(string.libs) <= 2:
                code, _ = reader.attack(string.stones[0])
                if code != LOSE:
                    self._save_lunch(string, offer)
        self._offer_shape(goal, summary, offer)
        if self.limits.diagonal_blocks:
            self._offer_diagonal_blocks(goal, offer, self.limits.diagonal_blocks)
        self._learned_shapes(goal, scores, _ATTACK_SHARE)
        return _best(scores, self._width(depth))

    def _save_lunch(self, string: String, offer: Callable[[int, int], None]) -> None:
        """Offer the attacker's moves that save ``string``, one of its strings
        next to the goal that the defender could capture (a lunch).

        A lunch in atari comes before the vital points: the defender's next
        move would take it, and the eye it makes, whatever the eye spaces
        say (GNU Go's owl scores such a save above its vital moves: "save
        lunch at E3 with D3, score 51" against "vital move at H3, score 50"
        in the position of the shipped owl:117 after white E4).  Its
        extension at the liberty is offered too when it saves the string:
        GNU Go's defense point there is D3 (its reader generates "mostly
        direct liberties of the string" first, the manual's reading
        chapter), where ours captures E2 at F2, which saves E3 too but
        after which our owl does not find the kill.
        """
        reader = self.reader
        anchor = string.stones[0]
        score = 101 if len(string.libs) == 1 else 85
        code, move = reader.defend(anchor)
        if code != LOSE:
            offer(move, score)
        if len(string.libs) == 1:
            (lib,) = string.libs
            if lib != move and reader.does_defend(lib, anchor) == WIN:
                offer(lib, score)

    def _offer_diagonal_blocks(
        self, goal: set[int], offer: Callable[[int, int], None], score: int
    ) -> None:
        """Offer the attacker's diagonal blocks: the empty points next to two or
        more of the goal's liberties that are no liberty themselves (mostly
        points diagonal to a goal stone), at ``score`` plus 3 for each
        liberty they touch: such a point closes two ways out at once.

        In GNU Go's kill trees of the training games' critical dragons that
        our owl did not kill, one in seven of the attacker's moves our
        candidates lacked were such points (GNU Go's attack patterns, e.g.
        the diagonal "A718" against a lone stone); ours offered only the
        goal's own liberties around them, which the defender answers by
        extending.
        """
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        libs = {n for p in goal for n in neighbours[p] if colors[n] == EMPTY}
        seen: set[int] = set()
        for lib in libs:
            for q in neighbours[lib]:
                if q in seen or q in libs or colors[q] != EMPTY:
                    continue
                seen.add(q)
                touching = sum(1 for n in neighbours[q] if n in libs)
                if touching >= 2:
                    offer(q, score + 3 * touching)

    def _defense_moves(self, goal: set[int], summary: EyeSummary, depth: int) -> list[int]:
        """The defender's candidates, best first, at most the branching of ``depth``."""
        board = self.board
        reader = self.reader
        scores: dict[int, int] = {}

        def offer(move: int, score: int) -> None:
            if move != NO_MOVE and board.color[move] == EMPTY and scores.get(move, -1) < score:
                scores[move] = score

        for rank, point in enumerate(summary.vital_defense):
            offer(point, 100 - rank)
        lunch_strings = (
            self._far_lunch_strings(goal)
            if self.limits.far_lunches
            else self._boundary_strings(goal, other(self._defender))
        )
        for string in lunch_strings:
            if len(string.libs) <= 2:
                code, move = reader.attack(string.stones[0])
                if code != LOSE:
                    offer(move, 92 + len(string.stones) if code == WIN else 75)
        for string in self._boundary_strings(goal, self._defender):
            if len(string.libs) <= 2:
                code, _ = reader.attack(string.stones[0])
                if code != LOSE:
                    dcode, move = reader.defend(string.stones[0])
                    if dcode != LOSE:
                        offer(move, 88 + min(len(string.stones), 8))
        self._offer_shape(goal, summary, offer)
        if self.limits.friend_link_moves and depth == 0:
            self._offer_friend_links(goal, offer, self.limits.friend_link_moves)
        bonus = self.limits.near_goal_bonus
        if bonus and depth == 0:
            # The marginal points on the goal's own edge before those away
            # from it: the goal's eye space is made or lost next to it.
            for p in summary.marginal:
                if p in scores and any(n in goal for n in board.neighbours[p]):
                    scores[p] += bonus
        self._learned_shapes(goal, scores, _DEFEND_SHARE)
        return _best(scores, self._width(depth))

    def _offer_friend_links(
        self, goal: set[int], offer: Callable[[int, int], None], score: int
    ) -> None:
        """Offer the defender's moves that link the goal to another of its
        dragons (as they were at the root): an empty point next to the goal
        or joined to it across a diagonal or a one-point jump (see
        :meth:`_joined_by`) that is next to or joined to a stone of such a
        dragon, at ``score``.

        GNU Go's owl defends a lone stone or a small group short of eyes by
        linking it to a friend, most often diagonally (its connection
        patterns); ours offered the goal's own liberties and eye-space
        points only, never the diagonal link, and found the dragon dead
        (on the validation games, whose 547 dragons GNU Go calls critical,
        15 more statuses right, 32 answers fixed and none broken; none
        changed on the training games).  The score is low, so that the link only fills
        the root's width after the moves of the goal's eye space (at 70 it
        pushed a training defence off the list), and the link is offered
        at the root of a defence alone: offered at every defender's node,
        in the attacker's search too, it saved dragons GNU Go's owl kills
        (training ``owl_attack`` 696 -> 682 of 764).
        """
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        defender = self._defender
        friends = self._friends
        for p in set(_around(board, goal)):
            if colors[p] != EMPTY:
                continue
            near = [*neighbours[p], *self._joined_by(p)]
            if not any(q in goal for q in near):
                continue
            if any(q in friends and q not in goal and colors[q] == defender for q in near):
                offer(p, score)

    def _learned_shapes(
        self, goal: set[int], scores: dict[int, int], share_of: Callable[[str], float]
    ) -> None:
        """Add to each point near the goal the score of its shape, ``share_of`` its
        raw window (a table's :func:`~engine.go.owl_shapes.shape_scorer`, see
        :mod:`engine.go.owl_shapes`); a point with no other reason is
        offered when its shape's share is at least the limits' ``shape_share``."""
        weight = self.limits.shape_weight
        if not weight:
            return
        least = self.limits.shape_share
        board = self.board
        defender = self._defender
        for p in near_points(board, goal):
            share = share_of(raw_shape(board, p, goal, defender))
            if p in scores:
                scores[p] += int(weight * share)
            elif share >= least:
                scores[p] = int(weight * share)

    def _offer_shape(
        self, goal: set[int], summary: EyeSummary, offer: Callable[[int, int], None]
    ) -> None:
        """Eye-shape moves: points of small eye spaces (the most connected ones
        first: the vital point of a three- or five-point space is its middle),
        marginal points, and the goal's liberties outside its eyes."""
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        inside: set[int] = set()
        for points in summary.space_points:
            inside.update(points)
            if len(points) > self.limits.small_space:
                continue
            for p in points:
                if colors[p] == EMPTY:
                    links = sum(1 for n in neighbours[p] if n in points)
                    offer(p, 50 + 5 * links)
        for p in summary.marginal:
            offer(p, 60)
        for stone in goal:
            for lib in neighbours[stone]:
                if colors[lib] != EMPTY or lib in inside:
                    continue
                near_eye = any(n in inside for n in neighbours[lib])
                room = sum(1 for n in neighbours[lib] if colors[n] == EMPTY)
                offer(lib, 30 + (15 if near_eye else 0) + 3 * room)


def _spread(
    neighbours: Sequence[Sequence[int]],
    starts: Iterable[int],
    steps: int,
    passable: Callable[[int], bool],
) -> Iterator[int]:
    """The points first met within ``steps`` steps of ``starts``, breadth
    first, each once (the starts not): a step goes on from a point only
    when ``passable`` takes it."""
    seen = set(starts)
    frontier = list(seen)
    for _ in range(steps):
        next_frontier = []
        for p in frontier:
            for n in neighbours[p]:
                if n in seen:
                    continue
                seen.add(n)
                yield n
                if passable(n):
                    next_frontier.append(n)
        frontier = next_frontier


def _around(board: Board, goal: AbstractSet[int]) -> Iterator[int]:
    """For each stone of ``goal`` in board order, its four diagonal points, its
    neighbours, and the point two steps out across each empty neighbour
    (repeats included): where the goal's far lunches and its links to a
    friend lie."""
    colors = board.color
    stride = board.stride
    for stone in sorted(goal):
        yield from (stone - stride - 1, stone - stride + 1, stone + stride - 1, stone + stride + 1)
        for n in board.neighbours[stone]:
            yield n
            beyond = 2 * n - stone
            if colors[n] == EMPTY and 0 <= beyond < len(colors):
                yield beyond


def _strings_at(board: Board, points: Iterable[int], color: int) -> list[String]:
    """The distinct strings of ``color`` on ``points``, in the order met."""
    colors = board.color
    found: list[String] = []
    for p in points:
        if colors[p] == color:
            string = board.stone_string(p)
            if string not in found:
                found.append(string)
    return found


def _best(scores: dict[int, int], width: int) -> list[int]:
    """The ``width`` best-scored moves; ties go to the lower point, for determinism."""
    return [move for move, _ in sorted(scores.items(), key=lambda item: (-item[1], item[0]))][
        :width
    ]


def _chain(first: Iterable[int], second: Iterable[int]) -> Iterable[int]:
    yield from first
    yield from second
