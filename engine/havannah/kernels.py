# mypy: disallow-untyped-defs=False, check-untyped-defs=False
"""The numba kernels of :mod:`engine.havannah.compiled`: one function a detector, one call a move.

Each kernel is ``play(address, colour, cell) -> code``: ``address`` is
where a board's state array lives (its layout is
:func:`engine.havannah.layout.layout`); the code is the win kinds of the
move (0 for none), ``FULL`` when it filled the board without a win, or
``REFUSED`` when the move cannot be played (the board then works out why).
The steps are those of the Python detectors, whose docstrings explain them:

* ``unionfind`` (:mod:`engine.havannah.unionfind`): parents, group marks,
  and per colour the 6-bit masks of held neighbours;
* ``table`` (:mod:`engine.havannah.chains`): every stone names its chain; a
  chain's cells form a circular list (``next``), so that renaming the smaller
  chains into the biggest walks only their cells, and joining two lists is
  one exchange of ``next`` entries;
* ``dfs`` (:mod:`engine.havannah.dfs`): only the cells each colour holds;
  the searches mark the cells they reach with a number that grows by one a
  search (``seen``), so nothing is cleared between searches, and keep their
  stack in the state array too.

Directions off the board lead to ``off`` (the cell index one past the last),
whose entries nobody reads as a stone.  This module imports numba; it is
imported the first time a compiled board is made.  ``cache=True`` keeps the
machine code between processes.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

import numba
import numpy as np
from numba.core import cgutils, types
from numba.extending import intrinsic

from engine.havannah.board import FILL_CANDIDATES, KINDS_OF_MARKS, RUNS
from engine.havannah.layout import (
    CELL_ENTRIES,
    FULL,
    H_COUNT,
    H_OVER,
    H_SIZE,
    H_TOTAL,
    HEADER,
    REFUSED,
)
from engine.havannah.rules import BLACK, RING, WHITE

# Per 6-bit mask of held neighbours: [count, direction...] of its runs and of its fill candidates.
# Global arrays are compile-time constants to numba.
RUN_DIRS = np.array(
    [[len(RUNS[m]), *RUNS[m], *[0] * (3 - len(RUNS[m]))] for m in range(64)], dtype=np.int32
)
FILL_DIRS = np.array(
    [
        [len(FILL_CANDIDATES[m]), *FILL_CANDIDATES[m], *[0] * (6 - len(FILL_CANDIDATES[m]))]
        for m in range(64)
    ],
    dtype=np.int32,
)
KIND_OF_MARKS = np.array(KINDS_OF_MARKS, dtype=np.int32)
ALL_AROUND = 63

# What the moves call in the interpreter, by name (found in the process when the code
# loads, as numba's own wrappers find theirs); objects are passed as their addresses.
_as_long = types.ExternalFunction("PyLong_AsLongLong", types.int64(types.intp))
_error_set = types.ExternalFunction("PyErr_Occurred", types.intp())
_error_clear = types.ExternalFunction("PyErr_Clear", types.void())
_new_long = types.ExternalFunction("PyLong_FromLongLong", types.intp(types.int64))
_item = types.ExternalFunction("PyTuple_GetItem", types.intp(types.intp, types.intp))
_call_one = types.ExternalFunction("PyObject_CallOneArg", types.intp(types.intp, types.intp))
_vectorcall = types.ExternalFunction(
    "PyObject_Vectorcall", types.intp(types.intp, types.intp, types.uintp, types.intp)
)
_decref = types.ExternalFunction("Py_DecRef", types.void(types.intp))
#: ``PyObject *f(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)``.
FASTCALL_KEYWORDS = types.intp(types.intp, types.intp, types.intp, types.intp)
#: What ``self`` of a move holds: the state's address, the board's ``_settle`` and ``play``.
SELF_ADDRESS, SELF_SETTLE, SELF_PLAY = 0, 1, 2


@intrinsic
def _as_pointer(typingctx, address):
    """The int ``address`` as a pointer (what numba.carray takes)."""

    def codegen(context, builder, signature, args):
        return builder.inttoptr(args[0], cgutils.voidptr_t)

    return types.voidptr(address), codegen


@numba.njit(inline="always", cache=True)
def _state(address):
    """The state array at ``address``, its length read from its header."""
    head = numba.carray(_as_pointer(address), (HEADER,), dtype=np.int32)
    return numba.carray(_as_pointer(address), (head[H_TOTAL],), dtype=np.int32)


@numba.njit(inline="always", cache=True)
def _place(s, colour, cell):
    """Put the stone on the board; False (and nothing changed) when the move is refused."""
    size = s[H_SIZE]
    if (colour != WHITE and colour != BLACK) or cell < 0 or cell >= size or s[H_OVER]:
        return False
    stones = HEADER + 7 * (size + 1)
    if s[stones + cell]:
        return False
    s[stones + cell] = colour
    return True


@numba.njit(inline="always", cache=True)
def _finish(s, colour, cell, kinds):
    """Record the move; return its code."""
    size = s[H_SIZE]
    moves = HEADER + CELL_ENTRIES * (size + 1)
    count = s[H_COUNT]
    s[moves + count] = cell
    s[moves + size + count] = colour
    s[H_COUNT] = count + 1
    if kinds:
        s[H_OVER] = 1
        return kinds
    if count + 1 == size:
        s[H_OVER] = 1
        return FULL
    return 0


@numba.njit(inline="always", cache=True)
def _data(s):
    """Where the detector's data start."""
    size = s[H_SIZE]
    return HEADER + CELL_ENTRIES * (size + 1) + 2 * size


