"""Capturing races ("semeai") between two dragons of opposite colours.

GNU Go's ``analyze_semeai A B`` asks how the race between dragon A and
dragon B ends when A's owner moves first, and answers two codes and a
move: whether A lives, whether B dies, and A's move.  Both codes 1 (A wins
the race), ``1 0`` (both live: a seki), ``0 0`` (A dies even moving first).

GNU Go's race code starts from the owl's verdicts, and so does this one
(:meth:`SemeaiReader._owl_decides`): a dragon the owl finds alive against
one it finds dead wins whoever moves first, against one it finds critical
wins moving first (the owl's attack), and two dragons it finds
alive both live, unless B lives only by open space without two sure eyes
(which a race does not count: A moving first takes it away).  When both
dragons are walled in without two sure eyes, the owl's verdict is a race
it did not read to the end, and the race is read instead.  A dragon the
owl finds alive against one it cannot settle within its nodes (status
unknown) wins moving first: GNU Go's race reading, which reads no further
than its owl, runs to its node limit there too.  A dragon whose queried
string is short of liberties (two or fewer) dies, to the owl, when that
string falls to the tactical reader, as in GNU Go's owl (the race's owl
otherwise looks for eyes and room first, and finds a lone stone in atari
critical where GNU Go's finds it dead).

GNU Go's race reading counts eyes and captures, never open space, and
stops at its node limit: two dragons that both live by open space alone,
without two eyes as the board stands (the owl's static judgement), keep it
reading to the limit, and then it answers that the side moving first wins
(``1 1``; on the training games of the oracle corpus every race GNU Go
read to its node limit was answered so).  Two dragons the owl finds
alive that both have two eyes as they stand, one of them at least in
reach of open space, are in no race at all (``1 0 PASS``).

Which living dragons keep GNU Go's reading going is told best by their
size with the dragons they share an eye space with (its race reading
counts them as one side; its dragons, like ours, keep to connections).
Two dragons the owl finds
alive, not both walled in without eyes, are in a race GNU Go reads to its
limit (``1 1``) when one of them, with the dragons it shares an eye space
with, is a few stones (:data:`SMALL_RACE_DRAGON`) or has no eye space that
can give an eye, and in no race (``1 0 PASS``) otherwise.  Two dragons
that both look alive to GNU Go's race reading (two secure eyes each, counted
as its pessimistic eye count does: an eye space's eyes for sure less one for
each marginal point) are in no race whatever their size: its reading stops
at once (:meth:`SemeaiReader._both_look_alive`).

When A is dead by the owl but leads the outside liberties (B without an
eye point), or has as many as B with three shared liberties or more and
neither has an eye point, the race is read too: the owl counts eyes, not
liberties.

The race is read on the board itself (captures, ko bans and approach moves
come from the rules), by an alpha-beta search whose moves are the
liberties of the two dragons' strings, captures of strings in atari next
to them and a pass.  A line ends when a dragon's queried string is
captured, when both sides pass, or at the depth or node limit, where the
liberties are counted as GNU Go's manual describes a race:

* the **outside** liberties of each dragon (its own, not next to the other),
* the **shared** liberties (next to both), which count for a dragon with an
  eye and against one without, and leave a seki when neither can fill them,
* the **eyes**: an empty point whose neighbours are all one dragon's stones
  is that dragon's liberty only; two such eyes and the dragon cannot be
  captured at all.

A race that involves a ko is reported with GNU Go's ko codes: ``2`` when A
wins only by taking a ko first (the search needed a ko capture), ``3`` when
B's best line takes A's queried string in a ko (a lone stone taken by a lone
stone): A lives, and B dies, only if A retakes and wins the ko.

:func:`semeai_status` revises a dragon's owl status by the races it is in,
as GNU Go's ``dragon_status`` does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board, other
from engine.go.dragons import Dragon, Dragons, find_dragons
from engine.go.optics import EyeSpace, analyse_eyes, dead_stones
from engine.go.owl import ALIVE, CRITICAL, DEAD, UNKNOWN, EyeSummary, OwlLimits, OwlReader
from engine.go.reading import KO_A, KO_B, LOSE, WIN, TacticalReader, better, is_self_atari

#: The outcomes of a race, from dragon A's side (A maximises).  ``B_BY_KO``:
#: B takes A's string in a ko (a lone stone taken by a lone stone), which A
#: may retake after a ko threat.
B_WINS = 0
B_BY_KO = 1
SEKI = 2
A_WINS = 3

#: A dragon with this many outside liberties is out of the race (it escapes).
FREE_LIBERTIES = 10

#: A dragon with this many empty points within two steps of its stones
#: (through empty points) is in open space: no race can capture it.
OPEN_SPACE = 14

#: Two living dragons race on in GNU Go's reading, to its node limit, when
#: one of them, with the dragons it borders an eye space with, has at most
#: this many stones (see :meth:`SemeaiReader._race_reads_on`).
SMALL_RACE_DRAGON = 7

#: Two dragons without eyes, with as many outside liberties each and this
#: many shared ones, are read as a race even when the owl finds one dead.
SEKI_SHARED = 3

#: A dragon with a string this short of liberties is read as a race, not by the owl.
SHORT_LIBERTIES = 3

#: The outcome of a dragon that cannot be captured (two eyes).
_SAFE = 1000


@dataclass(frozen=True)
class SemeaiLimits:
    """How far a race is read: ``max_depth`` plies, ``node_limit`` nodes, and
    the ``owl``'s limits.  With ``unsettled_wins``, a living dragon against
    one the owl cannot settle within its nodes wins moving first (GNU Go's
    race reading runs to its limit there); an owl much lighter than GNU
    Go's runs out where GNU Go's does not, and should not say so.  The owl's
    verdict on a dragon whose queried string has at most
    ``tactical_liberties`` liberties takes that string's tactical capture
    for the dragon's death (``OwlLimits.tactical_kill``, as GNU Go's owl).
    With ``no_race_with_tactically_dead``, :func:`semeai_status` reads no
    race against an enemy dragon that is one string the tactical reader
    kills: GNU Go 3.8 pairs no such dragon in its races (its
    ``dragon_data`` shows ``semeais 0`` for dragons of safety
    ``tactically dead``), and our race against it revised a critical
    dragon to ``alive`` (dev games' ``dragon_status`` 1026 -> 1028 of
    1166, none broken; the training and validation games unchanged).
    With ``dead_beside_critical``, :func:`semeai_status` revises a dragon
    the owl finds dead to critical beside an enemy dragon the owl finds
    critical: GNU Go reads its races with the owl, and moving first the
    dead dragon kills that enemy (its owl attack; a win, though the owl's
    attack may only be a ko).  GNU Go 3.8 does so
    (``s19-l1-n149`` move 168: white's lone H16 in atari, ``owl_defend``
    0, ``dragon_status`` critical, a semeai with black's critical H19
    dragon), where our race reader finds H16 dies moving first."""

    max_depth: int = 16
    node_limit: int = 4_000
    owl: OwlLimits = OwlLimits(node_limit=500)
    unsettled_wins: bool = True
    tactical_liberties: int = 2
    no_race_with_tactically_dead: bool = False
    dead_beside_critical: bool = False


@dataclass(frozen=True)
class SemeaiResult:
    """The answer of :func:`analyze_semeai`: ``defense`` (does A live),
    ``attack`` (is B killed), each a reading code, and A's ``move`` (PASS
    when A needs none or nothing helps)."""

    defense: int
    attack: int
    move: int


@dataclass(frozen=True)
class RaceCount:
    """The liberty count of a race: ``a_outside`` / ``b_outside`` liberties of
    each side alone, ``shared`` ones, and ``a_eyes`` / ``b_eyes`` (eye points)."""

    a_outside: int
    b_outside: int
    shared: int
    a_eyes: int
    b_eyes: int


class SemeaiReader:
    """Reads capturing races on ``board`` (the board is put back as it was)."""

    def __init__(self, board: Board, limits: SemeaiLimits | None = None) -> None:
        self.board = board
        self.limits = limits or SemeaiLimits()
        #: Nodes visited by the last query.
        self.nodes = 0
        self._a_stones: frozenset[int] = frozenset()
        self._b_stones: frozenset[int] = frozenset()
        self._a_color = EMPTY
        self._apos = PASS
        self._bpos = PASS
        self._cache: dict[tuple[int, int, bool, int, int], tuple[int, bool]] = {}
        self._ko_taken = False
        self._a_alive = self._b_alive = False
        self._dragons: Dragons | None = None
        self._eye_groups: list[tuple[frozenset[int], list[EyeSpace]]] | None = None
        #: Owl nodes spent by the last query.
        self.owl_nodes = 0

    # ----- the query ---------------------------------------------------------

    def analyze(self, apos: int, bpos: int) -> SemeaiResult:
        """The race between the dragons at ``apos`` and ``bpos``, A's owner to move.

        Raises ValueError when a point is empty or the two stones are of one colour.
        """
        board = self.board
        a_color, b_color = board.get(apos), board.get(bpos)
        if a_color not in (BLACK, WHITE) or b_color not in (BLACK, WHITE):
            raise ValueError("vertex must not be empty")
        if a_color == b_color:
            raise ValueError("the dragons must be of opposite colours")
        dragons = self._dragons = find_dragons(board)
        self._eye_groups = None
        a_dragon, b_dragon = dragons.dragon_at(apos), dragons.dragon_at(bpos)
        assert a_dragon is not None and b_dragon is not None
        self._a_stones, self._b_stones = a_dragon.stones, b_dragon.stones
        # The race is over when a dragon's biggest string is captured: a
        # stone cut off and taken leaves the dragon in the race.
        self._a_color = a_color
        self._apos = _biggest_string(board, a_dragon.stones, apos)
        self._bpos = _biggest_string(board, b_dragon.stones, bpos)
        self._cache.clear()
        self.nodes = 0
        owl = _OnceOwl(board, self.limits.owl, self.limits.tactical_liberties)
        decided = self._owl_decides(owl, apos, bpos)
        if decided is not None:
            return decided
        return self._race(owl, bpos, read_all=False)

    def _race(self, owl: OwlReader, bpos: int, *, read_all: bool) -> SemeaiResult:
        """The race read on the board; with ``read_all`` neither dragon is taken
        for alive by the owl, else the owl's life of either cuts the race short."""
        apos = self._apos
        self._a_alive = self._b_alive = False
        b_kill: tuple[int, int] = (LOSE, PASS)
        if not read_all:
            self._a_alive = not self._short_of_liberties(apos) and _owl_alive(owl, apos)
            # The owl's kill of B, when B is not short of liberties (nor out of nodes).
            if not self._short_of_liberties(self._bpos):
                found = owl.attack(bpos)
                if not owl.exhausted:
                    b_kill = found
                    self._b_alive = found[0] == LOSE
            self.owl_nodes = owl.nodes
            if self._a_alive and self._b_alive:
                return SemeaiResult(WIN, LOSE, PASS)
            if self._b_alive and not self._short_of_liberties(apos):
                code, move = owl.defend(apos)
                self.owl_nodes = owl.nodes
                if code != LOSE:
                    return SemeaiResult(code, LOSE, move)
                return SemeaiResult(LOSE, LOSE, PASS)
        best, move, ko = self._root()
        if best == SEKI and b_kill[0] != LOSE:
            # Neither is captured in the race, but the owl takes B's eyes.
            return SemeaiResult(WIN, b_kill[0], b_kill[1])
        if best == A_WINS:
            codes = (KO_A, KO_A) if ko else (WIN, WIN)
        elif best == SEKI:
            codes = (KO_A, LOSE) if ko else (WIN, LOSE)
        elif best == B_BY_KO:
            # A lives, and B dies, only if A wins the ko after a threat.
            codes = (KO_B, KO_B)
        else:
            codes = (LOSE, LOSE)
        return SemeaiResult(codes[0], codes[1], move if best != B_WINS else PASS)

    def _owl_decides(self, owl: OwlReader, apos: int, bpos: int) -> SemeaiResult | None:
        """The answer when the owl settles the race, else None.

        GNU Go's race code starts from the owl's verdicts: a dragon the owl
        finds alive against one it finds dead wins whoever moves first (the
        dead one cannot win a race against a dragon that cannot be killed),
        against one it finds critical wins moving first (the owl's attack),
        and two dragons it finds alive both live.  Its race reading counts
        eyes, not open space: when neither dragon has two eyes as the board
        stands and both live by open space alone, the reading finds no end
        within its nodes, and then the side moving first wins
        (:func:`_unsettled`), unless the owl finds A dead.  Two dragons the
        owl finds alive, not walled in without eyes, both live when both look
        alive (:meth:`_both_look_alive`), and are told apart by size
        (:meth:`_race_reads_on`) otherwise, before that.  A living A against
        a B the owl cannot settle within its nodes wins moving first, as a
        reading run to its limit answers.
        """
        a_status, _, _ = owl.status(apos)
        if a_status == ALIVE and owl.status(bpos)[0] == ALIVE:
            if not self._walled_in_without_eyes():
                # Two living dragons in reach of open space or with eyes:
                # GNU Go's race reading ends at once unless a dragon is small
                # or without eye space.
                self.owl_nodes = owl.nodes
                if not self._both_look_alive() and self._race_reads_on():
                    return SemeaiResult(WIN, WIN, self._first_move())
                return SemeaiResult(WIN, LOSE, PASS)
        if self.limits.unsettled_wins and a_status == ALIVE and owl.status(bpos)[0] == UNKNOWN:
            # The owl cannot settle B within its nodes: GNU Go's race
            # reading, with no more nodes than its owl, does not end either,
            # and then the side moving first wins.
            self.owl_nodes = owl.nodes
            return SemeaiResult(WIN, WIN, self._first_move())
        a_eyes, b_eyes = owl.estimate(apos), owl.estimate(bpos)
        if a_status != DEAD and _unsettled(a_eyes, b_eyes):
            self.owl_nodes = owl.nodes
            return SemeaiResult(WIN, WIN, self._first_move())
        if a_status not in (ALIVE, DEAD):
            return None
        b_status, _, _ = owl.status(bpos)
        self.owl_nodes = owl.nodes
        if a_status == ALIVE and b_status == CRITICAL:
            # B lives or dies by who moves first, and A moves first: the
            # owl's attack kills it (a ko when the owl needs one).
            code, move = owl.attack(bpos)
            self.owl_nodes = owl.nodes
            return SemeaiResult(WIN, code, move)
        if a_status == ALIVE and b_status == DEAD:
            code, move = owl.attack(bpos)
            self.owl_nodes = owl.nodes
            return SemeaiResult(WIN, WIN, move if code != LOSE else PASS)
        if a_status == DEAD and b_status == ALIVE:
            if self._walled_in_without_eyes() or self._ahead():
                return self._race(owl, bpos, read_all=True)
            return SemeaiResult(LOSE, LOSE, PASS)
        if (
            a_status == ALIVE
            and b_status == ALIVE
            and min(a_eyes.min_eyes, b_eyes.min_eyes) >= 2
            and (a_eyes.escape or b_eyes.escape)
        ):
            # Both look alive as they stand: there is no race to read.  (Walled
            # in, the eye spaces the count gives them may be the race's own
            # liberties: such a race is read.)
            return SemeaiResult(WIN, LOSE, PASS)
        if (
            a_status == ALIVE
            and b_status == ALIVE
            and not self._short_of_liberties(self._apos)
            and not self._short_of_liberties(self._bpos)
        ):
            # Walled in without eyes (the pairs that are not were answered
            # above): the owl's life of either is a race it did not read.
            return self._race(owl, bpos, read_all=True)
        return None

    def _race_reads_on(self) -> bool:
        """Whether GNU Go's race reading would not end for two living dragons:
        whether A's or B's dragon, with the dragons it shares an eye space
        with (GNU Go's dragon), has at most :data:`SMALL_RACE_DRAGON` stones
        or no eye space that can give an eye (it never looks alive)."""
        for group, spaces in self._eye_space_dragons():
            if len(group) <= SMALL_RACE_DRAGON or all(sp.value.max_eyes == 0 for sp in spaces):
                return True
        return False

    def _both_look_alive(self) -> bool:
        """Whether both dragons (GNU Go's, with the dragons they share an eye
        space with) have two secure eyes as the board stands: GNU Go's race
        reading stops at once then, both dragons live.  An eye space's secure
        eyes are its eyes for sure less one for each marginal point (GNU Go's
        pessimistic count, which trusts only closed eye spaces)."""
        for _, spaces in self._eye_space_dragons():
            if sum(max(0, sp.value.min_eyes - len(sp.marginal)) for sp in spaces) < 2:
                return False
        return True

    def _eye_space_dragons(self) -> list[tuple[frozenset[int], list[EyeSpace]]]:
        """A's and B's dragons with the dragons each shares an eye space with,
        and those eye spaces (:func:`_eye_space_dragon`), found once a query."""
        if self._eye_groups is None:
            board = self.board
            dragons = self._dragons
            assert dragons is not None  # found by analyze, on this board as it stands
            dead = dead_stones(board)
            self._eye_groups = [
                _eye_space_dragon(board, dragons, dead, stones, color)
                for stones, color in (
                    (self._a_stones, self._a_color),
                    (self._b_stones, other(self._a_color)),
                )
            ]
        return self._eye_groups

    def _first_move(self) -> int:
        """A's first race candidate (PASS when it has none)."""
        moves = self._moves(self._a_color)
        return moves[0] if moves else PASS

    def _ahead(self) -> bool:
        """Whether A has more outside liberties than B and B no eye in the
        count, or as many with :data:`SEKI_SHARED` shared liberties and no eye
        on either side (moving first, A may keep a seki: who fills a shared
        liberty first is the one captured): the owl reads A's eyes, not the
        race A may lead or hold."""
        c = self.count()
        if c.b_eyes:
            return False
        return c.a_outside > c.b_outside or (
            c.a_outside == c.b_outside and c.shared >= SEKI_SHARED and not c.a_eyes
        )

    def _walled_in_without_eyes(self) -> bool:
        """Whether neither dragon has two sure eyes nor reaches open space: the
        owl's verdict on either is then a race it did not read to the end."""
        board = self.board
        for stones, color in (
            (self._a_stones, self._a_color),
            (self._b_stones, other(self._a_color)),
        ):
            if _sure_eyes(board, stones, color) >= 2 or self._open(stones, color):
                return False
        return True

    def _root(self) -> tuple[int, int, bool]:
        """Best outcome for A to move, A's move (PASS if B to move gives A as
        much), and whether the winning line took a ko."""
        color = self._a_color
        without_move, _ = self._search(other(color), 1, B_WINS, A_WINS, passed=False)
        best, best_move, best_ko = B_WINS - 1, PASS, False
        for move in self._moves(color):
            if move == PASS:
                continue
            self._ko_taken = False
            if not self.board.play(move, color):
                continue
            try:
                value, ko = self._search(other(color), 1, best, A_WINS, passed=False)
            finally:
                self.board.undo()
            if value > best:
                best, best_move, best_ko = value, move, ko
            if best == A_WINS and not ko:
                break
        if best < without_move:
            return without_move, PASS, False
        return best, best_move, best_ko

    # ----- the search --------------------------------------------------------

    def _search(
        self, color: int, depth: int, alpha: int, beta: int, *, passed: bool
    ) -> tuple[int, bool]:
        """The outcome with ``color`` to move (alpha-beta on A's side) and whether
        the line needed a ko capture."""
        board = self.board
        self.nodes += 1
        if board.get(self._apos) != self._a_color:
            if board.ko_point == self._apos:
                return B_BY_KO, True
            return B_WINS, False
        if board.get(self._bpos) != other(self._a_color):
            return A_WINS, False
        # Alpha-beta values are exact only inside the window: it is part of the key.
        key = (board.position_hash(), color, passed, alpha, beta)
        found = self._cache.get(key)
        if found is not None:
            return found
        if depth >= self.limits.max_depth or self.nodes >= self.limits.node_limit:
            return self._static(color), False
        a_moves = color == self._a_color
        if passed:
            # The other side passed: passing too ends the race as it stands.
            best, best_ko = SEKI, False
        else:
            best, best_ko = self._search(other(color), depth + 1, alpha, beta, passed=True)
        for move in self._moves(color):
            if move == PASS:
                continue
            if (a_moves and best >= beta) or (not a_moves and best <= alpha):
                break
            ko_before = board.ko_point
            if not board.play(move, color):
                continue
            took_ko = board.ko_point != 0 and board.ko_point != ko_before
            try:
                lo, hi = (max(alpha, best), beta) if a_moves else (alpha, min(beta, best))
                value, ko = self._search(other(color), depth + 1, lo, hi, passed=False)
            finally:
                board.undo()
            ko = ko or took_ko
            if (value > best) if a_moves else (value < best):
                best, best_ko = value, ko
        self._cache[key] = (best, best_ko)
        return best, best_ko

    def _strings(self, stones: frozenset[int], color: int) -> list[int]:
        """One stone of each string of ``color`` still standing on ``stones``."""
        board = self.board
        seen: set[int] = set()
        found = []
        for p in stones:
            if board.color[p] == color and p not in seen:
                seen.update(board.stone_string(p).stones)
                found.append(p)
        return found

    def _moves(self, color: int) -> list[int]:
        """Candidates for ``color``: captures first, then the liberties of the
        opponent's strings (fewest liberties first), then its own liberties."""
        board = self.board
        a_turn = color == self._a_color
        own_stones = self._a_stones if a_turn else self._b_stones
        their_stones = self._b_stones if a_turn else self._a_stones
        opponent = other(color)
        scored: dict[int, int] = {}

        def offer(move: int, score: int) -> None:
            if score > scored.get(move, -1):
                scored[move] = score

        for p in self._strings(their_stones, opponent):
            libs = board.stone_string(p).libs
            for lib in libs:
                offer(lib, 100 - 10 * len(libs))
                # An approach move: filling this liberty would be self-atari.
                if is_self_atari(board, lib, color):
                    for n in board.neighbours[lib]:
                        if board.color[n] == EMPTY and n not in libs:
                            offer(n, 40 - 10 * len(libs))
        for p in self._strings(own_stones, color):
            string = board.stone_string(p)
            for lib in string.libs:
                offer(lib, 60 - 10 * len(string.libs))
            # Capture a neighbour in atari, wherever it is.
            for st in string.stones:
                for n in board.neighbours[st]:
                    if board.color[n] == opponent:
                        libs = board.stone_string(n).libs
                        if len(libs) == 1:
                            offer(next(iter(libs)), 200)
        moves = [
            m
            for m, _ in sorted(scored.items(), key=lambda item: (-item[1], item[0]))
            if board.is_legal(m, color) and (scored[m] >= 200 or not is_self_atari(board, m, color))
        ]
        return moves

    # ----- counting liberties ------------------------------------------------

    def count(self) -> RaceCount:
        """The liberty count of the race as the board stands."""
        board = self.board
        a_color = self._a_color
        a_libs = self._dragon_libs(self._a_stones, a_color)
        b_libs = self._dragon_libs(self._b_stones, other(a_color))
        shared = a_libs & b_libs
        a_eyes = {p for p in a_libs - shared if _eye_of(board, p, a_color)}
        b_eyes = {p for p in b_libs - shared if _eye_of(board, p, other(a_color))}
        return RaceCount(
            len(a_libs - shared), len(b_libs - shared), len(shared), len(a_eyes), len(b_eyes)
        )

    def _dragon_libs(self, stones: frozenset[int], color: int) -> set[int]:
        """The liberties of the weakest string of the dragon: the one the race is about."""
        board = self.board
        strings = [board.stone_string(p) for p in self._strings(stones, color)]
        if not strings:
            return set()
        origin = self._apos if color == self._a_color else self._bpos
        weakest = min(
            strings, key=lambda s: len(s.libs) if len(s.stones) > 1 or origin in s.stones else 99
        )
        return set(weakest.libs)

    def _short_of_liberties(self, pos: int) -> bool:
        """Whether the string at ``pos`` (a dragon's biggest) has at most
        :data:`SHORT_LIBERTIES` liberties: a race the owl does not settle."""
        return len(self.board.stone_string(pos).libs) <= SHORT_LIBERTIES

    def _open(self, stones: frozenset[int], color: int) -> bool:
        """Whether the dragon's strings reach open space (see :data:`OPEN_SPACE`)."""
        board = self.board
        frontier = set()
        for p in self._strings(stones, color):
            frontier |= board.stone_string(p).libs
        room = set(frontier)
        for _ in range(2):
            frontier = {
                n for p in frontier for n in board.neighbours[p] if board.color[n] == EMPTY
            } - room
            room |= frontier
        return len(room) >= OPEN_SPACE

    def _static(self, color: int) -> int:
        """The race's outcome from the liberty count, ``color`` to move."""
        c = self.count()
        a_eff, b_eff = c.a_outside, c.b_outside
        a_color = self._a_color
        if self._a_alive:
            return A_WINS if c.b_outside + c.shared <= 1 else SEKI
        if self._b_alive:
            return B_WINS if c.a_outside + c.shared <= 1 else SEKI
        if c.a_eyes >= 2 or a_eff >= FREE_LIBERTIES or self._open(self._a_stones, a_color):
            a_eff = _SAFE
        if c.b_eyes >= 2 or b_eff >= FREE_LIBERTIES or self._open(self._b_stones, other(a_color)):
            b_eff = _SAFE
        if a_eff == _SAFE and b_eff == _SAFE:
            return SEKI
        if a_eff == _SAFE:
            return A_WINS
        if b_eff == _SAFE:
            return B_WINS
        s = c.shared
        if c.a_eyes and not c.b_eyes:
            a_eff, margin = a_eff + s, 0
        elif c.b_eyes and not c.a_eyes:
            b_eff, margin = b_eff + s, 0
        elif c.a_eyes and c.b_eyes:
            margin = s
        else:
            margin = max(0, s - 1)
        if color == self._a_color:
            if a_eff >= b_eff + margin:
                return A_WINS
            if b_eff >= a_eff + margin + 1:
                return B_WINS
        else:
            if b_eff >= a_eff + margin:
                return B_WINS
            if a_eff >= b_eff + margin + 1:
                return A_WINS
        return SEKI if margin > 0 or s > 0 else (A_WINS if color == self._a_color else B_WINS)


