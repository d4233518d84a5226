"""Opening sets: the start positions of a match's game pairs.

An opening is a short sequence of moves, colours alternating from the
game's first colour (Go: black; Havannah: white).  A file of openings is
either

* a text file, one opening a line, the moves separated by spaces
  (``C3 G7 C7 G3``); ``#`` starts a comment, empty lines are skipped; or
* for Go, an SGF file with one or more games: each game's main line (its
  moves, not setup stones) is one opening.

Each size of the common boards has a shipped set, made by
:mod:`harness.match.make_openings` (``harness/match/data/go-9.txt`` ...).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from pathlib import Path

from sgfmill import common, sgf, sgf_grammar

from harness.match.referee import COLOURS, GO

DATA = Path(__file__).parent / "data"


class OpeningsError(ValueError):
    """An openings file that cannot be read; the message names file and line."""


@dataclass(frozen=True)
class Opening:
    """One opening: its moves (``(colour, move)``) and where it was read."""

    moves: tuple[tuple[str, str], ...]
    source: str

    def text(self) -> str:
        """The moves as one line."""
        return " ".join(move for _, move in self.moves)


def shipped(game: str, size: int) -> Path:
    """The shipped openings file of ``game`` at ``size``; OpeningsError when there is none."""
    path = DATA / f"{game}-{size}.txt"
    if not path.is_file():
        sizes = sorted(int(p.stem.split("-")[1]) for p in DATA.glob(f"{game}-*.txt"))
        known = ", ".join(map(str, sizes)) or "none"
        raise OpeningsError(
            f"no shipped openings for {game} at size {size} (shipped: {known}); "
            "give --openings FILE"
        )
    return path


def digest(path: Path) -> str:
    """A short content hash of an openings file (kept in the run file's header)."""
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def read_openings(path: Path, game: str) -> list[Opening]:
    """Read the openings of ``path`` (see the module's text).

    Raises :class:`OpeningsError` naming the file (and line) for a file that
    cannot be read or holds no opening.
    """
    try:
        data = path.read_bytes()
    except OSError as error:
        raise OpeningsError(f"{path}: cannot read: {error.strerror}") from None
    if path.suffix.lower() == ".sgf":
        if game != GO:
            raise OpeningsError(f"{path}: SGF openings are read for Go only")
        openings = _read_sgf(path, data)
    else:
        openings = _read_text(path, data, game)
    if not openings:
        raise OpeningsError(f"{path}: no openings in the file")
    return openings


def _read_text(path: Path, data: bytes, game: str) -> list[Opening]:
    first, second = COLOURS[game]
    openings = []
    for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
        words = line.split("#", 1)[0].split()
        if not words:
            continue
        moves = []
        for index, word in enumerate(words):
            if not word.isalnum():
                raise OpeningsError(f"{path}:{number}: {word!r} is not a move")
            moves.append((first if index % 2 == 0 else second, word))
        openings.append(Opening(tuple(moves), f"{path.name}:{number}"))
    return openings


def _read_sgf(path: Path, data: bytes) -> list[Opening]:
    try:
        trees = sgf_grammar.parse_sgf_collection(data)
    except ValueError as error:
        raise OpeningsError(f"{path}: not an SGF file: {error}") from None
    openings = []
    for index, tree in enumerate(trees, 1):
        try:
            game = sgf.Sgf_game.from_coarse_game_tree(tree)
            size = game.get_size()
            moves = []
            for node in game.get_main_sequence():
                colour, point = node.get_move()
                if colour is None:
                    continue
                name = "black" if colour == "b" else "white"
                moves.append((name, common.format_vertex(point)))
        except ValueError as error:
            raise OpeningsError(f"{path}: game {index}: {error}") from None
        openings.append(Opening(tuple(moves), f"{path.name}#{index} (size {size})"))
    return openings
