"""Capturing races and string pairs with GNU Go 3.8's answers, cached as JSON.

Two families of positions, each split by game as the rest of the corpus
(:func:`positions.split_of`):

* **Record races**: every third position of the self-play records
  (:func:`positions.record_positions`), with one pair of adjacent dragons of
  opposite colours in a close race (:func:`race_pairs`: the weakest string of
  each has at most :data:`RACE_LIBERTIES` liberties, the two counts within
  one) and one pair of strings of one colour that needs a search
  (:func:`hard_pairs`), picked by a seed made of the position's name.
* **Constructed races** (:func:`constructed_race`): two inner strings side
  by side along the edge, each inside the other's living wall, with a random
  number of outside liberties each, shared liberties between them, an eye
  (one to three points) for one of them or none, then up to three random
  stones in the race (approach moves, kos, false eyes), the whole turned,
  mirrored and its colours swapped at random; seeds in games of a hundred.
* **Record pairs**: more string pairs of the records (:func:`record_pairs`),
  one from each position whose move number is :data:`PAIR_OFFSET` modulo
  :data:`RECORD_STRIDE`, picked by a seed of the position's name, in files
  of their own (``data/races/GAME-pairs.json.gz``, the game's split).  The
  choice depends on the record and the rules alone (no analysis of ours),
  so asking again gives the same pairs.

GNU Go is asked ``analyze_semeai A B`` and ``analyze_semeai B A`` on each
race (its default level), ``connect`` and ``disconnect`` on each string pair.
A race is **trivial** when GNU Go answers ``1 0 PASS`` both ways (both
dragons live and neither needs a move).

One gzipped file a game, ``data/races/GAME.json.gz`` (and the game's
``GAME-pairs.json.gz``); a file that exists is kept (``--force`` asks
again).  Run: ``python benchmarks/corpus/races.py`` (about five minutes of
GNU Go CPU); prints each game's races and pairs.

The record races' positions are every third one of all the records in a
row and their races come from our dragons (:func:`race_pairs`), so a record
added to the corpus, or a change to our dragons, picks other races when the
files are asked again; the record pairs do not move.
"""

from __future__ import annotations

import random
import sys
import zlib
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ask, cached, run_oracle, same_stones, sgf_fields, start_gnugo  # noqa: E402
from positions import (  # noqa: E402
    DATA,
    Position,
    record_positions,
    setup_sgf,
    split_of,
)

from engine.go.board import BLACK, EMPTY, WHITE, Board, other  # noqa: E402
from engine.go.dragons import find_dragons  # noqa: E402
from harness.engines.gtp import EngineDied  # noqa: E402

RACES_DIR = DATA / "races"
#: A race: the weakest string of each dragon has at most this many liberties.
RACE_LIBERTIES = 4
#: Record positions: one in this many is asked about.
RECORD_STRIDE = 3
#: Record pairs: the move numbers of their positions, modulo RECORD_STRIDE.
PAIR_OFFSET = 1
#: Constructed races: (board size, first seed, how many); a hundred seeds make a game.
CONSTRUCTED: tuple[tuple[int, int, int], ...] = ((9, 0, 600), (13, 1000, 300))


@dataclass(frozen=True)
class RacePosition:
    """A position with the races and string pairs asked on it (vertex pairs)."""

    position: Position
    races: tuple[tuple[str, str], ...]
    pairs: tuple[tuple[str, str], ...]


def race_pairs(board: Board, max_libs: int = RACE_LIBERTIES) -> list[tuple[int, int]]:
    """Adjacent dragon pairs of opposite colours in a close race, each pair once
    (the dragons' origins)."""
    dragons = find_dragons(board)
    found = []
    seen: set[frozenset[int]] = set()
    for dragon in dragons:
        weakest = min(len(board.stone_string(p).libs) for p in dragon.stones)
        if weakest > max_libs:
            continue
        for p in sorted(dragon.stones):
            for n in board.neighbours[p]:
                if board.color[n] != other(dragon.color):
                    continue
                enemy = dragons.dragon_at(n)
                assert enemy is not None
                pair = frozenset((dragon.origin, enemy.origin))
                if pair in seen:
                    continue
                seen.add(pair)
                theirs = min(len(board.stone_string(q).libs) for q in enemy.stones)
                if theirs <= max_libs and abs(theirs - weakest) <= 1:
                    found.append((dragon.origin, enemy.origin))
    return found


def hard_pairs(board: Board) -> list[tuple[int, int]]:
    """String pairs of one colour, two points apart at most, that share at most
    one liberty or have a string of two liberties or fewer."""
    origins: dict[int, int] = {}
    for p in board.points:
        if board.color[p] != EMPTY:
            origins.setdefault(min(board.stone_string(p).stones), p)
    strings = [board.stone_string(o) for o in origins]
    found = []
    for i, a in enumerate(strings):
        for b in strings[i + 1 :]:
            if a.color != b.color:
                continue
            near = any(
                abs(ra - rb) + abs(ca - cb) <= 3
                for ra, ca in map(board.row_col, a.stones)
                for rb, cb in map(board.row_col, b.stones)
            )
            if not near:
                continue
            if len(a.libs & b.libs) <= 1 or min(len(a.libs), len(b.libs)) <= 2:
                found.append((min(a.stones), min(b.stones)))
    return found


