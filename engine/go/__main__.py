"""Serve the Go engine over GTP on stdin/stdout: ``python -m engine.go [KEY=VALUE ...]``.

Each ``KEY=VALUE`` argument is an engine option, as ``go:key=value`` gives it
to the harness.
"""

from __future__ import annotations

import sys

from engine.go.gtp import new_engine
from engine.gtp import serve


def main(argv: list[str]) -> int:
    """Parse the options in ``argv``, then answer GTP until ``quit``; return the exit code."""
    options = {}
    for word in argv:
        key, sep, value = word.partition("=")
        if not sep or not key:
            print(f"engine.go: option {word!r} is not KEY=VALUE", file=sys.stderr)
            return 2
        options[key] = value
    try:
        dispatcher = new_engine(options)
    except ValueError as error:
        print(f"engine.go: {error}", file=sys.stderr)
        return 2
    serve(dispatcher, sys.stdin, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
