"""The state array of a compiled board: what is where (engine/havannah/compiled.py, kernels.py).

A compiled board keeps all it knows in one int32 array, read and written by
the kernels of :mod:`engine.havannah.kernels` and by the board object of
:mod:`engine.havannah.compiled`; both find the parts here.
"""

from __future__ import annotations

from dataclasses import dataclass

#: What a kernel returns for a move it refuses (the board then says why).
REFUSED = -1
#: Added to the win kinds a kernel returns when the move filled the board without a win.
FULL = 8
#: Header entries of the state array: cells, stones played, game over, length of the array.
H_SIZE, H_COUNT, H_OVER, H_TOTAL = 0, 1, 2, 3
HEADER = 4
#: Entries a cell before the moves: six neighbours, its marks, its stone.
CELL_ENTRIES = 8
#: Entries a cell of each detector's data (plus one entry at the end, the number of a search).
DATA_ENTRIES = {"unionfind": 4, "table": 6, "dfs": 4}


@dataclass(frozen=True)
class Layout:
    """Where each part of a board's state array starts (``off`` = size is the cell off the board).

    Every per-cell part has ``size + 1`` entries, the last one for ``off``.
    ``neighbours`` holds six entries a cell, in cyclic direction order;
    ``marks`` the corner bit or edge bit of each cell; ``stones`` the colour
    of each cell; ``move_cells`` and ``move_colours`` the moves in order;
    ``data`` the detector's own data (:func:`layout` says what).
    """

    size: int
    neighbours: int
    marks: int
    stones: int
    move_cells: int
    move_colours: int
    data: int
    total: int


def layout(size: int, data: int) -> Layout:
    """The layout of a board of ``size`` cells whose detector keeps ``data`` entries."""
    cells = size + 1
    neighbours = HEADER
    marks = neighbours + 6 * cells
    stones = marks + cells
    move_cells = stones + cells
    move_colours = move_cells + size
    start = move_colours + size
    return Layout(size, neighbours, marks, stones, move_cells, move_colours, start, start + data)
