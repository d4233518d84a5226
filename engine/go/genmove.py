"""Whole-board move generation and scoring: GNU Go's ``genmove`` and ``final_score``.

The move generator works as GNU Go's does, in four steps, on what the
engine already knows:

1. **Examine the position** (:func:`examine_position`): the tactical status
   of every string short of liberties (:mod:`engine.go.reading`), the
   dragons (:mod:`engine.go.dragons`) and the life-and-death status of the
   ones that are walled in (:mod:`engine.go.owl`, with node limits), the
   unconditional status (:mod:`engine.go.unconditional`), and from those the
   dead stones.
2. **Gather candidates with reasons** (:class:`MoveGenerator`): captures and
   rescues of strings (worth twice their size: the stones and the points
   they stand on), owl attacks and defenses of dragons (weighted by their
   size), moves that win a capturing race between two weak dragons
   (:mod:`engine.go.semeai`, weighted by what they decide), the vital
   points of unsettled eye spaces (:mod:`engine.go.optics`),
   moves that join two of our dragons the opponent could cut apart, or cut
   two enemy dragons apart, one of them weak (read by
   :mod:`engine.go.connection`, worth the weak dragons' value), and for
   every other point the change of a territory estimate
   (:class:`engine.go.influence.Influence`) with a small preference for the
   third and fourth lines and the corners while a region is still empty.
   A move's value is the best of its reasons plus a quarter of the others.
3. **Look ahead** (:meth:`MoveGenerator._look_ahead`): the best few
   candidates are played out; strings near the move are read again, the
   open fights resolved (the opponent settles the biggest) and the position
   judged by :func:`engine.go.influence.territory`, which takes groups
   without room for eyes inside the opponent's sphere for dead (a dragon
   that can still run into open space is not); with ``limits.replies`` the
   opponent's best answer is played too and the worst outcome counts.  Invasions
   without room, self-ataris, ladder-losing extensions and moves that leave
   a weak group to die lose there what they seemed to gain; on small boards
   a loose new stone near the opponent's loses a little more
   (:func:`_loose_stone_penalty`).
4. **Pick** the best legal candidate that does not fill one of our own true
   eyes and does not walk into a capture; pass when nothing is worth
   :data:`PASS_THRESHOLD` and the end-of-game examination leaves no fight
   open (:meth:`MoveGenerator.before_passing`).  Everything is deterministic: near-ties are
   broken by the point order, or by a seeded random number when a seed is
   given (``gg_genmove COLOR SEED``).

:func:`final_score` counts area (stones plus surrounded points) after taking
off the dead stones the same examination finds, and spells the result as
GNU Go does (``B+3.5``, ``W+0.5``, ``0``).

**Budgets.**  What decides the answer is counted in nodes
(:class:`GenmoveLimits`: owl nodes per query and per move, tactical nodes
per query and for the look-ahead), so the same position gets the same move
on any machine.  A wall clock (:class:`Clock`, ``limits.seconds``) is only a
safety net: past it the owl is abandoned and the look-ahead stops; it is set
well above what the node budgets cost, and no test or suite relies on it.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.go.board import BLACK, BORDER, EMPTY, PASS, WHITE, Board, other
from engine.go.connection import ConnectionLimits, ConnectionReader
from engine.go.dragons import Dragon, Dragons, close_pairs, find_dragons
from engine.go.influence import Influence, points_within, territory
from engine.go.optics import analyse_eyes
from engine.go.owl import ALIVE, CRITICAL, UNKNOWN, OwlLimits, OwlReader, optics_eye_spaces
from engine.go.owl import DEAD as DEAD_STATUS
from engine.go.reading import KO_A, KO_B, LOSE, NO_MOVE, WIN, ReadingLimits, TacticalReader
from engine.go.semeai import SemeaiLimits, analyze_semeai
from engine.go.unconditional import ALIVE as PASS_ALIVE
from engine.go.unconditional import (
    DEAD,
    UNDECIDED,
    UnconditionalStatus,
    components,
    unconditional_status,
)

#: A dragon with a string of at most this many liberties may be in a capturing race.
RACE_LIBERTIES = 4

#: What joining (or cutting) a pair of dragons the opponent (or we) could
#: cut is worth, times the weak dragons' value (:func:`_dragon_value`).  Set
#: on the training records (``benchmarks/bench_connection_moves.py --split
#: training --every 6 --others``: GNU Go's move played 63 of 739 times before,
#: 75 at 3, 85 at 5, 84 at 8): the move a cut decides outweighs the others.
CONNECTION_WEIGHT = 5.0

#: Below this value (in points) no move is worth playing: pass.
PASS_THRESHOLD = 0.3

#: How much of a result a ko is worth: the side that takes first wins only
#: if it wins the ko, so the gain is roughly halved.
_KO_FACTOR = {WIN: 1.0, KO_A: 0.6, KO_B: 0.4, LOSE: 0.0}


@dataclass(frozen=True)
class GenmoveLimits:
    """How much reading one move may cost.

    Everything that decides the answer is counted in nodes, so the same
    position gets the same move on any machine:

    ``owl_nodes``: nodes per owl query; ``owl_budget``: owl nodes for the
    whole examination (dragons past it keep the status ``unknown``);
    ``reading_nodes``: nodes per tactical query; ``max_libs``: strings with
    more liberties are not read; ``safety_checks``: how many of the best
    candidates are read for the safety of the stone they put down;
    ``lookahead``: how many of the best candidates are played out and
    judged (see :meth:`MoveGenerator.candidates`); ``lookahead_nodes``: the
    tactical nodes the look-ahead may spend in all (candidates past it keep
    their first value); ``replies``: how many of the best candidates are
    also tried as the opponent's answer to each judged move, with the points
    next to it (0: the opponent only settles the open fights).
    ``semeai_pairs``: how many capturing races (adjacent weak dragons of
    both colours) are read for race-winning moves, ``semeai_nodes`` the
    race search's nodes per race and side (its owl gets ``owl_nodes``).
    ``connection_pairs``: how many pairs of close dragons of one colour, one
    of them weak, the connection reader reads for connecting and cutting
    moves (the most valuable first), ``connection_nodes`` its nodes a query.

    ``seconds`` is only a safety net: when a move has taken that long the
    examination stops asking the owl and the look-ahead stops, whatever the
    node budgets say.  It is set well above what the node budgets cost, so
    that no test and no regression run ever reaches it; an answer that
    depended on it would depend on the machine, and on what ran before: the
    first move of a process also solves the eye shapes it meets for the
    first time (up to half a second each, cached afterwards), which costs
    3 to 5 seconds even on 5x5, and a loaded machine (``-n auto``) doubles it.
    """

    owl_nodes: int = 25
    owl_budget: int = 40
    reading_nodes: int = 1500
    max_libs: int = 3
    safety_checks: int = 12
    lookahead: int = 10
    lookahead_nodes: int = 20_000
    replies: int = 0
    semeai_pairs: int = 2
    semeai_nodes: int = 300
    connection_pairs: int = 12
    connection_nodes: int = 300
    seconds: float = 30.0


def default_limits(size: int) -> GenmoveLimits:
    """Limits that keep a move within a few seconds on a board of ``size``.

    An owl node costs an eye analysis of the whole board, so the big boards
    get fewer of them (about 35 ms a node on 19x19, 4 ms on 9x9).
    """
    if size <= 9:
        return GenmoveLimits(
            owl_nodes=80, owl_budget=150, lookahead=14, replies=6, lookahead_nodes=150_000
        )
    if size <= 13:
        return GenmoveLimits(owl_nodes=60, owl_budget=120, lookahead=12)
    return GenmoveLimits()


class OutOfTime(Exception):
    """Raised inside a search when the move's safety-net clock has run out."""


