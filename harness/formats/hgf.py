"""Havannah game records (``.hgf``) made into a suite: who has won at the end, and one move before.

``regress import FOLDER`` reads every ``.hgf`` record of a folder
(LittleGolem's and HavannahGui's SGF-like records, ``docs/havannah.md``) and
writes a YAML Havannah suite with two cases a record: ``winner`` after all
of its moves, and after all but the last.  The expected answers come from
the record alone, never from a checker:

* one move before the end nobody has won: LittleGolem ends a game at the
  first win, so no move before the last wins;
* a record that ends with ``resign`` was not won on the board: ``none``;
* a record whose last move is by the player its ``RE`` names as the winner
  was won by that move: that colour; unless that stone cannot have made a
  ring, bridge or fork (its group touches fewer than two corners and three
  edges, and it has no two neighbours of its colour apart from each other
  in a group of six), for then the game was won another way, on time
  (LittleGolem writes ``RE[W]`` for that too);
* ``RE`` of a draw with the board full: ``draw``;
* any other end (lost on time or forfeit, ``RE`` naming the player who did
  not move last, no ``RE``) is one the record cannot explain: the case is
  written with the flag ``ignore`` (``&``), not judged.

These conditions are necessary, not sufficient: a game lost on time right
after a move that could have closed a ring (and did not) cannot be told from
a win without working out the ring, which is the checker's business, not the
record's: such a record is judged as a win.  A condition wrongly failed
could only leave a case unjudged, never judge one wrongly.

The records are read with sgfmill's SGF grammar: the moves are not SGF
points but cell names in grid numbering (``;W[H3]``), ``swap`` as the
second move, ``resign`` as the last.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from sgfmill import sgf_grammar

from harness.formats import SuiteFormatError

SUFFIX = ".hgf"
SWAP, RESIGN = "swap", "resign"
COLOURS = {"W": "white", "B": "black"}
_CELL = re.compile(r"[a-z][0-9]+")
_RESULT = re.compile(r"(W|B|WHITE|BLACK)(?![A-Z])\s*(?:\+\s*([A-Z]*))?")
_DRAW = frozenset({"0", "D", "DRAW", "JIGO"})
#: The six neighbours of cell (x, y) (``docs/havannah.md``).
_DIRECTIONS = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))


@dataclass(frozen=True)
class GameRecord:
    """What a record says: side, moves (``(colour, cell or swap)``), resignation, ``RE``."""

    path: Path
    side: int
    moves: tuple[tuple[str, str], ...]
    resigned: str | None = None  # the colour that resigned
    result: str = ""  # RE as written


def read_hgf(path: str | Path) -> GameRecord:
    """Read one record.  Raises :class:`SuiteFormatError` naming the file and what is wrong."""
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise SuiteFormatError(f"{path}: cannot read: {error.strerror}") from error
    try:
        nodes = list(sgf_grammar.main_sequence_iter(sgf_grammar.parse_sgf_game(data)))
    except ValueError as error:
        raise SuiteFormatError(f"{path}: not an SGF-like record: {error}") from None
    root = nodes[0]

    def text(node: dict[str, list[bytes]], key: str) -> str:
        return node[key][0].decode("utf-8", "replace").strip() if key in node else ""

    size = text(root, "SZ")
    if not (size.isascii() and size.isdigit() and 2 <= int(size) <= 13):
        raise SuiteFormatError(f"{path}: SZ[{size}] is not a side from 2 to 13")
    moves: list[tuple[str, str]] = []
    resigned = None
    for node in nodes[1:]:
        played = [key for key in COLOURS if key in node]
        if not played:
            continue
        number = len(moves) + 1
        if len(played) > 1 or resigned is not None:
            raise SuiteFormatError(f"{path}: move {number} is not one move after the last")
        colour = COLOURS[played[0]]
        if colour != ("white" if len(moves) % 2 == 0 else "black"):
            raise SuiteFormatError(
                f"{path}: move {number} is {colour}'s (white moves first, then by turns)"
            )
        move = text(node, played[0]).lower()
        if move == RESIGN:
            resigned = colour
        elif (move == SWAP and number == 2) or _CELL.fullmatch(move):
            moves.append((colour, move))
        else:
            raise SuiteFormatError(f"{path}: move {number} is {move!r}, not a cell")
    return GameRecord(path, int(size), tuple(moves), resigned, text(root, "RE"))


@dataclass(frozen=True)
class Outcome:
    """The expected answer of ``winner`` after a record's moves, and why."""

    expect: str
    judged: bool
    why: str


