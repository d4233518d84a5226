"""Speed of the Go board: play+undo pairs per second and random 19x19 games per second.

Run ``python benchmarks/bench_go_board.py`` (a few seconds).  The first figure
is the cost of a trial move in search (GNU Go's ``trymove``/``popgo``) in a
middle-game position; the second plays whole random games (legal moves that
do not fill the player's own eyes, until both pass) to exercise captures,
merges and ko.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

# Run from a checkout without installing the package.
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board  # noqa: E402


def random_game(board: Board, rng: random.Random, max_moves: int = 1000) -> int:
    """Play a random game on ``board`` (which is cleared first); return its number of moves."""
    board.clear()
    color = BLACK
    passes = 0
    moves = 0
    points = board.points
    colors = board.color
    neighbours = board.neighbours
    is_legal = board.is_legal
    play = board.play
    count = len(points)
    while passes < 2 and moves < max_moves:
        start = rng.randrange(count)
        chosen = PASS
        for i in range(count):
            pos = points[(start + i) % count]
            if colors[pos] != EMPTY:
                continue
            # Filling one's own eye is legal but makes random games endless.
            own_eye = True
            for n in neighbours[pos]:
                c = colors[n]
                if c != color and c != 3:
                    own_eye = False
                    break
            if not own_eye and is_legal(pos, color):
                chosen = pos
                break
        play(chosen, color)
        passes = passes + 1 if chosen == PASS else 0
        moves += 1
        color = WHITE if color == BLACK else BLACK
    return moves


def middle_game(seed: int = 1, moves: int = 120) -> Board:
    """A 19x19 position after ``moves`` random moves."""
    rng = random.Random(seed)
    board = Board(19)
    random_game(board, rng, max_moves=moves)
    return board


def bench_play_undo(seconds: float) -> float:
    """Play+undo pairs per second over all legal moves of a middle-game position."""
    board = middle_game()
    color = BLACK if board.move_count % 2 == 0 else WHITE
    legal = [pos for pos in board.points if board.is_legal(pos, color)]
    play, undo = board.play, board.undo
    pairs = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for pos in legal:
            play(pos, color)
            undo()
        pairs += len(legal)
    return pairs / (time.perf_counter() - start)


def bench_games(seconds: float) -> tuple[float, float]:
    """Random 19x19 games per second, and moves per second within them."""
    rng = random.Random(7)
    board = Board(19)
    games = moves = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        moves += random_game(board, rng)
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / elapsed


def main() -> None:
    """Print both figures."""
    print(f"play+undo:           {bench_play_undo(2.0):10.0f} per second (19x19 middle game)")
    games, moves = bench_games(3.0)
    print(f"random 19x19 games:  {games:10.1f} per second ({moves:.0f} moves per second)")


if __name__ == "__main__":
    main()
