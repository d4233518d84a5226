"""Make :mod:`engine.go.eye_shapes`, the table of small eye shapes and their values.

Run ``python -m engine.go.make_eye_shapes`` from the checkout: it rewrites
``engine/go/eye_shapes.py`` byte for byte (``--check`` only says whether
the checked-in table is what the search gives now).  Every value in the table
comes from this project's own exact search, :func:`engine.go.optics.search_shape`;
the table only saves that search the first time a process meets a shape.

Which shapes are in it (the *domain*), all without half eyes (their key
diagonals make the shapes too many to list, and the search is quick on them):

* every polyomino of up to :data:`MAX_POINTS` points, in the open, on an
  edge and in a corner, empty and with no marginal vertex (the eye shapes of
  the textbooks: straight, bent, bulky, rabbity, ...);
* every polyomino of up to :data:`MAX_STONE_POINTS` points, placed the same
  ways, with no marginal vertex and any set of its points holding attacker
  stones (a nakade being filled, or an eye with dead stones);
* every polyomino of up to :data:`MAX_MARGINAL_POINTS` points, placed the same
  ways, all points empty, with any set of marginal vertices; a marginal vertex
  with room outside the space may have the defender's wall there or not.

A point's ``wall`` attribute is then fixed by the placement, except on a
marginal vertex as said: an inner point of an eye space touches nothing but
the space, the defender's stones and the edge.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from itertools import combinations, product
from pathlib import Path

from engine.go.optics import (
    _ATT,
    _EMPTY,
    CellAttrs,
    Shape,
    canonical_shape,
    encode_shape,
    search_shape,
)

#: Polyominoes up to this size, all empty and with no marginal vertex.
MAX_POINTS = 7
#: Polyominoes up to this size get every set of attacker stones.
MAX_STONE_POINTS = 6
#: Polyominoes up to this size get every set of marginal vertices.
MAX_MARGINAL_POINTS = 5

TARGET = Path(__file__).with_name("eye_shapes.py")

Cell = tuple[int, int]


def polyominoes(size: int) -> list[frozenset[Cell]]:
    """Every fixed polyomino of ``size`` cells, moved to row 0 and column 0, sorted."""
    shapes = {frozenset({(0, 0)})}
    for _ in range(size - 1):
        grown = set()
        for shape in shapes:
            for r, c in shape:
                for cell in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if cell not in shape:
                        grown.add(_normalised(shape | {cell}))
        shapes = grown
    return sorted(shapes, key=sorted)


def _normalised(cells: frozenset[Cell]) -> frozenset[Cell]:
    r0 = min(r for r, _ in cells)
    c0 = min(c for _, c in cells)
    return frozenset((r - r0, c - c0) for r, c in cells)


def placements(cells: frozenset[Cell]) -> Iterator[tuple[list[Cell], list[bool]]]:
    """The shape in the open, against the top edge, and in the top left corner:
    its cells (sorted) and whether each has an on-board point outside the shape."""
    ordered = sorted(cells)
    for top, left in ((False, False), (True, False), (True, True)):
        room = []
        for r, c in ordered:
            around = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
            room.append(
                any(
                    n not in cells and not (top and n[0] < 0) and not (left and n[1] < 0)
                    for n in around
                )
            )
        yield ordered, room


def shapes() -> Iterator[Shape]:
    """Every canonical shape of the domain (the module docstring), each once."""
    seen: set[Shape] = set()
    for size in range(1, max(MAX_POINTS, MAX_STONE_POINTS, MAX_MARGINAL_POINTS) + 1):
        for poly in polyominoes(size):
            for cells, room in placements(poly):
                for attrs in _variants(room):
                    shape, _ = canonical_shape(cells, attrs)
                    if shape not in seen:
                        seen.add(shape)
                        yield shape


def _variants(room: list[bool]) -> Iterator[list[CellAttrs]]:
    """The attribute lists of one placed shape (see the module docstring)."""
    n = len(room)
    if MAX_STONE_POINTS < n <= MAX_POINTS:
        yield [(0, False, room[i], _EMPTY, ()) for i in range(n)]
    if n <= MAX_STONE_POINTS:
        for count in range(n + 1):
            for stones in combinations(range(n), count):
                yield [(0, False, room[i], _ATT if i in stones else _EMPTY, ()) for i in range(n)]
    if n <= MAX_MARGINAL_POINTS:
        # Per point: inner, marginal beside the wall (if it has room), marginal in the open.
        choices = [("inner", "wall", "open") if r else ("inner", "open") for r in room]
        for kinds in product(*choices):
            if "inner" in kinds and len(set(kinds)) == 1:
                continue  # no marginal vertex: listed with the stones above
            yield [
                (0, kind != "inner", room[i] if kind == "inner" else kind == "wall", _EMPTY, ())
                for i, kind in enumerate(kinds)
            ]


def render() -> str:
    """The text of ``eye_shapes.py``."""
    lines = []
    for shape in sorted(shapes()):
        a, b, c, d, attack, defense = search_shape(shape, True)
        vital = "".join("-" if v is None else str(v) for v in (attack, defense))
        lines.append(f"{encode_shape(shape)} {a}{b}{c}{d}{vital}")
    lines.sort()
    body = "\n".join(lines)
    return (
        '"""Eye values of small eye shapes, made by ``python -m engine.go.make_eye_shapes``.\n'
        "\n"
        "Do not edit: regenerate.  Each line is a shape in canonical form (three\n"
        "characters a point: row, column, flags; see ``optics.encode_shape``), a space,\n"
        "then ``a b c d`` and the attack and defense cells (``-`` for none), as\n"
        "``optics.solve_shape`` answers them.  The shapes have no half eyes, so the\n"
        "values hold with and without the repartition.\n"
        '"""\n'
        "\n"
        f"MAX_POINTS = {MAX_POINTS}\n"
        f"MAX_STONE_POINTS = {MAX_STONE_POINTS}\n"
        f"MAX_MARGINAL_POINTS = {MAX_MARGINAL_POINTS}\n"
        "\n"
        f'TABLE = """\\\n{body}\n"""\n'
    )


def main(argv: list[str] | None = None) -> int:
    """Write the table (or, with ``--check``, compare it); return the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="exit 1 when the checked-in table differs from a fresh one",
    )
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        same = TARGET.read_text() == text
        print("eye_shapes.py is up to date" if same else "eye_shapes.py differs: regenerate")
        return 0 if same else 1
    TARGET.write_text(text)
    print(f"wrote {TARGET} ({text.count(chr(10))} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
