"""The three ring detectors compiled by numba: one compiled call per move.

``checker=unionfind-numba``, ``table-numba`` and ``dfs-numba`` are the
detectors of :mod:`engine.havannah.unionfind`, :mod:`engine.havannah.chains`
and :mod:`engine.havannah.dfs`, move for move the same steps and the same
answers, written as numba kernels.  A move is one call of a compiled
function that places the stone, updates the detector's data, and finds the
win; the board object around it keeps the public API of
:class:`engine.havannah.board.Board`.

What makes the call cheap (``benchmarks/bench_havannah.py`` measures each step):

* **All of a board's state is one preallocated int32 array** (its layout is
  :class:`engine.havannah.layout.Layout`): a header (number of cells, stones played, whether the
  game is over, length), the neighbours and corner/edge marks of every cell,
  the stones, the moves, and the detector's own data.  Clearing the board
  copies a per-side template over it; a move allocates nothing.
* **A board's ``play`` is a built-in function**, made for the board from a
  numba ``cfunc`` (:func:`engine.havannah.kernels.mover`): the interpreter
  calls it as it calls its own built-ins, with no Python frame, no numba
  dispatcher (which works out the types of the arguments on every call) and
  no boxing of the array (numba would wrap it in a structure of its own on
  every call, which costs more than the move).  It converts the colour and
  the cell, finds the state at the address it holds, and runs the kernel.
  A move that neither wins nor fills the board ends there; the others go to
  the board's Python methods: ``_settle`` sets ``winner`` and ``kinds``, and
  the method :meth:`CompiledBoard.play` raises the error of a refused move
  (and takes keyword arguments and numbers that are not ints).

``stones`` and ``moves`` are built from the array when they are read (they
are not on the hot path); ``winner`` and ``kinds`` are plain attributes.

numba is imported by :mod:`engine.havannah.kernels` alone, the first time a
compiled board is made: the other checkers never need it.  The kernels are
compiled with ``cache=True``: the first process on a machine compiles them
and stores the machine code in ``__pycache__`` (or numba's per-user cache
when that is not writable); later processes load it.  Either way a process
pays for importing numba and setting up its compiler once (the benchmark
prints both start-up costs).
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from functools import cache
from typing import Any

from engine.havannah.board import Board, tables
from engine.havannah.layout import (
    CELL_ENTRIES,
    DATA_ENTRIES,
    FULL,
    H_COUNT,
    H_OVER,
    H_SIZE,
    H_TOTAL,
    HEADER,
    REFUSED,
    Layout,
    layout,
)
from engine.havannah.rules import BLACK, DRAW, EMPTY, WHITE


def _mover(detector: str, own: tuple[int, object, object, object]) -> Callable[..., int]:
    """The built-in move of ``detector`` (see ``kernels.mover``; numba is imported here)."""
    from engine.havannah import kernels

    return kernels.mover(detector, own)


@cache
def _templates(side: int, checker: str) -> tuple[Layout, Any]:
    """The layout and the state array of an empty board of ``side`` for ``checker``."""
    import numpy as np

    t = tables(side)
    size = t.off
    cells = size + 1
    data = DATA_ENTRIES[checker] * cells + 1
    shape = layout(size, data)
    # Where the kernels find the parts (engine/havannah/kernels.py).
    assert shape.stones == HEADER + (CELL_ENTRIES - 1) * cells
    assert shape.move_cells == HEADER + CELL_ENTRIES * cells
    state = np.zeros(shape.total, dtype=np.int32)
    state[H_SIZE] = size
    state[H_TOTAL] = shape.total
    state[shape.neighbours : shape.marks] = [n for nbs in (*t.neighbours, (size,) * 6) for n in nbs]
    marks = [*t.marks, 0]
    state[shape.marks : shape.stones] = marks
    if checker == "unionfind":
        # Every cell its own parent; a lone stone's group touches what its cell touches.
        parent = shape.data
        state[parent : parent + cells] = range(cells)
        state[parent + cells : parent + 2 * cells] = marks
    elif checker == "table":
        # Held (two colours), chain names, next in the chain's list, lengths, chain marks.
        chain = shape.data + 2 * cells
        state[chain : chain + cells] = range(cells)
        state[chain + cells : chain + 2 * cells] = range(cells)
        state[chain + 3 * cells : chain + 4 * cells] = marks
    state.setflags(write=False)
    return shape, state


class CompiledBoard(Board):
    """A board whose every move is one call of a compiled kernel (see the module docstring)."""

    #: The detector the kernel follows (a key of ``DATA_ENTRIES``).
    detector = ""

    def __init__(self, side: int) -> None:
        import numpy as np

        self._layout, self._template = _templates(side, self.detector)
        self._state = np.array(self._template)
        address: int = self._state.ctypes.data
        # The built-in move shadows the method below, which it calls for what it does not take.
        own = (address, self._settle, self.play, self._state)
        self.__dict__["play"] = self._fast = _mover(self.detector, own)
        super().__init__(side)

    def __reduce__(self) -> tuple[Any, ...]:
        """Copies (``copy.copy`` too) are new boards with a copy of the state array.

        A shallow copy of the attributes would share the array and the
        built-in ``play`` that works on it.
        """
        return (_rebuild, (type(self), self.side, self._state.tobytes(), self.winner, self.kinds))

    def _reset(self) -> None:
        self._state[:] = self._template
        self.winner = EMPTY
        self.kinds = 0

    @property
    def stones(self) -> list[int]:  # type: ignore[override]
        """The colour of each cell."""
        shape = self._layout
        stones: list[int] = self._state[shape.stones : shape.stones + shape.size].tolist()
        return stones

    @property
    def moves(self) -> list[tuple[int, int]]:  # type: ignore[override]
        """The moves played, ``(colour, cell)`` in order."""
        shape, state = self._layout, self._state
        count = int(state[H_COUNT])
        cells = state[shape.move_cells : shape.move_cells + count].tolist()
        colours = state[shape.move_colours : shape.move_colours + count].tolist()
        return list(zip(colours, cells, strict=True))

    def to_move(self) -> int:
        """Return the colour that would move next in alternating play (white first)."""
        state = self._state
        count = int(state[H_COUNT])
        last = state[self._layout.move_colours + count - 1] if count else BLACK
        return BLACK if last == WHITE else WHITE

    def play(self, colour: int, cell: int) -> int:
        """Put a stone; return the win kinds it completes (see :meth:`Board.play`).

        A board's ``play`` is the built-in move made in ``__init__``; this
        method gets what it does not take: keyword arguments, numbers that are
        not ints, and refused moves.  The Python detectors look the colour up
        in a dict (so ``1.0`` is white) and index a list with the cell (so
        only ints and their like are cells); so does this method, and it
        raises the error of a refused move.
        """
        try:
            index = operator.index(cell)
        except TypeError:
            index = REFUSED
        state, stones = self._state, self._layout.stones
        if colour in (WHITE, BLACK) and 0 <= index < self._size and not state[H_OVER]:
            if not state[stones + index]:
                return self._fast(WHITE if colour == WHITE else BLACK, index)
        self._refuse(colour, cell)

    def _settle(self, detail: int) -> int:
        """After a move that won or filled the board (``detail``: code + 16 * colour)."""
        colour, code = divmod(detail, 16)
        if code == FULL:
            self.winner = DRAW
            return 0
        self.winner, self.kinds = colour, code
        return code


def _rebuild(
    kind: type[CompiledBoard], side: int, state: bytes, winner: int, kinds: int
) -> CompiledBoard:
    """A board of ``kind`` with the state array ``state`` (see :meth:`CompiledBoard.__reduce__`)."""
    import numpy as np

    board = kind(side)
    board._state[:] = np.frombuffer(state, dtype=np.int32)
    board.winner, board.kinds = winner, kinds
    return board


class UnionFindNumbaBoard(CompiledBoard):
    """The ``unionfind`` detector, compiled."""

    checker = "unionfind-numba"
    detector = "unionfind"


class TableNumbaBoard(CompiledBoard):
    """The ``table`` detector, compiled."""

    checker = "table-numba"
    detector = "table"


class DfsNumbaBoard(CompiledBoard):
    """The ``dfs`` detector, compiled."""

    checker = "dfs-numba"
    detector = "dfs"
