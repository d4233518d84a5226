"""Whether two pass rates differ by more than chance: Fisher's exact test.

History and bisect compare a case's passes at two commits.  For repeated
runs (several answers at one commit) a difference counts as a change only
when :func:`pass_rate_p_value` is below the level; this is the one name they
call, so a fuller statistics module can take its place.
"""

from __future__ import annotations

from math import comb

DEFAULT_LEVEL = 0.05


def pass_rate_p_value(passed_a: int, runs_a: int, passed_b: int, runs_b: int) -> float:
    """Fisher's exact test, two-sided: p-value of ``passed_a/runs_a`` against ``passed_b/runs_b``.

    The 2x2 table is passes and failures of A and B; the p-value sums the
    probabilities (hypergeometric, margins fixed) of every table no more
    likely than the one seen.  Raises ValueError for counts out of range.
    """
    if not (0 <= passed_a <= runs_a and 0 <= passed_b <= runs_b):
        raise ValueError(f"bad counts {passed_a}/{runs_a}, {passed_b}/{runs_b}")
    passes, total = passed_a + passed_b, runs_a + runs_b
    if total == 0:
        return 1.0
    whole = comb(total, runs_a)

    def probability(k: int) -> float:
        return comb(passes, k) * comb(total - passes, runs_a - k) / whole

    seen = probability(passed_a)
    low, high = max(0, passes - runs_b), min(passes, runs_a)
    # A relative tolerance, as usual, so that tables as likely as the one seen count.
    p_value = sum(p for k in range(low, high + 1) if (p := probability(k)) <= seen * (1 + 1e-7))
    return min(1.0, p_value)


def rates_differ(
    passed_a: int, runs_a: int, passed_b: int, runs_b: int, level: float = DEFAULT_LEVEL
) -> bool:
    """Whether the pass rates differ significantly at ``level``."""
    return pass_rate_p_value(passed_a, runs_a, passed_b, runs_b) < level
