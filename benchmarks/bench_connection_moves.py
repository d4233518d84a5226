"""Connecting and cutting moves: does our ``reg_genmove`` play GNU Go's where it connected or cut?

On the record positions of the corpus's self-play games (GNU Go 3.8 against
itself, ``benchmarks/corpus/data/games/``), GNU Go's move is a
**connecting move** when it joins two strings of its colour near the move
that the opponent, moving first, could cut apart before it and cannot after
it, and a **cutting move** when it leaves two enemy strings near the move,
which their owner could connect and the mover could cut before it, cut
apart (their owner can no longer connect them).  The connection reader
(:mod:`engine.go.connection`) decides, with its default limits.  On those
positions our move generator is asked for the mover's move (as
``reg_genmove`` does, with the default limits of the board size), and the
benchmark prints how often it plays GNU Go's move, by class and board size,
and the CPU time of our moves.

The engine is this checkout's, or with ``PYTHONPATH=OTHER_CHECKOUT`` that
checkout's: the same positions measure another version (the classification
uses that version's reader too; it did not change).

Run: ``python benchmarks/bench_connection_moves.py [--split held-out|training]
[--sizes 9,13,19] [--every K] [--show N] [--others]``: ``--every`` takes
every K-th position of each record; ``--others`` asks on the positions where
GNU Go's move neither connects nor cuts too (class ``other``: does a change
cost the move's agreement elsewhere?).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# PYTHONPATH, when set, chooses the engine under test: it is imported before
# the corpus modules, which put this checkout first on the path.
if not os.environ.get("PYTHONPATH"):
    sys.path.insert(0, str(ROOT))

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board  # noqa: E402
from engine.go.connection import ConnectionReader  # noqa: E402
from engine.go.genmove import MoveGenerator, default_limits  # noqa: E402
from engine.go.reading import LOSE  # noqa: E402
from engine.go.sgf import load_sgf  # noqa: E402

sys.path.insert(0, str(ROOT / "benchmarks" / "corpus"))

from positions import DATA, middle_game_start  # noqa: E402
from sgfmill import sgf  # noqa: E402

#: How far (in steps) from the move a string must come to be looked at.
NEAR = 2


def near_strings(board: Board, move: int) -> set[int]:
    """The lowest stone of every string with a stone within :data:`NEAR` steps of ``move``."""
    seen = {move}
    frontier = [move]
    for _ in range(NEAR):
        frontier = [n for p in frontier for n in board.neighbours[p] if n not in seen]
        seen.update(frontier)
    return {min(board.stone_string(p).stones) for p in seen if board.color[p] in (BLACK, WHITE)}


def classify(board: Board, move: int, color: int) -> str | None:
    """``connect``, ``cut`` or None: what ``color``'s ``move`` does to the strings near it."""
    if move == PASS or board.color[move] != EMPTY:
        return None
    strings = sorted(near_strings(board, move))
    reader = ConnectionReader(board)
    cuttable: list[tuple[int, int]] = []
    for i, a in enumerate(strings):
        for b in strings[i + 1 :]:
            if board.color[a] != board.color[b]:
                continue
            if board.string_at(a) is board.string_at(b):
                continue
            code, cut = reader.disconnect(a, b)
            if code != LOSE and cut != PASS:
                cuttable.append((a, b))
    if not cuttable or not board.play(move, color):
        return None
    try:
        for a, b in cuttable:
            if board.color[a] != board.color[b] or board.color[a] == EMPTY:
                continue
            if board.color[a] == color:
                joined = board.string_at(a) is board.string_at(b)
                if joined or reader.disconnect(a, b)[0] == LOSE:
                    return "connect"
            elif reader.connect(a, b)[0] == LOSE:
                return "cut"
    finally:
        board.undo()
    return None


def record_moves(path: Path) -> list[tuple[int, tuple[int, int] | None]]:
    """The moves of a record's main line: ``(colour, (row, col) or None)``."""
    game = sgf.Sgf_game.from_bytes(path.read_bytes())
    moves: list[tuple[int, tuple[int, int] | None]] = []
    for node in game.get_main_sequence()[1:]:
        colour, point = node.get_move()
        if colour is not None:
            moves.append((BLACK if colour == "b" else WHITE, point))
    return moves


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--split", default="held-out", choices=("held-out", "training"))
    parser.add_argument("--sizes", default="9,13,19")
    parser.add_argument("--every", type=int, default=1)
    parser.add_argument("--show", type=int, default=0, help="list this many misses")
    parser.add_argument(
        "--others", action="store_true", help="ask on the other positions too (class other)"
    )
    args = parser.parse_args(argv)
    sizes = {int(s) for s in args.sizes.split(",")}
    manifest = json.loads((DATA / "games.json").read_text())
    asked = Counter[tuple[int, str]]()
    played = Counter[tuple[int, str]]()
    seconds = 0.0
    misses: list[str] = []
    for name in sorted(manifest):
        game = manifest[name]
        size = int(game["size"])
        if game["split"] != args.split or size not in sizes:
            continue
        path = DATA / str(game["file"])
        data = path.read_bytes()
        moves = record_moves(path)
        cleanup = int(game["cleanup_start"])
        for number in range(middle_game_start(len(moves)), cleanup + 1, args.every):
            color, point = moves[number - 1]
            position = load_sgf(data, str(number))
            board = position.board
            if point is None or position.to_move != color:
                continue
            move = board.parse_vertex(_vertex(point))
            kind = classify(board, move, color)
            if kind is None:
                if not args.others:
                    continue
                kind = "other"
                board = load_sgf(data, str(number)).board
            started = time.process_time()
            ours = MoveGenerator(board, color, default_limits(size)).best()
            seconds += time.process_time() - started
            asked[(size, kind)] += 1
            if ours == move:
                played[(size, kind)] += 1
            else:
                misses.append(
                    f"{name}:{number} {kind}: GNU Go {board.vertex(move)}, "
                    f"ours {board.vertex(ours)}"
                )
    total = sum(asked.values())
    print(f"split: {args.split}; GNU Go's connecting and cutting moves, every {args.every}")
    for size, kind in sorted(asked):
        count = asked[(size, kind)]
        share = played[(size, kind)] / count
        print(
            f"  {size}x{size} {kind:7}: ours the same {played[(size, kind)]}/{count} ({share:.1%})"
        )
    same = sum(played.values())
    print(f"  all: ours the same {same}/{total} ({same / max(total, 1):.1%})")
    both = total - sum(n for (_, kind), n in asked.items() if kind == "other")
    same = sum(n for (_, kind), n in played.items() if kind != "other")
    print(f"  connect and cut: ours the same {same}/{both} ({same / max(both, 1):.1%})")
    print(f"  our moves: {seconds:.1f} s CPU, {seconds / max(total, 1):.2f} s a move")
    for line in misses[: args.show]:
        print(f"  miss: {line}")
    return 0


def _vertex(point: tuple[int, int]) -> str:
    """GTP spelling of an sgfmill ``(row, col)``."""
    row, col = point
    return "ABCDEFGHJKLMNOPQRSTUVWXYZ"[col] + str(row + 1)


if __name__ == "__main__":
    sys.exit(main())
