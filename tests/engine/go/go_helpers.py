"""Helpers for the Go engine tests: boards from ASCII diagrams, random game records."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from pathlib import Path

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board
from engine.go.randomplay import fills_own_eye
from engine.go.sgf import load_sgf_file

_SYMBOLS = {".": EMPTY, "+": EMPTY, "X": BLACK, "O": WHITE}


def board_from_diagram(diagram: str) -> Board:
    """Build a board from rows of ``X`` (black), ``O`` (white), ``.`` (empty), top row first."""
    rows = [line.split() for line in diagram.strip().splitlines()]
    size = len(rows)
    assert all(len(row) == size for row in rows), "a diagram must be square"
    board = Board(size)
    board.setup(
        {
            board.point(size - 1 - top, col): _SYMBOLS[symbol]
            for top, row in enumerate(rows)
            for col, symbol in enumerate(row)
        }
    )
    return board


def diagram(board: Board) -> str:
    """Draw a board as rows of ``X``, ``O``, ``.``, top row first (the inverse of the above)."""
    symbols = {EMPTY: ".", BLACK: "X", WHITE: "O"}
    return "\n".join(
        " ".join(symbols[board.get(board.point(row, col))] for col in range(board.size))
        for row in reversed(range(board.size))
    )


def recomputed_strings(board: Board) -> dict[int, tuple[frozenset[int], frozenset[int]]]:
    """For each stone, its string's ``(stones, liberties)`` found by flood fill from scratch."""
    result: dict[int, tuple[frozenset[int], frozenset[int]]] = {}
    for pos in board.points:
        color = board.get(pos)
        if color == EMPTY or pos in result:
            continue
        stones, libs, stack = {pos}, set(), [pos]
        while stack:
            p = stack.pop()
            for n in board.neighbours[p]:
                if board.get(n) == EMPTY:
                    libs.add(n)
                elif board.get(n) == color and n not in stones:
                    stones.add(n)
                    stack.append(n)
        entry = (frozenset(stones), frozenset(libs))
        for stone in stones:
            result[stone] = entry
    return result


def sgf_point(board: Board, pos: int) -> str:
    """SGF coordinates of a point (``aa`` is the top left corner)."""
    row, col = board.row_col(pos)
    return chr(ord("a") + col) + chr(ord("a") + board.size - 1 - row)


def setup_sgf(diagram_text: str) -> str:
    """An SGF record with the stones of a diagram as setup (``AB`` / ``AW``)."""
    board = board_from_diagram(diagram_text)
    text = f"(;GM[1]FF[4]SZ[{board.size}]"
    for color, ident in ((BLACK, "AB"), (WHITE, "AW")):
        points = [sgf_point(board, p) for p in board.stones_of(color)]
        if points:
            text += ident + "".join(f"[{p}]" for p in points)
    return text + ")"


@dataclass
class RandomRecord:
    """A record made by random play: its SGF text and the moves' points (PASS for passes)."""

    size: int
    sgf: str
    moves: list[int] = field(default_factory=list)
    board: Board | None = None
    #: Move numbers after which a ko is live (load with UNTIL = number + 1).
    ko_moves: list[int] = field(default_factory=list)


def random_record(seed: int, size: int = 9, length: int = 80) -> RandomRecord:
    """Make an SGF record by random play, with what ``loadsgf`` must get right.

    Mostly legal moves that do not fill the mover's own eyes (so games run
    long and capture a lot), with passes, some setup nodes (``AB``/``AW``/
    ``AE``, also in the middle of the game and in the same node as a move),
    sometimes handicap stones and ``PL``, and now and then a ko retake or a
    suicide, which records may hold and which both engines replay as they are.
    """
    rng = random.Random(seed)
    board = Board(size)
    moves: list[int] = []
    ko_moves: list[int] = []
    root = [f"GM[1]FF[4]SZ[{size}]"]
    color = BLACK
    if rng.random() < 0.3 and size >= 7:
        handicap = rng.sample(board.points, rng.randint(2, 5))
        root.append(
            f"HA[{len(handicap)}]AB" + "".join(f"[{sgf_point(board, p)}]" for p in handicap)
        )
        board.setup(dict.fromkeys(handicap, BLACK))
        color = WHITE
    elif rng.random() < 0.3:
        blacks = rng.sample(board.points, rng.randint(1, 6))
        whites = rng.sample([p for p in board.points if p not in blacks], rng.randint(1, 6))
        root.append("AB" + "".join(f"[{sgf_point(board, p)}]" for p in blacks))
        root.append("AW" + "".join(f"[{sgf_point(board, p)}]" for p in whites))
        board.setup({**dict.fromkeys(blacks, BLACK), **dict.fromkeys(whites, WHITE)})
    if rng.random() < 0.2:
        color = rng.choice([BLACK, WHITE])
        root.append(f"PL[{'B' if color == BLACK else 'W'}]")
    nodes = ["".join(root)]
    for _ in range(length):
        letter = "B" if color == BLACK else "W"
        where = rng.random()
        if where < 0.03:  # a setup node of its own
            text, stones = _random_setup(rng, board)
            board.setup(stones)
            nodes.append(text)
        elif where < 0.06:  # setup, then the move, in one node
            text, stones = _random_setup(rng, board)
            board.setup(stones)
            pos = _random_move(rng, board, color)
            board.play_unchecked(pos, color)
            moves.append(pos)
            nodes.append(text + _move_text(rng, board, letter, pos))
        elif where < 0.09:  # the move, then setup, in one node
            pos = _random_move(rng, board, color)
            board.play_unchecked(pos, color)
            moves.append(pos)
            text, stones = _random_setup(rng, board)
            board.setup(stones)
            nodes.append(_move_text(rng, board, letter, pos) + text)
        else:
            pos = _random_move(rng, board, color)
            board.play_unchecked(pos, color)
            moves.append(pos)
            nodes.append(_move_text(rng, board, letter, pos))
        if board.ko_point:
            ko_moves.append(len(moves))
        color = WHITE if color == BLACK else BLACK
        if rng.random() < 0.03:
            color = WHITE if color == BLACK else BLACK  # the same player twice
    return RandomRecord(size, "(;" + ";".join(nodes) + ")", moves, board, ko_moves)


