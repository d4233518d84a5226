"""Fuzzing the harness with broken suites, records and Havannah cases (``tests/fuzz/contract.py``).

The examples per test are few here (the fast profile: CI runs this file in
seconds); ``python benchmarks/fuzz.py N`` runs the same checks on N inputs of
each kind and prints the counts.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.fuzz.contract import check_read, check_run, workspace
from tests.fuzz.strategies import havannah_yaml, sgf_record, tst_text, yaml_text

#: Inputs read per kind, and inputs run (each run is a regress process).
READS = int(os.environ.get("REGRESS_FUZZ_READS", "25"))
RUNS = int(os.environ.get("REGRESS_FUZZ_RUNS", "1"))

FAST = settings(
    max_examples=READS,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
RUN = settings(FAST, max_examples=RUNS)


@FAST
@given(tst_text())
def test_a_broken_tst_file_is_read_or_refused_in_one_line(text: str) -> None:
    with workspace() as root:
        check_read(root, "t.tst", text)


@FAST
@given(st.one_of(yaml_text(), havannah_yaml()))
def test_a_broken_yaml_suite_is_read_or_refused_in_one_line(text: str) -> None:
    with workspace() as root:
        check_read(root, "y.yaml", text)


@FAST
@given(st.binary(max_size=200), st.sampled_from(["b.tst", "b.yaml"]))
def test_any_bytes_as_a_suite_are_read_or_refused_in_one_line(data: bytes, name: str) -> None:
    with workspace() as root:
        check_read(root, name, data)


@RUN
@given(tst_text())
def test_running_a_broken_tst_file_keeps_the_contract(text: str) -> None:
    with workspace() as root:
        check_read(root, "t.tst", text)
        check_run(root, "t.tst")


@RUN
@given(st.one_of(yaml_text(), havannah_yaml()))
def test_running_a_broken_yaml_suite_keeps_the_contract(text: str) -> None:
    with workspace() as root:
        check_read(root, "y.yaml", text)
        check_run(root, "y.yaml")


SGF_SUITE = (
    "boardsize 9\nloadsgf games/bad.sgf{until}\n1 list_stones black\n#? [.*]\n"
    "2 query_boardsize\n#? [9]\nloadsgf games/bad.sgf\n3 showboard\n#? [x]\n"
)


@RUN
@given(sgf_record(), st.sampled_from(["", " 3", " 1" + "0" * 40, " C3", " zz"]))
def test_a_broken_sgf_record_keeps_the_contract_in_runs_and_reports(
    record: bytes, until: str
) -> None:
    with workspace() as root:
        (root / "suite" / "games" / "bad.sgf").write_bytes(record)
        check_read(root, "s.tst", SGF_SUITE.format(until=until))
        check_run(root, "s.tst", html=True)
