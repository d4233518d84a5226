"""Hypothesis strategies for broken inputs: ``.tst`` and YAML suites, SGF records, Havannah cases.

Each strategy draws a whole file's text (or bytes) from pieces that are
almost right and pieces that are plainly wrong: the odd numbers, paths,
tags, encodings and nestings that once broke the harness.  A suite may name
the SGF records ``games/ok.sgf`` and ``games/bad.sgf`` of its folder (see
:data:`RECORD_NAMES`), and paths that leave it.
"""

from __future__ import annotations

import json

from hypothesis import strategies as st

#: The records a fuzzed suite's folder holds (the bad one is drawn too).
RECORD_NAMES = ("games/ok.sgf", "games/bad.sgf")
OK_RECORD = "(;SZ[9]KM[6.5];B[cc];W[gg];B[cd];W[zz];B[tt])"

# Commands that are cheap on the built-in engines (never a search).
GO_COMMANDS = [
    "boardsize",
    "clear_board",
    "play",
    "undo",
    "komi",
    "loadsgf",
    "list_stones",
    "query_boardsize",
    "countlib",
    "is_legal",
    "showboard",
    "trymove",
    "popgo",
    "known_command",
    "name",
    "echo",
    "frobnicate",
    "get_komi",
    "color",
]
HAVANNAH_COMMANDS = ["boardsize", "play", "winner", "showboard", "undo", "clear_board"]

ODD_NUMBERS = st.one_of(
    st.integers(-5, 30).map(str),
    st.sampled_from(["0", "00", "2147483647", "2147483648", "1" * 30, "1" * 4301, "1e3", "-0"]),
)
ODD_WORDS = st.one_of(
    st.sampled_from(
        ["A1", "a1", "T19", "Z99", "pass", "PASS", "black", "white", "b", "w", "E5E5", "i3", ""]
    ),
    ODD_NUMBERS,
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=("Cc", "Cs")), max_size=6),
)
ODD_PATHS = st.sampled_from(
    [
        *RECORD_NAMES,
        "games/missing.sgf",
        "../outside.sgf",
        "/etc/hostname",
        "/dev/zero",
        "fifo.sgf",
        "games/../games/ok.sgf",
        "a" * 300 + ".sgf",
        "./games/ok.sgf",
        "games",
    ]
)
CONTROL = st.sampled_from(["\x00", "\x1b[31m", "\r", "\x7f", "\x85", "\u2028", "\t", "\ufeff"])


@st.composite
def gtp_line(draw: st.DrawFn, commands: list[str]) -> str:
    """One command line: a command from ``commands`` (or a stray word) and odd arguments."""
    name = draw(st.one_of(st.sampled_from(commands), st.sampled_from(["", "#", "=1", "? x"])))
    if name == "loadsgf":
        args = [draw(ODD_PATHS)] + draw(st.lists(ODD_WORDS, max_size=1))
    else:
        args = draw(st.lists(ODD_WORDS, max_size=3))
    line = " ".join([name, *args])
    if draw(st.integers(0, 9)) == 0:
        spot = draw(st.integers(0, len(line)))
        line = line[:spot] + draw(CONTROL) + line[spot:]
    return line


PATTERN = st.one_of(
    st.sampled_from(["1 A1", "0", "!0", "1 (A1|B2)", "[", "(", "a{99999999999}", "(" * 300, ""]),
    st.text(alphabet="01AB|()[]{}*+?.!^$\\ ", max_size=12),
)


@st.composite
def tst_text(draw: st.DrawFn, commands: list[str] = GO_COMMANDS) -> str:
    """A ``.tst`` file: numbered and unnumbered commands, expectations, comments, odd lines."""
    lines = []
    for _ in range(draw(st.integers(0, 14))):
        kind = draw(st.integers(0, 5))
        if kind <= 1:
            lines.append(f"{draw(ODD_NUMBERS)} {draw(gtp_line(commands))}")
            flag = draw(st.sampled_from(["", "*", "&", "]", "*&", " "]))
            lines.append(f"#? [{draw(PATTERN)}]{flag}")
        elif kind == 2:
            lines.append(draw(gtp_line(commands)))
        elif kind == 3:
            lines.append(draw(st.sampled_from(["", "# a comment", "#?", "#? [x", "   ", "#?[y]*"])))
        elif kind == 4:
            lines.append(f"#? [{draw(PATTERN)}]")
        else:
            lines.append(draw(st.text(max_size=20)))
    ending = draw(st.sampled_from(["\n", "\r\n", ""]))
    return ending.join(lines) + draw(st.sampled_from(["\n", "", "\r\n"]))


