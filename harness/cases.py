"""The harness's data model: cases, expectations, verdicts and results.

Data flows one way: a suite file is read into :class:`Case` objects, each case
runs on an engine session and gives a :class:`Result`, results are written to a
run file and later compared and reported.  Everything here is plain, frozen
data; the words and codes are defined once, here.
"""

from __future__ import annotations

import typing
from dataclasses import MISSING, dataclass, field, fields
from enum import StrEnum
from typing import Any


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
    """Where something was written: a file and a 1-based line number."""

    path: str
    line: int

    def __str__(self) -> str:
        return f"{self.path}:{self.line}"


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


@dataclass(frozen=True)
class Result:
    """What one case gave.  ``answer`` is the first line; ``text`` the whole answer."""

    id: str
    command: str
    expected: str
    flag: str
    answer: str
    verdict: Verdict
    seconds: float
    ok: str = "="  # '=' or '?', or '' when no answer came
    text: str = ""
    message: str = ""  # why there is no answer (error, timeout, crash)
    source: str = ""
    nodes: dict[str, int] = field(default_factory=dict)

    @property
    def suite(self) -> str:
        """The suite part of the id."""
        return self.id.rsplit(":", 1)[0]

    def to_json(self) -> dict[str, Any]:
        """A dict fit for a run file line (empty optional fields left out)."""
        # Built by hand: dataclasses.asdict deep-copies, which costs more than
        # the rest of the harness's work on a case.
        data = {name: getattr(self, name) for name in _RESULT_FIELDS}
        data["verdict"] = str(self.verdict)
        for key in _OPTIONAL_FIELDS:
            if not data[key]:
                del data[key]
        if "nodes" in data:
            data["nodes"] = dict(data["nodes"])
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Result:
        """The inverse of :meth:`to_json`.

        Raises ValueError naming a field that is missing or of the wrong type.
        """
        if not isinstance(data, dict):
            raise ValueError(f"not a JSON object: {data!r:.80}")
        known = {}
        for name, types in _JSON_TYPES.items():
            if name not in data:
                if name in _REQUIRED_FIELDS:
                    raise ValueError(f"no {name!r}")
                continue
            value = data[name]
            if not isinstance(value, types) or isinstance(value, bool):
                raise ValueError(f"{name!r} is {value!r:.80}")
            known[name] = value
        known["verdict"] = Verdict(known["verdict"])
        return cls(**known)


_RESULT_FIELDS = tuple(f.name for f in fields(Result))
_OPTIONAL_FIELDS = ("text", "message", "nodes")
_REQUIRED_FIELDS = frozenset(
    f.name for f in fields(Result) if f.default is MISSING and f.default_factory is MISSING
)


def _json_types(hint: Any) -> tuple[type, ...]:
    """The JSON value types a field of type ``hint`` is read from."""
    if hint is float:
        return (int, float)
    if isinstance(hint, type) and issubclass(hint, str):  # str, and the StrEnums
        return (str,)
    return (typing.get_origin(hint) or hint,)


_JSON_TYPES = {name: _json_types(hint) for name, hint in typing.get_type_hints(Result).items()}
