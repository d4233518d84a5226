"""A GTP client for engines that run as subprocesses.

The engine is started from an argv list (never through a shell).  Every
command is sent with an id, and the answer's id is checked; answers may span
several lines and end with an empty line.  What the engine writes on stderr is
kept (the last lines of it) for error messages.  A command that takes longer
than its timeout, an engine that exits, and an engine that answers something
that is not GTP each raise their own exception; the caller decides whether to
:meth:`GtpEngine.restart`.

An engine never outlives the harness.  It runs in a process group of its
own, and killing it kills the group (a child process of the engine too).  It
gets SIGKILL when the harness dies (Linux's parent-death signal), and a
watchdog process that holds the other end of a pipe from the harness kills
its whole group when that pipe closes, which happens however the harness
ends, ``kill -9`` included.
"""

from __future__ import annotations

import collections
import ctypes
import os
import selectors
import shutil
import signal
import subprocess
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

GNUGO_ARGS = ("--mode", "gtp", "--quiet")
#: The most of one answer kept in memory; an engine that writes more is broken.
MAX_ANSWER = 64 * 1024 * 1024
#: How much of each stderr line is kept, and how many lines.
STDERR_LINE, STDERR_LINES = 1000, 40
#: Seconds to wait for an engine to exit after its output ended or it was killed.
EXIT_WAIT = 1.0
# The watchdog: it waits for its stdin (a pipe from the harness) to end, then
# kills the engine's process group ($1).  A shell is used only for this tiny
# program of ours, never for the engine's command.
WATCHDOG = ("/bin/sh", "-c", 'read _; kill -9 -"$1" 2>/dev/null', "regress-watchdog")
_PR_SET_PDEATHSIG = 1
# Debian installs games in /usr/games, which is not on root's PATH.
EXTRA_BIN_DIRS = ("/usr/games", "/usr/local/games")


@dataclass(frozen=True)
class Reply:
    """One GTP answer.

    ``ok`` is False for a ``?`` answer; ``text`` is the answer without the
    prefix, the id and the spaces after it, and without the ending newlines.
    """

    ok: bool
    text: str

    @property
    def first_line(self) -> str:
        """The first line of the answer (what regress.awk judges)."""
        return self.text.split("\n", 1)[0]


class EngineError(Exception):
    """The engine could not give an answer; ``stderr`` holds its last words."""

    def __init__(self, message: str, stderr: str = "") -> None:
        super().__init__(message)
        self.stderr = stderr


class EngineDied(EngineError):
    """The engine process exited (or could not be started)."""


class EngineTimeout(EngineError):
    """The engine did not answer within the timeout; it has been killed."""


class ProtocolError(EngineError):
    """The engine wrote something that is not a GTP answer to our command."""


def find_program(name: str) -> str | None:
    """Return the path of program ``name`` on PATH or in the games folders, or None."""
    found = shutil.which(name)
    if found:
        return found
    for folder in EXTRA_BIN_DIRS:
        candidate = Path(folder) / name
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate)
    return None


def find_gnugo() -> list[str] | None:
    """Return the argv that starts GNU Go in GTP mode, or None when it is not installed."""
    path = find_program("gnugo")
    return [path, *GNUGO_ARGS] if path else None


def _find_prctl() -> Any:
    """libc's ``prctl``, looked up once here (not in a child between fork and exec)."""
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None  # not Linux: the watchdog still ends the engine


_PRCTL = _find_prctl()


def _die_with_parent() -> None:  # runs in the child, between fork and exec
    """Ask Linux to send SIGKILL to this process when the harness dies.

    (Linux sends it when the thread that started the engine ends: engines
    are started by the harness's main thread.)
    """
    if _PRCTL is not None:
        _PRCTL(_PR_SET_PDEATHSIG, int(signal.SIGKILL), 0, 0, 0)


