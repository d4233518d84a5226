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

from harness.engines.registry import SpecError, parse_spec, serve


def main(argv: list[str]) -> int:
    """Serve the engine named in ``argv`` on stdin/stdout; return the exit code."""
    if not argv:
        print("usage: python -m harness.engines.serve NAME [KEY=VALUE ...]", file=sys.stderr)
        return 2
    try:
        # The words as a spec: ``go seed=3`` is ``go:seed=3``.
        serve(parse_spec(":".join(argv)))
    except SpecError as error:
        print(error, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