def constructed_race(seed: int, size: int) -> tuple[Board, int, int]:
    """A constructed race on a ``size`` board and one stone of each inner string.

    The layout, before it is turned, along the bottom edge, columns from the
    left: white eyes (A1, A3), the white wall, black's outside liberties
    (empty, or white stones of the wall), the black inner string, the shared
    column (empty, or stones of either inner string), the white inner string,
    white's outside liberties, the black wall, black eyes; the race is
    ``length`` rows high and closed above by the two walls.
    """
    rng = random.Random(seed)
    board = Board(size)
    length = rng.randint(2, min(6, size - 3))
    stones: dict[tuple[int, int], int] = {}  # (column, row from the bottom, from 1)
    for row in range(1, size + 1):
        for col in (0, 1):
            stones[col, row] = WHITE
        for col in range(7, size):
            stones[col, row] = BLACK
        if row > length:
            for col in range(2, 4):
                stones[col, row] = WHITE
            for col in range(5, 7):
                stones[col, row] = BLACK
    stones[4, length + 1] = rng.choice((BLACK, WHITE))
    for wall_eye in ((0, 1), (0, 3), (8, 1), (8, 3)):
        del stones[wall_eye]
    for row in range(1, length + 1):
        stones[3, row] = BLACK
        stones[5, row] = WHITE
        if rng.random() < 0.45:
            stones[2, row] = WHITE
        if rng.random() < 0.45:
            stones[6, row] = BLACK
        shared = rng.random()
        if shared < 0.2:
            stones[4, row] = BLACK
        elif shared < 0.4:
            stones[4, row] = WHITE
    eye = rng.choice((None, None, BLACK, WHITE))
    eye_size = rng.randint(1, min(3, length - 1))
    if eye is not None:
        inner, outer = (3, 2) if eye == BLACK else (5, 6)
        for row in range(1, eye_size + 2):
            stones[outer, row] = stones[4, row] = eye
        for row in range(1, eye_size + 1):
            del stones[inner, row]
    flip = rng.random() < 0.5
    swap = rng.random() < 0.5
    turns = rng.randrange(4)

    def place(col: int, row: int) -> int:
        r, c = size - row, (size - 1 - col) if flip else col
        for _ in range(turns):
            r, c = c, size - 1 - r
        return board.point(r, c)

    board.setup(
        {place(c, r): (other(color) if swap else color) for (c, r), color in stones.items()}
    )
    race_points = [place(c, r) for c in range(2, 7) for r in range(1, length + 2)]
    for _ in range(rng.choice((0, 0, 1, 2, 3))):
        color = rng.choice((BLACK, WHITE))
        free = [p for p in race_points if board.is_legal(p, color)]
        if free:
            board.play(rng.choice(free), color)
    a, b = place(3, length), place(5, length)
    return board, a, b


def record_races() -> Iterator[RacePosition]:
    """Every :data:`RECORD_STRIDE`-th record position with a race, one race and
    one string pair each (picked by a seed of the position's name)."""
    for index, pos in enumerate(record_positions()):
        if index % RECORD_STRIDE:
            continue
        board = pos.board()
        rng = random.Random(zlib.crc32(pos.ident.encode()))
        races = race_pairs(board)
        pairs = hard_pairs(board)
        if not races and not pairs:
            continue
        chosen_races = [rng.choice(races)] if races else []
        chosen_pairs = [rng.choice(pairs)] if pairs else []
        yield RacePosition(
            pos,
            tuple((board.vertex(a), board.vertex(b)) for a, b in chosen_races),
            tuple((board.vertex(a), board.vertex(b)) for a, b in chosen_pairs),
        )


def record_pairs() -> Iterator[RacePosition]:
    """One string pair (:func:`hard_pairs`) from each record position whose move
    number is :data:`PAIR_OFFSET` modulo :data:`RECORD_STRIDE`, picked by a seed
    of the position's name (no races)."""
    for pos in record_positions():
        number = int(pos.ident.rsplit("/", 1)[1])
        if number % RECORD_STRIDE != PAIR_OFFSET:
            continue
        board = pos.board()
        pairs = hard_pairs(board)
        if not pairs:
            continue
        a, b = random.Random(zlib.crc32(f"pairs {pos.ident}".encode())).choice(pairs)
        yield RacePosition(pos, (), ((board.vertex(a), board.vertex(b)),))


