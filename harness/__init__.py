"""regress-harness: regression suites for game engines, the way GNU Go tests itself."""

__version__ = "0.1.0"
