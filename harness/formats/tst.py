"""Reading GNU Go's ``.tst`` regression files exactly as regress.sh + regress.awk read them.

The facts of the format are in ``docs/tst-format.md``.  In short: every line
that is not blank or a comment is sent to the engine; a line whose first word
is an integer is a numbered command, judged against the expectation ``#?``
that regress.awk keys on that number; an expectation is keyed on the first
word of the line just above it, and the last one for a number wins.  A
numbered command without an expectation is judged against the empty pattern,
which only an empty answer matches.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from harness import commands
from harness.cases import Case, Expectation, Flag, Source
from harness.formats import SuiteFormatError, outside, read_file


@dataclass(frozen=True)
class Command:
    """A line sent to the engine: its text (no id, no comment) and its GTP id if numbered."""

    text: str
    number: int | None
    source: Source


@dataclass(frozen=True)
class TstSuite:
    """A parsed ``.tst`` file: what is sent, in order, and the judged cases."""

    name: str
    path: str
    commands: tuple[Command, ...]
    cases: tuple[Case, ...]
    expectation_lines: int  # regress.awk's "expected" count in "Possible crash!"
    warnings: tuple[str, ...]
    # The line of the ``#?`` that judges each number (as written), for rewriting flags.
    expectation_at: dict[str, int] = field(default_factory=dict)


_EXPECT_PREFIX = re.compile(r"^#\? *")
_FLAGS_SUFFIX = re.compile(r"\][&*]*$")


def parse_expectation(line: str) -> Expectation:
    """Read an expectation line (``#? [PATTERN]FLAGS``) as regress.awk does.

    regress.awk removes a leading ``[`` and a trailing ``]`` with its flags;
    the flag is the line's last character (``*`` or ``&``).  A missing
    closing bracket therefore leaves the pattern as written, and a flag still
    counts when it ends the line.
    """
    body = _EXPECT_PREFIX.sub("", line, count=1)
    text = body[1:] if body.startswith("[") else body
    text = _FLAGS_SUFFIX.sub("", text, count=1)
    if body.endswith("&"):
        flag = Flag.IGNORE
    elif body.endswith("*"):
        flag = Flag.FAIL
    else:
        flag = Flag.PASS
    return Expectation.from_text(text, flag)


FLAG_MARKS = {Flag.PASS: "", Flag.FAIL: "*", Flag.IGNORE: "&"}


def with_flag(line: str, flag: Flag) -> str:
    """An expectation line with its flag set to ``flag``, and nothing else changed.

    The flag is the line's last character (after the closing bracket); blanks
    after the bracket go, since regress.awk would not see a flag behind them.
    Raises ValueError when the line is not an expectation that ends with ``]``
    and its flags, or when the rewritten line would read differently.
    """
    old = parse_expectation(line)
    body = line.rstrip()
    match = re.search(r"\][&*]*$", body)
    if not line.startswith("#?") or match is None:
        raise ValueError(f"not an expectation ending in ']': {line!r}")
    new_line = body[: match.start() + 1] + FLAG_MARKS[Flag(flag)]
    new = parse_expectation(new_line)
    if new.text != old.text or new.flag is not Flag(flag):
        raise ValueError(f"cannot set the flag of {line!r}")
    return new_line


# awk's default field separator: blanks (spaces and tabs), not every Unicode space.
_BLANKS = re.compile(r"[ \t]+")
# What a GTP engine removes from a line before reading it (GTP 2, section 3.1).
_CONTROL = re.compile(r"[\x00-\x08\x0a-\x1f\x7f]")


def is_number(word: str) -> bool:
    """Whether ``word`` is a test number as regress.awk and GTP read one: ASCII digits only.

    (``str.isdigit`` also accepts ``²`` or ``٣``, which ``int`` may refuse.)
    """
    return word.isascii() and word.isdigit()


def _words(text: str) -> list[str]:
    """awk's fields of ``text``: split on blanks, leading and trailing blanks ignored."""
    return [word for word in _BLANKS.split(text) if word]


def _first_word(line: str) -> str:
    """awk's ``$1``: the first field, fields being split on blanks."""
    words = _words(line)
    return words[0] if words else ""


#: The largest GTP id: engines read it as a C ``int`` (GNU Go with ``sscanf("%d")``).
MAX_NUMBER = 2**31 - 1


def _command_text(line: str) -> tuple[int | None, str]:
    """What GTP makes of a line: its id (if numbered) and the command without comment.

    Raises ValueError for a number over :data:`MAX_NUMBER`.
    """
    words = _words(_CONTROL.sub("", line.split("#", 1)[0]))
    if words and is_number(words[0]):
        word = words[0]
        # (int() refuses more than 4,300 digits, and no engine reads such an id.)
        if len(word.lstrip("0")) > len(str(MAX_NUMBER)) or int(word) > MAX_NUMBER:
            shown = word if len(word) <= 20 else f"{word[:12]}... ({len(word)} digits)"
            raise ValueError(f"test number {shown} is too large (at most {MAX_NUMBER})")
        return int(word), " ".join(words[1:])
    return None, " ".join(words)


