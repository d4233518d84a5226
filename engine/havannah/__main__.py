"""``python -m engine.havannah``: the checker as a GTP server, or the tabulation.

* ``python -m engine.havannah [--checker NAME] [--coords gui|grid]`` answers
  GTP commands on stdin/stdout (see ``engine/havannah/gtp.py``);
* ``python -m engine.havannah tabulate N [--progress]`` counts the positions of
  side N (2 or 3) and prints the two counts, the time (wall clock, and the
  processor time of this process, which a busy machine does not inflate) and
  the peak memory.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time

from engine.gtp import serve
from engine.havannah.gtp import COMMANDS, OPTIONS, new_engine
from engine.havannah.tabulate import MAX_TABULATED_SIDE, tabulate


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m engine.havannah",
        description=__doc__.split("\n")[0],
        epilog="GTP commands: " + "; ".join(line for _, _, line in COMMANDS),
    )
    commands = parser.add_subparsers(dest="command")
    parser.add_argument(
        "--checker",
        choices=OPTIONS["checker"],
        default=OPTIONS["checker"][0],
        help=f"ring detector of the GTP server (default: {OPTIONS['checker'][0]})",
    )
    parser.add_argument(
        "--coords",
        choices=OPTIONS["coords"],
        default=OPTIONS["coords"][0],
        help=f"numbering of the cells (default: {OPTIONS['coords'][0]})",
    )
    counting = commands.add_parser("tabulate", help="count the reachable positions of side N")
    counting.add_argument("side", type=int, help=f"side of the board, 2..{MAX_TABULATED_SIDE}")
    counting.add_argument("--progress", action="store_true", help="print one line per level")
    args = parser.parse_args(argv)
    if args.command == "tabulate":
        if not 2 <= args.side <= MAX_TABULATED_SIDE:
            parser.error(f"side must be 2 or {MAX_TABULATED_SIDE} (larger boards are out of reach)")
        cpu = time.process_time()
        result = tabulate(args.side, _print_progress if args.progress else None)
        cpu = time.process_time() - cpu
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        print(f"side {result.side}")
        print(f"distinct {result.distinct}")
        print(f"evaluated {result.evaluated}")
        print(f"seconds {result.seconds:.1f}")
        print(f"cpu seconds {cpu:.1f}")
        print(f"peak memory {peak_mib:.0f} MiB")
        return 0
    serve(new_engine({"checker": args.checker, "coords": args.coords}), sys.stdin, sys.stdout)
    return 0


def _print_progress(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


if __name__ == "__main__":
    sys.exit(main())