@dataclass(frozen=True)
class Clock:
    """The wall-clock safety net of one move: ``deadline`` in ``time.monotonic()`` seconds."""

    deadline: float

    @classmethod
    def start(cls, seconds: float) -> Clock:
        """A clock that runs out ``seconds`` from now."""
        return cls(time.monotonic() + seconds)

    def expired(self) -> bool:
        """Whether the deadline has passed."""
        return time.monotonic() > self.deadline


def _unlimited() -> Clock:
    return Clock(float("inf"))


@dataclass(frozen=True)
class WormStatus:
    """The tactical status of one string: the codes and moves of attack and defense."""

    origin: int
    size: int
    attack_code: int
    attack_move: int
    defend_code: int
    defend_move: int


@dataclass(frozen=True)
class DragonStatus:
    """A dragon with its status (``alive``, ``dead``, ``critical``, ``unknown``)
    and, when critical, the owl's attack and defense points."""

    dragon: Dragon
    status: str
    attack_move: int = NO_MOVE
    defend_move: int = NO_MOVE
    attack_code: int = LOSE
    defend_code: int = LOSE


@dataclass
class Examination:
    """What :func:`examine_position` found: worms, dragons and dead stones.

    ``alive`` holds the stones known to live: pass-alive (Benson) or of a
    dragon the owl could not kill.
    """

    worms: dict[int, WormStatus]
    dragons: list[DragonStatus]
    dragon_of: dict[int, DragonStatus]
    dead: frozenset[int]
    owl_nodes: int = 0
    reading_nodes: int = 0
    alive: frozenset[int] = frozenset()


def examine_position(
    board: Board,
    limits: GenmoveLimits,
    *,
    repartition: bool = True,
    open_is_alive: bool = True,
    clock: Clock | None = None,
) -> Examination:
    """Examine ``board``: tactical status of weak strings, dragon status, dead stones.

    With ``open_is_alive`` a dragon that reaches open space is taken for
    alive without an owl search (the owl would say the same after an eye
    analysis of the whole board); scoring turns it off.  The owl gets at
    most ``limits.owl_budget`` nodes in all, each query at most
    ``limits.owl_nodes`` of them; when ``clock`` runs out, the dragons not
    read yet (and the one being read) keep the status ``unknown``.
    """
    clock = clock or _unlimited()
    reader = TacticalReader(board, ReadingLimits(node_limit=limits.reading_nodes, max_depth=60))
    worms = _worm_status(board, limits, reader)
    uncond = unconditional_status(board)
    alive = {p for p in board.points if uncond.at(p) == PASS_ALIVE}
    dragons = find_dragons(board)
    plain, queries = _plain_status(board, dragons, uncond, worms, open_is_alive)
    # At the end of the game running away is no longer a way to live: the
    # scoring examination asks the owl for eyes only.
    escape = OwlLimits().escape_points if open_is_alive else board.size * board.size
    owl_status, owl_nodes = _owl_status(board, queries, limits, repartition, escape, clock)
    statuses: list[DragonStatus] = []
    for dragon in dragons:
        if dragon.origin in plain:
            statuses.append(DragonStatus(dragon, plain[dragon.origin]))
        else:
            status = owl_status[dragon.origin]
            statuses.append(status)
            if status.status == ALIVE:
                alive.update(dragon.stones)
    dragon_of = {p: s for s in statuses for p in s.dragon.stones}
    dead = _examined_dead(board, uncond, statuses, worms)
    return Examination(worms, statuses, dragon_of, dead, owl_nodes, reader.nodes, frozenset(alive))


def _worm_status(
    board: Board, limits: GenmoveLimits, reader: TacticalReader
) -> dict[int, WormStatus]:
    """The tactical status of every string with at most ``limits.max_libs`` liberties,
    by origin."""
    worms: dict[int, WormStatus] = {}
    for string in board.strings():
        origin = min(string.stones)
        if len(string.libs) > limits.max_libs:
            continue
        acode, amove = reader.attack(origin)
        dcode, dmove = (WIN, NO_MOVE)
        if acode != LOSE:
            dcode, dmove = reader.defend(origin)
        worms[origin] = WormStatus(origin, len(string.stones), acode, amove, dcode, dmove)
    return worms