def kill_group(pgid: int) -> None:
    """Send SIGKILL to every process of group ``pgid`` (gone already: nothing to do)."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


class GtpEngine:
    """A GTP engine in a subprocess.

    ``argv[0]`` is looked up on PATH and in ``/usr/games``.  ``timeout`` is the
    default number of seconds a command may take (None: no limit).
    """

    def __init__(
        self,
        argv: Sequence[str],
        timeout: float | None = 30.0,
        cwd: str | os.PathLike[str] | None = None,
        env: dict[str, str] | None = None,
    ) -> None:
        if not argv:
            raise ValueError("empty engine command")
        program = find_program(argv[0]) if os.sep not in argv[0] else argv[0]
        self.argv = [program or argv[0], *argv[1:]]
        self.timeout = timeout
        self.cwd = cwd
        self.env = env
        self._next_id = 1
        self._process: subprocess.Popen[bytes] | None = None
        self._watchdog: subprocess.Popen[bytes] | None = None
        self._buffer = bytearray()
        self._scanned = 0  # the buffer holds no answer end before this index
        self._unsent = b""  # commands the engine's stdin pipe has not taken yet
        self._stderr_tail: collections.deque[str] = collections.deque(maxlen=40)
        self._start()

    # -- life cycle -------------------------------------------------------

    def _start(self) -> None:
        try:
            self._process = subprocess.Popen(
                self.argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=self.cwd,
                env=self.env,
                bufsize=0,
                # Its own process group (and session), so that a kill reaches
                # its children and a Ctrl-C at the terminal goes to us only.
                start_new_session=True,
                preexec_fn=_die_with_parent,
            )
        except OSError as error:
            self._process = None
            raise EngineDied(f"cannot start engine {self.argv[0]!r}: {error.strerror}") from error
        self._watchdog = self._start_watchdog(self._process.pid)
        self._buffer = bytearray()
        self._scanned = 0
        self._unsent = b""
        # Commands are written without blocking, between reads of the answers:
        # an engine that answers while a long command is still being written
        # must not fill its stdout pipe while we wait on its stdin.
        assert self._process.stdin is not None
        os.set_blocking(self._process.stdin.fileno(), False)
        stderr = self._process.stderr
        threading.Thread(target=self._drain_stderr, args=(stderr,), daemon=True).start()

    @staticmethod
    def _start_watchdog(pgid: int) -> subprocess.Popen[bytes] | None:
        """The process that kills group ``pgid`` once the harness is gone (None: not started)."""
        try:
            return subprocess.Popen(
                [*WATCHDOG, str(pgid)],
                stdin=subprocess.PIPE,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        except OSError:
            return None

    def _drain_stderr(self, stream: IO[bytes]) -> None:  # runs in its own thread
        """Keep the last lines of stderr (each cut short); close the pipe at its end.

        Read in blocks: an engine may write megabytes there.
        """
        pending = b""
        try:
            while chunk := os.read(stream.fileno(), 65536):
                *lines, pending = (pending + chunk).split(b"\n")
                for raw in lines[-STDERR_LINES:]:
                    self._stderr_tail.append(_stderr_line(raw))
                pending = pending[: STDERR_LINE * 4]
            if pending:
                self._stderr_tail.append(_stderr_line(pending))
        except (OSError, ValueError):
            pass
        finally:
            stream.close()

    @property
    def stderr(self) -> str:
        """The last lines the engine wrote on stderr."""
        return "\n".join(self._stderr_tail)

    @property
    def alive(self) -> bool:
        """Whether the engine process is running."""
        return self._process is not None and self._process.poll() is None

    def restart(self) -> None:
        """Kill the engine (if it still runs) and start a fresh one."""
        self._kill()
        self._stderr_tail.clear()
        self._start()

    def close(self) -> None:
        """Ask the engine to quit, then make sure it is gone."""
        if self.alive:
            try:
                self.send("quit", timeout=2.0)
            except EngineError:
                pass
        self._kill()

    def _kill(self) -> None:
        """Kill the engine's process group, then its watchdog; reap both."""
        process, self._process = self._process, None
        watchdog, self._watchdog = self._watchdog, None
        if process is None:
            return
        # The engine is not reaped yet, so its group id cannot be reused
        # by another process before the kill reaches it.
        kill_group(process.pid)
        if watchdog is not None:
            watchdog.kill()
            try:
                watchdog.wait(timeout=EXIT_WAIT)
            except subprocess.TimeoutExpired:
                pass
            if watchdog.stdin:
                watchdog.stdin.close()
        try:
            process.wait(timeout=EXIT_WAIT * 5)
        except subprocess.TimeoutExpired:
            pass
        for stream in (process.stdin, process.stdout):
            if stream:
                stream.close()

    def __enter__(self) -> GtpEngine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # -- commands ---------------------------------------------------------

    def send(self, command: str, ident: int | None = None, timeout: float | None = -1.0) -> Reply:
        """Send one command and return its answer.

        ``ident`` is the GTP id to send (by default a running count);
        ``timeout`` overrides the engine's default (None: wait forever).
        Raises :class:`EngineDied`, :class:`EngineTimeout` or :class:`ProtocolError`.
        """
        return self.send_many([command], ident, timeout)[0]

    def send_many(
        self, commands: list[str], ident: int | None = None, timeout: float | None = -1.0
    ) -> list[Reply]:
        """Send several commands at once and return their answers, in order.

        GTP engines answer in order, so the commands are written in one go
        and the answers read after: one round trip instead of one each.
        ``ident`` is the id of the last command; ``timeout`` is per command.
        Raises as :meth:`send` does, for the first command that fails.
        """
        for command in commands:
            if "\n" in command or "\r" in command:
                raise ValueError(f"a GTP command is one line: {command!r}")
        if timeout == -1.0:
            timeout = self.timeout
        if not self.alive:
            raise EngineDied(self._died_message(), self.stderr)
        idents = list(range(self._next_id, self._next_id + len(commands)))
        self._next_id += len(commands)
        if ident is not None and idents:
            idents[-1] = ident
        assert self._process is not None and self._process.stdin is not None
        lines = "".join(f"{i} {c}\n" for i, c in zip(idents, commands, strict=True))
        self._unsent += lines.encode()
        self._write_some()
        return [
            self._parse(i, command, self._read_answer(command, timeout))
            for i, command in zip(idents, commands, strict=True)
        ]

    def _write_some(self) -> None:
        """Write as much of the unsent commands as the engine's stdin takes now.

        A broken pipe means the engine is gone: the rest is dropped, and
        reading its answer finds the end of its output.
        """
        assert self._process is not None and self._process.stdin is not None
        try:
            while self._unsent:
                written = os.write(self._process.stdin.fileno(), self._unsent)
                self._unsent = self._unsent[written:]
        except BlockingIOError:
            pass
        except OSError:
            self._unsent = b""

    def _read_answer(self, command: str, timeout: float | None) -> str:
        """Read up to the empty line that ends an answer (writing unsent commands meanwhile)."""
        assert self._process is not None and self._process.stdout is not None
        assert self._process.stdin is not None
        deadline = None if timeout is None else time.monotonic() + timeout
        fd = self._process.stdout.fileno()
        stdin = self._process.stdin.fileno()
        with selectors.DefaultSelector() as selector:
            selector.register(fd, selectors.EVENT_READ)
            writing = False
            while True:
                end = self._answer_end()
                if end >= 0:
                    raw = bytes(self._buffer[:end])
                    del self._buffer[:end]
                    self._scanned = 0
                    return raw.decode("utf-8", "replace")
                if len(self._buffer) > MAX_ANSWER:
                    self._kill()
                    raise ProtocolError(
                        f"engine's answer to {command!r} is longer than "
                        f"{MAX_ANSWER // 2**20} MB; engine killed",
                        self.stderr,
                    )
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    self._kill()
                    raise EngineTimeout(
                        f"no answer to {command!r} within {timeout:g} s; engine killed",
                        self.stderr,
                    )
                if bool(self._unsent) != writing:
                    writing = not writing
                    if writing:
                        selector.register(stdin, selectors.EVENT_WRITE)
                    else:
                        selector.unregister(stdin)
                ready = {key.fd for key, _ in selector.select(left)}
                if stdin in ready:
                    self._write_some()
                if fd not in ready:
                    continue
                chunk = os.read(fd, 65536)
                if not chunk:
                    raise self._output_ended(command)
                # GTP's line ends may carry a \r, which never counts.
                self._buffer += chunk.replace(b"\r", b"")

    def _output_ended(self, command: str) -> EngineDied:
        """The error for an engine whose stdout ended; the engine is gone after it.

        An engine that closed its output but still runs is killed (with its
        group) rather than waited for.
        """
        assert self._process is not None
        process = self._process
        try:
            process.wait(timeout=EXIT_WAIT)
            message = self._died_message(command)
        except subprocess.TimeoutExpired:
            message = (
                f"engine {self.argv[0]!r} closed its output while answering {command!r} "
                "but kept running; engine killed"
            )
        self._kill()
        if self._buffer.strip():
            wrote = bytes(self._buffer[:200]).decode(errors="replace")
            message += f" (it wrote {wrote!r})"
        return EngineDied(message, self.stderr)

    def _answer_end(self) -> int:
        """Index just past the blank line ending the first answer in the buffer, or -1.

        Empty lines before an answer are dropped (some engines send extra
        ones).  The search starts where the last one stopped, so gathering a
        long answer chunk by chunk takes linear time.
        """
        start = 0
        while start < len(self._buffer) and self._buffer[start] == 0x0A:
            start += 1
        if start:
            del self._buffer[:start]
            self._scanned = 0
        index = self._buffer.find(b"\n\n", max(0, self._scanned - 1))
        if index < 0:
            self._scanned = len(self._buffer)
            return -1
        return index + 2

    def _parse(self, ident: int, command: str, raw: str) -> Reply:
        text = raw.rstrip("\n")
        if not text or text[0] not in "=?":
            raise ProtocolError(
                f"engine answered garbage to {command!r}: {text[:200]!r}", self.stderr
            )
        head = text[1:]
        digits = len(head) - len(head.lstrip("0123456789"))
        if head[:digits] != str(ident):
            raise ProtocolError(
                f"engine answered id {head[:digits] or 'none'!r} to command id {ident} "
                f"({command!r})",
                self.stderr,
            )
        # As regress.awk does: drop the spaces after the id, keep the rest of the line.
        return Reply(ok=text[0] == "=", text=head[digits:].lstrip(" "))

    def _died_message(self, command: str | None = None) -> str:
        code = self._process.returncode if self._process else None
        what = f"engine {self.argv[0]!r} exited"
        if code is not None:
            what += f" with status {code}"
        if command:
            what += f" while answering {command!r}"
        return what


def _stderr_line(raw: bytes) -> str:
    """One line of an engine's stderr as kept: decoded, without its line end, cut short."""
    text = raw[: STDERR_LINE * 4].decode("utf-8", "replace").rstrip("\r")
    return text if len(text) <= STDERR_LINE else text[:STDERR_LINE] + " [...]"
