"""The text report: regress.sh's lines, prefixed with the suite, and its summaries.

regress.awk prints only the unexpected results (``315 unexpected PASS!``,
``123 unexpected FAIL: Correct '1 E5', got '0'``), or with ``verbose`` all
four words and a summary line.  We print the same words with the suite in
front (``owl:123 ...``), cases that gave no answer (``crash``, ``timeout``,
``error``) always, and a summary per suite and in total
(:func:`summary_lines`, the one summary every command prints).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from harness.cases import Result, Verdict

# What a terminal would act on rather than show: C0 controls but tab and
# newline, DEL, C1 controls (ESC starts colour codes and cursor moves; CR
# overwrites the line; NUL may cut it).
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def terminal_safe(line: str) -> str:
    """``line`` with control characters written as escapes (``\\x1b``), to print as is."""
    return _CONTROL.sub(lambda match: f"\\x{ord(match.group()):02x}", line)


def result_line(result: Result, verbose: bool = False) -> str | None:
    """The line regress.sh prints for a result (None when it prints nothing)."""
    correct = f"Correct '{result.expected}', got '{result.answer}'"
    verdict = result.verdict
    if verdict.no_answer:
        first = (result.message or "no answer").splitlines()[0]
        return f"{result.id} {verdict}: {first}"
    if verdict is Verdict.PASSED_UNEXPECTED:
        return f"{result.id} PASSED" if verbose else f"{result.id} unexpected PASS!"
    if verdict is Verdict.FAILED_UNEXPECTED:
        word = "FAILED:" if verbose else "unexpected FAIL:"
        return f"{result.id} {word} {correct}"
    if not verbose:
        return None
    if verdict is Verdict.PASSED_EXPECTED:
        return f"{result.id} passed"
    if verdict is Verdict.FAILED_EXPECTED:
        return f"{result.id} failed: {correct}"
    return f"{result.id} {result.answer}"  # ignored: regress.awk prints the answer


@dataclass(frozen=True)
class Summary:
    """Counts of verdicts, as regress.awk counts them, plus the answers that never came."""

    passes: int = 0
    failures: int = 0
    unexpected_passes: int = 0
    unexpected_failures: int = 0
    ignored: int = 0
    errors: int = 0
    timeouts: int = 0
    crashes: int = 0

    @classmethod
    def of(cls, results: Iterable[Result]) -> Summary:
        """Count the verdicts of ``results``."""
        counts = dict.fromkeys(Verdict, 0)
        for result in results:
            counts[result.verdict] += 1
        return cls(
            passes=counts[Verdict.PASSED_EXPECTED] + counts[Verdict.PASSED_UNEXPECTED],
            failures=counts[Verdict.FAILED_EXPECTED] + counts[Verdict.FAILED_UNEXPECTED],
            unexpected_passes=counts[Verdict.PASSED_UNEXPECTED],
            unexpected_failures=counts[Verdict.FAILED_UNEXPECTED],
            ignored=counts[Verdict.IGNORED],
            errors=counts[Verdict.ERROR],
            timeouts=counts[Verdict.TIMEOUT],
            crashes=counts[Verdict.CRASH],
        )

    @property
    def ok(self) -> bool:
        """No unexpected failure, error, timeout or crash."""
        return not (self.unexpected_failures or self.errors or self.timeouts or self.crashes)

    def line(self) -> str:
        """regress.awk's summary line, with the answers that never came after it."""
        total = self.passes + self.failures
        passes = "pass" if self.unexpected_passes == 1 else "passes"
        failures = "failure" if self.unexpected_failures == 1 else "failures"
        text = (
            f"Summary: {self.passes}/{total} passes. {self.unexpected_passes} unexpected "
            f"{passes}, {self.unexpected_failures} unexpected {failures}"
        )
        lost = [
            f"{count} {word}"
            for count, word in (
                (self.errors, "error" if self.errors == 1 else "errors"),
                (self.timeouts, "timeout" if self.timeouts == 1 else "timeouts"),
                (self.crashes, "crash" if self.crashes == 1 else "crashes"),
            )
            if count
        ]
        return text + ("; " + ", ".join(lost) if lost else "")


def possible_crash_line(expectation_lines: int, results: list[Result]) -> str | None:
    """regress.awk's warning when the engine answered a different number of tests.

    ``expectation_lines`` is the number of ``#?`` lines of a whole ``.tst``
    file; the answered tests are the results that got an answer.
    """
    answered = [result for result in results if result.ok]
    if len(answered) == expectation_lines:
        return None
    head = f"Possible crash!: expected {expectation_lines} results, got {len(answered)}."
    if not answered:
        return head + " Crash in first test."
    last = answered[-1].id.rsplit(":", 1)[1]
    return head + f" Last successful test was {last}."


def summary_lines(
    results: Iterable[Result],
    suites: Sequence[str] | None = None,
    expectation_lines: Mapping[str, int] | None = None,
    always_total: bool = False,
) -> list[str]:
    """A summary line per suite, then the total when there is more than one suite.

    ``suites`` names the suites in the order to print (by default those of
    ``results``, in order of appearance).  ``expectation_lines`` gives, for
    the suites whose whole ``.tst`` file ran, its number of ``#?`` lines:
    regress.awk's "Possible crash!" line comes before the summary of a suite
    that answered fewer.  ``always_total`` prints the total even for one suite.
    """
    results = list(results)
    by_suite: dict[str, list[Result]] = {}
    for result in results:
        by_suite.setdefault(result.suite, []).append(result)
    names = list(by_suite) if suites is None else list(suites)
    lines = []
    for name in names:
        suite_results = by_suite.get(name, [])
        if expectation_lines is not None and name in expectation_lines:
            crash = possible_crash_line(expectation_lines[name], suite_results)
            if crash:
                lines.append(f"{name}: {crash}")
        lines.append(f"{name}: {Summary.of(suite_results).line()}")
    if len(names) > 1 or always_total:
        lines.append(f"Total: {Summary.of(results).line()}")
    return lines


def order_dependent(results: Iterable[Result]) -> list[Result]:
    """The results of ``--check-order`` whose case answered differently alone."""
    return [result for result in results if result.alone is not None]


def order_line(result: Result) -> str:
    """``owl1:384 depends on what ran before it: in file order '0', alone '1 A2'``."""
    first = (
        result.answer
        if result.ok == "="
        else (f"? {result.answer}".rstrip() if result.ok else f"({result.verdict})")
    )
    return (
        f"{result.id} depends on what ran before it: in file order '{first}', "
        f"alone '{result.alone}'"
    )


def order_lines(results: Iterable[Result], seed: int) -> list[str]:
    """What ``--check-order`` found: a line per order-dependent case, then a count."""
    found = order_dependent(results)
    lines = [order_line(result) for result in found]
    count = len(found)
    what = "case depends" if count == 1 else "cases depend"
    lines.append(f"Order check (seed {seed}): {count} {what} on what ran before")
    return lines


def setup_warnings(results: Iterable[Result]) -> list[str]:
    """The refused setup lines a file-order run noted with cases that still got a verdict."""
    return [
        f"{result.id}: {line}"
        for result in results
        if result.message and not result.verdict.no_answer
        for line in result.message.splitlines()
    ]
