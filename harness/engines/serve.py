"""This project's engines as GTP subprocesses.

    python -m harness.engines.serve NAME [KEY=VALUE ...]

``NAME`` is a builtin engine of the registry (``go``, ``havannah``), the
``KEY=VALUE`` words its options, as ``go:key=value`` gives them in process.
An exception inside the engine ends the process (its traceback on stderr),
as it ends an engine run in the harness's own process: the client sees the
engine die, never a made-up answer.
"""

from __future__ import annotations

import sys

from harness.engines.registry import SpecError, serve


def main(argv: list[str]) -> int:
    """Serve the engine named in ``argv`` on stdin/stdout; return the exit code."""
    if not argv:
        print("usage: python -m harness.engines.serve NAME [KEY=VALUE ...]", file=sys.stderr)
        return 2
    options = {}
    for word in argv[1:]:
        key, sep, value = word.partition("=")
        if not sep or not key:
            print(f"engine option {word!r} is not KEY=VALUE", file=sys.stderr)
            return 2
        options[key] = value
    try:
        serve(argv[0], options)
    except SpecError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
