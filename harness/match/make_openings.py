"""Make a set of short balanced openings: ``python -m harness.match.make_openings``.

An opening here is a few moves, as many for each colour, drawn at random
from the middle of the board with room around every stone, so that no
opening starts a fight or gives one side more than the first move (which the
colour swap of a game pair cancels):

* Go: stones on the third line or higher, no two closer than three steps
  (Manhattan distance); 4 moves on 9x9 and 13x13, 6 on 19x19.
* Havannah: stones off the rim and not touching; 2 moves (docs/havannah.md
  gives the geometry: cells ``(x, y)`` with ``|x - y| < side``, named by the
  row letter ``y`` and the number ``x + 1``).

Openings equal under a symmetry of the board (8 for Go, 12 for Havannah)
are kept once.  With ``--judge ENGINE`` (an engine that answers
``estimate_score``, such as GNU Go) an opening is kept only when the score
estimate after it is within ``--margin`` points of even, komi included.

Prints one opening a line, after a comment saying how the set was made.
"""

from __future__ import annotations

import argparse
import random
import shlex
import sys
from collections.abc import Callable, Iterator

from sgfmill import common

from harness.engines.gtp import EngineError
from harness.engines.registry import SpecError, open_session
from harness.match.referee import DEFAULT_KOMI, GO, HAVANNAH

Point = tuple[int, int]
DEFAULT_MOVES = {9: 4, 13: 4, 19: 6}


# ----- Go -------------------------------------------------------------------


def go_points(size: int) -> list[Point]:
    """The points on the third line or higher, ``(row, col)`` from 0."""
    low, high = 2, size - 3
    return [(r, c) for r in range(low, high + 1) for c in range(low, high + 1)]


def go_symmetries(size: int) -> list[Callable[[Point], Point]]:
    """The 8 symmetries of a square board."""
    m = size - 1
    return [
        lambda p: (p[0], p[1]),
        lambda p: (p[1], m - p[0]),
        lambda p: (m - p[0], m - p[1]),
        lambda p: (m - p[1], p[0]),
        lambda p: (p[1], p[0]),
        lambda p: (m - p[0], p[1]),
        lambda p: (p[0], m - p[1]),
        lambda p: (m - p[1], m - p[0]),
    ]


def go_far_enough(a: Point, b: Point) -> bool:
    """No contact and no attachment: at least three steps apart."""
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) >= 3


def go_name(point: Point) -> str:
    """The GTP vertex of a point."""
    return str(common.format_vertex(point))


# ----- Havannah ---------------------------------------------------------------


def havannah_cells(side: int) -> list[Point]:
    """The cells ``(x, y)`` off the rim."""
    top = 2 * side - 2
    return [(x, y) for y in range(1, top) for x in range(1, top) if abs(x - y) < side - 1]


def havannah_symmetries(side: int) -> list[Callable[[Point], Point]]:
    """The 12 symmetries of a hexagonal board, about its centre.

    Offsets ``(dx, dy)`` from the centre turn by 60 degrees as
    ``(dx - dy, dx)`` and mirror as ``(dy, dx)``.
    """
    centre = side - 1

    def make(turns: int, mirror: bool) -> Callable[[Point], Point]:
        def apply(p: Point) -> Point:
            dx, dy = p[0] - centre, p[1] - centre
            if mirror:
                dx, dy = dy, dx
            for _ in range(turns):
                dx, dy = dx - dy, dx
            return dx + centre, dy + centre

        return apply

    return [make(t, m) for t in range(6) for m in (False, True)]


def havannah_far_enough(a: Point, b: Point) -> bool:
    """Not neighbours (nor the same cell)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    return (dx, dy) not in {(0, 0), (-1, -1), (0, -1), (1, 0), (1, 1), (0, 1), (-1, 0)}


def havannah_name(cell: Point) -> str:
    """The cell's name: row letter, then number."""
    return f"{chr(ord('a') + cell[1])}{cell[0] + 1}"


# ----- drawing openings -----------------------------------------------------------


