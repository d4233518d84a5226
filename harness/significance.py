"""Whether two pass rates differ by more than chance: Fisher's exact test.

History and bisect compare a case's passes at two commits.  For repeated
runs (several answers at one commit) a difference counts as a change only
when :func:`pass_rate_p_value` is below the level; this is the one name they
call, over :mod:`harness.stats`.
"""

from __future__ import annotations

from harness.repeats import DEFAULT_LEVEL
from harness.stats import fisher_exact

__all__ = ["DEFAULT_LEVEL", "pass_rate_p_value", "rates_differ"]


def pass_rate_p_value(passed_a: int, runs_a: int, passed_b: int, runs_b: int) -> float:
    """Fisher's exact test, two-sided: p-value of ``passed_a/runs_a`` against ``passed_b/runs_b``
    (:func:`harness.stats.fisher_exact`).  Raises ValueError for counts out of range.
    """
    if not (0 <= passed_a <= runs_a and 0 <= passed_b <= runs_b):
        raise ValueError(f"bad counts {passed_a}/{runs_a}, {passed_b}/{runs_b}")
    if runs_a + runs_b == 0:
        return 1.0
    return fisher_exact(passed_a, runs_a, passed_b, runs_b)


def rates_differ(
    passed_a: int, runs_a: int, passed_b: int, runs_b: int, level: float = DEFAULT_LEVEL
) -> bool:
    """Whether the pass rates differ significantly at ``level``."""
    return pass_rate_p_value(passed_a, runs_a, passed_b, runs_b) < level
