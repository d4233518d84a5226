"""JUnit XML: one testcase per case, failures with the answer and the expectation."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from harness.compare import compare_runs
from harness.report.junit import write_junit
from tests.harness.run_files import result, write_run


def test_each_verdict_maps_to_a_junit_outcome(tmp_path: Path) -> None:
    run = write_run(
        tmp_path / "run.jsonl",
        [
            result("owl:1", "passed", source="suites/owl.tst:3"),
            result("owl:2", "FAILED", answer="0 \x1b[31m", expected="1 E5"),
            result("owl:3", "failed"),
            result("owl:4", "PASSED"),
            result("owl:5", "ignored"),
            result("ld:1", "timeout"),
            result("ld:2", "crash"),
        ],
    )
    path = tmp_path / "out" / "junit.xml"
    write_junit(path, run)
    root = ET.parse(path).getroot()
    assert root.tag == "testsuites"
    assert (root.get("tests"), root.get("failures"), root.get("errors"), root.get("skipped")) == (
        "7",
        "1",
        "2",
        "2",
    )
    suites = {suite.get("name"): suite for suite in root.findall("testsuite")}
    assert list(suites) == ["owl", "ld"]
    cases = {case.get("name"): case for case in root.iter("testcase")}
    assert {case.get("classname") for case in cases.values()} == {"owl", "ld"}
    assert cases["owl:1"].get("file") == "suites/owl.tst" and cases["owl:1"].get("line") == "3"
    failure = cases["owl:2"].find("failure")
    assert failure is not None
    assert failure.get("message") == "FAILED: Correct '1 E5', got '0 ?[31m'"
    assert "command: owl_attack E5" in (failure.text or "")
    assert cases["owl:3"].find("skipped") is not None
    assert cases["owl:4"].find("system-out") is not None and len(cases["owl:4"]) == 1
    error = cases["ld:1"].find("error")
    assert error is not None and error.get("type") == "timeout"


def test_a_case_broken_against_the_baseline_is_a_failure(tmp_path: Path) -> None:
    base = write_run(tmp_path / "base.jsonl", [result("owl:1", "PASSED")])
    head = write_run(tmp_path / "head.jsonl", [result("owl:1", "failed")])
    path = tmp_path / "junit.xml"
    write_junit(path, head, compare_runs(base, head))
    failure = ET.parse(path).getroot().find(".//failure")
    assert failure is not None and "broke: the baseline passed" in failure.get("message", "")