def _plain_status(
    board: Board,
    dragons: Dragons,
    uncond: UnconditionalStatus,
    worms: dict[int, WormStatus],
    open_is_alive: bool,
) -> tuple[dict[int, str], list[Dragon]]:
    """The status of the dragons that need no owl search (by origin), and the
    others, biggest first (they get the owl budget first)."""
    plain: dict[int, str] = {}
    queries: list[Dragon] = []
    for dragon in dragons:
        states = {uncond.at(p) for p in dragon.stones}
        if states == {DEAD}:
            plain[dragon.origin] = DEAD_STATUS
        elif DEAD not in states and UNDECIDED not in states:
            plain[dragon.origin] = ALIVE
        elif _tactically_dead(dragon, worms):
            plain[dragon.origin] = DEAD_STATUS
        elif open_is_alive and _reaches_open_space(board, dragon):
            plain[dragon.origin] = ALIVE
        else:
            queries.append(dragon)
    queries.sort(key=lambda d: (-len(d.stones), d.origin))
    return plain, queries


def _owl_status(
    board: Board,
    queries: list[Dragon],
    limits: GenmoveLimits,
    repartition: bool,
    escape: int,
    clock: Clock,
) -> tuple[dict[int, DragonStatus], int]:
    """The owl's status of the dragons of ``queries`` (by origin) within the owl
    budget, and the owl nodes spent."""
    owl_status: dict[int, DragonStatus] = {}
    owl_nodes = 0
    for dragon in queries:
        if owl_nodes >= limits.owl_budget or clock.expired():
            owl_status[dragon.origin] = DragonStatus(dragon, UNKNOWN)
            continue
        owl_limits = OwlLimits(
            node_limit=max(1, min(limits.owl_nodes, limits.owl_budget - owl_nodes)),
            escape_points=escape,
        )
        try:
            acode, amove, spent = _owl_query(
                board, dragon.origin, True, owl_limits, repartition, clock
            )
            owl_nodes += spent
            if acode == LOSE:
                owl_status[dragon.origin] = DragonStatus(dragon, ALIVE)
                continue
            dcode, dmove, spent = _owl_query(
                board, dragon.origin, False, owl_limits, repartition, clock
            )
            owl_nodes += spent
        except OutOfTime:
            owl_status[dragon.origin] = DragonStatus(dragon, UNKNOWN)
            continue
        if dcode == LOSE:
            owl_status[dragon.origin] = DragonStatus(dragon, DEAD_STATUS, amove, attack_code=acode)
        else:
            owl_status[dragon.origin] = DragonStatus(dragon, CRITICAL, amove, dmove, acode, dcode)
    return owl_status, owl_nodes


def _examined_dead(
    board: Board,
    uncond: UnconditionalStatus,
    statuses: list[DragonStatus],
    worms: dict[int, WormStatus],
) -> frozenset[int]:
    """The dead stones: unconditionally dead, of dead dragons, and strings the
    reader captures whatever their owner does."""
    dead: set[int] = {p for p in board.points if uncond.at(p) == DEAD}
    for status in statuses:
        if status.status == DEAD_STATUS:
            dead.update(status.dragon.stones)
    for worm in worms.values():
        if worm.attack_code == WIN and worm.defend_code == LOSE:
            dead.update(board.stone_string(worm.origin).stones)
    return frozenset(dead)


def _owl_query(
    board: Board, origin: int, attack: bool, limits: OwlLimits, repartition: bool, clock: Clock
) -> tuple[int, int, int]:
    """One owl attack (or defense) of the dragon at ``origin``: ``(code, move, nodes)``.

    The eye analysis at each owl node checks ``clock``; when it has run out
    the search is abandoned (:class:`OutOfTime` propagates) and the board is
    put back as it was (:meth:`Board.undo` restores the ko point too).
    """

    def eye_spaces(*args: Any, **kwargs: Any) -> list[Any]:
        if clock.expired():
            raise OutOfTime
        return optics_eye_spaces(*args, **kwargs)

    owl = OwlReader(board, repartition=repartition, limits=limits, eye_spaces=eye_spaces)
    depth = board.move_count
    try:
        code, move = owl.attack(origin) if attack else owl.defend(origin)
    except OutOfTime:
        while board.move_count > depth:
            board.undo()
        raise
    return code, move, owl.nodes


def _tactically_dead(dragon: Dragon, worms: dict[int, WormStatus]) -> bool:
    """A one-string dragon that the reader captures whatever its owner does."""
    if len(dragon.strings) != 1:
        return False
    worm = worms.get(dragon.strings[0])
    return worm is not None and worm.attack_code == WIN and worm.defend_code == LOSE


def _reaches_open_space(board: Board, dragon: Dragon, steps: int = 3, wanted: int = 12) -> bool:
    """Whether empty points away from enemy stones lie within ``steps`` of the
    dragon's liberties: the owl's escape test, without the eye analysis."""
    colors = board.color
    neighbours = board.neighbours
    enemy = other(dragon.color)
    frontier = sorted({n for s in dragon.stones for n in neighbours[s] if colors[n] == EMPTY})
    seen = set(frontier)
    open_points = 0
    for _ in range(steps):
        following = []
        for p in frontier:
            if all(colors[n] != enemy for n in neighbours[p]):
                open_points += 1
                if open_points >= wanted:
                    return True
            for n in neighbours[p]:
                if colors[n] == EMPTY and n not in seen:
                    seen.add(n)
                    following.append(n)
        frontier = following
    return False


# ----- the candidates ----------------------------------------------------------


@dataclass(frozen=True)
class Candidate:
    """A move with its value (in points) and the reasons behind it (``(why, value)``)."""

    move: int
    value: float
    reasons: tuple[tuple[str, float], ...]


#: An open fight in the look-ahead's judgement: ``(worth, origin, owner, stones)``.
_Threat = tuple[float, int, int, frozenset[int]]

#: How much of a candidate's first value counts beside its judged gain.
_PRIOR_WEIGHT = 0.5

