"""A scripted GTP engine for the harness's tests; run as ``python fake_gtp.py``.

It misbehaves on demand, so each failure the harness must survive can be
provoked from a suite file.  ``echo`` is a read-only command (it is not
replayed), so its misbehaviours cost only the case that asks for them:

* ``echo TEXT`` answers TEXT; ``fail TEXT`` answers ``? TEXT``;
  ``echo multi`` answers three lines, the first empty; ``echo sleep S`` answers
  ``slept`` after S seconds;
* ``echo crash`` exits without answering; ``echo hang`` never answers;
* ``echo garbage`` writes a line that is not GTP; ``echo wrongid`` answers with another id;
* ``echo noblank`` answers without the empty line that ends an answer, then hangs;
* ``echo closeout`` closes its stdout and keeps running; ``echo noterm`` ignores
  SIGTERM from then on; ``echo spawn`` starts a child process that sleeps, and
  answers its pid (``noterm`` and ``spawn`` alone do the same); ``echo stderr N``
  writes N bytes on stderr (in one line) before answering; ``echo big N``
  answers N bytes (one line); ``echo controls`` answers text with an ESC
  colour code, a NUL and a carriage return in it;
* ``--crash-at N`` (a command-line option) makes the engine exit without
  answering when a command with id N comes (the command of case N);
  ``--pidfile FILE`` writes the engine's pid to FILE; other arguments are
  ignored (a tag to find the engine's processes by), and passed on to the
  child of ``echo spawn``;
* ``state`` answers the board commands received since the last reset, joined
  with ``|``, and ``settings`` the settings received since start (to check
  the harness's replay); ``stack`` answers the number of trial moves;
* ``reg_genmove COLOR`` answers ``A1`` and, like GNU Go, leaves its candidates
  behind, through resets: ``top_moves`` answers the board commands and the
  ``reg_genmove`` of the last generation, joined with ``|``;
* ``owl_attack V`` has history, as GNU Go's persistent caches do: it answers
  ``1 V`` the first time V is asked, ``0`` after, through ``clear_board`` and
  ``loadsgf``, until ``clear_cache`` (which ``known_command`` says it knows,
  unless the engine is started with ``--no-clear-cache``);
* ``echo killparent FILE`` kills the process that started the engine (a
  worker), unless FILE exists; it makes FILE, so a rerun goes through.
"""

from __future__ import annotations

import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

#: The argv that starts this fake engine, and the engine spec that names it.
ARGV = [sys.executable, str(Path(__file__).resolve())]
SPEC = "gtp:" + shlex.join(ARGV)

BOARD = {"play", "black", "white", "undo", "trymove", "popgo", "genmove"}
RESETS = {"boardsize", "loadsgf", "clear_board"}
SETTINGS = {"komi", "increase_depths", "decrease_depths"}


def main() -> None:
    argv = sys.argv[1:]
    crash_at = int(argv[argv.index("--crash-at") + 1]) if "--crash-at" in argv else 0
    if "--pidfile" in argv:
        Path(argv[argv.index("--pidfile") + 1]).write_text(str(os.getpid()))
    state: list[str] = []
    settings: list[str] = []
    stack = 0
    last_generation = ""
    cache: set[str] = set()
    knows_clear_cache = "--no-clear-cache" not in sys.argv[1:]
    out = sys.stdout
    for raw in sys.stdin:
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        ident = ""
        if words[0].isdigit():
            ident, words = words[0], words[1:]
        if not words:
            continue
        if crash_at and ident == str(crash_at):
            sys.stderr.write(f"fake engine: crashing at command {ident}\n")
            sys.exit(5)
        name, args = words[0], words[1:]
        ok, text = True, ""
        what = args[0] if name == "echo" and len(args) == 1 else ""
        if name in ("spawn", "noterm") and not args:
            what = name  # the same, as commands a replay keeps (unknown to the harness)
        if name == "echo" and len(args) == 2 and args[0] == "sleep":
            time.sleep(float(args[1]))
            text = "slept"
        elif what == "multi":
            text = "\nline two\nline three"
        elif what == "crash":
            sys.stderr.write("fake engine: crashing on purpose\n")
            sys.stderr.flush()
            sys.exit(3)
        elif what == "hang":
            time.sleep(3600)
        elif name == "echo" and len(args) == 2 and args[0] == "killparent":
            marker = Path(args[1])
            if not marker.exists():
                marker.write_text("killed\n")
                os.kill(os.getppid(), signal.SIGKILL)
            text = "survived"
        elif name == "owl_attack" and args:
            text = "0" if args[0] in cache else f"1 {args[0]}"
            cache.add(args[0])
        elif name == "clear_cache" and knows_clear_cache:
            cache.clear()
        elif what == "garbage":
            out.write("this is not gtp\n\n")
            out.flush()
            continue
        elif what == "noblank":
            out.write(f"={ident} no blank line\n")
            out.flush()
            time.sleep(3600)
        elif what == "closeout":
            out.close()
            os.close(1)
            time.sleep(3600)
        elif what == "controls":
            text = "red\x1b[31mtext\x00nul\rback"
        elif what == "noterm":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
        elif what == "spawn":
            sleeper = "import time; time.sleep(3600)"
            # (Its output is not the engine's: a child holding the engine's stdout
            # open would keep ``echo closeout`` from ending the output.)
            child = subprocess.Popen(
                [sys.executable, "-c", sleeper, *sys.argv[1:]],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
            )
            text = str(child.pid)
        elif name == "echo" and len(args) == 2 and args[0] == "stderr":
            sys.stderr.write("e" * int(args[1]) + "\n")
            sys.stderr.flush()
            text = "wrote"
        elif name == "echo" and len(args) == 2 and args[0] == "big":
            text = "b" * int(args[1])
        elif what == "wrongid":
            ident = str(int(ident or "0") + 1)
        elif name == "echo":
            text = " ".join(args)
        elif name == "fail":
            ok, text = False, " ".join(args)
        elif name == "state":
            text = "|".join(state)
        elif name == "settings":
            text = "|".join(settings)
        elif name == "stack":
            text = str(stack)
        elif name == "reg_genmove":
            last_generation = "|".join([*state, " ".join(words)])
            text = "A1"
        elif name == "top_moves":
            text = last_generation
        elif name in RESETS:
            if name == "clear_board" and stack:
                sys.stderr.write("fake engine: clear_board with trial moves on the stack\n")
                sys.exit(4)
            state = [] if name == "clear_board" else [" ".join(words)]
            stack = 0
            if name == "loadsgf":
                text = "black"
        elif name in BOARD:
            state.append(" ".join(words))
            stack += name == "trymove"
            stack -= name == "popgo" and stack > 0
        elif name in SETTINGS:
            settings.append(" ".join(words))
        elif name == "name":
            text = "Fake"
        elif name == "version":
            text = "1.0"
        elif name == "known_command":
            text = "true" if args == ["clear_cache"] and knows_clear_cache else "false"
        elif name == "quit":
            out.write(f"={ident} \n\n")
            out.flush()
            return
        else:
            ok, text = False, "unknown command"
        out.write(f"{'=' if ok else '?'}{ident} {text}\n\n")
        out.flush()


if __name__ == "__main__":
    main()
