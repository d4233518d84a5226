"""The positions of the oracle corpus: from the self-play records and constructed.

Two families, each grouped in *games* so that the split is by game:

* **Records** (``games.py``): every position from move
  :func:`middle_game_start` of each record to its end (the clean-up moves
  and the finished position included), loaded as ``loadsgf FILE N``; a
  position whose stones repeat an earlier one of the same record (a pass)
  is left out.
* **Playouts** (constructed): 9x9 and 13x13 records finished from a
  middle-game position by seeded random play that never fills its own
  one-point eye and never plays a self-atari (a move leaving its string one
  liberty without capturing), first around a few reserved empty areas,
  then everywhere, so that strings meeting only there are left in seki
  (see :func:`playout`).  Its nearly finished and finished positions with a
  seki point are kept, as SGF setups (``AB``/``AW``/``PL``) held as text;
  the playout belongs to its record's split.

A position is identified by ``GAME/N`` (records: the ``loadsgf`` move
number; playouts: moves from the start).  :func:`has_seki_point` marks the
positions with a point where neither colour can play without self-atari
between strings of both colours, the mark of a seki.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from engine.go.board import BLACK, BORDER, EMPTY, WHITE, Board, other  # noqa: E402
from engine.go.sgf import load_sgf, load_sgf_file  # noqa: E402

DATA = Path(__file__).resolve().parent / "data"

#: Playouts: how many from each record, by board size.
PLAYOUTS: dict[int, int] = {9: 40, 13: 8}
#: Of those, how many keep their finished position even without a seki.
KEEP_FINISHED = 10
#: The nearly finished positions of a playout: its last moves (those with a seki point).
NEAR_END = 12
#: Pond playouts: how many from each record, by board size; stones dropped in the ponds.
PONDS: dict[int, int] = {9: 12, 13: 4}
POND_STONES = 12
#: Enclosures: (board size, first seed, how many); a hundred seeds make a game.
ENCLOSURES: tuple[tuple[int, int, int], ...] = ((9, 0, 3000), (7, 5000, 300), (13, 8000, 300))


@dataclass(frozen=True)
class Position:
    """One corpus position and how to load it.

    ``sgf`` is relative to the data folder; ``move`` is the ``loadsgf``
    move number (None: the whole record).  ``kind`` is ``game``,
    ``cleanup`` or ``finished`` for records, ``near-finished`` or
    ``finished`` for playouts.
    """

    ident: str
    game: str
    split: str
    size: int
    kind: str
    sgf: str
    move: int | None
    seki: bool = False

    def loadsgf(self, scratch: Path) -> str:
        """The GTP command that sets this position up.

        A setup (``sgf`` holding the record's text) is written to a file in
        ``scratch`` first.
        """
        if self.sgf.startswith("("):
            path = scratch / "position.sgf"
            path.write_text(self.sgf)
            return f"loadsgf {path}"
        path = DATA / self.sgf
        return f"loadsgf {path}" if self.move is None else f"loadsgf {path} {self.move}"

    def board(self) -> Board:
        """The position on our own board."""
        if self.sgf.startswith("("):
            return load_sgf(self.sgf.encode()).board
        until = None if self.move is None else str(self.move)
        return load_sgf_file(str(DATA / self.sgf), until).board


def split_of(seed: int) -> str:
    """``held-out`` for every third seed, else ``training``."""
    return "held-out" if seed % 3 == 0 else "training"


def middle_game_start(moves: int) -> int:
    """First ``loadsgf`` move number taken from a record of ``moves`` moves."""
    return max(8, moves // 5)


def board_key(board: Board) -> str:
    """The stones of ``board`` as one character a point (``.XO``), in listing order."""
    return "".join(".XO"[board.color[p]] for p in board.points)


def record_positions() -> Iterator[Position]:
    """The positions of the self-play records listed in ``data/games.json``."""
    manifest = json.loads((DATA / "games.json").read_text())
    for name in sorted(manifest):
        game = manifest[name]
        moves = int(game["moves"])
        cleanup = int(game["cleanup_start"])
        seen: set[str] = set()
        for number in range(middle_game_start(moves), moves + 2):
            move = None if number == moves + 1 else number
            pos = Position(
                ident=f"{name}/{number}",
                game=name,
                split=str(game["split"]),
                size=int(game["size"]),
                kind="finished" if move is None else ("cleanup" if number > cleanup else "game"),
                sgf=str(game["file"]),
                move=move,
            )
            key = board_key(pos.board())
            if key in seen:
                continue
            seen.add(key)
            yield pos


def self_atari(board: Board, pos: int, color: int) -> bool:
    """Whether ``color`` at ``pos`` leaves its string with one liberty and captures nothing."""
    before = board.captures[color]
    if not board.play(pos, color):
        return True
    captured = board.captures[color] != before
    liberties = board.count_liberties(pos)
    board.undo()
    return not captured and liberties <= 1


def fills_own_eye(board: Board, pos: int, color: int) -> bool:
    """Whether ``pos`` is a one-point eye of ``color`` (every neighbour its own or the edge)."""
    return all(board.color[n] in (color, BORDER) for n in board.neighbours[pos])


def reserved_points(
    board: Board, rng: random.Random, growth: tuple[int, ...] = (1, 1, 2)
) -> set[int]:
    """A few random empty areas kept empty at first, each of 1 + a ``growth`` choice points."""
    empties = [p for p in board.points if board.color[p] == EMPTY]
    reserved: set[int] = set()
    for _ in range(rng.randint(1, 2 + board.size // 5)):
        if not empties:
            break
        area = [rng.choice(empties)]
        for _ in range(rng.choice(growth)):
            grow = [n for p in area for n in board.neighbours[p] if board.color[n] == EMPTY]
            area.append(rng.choice(grow) if grow else area[0])
        reserved.update(area)
    return reserved


def playout(
    board: Board, to_move: int, seed: int, growth: tuple[int, ...] = (1, 1, 2)
) -> list[tuple[int, int]]:
    """Finish the game on ``board`` by seeded random play; return the moves (``board`` unchanged).

    The game is played twice over: first everywhere but a few reserved
    areas (:func:`reserved_points`), then everywhere.  Strings of both
    colours that meet only at a reserved area are left sharing their last
    liberties there, where neither may play without self-atari: a seki.
    """
    rng = random.Random(seed)
    moves: list[tuple[int, int]] = []
    color = to_move
    for reserved in (reserved_points(board, rng, growth), set()):
        color = _play_around(board, rng, reserved, color, moves)
    for _ in moves:
        board.undo()
    return moves


def _play_around(
    board: Board, rng: random.Random, reserved: set[int], color: int, moves: list[tuple[int, int]]
) -> int:
    """Seeded random play outside ``reserved`` until two passes in a row (or
    ``4 size²`` moves in all), no eye filled and no self-atari; the moves go
    on ``board`` and into ``moves``.  Returns the colour to move next."""
    passes = 0
    while passes < 2 and len(moves) < 4 * board.size * board.size:
        empties = [p for p in board.points if board.color[p] == EMPTY and p not in reserved]
        rng.shuffle(empties)
        for p in empties:
            if (
                board.is_legal(p, color)
                and not fills_own_eye(board, p, color)
                and not self_atari(board, p, color)
            ):
                board.play(p, color)
                moves.append((p, color))
                passes = 0
                break
        else:
            passes += 1
        color = other(color)
    return color


def pond_playout(board: Board, to_move: int, seed: int) -> tuple[list[tuple[int, int]], int]:
    """A playout around larger reserved areas (ponds), then stones dropped into them.

    First the game is played everywhere but the ponds (4 to 7 points each);
    then up to :data:`POND_STONES` stones of random colours go on random
    empty points of the ponds, self-ataris and eye fillings allowed (only
    suicide is not), so that the ponds hold dead shapes, sekis and eyes of
    every kind.  Returns the moves and how many came before the drops
    (``board`` unchanged).
    """
    rng = random.Random(seed)
    ponds = reserved_points(board, rng, (3, 4, 5, 6))
    moves: list[tuple[int, int]] = []
    _play_around(board, rng, ponds, to_move, moves)
    before = len(moves)
    for _ in range(POND_STONES):
        color = rng.choice((BLACK, WHITE))
        free = [p for p in sorted(ponds) if board.is_legal(p, color)]
        if not free:
            break
        p = rng.choice(free)
        board.play(p, color)
        moves.append((p, color))
    for _ in moves:
        board.undo()
    return moves, before


def pond_positions() -> Iterator[Position]:
    """Positions of the pond playouts (:func:`pond_playout`), from 9x9 and 13x13 records.

    Pond playout ``K`` of record ``GAME`` starts as the playouts do; every
    position from the last stone before the drops on is kept, one in two.
    """
    manifest = json.loads((DATA / "games.json").read_text())
    for name in sorted(manifest):
        game = manifest[name]
        for k in range(PONDS.get(int(game["size"]), 0)):
            seed = int(game["seed"]) * 1000 + 500 + k
            rng = random.Random(seed)
            main = int(game["cleanup_start"])
            start = rng.randint(main * 2 // 5, main * 9 // 10)
            loaded = load_sgf_file(str(DATA / str(game["file"])), str(start + 1))
            board = loaded.board
            moves, before = pond_playout(board, loaded.to_move, seed)
            for number, (pos, color) in enumerate(moves, 1):
                board.play(pos, color)
                if number < before or (number - before) % 2:
                    continue
                yield Position(
                    ident=f"{name}-q{k}/{number}",
                    game=name,
                    split=str(game["split"]),
                    size=board.size,
                    kind="pond",
                    sgf=setup_sgf(board, other(color)),
                    move=None,
                    seki=has_seki_point(board),
                )


def enclosure(seed: int, size: int) -> Board:
    """A constructed position: two walls with eyes, and a pocket holding random stones.

    White holds the left part of the board and black the right part (the
    border between them a random staircase), each wall with two or three
    one-point eyes; a random connected pocket of 3 to 1.5 x ``size`` points,
    inside one wall or across the border, is emptied, then gets either a
    random number of random stones (legal moves, self-ataris and captures
    included) or random stones set until the pocket has a seki point.  The
    pocket is where dead shapes, sekis and eyes that neither side can claim
    live.
    """
    rng = random.Random(seed)
    board = Board(size)
    cut = rng.randint(size // 3, size - size // 3)
    side: dict[int, int] = {}
    for row in range(size):
        cut = min(size - 2, max(2, cut + rng.choice((-1, 0, 0, 1))))
        for col in range(size):
            side[board.point(row, col)] = WHITE if col < cut else BLACK
    pocket = [rng.choice(board.points)]
    for _ in range(rng.randint(2, 3 * size // 2)):
        grow = [n for p in pocket for n in board.neighbours[p] if n in side and n not in pocket]
        pocket.append(rng.choice(grow))
    blocked = set(pocket)
    eyes: set[int] = set()
    for color in (WHITE, BLACK):
        inner = [
            p
            for p in board.points
            if side[p] == color
            and p not in blocked
            and all(side.get(n, color) == color and n not in blocked for n in board.neighbours[p])
        ]
        rng.shuffle(inner)
        wanted = rng.randint(2, 3)
        for p in inner:
            if wanted and not any(n in eyes for n in board.neighbours[p]):
                eyes.add(p)
                wanted -= 1
    wall = [p for p in board.points if p not in blocked and p not in eyes]
    board.setup({p: side[p] for p in wall})
    if rng.random() < 0.5:
        for _ in range(rng.randint(1, len(pocket) + 2)):
            color = rng.choice((BLACK, WHITE))
            free = [p for p in pocket if board.is_legal(p, color)]
            if free:
                board.play(rng.choice(free), color)
        return board
    # Or random stones are set in the pocket, as many times as it takes to
    # get a seki point with every string keeping a liberty (or 400 tries).
    for _ in range(400):
        fill = {p: rng.choice((BLACK, WHITE, BLACK, WHITE, EMPTY, EMPTY, EMPTY)) for p in pocket}
        board.setup(fill)
        if all(board.count_liberties(p) for p in board.points if board.color[p] != EMPTY):
            if has_seki_point(board):
                return board
    board.setup(dict.fromkeys(pocket, EMPTY))
    return board


def enclosure_positions() -> Iterator[Position]:
    """The constructed enclosures (:func:`enclosure`), each its own game for the split."""
    for size, first, count in ENCLOSURES:
        for seed in range(first, first + count):
            board = enclosure(seed, size)
            yield Position(
                ident=f"e{size}-n{seed}/0",
                game=f"e{size}-n{seed // 100 * 100}",
                split=split_of(seed // 100),
                size=size,
                kind="enclosure",
                sgf=setup_sgf(board, BLACK),
                move=None,
                seki=has_seki_point(board),
            )


def setup_sgf(board: Board, to_move: int) -> str:
    """``board`` as an SGF setup record with ``to_move`` to play."""

    def letters(pos: int) -> str:
        row, col = board.row_col(pos)
        return chr(ord("a") + col) + chr(ord("a") + board.size - 1 - row)

    parts = [f"(;GM[1]FF[4]SZ[{board.size}]KM[6.5]"]
    for color, tag in ((BLACK, "AB"), (WHITE, "AW")):
        stones = board.stones_of(color)
        if stones:
            parts.append(tag + "".join(f"[{letters(p)}]" for p in stones))
    parts.append(f"PL[{'B' if to_move == BLACK else 'W'}])\n")
    return "".join(parts)


def playout_positions() -> Iterator[Position]:
    """The finished and nearly finished positions of the playouts, as SGF setups.

    Playout ``K`` of record ``GAME`` starts from a position of the record's
    main phase picked by its seed, so it belongs to the record's split.
    Kept: the positions of its last :data:`NEAR_END` moves that have a seki
    point, and its finished position when it has one or when ``K`` is
    below :data:`KEEP_FINISHED`.
    """
    manifest = json.loads((DATA / "games.json").read_text())
    for name in sorted(manifest):
        game = manifest[name]
        for k in range(PLAYOUTS.get(int(game["size"]), 0)):
            seed = int(game["seed"]) * 1000 + k
            rng = random.Random(seed)
            main = int(game["cleanup_start"])
            start = rng.randint(main * 2 // 5, main * 9 // 10)
            loaded = load_sgf_file(str(DATA / str(game["file"])), str(start + 1))
            board = loaded.board
            moves = playout(board, loaded.to_move, seed)
            for number, (pos, color) in enumerate(moves, 1):
                board.play(pos, color)
                if number <= len(moves) - NEAR_END:
                    continue
                finished = number == len(moves)
                seki = has_seki_point(board)
                if not seki and not (finished and k < KEEP_FINISHED):
                    continue
                yield Position(
                    ident=f"{name}-p{k}/{number}",
                    game=name,
                    split=str(game["split"]),
                    size=board.size,
                    kind="finished" if finished else "near-finished",
                    sgf=setup_sgf(board, other(color)),
                    move=None,
                    seki=seki,
                )


def all_positions() -> Iterator[Position]:
    """Every corpus position: records, playouts, pond playouts, enclosures."""
    yield from record_positions()
    yield from playout_positions()
    yield from pond_positions()
    yield from enclosure_positions()


def has_seki_point(board: Board) -> bool:
    """Whether some empty point between both colours is a self-atari (or illegal) for both."""
    for p in board.points:
        if board.color[p] != EMPTY:
            continue
        around = {board.color[n] for n in board.neighbours[p]}
        if BLACK in around and WHITE in around:
            if self_atari(board, p, BLACK) and self_atari(board, p, WHITE):
                return True
    return False
