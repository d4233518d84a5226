"""Ask GNU Go 3.8 about the eye spaces of the record positions, critical dragons first.

For each position of the self-play records (:func:`positions.record_positions`;
on 19x19 every :data:`STRIDE_19`-th one, to keep GNU Go's CPU in bounds), one
GNU Go process, one query at a time:

1. ``dragon_data`` (the whole examination, owl included): every dragon's
   origin, colour, ``status`` and ``owl_status``; ``dragon_stones`` for
   their stones.  A dragon is **critical** when either status is
   ``critical``.
2. When the position has a critical dragon, or is one of every
   :data:`SAMPLE_EVERY` others (a sample of settled positions, for eye
   spaces with marginal vertices and half or false eyes elsewhere), the
   position is loaded again (so the eye queries see what a fresh session
   sees) and GNU Go is asked ``eye_data COLOR V`` for both colours on every
   point: the eye spaces are the sets of points with the same colour and
   origin, with their marginal vertices and ``value`` (``a b c d``).
3. For each eye space kept (those touching a critical dragon of its colour;
   in the sampled positions, those with a marginal vertex, a half or false
   eye, or a stone inside): ``eval_eye`` at one of its points (an inner one
   when it has some, and never a point of the other colour's space, where
   GNU Go answers for black) and ``half_eye_data`` on its empty points (the
   type, the topological value, attack and defense points, kept when the
   point is a half or false eye).

One gzipped JSON file per record, ``data/eyes/GAME.json.gz``::

    {"game", "split", "size", "positions": [{"id", "kind", "sgf", "move",
      "dragons": [[origin, "X"/"O", status, owl_status, "V V ..."], ...],
      "spaces": [{"color", "origin", "points", "marginal", "value",
                  "at", "eval", "halves": {V: [type, value, [A...], [D...]]},
                  "dragons": [origins of the critical dragons it touches],
                  "why": "critical" | "sample"}, ...]}]}

Positions GNU Go loads with other stones than ours are left out.  A file
that exists is kept (``--force`` asks again).

Run: ``python benchmarks/corpus/eye_oracle.py [--only GAME...] [--force]``;
prints each game's positions, critical dragons, eye spaces and GNU Go CPU.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from common import ask, ask_each, load_cache, run_oracle, same_stones  # noqa: E402
from positions import DATA, Position, record_positions  # noqa: E402

from engine.go.board import EMPTY, Board  # noqa: E402
from harness.engines.gtp import GtpEngine  # noqa: E402

EYE_DIR = DATA / "eyes"
#: On 19x19, one position in this many (by move number) is asked.
STRIDE_19 = 2
#: Of the positions without a critical dragon, one in this many is sampled.
SAMPLE_EVERY = 4
COLOR_LETTER = {"black": "X", "white": "O"}


def parse_table(text: str) -> dict[str, str]:
    """``name value`` lines (``eye_data``) as a dictionary."""
    rows = {}
    for line in text.splitlines():
        name, _, value = line.strip().partition(" ")
        rows[name] = value.strip()
    return rows


def parse_half_eye(text: str) -> list[object]:
    """``half_eye_data``'s answer as ``[type, value, attacks, defenses]`` (the type
    as GNU Go prints it: ``0``, ``HALF_EYE`` or ``FALSE_EYE``)."""
    kind, value = "0", 0.0
    attacks: list[str] = []
    defenses: list[str] = []
    for line in text.splitlines():
        name, _, rest = line.strip().partition(" ")
        name, rest = name.partition("[")[0], rest.strip()
        if name == "type":
            kind = rest
        elif name == "value":
            value = float(rest)
        elif name == "attack_point":
            attacks.append(rest)
        elif name == "defense_point":
            defenses.append(rest)
    return [kind, value, attacks, defenses]


def parse_dragons(data: str, stones: str) -> list[list[str]]:
    """``dragon_data`` and ``dragon_stones`` as ``[origin, colour, status, owl_status, stones]``."""
    dragons: list[list[str]] = []
    current: dict[str, str] = {}
    origin = ""

    def flush() -> None:
        if origin:
            dragons.append(
                [
                    origin,
                    COLOR_LETTER.get(current.get("color", ""), "?"),
                    current.get("status", ""),
                    current.get("owl_status", ""),
                    "",
                ]
            )

    for line in data.splitlines():
        line = line.strip()
        if line.endswith(":") and " " not in line:
            flush()
            origin, current = line[:-1], {}
        elif line:
            name, _, value = line.partition(" ")
            current[name] = value.strip()
    flush()
    lines = [line.split() for line in stones.splitlines() if line.strip()]
    for dragon in dragons:
        for members in lines:
            if dragon[0] in members:
                dragon[4] = " ".join(members)
    return dragons


def eye_spaces(engine: GtpEngine, board: Board) -> dict[tuple[str, str], dict[str, object]]:
    """GNU Go's eye spaces of both colours, by ``(colour, origin)``."""
    vertices = [board.vertex(p) for p in board.points]
    spaces: dict[tuple[str, str], dict[str, object]] = {}
    for color in ("black", "white"):
        answers = ask(engine, [f"eye_data {color} {v}" for v in vertices])
        for v, text in zip(vertices, answers, strict=True):
            rows = parse_table(text)
            if rows.get("color") != color:
                continue
            key = (COLOR_LETTER[color], rows["origin"])
            space = spaces.setdefault(
                key,
                {
                    "color": key[0],
                    "origin": key[1],
                    "points": [],
                    "marginal": [],
                    "value": rows["value"],
                },
            )
            space["points"].append(v)  # type: ignore[attr-defined]
            if rows.get("marginal") == "1":
                space["marginal"].append(v)  # type: ignore[attr-defined]
    return spaces