# -- YAML ---------------------------------------------------------------------

CASE_KEYS = [
    "id",
    "sgf",
    "until",
    "board",
    "size",
    "to_move",
    "setup",
    "command",
    "expect",
    "status",
    "tags",
    "note",
    "moves",
    "stones",
]
YAML_SCALARS = st.sampled_from(
    [
        "1",
        "-1",
        "0x1F",
        "1_000",
        "1" * 4301,
        "3.5",
        ".nan",
        "true",
        "null",
        "~",
        "!!bool maybe",
        "!!int x",
        "!!timestamp x",
        "!!float y",
        "!!binary ===",
        "!!python/object:os.system x",
        "2001-12-14",
        '"quoted"',
        "'single'",
        "pass",
        "fail",
        "ignore",
        "maybe",
        "[]",
        "{}",
        "[a, b]",
        "{a: 1}",
        "!!map [1]",
        "!!set {a}",
        "*undefined",
        "&anchor x",
        "games/ok.sgf",
        "../outside.sgf",
        "a" * 300,
        "a5 b4, c3",
        "e5e5",
        "z99",
        "|\n      X O\n      . X",
    ]
)


@st.composite
def yaml_value(draw: st.DrawFn, key: str) -> str:
    """A value for ``key``: mostly the right kind, sometimes anything."""
    right = {
        "id": ODD_NUMBERS,
        "command": gtp_line(GO_COMMANDS),
        "expect": PATTERN.map(lambda p: f'"{p}"' if p else '""'),
        "sgf": ODD_PATHS,
        "until": ODD_WORDS.map(lambda w: w or "''"),
        "size": ODD_NUMBERS,
        "setup": st.lists(gtp_line(GO_COMMANDS), max_size=3).map(
            lambda lines: "[" + ", ".join(repr(line) for line in lines) + "]"
        ),
        "moves": st.lists(ODD_WORDS, max_size=4).map(" ".join),
        "status": st.sampled_from(["pass", "fail", "ignore"]),
        "note": st.text(max_size=20).map(json.dumps),
    }.get(key)
    if right is not None and draw(st.booleans()):
        value: str = draw(right)
        return value
    return draw(YAML_SCALARS)


@st.composite
def yaml_text(draw: st.DrawFn) -> str:
    """A YAML suite: a few cases of known and unknown keys, and odd YAML around them."""
    game = draw(st.sampled_from(["go", "go", "go", "havannah", "chess", "[go]"]))
    lines = []
    if draw(st.booleans()):
        name = draw(st.sampled_from(["s", "s", "owl1", "a:b", "[a]", "{}", "1", "x" * 300]))
        lines.append(f"suite: {name}")
    lines.append(f"game: {game}")
    lines.append("cases:")
    for number in range(draw(st.integers(0, 4))):
        if draw(st.booleans()):  # a case that is nearly right
            lines.append(f"  - id: {number}")
            lines.append(f"    command: {json.dumps(draw(gtp_line(GO_COMMANDS)))}")
            lines.append(f"    expect: {json.dumps(draw(PATTERN))}")
            extra_key = draw(st.sampled_from(["", "sgf", "board", "setup", "status", "note"]))
            if extra_key == "sgf":
                lines.append(f"    sgf: {draw(ODD_PATHS)}")
                lines.append(f"    until: {draw(ODD_WORDS) or 3}")
            elif extra_key == "board":
                lines.append("    board: |\n      X O .\n      . X O\n      . . .")
            elif extra_key:
                lines.append(f"    {extra_key}: {draw(yaml_value(extra_key))}")
            continue
        keys = draw(
            st.lists(st.sampled_from([*CASE_KEYS, "stauts", "? [a, b]"]), min_size=1, max_size=7)
        )
        if draw(st.booleans()):
            keys = ["id", "command", "expect", *keys]
        first = True
        for key in keys:
            value = draw(yaml_value(key))
            prefix = "  - " if first else "    "
            first = False
            if key == "? [a, b]":
                lines.append(f"{prefix}? [a, b]")
                lines.append("    : 1")
            else:
                lines.append(f"{prefix}{key}: {value}")
    extra = draw(st.integers(0, 11))
    if extra == 0:
        lines.append("cases: []")  # a duplicate key
    elif extra == 1:
        lines.append("description: " + "[" * 200 + "]" * 200)
    elif extra == 2:
        levels = ["&l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        levels += [f"&l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]" for i in range(1, 9)]
        lines.append("description: [" + ", ".join(levels) + "]")
    elif extra == 3:
        lines.insert(0, "%YAML 1.1\n---")
    text = "\n".join(lines) + "\n"
    if draw(st.integers(0, 19)) == 0:
        spot = draw(st.integers(0, len(text)))
        text = text[:spot] + draw(CONTROL) + text[spot:]
    return text