class _OnceOwl(OwlReader):
    """An owl that reads each query once per race: the race asks the owl of
    its two dragons several times as the board stands (their statuses, then
    the attack and the defence again), and a query of the owl, its node budget
    its own, gives the same answer each time it is asked on one position.
    Only for queries asked with the board as it was when it was made.

    The attack and the defence of a dragon whose queried string has at most
    ``tactical_liberties`` liberties take the string's tactical capture for
    the dragon's death (``OwlLimits.tactical_kill`` with
    ``tactical_kill_liberties``): GNU Go's owl does, and its race code
    starts from its owl's verdicts (a lone stone in atari next to a living
    dragon is dead there, where an owl that looks for eyes and room first
    may find it critical).  Such a string the tactical reader captures and
    cannot save (read as deep as the GTP ``attack`` and ``defend``) is dead
    at once (``OwlLimits.tactical_death``): the owl's shallower reader may
    let it run out of a ladder into open space, where GNU Go's owl finds no
    defence.  Longer strings are left to the race search: the tactical
    reader's verdict on them is a race read without the owl's eyes.
    """

    def __init__(self, board: Board, limits: OwlLimits, tactical_liberties: int = 0) -> None:
        if tactical_liberties > 0 and not limits.tactical_kill:
            limits = replace(
                limits,
                tactical_kill=True,
                tactical_kill_liberties=tactical_liberties,
                tactical_death=True,
            )
        super().__init__(board, limits=limits)
        self._answers: dict[tuple[str, int], tuple[object, bool, int]] = {}

    def _once(self, kind: str, pos: int, read: Callable[[int], object]) -> object:
        key = (kind, pos)
        found = self._answers.get(key)
        if found is None:
            before = self.nodes
            answer = read(pos)
            found = (answer, self.exhausted, self.nodes - before)
            self._answers[key] = found
        else:
            # Counted as if read again, as the node counts of a race were before.
            self.nodes += found[2]
        self.exhausted = found[1]
        return found[0]

    def attack(self, pos: int) -> tuple[int, int]:
        return self._once("attack", pos, super().attack)  # type: ignore[return-value]

    def defend(self, pos: int) -> tuple[int, int]:
        return self._once("defend", pos, super().defend)  # type: ignore[return-value]

    def estimate(self, pos: int) -> EyeSummary:
        return self._once("estimate", pos, super().estimate)  # type: ignore[return-value]


