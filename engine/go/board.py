"""The Go board: stones, strings, liberties, captures, ko, hashing and undo.

A :class:`Board` is a plain object (no module-level state) built for speed in
plain Python, since tactical and owl search run on it:

* points are indices into a 1-D array with a border: ``stride = size + 1``, so
  one border column is shared by the left and right edges and a point's four
  neighbours are ``pos - stride``, ``pos - 1``, ``pos + 1``, ``pos + stride``;
  rows are stored from the top, so sorted points come out in the order GNU Go
  lists them (top row first, left to right);
* every stone points to its :class:`String`, which keeps its stones and its
  liberties (a set) up to date move by move;
* :meth:`Board.play` and :meth:`Board.undo` keep an undo log, so a trial move
  and its take-back (GNU Go's ``trymove`` / ``popgo``) cost a few set
  operations, not a copy of the board.

This module is also the one place where GTP vertices (``D4``, letters without
``I``, rows counted from the bottom) are spelled and parsed.
"""

from __future__ import annotations

import random
from typing import Any

EMPTY = 0
BLACK = 1
WHITE = 2
BORDER = 3

#: The point value of a pass.  Never a real point, never an array index.
PASS = -1

#: The ko point when there is none: index 0 is always a border point.
NO_POINT = 0

MIN_SIZE = 1
MAX_SIZE = 25

#: GTP column letters: ``A``-``Z`` without ``I``, enough for 25x25.
COLUMN_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ"

_COLOR_NAMES = {"b": BLACK, "black": BLACK, "w": WHITE, "white": WHITE}

# A fixed seed keeps hashes equal from one run to the next, which makes
# search traces and cached results reproducible.
_ZOBRIST_SEED = 0x60_60_60


def other(color: int) -> int:
    """Return the opponent of ``color`` (``BLACK`` <-> ``WHITE``)."""
    return 3 - color


def parse_color(text: str) -> int:
    """Return ``BLACK`` or ``WHITE`` for a GTP colour (``b``, ``black``, ``w``, ``white``).

    Case does not matter.  Raises ValueError for anything else.
    """
    try:
        return _COLOR_NAMES[text.lower()]
    except KeyError:
        raise ValueError(f"invalid color: {text!r}") from None


def color_name(color: int) -> str:
    """Return ``black``, ``white`` or ``empty``, as GNU Go spells colours."""
    return ("empty", "black", "white")[color]


def format_vertex(row: int, col: int) -> str:
    """Spell the point at ``(row, col)`` as a GTP vertex; row 0 is the bottom row.

    ``format_vertex(0, 0) == "A1"``; column letters skip ``I``.
    """
    return f"{COLUMN_LETTERS[col]}{row + 1}"


def parse_vertex(text: str, size: int) -> tuple[int, int] | None:
    """Read a GTP vertex on a board of ``size``: ``(row, col)`` (row 0 at the bottom).

    Returns None for ``pass`` (any case).  Raises ValueError when the text is
    not a vertex or lies off the board.
    """
    if text.lower() == "pass":
        return None
    letter, digits = text[:1].upper(), text[1:]
    col = COLUMN_LETTERS.find(letter) if letter else -1
    # ASCII digits only: ``isdigit()`` alone accepts ``²`` and ``١``.
    if col < 0 or not (digits.isascii() and digits.isdigit()):
        raise ValueError(f"invalid vertex: {text!r}")
    row = int(digits) - 1
    if not (0 <= row < size and col < size):
        raise ValueError(f"vertex {text!r} is off the {size}x{size} board")
    return row, col


#: The empty list the undo log shares for "no liberties added", "nothing
#: captured": never appended to.
_NOTHING: list[Any] = []


class String:
    """A maximal group of connected stones of one colour ("worm" in GNU Go)."""

    __slots__ = ("color", "stones", "libs")

    def __init__(self, color: int, stones: list[int], libs: set[int]) -> None:
        self.color = color
        #: The points of the stones, in the order they joined.
        self.stones = stones
        #: The empty points next to the string.
        self.libs = libs

    def __repr__(self) -> str:
        return f"String({color_name(self.color)}, stones={self.stones}, libs={sorted(self.libs)})"


