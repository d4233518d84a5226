"""Make :mod:`engine.go.owl_patterns`, the owl's shape table, from the oracle corpus.

Run ``python -m engine.go.make_owl_patterns`` from the checkout: it reads GNU
Go 3.8's owl answers on the *training* games of the corpus
(``benchmarks/corpus/data/owl/*.json.gz``, made by
``benchmarks/corpus/owl_oracle.py``; the held-out games are never read) and
rewrites ``engine/go/owl_patterns.py`` byte for byte.  The table names the
games it was made from (``GAMES``); ``--check`` only says whether the
checked-in table is what those games give, so that oracle answers asked
since on more games (files not checked in) leave the check alone.

The examples: every dragon whose ``owl_attack`` names a move while its
``owl_defend`` succeeds too (an attack that matters), and every dragon whose
``owl_defend`` names a move while its ``owl_attack`` succeeds (a defence
that matters).  The goal is our own dragon at GNU Go's vertex
(:func:`engine.go.owl.dragon_stones`); for each example every point of
:func:`engine.go.owl_shapes.near_points` is *seen* once under each of its two
windows, and GNU Go's move is counted as *the move*.  The table keeps the
shapes that were the move at least once (a shape never the move scores 0
anyway).
"""

from __future__ import annotations

import argparse
import gzip
import json
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from engine.go.owl import dragon_stones
from engine.go.owl_patterns import GAMES
from engine.go.owl_shapes import near_points, raw_shape, shape_keys
from engine.go.sgf import load_sgf_file

ROOT = Path(__file__).resolve().parents[2]
OWL_DIR = ROOT / "benchmarks" / "corpus" / "data" / "owl"
TARGET = Path(__file__).with_name("owl_patterns.py")

HEADER = '''"""The owl's shape table, made by ``python -m engine.go.make_owl_patterns``.

Do not edit: regenerate.  Each line of a table is a shape (``N`` near
window, ``W`` wide window, then its canonical points; see
:mod:`engine.go.owl_shapes`), how many times it was GNU Go's owl move, and how
many times it was seen near a dragon, in the corpus's training games
(the {count} of ``GAMES``, {examples} examples).
"""

GAMES = {games}
'''


def training_games() -> tuple[str, ...]:
    """The training games of the corpus as it is (their cache files in ``OWL_DIR``)."""
    found = []
    for path in sorted(OWL_DIR.glob("*.json.gz")):
        if json.loads(gzip.decompress(path.read_bytes()))["split"] == "training":
            found.append(path.name.removesuffix(".json.gz"))
    return tuple(found)


def examples(games: Sequence[str]) -> tuple[dict[str, Counter[str]], dict[str, Counter[str]]]:
    """Per kind the counts ``moves`` and ``seen`` by key, on the training ``games``."""
    moves = {"attack": Counter[str](), "defend": Counter[str]()}
    seen = {"attack": Counter[str](), "defend": Counter[str]()}
    for game in games:
        data = json.loads(gzip.decompress((OWL_DIR / f"{game}.json.gz").read_bytes()))
        if data["split"] != "training":
            raise ValueError(f"{game} is not a training game")
        for entry in data["positions"]:
            board = None
            for vertex, _, _, attack, _, defend, _ in entry["dragons"]:
                for kind, answer, other in (("attack", attack, defend), ("defend", defend, attack)):
                    words = answer.split()
                    if words[0] == "0" or other == "0" or len(words) < 2 or words[1] == "PASS":
                        continue
                    if board is None:
                        move = entry["move"]
                        sgf = str(OWL_DIR.parent / entry["sgf"])
                        board = load_sgf_file(sgf, None if move is None else str(move)).board
                    pos = board.parse_vertex(vertex)
                    goal = dragon_stones(board, pos)
                    defender = board.color[pos]
                    answer_point = board.parse_vertex(words[1])
                    for p in near_points(board, goal):
                        near, wide = shape_keys(raw_shape(board, p, goal, defender))
                        for key in ("N" + near, "W" + wide):
                            seen[kind][key] += 1
                            if p == answer_point:
                                moves[kind][key] += 1
    return moves, seen


def render(games: Sequence[str] | None = None) -> str:
    """The text of ``owl_patterns.py`` from the training ``games`` (all of the
    corpus as it is by default)."""
    games = training_games() if games is None else tuple(games)
    moves, seen = examples(games)
    count = sum(moves[kind][key] for kind in moves for key in moves[kind] if key[0] == "N")
    listed = "(\n" + "".join(f'    "{game}",\n' for game in games) + ")"
    lines = [HEADER.format(count=len(games), games=listed, examples=count).rstrip("\n")]
    for kind in ("attack", "defend"):
        lines.append(f'\n{kind.upper()} = """\\')
        for key in sorted(moves[kind]):
            lines.append(f"{key} {moves[kind][key]} {seen[kind][key]}")
        lines.append('"""')
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the file")
    args = parser.parse_args(argv)
    if args.check:
        same = TARGET.exists() and TARGET.read_text() == render(GAMES)
        print("owl_patterns.py is up to date" if same else "owl_patterns.py differs: regenerate")
        return 0 if same else 1
    TARGET.write_text(render())
    print(f"wrote {TARGET}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
