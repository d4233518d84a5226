"""Engine specs: from a name on the command line to a running session.

* ``gtp:COMMAND ARGS...`` runs a GTP engine as a subprocess; the command is
  split like a shell would split it, but no shell runs it
  (``gtp:gnugo --mode gtp --quiet``).
* ``go`` and ``havannah`` are this project's engines, in process.  Options
  follow the name: ``go:repartition=off`` or ``go:a=1,b=2``; two
  configurations of one engine are two versions to compare.

This is the only place where the harness reaches into ``engine``, and only by
name, when a session is opened.
"""

from __future__ import annotations

import importlib
import os
import shlex
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

from harness.engines.gtp import GtpEngine, Reply
from harness.engines.inprocess import Dispatcher, InProcessSession

BUILTIN = {
    "go": "engine.go.gtp:new_engine",
    "havannah": "engine.havannah.gtp:new_engine",
}
DEFAULT_ENGINE = "go"
#: What a builtin engine does once per run before any case: compile its
#: kernels (the first time after an install), so that no case pays for it.
PREPARE = {"go": "engine.go.compiled:prepare"}


class SpecError(ValueError):
    """An engine spec that cannot be understood."""


class Session(Protocol):
    """A running engine, driven one GTP command at a time."""

    @property
    def stderr(self) -> str:
        """What the engine wrote on stderr lately."""
        ...

    def send(
        self, command: str, ident: int | None = None, timeout: float | None = -1.0
    ) -> Reply: ...

    def send_many(
        self, commands: list[str], ident: int | None = None, timeout: float | None = -1.0
    ) -> list[Reply]: ...

    def restart(self) -> None: ...

    def close(self) -> None: ...


@dataclass(frozen=True)
class EngineSpec:
    """A parsed engine spec: a builtin engine with options, or a GTP argv."""

    text: str
    builtin: str | None = None
    options: dict[str, str] = field(default_factory=dict)
    argv: tuple[str, ...] = ()


def parse_spec(text: str) -> EngineSpec:
    """Parse an engine spec.  Raises :class:`SpecError` for an unknown name or bad options."""
    text = text.strip()
    if text.startswith("gtp:"):
        try:
            argv = tuple(shlex.split(text[4:]))
        except ValueError as error:
            raise SpecError(f"bad engine command {text[4:]!r}: {error}") from error
        if not argv:
            raise SpecError("'gtp:' needs the engine's command, e.g. gtp:gnugo --mode gtp")
        return EngineSpec(text=text, argv=argv)
    name, _, rest = text.partition(":")
    if name not in BUILTIN:
        known = ", ".join([*BUILTIN, "gtp:COMMAND"])
        raise SpecError(f"unknown engine {name!r} (known: {known})")
    options: dict[str, str] = {}
    for item in filter(None, (part.strip() for part in rest.replace(",", ":").split(":"))):
        key, eq, value = item.partition("=")
        if not eq or not key:
            raise SpecError(f"engine option {item!r} is not KEY=VALUE")
        options[key] = value
    return EngineSpec(text=text, builtin=name, options=options)


def with_seed(spec: EngineSpec, seed: int) -> EngineSpec:
    """``spec`` (one of this project's engines) with the option ``seed=SEED``.

    The spec's text stays as it was: a seed belongs to a result, not to the
    engine's name, so runs with different seeds still compare.
    """
    return EngineSpec(
        text=spec.text, builtin=spec.builtin, options={**spec.options, "seed": str(seed)}
    )


def open_session(
    spec: EngineSpec | str, timeout: float | None = 30.0, in_process: bool = True
) -> Session:
    """Start the engine of ``spec``.

    This project's engines run in this process, unless ``in_process`` is
    False: then they run as a GTP subprocess of their own
    (:mod:`harness.engines.serve`), which a time limit can interrupt from any
    thread and which thinks in parallel with the others.  Raises
    :class:`SpecError` for bad options, and the GTP client's
    :class:`~harness.engines.gtp.EngineDied` when a subprocess cannot start.
    """
    if isinstance(spec, str):
        spec = parse_spec(spec)
    if spec.builtin is None:
        return GtpEngine(spec.argv, timeout=timeout)
    if not in_process:
        try:  # the same errors as in process, before a subprocess starts
            factory(spec)(dict(spec.options))
        except ValueError as error:
            raise SpecError(f"engine {spec.text!r}: {error}") from error
        words = [f"{key}={value}" for key, value in spec.options.items()]
        argv = [sys.executable, "-m", "harness.engines.serve", spec.builtin, *words]
        # The subprocess imports what this process imports (for a run at a
        # git reference, that commit's engine).
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
        return GtpEngine(argv, timeout=timeout, env=env)
    make = factory(spec)
    options = dict(spec.options)
    try:
        return InProcessSession(lambda: make(options), label=spec.text, timeout=timeout)
    except ValueError as error:  # the engine refuses its options
        raise SpecError(f"engine {spec.text!r}: {error}") from error


def factory(spec: EngineSpec) -> Callable[[dict[str, str]], Dispatcher]:
    """The function that makes an engine of this project from its options.

    Raises :class:`SpecError` when the engine cannot be imported.
    """
    assert spec.builtin is not None
    module_name, _, attribute = BUILTIN[spec.builtin].partition(":")
    try:
        made: Callable[[dict[str, str]], Dispatcher] = getattr(
            importlib.import_module(module_name), attribute
        )
    except (ImportError, AttributeError) as error:
        raise SpecError(f"engine {spec.builtin!r} is not available: {error}") from error
    return made


def prepare(spec: EngineSpec) -> None:
    """Do once what the builtin engine of ``spec`` needs before its first case.

    Nothing for a GTP engine, or for an engine (say of an older commit) that
    has no such step.
    """
    if spec.builtin not in PREPARE:
        return
    module_name, _, attribute = PREPARE[spec.builtin].partition(":")
    try:
        step: Callable[[], None] = getattr(importlib.import_module(module_name), attribute)
    except (ImportError, AttributeError):
        return
    step()


def serve(spec: EngineSpec) -> None:
    """Answer GTP on stdin/stdout with the builtin engine of ``spec`` (its subprocess's loop).

    An exception inside the engine ends the server (see :mod:`harness.engines.serve`).
    Raises :class:`SpecError` for a spec of no builtin engine or options it refuses.
    """
    if spec.builtin is None:
        raise SpecError(f"{spec.text!r} is not one of this project's engines")
    try:
        dispatcher = factory(spec)(dict(spec.options))
    except ValueError as error:
        raise SpecError(f"engine {spec.text!r}: {error}") from error
    gtp = importlib.import_module("engine.gtp")
    gtp.serve(dispatcher, sys.stdin, sys.stdout, strict=True)