@numba.njit(inline="always", cache=True)
def _held_index(s, held, nbs):
    """The 6-bit mask of the neighbours (from ``nbs``) that hold a stone of ``held``."""
    index = 0
    for d in range(6):
        index |= s[held + s[nbs + d]] << d
    return index


@numba.njit(inline="always", cache=True)
def _filled(s, held, nbs, index):
    """Whether a neighbour has all six neighbours held: its three cells behind are held."""
    for k in range(FILL_DIRS[index, 0]):
        d = FILL_DIRS[index, 1 + k]
        behind = HEADER + 6 * s[nbs + d]
        if (
            s[held + s[behind + (d + 5) % 6]]
            and s[held + s[behind + d]]
            and s[held + s[behind + (d + 1) % 6]]
        ):
            return True
    return False


@numba.njit(cache=True)
def play_unionfind(address, colour, cell):
    """A move of the ``unionfind`` detector."""
    s = _state(address)
    if not _place(s, colour, cell):
        return REFUSED
    cells = s[H_SIZE] + 1
    parent = _data(s)
    group_marks = parent + cells
    around = group_marks + cells + (colour - 1) * cells
    nbs = HEADER + 6 * cell
    held = s[around + cell]
    for d in range(6):
        s[around + s[nbs + d]] |= 1 << ((d + 3) % 6)
    kinds = 0
    runs = RUN_DIRS[held, 0]
    if runs:
        for k in range(FILL_DIRS[held, 0]):
            if s[around + s[nbs + FILL_DIRS[held, 1 + k]]] == ALL_AROUND:
                kinds = RING
        merged = s[group_marks + cell]
        root = cell
        for k in range(runs):
            r = s[nbs + RUN_DIRS[held, 1 + k]]
            while s[parent + r] != r:
                up = s[parent + s[parent + r]]
                s[parent + r] = up
                r = up
            if root == cell:
                root = r
                merged |= s[group_marks + r]
                s[parent + cell] = r
            elif r == root:
                kinds = RING
            else:
                s[parent + r] = root
                merged |= s[group_marks + r]
        s[group_marks + root] = merged
        kinds |= KIND_OF_MARKS[merged]
    return _finish(s, colour, cell, kinds)


@numba.njit(inline="always", cache=True)
def _rename(s, name, target, chain):
    """Rename the cells of chain ``name`` into chain ``target``; return the marks of ``name``."""
    cells = s[H_SIZE] + 1
    after = chain + cells
    length = after + cells
    member = name
    while True:
        s[chain + member] = target
        member = s[after + member]
        if member == name:
            break
    # Splice the two circular lists.
    s[after + name], s[after + target] = s[after + target], s[after + name]
    s[length + target] += s[length + name]
    return s[length + cells + name]