#: Reasons that come out of reading and need no safety check of their own.
_READ_REASONS = ("attack", "defend", "owl attack", "owl defend")


@dataclass
class MoveGenerator:
    """Gather and value the candidate moves of ``color`` on ``board``.

    :meth:`candidates` lists them, best first; :meth:`best` picks one.  The
    board is used for trial moves and is left as it was.
    """

    board: Board
    color: int
    limits: GenmoveLimits = field(default_factory=GenmoveLimits)
    repartition: bool = True
    examination: Examination | None = None
    clock: Clock | None = None
    scoring: Callable[[], Examination] | None = None

    def __post_init__(self) -> None:
        #: The move's safety-net clock and the examination it starts from.
        self.move_clock: Clock = self.clock or Clock.start(self.limits.seconds)
        self.exam: Examination = self.examination or examine_position(
            self.board, self.limits, repartition=self.repartition, clock=self.move_clock
        )
        self.clock, self.examination = self.move_clock, self.exam
        self._reasons: dict[int, list[tuple[str, float]]] = {}
        self._list: list[Candidate] | None = None
        #: Tactical nodes the look-ahead spent.
        self.lookahead_nodes = 0

    # ----- gathering ---------------------------------------------------------

    def _add(self, move: int, why: str, value: float) -> None:
        if move == NO_MOVE or value <= 0.0:
            return
        self._reasons.setdefault(move, []).append((why, value))

    def candidates(self) -> list[Candidate]:
        """Every candidate worth something, legal and sane, best first."""
        if self._list is not None:
            return self._list
        self._tactical_moves()
        self._owl_moves()
        self._semeai_moves()
        self._eye_moves()
        self._connection_moves()
        self._territory_moves()
        board = self.board
        result = []
        for move, reasons in self._reasons.items():
            if not board.is_legal(move, self.color) or self._fills_own_eye(move):
                continue
            result.append(_candidate(move, reasons))
        result.sort(key=lambda c: (-c.value, c.move))
        self._list = self._look_ahead(self._check_safety(result))
        return self._list

    def _tactical_moves(self) -> None:
        """Captures of enemy strings and rescues of ours that the reader finds."""
        board = self.board
        exam = self.exam
        for worm in exam.worms.values():
            if worm.attack_code == LOSE:
                continue
            owner = board.color[worm.origin]
            value = 3.0 * worm.size + 4.0 + self._adjacent_weak_bonus(worm.origin)
            if owner != self.color:
                if worm.defend_code == LOSE:
                    # Dead already: taking it off gains nothing under area
                    # scoring unless it is in atari next to our weak strings.
                    value = 0.5 + self._adjacent_weak_bonus(worm.origin)
                self._add(worm.attack_move, "attack", value * _KO_FACTOR[worm.attack_code])
            elif worm.defend_code != LOSE:
                self._add(worm.defend_move, "defend", value * _KO_FACTOR[worm.defend_code])

    def _adjacent_weak_bonus(self, origin: int) -> float:
        """Capturing this string also saves the other side's strings next to it
        that the reader can capture: their size, twice."""
        board = self.board
        string = board.stone_string(origin)
        bonus = 0.0
        seen: set[int] = set()
        for stone in string.stones:
            for n in board.neighbours[stone]:
                if board.color[n] in (EMPTY, BORDER, string.color):
                    continue
                neighbour = board.stone_string(n)
                key = min(neighbour.stones)
                if key in seen:
                    continue
                seen.add(key)
                worm = self.exam.worms.get(key)
                if worm is not None and worm.attack_code != LOSE:
                    bonus += 3.0 * worm.size
        return bonus

    def _owl_moves(self) -> None:
        """Owl attacks of critical enemy dragons and defenses of ours, by their size."""
        for status in self.exam.dragons:
            if status.status != CRITICAL:
                continue
            value = _dragon_value(self.board, status.dragon)
            if status.dragon.color == self.color:
                self._add(status.defend_move, "owl defend", value * _KO_FACTOR[status.defend_code])
            else:
                self._add(status.attack_move, "owl attack", value * _KO_FACTOR[status.attack_code])

    def _semeai_moves(self) -> None:
        """Moves that win a capturing race: GNU Go's semeai move reasons.

        A race is a pair of adjacent dragons of both colours, neither known
        to live, each with a string of at most :data:`RACE_LIBERTIES`
        liberties; the biggest :attr:`GenmoveLimits.semeai_pairs` of them are
        read both ways (:func:`engine.go.semeai.analyze_semeai`).  When our
        move decides the race (moving first we live where the opponent moving
        first would kill us, or we kill where the opponent would live), the
        move is worth what it decides: our dragon, theirs, or both.
        """
        board = self.board
        exam = self.exam
        limits = SemeaiLimits(
            node_limit=self.limits.semeai_nodes,
            owl=OwlLimits(node_limit=self.limits.owl_nodes),
        )
        for ours, theirs in _race_pairs(board, exam, self.color)[: self.limits.semeai_pairs]:
            if self.move_clock.expired():
                return
            mine = analyze_semeai(board, ours.dragon.origin, theirs.dragon.origin, limits)
            if mine.defense == LOSE or mine.move == PASS:
                continue
            reply = analyze_semeai(board, theirs.dragon.origin, ours.dragon.origin, limits)
            value = 0.0
            if reply.attack != LOSE:
                value += _dragon_value(board, ours.dragon)
            if mine.attack != LOSE and reply.defense != LOSE:
                value += _dragon_value(board, theirs.dragon)
            self._add(mine.move, "semeai", value * _KO_FACTOR[mine.defense])

    def _eye_moves(self) -> None:
        """Vital points of unsettled eye spaces next to dragons whose fate is open.

        The owl has already chosen among them for the dragons it read; these
        count for the dragons it had no budget for, and add to its choice.
        """
        board = self.board
        open_fate = [s for s in self.exam.dragons if s.status in (CRITICAL, UNKNOWN)]
        if not open_fate:
            return
        for owner in (BLACK, WHITE):
            mine = [s for s in open_fate if s.dragon.color == owner]
            if not mine:
                continue
            optics = analyse_eyes(board, owner, repartition=self.repartition, dead=self.exam.dead)
            for space in optics.spaces:
                value = space.value
                if value.max_eyes <= value.min_eyes:
                    continue
                near = {n for p in space.points for n in board.neighbours[p]}
                for status in mine:
                    if near.isdisjoint(status.dragon.stones):
                        continue
                    weight = 0.5 if status.status == CRITICAL else 1.0
                    worth = weight * _dragon_value(board, status.dragon)
                    if owner == self.color:
                        self._add(space.defense_point or NO_MOVE, "make eye", worth)
                    else:
                        self._add(space.attack_point or NO_MOVE, "steal eye", worth)

    def _connection_moves(self) -> None:
        """Moves that join two of our dragons the opponent could cut apart, or
        cut two enemy dragons apart, when one of them is weak.

        The pairs are strings of two dragons of one colour close to each
        other (:func:`engine.go.dragons.close_pairs`), one of the dragons
        weak (:func:`_is_weak`) or dead; the :attr:`GenmoveLimits.connection_pairs`
        most valuable are read by :class:`engine.go.connection.ConnectionReader`.
        Where the opponent moving first cuts (``disconnect`` succeeds) and
        the owner moving first connects, our pair's connecting move is worth
        the weak dragons' sizes, and so is the cutting point when our stone
        there leaves no cut; an enemy pair's cutting move is worth the same.
        """
        board = self.board
        exam = self.exam
        pairs: dict[tuple[int, int], tuple[float, int, int]] = {}
        for a, b in close_pairs(board):
            first, second = exam.dragon_of.get(a), exam.dragon_of.get(b)
            if first is None or second is None or first is second:
                continue
            # A dead dragon the connection would save counts with the weak.
            weak = [s for s in (first, second) if s.status == DEAD_STATUS or _is_weak(board, s)]
            if not weak:
                continue
            key = (
                min(first.dragon.origin, second.dragon.origin),
                max(first.dragon.origin, second.dragon.origin),
            )
            if key not in pairs:
                value = CONNECTION_WEIGHT * sum(_dragon_value(board, s.dragon) for s in weak)
                pairs[key] = (value, a, b)
        chosen = sorted(pairs.values(), key=lambda pair: (-pair[0], pair[1], pair[2]))
        limits = ConnectionLimits(node_limit=self.limits.connection_nodes)
        reader = ConnectionReader(board, limits)
        for value, a, b in chosen[: self.limits.connection_pairs]:
            if self.move_clock.expired():
                return
            cut_code, cut = reader.disconnect(a, b)
            if cut_code == LOSE or cut == PASS:
                continue  # no cut, or cut already
            if board.color[a] != self.color:
                self._add(cut, "cut", value * _KO_FACTOR[cut_code])
                continue
            code, move = reader.connect(a, b)
            if code == LOSE or move == PASS:
                continue
            self._add(move, "connect", value * _KO_FACTOR[code])
            if cut != move and board.play(cut, self.color):
                try:
                    still_cut, _ = reader.disconnect(a, b)
                finally:
                    board.undo()
                if still_cut == LOSE:
                    self._add(cut, "connect", value)

    def _territory_moves(self) -> None:
        """Every empty point gets the territory it adds, plus the opening's shape."""
        board = self.board
        influence = Influence(board, self.exam.dead)
        self.influence = influence
        colors = board.color
        size = board.size
        for pos in board.points:
            if colors[pos] != EMPTY:
                continue
            gain = influence.move_gain(pos, self.color)
            if size >= 7:
                gain += _opening_shape(board, pos)
            self._add(pos, "territory", gain)

    # ----- checks ------------------------------------------------------------

    def _fills_own_eye(self, pos: int) -> bool:
        """Whether ``pos`` is one of our true eyes: our stones all round, and at
        most one diagonal (none on the edge) held by the opponent."""
        board = self.board
        colors = board.color
        color = self.color
        if any(colors[n] not in (color, BORDER) for n in board.neighbours[pos]):
            return False
        stride = board.stride
        enemy = 0
        edge = False
        for d in (pos - stride - 1, pos - stride + 1, pos + stride - 1, pos + stride + 1):
            c = colors[d]
            if c == BORDER:
                edge = True
            elif c == other(color) and d not in self.exam.dead:
                enemy += 1
        return enemy < (1 if edge else 2)

    def _check_safety(self, ranked: list[Candidate]) -> list[Candidate]:
        """Read the stone each of the best candidates puts down; a quiet move
        whose stone gets captured keeps only the value of its read reasons."""
        board = self.board
        reader = TacticalReader(board, ReadingLimits(node_limit=self.limits.reading_nodes))
        checked: list[Candidate] = []
        for index, cand in enumerate(ranked):
            if index >= self.limits.safety_checks:
                checked.append(cand)
                continue
            quiet = [r for r in cand.reasons if r[0] not in _READ_REASONS]
            if not quiet or self._stone_survives(reader, cand.move):
                checked.append(cand)
                continue
            kept = [r for r in cand.reasons if r[0] in _READ_REASONS]
            if kept:
                checked.append(_candidate(cand.move, kept))
        checked.sort(key=lambda c: (-c.value, c.move))
        return checked

    def _stone_survives(self, reader: TacticalReader, move: int) -> bool:
        board = self.board
        if not board.play(move, self.color):
            return False
        try:
            string = board.string_at(move)
            if string is None:
                return False
            if len(string.libs) == 1:
                return False
            if len(string.libs) > 3:
                return True
            code, _ = reader.attack(move)
            return code == LOSE
        finally:
            board.undo()

    # ----- looking ahead -----------------------------------------------------

    def _look_ahead(self, ranked: list[Candidate]) -> list[Candidate]:
        """Play out the best candidates and judge the position after each.

        Each of the first ``limits.lookahead`` candidates (and the read ones
        among the next few) is played; the strings near it are read again
        and the open fights of the position resolved (:meth:`_judge`), then
        the territory is judged (:func:`engine.go.influence.territory`).  A
        judged candidate is worth what it gains over passing (less the
        penalties of low and loose stones), plus :data:`_PRIOR_WEIGHT` (half)
        of its first value (which breaks the ties of the coarse judgement).
        The judged candidates come first, best first; the others follow as
        they were, when the node budget or the clock ran out before them.
        """
        if not ranked or self.limits.lookahead <= 0:
            return ranked
        picked = ranked[: self.limits.lookahead]
        for cand in ranked[self.limits.lookahead : 3 * self.limits.lookahead]:
            if any(r[0] in _READ_REASONS for r in cand.reasons):
                picked.append(cand)
        reader = TacticalReader(self.board, ReadingLimits(node_limit=self.limits.reading_nodes))
        # The opponent's answers: the points best for us are, as a rule, the
        # points best for them too.
        answers = [c.move for c in ranked[: self.limits.replies]]

        def worst(move: int) -> float:
            # ... and the points next to the stone, where it is attacked.
            contact = (
                []
                if move == PASS or not answers
                else [n for n in self.board.neighbours[move] if self.board.color[n] == EMPTY]
            )
            scores = [self._judge(move, reader)]
            scores += [
                self._judge(move, reader, r) for r in dict.fromkeys(answers + contact) if r != move
            ]
            return min(scores)

        baseline = worst(PASS)
        judged: dict[int, Candidate] = {}
        for cand in picked:
            if reader.nodes >= self.limits.lookahead_nodes or self.move_clock.expired():
                break
            score = worst(cand.move)
            gain = (
                score
                - baseline
                - _low_line_penalty(self.board, cand)
                - _loose_stone_penalty(self.board, self.color, cand, self.exam.dead)
            )
            value = round(gain + _PRIOR_WEIGHT * cand.value, 4)
            judged[cand.move] = Candidate(cand.move, value, (*cand.reasons, ("judged", gain)))
        self.lookahead_nodes = reader.nodes
        first = sorted(judged.values(), key=lambda c: (-c.value, c.move))
        return first + [c for c in ranked if c.move not in judged]

    def _judge(self, move: int, reader: TacticalReader, reply: int = PASS) -> float:
        """Our score (area, before komi) after ``move`` (or a pass) and the fights.

        After the move the opponent is to move; with a ``reply`` (the
        opponent's answer, played after ``move``) we are, and the roles in
        settling the fights swap.  Strings near the moves are
        read again (the opponent to move); the other weak strings and the
        critical dragons keep the examination's verdict.  Each open fight
        (a string or dragon of ours the opponent can kill, one of theirs we
        could kill unless they defend) is a *threat*; the opponent settles
        the biggest in its favour, we settle the next in ours, the rest stay
        as they are.
        """
        board = self.board
        color = self.color
        opponent = other(color)
        prisoners = board.captures[color] - board.captures[opponent]
        if move != PASS and not board.play(move, color):
            return float("-inf")
        replied = reply != PASS and board.play(reply, opponent)
        if reply != PASS and not replied:
            if move != PASS:
                board.undo()
            return float("inf")  # not an answer: it cannot be the opponent's best
        try:
            # Stones taken off now are sure; stones that reading says are
            # dead can still make trouble: a capture counts one point more
            # a stone.
            prisoners = board.captures[color] - board.captures[opponent] - prisoners
            return prisoners + self._judge_fights(move, reply, replied, reader)
        finally:
            if replied:
                board.undo()
            if move != PASS:
                board.undo()

    def _judge_fights(self, move: int, reply: int, replied: bool, reader: TacticalReader) -> float:
        """Our area score (before komi) on the board as :meth:`_judge` left it, after
        ``move`` and ``reply``, once the open fights are settled."""
        board = self.board
        dead, alive = self._examined_fates()
        threats: list[_Threat] = []
        fresh = self._read_near(move, reply, replied, reader, dead, threats)
        self._examined_threats(move, reply, fresh, dead, alive, threats)
        threats.sort(key=lambda t: (-t[0], t[1]))
        # The side to move settles the biggest fight, the other the next.
        color, opponent = self.color, other(self.color)
        first, second = (opponent, color) if not replied else (color, opponent)
        if threats and threats[0][2] != first:
            dead |= threats[0][3]
        if len(threats) > 1 and threats[1][2] != second:
            dead |= threats[1][3]
        alive -= dead
        judged = territory(board, dead, alive)
        return judged.score if color == BLACK else -judged.score

    def _examined_fates(self) -> tuple[set[int], set[int]]:
        """The stones still on the board that the examination found dead, and alive.

        A dragon that can still run into open space is not dead for want of
        room where it stands: without this the judgement took every loose
        stone near the opponent's for dead and tenukied.
        """
        board = self.board
        colors = board.color
        exam = self.exam
        dead = {p for p in exam.dead if colors[p] != EMPTY}
        alive = {p for p in exam.alive if colors[p] != EMPTY}
        for status in exam.dragons:
            if status.status == ALIVE and not status.dragon.stones <= alive:
                stones = {p for p in status.dragon.stones if colors[p] == status.dragon.color}
                if stones and _reaches_open_space(board, status.dragon):
                    alive |= stones
        return dead, alive

    def _read_near(
        self,
        move: int,
        reply: int,
        replied: bool,
        reader: TacticalReader,
        dead: set[int],
        threats: list[_Threat],
    ) -> set[int]:
        """Read again the strings near ``move`` and ``reply`` (the opponent to move):
        add the ones that die to ``dead``, the open fights to ``threats``; return
        the stones read."""
        board = self.board
        color, opponent = self.color, other(self.color)
        fresh: set[int] = set()
        near = [p for m in (move, reply) if m != PASS for p, _ in points_within(board, m, 3)]
        for p in near:
            string = board.string_at(p)
            if string is None or p in fresh:
                continue
            fresh.update(string.stones)
            if len(string.libs) > self.limits.max_libs:
                continue
            origin = min(string.stones)
            stones = frozenset(string.stones)
            worth = 2.0 * len(stones) + 1.0
            if string.color == color:
                code, _ = reader.attack(origin)
                if replied and code != LOSE and reader.defend(origin)[0] == LOSE:
                    dead |= stones
                elif code != LOSE:
                    threats.append((worth * _KO_FACTOR[code], origin, color, stones))
            else:
                code, _ = reader.defend(origin)
                if code == LOSE:
                    dead |= stones
                elif reader.attack(origin)[0] != LOSE:
                    threats.append((worth, origin, opponent, stones))
        return fresh

    def _examined_threats(
        self,
        move: int,
        reply: int,
        fresh: set[int],
        dead: set[int],
        alive: set[int],
        threats: list[_Threat],
    ) -> None:
        """The open fights the examination found (weak strings not read again,
        critical dragons), unless ``move`` or ``reply`` settled them: add to
        ``threats``, or to ``dead`` / ``alive``."""
        board = self.board
        colors = board.color
        color, opponent = self.color, other(self.color)
        exam = self.exam
        for worm in exam.worms.values():
            if worm.origin in fresh or worm.attack_code == LOSE or worm.defend_code == LOSE:
                continue
            string = board.string_at(worm.origin)
            if string is None or len(string.stones) != worm.size:
                continue
            stones = frozenset(string.stones)
            threats.append((2.0 * worm.size + 1.0, worm.origin, string.color, stones))
        for status in exam.dragons:
            if status.status != CRITICAL:
                continue
            dragon = status.dragon
            stones = frozenset(p for p in dragon.stones if colors[p] == dragon.color)
            if not stones:
                continue
            if dragon.color == color and move == status.defend_move:
                alive |= stones
            elif dragon.color == opponent and move == status.attack_move:
                dead |= stones
            elif dragon.color == opponent and reply == status.defend_move:
                alive |= stones
            elif dragon.color == color and reply == status.attack_move:
                dead |= stones
            else:
                worth = _dragon_value(board, dragon)
                threats.append((worth, dragon.origin, dragon.color, stones))

    # ----- choosing ----------------------------------------------------------

    def best(self, seed: int | None = None, allowed: set[int] | None = None) -> int:
        """The move to play, or PASS.

        ``allowed`` restricts the choice (``restricted_genmove``); ``seed``
        breaks near-ties (within 2% of the best value) at random, reproducibly.
        """
        ranked = [
            c
            for c in self.candidates()
            if c.value >= PASS_THRESHOLD and (allowed is None or c.move in allowed)
        ]
        if not ranked:
            rescue = self.before_passing()
            return rescue if allowed is None or rescue in allowed else PASS
        if seed is None:
            return ranked[0].move
        top = ranked[0].value
        near = [c for c in ranked if c.value >= top * 0.98 - 0.05]
        return random.Random(seed).choice(near).move

    def before_passing(self) -> int:
        """The move that passing would give away, or PASS.

        The move examination takes a dragon that can run into open space
        for alive; the scoring at the end does not, and a game ended with
        such a dragon loses it.  So before passing, run the end-of-game
        examination (:func:`final_dead_stones`' view) and play the owl's
        defense of the biggest of our dragons it finds critical, or its
        attack of the biggest critical enemy dragon.  A dragon it finds
        dead cannot be saved: then passing is right.
        """
        board = self.board
        if self.scoring is not None:
            exam = self.scoring()
        else:
            exam = examine_position(
                board,
                self.limits,
                repartition=self.repartition,
                open_is_alive=False,
                clock=self.move_clock,
            )
        fights = []
        for status in exam.dragons:
            if status.status != CRITICAL:
                continue
            ours = status.dragon.color == self.color
            move = status.defend_move if ours else status.attack_move
            if move in (NO_MOVE, PASS) or not board.is_legal(move, self.color):
                continue
            if self._fills_own_eye(move):
                continue
            fights.append((-len(status.dragon.stones), move))
        return min(fights)[1] if fights else PASS