def read_lines(path: Path) -> list[str]:
    """The file's lines with a ``\\r`` before the newline removed.

    Raises :class:`SuiteFormatError` when the file cannot be read as text.
    """
    data = read_file(path)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = data.decode("latin-1")
    return [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]


def read_tst(
    path: str | Path,
    suite: str | None = None,
    allow_outside: bool = False,
    numbering: str | None = None,
) -> TstSuite:
    """Parse a ``.tst`` file.  ``suite`` defaults to the file's stem.

    ``numbering`` is the numbering command the file starts in (a Havannah
    file's ``gridcoords``): each case's setup then starts with the numbering
    in force (see :class:`~harness.commands.ReplayPlanner`).

    Raises :class:`SuiteFormatError` when the file cannot be read, a test
    number is too large for GTP, or (unless ``allow_outside``) a ``loadsgf``
    names a file outside the file's folder.  Oddities
    that regress.awk accepts (an expectation that is not under its numbered
    command, a numbered command without an expectation) are warnings.
    """
    path = Path(path)
    name = suite or path.stem
    lines = read_lines(path)
    if lines and lines[-1] == "":
        lines.pop()

    expect: dict[str, tuple[Expectation, int]] = {}
    expectation_lines = 0
    key = ""
    sent: list[Command] = []
    warnings: list[str] = []
    for lineno, line in enumerate(lines, start=1):
        if line.startswith("#?"):
            expectation = parse_expectation(line)
            expectation_lines += 1
            if not is_number(key):
                warnings.append(
                    f"{path}:{lineno}: expectation is not right under a numbered command "
                    f"(regress.awk keys it on {key!r}, so it judges nothing)"
                )
            elif key in expect:
                warnings.append(
                    f"{path}:{lineno}: second expectation for {key}; "
                    f"the one at line {expect[key][1]} is overridden"
                )
            expect[key] = (expectation, lineno)
            if re.search(r"\][&*]*[^&*\]]+$", line):
                warnings.append(f"{path}:{lineno}: text after the closing bracket: {line!r}")
            continue
        key = _first_word(line)
        try:
            number, text = _command_text(line)
        except ValueError as error:
            raise SuiteFormatError(f"{path}:{lineno}: {error}") from None
        if text:
            words = text.split()
            if not allow_outside and len(words) >= 2 and words[0] in commands.LOADS_FILE:
                problem = outside(path.parent, words[1])
                if problem:
                    raise SuiteFormatError(f"{path}:{lineno}: {words[0]} {problem}")
            sent.append(Command(text=text, number=number, source=Source(str(path), lineno)))
        elif number is not None:
            # GTP engines skip a line with an id and no command, and never
            # answer it, so regress.awk has nothing to judge: no case.
            warnings.append(f"{path}:{lineno}: test number {number} has no command")

    cases = _build_cases(name, path, sent, expect, warnings, numbering)
    return TstSuite(
        name=name,
        path=str(path),
        commands=tuple(sent),
        cases=tuple(cases),
        expectation_lines=expectation_lines,
        warnings=tuple(warnings),
        expectation_at={number: line for number, (_, line) in expect.items()},
    )


def _build_cases(
    name: str,
    path: Path,
    sent: list[Command],
    expect: dict[str, tuple[Expectation, int]],
    warnings: list[str],
    numbering: str | None = None,
) -> list[Case]:
    planner = commands.ReplayPlanner(numbering)
    cases: list[Case] = []
    seen: dict[int, int] = {}
    empty = Expectation.from_text("")
    base_dir = str(path.parent.resolve())
    for command in sent:
        if command.number is not None:
            # The engine echoes the id as an integer; regress.awk looks the
            # expectation up under that spelling.
            found = expect.get(str(command.number))
            if found is None:
                warnings.append(
                    f"{command.source}: numbered command {command.number} has no expectation; "
                    "it is judged against an empty answer"
                )
            seen[command.number] = seen.get(command.number, 0) + 1
            label = ""
            if seen[command.number] > 1:
                label = f"{command.number}({seen[command.number]})"
                warnings.append(f"{command.source}: test number {command.number} is used again")
            replay = planner.replay(command.text)
            cases.append(
                Case(
                    suite=name,
                    number=command.number,
                    command=command.text,
                    expectation=found[0] if found else empty,
                    source=command.source,
                    base_dir=base_dir,
                    setup=replay.setup,
                    settings=replay.settings,
                    label=label,
                )
            )
        planner.add(command.text)
    return cases
