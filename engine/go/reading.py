"""Tactical reading: can a string be captured, can it be saved, and by which move.

This is the reader GNU Go calls ``attack`` / ``find_defense``: a depth-first
search over a small set of candidate moves, run on the live board with
:meth:`Board.play` / :meth:`Board.undo` (GNU Go's ``trymove`` / ``popgo``).

* The attacker's candidates are the string's liberties, its second-order
  liberties while the search is shallow (nets, geta, throw-ins from one step
  away) and the liberties of the attacker's own strings in atari next to it
  (so that a counter-capture is not the defender's easy way out); for the
  GTP queries (``wide`` limits) also the captures that save such a string,
  and against three or four liberties too, where taking a lone stone
  in atari would be a ko the liberties of the strings that would take back
  (not those where the attacker's stone would stand in atari: GNU Go does
  not try them, and the defender's answer, capturing it, is no move next
  to the target, which our defender would not try),
  and against three liberties, in the first plies, the liberties of its own
  strings of two liberties next to the target (a capturing race), and
  against one or two liberties (in the first ``backfill_depth`` plies) GNU
  Go's *backfilling*: where playing a liberty would be a self-atari, the
  other liberties of the attacker's strings that move would join.
* The defender's candidates are captures of neighbouring strings in atari,
  ataris on neighbours with two liberties (capturing races; with ``wide``
  limits, for a string of one or two liberties, none that is a
  self-atari), its liberties and,
  while shallow, the empty points next to its liberties (with ``wide``
  limits also for three liberties, and, when extending at its last liberty
  is a self-atari or the string a lone stone whose capture is a ko, the
  liberties of the strings that extension would join: filling one may turn
  the capture into a ko, or keep it one).
* With the GTP queries' limits, a string of two or more liberties none of
  which the attacker can play on (eyes) is safe: its owner may pass.  And,
  with those of the GTP ``attack`` / ``defend`` commands
  (:data:`ATTACK_DEFEND_LIMITS`), in the first plies, against a string of
  two liberties that are both eyes (the attacker's stone there suicide or
  in atari), both sides also play the liberties of the short strings next
  to those eyes (GNU Go's superstring liberties): the attacker takes their
  room so that an eye becomes a point it can fill, the defender keeps it.
* A string with five or more liberties is safe; with four or three it is
  read only in the first plies (:data:`QUERY_LIMITS`, the GTP queries' limits,
  are GNU Go's default depths: three liberties to ply 16, four to ply 8,
  wide candidate lists to ply 13, conditional ko captures to ply 9; move
  generation and owl read shallower).
  With two or fewer the search goes on (liberties and captures only) down to
  :attr:`ReadingLimits.max_depth`, which is what reads a ladder across the
  board, and finds the ladder breaker on the way, since the breaker gives the
  fleeing string its third liberty.
* Capturing a lone stone that can take back at once is a ko (KO_A), and the
  attacker still looks for a move that captures outright; a capture into a
  snapback (the capturing string, of more than one stone, left in atari)
  does not count.
* Snapbacks fall out of the search: the throw-in is a liberty, the defender's
  capture of it is a capture of a neighbour in atari, and the recapture is an
  attack on a string with one liberty.

Result codes are GNU Go's (see ``docs/tst-format.md``): :data:`WIN` (1),
:data:`KO_A` (2, success if the side that succeeds takes the ko first) and
:data:`KO_B` (3, success if it wins a ko in which the other side takes
first), and :data:`LOSE` (0).  A ko recapture that the ko rule forbids may be
played as if after a ko threat (a *conditional* ko capture, in the first
:attr:`ReadingLimits.ko_depth` plies); success that needs it is worth
:data:`KO_B` at best.  Which ko captures a line may make is GNU Go's
komaster scheme as its manual describes it (see :meth:`TacticalReader._trymove`):
the side that makes a conditional ko capture becomes komaster, may then take
only nested kos, and its opponent may not retake that ko; once both sides
have taken a ko no more are taken; the komaster goes when its ko is resolved.

Each query runs on a :class:`TacticalReader`, whose transposition table lives
as long as the reader: GTP commands make a new reader per command, so an
answer and its node count depend on the position alone.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from engine.go.board import BLACK, BORDER, EMPTY, NO_POINT, PASS, WHITE, Board, String, other

#: Result codes, as GNU Go's GTP spells them.
LOSE = 0
WIN = 1
KO_A = 2
KO_B = 3

#: How good a code is for the side that wants it (WIN best, LOSE worst).
_GOODNESS = (0, 3, 2, 1)

#: What a code for the side to move means for the side that moved before it:
#: the other side fails -> WIN, it wins -> LOSE, and the two ko codes swap
#: (a ko the other side wins by taking first is one we win only if we find a
#: threat, and the other way round).
REVERSE = (WIN, LOSE, KO_B, KO_A)

#: The move of an answer that needs no move (GNU Go prints it as ``PASS``).
NO_MOVE = PASS

#: Komaster states beyond EMPTY, BLACK and WHITE: ``_GRAY + colour`` (both
#: sides have taken a ko, ``colour`` first) and two kos taken in a row.
_GRAY = 2
_WEAK_KO = 5


@dataclass(frozen=True)
class ReadingLimits:
    """How far a tactical search may go.

    ``branch_depth``: plies in which the wide candidate lists (second-order
    liberties, ataris on neighbours) are tried; deeper, only liberties and
    captures.  ``three_lib_depth``: plies in which a string with three
    liberties is still read (deeper it counts as safe), ``four_lib_depth``
    the same for four liberties.  ``max_depth``: the hard depth limit
    (ladders).  ``node_limit``: nodes per top-level query; when it runs out
    the string counts as safe.  ``ko_depth``: plies in which a conditional ko
    capture (a retake the ko rule forbids, after a supposed threat) is tried.
    ``wide``: the GTP queries' wider candidate lists (the attacker saves its
    strings in atari next to the target also by capturing, and also against
    three or four liberties; the defender tries second-order liberties with
    three liberties, and the liberties of the strings a self-atari extension
    would join).  ``race_depth``: with ``wide``, plies in which the attacker
    of a string with three liberties also lengthens its own strings of two
    liberties next to it (a capturing race).  ``backfill_depth``: plies in
    which the attacker of a string with one or two liberties backfills (GNU
    Go's default is 12; 0, the default here, never).  ``eye_room_depth``:
    plies in which, against a string of one or two liberties that are all
    eyes, both sides also play the liberties of the short strings that make
    those eyes (0, the default, never).
    """

    branch_depth: int = 10
    three_lib_depth: int = 10
    four_lib_depth: int = 1
    max_depth: int = 80
    node_limit: int = 20_000
    ko_depth: int = 8
    wide: bool = False
    race_depth: int = 3
    backfill_depth: int = 0
    eye_room_depth: int = 0


#: The limits of a reader made without any: those of the GTP queries
#: ``attack`` / ``defend``, close to GNU Go's (its ``fourlib_depth`` is 7:
#: four liberties are safe only *beyond* that depth, so a string of four
#: liberties is still attacked with seven moves on the board, in the first
#: eight plies, as its reading trees show; its ``ko_depth`` of 8 lets a
#: conditional ko capture be made with up to eight moves on the board, so in
#: the first nine plies).  The attacker's race moves (lengthening its own
#: strings of two liberties next to a target of three) go on to the fifth
#: ply: GNU Go's tree of R4 in training game ``s19-l0-n46`` needs one there.
#: (:data:`ATTACK_DEFEND_LIMITS` adds the eyes' room in the first six plies:
#: deeper it captures outright in lines GNU Go's search does not reach, R4
#: of that game again.)
#: The field defaults of :class:`ReadingLimits` are the cheaper ones that move
#: generation and owl, which read many strings a move, start from.
QUERY_LIMITS = ReadingLimits(
    branch_depth=13,
    three_lib_depth=16,
    four_lib_depth=8,
    ko_depth=9,
    wide=True,
    race_depth=5,
    backfill_depth=12,
)

#: The limits of the GTP commands ``attack`` / ``defend``: the GTP queries'
#: limits with the eyes' room (:meth:`TacticalReader._eye_liberties`) in the
#: first six plies.  It is kept to those commands, where it was chosen and
#: measured (held out, 7499 -> 7629 of 7970 result codes equal to GNU Go's).
#: The analyses that read strings with :data:`QUERY_LIMITS` (unlively
#: strings in optics, the owl's tactical kill) are left as they were: the
#: owl benchmark gives the same figures with the eyes' room there or not,
#: and the eye benchmarks were not run with it.
ATTACK_DEFEND_LIMITS = replace(QUERY_LIMITS, eye_room_depth=6)

#: The most liberties a string that makes an eye may have for its liberties to
#: be played by :attr:`ReadingLimits.eye_room_depth`: a longer one is no short
#: way to fill the eye (GNU Go's trees leave the liberties of a string of
#: four out, and with them the reader finds captures it does not).
_EYE_ROOM_LIBERTIES = 3


def better(code: int, than: int) -> bool:
    """Say whether ``code`` is a better result than ``than`` for the side that wants it."""
    return _GOODNESS[code] > _GOODNESS[than]


class TacticalReader:
    """Attack and defense of single strings on one board.

    The reader plays trial moves on ``board`` and always takes them back.  Its
    cache holds the results of the queries made through it, keyed by the
    position (stones and ko point), the query and the ko allowances; make a
    new reader (or call :meth:`clear`) when results must not be shared.
    ``nodes`` counts the positions visited by all queries since creation.
    """

    def __init__(self, board: Board, limits: ReadingLimits | None = None) -> None:
        self.board = board
        self.limits = limits or QUERY_LIMITS
        self.nodes = 0
        self._cache: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self._budget_end = 0

    def clear(self) -> None:
        """Forget cached results (the node counter keeps counting)."""
        self._cache.clear()

    # ----- public queries ------------------------------------------------

    def attack(self, pos: int) -> tuple[int, int]:
        """Return ``(code, move)``: can the string at ``pos`` be captured, the attacker to move.

        ``code`` is LOSE (then ``move`` is NO_MOVE), WIN, KO_A or KO_B.
        Raises ValueError on an empty point.
        """
        self._check_stone(pos)
        self._budget_end = self.nodes + self.limits.node_limit
        return self._attack(pos, 0, 0)

    def defend(self, pos: int) -> tuple[int, int]:
        """Return ``(code, move)``: can the string at ``pos`` be saved, its owner to move.

        A string that cannot be attacked is saved by any move (WIN, and the
        move is one of its liberties, as GNU Go answers).  A string that
        cannot be saved gives ``(LOSE, NO_MOVE)``.  Raises ValueError on an
        empty point.
        """
        self._check_stone(pos)
        self._budget_end = self.nodes + self.limits.node_limit
        return self._defend(pos, 0, 0)

    def does_attack(self, move: int, pos: int) -> int:
        """Return the code of the attacker's ``move`` against the string at ``pos``.

        LOSE when the move is illegal.
        """
        return self._try_then(move, pos, attacker=True)

    def does_defend(self, move: int, pos: int) -> int:
        """Return the code of the defender's ``move`` for the string at ``pos``."""
        return self._try_then(move, pos, attacker=False)

    def _try_then(self, move: int, pos: int, attacker: bool) -> int:
        self._check_stone(pos)
        board = self.board
        color = board.color[pos]
        mover = other(color) if attacker else color
        if not board.play(move, mover):
            return LOSE
        self._budget_end = self.nodes + self.limits.node_limit
        try:
            if board.color[pos] == EMPTY:
                return WIN if attacker else LOSE
            if attacker:
                return REVERSE[self._defend(pos, 1, 0)[0]]
            return REVERSE[self._attack(pos, 1, 0)[0]]
        finally:
            board.undo()

    def _check_stone(self, pos: int) -> None:
        if self.board.color[pos] not in (BLACK, WHITE):
            raise ValueError("vertex must not be empty")

    # ----- the search -------------------------------------------------------

    def _attack(self, target: int, depth: int, ko: int) -> tuple[int, int]:
        """Best (code, move) for the attacker of the string at ``target``, attacker to move.

        ``ko`` is the komaster state (see :meth:`_trymove`).
        """
        self.nodes += 1
        board = self.board
        string: String = board.owner[target]  # type: ignore[assignment]
        libs = string.libs
        nlibs = len(libs)
        limits = self.limits
        if (
            nlibs >= 5
            or (nlibs == 4 and depth >= limits.four_lib_depth)
            or (nlibs == 3 and depth >= limits.three_lib_depth)
        ):
            return LOSE, NO_MOVE
        if depth >= limits.max_depth or self.nodes > self._budget_end:
            return LOSE, NO_MOVE
        defender = string.color
        attacker = 3 - defender
        best, best_move = LOSE, NO_MOVE
        if nlibs == 1:
            (lib,) = libs
            if lib != board.ko_point or attacker != board.ko_color:
                played = self._trymove(lib, attacker, ko, depth)
                if played is not None:
                    code = self._capture_code(lib, target)
                    board.undo()
                    if code == WIN or not limits.wide:
                        return code, lib
                    # A capture into a ko: another move may capture outright.
                    best, best_move = code, lib
            # A capture the ko rule forbids is tried below, as a conditional one.
        key = (board.position_hash(), True, target, ko)
        hit = self._cache.get(key)
        if hit is not None and hit[2] <= depth:
            return hit[0], hit[1]

        goodness = _GOODNESS
        for move in self._attack_moves(string, attacker, depth):
            code = self._try_attack_move(move, target, attacker, depth, ko)
            if goodness[code] > goodness[best]:
                best, best_move = code, move
                if code == WIN:
                    break
            if self.nodes > self._budget_end:
                break
        if self.nodes <= self._budget_end:
            # A result read after the budget ran out is cut short: not kept.
            self._cache[key] = (best, best_move, depth)
        return best, best_move

    def _try_attack_move(self, move: int, target: int, attacker: int, depth: int, ko: int) -> int:
        """The attacker's code for ``move``: play it, read the defense, take it back."""
        board = self.board
        played = self._trymove(move, attacker, ko, depth)
        if played is None:
            return LOSE
        conditional, ko = played
        if board.color[target] == EMPTY:
            code = self._capture_code(move, target)
        else:
            code = REVERSE[self._defend(target, depth + 1, ko)[0]]
        board.undo()
        if conditional and code != LOSE:
            code = KO_B
        return code

    def _capture_code(self, move: int, target: int) -> int:
        """The attacker's code for ``move``, just played, which captured the target.

        Taking a lone stone in a ko leaves the defender a retake (KO_A); a
        capture into a snapback (the capturing string, of more than one
        stone, left with one liberty) loses more than it wins.
        """
        board = self.board
        if board.ko_point == target:
            return KO_A
        capturer: String = board.owner[move]  # type: ignore[assignment]
        if len(capturer.libs) == 1 and len(capturer.stones) > 1:
            return LOSE
        return WIN

    def _defend(self, target: int, depth: int, ko: int) -> tuple[int, int]:
        """Best (code, move) for the owner of the string at ``target``, owner to move."""
        self.nodes += 1
        board = self.board
        string: String = board.owner[target]  # type: ignore[assignment]
        libs = string.libs
        nlibs = len(libs)
        limits = self.limits
        if depth > 0 and (
            nlibs >= 5
            or (nlibs == 4 and depth >= limits.four_lib_depth)
            or (nlibs == 3 and depth >= limits.three_lib_depth)
            or depth >= limits.max_depth
            or self.nodes > self._budget_end
        ):
            return WIN, NO_MOVE
        key = (board.position_hash(), False, target, ko)
        hit = self._cache.get(key)
        if hit is not None and hit[2] <= depth:
            return hit[0], hit[1]

        defender = string.color
        best, best_move = LOSE, NO_MOVE
        if (
            depth > 0
            and nlibs >= 2
            and limits.wide
            and not _any_playable(board, libs, 3 - defender)
        ):
            # The attacker can play none of the liberties: the owner may pass.
            return WIN, NO_MOVE
        if depth == 0 and nlibs >= 5:
            # Out of reach of the attack: any liberty does (GNU Go answers one).
            best, best_move = WIN, min(libs)
        else:
            goodness = _GOODNESS
            for move in self._defense_moves(string, defender, depth):
                code = self._try_defense_move(move, target, defender, depth, ko)
                if goodness[code] > goodness[best]:
                    best, best_move = code, move
                    if code == WIN:
                        break
                if self.nodes > self._budget_end:
                    break
        if self.nodes <= self._budget_end:
            # A result read after the budget ran out is cut short: not kept.
            self._cache[key] = (best, best_move, depth)
        return best, best_move

    def _try_defense_move(self, move: int, target: int, defender: int, depth: int, ko: int) -> int:
        """The defender's code for ``move``: play it, read the attack, take it back."""
        board = self.board
        captures_before = board.captures[defender]
        played = self._trymove(move, defender, ko, depth)
        if played is None:
            return LOSE
        conditional, ko = played
        if board.color[target] == EMPTY:
            code = LOSE  # a self-atari that got captured, or suicide
        elif (
            (string := board.owner[target]) is not None
            and len(string.libs) == 1
            and board.captures[defender] == captures_before
            and (move in string.stones or not self.limits.wide)
        ):
            # Filling its own last-but-one liberty without capturing: dead.
            code = LOSE
        else:
            code = REVERSE[self._attack(target, depth + 1, ko)[0]]
        board.undo()
        if conditional and code != LOSE:
            code = KO_B
        return code

    # ----- ko ------------------------------------------------------------------

    def _trymove(self, move: int, color: int, ko: int, depth: int) -> tuple[bool, int] | None:
        """Play ``move`` for ``color`` under the komaster rules; None when not allowed.

        Returns ``(conditional, new_ko)``: whether the move is a conditional
        ko capture (a retake the ko rule forbids, played as if a threat had
        been made and answered; only in the first :attr:`ReadingLimits.ko_depth`
        plies) and the komaster state after it.  The state is ``komaster |
        kom_pos << 3``; the komaster is :data:`EMPTY`, a colour (it made a
        conditional ko capture, and ``kom_pos`` is where the stone it took
        stood), ``GRAY`` + the first komaster's colour (both sides took a
        ko: no more ko captures) or :data:`_WEAK_KO` (two kos taken in a row).
        This is GNU Go's komaster scheme as its manual describes it.
        """
        board = self.board
        master = ko & 7
        kom_pos = ko >> 3
        enemy = 3 - color
        if master != EMPTY and master != _WEAK_KO:
            owner = master if master <= WHITE else master - _GRAY
            if board.color[kom_pos] != EMPTY or not _playable(board, kom_pos, other(owner)):
                # The ko is resolved in the komaster's favour.
                master, kom_pos = EMPTY, 0
        # The komaster's opponent may not take the komaster's ko back; a move
        # at kom_pos that is no ko capture (it takes more than the ko stone,
        # or nothing) is allowed: GNU Go's trees play such moves (472 in its
        # trees of 400 training strings).
        at_kom_pos = (master == enemy or master == _GRAY + enemy) and move == kom_pos
        previous_ko = board.ko_point
        conditional = move == previous_ko and color == board.ko_color
        if conditional:
            if depth >= self.limits.ko_depth or not board.play_ko_retake(move, color):
                return None
        elif not board.play(move, color):
            return None
        taken = board.ko_point
        if at_kom_pos and taken != NO_POINT:
            board.undo()
            return None
        if taken == NO_POINT:
            # Not a ko capture.
            if master == _WEAK_KO:
                master, kom_pos = EMPTY, 0
            return conditional, master | kom_pos << 3
        if master > WHITE and master != _WEAK_KO:
            allowed = False  # gray: no more ko captures
        elif master == color:
            allowed = _nested(board, taken, kom_pos)
            if allowed:
                kom_pos = taken
        elif master == enemy:
            allowed = True
            master = _GRAY + enemy
        elif conditional:
            allowed = True
            master, kom_pos = color, taken
        elif master == _WEAK_KO:
            allowed = _nested(board, taken, kom_pos)
            if allowed:
                kom_pos = previous_ko
        else:
            allowed = True
            if previous_ko != NO_POINT:
                master, kom_pos = _WEAK_KO, previous_ko
        if not allowed:
            board.undo()
            return None
        return conditional, master | kom_pos << 3

    # ----- candidate moves -----------------------------------------------

    def _attack_moves(self, string: String, attacker: int, depth: int) -> list[int]:
        """The attacker's candidates against ``string``, best first."""
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        libs = string.libs
        # Play first where the defender would gain most by extending (the
        # ladder's direction), so the refutations come early.
        moves = _by_room(colors, neighbours, libs)
        if depth >= self.limits.branch_depth:
            return moves
        seen = set(moves)
        wide = self.limits.wide
        if len(libs) > 2 and not wide:
            return moves
        # Counter-captures: the defender's easy way out is to capture an
        # attacker string in atari next to it; save it first, by
        # extending or by capturing a defender string in atari next to it.
        enemies = self._strings_next_to(string.stones, 3 - string.color, [])
        in_atari, two_libs = _atari_and_two_libs(enemies)
        for lib in in_atari:
            if lib not in seen:
                seen.add(lib)
                moves.append(lib)
        for lib in self._rescue_captures(string, enemies) if wide else ():
            if lib not in seen:
                seen.add(lib)
                moves.append(lib)
        if len(libs) == 1 and wide:
            # Taking the lone stone would be a ko: shortening the strings
            # that would take back may make the capture outright (not by a
            # self-atari: its capture, away from the target, would go unread).
            for lib in self._joined_liberties(string, min(libs), ko_only=True):
                if lib not in seen and not is_self_atari(board, lib, attacker):
                    seen.add(lib)
                    moves.append(lib)
        if wide and len(libs) == 3 and depth < self.limits.race_depth:
            # A capturing race: the attacker lengthens its own strings of
            # two liberties next to the target before the defender shortens
            # them (in the first plies only: deeper it costs more nodes than
            # it finds captures).
            for lib in two_libs:
                if lib not in seen:
                    seen.add(lib)
                    moves.append(lib)
        if len(libs) <= 2 and depth < self.limits.backfill_depth:
            # Backfilling: fill the liberty that would make the atari a self-atari.
            for lib in self._backfills(string, attacker):
                if lib not in seen:
                    seen.add(lib)
                    moves.append(lib)
        if len(libs) == 2 and depth < self.limits.eye_room_depth:
            # Eyes: GNU Go's superstring liberties (see _eye_liberties).
            for lib in self._eye_liberties(string, attacker):
                if lib not in seen:
                    seen.add(lib)
                    moves.append(lib)
        if len(libs) <= 2:
            second = []
            for lib in sorted(libs):
                for n in neighbours[lib]:
                    if colors[n] == EMPTY and n not in seen:
                        seen.add(n)
                        second.append(n)
            moves.extend(sorted(second))
        return moves

    def _eye_liberties(self, string: String, attacker: int) -> list[int]:
        """When every liberty of ``string`` is an eye (``attacker``'s stone there
        would be suicide, or stand in atari after its captures), the liberties
        of the other strings of ``string``'s colour next to them that have at
        most :data:`_EYE_ROOM_LIBERTIES`; else none.

        Those strings are joined to ``string`` in GNU Go's superstring, and
        its reader plays their liberties (its *superstring liberties* for the
        attacker, *backfill* for the defender): taking away the room of a
        string that makes an eye may turn the eye into a liberty the
        attacker can fill, and the defender keeps it.
        """
        board = self.board
        if not all(_weak_point(board, lib, attacker) for lib in string.libs):
            return []
        colors = board.color
        owner: list[String] = board.owner  # type: ignore[assignment]
        defender = string.color
        found: set[int] = set()
        for lib in string.libs:
            for n in board.neighbours[lib]:
                if (
                    colors[n] == defender
                    and owner[n] is not string
                    and len(owner[n].libs) <= _EYE_ROOM_LIBERTIES
                ):
                    found |= owner[n].libs
        return sorted(found - string.libs)

    def _rescue_captures(self, string: String, enemies: list[String]) -> list[int]:
        """Captures that save an opposing string in atari next to ``string``: the
        liberties of ``string``'s colour's strings in atari next to that one
        (``string`` itself left out).  ``enemies``: the opposing strings next
        to ``string`` (:meth:`_strings_next_to`)."""
        seen: list[String] = [string]
        for chain in enemies:
            if len(chain.libs) == 1:
                self._strings_next_to(chain.stones, string.color, seen)
        return [lib for victim in seen[1:] if len(victim.libs) == 1 for lib in victim.libs]

    def _defense_moves(self, string: String, defender: int, depth: int) -> list[int]:
        """The defender's candidates for ``string``, best first."""
        board = self.board
        colors = board.color
        neighbours = board.neighbours
        # Captures first: they give liberties for sure.
        enemies = self._strings_next_to(string.stones, 3 - string.color, [])
        in_atari, two_libs = _atari_and_two_libs(enemies)
        libs = _by_room(colors, neighbours, string.libs)
        if in_atari:
            seen: set[int] = set()
            moves: list[int] = []
            for lib in in_atari:
                if lib not in seen:
                    seen.add(lib)
                    moves.append(lib)
            for lib in libs:
                if lib not in seen:
                    seen.add(lib)
                    moves.append(lib)
        else:
            seen = set(libs)
            moves = list(libs)
        if depth < self.limits.branch_depth:
            wide = self.limits.wide
            # Ataris on neighbours of two liberties (GNU Go's break_chain2).
            # One that is a self-atari is left out for a string of one or
            # two liberties: the attacker takes the stone and the string is
            # no better off, yet deeper in a line our attacker may lack the
            # depth to show it.  GNU Go's reader never tries one for a
            # string in atari (in its trees of 185 training strings, none of
            # 32,087 such candidates at its failing defender nodes); for two
            # liberties it lists about two in three, but leaving them out
            # agrees more with its answers for a fifth fewer nodes.
            plain = wide and len(string.libs) <= 2
            for lib in two_libs:
                if lib not in seen and not (plain and is_self_atari(board, lib, defender)):
                    seen.add(lib)
                    moves.append(lib)
            if len(libs) == 1 and wide:
                # An extension into self-atari, or a lone stone taken in a
                # ko: filling a liberty of the friendly strings the
                # extension would join may make the capture a ko, or keep it one.
                for lib in self._joined_liberties(string, libs[0]):
                    if lib not in seen:
                        seen.add(lib)
                        moves.append(lib)
            if len(libs) == 2 and depth < self.limits.eye_room_depth:
                # The same eyes' room, kept (GNU Go's backfill there).
                for lib in self._eye_liberties(string, 3 - defender):
                    if lib not in seen:
                        seen.add(lib)
                        moves.append(lib)
            if len(string.libs) <= (3 if wide else 2):
                second = []
                for lib in libs:
                    for n in neighbours[lib]:
                        if colors[n] == EMPTY and n not in seen:
                            seen.add(n)
                            second.append(n)
                moves.extend(sorted(second))
        return moves

    def _joined_liberties(self, string: String, lib: int, ko_only: bool = False) -> list[int]:
        """The liberties of the friendly strings an extension of ``string`` at
        ``lib`` would join, when that extension is a self-atari, or when
        ``string`` is a lone stone whose capture at ``lib`` is a ko (GNU Go's
        backfilling defence: the ko stays, and the fill may make it the
        defender's); else none."""
        board = self.board
        colors = board.color
        own = string.color
        friends: list[String] = []
        joined = set(string.libs)
        ko_capture = len(string.stones) == 1
        for n in board.neighbours[lib]:
            c = colors[n]
            if c == EMPTY:
                joined.add(n)
                ko_capture = False
            elif c == own:
                friend: String = board.owner[n]  # type: ignore[assignment]
                if friend is not string and friend not in friends:
                    friends.append(friend)
                    joined |= friend.libs
                    if len(friend.libs) == 1:
                        ko_capture = False  # the capture takes more than the stone
            elif c != BORDER:
                ko_capture = False
        joined.discard(lib)
        if ko_only and not ko_capture:
            return []
        if not friends or len(joined) > (5 if ko_capture else 1):
            return []
        return sorted({p for friend in friends for p in friend.libs if p != lib})

    def _backfills(self, string: String, attacker: int) -> list[int]:
        """The attacker's backfilling moves against ``string``: where playing a
        liberty of ``string`` would be a self-atari (capturing nothing), the
        other liberties of the attacker's strings that move would join."""
        board = self.board
        colors = board.color
        found: list[int] = []
        for lib in sorted(string.libs):
            friends: list[String] = []
            joined: set[int] = set()
            captures = False
            for n in board.neighbours[lib]:
                c = colors[n]
                if c == EMPTY:
                    joined.add(n)
                elif c == attacker:
                    friend: String = board.owner[n]  # type: ignore[assignment]
                    if friend not in friends:
                        friends.append(friend)
                        joined |= friend.libs
                elif c != BORDER and len(board.owner[n].libs) == 1:  # type: ignore[union-attr]
                    captures = True
            joined.discard(lib)
            if captures or not friends or len(joined) > 1:
                continue
            for friend in friends:
                found.extend(p for p in sorted(friend.libs) if p != lib)
        return found

    def _strings_next_to(
        self, stones: Iterable[int], color: int, found: list[String]
    ) -> list[String]:
        """``found``, with the strings of ``color`` next to ``stones`` that it lacks
        appended in the order the stones meet them."""
        board = self.board
        colors = board.color
        # Only the points of stones of ``color`` are read: each has its string.
        owner: list[String] = board.owner  # type: ignore[assignment]
        neighbours = board.neighbours
        for stone in stones:
            a, b, c, d = neighbours[stone]
            if colors[a] == color and owner[a] not in found:
                found.append(owner[a])
            if colors[b] == color and owner[b] not in found:
                found.append(owner[b])
            if colors[c] == color and owner[c] not in found:
                found.append(owner[c])
            if colors[d] == color and owner[d] not in found:
                found.append(owner[d])
        return found


def _atari_and_two_libs(strings: list[String]) -> tuple[list[int], list[int]]:
    """The liberties of those of ``strings`` in atari, and of those with two
    liberties (each string's in point order), in one pass."""
    in_atari: list[int] = []
    two_libs: list[int] = []
    for neighbour in strings:
        libs = neighbour.libs
        count = len(libs)
        if count <= 1:
            in_atari.extend(libs)
        elif count == 2:
            p, q = libs
            if p < q:
                two_libs.append(p)
                two_libs.append(q)
            else:
                two_libs.append(q)
                two_libs.append(p)
    return in_atari, two_libs


def _by_room(colors: list[int], neighbours: list[tuple[int, ...]], libs: set[int]) -> list[int]:
    """``libs`` with the most empty neighbours first, then in point order."""
    count = len(libs)
    if count == 1:
        return list(libs)
    if count == 2:
        p, q = libs
        a, b, c, d = neighbours[p]
        room_p = (colors[a] == EMPTY) + (colors[b] == EMPTY) + (colors[c] == EMPTY)
        room_p += colors[d] == EMPTY
        a, b, c, d = neighbours[q]
        room_q = (colors[a] == EMPTY) + (colors[b] == EMPTY) + (colors[c] == EMPTY)
        room_q += colors[d] == EMPTY
        if room_p > room_q or (room_p == room_q and p < q):
            return [p, q]
        return [q, p]
    keyed = []
    for p in libs:
        a, b, c, d = neighbours[p]
        room = (colors[a] == EMPTY) + (colors[b] == EMPTY) + (colors[c] == EMPTY)
        keyed.append((-room - (colors[d] == EMPTY), p))
    keyed.sort()
    return [p for _, p in keyed]


def _playable(board: Board, pos: int, color: int) -> bool:
    """Whether ``color`` could play on the empty point ``pos``, the ko rule aside."""
    colors = board.color
    owner: list[String] = board.owner  # type: ignore[assignment]
    for n in board.neighbours[pos]:
        c = colors[n]
        if c == EMPTY:
            return True
        if c == BORDER:
            continue
        if (c == color) == (len(owner[n].libs) > 1):
            return True
    return False


def _any_playable(board: Board, points: Iterable[int], color: int) -> bool:
    """Whether ``color`` could play on any of the empty ``points`` (see :func:`_playable`)."""
    for pos in points:
        if _playable(board, pos, color):
            return True
    return False


def _weak_point(board: Board, pos: int, color: int) -> bool:
    """Whether ``color`` at the empty ``pos`` would be suicide or illegal, or
    stand in atari after its captures."""
    if not board.play(pos, color):
        return True
    weak = len(board.owner[pos].libs) <= 1  # type: ignore[union-attr]
    board.undo()
    return weak


def is_self_atari(board: Board, pos: int, color: int) -> bool:
    """Whether ``color`` at the empty ``pos`` would stand in atari, capturing nothing."""
    colors = board.color
    owner: list[String] = board.owner  # type: ignore[assignment]
    libs: set[int] = set()
    for n in board.neighbours[pos]:
        c = colors[n]
        if c == EMPTY:
            libs.add(n)
        elif c == color:
            libs |= owner[n].libs
        elif c != BORDER and len(owner[n].libs) == 1:
            return False
    libs.discard(pos)
    return len(libs) <= 1


def _nested(board: Board, taken: int, kom_pos: int) -> bool:
    """Whether the ko stone taken at ``taken`` is diagonal to ``kom_pos`` (a nested ko)."""
    if kom_pos == NO_POINT:
        return False
    stride = board.stride
    return abs(taken - kom_pos) in (stride - 1, stride + 1)