def _candidate(move: int, reasons: list[tuple[str, float]]) -> Candidate:
    """Value a move: its best reason, plus a quarter of the other positive ones.

    A move that does two things is worth more than one that does one, but a
    capture that is also an owl kill of the same stones is not worth twice.
    """
    ordered = sorted(reasons, key=lambda r: -r[1])
    value = ordered[0][1] + 0.25 * sum(v for _, v in ordered[1:] if v > 0)
    return Candidate(move, round(value, 4), tuple(ordered))


def _low_line_penalty(board: Board, cand: Candidate) -> float:
    """What a quiet move on the first or second line loses beside its judged gain.

    The judgement counts the points next to a stone, which an edge stone
    claims as well as any; but a first-line stone away from every other
    stone, or a second-line one in open space, claims almost nothing that
    the opponent cannot take back.  Moves with a read reason (a capture,
    a rescue, an owl move) are exempt.
    """
    if any(r[0] in _READ_REASONS for r in cand.reasons):
        return 0.0
    size = board.size
    row, col = board.row_col(cand.move)
    line = min(row, col, size - 1 - row, size - 1 - col) + 1
    if line > 2:
        return 0.0
    colors = board.color
    near = [
        q for q, d in points_within(board, cand.move, 2) if d >= 1 and colors[q] in (BLACK, WHITE)
    ]
    if line == 1:
        touching = any(colors[n] in (BLACK, WHITE) for n in board.neighbours[cand.move])
        return 1.0 if touching else 3.0
    return 0.0 if near else 1.5