class Board:
    """A Go position with move history.

    Points are ints (see :meth:`point`); ``PASS`` is the pass move.  Colours are
    ``EMPTY``, ``BLACK``, ``WHITE`` (and ``BORDER`` off the board).

    Public attributes, read-only for callers:

    * ``size``; ``stride`` (distance between rows, for neighbour arithmetic);
    * ``color``: list indexed by point (``BORDER`` outside the board);
    * ``points``: the on-board points in GNU Go's listing order;
    * ``neighbours``: for each on-board point, the tuple of its four
      neighbours (border points included);
    * ``owner``: list indexed by point, the :class:`String` of the stone
      there or None (what :meth:`string_at` returns, without the call, for
      the search's inner loops);
    * ``hash``: Zobrist hash of the stones; ``ko_point`` (``NO_POINT`` when
      none) and ``ko_color`` (the colour that may not retake there);
    * ``captures``: ``captures[BLACK]`` is the number of stones captured *by*
      black.
    """

    def __init__(self, size: int = 19) -> None:
        """Make an empty board of ``size`` x ``size``; raises ValueError outside 1..25."""
        if not (MIN_SIZE <= size <= MAX_SIZE):
            raise ValueError(f"board size {size} not supported ({MIN_SIZE}..{MAX_SIZE})")
        self.size = size
        self.stride = stride = size + 1
        length = (size + 2) * stride + 1
        self.points: list[int] = [
            (row + 1) * stride + col for row in range(size) for col in range(size)
        ]
        self.color: list[int] = [BORDER] * length
        for pos in self.points:
            self.color[pos] = EMPTY
        self.neighbours: list[tuple[int, ...]] = [()] * length
        for pos in self.points:
            self.neighbours[pos] = (pos - stride, pos - 1, pos + 1, pos + stride)
        rng = random.Random(_ZOBRIST_SEED + size)
        self._zobrist: list[tuple[int, int, int]] = [
            (0, rng.getrandbits(64), rng.getrandbits(64)) for _ in range(length)
        ]
        self._ko_keys: list[int] = [rng.getrandbits(64) for _ in range(length)]
        self._ko_keys[NO_POINT] = 0
        self.owner: list[String | None] = [None] * length
        self._log: list[tuple[Any, ...]] = []
        self.hash = 0
        self.ko_point = NO_POINT
        self.ko_color = EMPTY
        self.captures = [0, 0, 0]

    # ----- coordinates -------------------------------------------------

    def point(self, row: int, col: int) -> int:
        """Return the point at ``(row, col)``, row 0 being the bottom row."""
        return (self.size - row) * self.stride + col

    def row_col(self, pos: int) -> tuple[int, int]:
        """Return ``(row, col)`` of an on-board point, row 0 being the bottom row."""
        top_row, col = divmod(pos, self.stride)
        return self.size - top_row, col

    def vertex(self, pos: int) -> str:
        """Spell a point (or ``PASS``) as GTP does: ``D4``, ``PASS``."""
        if pos == PASS:
            return "PASS"
        return format_vertex(*self.row_col(pos))

    def parse_vertex(self, text: str) -> int:
        """Return the point (or ``PASS``) named by a GTP vertex; ValueError if invalid."""
        row_col = parse_vertex(text, self.size)
        return PASS if row_col is None else self.point(*row_col)

    # ----- reading the position -----------------------------------------

    def get(self, pos: int) -> int:
        """Return the colour at ``pos`` (``EMPTY``, ``BLACK``, ``WHITE``)."""
        return self.color[pos]

    def string_at(self, pos: int) -> String | None:
        """Return the string of the stone at ``pos``, or None on an empty point.

        The object is live board state: read it, do not change it.
        """
        return self.owner[pos]

    def stone_string(self, pos: int) -> String:
        """Return the string of the stone at ``pos``, which must hold a stone.

        Raises ValueError on an empty point.  The object is live board
        state, as :meth:`string_at`'s.
        """
        string = self.owner[pos]
        if string is None:
            raise ValueError(f"no stone at {self.vertex(pos)}")
        return string

    def liberties(self, pos: int) -> list[int]:
        """Return the liberties of the string at ``pos``, sorted; [] on an empty point."""
        string = self.owner[pos]
        return sorted(string.libs) if string is not None else []

    def count_liberties(self, pos: int) -> int:
        """Return the number of liberties of the string at ``pos`` (0 on an empty point)."""
        string = self.owner[pos]
        return len(string.libs) if string is not None else 0

    def strings(self) -> list[String]:
        """Every string on the board once, in the listing order of its first stone.

        The objects are live board state, as :meth:`string_at`'s.
        """
        found: list[String] = []
        seen: set[int] = set()
        for pos in self.points:
            string = self.owner[pos]
            if string is not None and pos not in seen:
                seen.update(string.stones)
                found.append(string)
        return found

    def stones_of(self, color: int) -> list[int]:
        """Return the points holding ``color``, in GNU Go's listing order."""
        board = self.color
        return [pos for pos in self.points if board[pos] == color]

    def position_hash(self) -> int:
        """Return a hash of the stones and the ko point, for search caches."""
        return self.hash ^ self._ko_keys[self.ko_point]

    @property
    def move_count(self) -> int:
        """Number of moves (passes included) that :meth:`undo` can take back."""
        return len(self._log)

    def last_move(self) -> tuple[int, int] | None:
        """Return ``(pos, color)`` of the last move that can be undone, or None."""
        return (self._log[-1][0], self._log[-1][1]) if self._log else None

    # ----- moves ---------------------------------------------------------

    def is_legal(self, pos: int, color: int) -> bool:
        """Say whether ``color`` may play at ``pos`` (a pass is always legal).

        Illegal: an occupied point, retaking a simple ko at once, suicide.
        """
        if pos == PASS:
            return True
        board = self.color
        if board[pos] != EMPTY:
            return False
        if pos == self.ko_point and color == self.ko_color:
            return False
        # Only the points of stones are read, and each has its string (no cast:
        # this is the hottest loop of the engine).
        owner: list[String] = self.owner  # type: ignore[assignment]
        for n in self.neighbours[pos]:
            c = board[n]
            if c == EMPTY:
                return True
            if c == color:
                if len(owner[n].libs) > 1:
                    return True
            elif c != BORDER and len(owner[n].libs) == 1:
                return True
        return False

    def play_ko_retake(self, pos: int, color: int) -> bool:
        """Play ``color`` at ``pos`` with the simple ko rule lifted for this move.

        Searches use it to retake a ko at once, as if a ko threat had been
        played and answered.  The other rules hold (an occupied point or a
        suicide is refused: False, nothing changed).  :meth:`undo` puts the
        ko back as it was before the retake.
        """
        saved = (self.ko_point, self.ko_color)
        self.ko_point, self.ko_color = NO_POINT, EMPTY
        if not self.play(pos, color):
            self.ko_point, self.ko_color = saved
            return False
        entry = self._log[-1]
        self._log[-1] = (entry[0], entry[1], saved[0], saved[1], *entry[4:])
        return True

    def play_unchecked(self, pos: int, color: int) -> None:
        """Play on an empty point (or pass) without the ko and suicide rules.

        This is how game records are replayed (GNU Go does the same): a
        suicide removes the player's own string, which counts as captured by
        the opponent.  Raises ValueError on an occupied point.
        """
        if pos != PASS and self.color[pos] != EMPTY:
            raise ValueError(f"{self.vertex(pos)} is occupied")
        self.play(pos, color, _replay=True)

    def play(self, pos: int, color: int, _replay: bool = False) -> bool:
        """Play ``color`` at ``pos`` (or pass) if legal; return whether it was played.

        An illegal move changes nothing.  A played move is taken back by
        :meth:`undo`; this pair is GNU Go's ``trymove`` / ``popgo``.
        (``_replay`` is :meth:`play_unchecked`'s way in, the rules lifted:
        the body is shared so that a trial move costs one call.)  One scan
        of the neighbours serves both the legality test and the move itself.
        """
        if pos == PASS:
            self._log.append((PASS, color, self.ko_point, self.ko_color))
            self.ko_point = NO_POINT
            self.ko_color = EMPTY
            return True
        board = self.color
        check = not _replay
        if check and (board[pos] != EMPTY or (pos == self.ko_point and color == self.ko_color)):
            return False
        # Only the points of stones are read, and each has its string (no cast:
        # this is the hottest loop of the engine).
        owner: list[String] = self.owner  # type: ignore[assignment]
        opponent = 3 - color
        empties = []
        friends: list[String] = []
        enemies: list[String] = []
        # The four neighbours, unrolled: this is the engine's hottest loop.
        n0, n1, n2, n3 = self.neighbours[pos]
        c = board[n0]
        if c == EMPTY:
            empties.append(n0)
        elif c == color:
            s = owner[n0]
            if s not in friends:
                friends.append(s)
        elif c != BORDER:
            s = owner[n0]
            if s not in enemies:
                enemies.append(s)
        c = board[n1]
        if c == EMPTY:
            empties.append(n1)
        elif c == color:
            s = owner[n1]
            if s not in friends:
                friends.append(s)
        elif c != BORDER:
            s = owner[n1]
            if s not in enemies:
                enemies.append(s)
        c = board[n2]
        if c == EMPTY:
            empties.append(n2)
        elif c == color:
            s = owner[n2]
            if s not in friends:
                friends.append(s)
        elif c != BORDER:
            s = owner[n2]
            if s not in enemies:
                enemies.append(s)
        c = board[n3]
        if c == EMPTY:
            empties.append(n3)
        elif c == color:
            s = owner[n3]
            if s not in friends:
                friends.append(s)
        elif c != BORDER:
            s = owner[n3]
            if s not in enemies:
                enemies.append(s)
        if check and not empties:
            for s in enemies:
                if len(s.libs) == 1:
                    break
            else:
                for s in friends:
                    if len(s.libs) > 1:
                        break
                else:
                    return False
        board[pos] = color
        old_hash = self.hash
        new_hash = old_hash ^ self._zobrist[pos][color]

        # Join the friendly strings into the largest one, in place, and note
        # what was added so that undo can take exactly that away again.
        if not friends:
            string = String(color, [pos], set(empties))
            owner[pos] = string
            joined = None
            old_len = 0
            added: list[int] = _NOTHING
        else:
            string = friends[0]
            if len(friends) == 1:
                joined = []
            else:
                for f in friends:
                    if len(f.stones) > len(string.stones):
                        string = f
                joined = [f for f in friends if f is not string]
            stones = string.stones
            old_len = len(stones)
            libs = string.libs
            libs.discard(pos)
            added = []
            for n in empties:
                if n not in libs:
                    libs.add(n)
                    added.append(n)
            for f in joined:
                for st in f.stones:
                    owner[st] = string
                stones.extend(f.stones)
                for lib in f.libs:
                    if lib != pos and lib not in libs:
                        libs.add(lib)
                        added.append(lib)
            stones.append(pos)
            owner[pos] = string

        captured: list[String] = _NOTHING
        captured_count = 0
        for e in enemies:
            libs = e.libs
            libs.discard(pos)
            if not libs:
                if not captured_count:
                    captured = []
                captured.append(e)
                captured_count += len(e.stones)
                new_hash = self._remove_string(e, new_hash)
        if captured_count:
            self.captures[color] += captured_count

        suicide = not string.libs
        if suicide:
            new_hash = self._remove_string(string, new_hash)
            self.captures[opponent] += len(string.stones)

        self._log.append(
            (
                pos,
                color,
                self.ko_point,
                self.ko_color,
                old_hash,
                string,
                joined,
                old_len,
                added,
                enemies,
                captured,
                suicide,
            )
        )
        self.hash = new_hash
        # A simple ko: one stone taken by a lone stone that now has that
        # point as its only liberty.
        if captured_count == 1 and joined is None and len(string.libs) == 1:
            self.ko_point = captured[0].stones[0]
            self.ko_color = opponent
        else:
            self.ko_point = NO_POINT
            self.ko_color = EMPTY
        return True

    def _remove_string(self, string: String, hash_: int) -> int:
        """Take a string off the board, giving its points as liberties to the
        neighbouring strings; return the updated hash."""
        board = self.color
        owner = self.owner
        neighbours = self.neighbours
        keys = self._zobrist
        color = string.color
        for st in string.stones:
            board[st] = EMPTY
            owner[st] = None
            hash_ ^= keys[st][color]
        for st in string.stones:
            a, b, c, d = neighbours[st]
            s = owner[a]
            if s is not None:
                s.libs.add(st)
            s = owner[b]
            if s is not None:
                s.libs.add(st)
            s = owner[c]
            if s is not None:
                s.libs.add(st)
            s = owner[d]
            if s is not None:
                s.libs.add(st)
        return hash_

    def _restore_string(self, string: String) -> None:
        """Put a removed string back (the inverse of :meth:`_remove_string`)."""
        board = self.color
        # Only the points of stones are read, and each has its string (no cast:
        # this is the hottest loop of the engine).
        owner: list[String] = self.owner  # type: ignore[assignment]
        neighbours = self.neighbours
        color = string.color
        for st in string.stones:
            board[st] = color
            owner[st] = string
        for st in string.stones:
            a, b, c, d = neighbours[st]
            s = owner[a]
            if s is not None and s.color != color:
                s.libs.discard(st)
            s = owner[b]
            if s is not None and s.color != color:
                s.libs.discard(st)
            s = owner[c]
            if s is not None and s.color != color:
                s.libs.discard(st)
            s = owner[d]
            if s is not None and s.color != color:
                s.libs.discard(st)

    def undo(self) -> bool:
        """Take back the last move; return False when there is none to take back."""
        if not self._log:
            return False
        entry = self._log.pop()
        pos = entry[0]
        if pos == PASS:
            self.ko_point = entry[2]
            self.ko_color = entry[3]
            return True
        (
            _,
            color,
            self.ko_point,
            self.ko_color,
            self.hash,
            string,
            joined,
            old_len,
            added,
            enemies,
            captured,
            suicide,
        ) = entry
        owner = self.owner
        if suicide:
            self._restore_string(string)
            self.captures[other(color)] -= len(string.stones)
        for e in captured:
            self._restore_string(e)
            self.captures[color] -= len(e.stones)
        for e in enemies:
            e.libs.add(pos)
        owner[pos] = None
        if joined is not None:
            libs = string.libs
            for lib in added:
                libs.discard(lib)
            libs.add(pos)
            del string.stones[old_len:]
            for f in joined:
                for st in f.stones:
                    owner[st] = f
        self.color[pos] = EMPTY
        return True

    # ----- setting up positions -----------------------------------------

    def clear(self) -> None:
        """Empty the board and forget the history, the ko and the captures."""
        for pos in self.points:
            self.color[pos] = EMPTY
            self.owner[pos] = None
        self._log.clear()
        self.hash = 0
        self.ko_point = NO_POINT
        self.ko_color = EMPTY
        self.captures = [0, 0, 0]

    def setup(self, stones: dict[int, int]) -> None:
        """Set points to colours (``{pos: BLACK|WHITE|EMPTY}``) as SGF setup does.

        Nothing is captured, even a string left without liberties.  Like GNU Go,
        this forgets the move history (undo stops here) but keeps the ko.
        """
        for pos, color in stones.items():
            if self.color[pos] == BORDER:
                raise ValueError(f"point {pos} is off the board")
            self.color[pos] = color
        self._log.clear()
        self._rebuild()

    def _rebuild(self) -> None:
        """Recompute every string, liberty set and the hash from the colours."""
        board = self.color
        owner = self.owner
        neighbours = self.neighbours
        for pos in self.points:
            owner[pos] = None
        hash_ = 0
        for pos in self.points:
            color = board[pos]
            if color == EMPTY:
                continue
            hash_ ^= self._zobrist[pos][color]
            if owner[pos] is not None:
                continue
            string = String(color, [pos], set())
            owner[pos] = string
            stack = [pos]
            while stack:
                p = stack.pop()
                for n in neighbours[p]:
                    c = board[n]
                    if c == EMPTY:
                        string.libs.add(n)
                    elif c == color and owner[n] is None:
                        owner[n] = string
                        string.stones.append(n)
                        stack.append(n)
        self.hash = hash_
