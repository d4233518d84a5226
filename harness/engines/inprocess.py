"""Running this project's engines in the harness's own process.

The engines (``engine.go``, ``engine.havannah``) are GTP dispatchers; calling
them directly skips the pipes but runs the same handlers as
``python -m engine.go``.  An exception raised by a handler is the engine
crashing: the session raises :class:`EngineDied` and starts a fresh engine on
:meth:`InProcessSession.restart`.  A timeout interrupts the handler with
SIGALRM (main thread only; elsewhere commands run without a limit).
"""

from __future__ import annotations

import signal
import threading
import traceback
from collections.abc import Callable
from typing import Any, Protocol

from harness.engines.gtp import EngineDied, EngineTimeout, Reply


class Dispatcher(Protocol):
    """What an in-process engine offers: one command in, ``(ok, answer)`` out."""

    def handle(self, command: str) -> tuple[bool, str]: ...


class _Alarm(BaseException):
    """Raised inside the engine by the timer; a BaseException so engines do not catch it."""


def _on_alarm(signum: int, frame: Any) -> None:
    raise _Alarm()


class InProcessSession:
    """An engine object in this process, driven through its GTP dispatcher."""

    def __init__(
        self,
        factory: Callable[[], Dispatcher],
        label: str,
        timeout: float | None = 30.0,
    ) -> None:
        self._factory = factory
        self.label = label
        self.timeout = timeout
        self.stderr = ""
        self._engine: Dispatcher | None = factory()

    def restart(self) -> None:
        """Throw the engine away and make a fresh one."""
        self._engine = self._factory()
        self.stderr = ""

    def close(self) -> None:
        """Drop the engine."""
        self._engine = None

    def send_many(
        self, commands: list[str], ident: int | None = None, timeout: float | None = -1.0
    ) -> list[Reply]:
        """Run several commands in order; as :meth:`send` for each."""
        return [self.send(command, timeout=timeout) for command in commands]

    def send(self, command: str, ident: int | None = None, timeout: float | None = -1.0) -> Reply:
        """Run one command; raise EngineDied when the engine raises, EngineTimeout on time."""
        if timeout == -1.0:
            timeout = self.timeout
        if self._engine is None:
            raise EngineDied(f"engine {self.label!r} crashed on an earlier command", self.stderr)
        on_main_thread = threading.current_thread() is threading.main_thread()
        alarm = timeout if timeout and on_main_thread else None
        previous = None
        try:
            if alarm is not None:
                previous = signal.signal(signal.SIGALRM, _on_alarm)
                signal.setitimer(signal.ITIMER_REAL, alarm)
            ok, text = self._engine.handle(command)
        except _Alarm:
            self._engine = None
            raise EngineTimeout(f"no answer to {command!r} within {alarm:g} s") from None
        except Exception as error:
            self._engine = None
            self.stderr = traceback.format_exc(limit=-8)
            raise EngineDied(
                f"engine {self.label!r} raised {type(error).__name__}: {error} "
                f"while answering {command!r}",
                self.stderr,
            ) from error
        finally:
            if alarm is not None:
                signal.setitimer(signal.ITIMER_REAL, 0)
                signal.signal(signal.SIGALRM, previous or signal.SIG_DFL)
        return Reply(ok=ok, text=text.rstrip("\n"))
