"""Havannah players, so that matches can be played: the moves behind ``genmove``.

Two players, both reproducible from a seed:

* ``random``: any empty cell, uniformly;
* ``tactical``: a cell that wins at once if there is one, else the cell
  where the opponent would win at once (when there are several, one of
  them: the rest cannot all be stopped), else a random cell.

A player is a small object holding its random number generator, so two
sessions with the same seed play the same game against the same moves.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable

from engine.havannah.board import Board
from engine.havannah.rules import EMPTY, opponent


class Player:
    """Chooses moves for either colour; the subclasses say how."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, board: Board, colour: int) -> int:
        """Return an empty cell for ``colour`` to play on ``board``.

        The board is left as it was.  Raises ValueError when the game is over
        or no cell is empty.
        """
        cells = empty_cells(board)
        if board.winner or not cells:
            raise ValueError("the game is over")
        return self.pick(board, colour, cells)

    def pick(self, board: Board, colour: int, cells: list[int]) -> int:
        """Choose among the empty ``cells`` (at least one)."""
        return self.rng.choice(cells)


class RandomPlayer(Player):
    """Any empty cell, uniformly at random."""


class TacticalPlayer(Player):
    """Takes a win in one move, blocks the opponent's win in one, else plays at random."""

    def pick(self, board: Board, colour: int, cells: list[int]) -> int:
        wins = winning_cells(board, colour, cells)
        if wins:
            return self.rng.choice(wins)
        threats = winning_cells(board, opponent(colour), cells)
        if threats:
            return self.rng.choice(threats)
        return self.rng.choice(cells)


PLAYERS: dict[str, Callable[[int], Player]] = {
    "random": RandomPlayer,
    "tactical": TacticalPlayer,
}


def new_player(name: str, seed: int = 0) -> Player:
    """Return the player called ``name`` (a key of :data:`PLAYERS`); ValueError for another."""
    try:
        return PLAYERS[name](seed)
    except KeyError:
        known = ", ".join(PLAYERS)
        raise ValueError(f"unknown havannah player {name!r} (known: {known})") from None


def empty_cells(board: Board) -> list[int]:
    """The empty cells of ``board``, in index order."""
    return [cell for cell, stone in enumerate(board.stones) if stone == EMPTY]


def winning_cells(board: Board, colour: int, cells: list[int]) -> list[int]:
    """The cells among ``cells`` where a stone of ``colour`` would win at once.

    Each candidate is tried on a copy of the position, so ``board`` is not
    touched.
    """
    return [cell for cell in cells if trial_copy(board).play(colour, cell)]


def trial_copy(board: Board) -> Board:
    """An independent copy of ``board`` to try a move on.

    The boards keep their state in lists (and dicts of lists) beside
    immutable tables; those lists are copied, everything else is shared.  A
    compiled board (``engine/havannah/compiled.py``) copies itself whole.
    """
    twin = copy.copy(board)
    for key, value in vars(board).items():
        if isinstance(value, list):
            setattr(twin, key, value.copy())
        elif isinstance(value, dict):
            setattr(
                twin, key, {k: v.copy() if isinstance(v, list) else v for k, v in value.items()}
            )
    return twin
