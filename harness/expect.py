"""Judging an answer against an expectation, as regress.awk judges it.

regress.awk puts ``^`` before and ``$`` after the pattern and searches the
answer's first line with awk's POSIX extended regular expressions.  Python's
``re`` differs from POSIX ERE in a few places, which :func:`translate_ere`
bridges: bracket expressions with character classes (``[[:digit:]]``), a
``[`` inside a bracket expression, gawk's own escapes (``\\y``, ``\\<``,
``\\>``, ``\\```, ``\\'``), and a repetition operator with nothing before it,
which awk takes literally.  The anchoring is kept as regress.awk has it:
``^B14|D17$`` accepts an answer that starts with ``B14`` or ends with ``D17``.
"""

from __future__ import annotations

import functools
import re

from harness.cases import Expectation, Flag, Verdict

# POSIX character classes, as Python set members (ASCII, as awk in the C locale).
_CLASSES = {
    "alpha": "a-zA-Z",
    "digit": "0-9",
    "alnum": "0-9a-zA-Z",
    "upper": "A-Z",
    "lower": "a-z",
    "space": r" \t\n\r\f\v",
    "blank": r" \t",
    "punct": r"!-/:-@\[-`{-~",
    "print": r" -~",
    "graph": r"!-~",
    "cntrl": r"\x00-\x1f\x7f",
    "xdigit": "0-9A-Fa-f",
}

# gawk escapes outside bracket expressions that mean something else in Python.
_ESCAPES = {
    "y": r"\b",
    "B": r"\B",
    "<": r"\b(?=\w)",
    ">": r"\b(?<=\w)",
    "`": r"\A",
    "'": r"\Z",
    "w": r"\w",
    "W": r"\W",
    "s": r"\s",
    "S": r"\S",
    "n": r"\n",
    "t": r"\t",
    "r": r"\r",
    "f": r"\f",
    "v": r"\v",
}


class PatternError(ValueError):
    """An expectation's pattern is not a regular expression awk accepts."""


def translate_ere(pattern: str) -> str:
    """Translate a POSIX extended regular expression into Python ``re`` syntax.

    Raises :class:`PatternError` for an unterminated bracket expression or an
    unknown character class.
    """
    out: list[str] = []
    i, n = 0, len(pattern)
    # Where a repetition operator has nothing to repeat, awk reads it literally.
    atom_before = False
    while i < n:
        c = pattern[i]
        if c == "\\":
            if i + 1 >= n:
                out.append(r"\\")
            else:
                i += 1
                out.append(_ESCAPES.get(pattern[i], re.escape(pattern[i])))
            atom_before = True
        elif c == "[":
            text, i = _translate_bracket(pattern, i)
            out.append(text)
            atom_before = True
        elif c in "*+?":
            if not atom_before:
                out.append("\\" + c)
                atom_before = True
            elif out and out[-1] in ("*", "+", "?"):
                # awk reads a stacked repetition as one; Python refuses it.
                out[-1] = c if out[-1] == c else "*"
            else:
                out.append(c)
        elif c == "{":
            close = pattern.find("}", i)
            interval = pattern[i + 1 : close] if close > 0 else ""
            if atom_before and re.fullmatch(r"\d+(,\d*)?", interval):
                out.append(pattern[i : close + 1])
                i = close
            else:
                out.append(r"\{")
                atom_before = True
            i += 1
            continue
        elif c in "(|":
            out.append(c)
            atom_before = False
        elif c == "^":
            out.append(c)
            atom_before = False
        elif c in ")$.":
            out.append(c)
            atom_before = c != "$"
        elif c == "}":
            out.append(r"\}")
            atom_before = True
        else:
            out.append(re.escape(c))
            atom_before = True
        i += 1
    return "".join(out)


def _translate_bracket(pattern: str, start: int) -> tuple[str, int]:
    """Translate the bracket expression at ``pattern[start]``; return it and the next index."""
    i = start + 1
    n = len(pattern)
    parts = ["["]
    if i < n and pattern[i] == "^":
        parts.append("^")
        i += 1
    first = True
    while True:
        if i >= n:
            raise PatternError(f"unterminated bracket expression in {pattern!r}")
        c = pattern[i]
        if c == "]" and not first:
            parts.append("]")
            return "".join(parts), i
        first = False
        if c == "[" and i + 1 < n and pattern[i + 1] in ":.=":
            kind = pattern[i + 1]
            close = pattern.find(kind + "]", i + 2)
            if close < 0:
                raise PatternError(f"unterminated [{kind} in {pattern!r}")
            name = pattern[i + 2 : close]
            if kind == ":":
                if name not in _CLASSES:
                    raise PatternError(f"unknown character class [:{name}:] in {pattern!r}")
                parts.append(_CLASSES[name])
            else:  # collating element or equivalence class: the character itself
                parts.append(re.escape(name))
            i = close + 2
            continue
        if c == "\\" and i + 1 < n:
            # gawk takes a backslash in brackets as an escape, as Python does.
            parts.append(_ESCAPES.get(pattern[i + 1], re.escape(pattern[i + 1])))
            i += 2
            continue
        if c == "-":
            parts.append("-")
        else:
            parts.append(re.escape(c) if c in "[]^&~|" else c)
        i += 1


@functools.lru_cache(maxsize=4096)
def compile_pattern(pattern: str) -> re.Pattern[str]:
    """Compile a pattern anchored as regress.awk anchors it (``^`` + pattern + ``$``).

    Raises :class:`PatternError` when the pattern is not a valid expression.
    """
    try:
        return re.compile(translate_ere("^" + pattern + "$"))
    except re.error as error:
        raise PatternError(f"bad regular expression {pattern!r}: {error}") from error


def matches(expectation: Expectation, answer: str) -> bool:
    """Whether ``answer`` (the first line) satisfies the expectation, negation included."""
    found = compile_pattern(expectation.pattern).search(answer) is not None
    return found != expectation.negate


def judge(expectation: Expectation, answer: str) -> Verdict:
    """The verdict for ``answer`` (the answer's first line, without ``=N ``).

    Raises :class:`PatternError` for a pattern awk would not accept.
    """
    if expectation.flag is Flag.IGNORE:
        return Verdict.IGNORED
    if matches(expectation, answer):
        if expectation.flag is Flag.FAIL:
            return Verdict.PASSED_UNEXPECTED
        return Verdict.PASSED_EXPECTED
    if expectation.flag is Flag.FAIL:
        return Verdict.FAILED_EXPECTED
    return Verdict.FAILED_UNEXPECTED
