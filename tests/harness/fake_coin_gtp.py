"""A GTP engine that tosses a coin, for tests of repeated runs; run as ``python fake_coin_gtp.py``.

``coin`` answers ``heads`` or ``tails`` from a generator seeded by
``set_random_seed N`` (or by ``--seed N`` on the command line; seed 0 at
start); ``heads`` and ``tails`` always answer that word.  ``clear_cache``
is known and counted (``clears`` answers the count).  Board commands are
taken and forgotten.
"""

from __future__ import annotations

import random
import shlex
import sys
from pathlib import Path

ARGV = [sys.executable, str(Path(__file__).resolve())]
SPEC = "gtp:" + shlex.join(ARGV)
KNOWN = {"coin", "heads", "tails", "set_random_seed", "clear_cache", "clears"}


def main() -> None:
    seed = 0
    if "--seed" in sys.argv:
        seed = int(sys.argv[sys.argv.index("--seed") + 1])
    rng = random.Random(seed)
    clears = 0
    for raw in sys.stdin:
        words = raw.split()
        if not words:
            continue
        ident = words.pop(0) if words[0].isdigit() else ""
        name, args = words[0], words[1:]
        text = ""
        if name == "coin":
            text = rng.choice(("heads", "tails"))
        elif name in ("heads", "tails"):
            text = name
        elif name == "set_random_seed":
            rng = random.Random(int(args[0]))
        elif name == "clear_cache":
            clears += 1
        elif name == "clears":
            text = str(clears)
        elif name == "known_command":
            text = "true" if args and args[0] in KNOWN else "false"
        elif name == "name":
            text = "Coin"
        elif name == "quit":
            sys.stdout.write(f"={ident} \n\n")
            sys.stdout.flush()
            return
        sys.stdout.write(f"={ident} {text}\n\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
