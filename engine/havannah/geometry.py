"""The hexagonal board of Havannah: cells, neighbours, rim, notation, symmetries.

A board of side ``n`` has the cells ``(x, y)`` with ``0 <= x, y <= 2n-2`` and
``|x - y| < n`` (see ``docs/havannah.md``).  Cells are numbered row by row
(``y`` then ``x``), and everything else in the package works on these
indices; converting to and from the ``a1`` notation (letter = row ``y``,
number = ``x + 1``, or in *grid* numbering the place of the cell in its
row) and drawing diagrams happen here and nowhere else.

The six neighbour directions are listed in cyclic order (each is adjacent to
the next and the previous one), which the ring test relies on: a stone's
neighbours, walked in this order, go once around it.
"""

from __future__ import annotations

import string
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache

MIN_SIDE = 2
# Rows are letters a..z, so the widest board has 2n - 1 = 25 rows.
MAX_SIDE = 13

# Direction vectors in cyclic order: each direction is adjacent to the next.
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1))

ROW_LETTERS = string.ascii_lowercase

#: The two ways of numbering the cells of a row (``docs/havannah.md``):
#: HavannahGui's (the number is ``x + 1``; this project's own) and the grid
#: numbering of LittleGolem's records and Castro's older test files (the
#: number counts from the first cell of the row).
GUI, GRID = "gui", "grid"
NUMBERINGS = (GUI, GRID)

EMPTY = "."
STONE_CHARS = {"white": "O", "black": "X"}


class NotationError(ValueError):
    """A cell name that is malformed or off the board; the message says which."""


@dataclass(frozen=True)
class Geometry:
    """The fixed facts of a board of one side: cells, neighbours, rim, corners, edges.

    Build one with :func:`geometry` (cached); all attributes are tuples of
    cell indices.  ``neighbours[i]`` holds six entries in cyclic direction
    order, ``None`` for a direction that leaves the board.
    """

    side: int
    coords: tuple[tuple[int, int], ...] = field(repr=False)
    neighbours: tuple[tuple[int | None, ...], ...] = field(repr=False)
    corners: tuple[int, ...] = field(repr=False)
    edges: tuple[tuple[int, ...], ...] = field(repr=False)
    rim: frozenset[int] = field(repr=False)

    @property
    def size(self) -> int:
        """The number of cells, 3n(n-1) + 1."""
        return len(self.coords)

    def index(self, x: int, y: int) -> int | None:
        """Return the index of cell ``(x, y)``, or None when it is off the board."""
        return _index_table(self.side).get((x, y))

    def on_board_neighbours(self, cell: int) -> tuple[int, ...]:
        """Return the neighbours of ``cell`` that are on the board."""
        return tuple(c for c in self.neighbours[cell] if c is not None)

    # -- notation -------------------------------------------------------

    def first_x(self, y: int) -> int:
        """Return the ``x`` of the first cell of row ``y``."""
        return max(0, y - self.side + 1)

    def name(self, cell: int, numbering: str = GUI) -> str:
        """Return the name of ``cell``, e.g. ``d4`` (``numbering``: GUI or GRID)."""
        x, y = self.coords[cell]
        number = x + 1 - (self.first_x(y) if numbering == GRID else 0)
        return f"{ROW_LETTERS[y]}{number}"

    def parse(self, text: str, numbering: str = GUI) -> int:
        """Return the index of the cell named ``text`` (``a1``, ``D4``), in ``numbering``.

        In GRID numbering the number counts from the first cell of the row,
        so past the middle row grid ``k`` is GUI ``k + (y + 1 - side)``.
        Raises :class:`NotationError` for a malformed name or a cell off the board.
        """
        word = text.strip().lower()
        digits = word[1:]
        # isdigit() alone lets through digits int() refuses (``²``) or that a
        # client never means (``١``): only ASCII digits make a cell number.
        well_formed = digits.isascii() and digits.isdigit()
        if len(word) < 2 or word[0] not in ROW_LETTERS or not well_formed:
            raise NotationError(
                f"malformed cell {text!r} (expected a row letter and a number, e.g. a1)"
            )
        y = ROW_LETTERS.index(word[0])
        if len(digits) > 6:  # off any board (and int() refuses 4,301 digits)
            raise NotationError(f"cell {text[:12]!r}... is off the board of side {self.side}")
        x = int(digits) - 1
        if numbering == GRID:
            # Grid 0 lands just before the row's first cell: off the board, as it should.
            x += self.first_x(y)
        cell = self.index(x, y)
        if cell is None:
            raise NotationError(f"cell {text!r} is off the board of side {self.side}")
        return cell

    # -- diagrams -------------------------------------------------------

    def row_cells(self, y: int) -> tuple[int, ...]:
        """Return the cells of row ``y`` (letter ``ROW_LETTERS[y]``), in increasing ``x``."""
        n = self.side
        table = _index_table(n)
        return tuple(table[(x, y)] for x in range(max(0, y - n + 1), min(2 * n - 1, y + n)))

    def diagram(self, colour_of: dict[int, str], numbering: str = GUI) -> str:
        """Draw the board: one line a row, ``O`` white, ``X`` black, ``.`` empty.

        Rows go from ``a`` (top) down; each row is shifted so that a cell sits
        between its two neighbours of the row above, as on a real hex board.
        The row's letter starts the line and the range of its numbers (in
        ``numbering``) ends it.
        """
        n = self.side
        lines = []
        for y in range(2 * n - 1):
            cells = self.row_cells(y)
            indent = " " * abs(y - (n - 1))
            marks = " ".join(STONE_CHARS[colour_of[c]] if c in colour_of else EMPTY for c in cells)
            first, last = self.name(cells[0], numbering), self.name(cells[-1], numbering)
            lines.append(f"{ROW_LETTERS[y]} {indent}{marks}{indent}  {first}-{last}")
        return "\n".join(lines)


