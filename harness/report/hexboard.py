"""The position of a Havannah case, and its hexagonal board drawn as SVG.

The position is rebuilt as the Go positions are (:mod:`harness.report.position`):
by the program that knows how to build it, this project's ``havannah``
engine, opened in process through the engine registry.  The case's setup is
replayed on it (``loadhgf``, ``play``, ``playgame``, ``undo``, the numbering
commands ...), then, in this project's numbering, ``showboard`` tells where
the stones are and ``ring_cells`` which cells a ring encloses; ``undo`` and a
second ``showboard`` tell the last stone played.

Cells here are ``(x, y)`` pairs as ``docs/havannah.md`` defines them: the
row letter is ``y``, and the number is ``x + 1`` in our numbering or counts
from the row's first cell in grid numbering.
"""

from __future__ import annotations

import math
import re
import string
from dataclasses import dataclass

from markupsafe import Markup

from harness import commands
from harness.cases import Case
from harness.engines.gtp import EngineError
from harness.engines.registry import Session, SpecError, open_session
from harness.runner import resolve_paths

Cell = tuple[int, int]
ROWS = string.ascii_lowercase
GUI_NUMBERING = "hguicoords"
_CELL = re.compile(r"(?<![A-Za-z0-9])([A-Za-z])([0-9]{1,2})(?![0-9])")
_MARKS = {"O": "white", "X": "black"}


@dataclass(frozen=True)
class HexPosition:
    """A Havannah position: the side, the stones by colour, the last stone, a ring's inside."""

    side: int
    white: frozenset[Cell]
    black: frozenset[Cell]
    last_move: Cell | None = None
    enclosed: frozenset[Cell] = frozenset()


def first_x(side: int, y: int) -> int:
    """The ``x`` of the first cell of row ``y``."""
    return max(0, y - side + 1)


def on_board(side: int, cell: Cell) -> bool:
    """Whether ``cell`` lies on the board of ``side``."""
    x, y = cell
    return 0 <= x <= 2 * side - 2 and 0 <= y <= 2 * side - 2 and abs(x - y) < side


def parse_cell(text: str, side: int, grid: bool = False) -> Cell | None:
    """The cell named ``text`` (``d4``, ``J11``) in our or grid numbering; None when off board."""
    found = _CELL.fullmatch(text.strip())
    if found is None:
        return None
    y = ROWS.index(found.group(1).lower())
    x = int(found.group(2)) - 1 + (first_x(side, y) if grid else 0)
    return (x, y) if on_board(side, (x, y)) else None


def cells_in(text: str, side: int, grid: bool = False) -> list[Cell]:
    """The cells named in ``text`` that lie on the board, in order, each once."""
    found: list[Cell] = []
    for match in _CELL.finditer(text):
        cell = parse_cell(match.group(0), side, grid)
        if cell is not None and cell not in found:
            found.append(cell)
    return found


def parse_showboard(text: str) -> tuple[int, dict[Cell, str]] | None:
    """The side and the stones of the checker's ``showboard`` drawing (None if it is not one).

    One line a row from ``a`` down: the row letter, the cells (``O`` white,
    ``X`` black, ``.`` empty) and the row's range of numbers.
    """
    rows = [line.split() for line in text.strip("\n").splitlines() if line.strip()]
    if len(rows) % 2 == 0:
        return None
    side = (len(rows) + 1) // 2
    stones: dict[Cell, str] = {}
    for y, words in enumerate(rows):
        marks = [w for w in words[1:] if w in (".", "O", "X")]
        if not words or words[0] != ROWS[y] or len(marks) != 2 * side - 1 - abs(y - side + 1):
            return None
        for i, mark in enumerate(marks):
            if mark in _MARKS:
                stones[(first_x(side, y) + i, y)] = _MARKS[mark]
    return side, stones


def grid_in_force(setup: tuple[str, ...]) -> bool:
    """Whether ``setup`` ends in grid numbering (its last numbering command is ``gridcoords``)."""
    numbering = [c for c in setup if commands.kind(c) is commands.Kind.NUMBERING]
    return bool(numbering) and commands.verb(numbering[-1]) == commands.GRID_NUMBERING


