"""What commands do to the engine's state, and the replay that follows."""

from __future__ import annotations

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
