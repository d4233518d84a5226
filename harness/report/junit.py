"""JUnit XML of a run, for CI systems: one ``<testcase>`` per case, a ``<testsuite>`` per suite.

The mapping follows pytest's own JUnit output, which CI systems read well:

* ``passed`` and ``PASSED`` (an unexpected pass) are passing test cases; an
  unexpected pass says so in ``<system-out>``;
* ``FAILED`` is a ``<failure>`` whose message gives the answer and the
  expectation (regress.sh's ``Correct '1 E5', got '0'``);
* ``error``, ``timeout`` and ``crash`` are ``<error>`` elements;
* ``failed`` (a known failure, ``*``) and ``ignored`` (``&``) are ``<skipped>``;
* with a baseline, a case that broke relative to it is a ``<failure>`` too;
* a repeated run (``--repeat N``) has one ``<testcase>`` per case, written
  the way CI tools read reruns (Maven Surefire's format, which
  pytest-rerunfailures follows): a flaky case is a passing test case with a
  ``<flakyFailure>`` (``<flakyError>`` when no answer came) for each
  repetition that failed; a case that failed every time is a ``<failure>``
  with a ``<rerunFailure>`` (``<rerunError>``) for each other repetition;
  each of those has the repetition and its seed in its ``message`` and the
  command and answer in a ``<stackTrace>`` child, as Surefire's schema has it.

Built with :mod:`xml.etree.ElementTree` from the standard library: the
format is a handful of elements, ElementTree escapes every text and
attribute, and the ``junit-xml`` package adds nothing but a dependency that
has not been maintained for years.  Characters XML 1.0 cannot hold (control
characters an engine may print) are replaced.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

from harness.cases import Result, Verdict
from harness.compare import Change, Comparison
from harness.report.text import Summary
from harness.store import Run

_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")


def xml_text(text: str) -> str:
    """``text`` with the characters XML 1.0 cannot hold replaced by ``?``."""
    return _NOT_XML.sub("?", text)


def _case_element(result: Result, broke: str | None) -> ET.Element:
    """The ``<testcase>`` of one result; ``broke`` is the baseline's complaint, if any."""
    case = ET.Element(
        "testcase",
        classname=xml_text(result.suite),
        name=xml_text(result.id),
        time=f"{result.seconds:.6f}",
    )
    if result.source is not None:
        case.set("file", xml_text(result.source.path))
        if result.source.line:
            case.set("line", str(result.source.line))
    verdict = result.verdict
    correct = f"Correct '{result.expected}', got '{result.answer}'"
    detail = f"command: {result.command}\nexpected: [{result.expected}]\nanswer: {result.answer}"
    if result.text:
        detail += "\n" + result.text
    if verdict.no_answer:
        message = (result.message or "no answer").splitlines()[0]
        element = ET.SubElement(
            case, "error", message=xml_text(f"{verdict}: {message}"), type=str(verdict)
        )
        element.text = xml_text(f"{detail}\n{result.message}")
    elif verdict is Verdict.FAILED_UNEXPECTED or broke:
        message = f"{verdict}: {correct}" + (f" ({broke})" if broke else "")
        element = ET.SubElement(case, "failure", message=xml_text(message), type=str(verdict))
        element.text = xml_text(detail)
    elif verdict is Verdict.FAILED_EXPECTED:
        ET.SubElement(
            case, "skipped", message=xml_text(f"known failure (*): {correct}"), type="failed"
        )
    elif verdict is Verdict.IGNORED:
        ET.SubElement(
            case,
            "skipped",
            message=xml_text(f"not judged (&): got '{result.answer}'"),
            type="ignored",
        )
    elif verdict is Verdict.PASSED_UNEXPECTED:
        ET.SubElement(case, "system-out").text = xml_text(
            f"unexpected PASS: {correct}; the '*' can go (regress accept)"
        )
    return case