def final_outcome(record: GameRecord) -> Outcome:
    """Who has won after all of a record's moves, as the record tells (see the module)."""
    if record.resigned:
        return Outcome("none", True, f"{record.resigned} resigned")
    result = record.result.upper()
    if not record.moves:
        return Outcome("none", False, "no moves")
    colour, move = record.moves[-1]
    if result in _DRAW:
        stones = len(record.moves) - sum(1 for _, m in record.moves if m == SWAP)
        full = stones == 3 * record.side * (record.side - 1) + 1
        return Outcome("draw", full, "a draw" + ("" if full else " before the board was full"))
    found = _RESULT.match(result)
    if found is None:
        return Outcome("none", False, f"the record does not say who won (RE[{record.result}])")
    winner = COLOURS[found.group(1)[0]]
    reason = found.group(2) or ""
    if reason[:1] in ("T", "F"):
        return Outcome("none", False, f"{winner} won on time or by forfeit (RE[{record.result}])")
    if reason[:1] == "R":
        return Outcome("none", False, f"RE[{record.result}] without a resign move")
    if winner != colour or move == SWAP:
        return Outcome(
            "none", False, f"{winner} won, but {colour} made the last move (lost on time?)"
        )
    if not _could_have_won(record):
        return Outcome(
            "none",
            False,
            f"{winner} won, but the last move, {move.upper()}, cannot have made a ring, "
            "bridge or fork (lost on time?)",
        )
    return Outcome(winner, True, f"{winner} won with the last move, {move.upper()}")


def _grid_xy(cell: str, side: int) -> tuple[int, int]:
    """``(x, y)`` of a cell in grid numbering: the number counts from the row's first cell."""
    y = ord(cell[0]) - ord("a")
    return int(cell[1:]) - 1 + max(0, y - side + 1), y


def _could_have_won(record: GameRecord) -> bool:
    """Whether the record's last stone could have completed a ring, bridge or fork.

    Necessary conditions, read off the stones by the rules alone (no
    checker): a bridge or fork is the last stone's group touching two
    corners or three edges; a new ring passes through the last stone, which
    so has two neighbours of its colour that are not next to each other (the
    ring's cells on either side of it: a ring around one cell, filled or
    not, too), in a group of six stones at least.  A swap recolours the
    first stone.
    """
    side = record.side
    stones: dict[tuple[int, int], str] = {}
    for colour, move in record.moves:
        if move == SWAP:
            stones = dict.fromkeys(stones, "black")
        else:
            stones[_grid_xy(move, side)] = colour
    colour, move = record.moves[-1]
    last = _grid_xy(move, side)
    group, todo = {last}, [last]
    while todo:
        x, y = todo.pop()
        for dx, dy in _DIRECTIONS:
            cell = (x + dx, y + dy)
            if cell not in group and stones.get(cell) == colour:
                group.add(cell)
                todo.append(cell)
    top = 2 * side - 2
    corners = {(0, 0), (side - 1, 0), (top, side - 1), (top, top), (side - 1, top), (0, side - 1)}
    edges = {
        index
        for x, y in group - corners
        for index, on in enumerate(
            (y == 0, x == top, x - y == side - 1, y == top, x == 0, y - x == side - 1)
        )
        if on
    }
    if len(group & corners) >= 2 or len(edges) >= 3:
        return True
    own = [
        i
        for i, (dx, dy) in enumerate(_DIRECTIONS)
        if stones.get((last[0] + dx, last[1] + dy)) == colour
    ]
    apart = any((j - i) % 6 in (2, 3, 4) for i in own for j in own)
    return len(group) >= 6 and apart


def record_files(folder: Path) -> list[Path]:
    """The records in a folder (not its subfolders), sorted by name."""
    return sorted(p for p in folder.iterdir() if p.suffix.lower() == SUFFIX and p.is_file())


def records_to_yaml(folder: str | Path, target: str | Path) -> int:
    """Write a YAML Havannah suite of the records in ``folder``; return the number of cases.

    Case ``2k-1`` asks ``winner`` after all the moves of the k-th record
    (by file name), case ``2k`` one move before.  The records' paths are
    written relative to the target's folder, which must hold them.
    Raises :class:`SuiteFormatError` for a bad record or a target outside.
    """
    folder, target = Path(folder), Path(target)
    files = record_files(folder)
    if not files:
        raise SuiteFormatError(f"{folder}: no {SUFFIX} records")
    base = target.parent.resolve()
    cases: list[dict[str, Any]] = []
    for index, file in enumerate(files, start=1):
        record = read_hgf(file)
        try:
            name = file.resolve().relative_to(base).as_posix()
        except ValueError:
            raise SuiteFormatError(
                f"{target}: the suite must sit in a folder that holds {file}"
            ) from None
        if any(c.isspace() for c in name):
            raise SuiteFormatError(f"{file}: a record's path cannot hold a blank")
        count = len(record.moves)
        end = final_outcome(record)
        last = record.moves[-1][1].upper() if record.moves else ""
        case: dict[str, Any] = {"id": 2 * index - 1, "hgf": name, "command": "winner"}
        case["expect"] = end.expect
        if not end.judged:
            case["status"] = "ignore"
        case["note"] = f"At the end ({count} moves): {end.why}."
        cases.append(case)
        if count:
            cases.append(
                {
                    "id": 2 * index,
                    "hgf": name,
                    "until": count - 1,
                    "command": "winner",
                    "expect": "none",
                    "note": f"One move before the end, before {last}: the game goes on.",
                }
            )
    document = {
        "suite": target.stem,
        "game": "havannah",
        "description": f"Who has won at the end of each record of {folder.name}/, and one "
        "move before; the answers come from the records (regress import).",
        "cases": cases,
    }
    target.write_text(
        yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100),
        encoding="utf-8",
    )
    return len(cases)
