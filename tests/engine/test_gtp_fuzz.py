"""Random command lines thrown at both engines: every answer is a string, nothing raises.

A GTP engine must answer ``? message`` to any command line, however odd its
arguments (missing, extra, malformed, a pass where a stone is expected),
on any position (empty, full of stones, a 1x1 or 25x25 board loaded from
SGF, trial moves on the stack).  The engines' handlers are called through
:meth:`Dispatcher.handle`, which lets any exception but ``GtpError`` through.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.go.board import COLUMN_LETTERS
from engine.go.gtp import new_engine as new_go_engine
from engine.gtp import Dispatcher
from engine.havannah.gtp import new_engine as new_havannah_engine

#: Small Go positions as SGF: tiny and huge boards, a board full of one
#: colour's stones (strings without liberties), setup stones and moves.
RECORDS = {
    "1x1.sgf": "(;SZ[1])",
    "2x2.sgf": "(;SZ[2];B[aa];W[bb])",
    "full.sgf": "(;SZ[3]AB[aa:cc])",
    "mixed.sgf": "(;SZ[5]AB[aa:ee]AW[cc])",
    "25x25.sgf": "(;SZ[25]AB[aa][bb][yy]AW[ab][ba];B[mm];W[nn])",
    "broken.sgf": "(;SZ[9];B[zz",
    "toobig.sgf": "(;SZ[52])",
    "rect.sgf": "(;SZ[9:5])",
    "badpoint.sgf": "(;SZ[9]AB[a])",
    "odd.sgf": "(;SZ[9]HA[x]KM[nan]PL[q];B[tt];W[])",
}

#: Words that are almost right, or plainly wrong, as arguments.
ODD_WORDS = [
    "",
    "pass",
    "PASS",
    "tt",
    "I5",
    "A0",
    "A-1",
    "A99999999999999999999",
    "A²",
    "b²",
    "a١",
    "Z25",
    "0",
    "-1",
    "1.5",
    "1e400",
    "nan",
    "inf",
    "x",
    "empty",
    "%",
    "é1",
    "alive",
    "dead",
    "seki",
    "black",
    "white",
    "b",
    "w",
    "B",
    "W",
]

_GO_SKIP = {"quit"}


def _go_vertex(size: int) -> st.SearchStrategy[str]:
    return st.builds(
        lambda col, row: f"{COLUMN_LETTERS[col]}{row + 1}",
        st.integers(0, size - 1),
        st.integers(0, size - 1),
    )


def _words(vertex: st.SearchStrategy[str]) -> st.SearchStrategy[list[str]]:
    word = st.one_of(
        vertex,
        st.sampled_from(ODD_WORDS),
        st.integers(-3, 30).map(str),
        st.text(st.characters(blacklist_categories=("Z", "C")), min_size=1, max_size=4),
    )
    return st.lists(word, max_size=4)


@pytest.fixture(scope="module")
def sgf_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    for name, text in RECORDS.items():
        (folder / name).write_text(text)
    return folder


def _answer(engine: Dispatcher, line: str) -> str:
    ok, text = engine.handle(line)
    assert isinstance(ok, bool) and isinstance(text, str), line
    return text


@st.composite
def _go_session(draw: st.DrawFn, sgf_dir: Path) -> list[str]:
    """A list of command lines: a small position, then random commands."""
    size = draw(st.sampled_from([1, 2, 3, 4, 5]))
    lines = [f"boardsize {size}"]
    vertex = _go_vertex(size)
    for _ in range(draw(st.integers(0, 2 * size * size))):
        lines.append(f"play {draw(st.sampled_from('bw'))} {draw(vertex)}")
    names = [n for n in new_go_engine({}).command_names() if n not in _GO_SKIP]
    for _ in range(draw(st.integers(1, 8))):
        name = draw(st.sampled_from(names + ["loadsgf", "trymove", "popgo", "frobnicate"]))
        if name == "loadsgf":
            record = sgf_dir / draw(st.sampled_from([*RECORDS, "missing.sgf"]))
            args = [str(record), *draw(_words(vertex))[:1]]
        else:
            args = draw(_words(vertex))
            if draw(st.booleans()):
                args.insert(0, draw(st.sampled_from(["b", "w", "black", "white"])))
        lines.append(" ".join([name, *args]))
    return lines


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.function_scoped_fixture,
        HealthCheck.data_too_large,
    ],
)
@given(data=st.data())
def test_go_engine_answers_every_command_line(data: st.DataObject, sgf_dir: Path) -> None:
    engine = new_go_engine({})
    for line in data.draw(_go_session(sgf_dir)):
        _answer(engine, line)


@settings(max_examples=200, deadline=None)
@given(
    side=st.integers(2, 4),
    lines=st.lists(
        st.tuples(
            st.sampled_from(new_havannah_engine({}).command_names() + ["frobnicate"]),
            _words(
                st.builds(lambda r, n: f"{r}{n}", st.sampled_from("abcdefgh"), st.integers(0, 8))
            ),
        ),
        max_size=25,
    ),
)
def test_havannah_engine_answers_every_command_line(
    side: int, lines: list[tuple[str, list[str]]]
) -> None:
    engine = new_havannah_engine({})
    _answer(engine, f"boardsize {side}")
    for name, args in lines:
        if name == "play" and len(args) == 1:
            args = ["w", *args]  # mostly well-formed moves, so games get somewhere
        _answer(engine, " ".join([name, *args]))


@pytest.mark.parametrize("word", ["b²", "a١", "a１"])
def test_havannah_non_ascii_digits_are_malformed(word: str) -> None:
    engine = new_havannah_engine({})
    ok, text = engine.handle(f"play w {word}")
    assert not ok and text.startswith("malformed cell")


@pytest.mark.parametrize("word", ["A²", "A١", "A１"])
def test_go_non_ascii_digits_are_invalid_vertices(word: str) -> None:
    engine = new_go_engine({})
    assert engine.handle(f"play black {word}") == (False, "invalid color or coordinate")
    assert engine.handle("boardsize ５") == (False, "boardsize not an integer")
