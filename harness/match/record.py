"""Match run files and SGF records.

A match run file is JSON lines like a suite run's: line 1 is the header
(``"kind": "match"``, the engines, game, size, komi, openings and their
hash, the stopping rule, harness version, start time, host), every later
line one finished game (:meth:`GameRecord.to_json`), appended and flushed
as the game ends.  ``--resume`` reads the file back, checks that its header
describes the same match, and plays only the games it lacks.  A torn last
line (a killed run) is dropped with a warning; a game number that appears
twice is kept once, and reported.
"""

from __future__ import annotations

import datetime as _dt
import json
import os
import platform
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sgfmill import common, sgf

from harness import __version__
from harness.match.game import GameRecord
from harness.match.referee import GO

MATCH_FORMAT = 1
#: Header fields that must agree for --resume to continue a run file.
SAME_MATCH = ("game", "size", "komi", "engines", "openings_hash")


class MatchFileError(Exception):
    """A match run file that cannot be read or resumed; names file and line."""


@dataclass
class MatchFile:
    """A match run file's content."""

    header: dict[str, Any]
    games: list[GameRecord] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    #: Game numbers that appeared more than once (the first line was kept).
    repeated: list[int] = field(default_factory=list)


def new_header(**fields: Any) -> dict[str, Any]:
    """A header with the harness's own fields filled in."""
    return {
        "kind": "match",
        "format": MATCH_FORMAT,
        "harness_version": __version__,
        "started": _dt.datetime.now(_dt.UTC).isoformat(timespec="seconds"),
        "host": platform.node(),
        **fields,
    }


def write_header(path: Path, header: dict[str, Any]) -> None:
    """Start a new run file with ``header`` (replacing any file there)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as stream:
        stream.write(json.dumps(header, sort_keys=True) + "\n")


def append_game(path: Path, record: GameRecord) -> None:
    """Append one finished game and make sure it reached the disk."""
    with path.open("a", encoding="utf-8") as stream:
        stream.write(json.dumps(record.to_json(), sort_keys=True) + "\n")
        stream.flush()
        os.fsync(stream.fileno())


def read_match(path: Path) -> MatchFile:
    """Read a match run file; raises :class:`MatchFileError` naming the file and line."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as error:
        raise MatchFileError(f"{path}: cannot read: {error.strerror}") from None
    if not lines:
        raise MatchFileError(f"{path}:1: empty file, expected a match header")
    try:
        header = json.loads(lines[0])
    except json.JSONDecodeError:
        raise MatchFileError(f"{path}:1: the header is not JSON") from None
    if not isinstance(header, dict) or header.get("kind") != "match":
        raise MatchFileError(f'{path}:1: not a match run file (no "kind": "match")')
    content = MatchFile(header)
    seen: set[int] = set()
    for number, line in enumerate(lines[1:], 2):
        if not line.strip():
            continue
        try:
            record = GameRecord.from_json(json.loads(line))
        except json.JSONDecodeError:
            if number == len(lines):
                content.warnings.append(f"{path}:{number}: torn last line dropped")
                continue
            raise MatchFileError(f"{path}:{number}: not JSON") from None
        except (KeyError, TypeError, ValueError, AttributeError) as error:
            raise MatchFileError(f"{path}:{number}: not a game record: {error}") from None
        if record.number in seen:
            content.repeated.append(record.number)
            content.warnings.append(f"{path}:{number}: game {record.number} again, ignored")
            continue
        seen.add(record.number)
        content.games.append(record)
    return content


def drop_torn_line(path: Path) -> bool:
    """Cut a last line that a killed run left without its newline; True if one was cut.

    Games appended later must start on a line of their own.
    """
    data = path.read_bytes()
    if not data or data.endswith(b"\n"):
        return False
    path.write_bytes(data[: data.rfind(b"\n") + 1])
    return True


def check_resumable(path: Path, old: dict[str, Any], new: dict[str, Any]) -> None:
    """Raise :class:`MatchFileError` when ``old`` (the file's header) is another match."""
    for key in SAME_MATCH:
        if old.get(key) != new.get(key):
            raise MatchFileError(
                f"{path}:1: cannot resume: {key} was {old.get(key)!r}, now {new.get(key)!r}"
            )


def duplicate_games(games: list[GameRecord]) -> list[list[int]]:
    """Groups of games with the same engine first and the same moves (replays)."""
    groups: dict[tuple[str, tuple[str, ...]], list[int]] = {}
    for record in games:
        groups.setdefault((record.first, record.moves), []).append(record.number)
    return sorted(sorted(numbers) for numbers in groups.values() if len(numbers) > 1)


def sgf_text(header: dict[str, Any], record: GameRecord) -> str:
    """The game as SGF (Go with sgfmill; Havannah as GM[11] with our cell names)."""
    game, size = header["game"], int(header["size"])
    engines = header["engines"]
    first_label, second_label = record.first, "B" if record.first == "A" else "A"
    comment = f"game {record.number}, opening {record.opening}: {record.reason}"
    if record.detail:
        comment += f" ({record.detail})"
    if game == GO:
        sgf_game = sgf.Sgf_game(size)
        root = sgf_game.get_root()
        root.set("KM", float(header["komi"]))
        root.set("PB", engines[first_label])
        root.set("PW", engines[second_label])
        root.set("RE", record.result)
        root.set("C", comment)
        colour = "b"
        for move in record.moves:
            node = sgf_game.extend_main_sequence()
            node.set_move(colour, common.move_from_vertex(move, size))
            colour = "w" if colour == "b" else "b"
        return str(sgf_game.serialise().decode())

    # Havannah: white moves first.
    def escape(text: str) -> str:
        return text.replace("\\", "\\\\").replace("]", "\\]")

    parts = [
        f"(;FF[4]GM[11]SZ[{size}]PW[{escape(engines[first_label])}]"
        f"PB[{escape(engines[second_label])}]RE[{record.result}]C[{escape(comment)}]"
    ]
    colour = "W"
    for move in record.moves:
        parts.append(f";{colour}[{move}]")
        colour = "B" if colour == "W" else "W"
    return "".join(parts) + ")\n"
