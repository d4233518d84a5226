"""The words of the rules, defined once: colours and win kinds.

Colours are small ints (stored in board arrays); win kinds are bit flags, so
that one move completing several of them is a single int.
"""

from __future__ import annotations

EMPTY, WHITE, BLACK = 0, 1, 2
#: The value of ``Board.winner`` when the board filled up without a win.
DRAW = 3
COLOUR_NAMES = {WHITE: "white", BLACK: "black"}
COLOURS_BY_NAME = {"white": WHITE, "w": WHITE, "black": BLACK, "b": BLACK}

FORK, BRIDGE, RING = 1, 2, 4
#: The kinds in the order the spec lists them (``fork bridge ring``).
KIND_ORDER = ((FORK, "fork"), (BRIDGE, "bridge"), (RING, "ring"))


def opponent(colour: int) -> int:
    """Return the other colour."""
    return WHITE + BLACK - colour


def kind_names(kinds: int) -> list[str]:
    """Return the names of the kinds in bitmask ``kinds``, in the order ``fork bridge ring``."""
    return [name for flag, name in KIND_ORDER if kinds & flag]
