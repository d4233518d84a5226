"""The engine's compiled kernels, made ready before a run (:func:`prepare`).

numba compiles :mod:`engine.go.eye_game` on its first call after an install
(about half a minute of CPU) and keeps the machine code next to the module,
in ``__pycache__``.  A run's workers would each compile it in the middle of a
case, under the case's time limit; the harness calls :func:`prepare` once
before they start instead.  This module imports nothing heavy, so that a run
whose kernels are cached already pays nothing for the check.
"""

from __future__ import annotations

from pathlib import Path

_CACHE = Path(__file__).parent / "__pycache__"


def cached() -> bool:
    """Whether numba's cache next to the module holds the eye-space search."""
    return any(_CACHE.glob("eye_game._solve-*.nbi"))


def prepare() -> None:
    """Compile the kernels now, unless their machine code is cached already."""
    if cached():
        return
    from engine.go import eye_game  # noqa: PLC0415 (numba: imported only when needed)

    eye_game.prepare()