def _biggest_string(board: Board, stones: frozenset[int], pos: int) -> int:
    """A stone of the dragon's biggest string (``pos`` when its string is one of them)."""
    best = pos
    size = len(board.stone_string(pos).stones)
    for p in sorted(stones):
        n = len(board.stone_string(p).stones)
        if n > size:
            best, size = p, n
    return best


def _sure_eyes(board: Board, stones: frozenset[int], color: int) -> int:
    """The eyes for sure (optics' ``min_eyes``, summed) of the eye spaces next to ``stones``."""
    near = {n for p in stones for n in board.neighbours[p]}
    eyes = analyse_eyes(board, color, dead=dead_stones(board), near=near)
    return sum(space.value.min_eyes for space in eyes.spaces if not near.isdisjoint(space.points))


def _eye_space_dragon(
    board: Board, dragons: Dragons, dead: frozenset[int], stones: frozenset[int], color: int
) -> tuple[frozenset[int], list[EyeSpace]]:
    """``stones`` with every dragon of ``color`` that borders one of their eye
    spaces (GNU Go's domains), and so on, and those eye spaces: the stones
    GNU Go's race reading counts as one side (GNU Go 3.8's dragons
    themselves keep to connections, see :mod:`engine.go.dragons`)."""
    spaces = list(analyse_eyes(board, color, dead=dead, domains="influence").spaces)
    group = set(stones)
    joined: list[EyeSpace] = []
    todo = list(stones)
    while todo:
        near = {n for p in todo for n in board.neighbours[p]}
        todo = []
        for space in [sp for sp in spaces if not near.isdisjoint(sp.points)]:
            spaces.remove(space)
            joined.append(space)
            for q in space.points:
                for n in board.neighbours[q]:
                    if board.color[n] == color and n not in group:
                        dragon = dragons.dragon_at(n)
                        assert dragon is not None
                        group |= dragon.stones
                        todo.extend(dragon.stones)
    return frozenset(group), joined


