"""The tabulation, checked on side 2 against a brute-force count written apart.

Side 3 (16,578,814 distinct positions, 90,814,537 evaluated) takes minutes,
so it is run by hand: ``python -m engine.havannah tabulate 3``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from engine.havannah import reference
from engine.havannah.geometry import geometry
from engine.havannah.tabulate import tabulate

REPO = Path(__file__).resolve().parents[3]


def brute_force_count(side: int) -> tuple[int, int]:
    """Count as the spec says, with plain sets and symmetries derived from cube coordinates."""
    geo = geometry(side)
    c = side - 1
    cube = [(x - c, y - c) for x, y in geo.coords]
    index = {xy: i for i, xy in enumerate(cube)}

    def transforms(u: int, v: int) -> list[tuple[int, int]]:
        # Axial (u, v) -> cube (q, r, s) with q = u - v, r = v, s = -u; the 12
        # symmetries are the 6 cyclic rotations of the cube axes, with signs.
        q, r, s = u - v, v, -u
        triples = [(q, r, s), (-s, -q, -r), (r, s, q), (-q, -r, -s), (s, q, r), (-r, -s, -q)]
        triples += [(a, cc, b) for a, b, cc in triples]
        return [(-t[2], t[1]) for t in triples]

    images = [transforms(u, v) for u, v in cube]
    perms = [[index[images[i][k]] for i in range(len(cube))] for k in range(12)]
    assert len({tuple(p) for p in perms}) == 12

    def normal(
        white: frozenset[int], black: frozenset[int]
    ) -> tuple[tuple[int, ...], tuple[int, ...]]:
        return min(
            (tuple(sorted(p[i] for i in white)), tuple(sorted(p[i] for i in black))) for p in perms
        )

    def won(cells: frozenset[int]) -> bool:
        return reference.win_kinds(geo, cells) != 0

    level: set[tuple[frozenset[int], frozenset[int]]] = {(frozenset(), frozenset())}
    distinct, evaluated = 1, 1
    for stones in range(geo.size):
        seen: dict[
            tuple[tuple[int, ...], tuple[int, ...]], tuple[frozenset[int], frozenset[int]]
        ] = {}
        for white, black in level:
            if won(white) or won(black):
                continue
            for cell in range(geo.size):
                if cell in white or cell in black:
                    continue
                evaluated += 1
                child = (white | {cell}, black) if stones % 2 == 0 else (white, black | {cell})
                seen.setdefault(normal(*child), child)
        distinct += len(seen)
        level = set(seen.values())
    return distinct, evaluated


def test_side_2_matches_brute_force() -> None:
    result = tabulate(2)
    assert (result.distinct, result.evaluated) == brute_force_count(2)
    assert result.levels[0] == 1
    assert sum(result.levels) == result.distinct


def test_only_small_sides() -> None:
    with pytest.raises(ValueError, match="side of 2 or 3"):
        tabulate(4)


def test_command_line_prints_the_counts() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "engine.havannah", "tabulate", "2"],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
        cwd=REPO,
    )
    result = tabulate(2)
    assert f"distinct {result.distinct}" in done.stdout
    assert f"evaluated {result.evaluated}" in done.stdout
    assert "seconds" in done.stdout
