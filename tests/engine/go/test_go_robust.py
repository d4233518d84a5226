"""No position crashes the Go engine: move generation, races and connections
on random boards (small boards, few examples, small node budgets).

A crash is a bug whatever the position: these properties keep the move
generator, ``analyze_semeai`` and ``connect`` / ``disconnect`` answering on
boards of random play, with captures, kos, filled eyes and big eye spaces
of marginal vertices.
"""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.go.board import BLACK, EMPTY, PASS, WHITE, Board
from engine.go.connection import ConnectionLimits, ConnectionReader
from engine.go.genmove import GenmoveLimits, MoveGenerator
from engine.go.owl import OwlLimits, OwlReader
from engine.go.randomplay import random_position
from engine.go.semeai import SemeaiLimits, SemeaiReader

SMALL = GenmoveLimits(
    owl_nodes=5, owl_budget=10, reading_nodes=200, lookahead=3, lookahead_nodes=2_000
)

positions = st.builds(
    random_position,
    seed=st.integers(0, 10**6),
    size=st.integers(4, 7),
    turns=st.integers(0, 100),
)


@settings(max_examples=12, deadline=None, database=None)
@given(positions, st.sampled_from([BLACK, WHITE]))
def test_the_move_generator_always_answers_a_legal_move(board: Board, color: int) -> None:
    before = list(board.color)
    move = MoveGenerator(board, color, SMALL).best()
    assert move == PASS or board.is_legal(move, color)
    assert board.color == before


def _stones(board: Board) -> list[int]:
    return [p for p in board.points if board.get(p) != EMPTY]


@settings(max_examples=15, deadline=None, database=None)
@given(positions, st.integers(0, 10**6))
def test_races_and_connections_always_answer(board: Board, pick: int) -> None:
    stones = _stones(board)
    if len(stones) < 2:
        return
    before = list(board.color)
    a = stones[pick % len(stones)]
    friends = [p for p in stones if board.get(p) == board.get(a) and p != a]
    enemies = [p for p in stones if board.get(p) not in (EMPTY, board.get(a))]
    if enemies:
        b = enemies[pick % len(enemies)]
        limits = SemeaiLimits(max_depth=8, node_limit=300, owl=OwlLimits(node_limit=20))
        found = SemeaiReader(board, limits).analyze(a, b)
        assert found.move == PASS or board.is_legal(found.move, board.get(a))
    if friends:
        s2 = friends[pick % len(friends)]
        reader = ConnectionReader(board, ConnectionLimits(max_depth=4, node_limit=200))
        reader.connect(a, s2)
        reader.disconnect(a, s2)
    assert board.color == before


def test_a_ko_retake_forbidden_now_is_never_the_answer() -> None:
    """Found by the property above: the owl answered the ko point, which the
    rules forbid this move, as its attack (and the race took it over)."""
    board = random_position(seed=34606, size=7, turns=58)
    assert board.ko_point != PASS
    stones = _stones(board)
    a = stones[0]
    b = next(p for p in stones if board.get(p) not in (EMPTY, board.get(a)))
    limits = SemeaiLimits(max_depth=8, node_limit=300, owl=OwlLimits(node_limit=20))
    found = SemeaiReader(board, limits).analyze(a, b)
    assert found.move == PASS or board.is_legal(found.move, board.get(a))
    for owl in (limits.owl, replace(limits.owl, tactical_kill=True)):
        code, move = OwlReader(board, limits=owl).attack(b)
        assert move != board.ko_point and (move == PASS or board.is_legal(move, board.get(a)))
