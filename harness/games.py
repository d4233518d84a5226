"""Which game a suite is, and which engine runs it.

A YAML suite names its game (``game: havannah``).  A ``.tst`` file does not:
it is a suite of the game of the engine it runs on, so that Castro's test
files run unchanged with ``regress run --engine havannah FILE.tst``.  The
game of an engine is that of this project's engine it names (``havannah``,
``havannah:coords=grid``), else Go; ``--game havannah`` says it for any other
engine (``--engine gtp:castro --game havannah``).

:func:`choose_engines` turns the command line's ``--engine``,
``--havannah-engine`` and ``--game`` into the engine of each game and the
game of ``.tst`` files; ``regress run``, ``regress compare`` and the pytest
plugin all go through it.
"""

from __future__ import annotations

from dataclasses import dataclass

from harness.engines.registry import DEFAULT_ENGINE, SpecError, parse_spec

GO, HAVANNAH = "go", "havannah"
GAMES = (GO, HAVANNAH)
#: The engine of each game when none is given.
DEFAULT_ENGINES = {GO: DEFAULT_ENGINE, HAVANNAH: "havannah"}


class GameError(ValueError):
    """A game that does not exist, or engines that contradict each other."""


def game_of_engine(spec: str) -> str:
    """The game an engine spec plays: this project's Havannah checker plays Havannah, any other Go.

    A spec that does not parse is Go's here; it is refused when the engine starts.
    """
    try:
        builtin = parse_spec(spec).builtin
    except SpecError:
        return GO
    return HAVANNAH if builtin == HAVANNAH else GO


@dataclass(frozen=True)
class Engines:
    """The engine of each game, and the game of the ``.tst`` files."""

    go: str = DEFAULT_ENGINES[GO]
    havannah: str = DEFAULT_ENGINES[HAVANNAH]
    tst_game: str = GO


def choose_engines(
    engine: str | None, havannah_engine: str | None = None, game: str | None = None
) -> Engines:
    """The engines of a run from ``--engine``, ``--havannah-engine`` and ``--game``.

    The ``.tst`` files are of ``game``, or else of the game of ``engine``
    (:func:`game_of_engine`).  When they are Havannah suites and no other
    ``havannah_engine`` is given, ``engine`` is the Havannah engine (it runs
    the Havannah YAML suites too, and Go suites run on the default engine);
    otherwise ``engine`` runs the Go suites.  Raises :class:`GameError` for
    an unknown game or for two different Havannah engines.
    """
    if game is not None and game not in GAMES:
        raise GameError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    tst_game = game or (game_of_engine(engine) if engine else GO)
    if tst_game == HAVANNAH and engine and havannah_engine in (None, engine):
        return Engines(go=DEFAULT_ENGINES[GO], havannah=engine, tst_game=HAVANNAH)
    if (
        engine
        and havannah_engine
        and engine != havannah_engine
        and game_of_engine(engine) == HAVANNAH
    ):
        raise GameError(
            f"two Havannah engines: --engine {engine} and --havannah-engine "
            f"{havannah_engine}; give one"
        )
    return Engines(
        go=engine or DEFAULT_ENGINES[GO],
        havannah=havannah_engine or DEFAULT_ENGINES[HAVANNAH],
        tst_game=tst_game,
    )
