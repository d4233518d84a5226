"""The harness's data model: cases, expectations, verdicts and results.

Data flows one way: a suite file is read into :class:`Case` objects, each case
runs on an engine session and gives a :class:`Result`, results are written to a
run file and later compared and reported.  Everything here is plain, frozen
data; the words and codes are defined once, here.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Flag(StrEnum):
    """What a case is expected to do: the flag after an expectation's ``]``."""

    PASS = "pass"  # no flag
    FAIL = "fail"  # '*': a known failure
    IGNORE = "ignore"  # '&': not judged


class Verdict(StrEnum):
    """The outcome of one case, in regress.awk's words plus three of our own."""

    PASSED_EXPECTED = "passed"
    PASSED_UNEXPECTED = "PASSED"
    FAILED_EXPECTED = "failed"
    FAILED_UNEXPECTED = "FAILED"
    IGNORED = "ignored"
    ERROR = "error"  # no usable answer: the expectation or the command was bad
    TIMEOUT = "timeout"  # the engine did not answer in time
    CRASH = "crash"  # the engine died (or raised) while answering

    @property
    def passed(self) -> bool:
        """Whether the answer matched the expectation."""
        return self in (Verdict.PASSED_EXPECTED, Verdict.PASSED_UNEXPECTED)

    @property
    def unexpected(self) -> bool:
        """Whether this verdict makes a run fail (exit status 1)."""
        return self in (
            Verdict.FAILED_UNEXPECTED,
            Verdict.ERROR,
            Verdict.TIMEOUT,
            Verdict.CRASH,
        )

    @property
    def no_answer(self) -> bool:
        """Whether the engine gave no answer at all."""
        return self in (Verdict.ERROR, Verdict.TIMEOUT, Verdict.CRASH)


@dataclass(frozen=True)
class Source:
    """Where something was written: a file and a 1-based line number (0: not known)."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}" if self.line else self.path

    @classmethod
    def parse(cls, text: str) -> Source | None:
        """The inverse of ``str()``: ``owl.tst:12`` -> ``Source("owl.tst", 12)``.

        '' gives None; a text without a line number gives line 0 (unknown).
        """
        if not text:
            return None
        path, colon, line = text.rpartition(":")
        if colon and path and line.isdigit() and line.isascii():
            return cls(path, int(line))
        return cls(text, 0)


@dataclass(frozen=True)
class Expectation:
    """An expected answer, as regress.awk reads ``#? [PATTERN]FLAGS``.

    ``text`` is what regress.awk prints as "Correct '...'" (the pattern with
    its ``!``); ``pattern`` is the regular expression without the ``!``.
    """

    text: str
    pattern: str
    negate: bool = False
    flag: Flag = Flag.PASS

    @classmethod
    def from_text(cls, text: str, flag: Flag = Flag.PASS) -> Expectation:
        """Build an expectation from the text inside the brackets and a flag."""
        negate = text.startswith("!")
        return cls(text=text, pattern=text[1:] if negate else text, negate=negate, flag=flag)


@dataclass(frozen=True)
class Case:
    """One judged command with everything needed to run it on its own.

    ``setup`` lists the commands that build the case's position from a reset
    engine, in order; ``settings`` the commands that change the engine's
    settings (they survive a reset and are sent once per session).
    ``base_dir`` is the folder against which relative ``loadsgf`` paths are
    resolved.  ``number`` is the GTP id the command is sent with.
    """

    suite: str
    number: int
    command: str
    expectation: Expectation
    source: Source
    base_dir: str
    game: str = "go"
    setup: tuple[str, ...] = ()
    settings: tuple[str, ...] = ()
    note: str = ""
    tags: tuple[str, ...] = ()
    label: str = ""  # the id as written when it is not plain (a repeated number)

    @property
    def id(self) -> str:
        """The case's name, ``SUITE:NUMBER``."""
        return f"{self.suite}:{self.label or self.number}"


#: The most of one answer a result keeps (a run file line stays readable).
MAX_STORED_ANSWER = 64 * 1024


def stored(text: str) -> str:
    """``text`` as a result keeps it: whole, or cut at :data:`MAX_STORED_ANSWER`
    characters with a note of the full size."""
    if len(text) <= MAX_STORED_ANSWER:
        return text
    return text[:MAX_STORED_ANSWER] + f" [... cut: {len(text)} characters in all]"


@dataclass(frozen=True)
class Result:
    """What one case gave.  ``answer`` is the first line; ``text`` the whole answer.

    How a result is written to a run file, and read back, is
    :mod:`harness.store`'s business.
    """

    id: str
    command: str
    expected: str
    flag: Flag
    answer: str
    verdict: Verdict
    seconds: float
    ok: str = "="  # '=' or '?', or '' when no answer came
    text: str = ""
    message: str = ""  # why there is no answer (error, timeout, crash)
    source: Source | None = None  # where the case is written, when known
    nodes: dict[str, int] = field(default_factory=dict)
    # A repeated run (``regress run --repeat N``): which repetition this is
    # (0 to N-1), and the seed the engine was given for it (None: none given).
    attempt: int = 0
    seed: int | None = None
    # ``--check-order``: the answer the case gave alone, in a shuffled order,
    # when it differs from the answer in the run's own order (None: the same,
    # or not checked).
    alone: str | None = None

    @property
    def suite(self) -> str:
        """The suite part of the id."""
        return self.id.rsplit(":", 1)[0]
