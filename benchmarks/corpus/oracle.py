"""Ask GNU Go 3.8 about every corpus position and cache its answers as JSON.

For each position of :mod:`positions` (one GNU Go process, one query at a
time; each answer is GNU Go's own):

* ``status``: ``unconditional_status`` of every point, one letter a point in
  the board's listing order (top row first): ``a`` alive, ``d`` dead, ``u``
  undecided, ``b`` black territory, ``w`` white territory;
* ``tactics`` (record positions only): for every string of at most four
  liberties, named by its first stone in listing order, ``[vertex, attack
  answer, attack nodes, defend answer, defend nodes]``, the answers as GNU
  Go prints them (``1 C3``, ``0``) and the nodes its reader counted
  (``reset_reading_node_counter`` before each query,
  ``get_reading_node_counter`` after);
* nothing when GNU Go's ``list_stones`` differ from the stones we load:
  a position both programs read differently is never cached.

One gzipped file per record, ``data/oracle/GAME.json.gz``, holds the
record's positions and those of its playouts; ``GAME-ponds.json.gz`` those
of its pond playouts; ``eSIZE-nSEED.json.gz`` a hundred enclosures.  A
file that exists is kept (``--force`` asks again).  Judging our moves
needs GNU Go's ``does_attack`` / ``does_defend`` on moves only our engine
knows: :class:`MoveJudge` asks those on demand and caches them in
``data/judged.json``.

Run: ``python benchmarks/corpus/oracle.py [--only GAME...] [--force]``;
prints each game's positions, hard strings and GNU Go CPU seconds.
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import (  # noqa: E402
    CachedJudge,
    ask,
    ask_each,
    load_cache,
    run_oracle,
    same_stones,
    sgf_fields,
)
from positions import DATA, Position, all_positions  # noqa: E402

from harness.engines.gtp import GtpEngine  # noqa: E402

ORACLE_DIR = DATA / "oracle"
JUDGED = DATA / "judged.json"
STATUS_LETTER = {
    "alive": "a",
    "dead": "d",
    "undecided": "u",
    "black_territory": "b",
    "white_territory": "w",
}
#: A string is hard when GNU Go's reader spends at least this many nodes on
#: its attack or its defence, or when both succeed (who moves first decides).
HARD_NODES = 30
MAX_LIBERTIES = 4


def is_hard(entry: list[object]) -> bool:
    """Whether a cached ``tactics`` entry is a hard string (see :data:`HARD_NODES`)."""
    _, attack, attack_nodes, defend, defend_nodes = entry
    critical = str(attack).split()[0] != "0" and str(defend).split()[0] != "0"
    return critical or max(int(attack_nodes), int(defend_nodes)) >= HARD_NODES  # type: ignore[call-overload]


def position_entry(engine: GtpEngine, pos: Position, scratch: Path) -> dict[str, object] | None:
    """GNU Go's answers on ``pos``, or None when its stones differ from ours."""
    board = pos.board()
    vertices = [board.vertex(p) for p in board.points]
    if not same_stones(engine, pos, scratch):
        return None
    answers = ask(engine, [f"unconditional_status {v}" for v in vertices])
    entry: dict[str, object] = {
        "id": pos.ident,
        "kind": pos.kind,
        "seki": pos.seki,
        "status": "".join(STATUS_LETTER[a] for a in answers),
    }
    entry.update(sgf_fields(pos))
    if pos.kind in ("game", "cleanup", "finished") and not pos.sgf.startswith("("):
        tactics = []
        seen: set[int] = set()
        for p in board.points:
            string = board.string_at(p)
            if string is None or p in seen or len(string.libs) > MAX_LIBERTIES:
                continue
            seen.update(string.stones)
            v = board.vertex(p)
            attack, attack_nodes, _, defend, defend_nodes = ask(
                engine,
                [
                    "reset_reading_node_counter",
                    f"attack {v}",
                    "get_reading_node_counter",
                    "reset_reading_node_counter",
                    f"defend {v}",
                    "get_reading_node_counter",
                ],
            )[1:]
            tactics.append([v, attack, int(attack_nodes), defend, int(defend_nodes)])
        entry["tactics"] = tactics
    return entry


def load_oracle(split: str | None = None) -> list[tuple[str, str, int, dict[str, object]]]:
    """Every cached position as ``(game, split, size, entry)``; only ``split`` when given."""
    return load_cache(ORACLE_DIR, split)


class MoveJudge(CachedJudge):
    """GNU Go's ``does_attack`` / ``does_defend`` on our moves, cached in ``data/judged.json``."""

    def __init__(self) -> None:
        super().__init__(JUDGED, "judge-")

    def accepts(self, position: Position, command: str, move: str, string: str) -> bool:
        """Whether GNU Go says ``command`` (``does_attack``/``does_defend``) ``move`` works."""
        key = f"{position.ident} {command} {move} {string}"
        return self.answer(position, key, [f"{command} {move} {string}"]).split()[0] != "0"

    def keeps_safe(self, position: Position, color: str, move: str, string: str) -> bool:
        """Whether GNU Go's ``attack`` on ``string`` still fails after ``color`` plays
        ``move``: the judge of a defence of a string GNU Go cannot capture, where
        ``does_defend`` refuses every move (GNU Go's own answer too), since it
        also asks that the string be capturable with no defence."""
        key = f"{position.ident} safe {color} {move} {string}"
        commands = [f"play {color} {move}", f"attack {string}", "undo"]
        return self.answer(position, key, commands, which=1).split()[0] == "0"


def games() -> dict[str, list[Position]]:
    """The positions to ask about, by cache file name (the pond playouts apart)."""
    by_game: dict[str, list[Position]] = defaultdict(list)
    for pos in all_positions():
        by_game[pos.game + ("-ponds" if pos.kind == "pond" else "")].append(pos)
    return by_game


def answer(todo: list[Position], scratch: Path) -> tuple[list[dict[str, object]], float, str]:
    """GNU Go's answers on one cache file's positions, and the start of its line."""
    entries, cpu = ask_each(todo, lambda engine, _, pos: position_entry(engine, pos, scratch))
    strings = [t for e in entries for t in e.get("tactics", [])]  # type: ignore[attr-defined]
    name = todo[0].game + ("-ponds" if todo[0].kind == "pond" else "")
    hard = sum(is_hard(t) for t in strings)
    return entries, cpu, f"{name}: {len(entries)} positions, {len(strings)} strings ({hard} hard)"


def main(argv: list[str] | None = None) -> int:
    return run_oracle(argv, __doc__.splitlines()[0], ORACLE_DIR, games, answer, "oracle-")


if __name__ == "__main__":
    sys.exit(main())
