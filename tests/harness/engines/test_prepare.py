"""A builtin engine's one step before a run (``registry.prepare``)."""

from __future__ import annotations

import sys
import types

import pytest

from harness.engines import registry


def test_prepare_runs_the_builtin_engines_step_once(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    module = types.ModuleType("fake_kernels")
    module.prepare = lambda: calls.append("compiled")  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "fake_kernels", module)
    monkeypatch.setitem(registry.PREPARE, "go", "fake_kernels:prepare")
    registry.prepare("go:repartition=off")
    assert calls == ["compiled"]


def test_prepare_does_nothing_for_gtp_engines_or_engines_without_the_step(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(registry.PREPARE, "go", "no_such_module_here:prepare")
    registry.prepare("go")  # an older engine without the step: nothing
    registry.prepare("gtp:gnugo --mode gtp")
    registry.prepare("havannah")