@numba.njit(cache=True)
def play_table(address, colour, cell):
    """A move of the ``table`` detector."""
    s = _state(address)
    if not _place(s, colour, cell):
        return REFUSED
    cells = s[H_SIZE] + 1
    held = _data(s) + (colour - 1) * cells
    chain = _data(s) + 2 * cells
    after = chain + cells  # the next cell of the chain's circular list
    length = after + cells  # per chain name: its number of cells
    chain_marks = length + cells
    s[held + cell] = 1
    nbs = HEADER + 6 * cell
    index = _held_index(s, held, nbs)
    kinds = RING if _filled(s, held, nbs, index) else 0
    runs = RUN_DIRS[index, 0]
    if runs:
        # The distinct chains of the runs (at most three); the biggest takes the others in.
        first = np.int64(s[chain + s[nbs + RUN_DIRS[index, 1]]])
        second = third = np.int64(-1)
        for k in range(1, runs):
            name = s[chain + s[nbs + RUN_DIRS[index, 1 + k]]]
            if name == first or name == second:
                kinds = RING
            elif second < 0:
                second = name
            else:
                third = name
        target = first
        if second >= 0 and s[length + second] > s[length + target]:
            target = second
        if third >= 0 and s[length + third] > s[length + target]:
            target = third
        merged = s[chain_marks + target] | s[chain_marks + cell]
        for name in (first, second, third):
            if name >= 0 and name != target:
                merged |= _rename(s, name, target, chain)
        s[chain + cell] = target
        s[after + cell] = s[after + target]
        s[after + target] = cell
        s[length + target] += 1
        s[chain_marks + target] = merged
        kinds |= KIND_OF_MARKS[merged]
    else:
        s[chain + cell] = cell
        s[after + cell] = cell
        s[length + cell] = 1
    return _finish(s, colour, cell, kinds)


@numba.njit(inline="always", cache=True)
def _next_search(s, seen, search):
    """The number of a new search (the ``seen`` marks are cleared when it grows too big)."""
    number = s[search] + 1
    if number >= 1 << 30:
        for c in range(s[H_SIZE] + 1):
            s[seen + c] = 0
        number = 1
    s[search] = number
    return number


@numba.njit(cache=True)
def play_dfs(address, colour, cell):
    """A move of the ``dfs`` detector."""
    s = _state(address)
    if not _place(s, colour, cell):
        return REFUSED
    size = s[H_SIZE]
    cells = size + 1
    held = _data(s) + (colour - 1) * cells
    seen = _data(s) + 2 * cells
    stack = seen + cells
    search = stack + cells
    marks = HEADER + 6 * cells
    s[held + cell] = 1
    nbs = HEADER + 6 * cell
    index = _held_index(s, held, nbs)
    kinds = 0
    if index:
        if _filled(s, held, nbs, index):
            kinds = RING
        if RUN_DIRS[index, 0] >= 2:
            for d in range(6):
                # A gap starts where an unheld direction follows a held one.
                if index >> d & 1 or not index >> ((d + 5) % 6) & 1:
                    continue
                on_board = True
                k = d
                while not index >> (k % 6) & 1:
                    if s[nbs + k % 6] == size:
                        on_board = False
                    k += 1
                if not on_board:
                    continue
                # Cut off from the rim?  Search the cells the player does not hold.
                number = _next_search(s, seen, search)
                start = s[nbs + d]
                s[seen + start] = number
                s[stack] = start
                top = 1
                cut_off = True
                while top:
                    top -= 1
                    here = s[stack + top]
                    if s[marks + here]:  # the rim: the corners and the edges
                        cut_off = False
                        break
                    for e in range(6):
                        n = s[HEADER + 6 * here + e]
                        if n != size and not s[held + n] and s[seen + n] != number:
                            s[seen + n] = number
                            s[stack + top] = n
                            top += 1
                if cut_off:
                    kinds = RING
        # The corners and edges of the new stone's group.
        number = _next_search(s, seen, search)
        merged = s[marks + cell]
        s[seen + cell] = number
        s[stack] = cell
        top = 1
        while top:
            top -= 1
            here = s[stack + top]
            for e in range(6):
                n = s[HEADER + 6 * here + e]
                if s[held + n] and s[seen + n] != number:
                    s[seen + n] = number
                    s[stack + top] = n
                    top += 1
                    merged |= s[marks + n]
        kinds |= KIND_OF_MARKS[merged]
    return _finish(s, colour, cell, kinds)


@numba.njit(inline="always", cache=True)
def _arguments(args, nargs, kwnames):
    """The colour and the cell, when they are two ints given by position; ok False otherwise.

    The interpreter converts the objects as ``operator.index`` does; when
    that fails the error is cleared, and the board's own ``play`` will say
    what was wrong.
    """
    if kwnames or nargs != 2:
        return False, 0, 0
    objects = numba.carray(_as_pointer(args), (2,), dtype=np.intp)
    colour = _as_long(objects[0])
    if colour == -1 and _error_set():
        _error_clear()
        return False, 0, 0
    cell = _as_long(objects[1])
    if cell == -1 and _error_set():
        _error_clear()
        return False, 0, 0
    return True, colour, cell


