"""What commands do to the engine's state, and the replay that follows."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from harness import commands
from harness.commands import Kind, ReplayPlanner


def replay_before(script: list[str], command: str) -> commands.Replay:
    planner = ReplayPlanner()
    for line in script:
        planner.add(line)
    return planner.replay(command)


def test_a_report_on_the_last_generation_replays_it_even_across_a_reset() -> None:
    script = [
        "boardsize 9",
        "play black C3",
        "reg_genmove white",
        "owl_attack C3",
        "clear_board",
        "trymove black D4",
    ]
    assert replay_before(script, "top_moves").setup == (
        "boardsize 9",
        "play black C3",
        "reg_genmove white",
        "clear_board",
        "trymove black D4",
    )
    # Other commands still leave the read-only generation out.
    assert "reg_genmove white" not in replay_before(script, "owl_attack D4").setup
    # Nothing generated yet: only the board.
    assert replay_before(script[:2], "move_reasons C3").setup == ("boardsize 9", "play black C3")


def test_yaml_setup_keeps_the_generation_a_report_needs() -> None:
    replay = commands.plan(["loadsgf x.sgf", "gg_genmove black 3"], "top_moves")
    assert replay.setup == ("loadsgf x.sgf", "gg_genmove black 3")
    assert commands.plan(["loadsgf x.sgf", "gg_genmove black 3"]).setup == ("loadsgf x.sgf",)


def test_report_uncertainty_is_a_setting() -> None:
    # It changes what later owl_attack / owl_defend answers say, across resets.
    assert commands.kind("report_uncertainty on") is Kind.SETTING
    assert commands.kind("top_moves") is Kind.LAST_MOVE_READ
    assert commands.generates("top_moves black") and not commands.generates("top_moves")


# -- the planner against a plain model of the replay rules ---------------------


class ModelPlanner:
    """The replay rules of the module docstring, applied by rescanning the board at
    every command: slow (quadratic) but plainly right, to check the planner against."""

    def __init__(self) -> None:
        self.settings: list[str] = []
        self.board: list[tuple[Kind, str]] = []
        self.since_new_board: list[str] = []
        self.before_new_board: list[str] = []
        self.since_generation: list[str] | None = None

    def add(self, command: str) -> None:
        what = commands.kind(command)
        if commands.generates(command):
            self.since_generation = [c for _, c in self.board]
        if what is Kind.SETTING:
            self.settings.append(command)
            return
        reads = (Kind.READ, Kind.COUNTER_READ, Kind.LAST_MOVE_READ)
        if self.since_generation is not None and (commands.generates(command) or what not in reads):
            self.since_generation.append(command)
        if what in reads:
            self.since_new_board.append(command)
            return
        keep = []
        for old, text in self.board:
            if old is Kind.UNKNOWN:
                dropped = False
            elif old is Kind.KOMI:
                dropped = what is Kind.KOMI or commands.verb(command) == commands.LOADSGF
            elif what is Kind.NEW_BOARD:
                dropped = True
            else:
                dropped = what is Kind.CLEAR and old is not Kind.NEW_BOARD
            if not dropped:
                keep.append((old, text))
        self.board = keep
        if what is Kind.NEW_BOARD:
            self.before_new_board = [c for _, c in keep]
            self.since_new_board = [command]
        else:
            self.since_new_board.append(command)
        self.board.append((what, command))

    def replay(self, command: str) -> commands.Replay:
        what = commands.kind(command)
        if what is Kind.COUNTER_READ:
            setup = self.before_new_board + self.since_new_board
        elif what is Kind.LAST_MOVE_READ and self.since_generation is not None:
            setup = list(self.since_generation)
        else:
            setup = [c for _, c in self.board]
        return commands.Replay(settings=tuple(self.settings), setup=tuple(setup))


SCRIPT_LINES = [
    "boardsize 9",
    "boardsize 13",
    "loadsgf a.sgf",
    "loadsgf b.sgf 12",
    "clear_board",
    "komi 5.5",
    "komi 0",
    "play black C3",
    "play white D4",
    "undo",
    "trymove black A1",
    "popgo",
    "genmove black",
    "reg_genmove white",
    "top_moves_black",
    "top_moves",
    "top_moves black",
    "move_reasons C3",
    "owl_attack C3",
    "get_owl_node_counter",
    "reset_owl_node_counter",
    "increase_depths",
    "level 3",
    "frobnicate 1",
    "my_setup x",
]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(SCRIPT_LINES), max_size=40), st.sampled_from(SCRIPT_LINES))
def test_the_planner_replays_what_the_plain_model_replays(script: list[str], command: str) -> None:
    planner, model = ReplayPlanner(), ModelPlanner()
    for index, line in enumerate(script):
        assert planner.replay(line) == model.replay(line), (script[:index], line)
        planner.add(line)
        model.add(line)
    assert planner.replay(command) == model.replay(command)