def position_entry(
    engine: GtpEngine, pos: Position, scratch: Path, sample: bool
) -> dict[str, object] | None:
    """GNU Go's answers on ``pos`` (see the module docstring), or None when left out."""
    board = pos.board()
    if not same_stones(engine, pos, scratch):
        return None
    data, stones = ask(engine, ["dragon_data", "dragon_stones"])
    dragons = parse_dragons(data, stones)
    critical = [d for d in dragons if "critical" in (d[2], d[3])]
    entry: dict[str, object] = {"id": pos.ident, "kind": pos.kind, "sgf": pos.sgf, "move": pos.move}
    entry["dragons"] = dragons
    if not critical and not sample:
        entry["spaces"] = []
        return entry
    ask(engine, [pos.loadsgf(scratch)])
    spaces = eye_spaces(engine, board)
    point_of = {board.vertex(p): p for p in board.points}
    owner: dict[str, list[str]] = defaultdict(list)
    for (color, _), space in spaces.items():
        for v in space["points"]:  # type: ignore[attr-defined]
            owner[v].append(color)
    kept = []
    for (color, _), space in sorted(spaces.items()):
        points = [point_of[v] for v in space["points"]]  # type: ignore[attr-defined]
        around = {board.vertex(n) for p in points for n in board.neighbours[p]}
        touching = [d[0] for d in critical if d[1] == color and not around.isdisjoint(d[4].split())]
        empties = [board.vertex(p) for p in points if board.get(p) == EMPTY]
        halves = {}
        if touching or sample:
            answers = ask(engine, [f"half_eye_data {v}" for v in empties])
            for v, text in zip(empties, answers, strict=True):
                half = parse_half_eye(text)
                if half[0] != "0":
                    halves[v] = half
        interesting = (
            bool(space["marginal"]) or bool(halves) or len(empties) < len(points)
        ) and len(points) <= 20
        if not touching and not (sample and interesting):
            continue
        alone = [v for v in space["points"] if len(owner[v]) == 1]  # type: ignore[attr-defined]
        inner = [v for v in alone if v not in space["marginal"]]  # type: ignore[operator]
        at = (inner or alone or [None])[0]
        space["at"] = at
        space["eval"] = ask(engine, [f"eval_eye {at}"])[0] if at else None
        space["halves"] = halves
        space["dragons"] = touching
        space["why"] = "critical" if touching else "sample"
        space["points"] = " ".join(space["points"])  # type: ignore[arg-type]
        space["marginal"] = " ".join(space["marginal"])  # type: ignore[arg-type]
        kept.append(space)
    entry["spaces"] = kept
    return entry


def load_eyes(split: str | None = None) -> list[tuple[str, str, int, dict[str, object]]]:
    """Every cached position as ``(game, split, size, entry)``; only ``split`` when given."""
    return load_cache(EYE_DIR, split)


def games() -> dict[str, list[Position]]:
    """The record positions, by game."""
    by_game: dict[str, list[Position]] = defaultdict(list)
    for pos in record_positions():
        by_game[pos.game].append(pos)
    return by_game


def answer(todo: list[Position], scratch: Path) -> tuple[list[dict[str, object]], float, str]:
    """GNU Go's answers on one game's positions (see :data:`STRIDE_19`), and the
    start of its line."""
    if todo[0].size == 19:
        todo = [p for i, p in enumerate(todo) if i % STRIDE_19 == 0 or p.move is None]
    entries, cpu = ask_each(
        todo,
        lambda engine, number, pos: position_entry(
            engine, pos, scratch, number % SAMPLE_EVERY == 0
        ),
    )
    spaces = [s for e in entries for s in e["spaces"]]  # type: ignore[attr-defined]
    dragons = len(
        [
            d
            for e in entries
            for d in e["dragons"]  # type: ignore[attr-defined]
            if "critical" in d[2:4]
        ]
    )
    why = Counter(s["why"] for s in spaces)
    summary = (
        f"{dragons} critical dragons, {why['critical']} of their eye spaces, "
        f"{why['sample']} sampled"
    )
    return entries, cpu, f"{todo[0].game}: {len(entries)} positions, {summary}"


def main(argv: list[str] | None = None) -> int:
    return run_oracle(argv, __doc__.splitlines()[0], EYE_DIR, games, answer, "eye-oracle-")


if __name__ == "__main__":
    sys.exit(main())
