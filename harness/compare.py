"""What changed between two runs: cases fixed, broken, changed, lost, one-sided.

``regress compare BASE HEAD`` reads two run files (or makes them first, see
:mod:`harness.cli` and :mod:`harness.worktree`) and hands them to
:func:`compare_runs`.  Every case is put in at most one class of change:

* ``fixed``: the base did not pass it (a failure or no answer), the head passes;
* ``broken``: the base passed it, the head does not (also when no answer came);
* ``lost``: the base answered and failed, the head gave no answer (error,
  timeout, crash): a new error, which breaks a run as much as a failure;
* ``changed``: the answer changed, the verdict's pass/fail did not;
* ``base only`` / ``head only``: the case is in one run only.

A comparison is plain data; :func:`comparison_lines` turns it into the text
``regress compare`` prints, starting with one sentence such as
``owl1:315 fixed; owl:123, owl:150 and global:44 broke``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum

from harness.cases import Result, Verdict
from harness.report.text import Summary
from harness.store import Run, RunHeader, mode_name


class Change(StrEnum):
    """How a case differs between the base run and the head run."""

    FIXED = "fixed"
    BROKEN = "broken"
    LOST = "lost"
    CHANGED = "changed"
    BASE_ONLY = "base only"
    HEAD_ONLY = "head only"

    @property
    def bad(self) -> bool:
        """Whether this change makes ``regress compare`` (and ``gate``) exit 1."""
        return self in (Change.BROKEN, Change.LOST)


# The verb of each change in the one-sentence summary ("owl:123 and owl:150 broke").
SENTENCE_VERBS = {
    Change.FIXED: "fixed",
    Change.BROKEN: "broke",
    Change.LOST: "gave no answer",
    Change.CHANGED: "changed answers",
    Change.BASE_ONLY: "only in base",
    Change.HEAD_ONLY: "only in head",
}
# Past this many ids a sentence part gives a count ("12 changed answers").
SENTENCE_IDS = 8


@dataclass(frozen=True)
class CaseDiff:
    """One case that differs: its id, the kind of change, and both results."""

    id: str
    change: Change
    base: Result | None
    head: Result | None

    @property
    def suite(self) -> str:
        """The suite part of the id."""
        return self.id.rsplit(":", 1)[0]

    def describe(self) -> str:
        """One line: ``owl:123 broken: FAILED: Correct '1 E5', got '0' (was '1 E5', passed)``."""
        base, head = self.base, self.head
        if head is None:
            assert base is not None
            return f"{self.id} {self.change} ({base.verdict}, got '{base.answer}')"
        if base is None:
            return f"{self.id} {self.change} ({head.verdict}, got '{head.answer}')"
        if head.verdict.no_answer:
            now = f"{head.verdict}: {(head.message or 'no answer').splitlines()[0]}"
        else:
            now = f"{head.verdict}: Correct '{head.expected}', got '{head.answer}'"
        was = base.verdict if base.verdict.no_answer else f"'{base.answer}', {base.verdict}"
        return f"{self.id} {self.change}: {now} (was {was})"


@dataclass(frozen=True)
class Totals:
    """Time and node counts of the cases found in both runs, base and head."""

    cases: int = 0
    base_seconds: float = 0.0
    head_seconds: float = 0.0
    base_nodes: dict[str, int] = field(default_factory=dict)
    head_nodes: dict[str, int] = field(default_factory=dict)

    @classmethod
    def of(cls, pairs: Iterable[tuple[Result, Result]]) -> Totals:
        """Add up time and nodes over pairs of (base, head) results of one case."""
        cases = 0
        base_seconds = head_seconds = 0.0
        base_nodes: dict[str, int] = {}
        head_nodes: dict[str, int] = {}
        for base, head in pairs:
            cases += 1
            base_seconds += base.seconds
            head_seconds += head.seconds
            # Nodes are compared only where both engines counted them.
            for key in base.nodes.keys() & head.nodes.keys():
                base_nodes[key] = base_nodes.get(key, 0) + base.nodes[key]
                head_nodes[key] = head_nodes.get(key, 0) + head.nodes[key]
        return cls(cases, base_seconds, head_seconds, base_nodes, head_nodes)

    @property
    def time_ratio(self) -> float | None:
        """Head time over base time (None when the base took no time)."""
        return ratio(self.head_seconds, self.base_seconds)

    def node_ratios(self) -> dict[str, float | None]:
        """Head nodes over base nodes, per counter."""
        return {key: ratio(self.head_nodes[key], self.base_nodes[key]) for key in self.base_nodes}


def ratio(head: float, base: float) -> float | None:
    """``head / base``, or None when ``base`` is zero."""
    return head / base if base else None


@dataclass(frozen=True)
class SuiteComparison:
    """The changes of one suite, its totals, and the summaries of both sides."""

    name: str
    diffs: tuple[CaseDiff, ...]
    totals: Totals
    base_summary: Summary
    head_summary: Summary

    def count(self, change: Change) -> int:
        """How many cases had ``change``."""
        return sum(1 for diff in self.diffs if diff.change is change)


@dataclass(frozen=True)
class Comparison:
    """Two runs compared: per suite, and in total."""

    base: RunHeader
    head: RunHeader
    suites: tuple[SuiteComparison, ...]
    totals: Totals

    @property
    def diffs(self) -> list[CaseDiff]:
        """Every changed case, suite by suite, in case order."""
        return [diff for suite in self.suites for diff in suite.diffs]

    def of(self, change: Change) -> list[CaseDiff]:
        """The cases with ``change``."""
        return [diff for diff in self.diffs if diff.change is change]

    def count(self, change: Change) -> int:
        """How many cases had ``change``."""
        return sum(suite.count(change) for suite in self.suites)

    @property
    def broke(self) -> bool:
        """Whether anything broke: a case broken or a new error, timeout or crash."""
        return any(diff.change.bad for diff in self.diffs)

    def sentence(self) -> str:
        """``owl1:315 fixed; owl:123, owl:150 and global:44 broke`` (or "no changes")."""
        parts = []
        for change in Change:
            diffs = self.of(change)
            if not diffs:
                continue
            if change is Change.CHANGED or len(diffs) > SENTENCE_IDS:
                noun = "case" if len(diffs) == 1 else "cases"
                if change is Change.CHANGED:
                    noun = "answer" if len(diffs) == 1 else "answers"
                    parts.append(f"{len(diffs)} {noun} changed")
                else:
                    parts.append(f"{len(diffs)} {noun} {SENTENCE_VERBS[change]}")
            else:
                parts.append(f"{join_ids([d.id for d in diffs])} {SENTENCE_VERBS[change]}")
        return "; ".join(parts) if parts else "no changes"


def join_ids(ids: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(ids) <= 1:
        return "".join(ids)
    return ", ".join(ids[:-1]) + " and " + ids[-1]


def classify(base: Result | None, head: Result | None) -> Change | None:
    """The change from ``base`` to ``head`` (None when nothing that matters changed)."""
    if head is None:
        return Change.BASE_ONLY
    if base is None:
        return Change.HEAD_ONLY
    was, now = base.verdict, head.verdict
    if was.passed and not now.passed and now is not Verdict.IGNORED:
        return Change.BROKEN
    if not was.passed and was is not Verdict.IGNORED and now.passed:
        return Change.FIXED
    if now.no_answer and not was.no_answer:
        return Change.LOST
    if was.no_answer and not now.no_answer:
        return Change.CHANGED  # an answer came back, still not a pass
    if (base.ok, base.answer) != (head.ok, head.answer):
        return Change.CHANGED
    return None


def compare_runs(base: Run, head: Run) -> Comparison:
    """Compare two runs case by case.

    Suites come in the order the base run has them, then the head's new
    ones; cases in each run's order.  Totals count only cases in both runs.
    """
    base_ids = base.by_id()
    head_ids = head.by_id()
    # Suite by suite in order of appearance; in each, the base's cases, then the head's new ones.
    order: dict[str, dict[str, None]] = {}
    for result in [*base_ids.values(), *head_ids.values()]:
        order.setdefault(result.suite, {})[result.id] = None
    suites = []
    for name, ids in order.items():
        diffs = []
        pairs = []
        for case_id in ids:
            was, now = base_ids.get(case_id), head_ids.get(case_id)
            change = classify(was, now)
            if change is not None:
                diffs.append(CaseDiff(case_id, change, was, now))
            if was is not None and now is not None:
                pairs.append((was, now))
        suites.append(
            SuiteComparison(
                name=name,
                diffs=tuple(diffs),
                totals=Totals.of(pairs),
                base_summary=Summary.of(base_ids[i] for i in ids if i in base_ids),
                head_summary=Summary.of(head_ids[i] for i in ids if i in head_ids),
            )
        )
    everything = Totals.of((base_ids[i], head_ids[i]) for i in base_ids.keys() & head_ids.keys())
    return Comparison(base.header, head.header, tuple(suites), everything)


# -- text --------------------------------------------------------------------


def describe_run(header: RunHeader) -> str:
    """A run's engine in a few words: spec, name and version, commit; then its mode."""
    text = header.engine
    name = f"{header.engine_name} {header.engine_version}".strip()
    if name:
        text += f" ({name})"
    commit = header.engine_commit
    if commit:
        text += f" at {commit[:12]}{'+dirty' if commit.endswith('+dirty') else ''}"
    return f"{text}, {header.modes()}"


