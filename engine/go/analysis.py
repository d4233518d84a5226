"""One analysis of a position, shared by every query on it: GNU Go's ``examine_position``.

A :class:`PositionAnalysis` holds what the queries of one position have in
common: the dragons (:mod:`engine.go.dragons`), the dead stones and the eye
spaces of each colour (:mod:`engine.go.optics`), the unconditional status
(:mod:`engine.go.unconditional`) and the examinations of the move generator
(:mod:`engine.go.genmove`).  Each part is worked out the first time a query
needs it and kept until the position changes.

The analysis is keyed on the whole position (:func:`position_key`: the
stones, the ko point, the side to move and the options that change an
answer), and every part is a function of that key alone, so no answer
depends on the queries asked before it: a query after others gets what it
would get on a fresh session.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.go.board import BLACK, Board, other
from engine.go.dragons import AMALGAMATION_LIMITS, Dragons, find_dragons
from engine.go.genmove import Clock, Examination, default_limits, examine_position
from engine.go.optics import Optics, analyse_eyes, unlively_stones
from engine.go.unconditional import UnconditionalStatus, unconditional_status

#: The domains of the eye analysis the GTP eye commands answer with (see
#: :func:`engine.go.optics.analyse_eyes`): GNU Go's primary domains.
GTP_DOMAINS = "influence"

#: ``(size, stones, ko point, ko colour, side to move, repartition)``.
PositionKey = tuple[int, tuple[int, ...], int, int, int, bool]


def position_key(board: Board, repartition: bool) -> PositionKey:
    """The key of the position on ``board`` analysed with ``repartition``.

    The side to move is the opponent of the last mover (black on a board
    without moves).
    """
    last = board.last_move()
    to_move = BLACK if last is None else other(last[1])
    return (
        board.size,
        tuple(board.color),
        board.ko_point,
        board.ko_color,
        to_move,
        repartition,
    )


@dataclass
class PositionAnalysis:
    """The shared analysis of one position.

    ``board`` is the board the position stands on (the session's, which the
    session puts back as it was after every query); ``key`` the position's
    :func:`position_key`.  The methods compute their part on first use.
    """

    board: Board
    repartition: bool
    key: PositionKey = field(init=False)
    _dragons: dict[bool, Dragons] = field(default_factory=dict, init=False)
    _dead: frozenset[int] | None = field(default=None, init=False)
    _optics: dict[int, Optics] = field(default_factory=dict, init=False)
    _unconditional: UnconditionalStatus | None = field(default=None, init=False)
    _examinations: dict[bool, Examination] = field(default_factory=dict, init=False)

    def __post_init__(self) -> None:
        self.key = position_key(self.board, self.repartition)

    def dragons(self, *, read: bool = True) -> Dragons:
        """The dragons of the position as the GTP commands show them: GNU Go's,
        each string in atari a dragon of its own, close strings the connection
        reader finds no cut between joined (see :mod:`engine.go.dragons`);
        with ``read`` false, the local rules' dragons alone."""
        found = self._dragons.get(read)
        if found is None:
            limits = AMALGAMATION_LIMITS if read else None
            found = find_dragons(self.board, atari_apart=True, connections=limits)
            self._dragons[read] = found
        return found

    def dead(self) -> frozenset[int]:
        """The stones the GTP eye analysis takes for dead: the strings that are
        not lively in GNU Go's sense (:func:`engine.go.optics.unlively_stones`).

        GNU Go's primary domains see through those alone: a string walled in
        without room for two eyes (:func:`engine.go.optics.dead_stones`) that
        the tactical reader cannot capture, or can also defend, still stops
        influence and splits the space around it, as GNU Go 3.8's
        ``eye_data`` shows.
        """
        if self._dead is None:
            self._dead = unlively_stones(self.board)
        return self._dead

    def optics(self, color: int) -> Optics:
        """The eye spaces of border colour ``color``, with the analysis' dead stones."""
        found = self._optics.get(color)
        if found is None:
            found = analyse_eyes(
                self.board,
                color,
                repartition=self.repartition,
                dead=self.dead(),
                domains=GTP_DOMAINS,
            )
            self._optics[color] = found
        return found

    def unconditional(self) -> UnconditionalStatus:
        """The unconditional (pass-alive) status of every point."""
        if self._unconditional is None:
            self._unconditional = unconditional_status(self.board)
        return self._unconditional

    def examination(self, *, open_is_alive: bool, clock: Clock | None = None) -> Examination:
        """The move generator's examination of the position with the default limits
        of its board size: ``open_is_alive`` for choosing a move, not for scoring.

        ``clock`` is the safety net of the query that asks first.
        """
        found = self._examinations.get(open_is_alive)
        if found is None:
            board = self.board
            found = examine_position(
                board,
                default_limits(board.size),
                repartition=self.repartition,
                open_is_alive=open_is_alive,
                clock=clock,
            )
            self._examinations[open_is_alive] = found
        return found

    def final_dead_stones(self) -> frozenset[int]:
        """The stones taken off at the end of the game (the scoring examination's dead)."""
        return self.examination(open_is_alive=False).dead
