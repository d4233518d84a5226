"""Fixtures shared by the project's tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from harness import db as results_db
from harness.engines.gtp import GtpEngine, find_gnugo

pytest_plugins = ["pytester"]

# Suite files the tests read are data, not tests of their own (the regress
# plugin would otherwise collect them).
collect_ignore_glob = ["*/data/*"]


@pytest.fixture(scope="session")
def gnugo_argv() -> list[str]:
    """The argv that starts GNU Go 3.8 in GTP mode; the test is skipped without GNU Go."""
    argv = find_gnugo()
    if argv is None:
        pytest.skip("GNU Go is not installed (apt-get install gnugo)")
    return argv


@pytest.fixture(scope="session")
def gnugo(gnugo_argv: list[str]) -> Iterator[GtpEngine]:
    """A running GNU Go, shared by the tests of one worker; reset it before use."""
    engine = GtpEngine(gnugo_argv, timeout=60)
    yield engine
    engine.close()


@pytest.fixture(autouse=True, scope="session")
def _results_database(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Runs made by the tests go to a database of their own, not reports/results.sqlite."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(results_db, "DEFAULT_DB", tmp_path_factory.mktemp("db") / "results.sqlite")
        yield
