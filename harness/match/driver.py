"""Playing a match: game pairs over the openings, ``-j N`` games at once, resume, SPRT stop.

Game ``2p`` and ``2p + 1`` are pair ``p``: the same opening (the ``p``-th
of the set, round and round), engine A on the first colour in the first
game and engine B in the second.  Each worker holds its own sessions of
both engines and of the referee, and takes the next game not yet played;
every finished game is appended to the run file and written as SGF at once.
With an SPRT the match stops taking new games when the test decides (games
already being played are finished and kept); with ``games`` only it stops
there.  Engines are opened by ``open_engine`` (the registry's
:func:`~harness.engines.registry.open_session` by default, this project's
engines as subprocesses when games run at once), so tests can bring their
own.
"""

from __future__ import annotations

import datetime as _dt
import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from harness import stats
from harness.engines.registry import Session, open_session
from harness.match import record as records
from harness.match.game import LABELS, GameRecord, Setup, play_game
from harness.match.openings import Opening
from harness.match.referee import Referee
from harness.match.summary import Summary, summarize

#: How many games a match with an SPRT and no --games plays at most.
SPRT_GAME_LIMIT = 20_000


def default_match_path(engines: dict[str, str]) -> Path:
    """A new run file under ``reports/matches/``, named by time and engines."""
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")

    def slug(text: str) -> str:
        return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-")[:30] or "engine"

    return Path(f"reports/matches/{stamp}-{slug(engines['A'])}-vs-{slug(engines['B'])}.jsonl")


@dataclass(frozen=True)
class Match:
    """A match to play.

    ``engines`` maps ``A`` and ``B`` to engine specs; ``games`` is the number
    of games (even; with an SPRT, the most it may take).
    """

    setup: Setup
    engines: dict[str, str]
    openings: list[Opening]
    openings_name: str
    openings_hash: str
    games: int
    sprt: stats.Sprt | None
    run_file: Path
    sgf_dir: Path | None = None
    jobs: int = 1
    resume: bool = False

    def header(self) -> dict[str, object]:
        """The run file's header for this match."""
        return records.new_header(
            game=self.setup.game,
            size=self.setup.size,
            komi=self.setup.komi,
            engines=self.engines,
            openings=self.openings_name,
            openings_hash=self.openings_hash,
            openings_count=len(self.openings),
            games=self.games,
            sprt=None
            if self.sprt is None
            else {
                "elo0": self.sprt.elo0,
                "elo1": self.sprt.elo1,
                "alpha": self.sprt.alpha,
                "beta": self.sprt.beta,
                "model": self.sprt.model,
            },
            move_time=self.setup.move_time,
            jobs=self.jobs,
        )


Progress = Callable[[GameRecord, Summary], None]


def play_match(
    match: Match,
    open_engine: Callable[[str], Session] | None = None,
    progress: Progress | None = None,
) -> Summary:
    """Play (or resume) ``match``; return its summary.

    Raises :class:`~harness.match.record.MatchFileError` when ``--resume``
    finds another match in the run file, and what opening the engines
    raises (:class:`~harness.engines.registry.SpecError`,
    :class:`~harness.engines.gtp.EngineError`).
    """
    header = match.header()
    done: list[GameRecord] = []
    repeated: list[int] = []
    if match.resume and match.run_file.exists():
        previous = records.read_match(match.run_file)
        records.check_resumable(match.run_file, previous.header, header)
        records.drop_torn_line(match.run_file)
        done, repeated = previous.games, previous.repeated
    else:
        records.write_header(match.run_file, header)
    if match.sgf_dir is not None:
        match.sgf_dir.mkdir(parents=True, exist_ok=True)
    lock = threading.Lock()
    finished = {r.number for r in done}
    queue = [n for n in range(match.games) if n not in finished]
    state = {"summary": summarize(match.engines, done, match.sprt, repeated)}

    def decided() -> bool:
        return match.sprt is not None and state["summary"].verdict != stats.RUNNING

    def next_game() -> int | None:
        with lock:
            if not queue or decided():
                return None
            return queue.pop(0)

    def keep(result: GameRecord) -> None:
        with lock:
            records.append_game(match.run_file, result)
            if match.sgf_dir is not None:
                path = match.sgf_dir / f"game-{result.number:05d}.sgf"
                path.write_text(records.sgf_text(header, result), encoding="utf-8")
            done.append(result)
            state["summary"] = summarize(match.engines, done, match.sprt, repeated)
            if progress is not None:
                progress(result, state["summary"])

    if open_engine is not None:
        open_player = open_referee = open_engine
    else:
        # -j N plays in threads: there this project's engines run as
        # subprocesses, which think in parallel and which a move's time limit
        # can interrupt (in process only the main thread can be timed out).
        in_process = match.jobs <= 1
        open_referee = open_session

        def open_player(spec: str) -> Session:
            return open_session(spec, in_process=in_process)

    def worker() -> None:
        players = {label: open_player(match.engines[label]) for label in LABELS}
        referee = Referee(match.setup.game, open_referee(match.setup.game))
        try:
            while (number := next_game()) is not None:
                index = (number // 2) % len(match.openings)
                first = "A" if number % 2 == 0 else "B"
                result = play_game(
                    match.setup, players, referee, match.openings[index], index, number, first
                )
                keep(result)
                if result.fault is not None:  # a crash or hang: start that engine afresh
                    players[result.fault].restart()
        finally:
            for session in (*players.values(), referee.session):
                session.close()

    if match.jobs <= 1:
        worker()  # in this thread, where in-process engines can be timed out
    else:
        with ThreadPoolExecutor(max_workers=match.jobs) as pool:
            for future in [pool.submit(worker) for _ in range(match.jobs)]:
                future.result()
    return state["summary"]