def mode_warning(base: RunHeader, head: RunHeader) -> str | None:
    """A warning when two runs ran their suites in different modes, else None.

    An engine with history (GNU Go's persistent caches) can answer a case
    differently in file order and isolated, so such a difference may not be
    the engine's doing.
    """
    common = {suite.name for suite in base.suites} & {suite.name for suite in head.suites}
    if common:
        differ = sorted(name for name in common if base.suite_mode(name) != head.suite_mode(name))
        if not differ:
            return None
        shown = ", ".join(differ[:5]) + (" ..." if len(differ) > 5 else "")
        which = f" for {shown}"
    elif mode_name(base.mode) == mode_name(head.mode):
        return None
    else:
        which = ""
    return (
        f"the runs used different modes{which}: base {base.modes()}, head {head.modes()}; "
        "an answer may change with the mode alone"
    )


def seconds_text(seconds: float) -> str:
    """``0.25s``, ``12.3s``, ``125s``."""
    if seconds < 10:
        return f"{seconds:.2f}s"
    return f"{seconds:.1f}s" if seconds < 100 else f"{seconds:.0f}s"


def count_text(count: int) -> str:
    """A node count, short: ``950``, ``12.3k``, ``4.1M``."""
    if count < 1000:
        return str(count)
    if count < 1_000_000:
        return f"{count / 1000:.1f}k"
    return f"{count / 1_000_000:.1f}M"


