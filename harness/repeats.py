"""Repeated runs: pass rates per case, their classes, and comparing two runs by them.

A repeated run (``regress run --repeat N``) holds N results per case, one
per repetition.  :func:`pass_rates` gives each case its pass count, a
Wilson 95 % interval and a class (stable pass, stable fail, flaky: see
:mod:`harness.stats`).  :func:`compare_rates` judges a change between two
runs by the pass rates with Fisher's exact test, corrected for testing many
cases at once (Holm by default, or Benjamini-Hochberg): a case is ``broke``
or ``fixed`` only when its adjusted p-value is below the level, and a change
that is not significant is listed as such.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from harness import stats
from harness.cases import Result

#: The level below which an adjusted p-value counts as a change.
DEFAULT_LEVEL = 0.05
DEFAULT_CORRECTION = stats.HOLM


@dataclass(frozen=True)
class PassRate:
    """One case over the repetitions of a run."""

    id: str
    passes: int
    runs: int
    low: float
    high: float
    klass: str
    results: tuple[Result, ...]

    @property
    def rate(self) -> float:
        """The share of repetitions that passed."""
        return self.passes / self.runs if self.runs else 0.0

    @property
    def unexpected(self) -> bool:
        """A stable failure (or no answer every time) that the case's flag did not expect."""
        return self.klass == stats.STABLE_FAIL and any(r.verdict.unexpected for r in self.results)

    def text(self) -> str:
        """``5/10 passed (95 % 24-76 %)``."""
        return (
            f"{self.passes}/{self.runs} passed (95 % {100 * self.low:.0f}-{100 * self.high:.0f} %)"
        )


def is_repeated(results: Iterable[Result]) -> bool:
    """Whether some case has more than one result (a repeated run)."""
    seen: set[str] = set()
    for result in results:
        if result.id in seen:
            return True
        seen.add(result.id)
    return False


def pass_rates(results: Iterable[Result]) -> list[PassRate]:
    """Every case's pass rate, in the order the cases first appear."""
    grouped: dict[str, list[Result]] = {}
    for result in results:
        grouped.setdefault(result.id, []).append(result)
    rates = []
    for case_id, group in grouped.items():
        passes = sum(r.verdict.passed for r in group)
        low, high = stats.wilson_interval(passes, len(group))
        rates.append(
            PassRate(
                case_id,
                passes,
                len(group),
                low,
                high,
                stats.pass_class(passes, len(group)),
                tuple(group),
            )
        )
    return rates


def rate_lines(rates: Sequence[PassRate], verbose: bool = False) -> list[str]:
    """The lines a repeated run ends with: the flaky and unexpected cases, then the classes."""
    lines = []
    for rate in rates:
        if verbose or rate.klass == stats.FLAKY or rate.unexpected:
            seeds = [r.seed for r in rate.results if not r.verdict.passed and r.seed is not None]
            shown = ", ".join(map(str, seeds[:8])) + (", ..." if len(seeds) > 8 else "")
            failed = f"; failed with seeds {shown}" if seeds and rate.passes else ""
            lines.append(f"{rate.id} {rate.klass}: {rate.text()}{failed}")
    counts = {name: sum(r.klass == name for r in rates) for name in stats.CLASSES}
    runs = sorted({r.runs for r in rates})
    times = "/".join(map(str, runs)) or "0"
    lines.append(
        f"Repeated {times} times: {len(rates)} cases, "
        + ", ".join(f"{counts[name]} {name}" for name in stats.CLASSES)
    )
    return lines


@dataclass(frozen=True)
class RateChange:
    """A case's pass rates in two runs and what the test says of the change."""

    id: str
    base: PassRate | None
    head: PassRate | None
    p: float
    adjusted: float
    verdict: str  # "broke", "fixed", "not significant", "same", "base only", "head only"

    def describe(self) -> str:
        """``owl:123 pass rate 9/10 -> 2/10, p = 0.005: broke``."""
        if self.base is None or self.head is None:
            present = self.head or self.base
            assert present is not None
            return f"{self.id} {self.verdict} ({present.passes}/{present.runs})"
        return (
            f"{self.id} pass rate {self.base.passes}/{self.base.runs} -> "
            f"{self.head.passes}/{self.head.runs}, p = {self.p:.3g} "
            f"(adjusted {self.adjusted:.3g}): {self.verdict}"
        )


@dataclass(frozen=True)
class RateComparison:
    """Two runs compared by pass rates."""

    changes: tuple[RateChange, ...]
    level: float
    correction: str

    def of(self, verdict: str) -> list[RateChange]:
        """The cases with that verdict."""
        return [c for c in self.changes if c.verdict == verdict]

    @property
    def broke(self) -> bool:
        """Whether some case broke significantly."""
        return bool(self.of("broke"))

    def method(self) -> str:
        """How cases were judged, for the report."""
        return (
            f"Fisher's exact test on pass rates, {stats.CORRECTIONS[self.correction]}, "
            f"level {self.level:g}"
        )


def compare_rates(
    base: Iterable[Result],
    head: Iterable[Result],
    level: float = DEFAULT_LEVEL,
    correction: str = DEFAULT_CORRECTION,
) -> RateComparison:
    """Compare two runs (repeated, or one of them single) case by case by pass rates."""
    base_rates = {r.id: r for r in pass_rates(base)}
    head_rates = {r.id: r for r in pass_rates(head)}
    both = [case_id for case_id in head_rates if case_id in base_rates]
    pvalues = [
        stats.fisher_exact(
            base_rates[i].passes, base_rates[i].runs, head_rates[i].passes, head_rates[i].runs
        )
        for i in both
    ]
    adjusted = stats.adjust(pvalues, correction)
    changes = []
    for case_id, p, q in zip(both, pvalues, adjusted, strict=True):
        old, new = base_rates[case_id], head_rates[case_id]
        if old.rate == new.rate:
            verdict = "same"
        elif q >= level:
            verdict = "not significant"
        else:
            verdict = "broke" if new.rate < old.rate else "fixed"
        changes.append(RateChange(case_id, old, new, p, q, verdict))
    for case_id, rate in base_rates.items():
        if case_id not in head_rates:
            changes.append(RateChange(case_id, rate, None, 1.0, 1.0, "base only"))
    for case_id, rate in head_rates.items():
        if case_id not in base_rates:
            changes.append(RateChange(case_id, None, rate, 1.0, 1.0, "head only"))
    return RateComparison(tuple(changes), level, correction)


def comparison_lines(comparison: RateComparison, verbose: bool = True) -> list[str]:
    """What ``regress compare`` prints for two repeated runs."""
    counts = {
        verdict: len(comparison.of(verdict))
        for verdict in ("broke", "fixed", "not significant", "same", "base only", "head only")
    }
    lines = [
        "; ".join(f"{n} {verdict}" for verdict, n in counts.items() if n) or "no cases",
        f"Judged by {comparison.method()}.",
    ]
    for verdict in ("broke", "fixed", "not significant", "base only", "head only"):
        if verdict == "not significant" and not verbose:
            continue
        lines += [change.describe() for change in comparison.of(verdict)]
    return lines
