"""Geometry and notation of the Havannah board (docs/havannah.md, "Geometry" and "Notation")."""

from __future__ import annotations

import pytest

from engine.havannah.geometry import (
    GRID,
    MAX_SIDE,
    NotationError,
    geometry,
    parse_diagram,
    symmetries,
)

SIDES = range(2, MAX_SIDE + 1)


@pytest.mark.parametrize(
    ("side", "cells"),
    [(2, 7), (3, 19), (4, 37), (5, 61), (6, 91), (7, 127), (8, 169), (9, 217), (10, 271)],
)
def test_cell_count_is_3n_n_minus_1_plus_1(side: int, cells: int) -> None:
    assert geometry(side).size == cells == 3 * side * (side - 1) + 1


@pytest.mark.parametrize("side", SIDES)
def test_corners_edges_and_rim(side: int) -> None:
    geo = geometry(side)
    assert len(set(geo.corners)) == 6
    for corner in geo.corners:
        assert len(geo.on_board_neighbours(corner)) == 3
    assert len(geo.edges) == 6
    for edge in geo.edges:
        assert len(edge) == side - 2
        assert not set(edge) & set(geo.corners)
    edge_cells = {c for edge in geo.edges for c in edge}
    assert len(edge_cells) == 6 * (side - 2)
    assert geo.rim == edge_cells | set(geo.corners)
    for cell in range(geo.size):
        assert (len(geo.on_board_neighbours(cell)) < 6) == (cell in geo.rim)


@pytest.mark.parametrize("side", SIDES)
def test_neighbours_are_symmetric_and_cyclic(side: int) -> None:
    geo = geometry(side)
    for cell, nbs in enumerate(geo.neighbours):
        for d, other in enumerate(nbs):
            if other is None:
                continue
            assert cell in geo.neighbours[other]
            # Consecutive directions are neighbours of each other: the ring test needs it.
            following = nbs[(d + 1) % 6]
            if following is not None:
                assert following in geo.neighbours[other]


def test_side_4_rows_as_the_spec_lists_them() -> None:
    geo = geometry(4)
    rows = [[geo.name(c) for c in geo.row_cells(y)] for y in range(7)]
    assert [(r[0], r[-1]) for r in rows] == [
        ("a1", "a4"),
        ("b1", "b5"),
        ("c1", "c6"),
        ("d1", "d7"),
        ("e2", "e7"),
        ("f3", "f7"),
        ("g4", "g7"),
    ]
    corner_names = sorted(geo.name(c) for c in geo.corners)
    assert corner_names == ["a1", "a4", "d1", "d7", "g4", "g7"]


@pytest.mark.parametrize("side", SIDES)
def test_names_round_trip(side: int) -> None:
    geo = geometry(side)
    for cell in range(geo.size):
        assert geo.parse(geo.name(cell)) == cell
        assert geo.parse(geo.name(cell).upper()) == cell


@pytest.mark.parametrize("text", ["", "a", "1", "aa", "a-1", "a1x", "?5", "a 1"])
def test_malformed_names_are_refused(text: str) -> None:
    with pytest.raises(NotationError, match="malformed"):
        geometry(4).parse(text)


@pytest.mark.parametrize("text", ["a5", "a0", "e1", "g3", "h4", "z1", "d8"])
def test_off_board_names_are_refused(text: str) -> None:
    with pytest.raises(NotationError, match="off the board"):
        geometry(4).parse(text)


@pytest.mark.parametrize("side", [1, 0, -3, MAX_SIDE + 1])
def test_side_out_of_range(side: int) -> None:
    with pytest.raises(ValueError, match="side must be"):
        geometry(side)


@pytest.mark.parametrize("side", range(2, 8))
def test_twelve_distinct_symmetries_preserve_the_board(side: int) -> None:
    geo = geometry(side)
    perms = symmetries(side)
    assert len(set(perms)) == 12
    assert perms[0] == tuple(range(geo.size))
    for perm in perms:
        assert sorted(perm) == list(range(geo.size))
        assert {perm[c] for c in geo.corners} == set(geo.corners)
        assert {frozenset(perm[c] for c in e) for e in geo.edges} == {
            frozenset(e) for e in geo.edges
        }
        for cell in range(geo.size):
            images = {perm[n] for n in geo.on_board_neighbours(cell)}
            assert images == set(geo.on_board_neighbours(perm[cell]))


def test_diagram_round_trip() -> None:
    geo = geometry(3)
    colours = {geo.parse("a1"): "white", geo.parse("c3"): "black", geo.parse("e5"): "white"}
    drawn = geo.diagram(colours)
    assert drawn.splitlines()[0].startswith("a   O . .")
    read = parse_diagram(drawn)
    assert read.geometry is geo
    assert sorted(read.white) == sorted(c for c, s in colours.items() if s == "white")
    assert read.black == (geo.parse("c3"),)
    assert read.marked == ()


def test_diagram_with_marked_stone_and_bad_rows() -> None:
    read = parse_diagram(
        """
          . .
         . x .
          O .
        """
    )
    assert read.geometry.side == 2
    assert [read.geometry.name(c) for c in read.marked] == ["b2"]
    assert read.black == read.marked
    with pytest.raises(ValueError, match="row b has 2 cells"):
        parse_diagram(". .\n. .\n. .")
    with pytest.raises(ValueError, match="odd number"):
        parse_diagram(". .\n. . .")


def test_grid_numbering_worked_examples_and_round_trip() -> None:
    eight, four = geometry(8), geometry(4)
    assert eight.name(eight.parse("J11", GRID)) == "j13"
    assert eight.name(eight.parse("F10", GRID)) == "f10"
    assert four.name(four.parse("g1", GRID)) == "g4"
    for side in range(2, 11):
        geo = geometry(side)
        for cell in range(geo.size):
            assert geo.parse(geo.name(cell, GRID), GRID) == cell
        # Every row starts at 1 in grid numbering.
        for y in range(2 * side - 1):
            assert geo.name(geo.row_cells(y)[0], GRID)[1:] == "1"
    with pytest.raises(NotationError, match="off the board"):
        four.parse("g0", GRID)
    with pytest.raises(NotationError, match="off the board"):
        four.parse("g5", GRID)
