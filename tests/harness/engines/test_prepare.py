"""A builtin engine's one step before a run (``registry.prepare``)."""

from __future__ import annotations

import sys
import types

import pytest

from harness.engines import registry


def test_prepare_runs_the_builtin_engines_step(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _recording(monkeypatch)
    registry.prepare(registry.parse_spec("go:repartition=off"))
    assert calls == ["compiled"]


def _recording(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """``PREPARE["go"]`` made a step that notes each call."""
    calls: list[str] = []
    module = types.ModuleType("fake_kernels")
    module.prepare = lambda: calls.append("compiled")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_kernels", module)
    monkeypatch.setitem(registry.PREPARE, "go", "fake_kernels:prepare")
    return calls


def test_prepare_runs_nothing_for_a_gtp_engine_or_havannah(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = _recording(monkeypatch)
    registry.prepare(registry.parse_spec("gtp:gnugo --mode gtp"))
    registry.prepare(registry.parse_spec("havannah"))
    assert calls == []


def test_an_engine_without_the_step_is_prepared_by_doing_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(registry.PREPARE, "go", "no_such_module_here:prepare")
    registry.prepare(registry.parse_spec("go"))  # an older engine's checkout: no error