def _unsettled(a_eyes: EyeSummary, b_eyes: EyeSummary) -> bool:
    """Whether neither dragon has two eyes for sure as the board stands and
    both reach open space (the owl's static judgements ``a_eyes`` and
    ``b_eyes``): a race whose reading, counting eyes and captures, does not end."""
    return all(e.min_eyes < 2 and e.escape for e in (a_eyes, b_eyes))


def _owl_alive(owl: OwlReader, pos: int) -> bool:
    """Whether the owl, within its limits, finds no way to kill the dragon at ``pos``."""
    code, _ = owl.attack(pos)
    return code == LOSE and not owl.exhausted


def _eye_of(board: Board, pos: int, color: int) -> bool:
    """Whether the empty ``pos`` has only ``color`` stones (or the edge) around it."""
    return all(board.color[n] in (color, 3) for n in board.neighbours[pos])


def analyze_semeai(
    board: Board, apos: int, bpos: int, limits: SemeaiLimits | None = None
) -> SemeaiResult:
    """The race between the dragons at ``apos`` and ``bpos`` with A's owner to move
    (see :class:`SemeaiReader`)."""
    return SemeaiReader(board, limits).analyze(apos, bpos)


#: The race search used to revise a dragon's status: the query's own
#: (``analyze_semeai``), no race read against an enemy the tactical reader
#: kills.  A lighter one (1,500 nodes, an owl of 150 with the tactical kill,
#: no win for the side moving first against an unsettled enemy) answered
#: differently from the query on races GNU Go's status reads as the query
#: does (``s19-l0-n151`` K3 against L2: the light race kills L2 moving
#: first, the query's and GNU Go's find it lives), and gave fewer of GNU
#: Go's statuses on the 19x19 training games the owl was not tuned on
#: (1229 against 1239 of 1,378; validation 495 against 496 of 547).
#: A dragon the owl finds dead is critical beside an enemy the owl finds
#: critical (``dead_beside_critical``): ``dragon_status`` of GNU Go's
#: critical dragons 509 -> 518 of 547 on validation, 758 -> 760 of 806 on
#: the small training games, 1257 -> 1299 of 1,378 on the 19x19 training
#: games, none broken; of the dragons GNU Go calls alive or dead in the
#: training games 1551 -> 1547 of 2,320 (three dragons whose enemy our owl
#: finds critical and GNU Go's alive).
STATUS_LIMITS = SemeaiLimits(no_race_with_tactically_dead=True, dead_beside_critical=True)


