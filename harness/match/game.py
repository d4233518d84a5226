"""One game between two engine sessions, judged by our referee.

:func:`play_game` sets up the board on both players and the referee, plays
the opening, then asks the player to move for ``genmove`` and tells the
other with ``play``, until the game ends:

* Go: two passes in a row (scored by area, dead stones settled as
  :mod:`harness.match.referee` says), a resignation, or the move cap (three
  times the board's points; then the game is adjudicated by the score);
* Havannah: the referee names a winner, or the board is full;
* either game: a player that answers an illegal move, fails its ``genmove``,
  crashes or runs out of time loses the game (and the crash or time loss is
  counted against it).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from harness.engines.gtp import EngineError, EngineTimeout
from harness.engines.registry import Session
from harness.match.openings import Opening
from harness.match.referee import COLOURS, GO, Referee, other

LABELS = ("A", "B")


class BadOpening(ValueError):
    """An opening the referee does not accept (an illegal move in it)."""


@dataclass(frozen=True)
class GameRecord:
    """A finished game, as the run file keeps it.

    ``first`` is the label (``A`` or ``B``) of the engine that had the first
    colour (Go: black; Havannah: white); ``moves`` are every move from the
    empty board, the opening's included (``opening_moves`` of them), colours
    alternating from the first; ``winner`` is a label, or None for a draw;
    ``reason`` says how the game ended; ``fault`` is the label of the engine
    that crashed, lost on time or moved illegally (``reason`` says which).
    """

    number: int
    pair: int
    opening: int
    first: str
    moves: tuple[str, ...]
    opening_moves: int
    result: str
    winner: str | None
    reason: str
    seconds: dict[str, float]
    genmoves: dict[str, int]
    fault: str | None = None
    detail: str = ""
    dead: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def score(self, label: str) -> float:
        """The points of ``label`` in this game: 1, 1/2 or 0."""
        if self.winner is None:
            return 0.5
        return 1.0 if self.winner == label else 0.0

    def colour_of(self, game: str, label: str) -> str:
        """The colour ``label`` played."""
        first, second = COLOURS[game]
        return first if label == self.first else second

    def to_json(self) -> dict[str, Any]:
        """The run file's line for this game."""
        data: dict[str, Any] = {
            "game": self.number,
            "pair": self.pair,
            "opening": self.opening,
            "first": self.first,
            "result": self.result,
            "winner": self.winner,
            "reason": self.reason,
            "moves": list(self.moves),
            "opening_moves": self.opening_moves,
            "seconds": self.seconds,
            "genmoves": self.genmoves,
        }
        if self.fault:
            data["fault"] = self.fault
        if self.detail:
            data["detail"] = self.detail
        if self.dead:
            data["dead"] = list(self.dead)
        data.update(self.extra)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> GameRecord:
        """Read a run file's line; KeyError/TypeError/ValueError when it is not a game."""
        known = {
            "game",
            "pair",
            "opening",
            "first",
            "result",
            "winner",
            "reason",
            "moves",
            "opening_moves",
            "seconds",
            "genmoves",
            "fault",
            "detail",
            "dead",
        }
        winner = data["winner"]
        if winner not in (*LABELS, None) or data["first"] not in LABELS:
            raise ValueError("winner and first must be A, B (or null for a draw)")
        return cls(
            number=int(data["game"]),
            pair=int(data["pair"]),
            opening=int(data["opening"]),
            first=str(data["first"]),
            moves=tuple(str(m) for m in data["moves"]),
            opening_moves=int(data["opening_moves"]),
            result=str(data["result"]),
            winner=winner,
            reason=str(data["reason"]),
            seconds={str(k): float(v) for k, v in data["seconds"].items()},
            genmoves={str(k): int(v) for k, v in data["genmoves"].items()},
            fault=data.get("fault"),
            detail=str(data.get("detail", "")),
            dead=tuple(data.get("dead", ())),
            extra={k: v for k, v in data.items() if k not in known},
        )


@dataclass(frozen=True)
class Setup:
    """What every game of a match shares."""

    game: str
    size: int
    komi: float
    move_time: float | None = 60.0
    #: Go: moves after which a game is adjudicated by score (None: three times the points).
    max_moves: int | None = None

    @property
    def move_cap(self) -> int:
        """Go: the number of moves at which a game is adjudicated by score."""
        return self.max_moves or 3 * self.size * self.size