#: What a quiet stone on a small board loses when it stands alone near the
#: opponent's stones (see :func:`_loose_stone_penalty`).
LOOSE_STONE_PENALTY = 3.0


def _loose_stone_penalty(board: Board, color: int, cand: Candidate, dead: frozenset[int]) -> float:
    """What a quiet move on a small board loses when it starts a new, weak group.

    The judgement counts the points a stone reaches first, so three or four
    stones spread loosely over a 9x9 board look worth more than a solid
    extension; but on a small board a lone stone next to the opponent's is
    the next group to be attacked, and one of them dies.  A quiet move
    (no read reason) with none of our living stones in solid shape next to
    it (a contact, a diagonal or a one-point jump) and one of the
    opponent's within three steps loses :data:`LOOSE_STONE_PENALTY`, on
    boards smaller than 13x13 and once we have a stone on the board.
    """
    if board.size >= 13 or any(r[0] in _READ_REASONS for r in cand.reasons):
        return 0.0
    colors = board.color
    if not any(colors[p] == color for p in board.points):
        return 0.0
    row, col = board.row_col(cand.move)
    own_near = enemy_near = False
    for q, d in points_within(board, cand.move, 3):
        if q in dead or d == 0:
            continue
        if colors[q] == color and d <= 2:
            # Solid shape: a contact, a diagonal or a one-point jump; a
            # knight's move and wider can be cut.
            r, c = board.row_col(q)
            own_near = own_near or d == 1 or r == row or c == col or abs(r - row) == 1
        elif colors[q] == other(color):
            enemy_near = True
    return LOOSE_STONE_PENALTY if enemy_near and not own_near else 0.0