def constructed_races() -> Iterator[RacePosition]:
    """The constructed races (:func:`constructed_race`), a hundred seeds a game."""
    for size, first, count in CONSTRUCTED:
        for seed in range(first, first + count):
            board, a, b = constructed_race(seed, size)
            if board.color[a] == EMPTY or board.color[b] == EMPTY:
                continue
            if board.color[a] == board.color[b]:
                continue
            game = f"r{size}-n{seed // 100 * 100}"
            yield RacePosition(
                Position(
                    ident=f"r{size}-n{seed}/0",
                    game=game,
                    split=split_of(seed // 100),
                    size=size,
                    kind="race",
                    sgf=setup_sgf(board, BLACK),
                    move=None,
                ),
                ((board.vertex(a), board.vertex(b)),),
                (),
            )


class Oracle:
    """One GNU Go session, started again when it dies on a query (GNU Go 3.8
    crashes on a few races: those are left out of the corpus)."""

    def __init__(self) -> None:
        self.engine = start_gnugo()
        self.cpu = 0.0
        self.crashes = 0
        self.loaded = ""

    def ask(self, item: RacePosition, scratch: Path, commands: list[str]) -> list[str] | None:
        """GNU Go's answers to ``commands`` on ``item``'s position, None if it died."""
        try:
            return ask(self.engine, commands)
        except EngineDied:
            self.crashes += 1
            self.engine = start_gnugo()
            ask(self.engine, [item.position.loadsgf(scratch)])
            return None

    def close(self) -> None:
        """Stop GNU Go, adding its CPU seconds to :attr:`cpu`."""
        self.cpu += float(ask(self.engine, ["cputime"])[0])
        self.engine.close()


def entry_of(oracle: Oracle, item: RacePosition, scratch: Path) -> dict[str, object] | None:
    """GNU Go's answers on ``item``, or None when its stones differ from ours."""
    pos = item.position
    if not same_stones(oracle.engine, pos, scratch):
        return None
    entry: dict[str, object] = {"id": pos.ident, "kind": pos.kind, **sgf_fields(pos)}
    races = []
    for a, b in item.races:
        answers = oracle.ask(item, scratch, [f"analyze_semeai {a} {b}", f"analyze_semeai {b} {a}"])
        if answers is not None:
            races.append([a, b, *answers])
    pairs = []
    for a, b in item.pairs:
        answers = oracle.ask(item, scratch, [f"connect {a} {b}", f"disconnect {a} {b}"])
        if answers is not None:
            pairs.append([a, b, *answers])
    entry["races"], entry["pairs"] = races, pairs
    return entry


def load_races(split: str | None = None) -> list[tuple[str, str, Position, dict[str, object]]]:
    """Every cached position as ``(game, split, position, entry)``; only ``split`` when given."""
    result = []
    for data, entry in cached(RACES_DIR, split):
        pos = Position(
            ident=entry["id"],  # type: ignore[arg-type]
            game=data["game"],
            split=data["split"],
            size=int(data["size"]),
            kind=entry["kind"],  # type: ignore[arg-type]
            sgf=entry["sgf"],  # type: ignore[arg-type]
            move=entry.get("move"),  # type: ignore[arg-type]
        )
        result.append((data["game"], data["split"], pos, entry))
    return result


def is_trivial(forward: str, backward: str) -> bool:
    """Whether GNU Go's two answers on a race are both ``1 0 PASS``."""
    return forward.split() == ["1", "0", "PASS"] and backward.split() == ["1", "0", "PASS"]


def games() -> dict[str, list[RacePosition]]:
    """The record races and the constructed ones by game, the record pairs by
    ``GAME-pairs`` (the name of their file)."""
    by_game: dict[str, list[RacePosition]] = defaultdict(list)
    for item in [*record_races(), *constructed_races()]:
        by_game[item.position.game].append(item)
    for item in record_pairs():
        by_game[f"{item.position.game}-pairs"].append(item)
    return by_game


def answer(todo: list[RacePosition], scratch: Path) -> tuple[list[dict[str, object]], float, str]:
    """GNU Go's answers on one game's races and pairs, and the start of its line."""
    oracle = Oracle()
    try:
        entries = [e for item in todo if (e := entry_of(oracle, item, scratch))]
    finally:
        oracle.close()
    races = [r for e in entries for r in e["races"]]  # type: ignore[attr-defined]
    pairs = [p for e in entries for p in e["pairs"]]  # type: ignore[attr-defined]
    hard = sum(not is_trivial(r[2], r[3]) for r in races)
    first = todo[0].position
    return (
        entries,
        oracle.cpu,
        f"{first.game} ({first.split}): {len(races)} races ({hard} not trivial), "
        f"{len(pairs)} string pairs, {oracle.crashes} GNU Go crashes",
    )


def main(argv: list[str] | None = None) -> int:
    return run_oracle(
        argv,
        __doc__.splitlines()[0],
        RACES_DIR,
        games,
        answer,
        "races-",
        lambda item: item.position,
    )


if __name__ == "__main__":
    sys.exit(main())