def openings(game: str, size: int, moves: int, rng: random.Random) -> Iterator[list[str]]:
    """Random openings of ``moves`` moves, each new up to symmetry, without end."""
    points: list[Point]
    symmetries: list[Callable[[Point], Point]]
    apart: Callable[[Point, Point], bool]
    name: Callable[[Point], str]
    if game == GO:
        points, symmetries, apart, name = (
            go_points(size),
            go_symmetries(size),
            go_far_enough,
            go_name,
        )
    else:
        points, symmetries, apart, name = (
            havannah_cells(size),
            havannah_symmetries(size),
            havannah_far_enough,
            havannah_name,
        )
    seen: set[tuple[Point, ...]] = set()
    failures = 0
    while failures < 10_000:
        chosen: list[Point] = []
        while len(chosen) < moves:
            candidates = [p for p in points if all(apart(p, q) for q in chosen)]
            if not candidates:
                break
            chosen.append(rng.choice(candidates))
        if len(chosen) < moves:
            failures += 1
            continue
        # The same stones of each colour, whatever the order, are one opening.
        forms = [
            tuple(sorted(f(p) for p in chosen[0::2])) + tuple(sorted(f(p) for p in chosen[1::2]))
            for f in symmetries
        ]
        key = min(forms)
        if key in seen:
            failures += 1
            continue
        seen.add(key)
        failures = 0
        yield [name(p) for p in chosen]


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m harness.match.make_openings", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--game", choices=(GO, HAVANNAH), default=GO)
    parser.add_argument("--size", type=int, default=9, help="board size (Havannah: side)")
    parser.add_argument("--count", type=int, default=120, help="how many openings (120)")
    parser.add_argument("--moves", type=int, help="moves per opening (Go 4 or 6, Havannah 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--judge", metavar="ENGINE", help="keep openings it scores near even")
    parser.add_argument("--margin", type=float, default=3.0, help="points from even (3)")
    parser.add_argument("--komi", type=float, default=DEFAULT_KOMI)
    args = parser.parse_args(argv)
    moves = args.moves or (DEFAULT_MOVES.get(args.size, 4) if args.game == GO else 2)
    judge = None
    if args.judge:
        if args.game != GO:
            parser.error("--judge is for Go openings")
        try:
            judge = open_session(args.judge)
        except (SpecError, EngineError) as error:
            print(f"regress: {error}", file=sys.stderr)
            return 2
    kept: list[list[str]] = []
    try:
        for opening in openings(args.game, args.size, moves, random.Random(args.seed)):
            if judge is not None and not _near_even(judge, args.size, args.komi, opening, args):
                continue
            kept.append(opening)
            if len(kept) == args.count:
                break
    finally:
        if judge is not None:
            judge.close()
    how = f"seed {args.seed}, {moves} moves"
    if args.judge:
        how += f", within {args.margin:g} points of even by {args.judge} (komi {args.komi:g})"
    print(f"# {len(kept)} openings for {args.game} size {args.size}: {how}")
    print("# made by: python -m harness.match.make_openings " + shlex.join(argv or sys.argv[1:]))
    for opening in kept:
        print(" ".join(opening))
    return 0 if len(kept) == args.count else 1


def _near_even(judge, size: int, komi: float, moves: list[str], args: argparse.Namespace) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``judge``'s ``estimate_score`` after the opening is within the margin."""
    commands = [f"boardsize {size}", "clear_board", f"komi {komi:g}"]
    commands += [f"play {'black' if i % 2 == 0 else 'white'} {m}" for i, m in enumerate(moves)]
    for reply in judge.send_many(commands):
        if not reply.ok:
            return False
    reply = judge.send("estimate_score")
    words = reply.text.split()
    if not reply.ok or not words:
        return False
    score = words[0]
    if score == "0":
        return True
    try:
        margin = float(score[2:])
    except ValueError:
        return False
    return bool(margin <= args.margin)


if __name__ == "__main__":
    sys.exit(main())