# -- SGF ----------------------------------------------------------------------

SGF_POINTS = st.one_of(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyzAZ09 ", min_size=0, max_size=3),
    st.sampled_from(["aa:cc", "cc:aa", "zz", "tt", "", "a", "ab:"]),
)


@st.composite
def sgf_record(draw: st.DrawFn) -> bytes:
    """An SGF record: odd sizes, setup stones and moves off the board, broken syntax."""
    root = "(;"
    if draw(st.booleans()):
        root += f"SZ[{draw(st.sampled_from(['9', '19', '1', '0', '26', '52', '9:5', 'x', '']))}]"
    for prop in draw(st.lists(st.sampled_from(["AB", "AW", "AE", "HA", "KM", "PL"]), max_size=3)):
        root += prop + "".join(f"[{draw(SGF_POINTS)}]" for _ in range(draw(st.integers(1, 3))))
    nodes = ""
    for _ in range(draw(st.integers(0, 8))):
        colour = draw(st.sampled_from(["B", "W", "AB", "C"]))
        nodes += f";{colour}[{draw(SGF_POINTS)}]"
    end = draw(st.sampled_from([")", "", "))", "(;B[aa]))", ")garbage"]))
    text = (root + nodes + end).encode()
    if draw(st.integers(0, 9)) == 0:
        text += draw(st.binary(max_size=8))
    return text


# -- Havannah ------------------------------------------------------------------


@st.composite
def havannah_yaml(draw: st.DrawFn) -> str:
    """A Havannah YAML suite: sizes, move lists and stones, right and wrong."""
    cells = st.one_of(
        st.sampled_from(["a1", "e5", "z99", "e5e5", "A1", "b" + "1" * 4301, "a0", "1a"]),
        st.from_regex(r"[a-k][0-9]{1,2}", fullmatch=True),
    )
    lines = ["game: havannah", "cases:"]
    for number in range(draw(st.integers(1, 3))):
        lines.append(f"  - id: {number}")
        lines.append(f"    size: {draw(st.sampled_from(['4', '5', '2', '99', '0', '-3', 'x']))}")
        if draw(st.booleans()):
            moves = draw(st.lists(cells, max_size=6))
            lines.append(f"    moves: {' '.join(moves) or '[]'}")
        else:
            white = draw(st.lists(cells, max_size=3))
            black = draw(st.lists(cells, max_size=3))
            stones = f"{{white: [{', '.join(white)}], black: [{', '.join(black)}]}}"
            lines.append(f"    stones: {stones}")
        command = draw(st.sampled_from(["winner", "showboard", "play white a1", "ring_cells"]))
        lines.append(f"    command: {command}")
        lines.append(f'    expect: "{draw(PATTERN)}"')
    return "\n".join(lines) + "\n"
