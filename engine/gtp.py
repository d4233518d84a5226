"""GTP plumbing shared by this project's engines.

An engine is a :class:`Dispatcher`: a table from command names to handlers.
The same dispatcher serves two masters:

* :func:`serve` speaks GTP over a pair of text streams, so that
  ``python -m engine.go`` can be driven by GoGui, twogtp, GNU Go's scripts or
  the harness's subprocess client;
* the harness's in-process adapter calls :meth:`Dispatcher.handle` directly,
  which skips the text framing but runs exactly the same handlers.

A handler takes the command's arguments (a list of words) and returns the
answer text (without the ``=`` prefix); it raises :class:`GtpError` for a
failure answer (``? message``).  Any other exception is a bug in the engine:
:meth:`Dispatcher.handle` lets it through (the harness counts it as a crash),
while :func:`serve` answers ``? internal error`` and goes on, so a server never
dies on one bad command.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TextIO

Handler = Callable[[list[str]], str]

PROTOCOL_VERSION = "2"


class GtpError(Exception):
    """A failure answer: the message is sent after ``?``."""


class Dispatcher:
    """A GTP command table with the protocol's own commands built in."""

    def __init__(self, name: str, version: str) -> None:
        self._commands: dict[str, Handler] = {}
        self._help: dict[str, str] = {}
        self.register(
            "protocol_version", lambda args: PROTOCOL_VERSION, "protocol_version: the GTP version"
        )
        self.register("name", lambda args: name, "name: the engine's name")
        self.register("version", lambda args: version, "version: the engine's version")
        self.register("known_command", self._known_command, "known_command NAME: true or false")
        self.register(
            "list_commands",
            lambda args: "\n".join(self.command_names()),
            "list_commands: the known commands, one a line",
        )
        self.register("quit", lambda args: "", "quit: end the session")

    def register(self, name: str, handler: Handler, help: str = "") -> None:
        """Add (or replace) the handler of command ``name``, with its help line."""
        self._commands[name] = handler
        self._help[name] = help

    def help_line(self, name: str) -> str:
        """The help line of command ``name`` (empty when it has none or is unknown)."""
        return self._help.get(name, "")

    def command_names(self) -> list[str]:
        """Return the known command names, sorted."""
        return sorted(self._commands)

    def handle(self, command: str) -> tuple[bool, str]:
        """Run one command line (no id, no comment) and return ``(ok, answer)``.

        ``ok`` is False for a failure answer.  Exceptions other than
        :class:`GtpError` propagate: they are engine bugs.
        """
        words = command.split()
        if not words:
            return True, ""
        handler = self._commands.get(words[0])
        if handler is None:
            return False, "unknown command"
        try:
            return True, handler(words[1:])
        except GtpError as error:
            return False, str(error)

    def _known_command(self, args: list[str]) -> str:
        return "true" if args and args[0] in self._commands else "false"


def parse_line(raw: str) -> tuple[int | None, str]:
    """Split a raw input line into ``(id, command)`` as GTP preprocesses it.

    Comments (from ``#``) and control characters are dropped, tabs become
    spaces.  ``command`` is empty for a line with nothing to run.
    """
    line = raw.split("#", 1)[0]
    line = "".join(" " if c == "\t" else c for c in line if c == "\t" or c >= " ")
    words = line.split()
    # Only ASCII digits make an id: ``str.isdigit`` also takes ``²``, which
    # ``int`` refuses.
    if words and words[0].isascii() and words[0].isdigit():
        return int(words[0]), " ".join(words[1:])
    return None, " ".join(words)


def format_answer(ident: int | None, ok: bool, text: str) -> str:
    """Frame one answer: ``=ID text`` or ``?ID text``, then an empty line."""
    prefix = ("=" if ok else "?") + ("" if ident is None else str(ident))
    return f"{prefix} {text}\n\n"


def serve(dispatcher: Dispatcher, stdin: TextIO, stdout: TextIO, strict: bool = False) -> None:
    """Answer GTP commands from ``stdin`` on ``stdout`` until ``quit`` or end of input.

    An engine bug (an exception other than :class:`GtpError`) is answered
    ``? internal error`` and the server goes on; with ``strict`` it ends the
    server instead, as it ends an engine run in the harness's own process.
    """
    for raw in stdin:
        ident, command = parse_line(raw)
        if not command:
            continue
        try:
            ok, text = dispatcher.handle(command)
        except Exception as error:
            if strict:
                raise
            ok, text = False, f"internal error: {type(error).__name__}: {error}"
        stdout.write(format_answer(ident, ok, text))
        stdout.flush()
        if command.split()[0] == "quit":
            return