def _dragon_value(board: Board, dragon: Dragon) -> float:
    """What deciding the fate of ``dragon`` is worth: its stones three times
    (their points, and the opponent's wall that no longer needs to be
    strong), and the empty points next to it (its eye space, roughly)."""
    colors = board.color
    libs = {n for s in dragon.stones for n in board.neighbours[s] if colors[n] == EMPTY}
    return 3.0 * len(dragon.stones) + min(len(libs), 12)


def _race_pairs(
    board: Board, exam: Examination, color: int
) -> list[tuple[DragonStatus, DragonStatus]]:
    """Adjacent dragons (``color``'s first, then the opponent's) that may be in a
    capturing race, as GNU Go picks them: neither alive by the examination
    nor pass-alive, each with a string of at most :data:`RACE_LIBERTIES`
    liberties; biggest first."""
    colors = board.color
    uncond = unconditional_status(board)
    found: dict[tuple[int, int], tuple[DragonStatus, DragonStatus]] = {}
    for status in exam.dragons:
        dragon = status.dragon
        if dragon.color != color or not _in_race(board, uncond, status):
            continue
        for stone in dragon.stones:
            for n in board.neighbours[stone]:
                if colors[n] != other(color):
                    continue
                enemy = exam.dragon_of.get(n)
                if enemy is None or not _in_race(board, uncond, enemy):
                    continue
                found.setdefault((dragon.origin, enemy.dragon.origin), (status, enemy))
    return sorted(
        found.values(), key=lambda pair: -len(pair[0].dragon.stones) - len(pair[1].dragon.stones)
    )