@numba.njit(inline="always", cache=True)
def _answer(self, args, nargs, kwnames, code):
    """What the move returns: 0, or what the board's ``_settle`` or ``play`` makes of it.

    A refused move (or arguments :func:`_arguments` did not take) is handed
    to the board's ``play`` with the arguments as they came: it raises the
    error.  A win or a full board is handed to ``_settle(code + 16 * colour)``,
    which sets ``winner`` and ``kinds`` and returns the win kinds.
    """
    if code == 0:
        return _new_long(0)
    if code == REFUSED:
        return _vectorcall(_item(self, SELF_PLAY), args, nargs, kwnames)
    objects = numba.carray(_as_pointer(args), (2,), dtype=np.intp)
    detail = _new_long(code + 16 * _as_long(objects[0]))
    if not detail:
        return 0
    result = _call_one(_item(self, SELF_SETTLE), detail)
    _decref(detail)
    return result


def call_unionfind(self, args, nargs, kwnames):
    """``play_unionfind`` as a built-in function (compiled by :func:`mover`)."""
    ok, colour, cell = _arguments(args, nargs, kwnames)
    code = play_unionfind(_as_long(_item(self, SELF_ADDRESS)), colour, cell) if ok else REFUSED
    return _answer(self, args, nargs, kwnames, code)


def call_table(self, args, nargs, kwnames):
    """``play_table`` as a built-in function (compiled by :func:`mover`)."""
    ok, colour, cell = _arguments(args, nargs, kwnames)
    code = play_table(_as_long(_item(self, SELF_ADDRESS)), colour, cell) if ok else REFUSED
    return _answer(self, args, nargs, kwnames, code)


def call_dfs(self, args, nargs, kwnames):
    """``play_dfs`` as a built-in function (compiled by :func:`mover`)."""
    ok, colour, cell = _arguments(args, nargs, kwnames)
    code = play_dfs(_as_long(_item(self, SELF_ADDRESS)), colour, cell) if ok else REFUSED
    return _answer(self, args, nargs, kwnames, code)


class _MethodDef(ctypes.Structure):
    """The interpreter's ``PyMethodDef``: what a built-in function is made from."""

    _fields_ = (
        ("ml_name", ctypes.c_char_p),
        ("ml_meth", ctypes.c_void_p),
        ("ml_flags", ctypes.c_int),
        ("ml_doc", ctypes.c_char_p),
    )


_METH_FASTCALL_KEYWORDS = 0x0080 | 0x0002
#: The moves to compile, by detector (each when a board first needs it).
_CALLS = {"unionfind": call_unionfind, "table": call_table, "dfs": call_dfs}
#: The definitions of the compiled moves, alive as long as the process (functions point to them).
_DEFINITIONS: dict[str, _MethodDef] = {}
_COMPILED: dict[str, object] = {}
_new_function = ctypes.pythonapi.PyCFunction_NewEx
_new_function.argtypes = (ctypes.c_void_p, ctypes.py_object, ctypes.c_void_p)
_new_function.restype = ctypes.py_object


def mover(detector: str, own: tuple[int, object, object, object]) -> Callable[..., int]:
    """A built-in function ``play(colour, cell)``: one move of ``detector``.

    ``own`` is ``(address of the state array, the board's _settle, the
    board's play, the state array)``; the function holds it, so the state
    lives as long as the function.  It is called the way the interpreter
    calls its own built-ins (``METH_FASTCALL``): it converts two ints given
    by position, runs the kernel, and returns 0 when the move neither won nor
    filled the board; anything else goes to the board's Python methods (see
    :func:`_answer`).
    """
    definition = _DEFINITIONS.get(detector)
    if definition is None:
        compiled = numba.cfunc(FASTCALL_KEYWORDS, cache=True)(_CALLS[detector])
        definition = _MethodDef(b"play", compiled.address, _METH_FASTCALL_KEYWORDS, None)
        # The compiled code lives as long as its cfunc object: keep both.
        _DEFINITIONS[detector] = definition
        _COMPILED[detector] = compiled
    function: Callable[..., int] = _new_function(ctypes.addressof(definition), own, None)
    return function
