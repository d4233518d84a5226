"""The Havannah checker's command table: every command has a handler and a help line."""

from __future__ import annotations

from engine.havannah.gtp import COMMANDS, new_engine


def test_every_command_of_the_table_is_served_with_its_help_line() -> None:
    dispatcher = new_engine({})
    listed = dispatcher.handle("list_commands")[1].split("\n")
    for name, _, help_line in COMMANDS:
        assert name in listed
        assert help_line.startswith(name) and dispatcher.help_line(name) == help_line
    assert dispatcher.handle("boardsize 4") == (True, "")
    assert dispatcher.handle("winner") == (True, "none")
