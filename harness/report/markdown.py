"""A markdown summary of a run, fit for a CI job page (GitHub's step summary and the like).

One heading that says whether the run is fine, a table per suite with
regress.awk's counts, the comparison with a baseline when there is one, and
the unexpected results (the first :data:`MAX_ROWS`).  Every text that came
from an engine or a suite file is escaped, so an answer cannot inject
markup into the page.
"""

from __future__ import annotations

import re

from harness import stats
from harness.cases import Result
from harness.compare import Change, Comparison, describe_run, seconds_text
from harness.repeats import RateComparison, pass_rates, rate_lines
from harness.report.text import Summary, result_line
from harness.store import Run

MAX_ROWS = 100
# The characters that make markup in GitHub-flavoured markdown, inside a line.
_MARKUP = re.compile(r"([\\`*_\[\]<>|&~!#])")


def escape(text: str) -> str:
    """Markdown-safe text: markup characters backslash-escaped, on one line."""
    return _MARKUP.sub(r"\\\1", " ".join(text.split()))


def _row(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"


def markdown_summary(run: Run, comparison: Comparison | None = None) -> str:
    """The markdown text for ``run``; ``comparison`` is baseline -> run, when gated on one."""
    suites: dict[str, list[Result]] = {}
    for result in run.results:
        suites.setdefault(result.suite, []).append(result)
    total = Summary.of(run.results)
    broke = comparison is not None and comparison.broke
    status = "passed" if total.ok and not broke else "FAILED"
    lines = [
        f"## regress: {status}",
        "",
        f"Engine: {escape(describe_run(run.header))}. {escape(total.line())}",
        "",
    ]
    lines += [
        _row(
            [
                "suite",
                "cases",
                "passes",
                "unexpected passes",
                "unexpected failures",
                "errors",
                "timeouts",
                "crashes",
                "time",
            ]
        ),
        _row(["---", *["---:"] * 8]),
    ]
    for name, results in [*suites.items(), ("**Total**", run.results)]:
        summary = Summary.of(results)
        label = name if name == "**Total**" else escape(name)
        lines.append(
            _row(
                [
                    label,
                    str(len(results)),
                    f"{summary.passes}/{summary.passes + summary.failures}",
                    str(summary.unexpected_passes),
                    str(summary.unexpected_failures),
                    str(summary.errors),
                    str(summary.timeouts),
                    str(summary.crashes),
                    seconds_text(sum(r.seconds for r in results)),
                ]
            )
        )
    if comparison is not None:
        lines += [
            "",
            f"### Against the baseline ({escape(describe_run(comparison.base))})",
            "",
            escape(comparison.sentence()),
            "",
        ]
        shown = [d for d in comparison.diffs if d.change is not Change.CHANGED][:MAX_ROWS]
        for diff in shown:
            lines.append(f"* {escape(diff.describe())}")
    unexpected = [r for r in run.results if result_line(r) is not None]  # as regress.sh prints
    if unexpected:
        lines += [
            "",
            "### Unexpected results",
            "",
            _row(["case", "verdict", "command", "expected", "answer"]),
            _row(["---"] * 5),
        ]
        for result in unexpected[:MAX_ROWS]:
            answer = result.answer
            if result.verdict.no_answer:
                answer = (result.message or "no answer").splitlines()[0]
            lines.append(
                _row(
                    [
                        escape(result.id),
                        str(result.verdict),
                        escape(result.command),
                        escape(f"[{result.expected}]"),
                        escape(answer),
                    ]
                )
            )
        if len(unexpected) > MAX_ROWS:
            lines += ["", f"... and {len(unexpected) - MAX_ROWS} more (see the run file)."]
    return "\n".join(lines) + "\n"


def markdown_rates(run: Run, comparison: RateComparison | None = None) -> str:
    """The markdown text for a repeated run: each case's pass rate and class.

    With ``comparison`` (baseline -> run, by pass rates) the significant
    changes follow, and the test and correction that judged them.
    """
    rates = pass_rates(run.results)
    stable = not any(rate.unexpected for rate in rates)
    broke = comparison is not None and comparison.broke
    lines = [
        f"## regress: {'passed' if stable and not broke else 'FAILED'}",
        "",
        f"Engine: {escape(describe_run(run.header))}. {escape(rate_lines(rates)[-1])}",
        "",
        _row(["case", "class", "passes", "95 % interval"]),
        _row(["---", "---", "---:", "---:"]),
    ]
    shown = [r for r in rates if r.klass != stats.STABLE_PASS or r.unexpected]
    for rate in shown[:MAX_ROWS]:
        lines.append(
            _row(
                [
                    escape(rate.id),
                    rate.klass,
                    f"{rate.passes}/{rate.runs}",
                    f"{100 * rate.low:.0f}-{100 * rate.high:.0f} %",
                ]
            )
        )
    if comparison is not None:
        lines += ["", "### Against the baseline", "", escape(f"Judged by {comparison.method()}.")]
        lines.append("")
        for verdict in ("broke", "fixed"):
            lines += [f"* {escape(change.describe())}" for change in comparison.of(verdict)]
        quiet = len(comparison.of("not significant"))
        if quiet:
            lines.append(f"* {quiet} changes of pass rate not significant")
    return "\n".join(lines) + "\n"