class HexPositionFinder:
    """Rebuilds the positions of Havannah cases on an in-process ``havannah`` engine.

    ``position`` returns None for a case whose position cannot be rebuilt
    (a setup the engine refuses, no ``havannah`` engine).
    """

    def __init__(self, engine: str = "havannah") -> None:
        self.engine = engine
        self._session: Session | None = None
        self._unavailable = False
        self._cache: dict[tuple[str, tuple[str, ...]], HexPosition | None] = {}

    def position(self, case: Case) -> HexPosition | None:
        """The position the case's command is judged on (cached by setup)."""
        key = (case.base_dir, case.setup)
        if key not in self._cache:
            self._cache[key] = self._rebuild(case)
        return self._cache[key]

    def _open(self) -> Session | None:
        if self._session is None and not self._unavailable:
            try:
                self._session = open_session(self.engine, timeout=None)
            except (SpecError, EngineError, OSError):
                self._unavailable = True
        return self._session

    def _rebuild(self, case: Case) -> HexPosition | None:
        session = self._open()
        if session is None:
            return None
        try:
            session.restart()
            for command in case.setup:
                if commands.kind(command) is commands.Kind.SETTING:
                    continue
                if not session.send(resolve_paths(command, case.base_dir)).ok:
                    return None  # the drawing would be of some other position
            session.send(GUI_NUMBERING)
            board, ring = session.send("showboard"), session.send("ring_cells")
            before = session.send("showboard") if session.send("undo").ok else None
        except EngineError:
            self._session = None
            return None
        drawn = parse_showboard(board.text) if board.ok else None
        if drawn is None:
            return None
        side, stones = drawn
        last = None
        earlier = parse_showboard(before.text) if before is not None and before.ok else None
        if earlier is not None:
            added = [cell for cell in stones if cell not in earlier[1]]
            last = added[0] if len(added) == 1 else None
        return HexPosition(
            side=side,
            white=frozenset(c for c, colour in stones.items() if colour == "white"),
            black=frozenset(c for c, colour in stones.items() if colour == "black"),
            last_move=last,
            enclosed=frozenset(cells_in(ring.text, side) if ring.ok else ()),
        )

    def close(self) -> None:
        """Stop the engine."""
        if self._session is not None:
            self._session.close()
            self._session = None


RADIUS = 13.0  # from a cell's centre to its corners, in pixels


def hex_svg(position: HexPosition, targets: tuple[Cell, ...] = ()) -> Markup:
    """Draw ``position`` as an SVG element: the cells, the stones, the last stone
    (a dot), the cells of ``targets`` (outlined) and the cells a ring encloses
    (green).

    Rows go from ``a`` at the top down, each shifted half a cell as on the
    board; every cell carries its name in our numbering.  Only numbers and
    names made here go into the SVG, so it is safe in the page as it is.
    """
    side = position.side
    width = math.sqrt(3) * RADIUS  # between two cells of a row
    margin = RADIUS + 14  # room for the row letters

    def centre(cell: Cell) -> tuple[float, float]:
        x, y = cell
        return margin + (2 * x - y + side - 1) * width / 2, margin + y * 1.5 * RADIUS

    full_w = margin * 2 + (2 * side - 2) * width
    full_h = margin * 2 + (2 * side - 2) * 1.5 * RADIUS
    shown = min(max(full_w, 260), 480)
    parts = [
        f'<svg class="board hex" viewBox="0 0 {full_w:.0f} {full_h:.0f}" width="{shown:.0f}" '
        f'height="{shown * full_h / full_w:.0f}" role="img" '
        f'aria-label="Havannah board of side {side}">'
    ]
    corners = [
        (math.cos(math.radians(30 + 60 * k)), math.sin(math.radians(30 + 60 * k))) for k in range(6)
    ]

    def hexagon(cell: Cell, kind: str, scale: float = 1.0) -> str:
        cx, cy = centre(cell)
        r = RADIUS * scale
        points = " ".join(f"{cx + r * dx:.1f},{cy + r * dy:.1f}" for dx, dy in corners)
        return f'<polygon class="{kind}" points="{points}"/>'

    cells = [(x, y) for y in range(2 * side - 1) for x in range(2 * side - 1)]
    cells = [cell for cell in cells if on_board(side, cell)]
    for y in range(2 * side - 1):
        row = [cell for cell in cells if cell[1] == y]
        for cell in row:
            parts.append(hexagon(cell, "cell enclosed" if cell in position.enclosed else "cell"))
        lx, ly = centre(row[0])
        parts.append(f'<text x="{lx - width * 0.9:.1f}" y="{ly + 3:.1f}">{ROWS[y]}</text>')
    stones = {**{c: "w" for c in position.white}, **{c: "b" for c in position.black}}
    for cell in cells:
        if cell in stones:
            continue
        cx, cy = centre(cell)
        name = f"{ROWS[cell[1]]}{cell[0] + 1}"
        parts.append(f'<text class="name" x="{cx:.1f}" y="{cy + 2.5:.1f}">{name}</text>')
    for cell, colour in sorted(stones.items()):
        cx, cy = centre(cell)
        parts.append(
            f'<circle class="{colour}" cx="{cx:.1f}" cy="{cy:.1f}" r="{RADIUS * 0.72:.1f}"/>'
        )
    last = position.last_move
    if last is not None and last in stones:
        cx, cy = centre(last)
        colour = "onb" if stones[last] == "b" else "onw"
        parts.append(
            f'<circle class="last {colour}" cx="{cx:.1f}" cy="{cy:.1f}" r="{RADIUS * 0.25:.1f}"/>'
        )
    for cell in targets:
        if on_board(side, cell):
            parts.append(hexagon(cell, "target", 0.86))
    parts.append("</svg>")
    return Markup("".join(parts))  # noqa: S704 - numbers and names made here only