def _repeated_element(results: list[Result]) -> ET.Element:
    """The ``<testcase>`` of a case run several times (see the module's text)."""
    failed = [r for r in results if not r.verdict.passed and r.verdict is not Verdict.IGNORED]
    # A flaky case is written from a repetition that passed, so its test case passes.
    first = next((r for r in results if r not in failed), failed[0] if failed else results[0])
    case = _case_element(first, None)
    case.set("time", f"{sum(r.seconds for r in results):.6f}")
    judged = [r for r in failed if r.verdict.unexpected]
    if not judged:
        return case  # passes, expected failures and ignored answers only
    if len(failed) == len(results):
        reruns, kind = [r for r in judged if r is not first], "rerun"
    else:
        reruns, kind = judged, "flaky"
    for result in reruns:
        tag = kind + ("Error" if result.verdict.no_answer else "Failure")
        if result.verdict.no_answer:
            message = f"{result.verdict}: {(result.message or 'no answer').splitlines()[0]}"
        else:
            message = f"{result.verdict}: Correct '{result.expected}', got '{result.answer}'"
        seed = "" if result.seed is None else f" seed {result.seed}"
        element = ET.SubElement(
            case,
            tag,
            message=xml_text(f"repetition {result.attempt + 1}{seed}: {message}"),
            type=str(result.verdict),
        )
        # Surefire's schema gives a rerun's details a <stackTrace> of their own (no text).
        details = f"command: {result.command}\nanswer: {result.answer}"
        ET.SubElement(element, "stackTrace").text = xml_text(details)
    return case


def _by_case(results: list[Result]) -> list[list[Result]]:
    """The results grouped by case id, in order of first appearance."""
    grouped: dict[str, list[Result]] = {}
    for result in results:
        grouped.setdefault(result.id, []).append(result)
    return list(grouped.values())


def junit_tree(run: Run, comparison: Comparison | None = None) -> ET.ElementTree:
    """The JUnit document of ``run``; with ``comparison`` (baseline -> run) broken cases fail."""
    broke: dict[str, str] = {}
    if comparison is not None:
        for diff in comparison.diffs:
            if diff.change is Change.BROKEN and diff.base is not None:
                broke[diff.id] = f"broke: the baseline passed with '{diff.base.answer}'"
    suites: dict[str, list[Result]] = {}
    for result in run.results:
        suites.setdefault(result.suite, []).append(result)
    header = run.header
    root = ET.Element("testsuites", name=xml_text(f"regress {header.engine}"))
    totals = {"tests": 0, "failures": 0, "errors": 0, "skipped": 0}
    total_time = 0.0
    for name, results in suites.items():
        groups = _by_case(results)
        if len(groups) < len(results):
            repeated = [_repeated_element(group) for group in groups]
            counts = {
                "tests": len(repeated),
                "failures": sum(e.find("failure") is not None for e in repeated),
                "errors": sum(e.find("error") is not None for e in repeated),
                "skipped": sum(e.find("skipped") is not None for e in repeated),
            }
            seconds = sum(r.seconds for r in results)
            attributes = {"name": xml_text(name), "time": f"{seconds:.6f}"}
            attributes.update((key, str(value)) for key, value in counts.items())
            suite = ET.SubElement(root, "testsuite", attributes)
            suite.extend(repeated)
            for key in totals:
                totals[key] += counts[key]
            total_time += seconds
            continue
        summary = Summary.of(results)
        failures = summary.unexpected_failures + sum(
            1
            for r in results
            if r.id in broke
            and r.verdict is not Verdict.FAILED_UNEXPECTED
            and not r.verdict.no_answer
        )
        counts = {
            "tests": len(results),
            "failures": failures,
            "errors": summary.errors + summary.timeouts + summary.crashes,
            "skipped": summary.failures - summary.unexpected_failures + summary.ignored,
        }
        seconds = sum(r.seconds for r in results)
        attributes = {"name": xml_text(name), "time": f"{seconds:.6f}"}
        attributes.update((key, str(value)) for key, value in counts.items())
        suite = ET.SubElement(root, "testsuite", attributes)
        if header.started:
            suite.set("timestamp", header.started)
        if header.host:
            suite.set("hostname", xml_text(header.host))
        properties = ET.SubElement(suite, "properties")
        for key, text in (
            ("engine", header.engine),
            ("engine_name", header.engine_name),
            ("engine_version", header.engine_version),
            ("engine_commit", header.engine_commit),
        ):
            if text:
                ET.SubElement(properties, "property", name=key, value=xml_text(text))
        for result in results:
            suite.append(_case_element(result, broke.get(result.id)))
        for key in totals:
            totals[key] += counts[key]
        total_time += seconds
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("time", f"{total_time:.6f}")
    ET.indent(root)
    return ET.ElementTree(root)


def write_junit(path: str | Path, run: Run, comparison: Comparison | None = None) -> None:
    """Write the JUnit XML of ``run`` to ``path`` (folders are made)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    junit_tree(run, comparison).write(path, encoding="utf-8", xml_declaration=True)
