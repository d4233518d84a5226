"""Random legal play, for benchmarks and tests: reproducible positions from a seed.

A random stone is any legal move that does not fill one of the mover's own
one-point eyes (every neighbour the mover's or the edge), so random games
end with living groups instead of filling everything in.
"""

from __future__ import annotations

import random

from engine.go.board import BLACK, BORDER, EMPTY, Board, other


def fills_own_eye(board: Board, pos: int, color: int) -> bool:
    """Whether a ``color`` stone at ``pos`` would fill a one-point eye of its own."""
    return all(board.get(n) in (color, BORDER) for n in board.neighbours[pos])


def random_moves(
    board: Board, rng: random.Random, turns: int, color: int = BLACK
) -> list[tuple[int, int]]:
    """Play ``turns`` turns of random stones on ``board``, colours alternating.

    A turn with no such move is a pass.  Returns the ``(color, point)`` of
    every stone played, in order.
    """
    played = []
    for _ in range(turns):
        empties = [p for p in board.points if board.get(p) == EMPTY]
        rng.shuffle(empties)
        for p in empties:
            if board.is_legal(p, color) and not fills_own_eye(board, p, color):
                board.play(p, color)
                played.append((color, p))
                break
        color = other(color)
    return played


def random_position(seed: int, size: int, turns: int) -> Board:
    """The board after ``turns`` turns of random play from an empty board, black first."""
    board = Board(size)
    random_moves(board, random.Random(seed), turns)
    return board