def _move_text(rng: random.Random, board: Board, letter: str, pos: int) -> str:
    """``B[cc]``; a pass is written ``B[]`` or, on boards up to 19x19, ``B[tt]``."""
    if pos != PASS:
        return f"{letter}[{sgf_point(board, pos)}]"
    return f"{letter}[tt]" if board.size <= 19 and rng.random() < 0.5 else f"{letter}[]"


def _random_move(rng: random.Random, board: Board, color: int) -> int:
    """A random move: usually legal and not filling an own eye; rarely a ko retake or suicide."""
    if rng.random() < 0.04:
        return PASS
    empties = [p for p in board.points if board.get(p) == EMPTY]
    rng.shuffle(empties)
    if rng.random() < 0.03:
        for pos in empties:
            if not board.is_legal(pos, color):
                return pos  # a ko retake or a suicide: records may hold them
    for pos in empties:
        if board.is_legal(pos, color) and not fills_own_eye(board, pos, color):
            return pos
    return PASS


def _random_setup(rng: random.Random, board: Board) -> tuple[str, dict[int, int]]:
    """Setup properties for a few empty points, and the stones they add.

    An ``AE`` on a stone may come too: GNU Go 3.8 ignores it, so it adds nothing.
    """
    empties = [p for p in board.points if board.get(p) == EMPTY]
    chosen = rng.sample(empties, min(len(empties), rng.randint(1, 4)))
    stones = {p: rng.choice([BLACK, WHITE]) for p in chosen}
    text = ""
    for ident, color in (("AB", BLACK), ("AW", WHITE)):
        mine = [p for p in chosen if stones[p] == color]
        if mine:
            text += ident + "".join(f"[{sgf_point(board, p)}]" for p in mine)
    occupied = [p for p in board.points if board.get(p) != EMPTY]
    if occupied and rng.random() < 0.3:
        text += f"AE[{sgf_point(board, rng.choice(occupied))}]"
    return text or "C[nothing to add]", stones


#: A 9x9 self-play position (GNU Go 3.8 answers given where it is used):
#: white's lone G7 among black stones, black within two steps of most of its
#: room, and white's dead E2 at the tip of black's space D1-G1.
LONE_G7 = """
. . . . . . . . .
. . . . . X . . .
. . O . X . O . .
. . . . . . . . .
. . O . X . X . .
. . . . . . . X .
. . O . X O O . .
. . O X O X . . .
. . . . . . . . .
"""


#: A 9x9 diagram (GNU Go 3.8 answers given where it is used): white's lone
#: E9 on the first line next to black's wall E8-E2, whose side right of the
#: wall is black's eye space.
EDGE_STONE_E9 = """
. . . . O . . . .
. . . O X . . . .
. . . O X . . . .
. . O X . X . . .
. . . O X . . . .
. . . O X . . . .
. . . O X . . . .
. . . O O X . . .
. . . . . X . . .
"""


#: s9-l1-n2 of the oracle corpus before move 43: white D4 takes black's C4,
#: a ko, and black may not take back at C4 at once.  White D4 (one stone, its
#: only liberty C4) falls to the tactical reader only through that ko
#: (GNU Go 3.8: ``attack D4`` is ``3 C4``, KO_B, the capture after a threat).
KO_TAKEN_AT_D4 = """
. . O O O O O X .
. . O . O X X X .
. . O O X X O . .
. . O X . . . . .
. . O X X . X . .
. O X . X . . X .
. . O X X O O . .
. O O X O X . . .
. O X X . . . . .
"""


# White's K2-K1-J1 and black's H2-H1, each inside the other's wall, share
# their last liberty J2: whoever plays there first captures.  Both are
# critical, as GNU Go 3.8 answers ``dragon_status K2`` and ``dragon_status
# H2``: ``critical J2 J2``.  White's capture at J2 joins the goal to the big
# white group across the captured points (GNU Go's ``owl_defend K2``:
# ``1 J2``); an owl whose goal takes only the strings a move touches, and
# whose attacker takes a goal short of eyes for dead even where a liberty
# links it to a friend (``friend_links``), finds no life for white, and the
# race makes K2 critical all the same.
EDGE_RACE = """
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O O O O O . X X X X
O O O O . O O O X X X X .
O O O O O O O X . O X X X
O O O O . O O X O O X X .
"""

# Black's lone C3 (the training game s9-l3-n16 at move 13): room on every
# side, but every way to black's E5 or the stones at the top passes next
# to a white stone.  GNU Go 3.8: ``owl_attack C3`` is ``1 D3``.
# (Also black D7 and G7 with two empty points between them, a gap the
# connection reader cannot prove cut.)
LONE_C3 = """
. . . . . . . . .
. . . . . . . . .
. O . X . . X X .
. . . . . . X O .
. . O . X . O O .
. . . O . . . . .
. . X . . . . . .
. . . . . . . . .
. . . . . . . . .
"""


#: The records of the oracle corpus (``benchmarks/corpus/games.py``).
CORPUS_GAMES = Path(__file__).resolve().parents[3] / "benchmarks" / "corpus" / "data" / "games"


def corpus_board(game: str, move: int) -> Board:
    """The position of a game of the oracle corpus before ``move``."""
    return load_sgf_file(str(CORPUS_GAMES / f"{game}.sgf"), str(move)).board
