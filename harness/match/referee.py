"""Our own referee: legal moves, the end of a game and its result.

The referee keeps the game on a session of this project's engine of that
game, opened through the engine registry (the harness never imports the
engines), and decides by itself what the players' answers mean:

* **Go**: a move is legal when our board takes it (occupied points,
  suicide and simple ko are the board's) and the position it leaves was not
  seen before in the game (positional superko: the stones alone, whoever is
  to move).  The game ends after two passes in a row; it is scored by area
  (stones plus empty regions that touch one colour only, plus komi).  Dead
  stones are those both players list in ``final_status_list dead``; where
  they disagree (or a player cannot say), our engine's own
  ``final_status_list dead`` settles it.
* **Havannah**: a move is legal when our checker takes it; the game ends
  when the checker names a winner (ring, bridge or fork) or a draw.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sgfmill import common

from harness.engines.gtp import EngineError
from harness.engines.registry import Session

GO = "go"
HAVANNAH = "havannah"
GAMES = (GO, HAVANNAH)
#: The colours in the order they move: Go black first, Havannah white first.
COLOURS = {GO: ("black", "white"), HAVANNAH: ("white", "black")}
DEFAULT_SIZE = {GO: 9, HAVANNAH: 8}
DEFAULT_KOMI = 7.0


class RefereeError(Exception):
    """Our own engine failed as referee (a bug, not a player's fault)."""


@dataclass(frozen=True)
class Outcome:
    """How a scored Go game ended: the winner's colour (None for a draw) and the margin."""

    winner: str | None
    margin: float
    dead: tuple[str, ...]

    @property
    def result(self) -> str:
        """The SGF result: ``B+3``, ``W+0.5``, ``0`` for a draw."""
        if self.winner is None:
            return "0"
        return f"{self.winner[0].upper()}+{self.margin:g}"


def other(colour: str) -> str:
    """The other colour."""
    return "white" if colour == "black" else "black"


class Referee:
    """Keeps one game on a session of our own engine; see the module's text."""

    def __init__(self, game: str, session: Session) -> None:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
        self.game = game
        self.session = session
        self.size = DEFAULT_SIZE[game]
        self.komi = DEFAULT_KOMI
        self._seen: set[tuple[frozenset[str], frozenset[str]]] = set()
        self._history: list[str] = []
        #: How many times our own analysis failed (and the session was rebuilt).
        self.failures = 0

    def _ask(self, command: str) -> str:
        reply = self.session.send(command)
        if not reply.ok:
            raise RefereeError(f"referee refused {command!r}: {reply.text}")
        return reply.text

    def new_game(self, size: int, komi: float) -> None:
        """Set up an empty board of ``size`` (Go: with ``komi``)."""
        self.size, self.komi = size, komi
        self._history = []
        try:
            self._set_up()
        except EngineError:  # an earlier failure left the session dead
            self.session.restart()
            self._set_up()
        if self.game == GO:
            self._seen = {self.position()}

    def _set_up(self) -> None:
        self._ask(f"boardsize {self.size}")
        self._ask("clear_board")
        if self.game == GO:
            self._ask(f"komi {self.komi:g}")

    def _rebuild(self) -> None:
        """Start our engine afresh and replay the game on it."""
        self.session.restart()
        self._set_up()
        for command in self._history:
            self._ask(command)

    def position(self) -> tuple[frozenset[str], frozenset[str]]:
        """Go: the black and the white stones (vertices in upper case)."""
        return (
            frozenset(self._ask("list_stones black").upper().split()),
            frozenset(self._ask("list_stones white").upper().split()),
        )

    def play(self, colour: str, move: str) -> str | None:
        """Play ``move`` for ``colour`` if legal; return None, or why it is illegal."""
        move = move.strip()
        if self.game == GO and move.lower() == "pass":
            return None
        command = f"play {colour} {move}"
        reply = self.session.send(command)
        if not reply.ok:
            return reply.text or "illegal move"
        if self.game == GO:
            position = self.position()
            if position in self._seen:
                self._ask("undo")
                return "repeats an earlier position (positional superko)"
            self._seen.add(position)
        self._history.append(command)
        return None

    def winner(self) -> str | None:
        """Havannah: ``white``, ``black``, ``draw``, or None while the game goes on."""
        answer = self._ask("winner").strip().lower()
        return None if answer == "none" else answer

    def own_dead(self) -> set[str]:
        """Go: the stones our own engine says are dead.

        When our analysis fails (a bug in it), it counts as saying none are
        dead, :attr:`failures` is counted, and the session is rebuilt.
        """
        try:
            return set(self._ask("final_status_list dead").upper().split())
        except (EngineError, RefereeError):
            self.failures += 1
            self._rebuild()
            return set()

    def settle_dead(self, claims: Iterable[set[str] | None]) -> set[str]:
        """The dead stones: what every player lists, and ours where they disagree.

        ``claims`` holds each player's ``final_status_list dead`` (None when a
        player could not answer, which counts as agreeing with our engine).
        """
        ours = self.own_dead()
        lists = [ours if claim is None else claim for claim in claims]
        agreed = set.intersection(*lists) if lists else set()
        disputed = set.union(*lists) - agreed if lists else set()
        return agreed | (disputed & ours)

    def score(self, dead: set[str]) -> Outcome:
        """Go: the area score with ``dead`` off the board."""
        black, white = self.position()
        margin = area_difference(self.size, black - dead, white - dead) - self.komi
        if margin == 0:
            return Outcome(None, 0.0, tuple(sorted(dead)))
        winner = "black" if margin > 0 else "white"
        return Outcome(winner, abs(margin), tuple(sorted(dead)))


def area_difference(size: int, black: Iterable[str], white: Iterable[str]) -> int:
    """Black's area minus White's: stones, plus empty regions bordered by one colour only."""
    colour: dict[tuple[int, int], str] = {}
    for name, stones in (("black", black), ("white", white)):
        for vertex in stones:
            point = common.move_from_vertex(vertex, size)
            if point is not None:
                colour[point] = name
    area = {"black": 0, "white": 0}
    for name in colour.values():
        area[name] += 1
    seen: set[tuple[int, int]] = set()
    for row in range(size):
        for col in range(size):
            if (row, col) in colour or (row, col) in seen:
                continue
            region, borders, stack = 0, set(), [(row, col)]
            seen.add((row, col))
            while stack:
                r, c = stack.pop()
                region += 1
                for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if not (0 <= nr < size and 0 <= nc < size):
                        continue
                    if (nr, nc) in colour:
                        borders.add(colour[nr, nc])
                    elif (nr, nc) not in seen:
                        seen.add((nr, nc))
                        stack.append((nr, nc))
            if len(borders) == 1:
                area[borders.pop()] += region
    return area["black"] - area["white"]
