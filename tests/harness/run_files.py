"""Run files for the tests of compare, gate, reports and accept: results written by hand."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from harness.cases import Flag, Result, Source, Verdict
from harness.store import Run, RunWriter, SuiteEntry, make_header, read_run

# The flag each verdict implies, so that a result reads like a real one.
FLAG_OF = {
    Verdict.PASSED_EXPECTED: Flag.PASS,
    Verdict.PASSED_UNEXPECTED: Flag.FAIL,
    Verdict.FAILED_EXPECTED: Flag.FAIL,
    Verdict.FAILED_UNEXPECTED: Flag.PASS,
    Verdict.IGNORED: Flag.IGNORE,
}


def result(
    case_id: str,
    verdict: str,
    answer: str = "",
    expected: str = "1 E5",
    command: str = "owl_attack E5",
    seconds: float = 0.1,
    source: str = "",
    **more: Any,
) -> Result:
    """A result as the runner would write it: ``verdict`` a verdict word, ``source`` FILE:LINE."""
    word = Verdict(verdict)
    if not answer and not word.no_answer:
        answer = expected if word.passed else "0"
    return Result(
        id=case_id,
        command=command,
        expected=expected,
        flag=FLAG_OF.get(word, Flag.PASS),
        answer=answer,
        verdict=word,
        seconds=seconds,
        ok="" if word.no_answer else "=",
        message="no answer within 60 s" if word.no_answer else "",
        source=Source.parse(source),
        **more,
    )


def write_run(
    path: Path,
    results: list[Result],
    engine: str = "go",
    suites: Iterable[SuiteEntry] = (),
) -> Run:
    """Write a run file of ``results`` and read it back."""
    header = make_header(engine, "regress-go", "0.1.0", suites, engine_commit="")
    with RunWriter(path, header) as writer:
        for item in results:
            writer.add(item)
    return read_run(path)
