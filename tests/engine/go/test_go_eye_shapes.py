"""The checked-in table of eye shapes (engine/go/eye_shapes.py): it agrees with the
live search, optics uses it, and the script that makes it makes it again."""

from __future__ import annotations

import random
from typing import NoReturn

import pytest

from engine.go import eye_shapes, make_eye_shapes, optics
from engine.go.optics import CellAttrs, Shape, encode_shape, search_shape, solve_shape


def _lines() -> list[str]:
    return eye_shapes.TABLE.splitlines()


def test_the_table_agrees_with_the_live_search_on_a_sample() -> None:
    shapes = {encode_shape(s): s for s in make_eye_shapes.shapes() if len(s) <= 5}
    lines = _lines()
    sample = random.Random(6).sample(lines, 150)
    # The slowest shapes of the table (the biggest) are sampled too.
    sample += [line for line in lines if len(line.split()[0]) == 3 * make_eye_shapes.MAX_POINTS][:5]
    for line in sample:
        code, value = line.split()
        shape = shapes.get(code) or _decode(code)
        for repartition in (True, False):
            a, b, c, d, attack, defense = search_shape(shape, repartition)
            vital = "".join("-" if v is None else str(v) for v in (attack, defense))
            assert f"{a}{b}{c}{d}{vital}" == value, code


def test_optics_answers_from_the_table_without_searching(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_search(shape: Shape, repartition: bool) -> NoReturn:
        raise AssertionError(f"searched a shape the table holds: {shape}")

    monkeypatch.setattr(optics, "search_shape", no_search)
    solve = solve_shape.__wrapped__  # past the cache, which earlier tests filled
    lines = _lines()
    for line in lines[:: len(lines) // 40]:
        code, value = line.split()
        a, b, c, d, attack, defense = solve(_decode(code), True)
        vital = "".join("-" if v is None else str(v) for v in (attack, defense))
        assert f"{a}{b}{c}{d}{vital}" == value, code
    # A shape the table cannot hold (a half eye's key cell) is searched.
    searched: list[Shape] = []
    answer = (1, 1, 1, 1, None, None)

    def record_search(shape: Shape, repartition: bool) -> tuple[int, int, int, int, None, None]:
        searched.append(shape)
        return answer

    monkeypatch.setattr(optics, "search_shape", record_search)
    shape: Shape = ((0, 0, (1, False, False, 0, ())),)
    assert solve(shape, True) == answer
    assert searched == [shape]


def test_the_table_lists_every_shape_of_its_domain_once() -> None:
    codes = [line.split()[0] for line in _lines()]
    assert codes == sorted(set(codes))
    assert len(codes) == sum(1 for _ in make_eye_shapes.shapes())


def test_the_script_makes_the_same_table_for_small_shapes(monkeypatch: pytest.MonkeyPatch) -> None:
    # The whole table takes about a minute; shapes up to four points show that
    # the rendering and the order are reproducible, byte for byte.
    for name in ("MAX_POINTS", "MAX_STONE_POINTS", "MAX_MARGINAL_POINTS"):
        monkeypatch.setattr(make_eye_shapes, name, 4)
    text = make_eye_shapes.render()
    small = [line for line in _lines() if len(line.split()[0]) <= 3 * 4]
    body = text.split('TABLE = """\\\n')[1].rstrip('"\n').splitlines()
    assert body == small


def _decode(code: str) -> Shape:
    """The canonical shape of a table key (the inverse of ``optics.encode_shape``)."""
    cells: list[tuple[int, int, CellAttrs]] = []
    for i in range(0, len(code), 3):
        flags = int(code[i + 2])
        cells.append(
            (
                int(code[i]),
                int(code[i + 1]),
                (0, bool(flags & 1), bool(flags & 2), 2 if flags & 4 else 0, ()),
            )
        )
    return tuple(cells)
