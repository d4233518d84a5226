"""The compiled local game of an eye space answers as optics' Python search does."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

from engine.go import optics
from engine.go.optics import CellAttrs, Shape, _EyeGame, canonical_shape, search_shape

ROOT = Path(__file__).resolve().parents[3]


def random_shape(rng: random.Random) -> Shape:
    """A connected shape of 2 to 5 points, some marginal, some on the wall, some
    holding attacker stones, and up to two half eyes with key cells."""
    cells = [(0, 0)]
    while len(cells) < rng.randint(2, 5):
        r, c = rng.choice(cells)
        step = rng.choice(((1, 0), (-1, 0), (0, 1), (0, -1)))
        if (r + step[0], c + step[1]) not in cells:
            cells.append((r + step[0], c + step[1]))
    keys = [(9, 9 + k) for k in range(rng.randint(0, 2))]
    attrs: list[CellAttrs] = []
    for _ in cells:
        half = tuple(len(cells) + k for k in range(len(keys)) if rng.random() < 0.4)
        state = 2 if rng.random() < 0.15 else 0
        attrs.append((0, rng.random() < 0.3, rng.random() < 0.7, state, half))
    attrs += [(1, False, False, 0, ())] * len(keys)
    shape, _ = canonical_shape(cells + keys, attrs)
    return shape


def test_the_compiled_search_answers_as_the_python_one() -> None:
    rng = random.Random(16)
    shapes = [random_shape(rng) for _ in range(120)]
    assert any(len(shape) > optics.PYTHON_SEARCH for shape in shapes)
    for shape in shapes:
        for repartition in (True, False):
            game = _EyeGame(shape, repartition)
            expected = game.solve()
            assert game.solve_compiled() == expected, shape
            assert search_shape(shape, repartition) == expected, shape


def test_prepare_leaves_the_kernel_cached_for_the_next_process() -> None:
    from engine.go import compiled  # noqa: PLC0415

    compiled.prepare()
    assert compiled.cached()
    # The next process finds it cached: it neither compiles nor imports numba.
    check = (
        "import sys; from engine.go import compiled; compiled.prepare(); "
        "assert 'numba' not in sys.modules, 'numba imported'"
    )
    subprocess.run([sys.executable, "-c", check], check=True, cwd=ROOT)