def play_game(
    setup: Setup,
    players: dict[str, Session],
    referee: Referee,
    opening: Opening,
    opening_index: int,
    number: int,
    first: str,
) -> GameRecord:
    """Play game ``number`` of the match from ``opening``, ``first`` on the first colour.

    ``players`` maps the labels ``A`` and ``B`` to sessions.  Raises
    :class:`BadOpening` when the referee refuses a move of the opening, and
    :class:`~harness.match.referee.RefereeError` when our referee fails.
    """
    game = setup.game
    first_colour, second_colour = COLOURS[game]
    label_of = {first_colour: first, second_colour: other_label(first)}
    seconds = dict.fromkeys(LABELS, 0.0)
    genmoves = dict.fromkeys(LABELS, 0)
    moves: list[str] = []

    def finish(
        winner: str | None, result: str, reason: str, fault: str | None = None, **extra: Any
    ) -> GameRecord:
        return GameRecord(
            number=number,
            pair=number // 2,
            opening=opening_index,
            first=first,
            moves=tuple(moves),
            opening_moves=len(opening.moves),
            result=result,
            winner=winner,
            reason=reason,
            seconds={k: round(v, 4) for k, v in seconds.items()},
            genmoves=genmoves,
            fault=fault,
            **extra,
        )

    def forfeit(label: str, reason: str, detail: str = "") -> GameRecord:
        winner_colour = colour_of[other_label(label)]
        code = {"time": "T", "resign": "R"}.get(reason, "F")
        return finish(
            other_label(label),
            f"{winner_colour[0].upper()}+{code}",
            reason,
            None if reason == "resign" else label,
            detail=detail,
        )

    colour_of = {label: colour for colour, label in label_of.items()}
    referee.new_game(setup.size, setup.komi)
    setup_commands = [f"boardsize {setup.size}", "clear_board"]
    if game == GO:
        setup_commands.append(f"komi {setup.komi:g}")
    for colour, move in opening.moves:
        why = referee.play(colour, move)
        if why is not None:
            raise BadOpening(f"opening {opening.source}: {colour} {move}: {why}")
        setup_commands.append(f"play {colour} {move}")
        moves.append(move.upper() if game == GO else move.lower())
    for label in LABELS:
        try:
            replies = players[label].send_many(setup_commands)
        except EngineError as error:
            return forfeit(label, "crash", f"during setup: {error}")
        refused = [(c, r) for c, r in zip(setup_commands, replies, strict=True) if not r.ok]
        if refused:
            command, reply = refused[0]
            return forfeit(label, "setup", f"{command!r} answered {reply.text!r}")

    colour = first_colour if len(opening.moves) % 2 == 0 else second_colour
    passes = 0
    while True:
        label = label_of[colour]
        started = time.perf_counter()
        try:
            reply = players[label].send(f"genmove {colour}", timeout=setup.move_time)
        except EngineTimeout as error:
            seconds[label] += time.perf_counter() - started
            return forfeit(label, "time", str(error))
        except EngineError as error:
            seconds[label] += time.perf_counter() - started
            return forfeit(label, "crash", str(error))
        seconds[label] += time.perf_counter() - started
        genmoves[label] += 1
        if not reply.ok:
            return forfeit(label, "genmove failed", reply.text)
        move = reply.first_line.strip()
        if move.lower() == "resign":
            return forfeit(label, "resign")
        why = referee.play(colour, move)
        if why is not None:
            return forfeit(label, "illegal", f"{colour} {move}: {why}")
        moves.append(move.upper() if game == GO else move.lower())
        opponent = other_label(label)
        try:
            told = players[opponent].send(f"play {colour} {move}")
        except EngineError as error:
            return forfeit(opponent, "crash", str(error))
        if not told.ok:
            return forfeit(opponent, "refused", f"play {colour} {move}: {told.text}")
        if game == GO:
            passes = passes + 1 if move.lower() == "pass" else 0
            if passes == 2:
                return _scored(finish, referee, players, label_of, "score")
            if len(moves) >= setup.move_cap:
                return _scored(finish, referee, players, label_of, "move cap")
        else:
            winner = referee.winner()
            if winner == "draw":
                return finish(None, "0", "full board")
            if winner is not None:
                return finish(label_of[winner], f"{winner[0].upper()}+", "win")
        colour = other(colour)


def _scored(
    finish: Callable[..., GameRecord],
    referee: Referee,
    players: dict[str, Session],
    label_of: dict[str, str],
    reason: str,
) -> GameRecord:
    """Score a Go game that ended (or was stopped) on the board."""
    claims: list[set[str] | None] = []
    for label in LABELS:
        try:
            reply = players[label].send("final_status_list dead")
            claims.append(set(reply.text.upper().split()) if reply.ok else None)
        except EngineError:
            claims.append(None)
    failures = referee.failures
    dead = referee.settle_dead(claims)
    outcome = referee.score(dead)
    winner = None if outcome.winner is None else label_of[outcome.winner]
    detail = "our dead-stone analysis failed: it counted as none" * (referee.failures > failures)
    return finish(winner, outcome.result, reason, dead=outcome.dead, detail=detail)


def other_label(label: str) -> str:
    """``B`` for ``A`` and ``A`` for ``B``."""
    return "B" if label == "A" else "A"
