"""Ask GNU Go 3.8 for the move trees its owl reads on the hard dragons; cache them.

The owl corpus (``owl_oracle.py``) keeps GNU Go's answers at the root: the
move ``owl_attack`` or ``owl_defend`` names.  The shape table the owl learns
from it (``engine/go/make_owl_patterns.py``) ranks the candidates of every
node by what GNU Go plays at the root alone, and below the root our defender
often never tries GNU Go's reply (see the corpus README, "Where the false
attacks come from").  GNU Go's GTP ``start_sgftrace`` / ``finish_sgftrace``
record every move its reading plays; this script keeps, for each hard
dragon (``owl_oracle.is_hard``) of the cached positions of the training
games, the trees of ``owl_attack`` and ``owl_defend`` (``clear_cache``
before each, so that each tree is a search of its own).

A tree is kept as its moves only, the comments GNU Go writes (which name its
patterns) left out: a list of the root's children in the order GNU Go tried
them, each ``[move, children]`` with ``move`` the colour's letter and the
vertex (``"bB9"``, ``"wPASS"``), down to :data:`MAX_PLIES` plies.  One entry
a position, ``{"id", "sgf", "move", "dragons": [[vertex, attack tree,
defend tree], ...]}``, in one gzipped file a game, ``data/owl_trees/GAME.json.gz``
(a file that exists is kept; ``--force`` asks again).  The held-out games
are never asked.

Run: ``python benchmarks/corpus/owl_trees.py [--only GAME...] [--force]``;
prints each game's positions, dragons, tree nodes and GNU Go CPU seconds.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import cast

from sgfmill import sgf
from sgfmill.common import format_vertex

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import Entry, as_position, ask, ask_each, run_oracle  # noqa: E402
from owl_oracle import is_hard, load_owl_oracle  # noqa: E402
from positions import DATA, Position  # noqa: E402

from harness.engines.gtp import GtpEngine  # noqa: E402

TREES_DIR = DATA / "owl_trees"
#: The deepest ply of a tree kept (GNU Go's owl tries one move a node below
#: its branch depth, 8 by default: what is deeper says little of its order).
MAX_PLIES = 10

#: A tree: the moves tried at a node, in GNU Go's order, each with its subtree.
Tree = list[list[object]]


def tree_of(data: bytes, plies: int = MAX_PLIES) -> Tree:
    """The moves of an SGF variation tree (``finish_sgftrace``'s file) as
    nested lists, at most ``plies`` deep (see the module's docstring)."""
    root = sgf.Sgf_game.from_bytes(data, override_encoding="latin-1").get_root()

    def vertex(point: tuple[int, int] | None) -> str:
        return "PASS" if point is None else format_vertex(point)

    def walk(node: sgf.Tree_node, depth: int) -> Tree:
        if depth >= plies:
            return []
        out: Tree = []
        for child in node:
            colour, point = child.get_move()
            if colour is None:
                continue
            out.append([f"{colour}{vertex(point)}", walk(child, depth + 1)])
        return out

    return walk(root, 0)


def count_nodes(tree: Tree) -> int:
    """The moves of ``tree``."""
    return sum(1 + count_nodes(cast(Tree, children)) for _, children in tree)


def traced(engine: GtpEngine, command: str, scratch: Path) -> Tree:
    """The tree GNU Go's reading plays for ``command`` (its cache cleared first)."""
    out = scratch / "trace.sgf"
    ask(engine, ["clear_cache", "start_sgftrace", command, f"finish_sgftrace {out}"])
    return tree_of(out.read_bytes())


def position_entry(
    engine: GtpEngine, pos: Position, dragons: list[list[object]], scratch: Path
) -> Entry | None:
    """GNU Go's owl trees on the hard ``dragons`` (cached entries) of ``pos``."""
    hard = [str(d[0]) for d in dragons if is_hard(d)]
    if not hard:
        return None
    ask(engine, [pos.loadsgf(scratch)])
    found = [
        [v, traced(engine, f"owl_attack {v}", scratch), traced(engine, f"owl_defend {v}", scratch)]
        for v in hard
    ]
    return {"id": pos.ident, "sgf": pos.sgf, "move": pos.move, "dragons": found}


def games() -> dict[str, list[tuple[Position, list[list[object]]]]]:
    """The training positions of the owl corpus with their cached dragons, by game."""
    by_game: dict[str, list[tuple[Position, list[list[object]]]]] = defaultdict(list)
    for game, split, size, entry in load_owl_oracle("training"):
        pos = as_position(game, split, size, entry)
        by_game[game].append((pos, entry["dragons"]))  # type: ignore[arg-type]
    return by_game


def answer(
    todo: Sequence[tuple[Position, list[list[object]]]], scratch: Path
) -> tuple[list[Entry], float, str]:
    """GNU Go's trees on one game's positions, and the start of its line."""
    entries, cpu = ask_each(
        todo, lambda engine, _, item: position_entry(engine, item[0], item[1], scratch)
    )
    dragons = [d for e in entries for d in e["dragons"]]  # type: ignore[attr-defined]
    nodes = sum(count_nodes(d[1]) + count_nodes(d[2]) for d in dragons)
    summary = f"{len(entries)} positions, {len(dragons)} hard dragons, {nodes} moves"
    return entries, cpu, f"{todo[0][0].game}: {summary}"


def main(argv: list[str] | None = None) -> int:
    return run_oracle(
        argv,
        __doc__.splitlines()[0],
        TREES_DIR,
        games,
        answer,
        "owl-trees-",
        first=lambda item: item[0],
    )


if __name__ == "__main__":
    sys.exit(main())