@dataclass(frozen=True)
class Diagram:
    """A position read by :func:`parse_diagram`."""

    geometry: Geometry
    white: tuple[int, ...]
    black: tuple[int, ...]
    #: Stones written in lower case (``o``, ``x``): e.g. the move to be played last.
    marked: tuple[int, ...]


def parse_diagram(text: str) -> Diagram:
    """Read a board drawn as :meth:`Geometry.diagram` draws it.

    Only the marks count: ``O`` white, ``X`` black, ``.`` empty, and ``o`` /
    ``x`` for a white / black stone to be singled out (listed in
    ``marked`` as well); a leading row letter and a trailing ``a1-a4`` range
    are ignored.  The side is given by the number of rows, 2n - 1.  Raises
    ValueError for an even number of rows or a row of the wrong length.
    """
    rows = []
    for line in text.strip("\n").splitlines():
        marks = [w for w in line.split() if w in ("O", "X", "o", "x", EMPTY)]
        if marks:
            rows.append(marks)
    if len(rows) % 2 == 0:
        raise ValueError(f"a diagram has an odd number of rows (2n - 1), not {len(rows)}")
    geo = geometry((len(rows) + 1) // 2)
    white, black, marked = [], [], []
    for y, marks in enumerate(rows):
        cells = geo.row_cells(y)
        if len(marks) != len(cells):
            raise ValueError(f"row {ROW_LETTERS[y]} has {len(marks)} cells, expected {len(cells)}")
        for cell, mark in zip(cells, marks, strict=True):
            if mark in "Oo":
                white.append(cell)
            elif mark in "Xx":
                black.append(cell)
            if mark in "ox":
                marked.append(cell)
    return Diagram(geo, tuple(white), tuple(black), tuple(marked))


@cache
def _index_table(side: int) -> dict[tuple[int, int], int]:
    n = side
    cells = [(x, y) for y in range(2 * n - 1) for x in range(2 * n - 1) if abs(x - y) < n]
    return {xy: i for i, xy in enumerate(cells)}


@cache
def geometry(side: int) -> Geometry:
    """Return the geometry of the board of side ``side`` (shared, immutable).

    Raises ValueError when ``side`` is outside ``MIN_SIDE..MAX_SIDE``.
    """
    if not MIN_SIDE <= side <= MAX_SIDE:
        raise ValueError(f"side must be from {MIN_SIDE} to {MAX_SIDE}, not {side}")
    n = side
    table = _index_table(n)
    coords = tuple(table)
    neighbours = tuple(
        tuple(table.get((x + dx, y + dy)) for dx, dy in DIRECTIONS) for x, y in coords
    )
    m = 2 * n - 2
    corner_xy = ((0, 0), (n - 1, 0), (m, n - 1), (m, m), (n - 1, m), (0, n - 1))
    corners = tuple(table[xy] for xy in corner_xy)
    # The six edges in order around the board; corners belong to none of them.
    on_edge: tuple[Callable[[int, int], bool], ...] = (
        lambda x, y: y == 0,
        lambda x, y: x == m,
        lambda x, y: x - y == n - 1,
        lambda x, y: y == m,
        lambda x, y: x == 0,
        lambda x, y: y - x == n - 1,
    )
    edges = tuple(
        tuple(i for i, (x, y) in enumerate(coords) if test(x, y) and i not in corners)
        for test in on_edge
    )
    rim = frozenset(i for i, nbs in enumerate(neighbours) if None in nbs)
    return Geometry(n, coords, neighbours, corners, edges, rim)


def symmetries(side: int) -> tuple[tuple[int, ...], ...]:
    """Return the 12 symmetries of the board as permutations of cell indices.

    ``perm[cell]`` is the image of ``cell``.  The first is the identity; the
    others are the rotations by multiples of 60 degrees about the centre,
    with and without the reflection that swaps ``x`` and ``y``.
    """
    geo = geometry(side)
    c = side - 1
    perms = []
    for reflect in (False, True):
        for turns in range(6):
            perm: list[int] = []
            for x, y in geo.coords:
                u, v = x - c, y - c
                if reflect:
                    u, v = v, u
                for _ in range(turns):
                    # A 60-degree turn maps direction (1,0) to (1,1) and (0,1) to (-1,0).
                    u, v = u - v, u
                perm.append(_index_table(side)[(u + c, v + c)])
            perms.append(tuple(perm))
    return tuple(perms)