def ratio_text(value: float | None) -> str:
    """``x0.82`` or ``-`` when there is no ratio."""
    return "-" if value is None else f"x{value:.2f}"


def totals_text(totals: Totals) -> str:
    """``12.3s -> 10.1s x0.82; owl 123.0k -> 100.0k x0.81``."""
    text = (
        f"{seconds_text(totals.base_seconds)} -> {seconds_text(totals.head_seconds)} "
        f"{ratio_text(totals.time_ratio)}"
    )
    for key, value in sorted(totals.node_ratios().items()):
        text += (
            f"; {key} {count_text(totals.base_nodes[key])} -> "
            f"{count_text(totals.head_nodes[key])} {ratio_text(value)}"
        )
    return text


TABLE_CHANGES = (
    Change.FIXED,
    Change.BROKEN,
    Change.LOST,
    Change.CHANGED,
    Change.BASE_ONLY,
    Change.HEAD_ONLY,
)


def comparison_lines(comparison: Comparison, verbose: bool = True) -> list[str]:
    """The text of ``regress compare``: the sentence, each changed case, a table per suite.

    Without ``verbose`` the per-case lines are left out.
    """
    lines = [
        f"Base: {describe_run(comparison.base)}",
        f"Head: {describe_run(comparison.head)}",
    ]
    warning = mode_warning(comparison.base, comparison.head)
    if warning:
        lines.append(f"Warning: {warning}")
    lines.append(comparison.sentence())
    if verbose and comparison.diffs:
        lines.append("")
        lines += [diff.describe() for diff in comparison.diffs]
    headings = ["suite", "cases", *(str(c) for c in TABLE_CHANGES), "time and nodes"]
    rows = []
    for suite in comparison.suites:
        cases = suite.totals.cases + suite.count(Change.BASE_ONLY) + suite.count(Change.HEAD_ONLY)
        rows.append(
            [
                suite.name,
                str(cases),
                *(str(suite.count(c)) for c in TABLE_CHANGES),
                totals_text(suite.totals),
            ]
        )
    total_cases = (
        comparison.totals.cases
        + comparison.count(Change.BASE_ONLY)
        + comparison.count(Change.HEAD_ONLY)
    )
    rows.append(
        [
            "Total",
            str(total_cases),
            *(str(comparison.count(c)) for c in TABLE_CHANGES),
            totals_text(comparison.totals),
        ]
    )
    widths = [max(len(row[i]) for row in [headings, *rows]) for i in range(len(headings) - 1)]
    lines.append("")
    for row in [headings, *rows]:
        cells = [row[0].ljust(widths[0])]
        cells += [cell.rjust(width) for cell, width in zip(row[1:-1], widths[1:], strict=True)]
        lines.append("  ".join([*cells, row[-1]]).rstrip())
    return lines