#: A dragon is in a race when one of its strings has at most this many liberties.
RACE_LIBERTIES = 4


def semeai_status(
    board: Board,
    pos: int,
    status: str,
    limits: SemeaiLimits = STATUS_LIMITS,
    enemy_status: Callable[[int], tuple[str, int, int]] | None = None,
) -> tuple[str, int, int] | None:
    """The status of the dragon at ``pos`` revised by the capturing races it is in.

    GNU Go's status of a dragon is its owl status ``status`` revised by the
    semeai code: a dragon the owl finds dead or critical, next to an enemy
    dragon, both with a string of at most :data:`RACE_LIBERTIES` liberties,
    is read in the race both ways.  It is ``dead`` when it dies even moving
    first, ``alive`` when the enemy moving first cannot capture it (seki
    included), and ``critical`` with the enemy's race move as the attack and
    its own as the defence otherwise.  Returns ``(status, attack, defence)``
    (PASS moves unless critical), or None when no race changes the owl's
    ``status``.  With ``enemy_status`` (the owl's ``(status, attack,
    defence)`` of the enemy dragon at a point, as :meth:`OwlReader.status`),
    only enemies it finds dead or critical are read, as GNU Go pairs only
    dragons of those statuses.  With the limits' ``dead_beside_critical``
    and ``enemy_status``, a dragon the owl finds dead lives moving first
    beside an enemy the owl finds critical (with an attack move): its
    defence in that race is the owl's attack on the enemy, a win, whatever
    the race reader reads.  A string in atari that would join a bigger
    dragon is a dragon of its own (GNU Go's, and the owl's goal:
    ``GNU_LIMITS.atari_apart``), in none of that dragon's races: None.  With
    the limits' ``no_race_with_tactically_dead``, an enemy dragon that is
    one string the tactical reader kills is in no race.
    """
    if status not in (DEAD, CRITICAL):
        return None
    dragons = find_dragons(board)
    dragon = dragons.dragon_at(pos)
    assert dragon is not None
    if not _races_short(board, dragon):
        return None
    if len(dragon.strings) > 1 and board.count_liberties(pos) == 1:
        return None
    enemy_color = other(dragon.color)
    enemies: list[int] = []
    # With ``dead_beside_critical``: the enemies the owl finds critical, by
    # origin, with its attack on each.
    critical_enemies: dict[int, int] = {}
    # Whether each enemy dragon (by origin) may race at all, and the enemy
    # strings (by their lowest stone) the owl was asked about: its status of
    # a dragon depends only on the string it is asked at.
    may_race: dict[int, bool] = {}
    asked: set[int] = set()
    for stone in sorted(dragon.stones):
        for n in board.neighbours[stone]:
            if board.color[n] != enemy_color:
                continue
            enemy = dragons.dragon_at(n)
            assert enemy is not None
            string = min(board.stone_string(n).stones)
            if enemy.origin in enemies or string in asked:
                continue
            if enemy.origin not in may_race:
                may_race[enemy.origin] = _races_short(board, enemy) and not (
                    limits.no_race_with_tactically_dead and _tactically_dead(board, enemy)
                )
            if may_race[enemy.origin]:
                asked.add(string)
                enemy_owl = None if enemy_status is None else enemy_status(n)
                if enemy_owl is None or enemy_owl[0] in (DEAD, CRITICAL):
                    enemies.append(enemy.origin)
                if (
                    limits.dead_beside_critical
                    and enemy_owl is not None
                    and enemy_owl[0] == CRITICAL
                    and enemy_owl[1] != PASS
                ):
                    critical_enemies[enemy.origin] = enemy_owl[1]
    if not enemies:
        return None
    # Every race is read both ways; the best defence and the best attack over
    # them decide, as GNU Go's ``semeai()`` does: critical when the dragon
    # lives moving first in one race and dies to the enemy moving first in
    # one, alive when no enemy moving first kills it.
    defence, attack = (LOSE, PASS), (LOSE, PASS)
    for enemy_pos in enemies:
        first = analyze_semeai(board, pos, enemy_pos, limits)
        second = analyze_semeai(board, enemy_pos, pos, limits)
        own = (first.defense, first.move)
        if status == DEAD and enemy_pos in critical_enemies:
            # GNU Go reads its races with the owl: moving first, the dragon
            # kills the critical enemy and so lives, whatever the liberties say.
            own = (WIN, critical_enemies[enemy_pos])
        if better(own[0], defence[0]):
            defence = own
        if better(second.attack, attack[0]):
            attack = (second.attack, second.move)
        if defence[0] == attack[0] == WIN:
            break  # critical, and no other race can give better moves
    if attack[0] == LOSE:
        revised = (ALIVE, PASS, PASS)
    elif defence[0] != LOSE:
        revised = (CRITICAL, attack[1], defence[1])
    else:
        return None
    return None if revised[0] == status else revised


def _races_short(board: Board, dragon: Dragon) -> bool:
    """Whether ``dragon`` has a string of at most :data:`RACE_LIBERTIES` liberties."""
    return min(board.count_liberties(p) for p in dragon.stones) <= RACE_LIBERTIES


def _tactically_dead(board: Board, dragon: Dragon) -> bool:
    """Whether ``dragon`` is one string that the tactical reader captures and
    cannot save: GNU Go's safety ``TACTICALLY_DEAD`` ("a dragon consisting
    of a single worm found dead by the reading code", the manual's dragon
    chapter)."""
    if len(dragon.strings) != 1:
        return False
    reader = TacticalReader(board)
    origin = dragon.origin
    return reader.attack(origin)[0] == WIN and reader.defend(origin)[0] == LOSE