def _in_race(board: Board, uncond: UnconditionalStatus, status: DragonStatus) -> bool:
    """Whether a dragon can take part in a capturing race (see :func:`_race_pairs`)."""
    if status.status == ALIVE or any(uncond.at(p) == PASS_ALIVE for p in status.dragon.stones):
        return False
    return min(board.count_liberties(p) for p in status.dragon.stones) <= RACE_LIBERTIES


def _is_weak(board: Board, status: DragonStatus) -> bool:
    """A dragon worth joining or cutting: its fate is open, or it has few liberties."""
    if status.status in (CRITICAL, UNKNOWN):
        return True
    if status.status == DEAD_STATUS:
        return False
    colors = board.color
    libs = {n for s in status.dragon.stones for n in board.neighbours[s] if colors[n] == EMPTY}
    return len(libs) <= 4 and not _reaches_open_space(board, status.dragon)


def _opening_shape(board: Board, pos: int) -> float:
    """A small bonus for the third and fourth lines and the corners, and a
    penalty for the first two lines, while the surroundings are empty."""
    size = board.size
    row, col = board.row_col(pos)
    line_r = min(row, size - 1 - row) + 1
    line_c = min(col, size - 1 - col) + 1
    colors = board.color
    radius = 3 if size < 13 else 4
    for q, _ in points_within(board, pos, radius):
        if colors[q] in (BLACK, WHITE):
            return 0.0
    line = min(line_r, line_c)
    third_fourth = (3, 4) if size >= 13 else (3,)
    bonus = {1: -3.0, 2: -1.5}.get(line, 0.0)
    if line in third_fourth:
        bonus = 1.0
    if line_r in third_fourth and line_c in third_fourth:
        bonus += 2.0  # a corner: the cheapest territory there is
    elif size < 13 and line_r <= 5 and line_c <= 5 and line >= 3:
        bonus += 0.5
    return bonus


# ----- scoring -------------------------------------------------------------------


def area_score(board: Board, dead: frozenset[int], komi: float) -> float:
    """Black's area minus white's minus ``komi``, with ``dead`` stones taken off.

    An empty region counts for a colour when only that colour's stones
    border it; dame count for nobody.
    """
    colors = board.color
    score = 0.0
    for p in board.points:
        c = colors[p]
        if c in (BLACK, WHITE) and p not in dead:
            score += 1 if c == BLACK else -1
    open_points = [p for p in board.points if colors[p] == EMPTY or p in dead]
    for region in components(open_points, board.neighbours):
        around = {
            colors[n]
            for p in region
            for n in board.neighbours[p]
            if colors[n] in (BLACK, WHITE) and n not in dead
        }
        if around == {BLACK}:
            score += len(region)
        elif around == {WHITE}:
            score -= len(region)
    return score - komi


def format_score(score: float) -> str:
    """GNU Go's spelling of a score: ``B+3.5``, ``W+0.5``, ``0``."""
    if score > 0:
        return f"B+{score:.1f}"
    if score < 0:
        return f"W+{-score:.1f}"
    return "0"


def final_dead_stones(board: Board, repartition: bool = True) -> frozenset[int]:
    """The stones taken off at the end of the game: unconditionally dead, owl-dead
    dragons and strings the reader captures whatever their owner does."""
    limits = default_limits(board.size)
    exam = examine_position(board, limits, repartition=repartition, open_is_alive=False)
    return exam.dead
