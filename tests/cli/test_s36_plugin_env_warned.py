"""The pytest plugin's variables (docs/drive.md: ``ARENA_MODEL_URL``, ``ARENA_ADAPTER``,
``ARENA_BEHAVIOUR``, ``ARENA_LEG_TIMEOUT``, …) are read by no ``arena`` command, and none said
so: ``ARENA_MODEL_URL=… ARENA_MODEL=… arena run`` ran on the scripted model and
``ARENA_ADAPTER=langgraph arena run`` ran every adapter, exit 0, as if they had been read (they
are registered, so the unread-variable warning stayed quiet). A command that has the option one
stands for now warns, once per variable, naming the option to give; not where the command line
gives it, not for a command without it, not under --help (users36)."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

ENV = {
    "ARENA_MODEL_URL": "http://127.0.0.1:9/v1",
    "ARENA_MODEL": "m1",
    "ARENA_ADAPTER": "langgraph",
    "ARENA_LEG_TIMEOUT": "5",
    "ARENA_STORE": None,
}


def _warnings(result_output: str) -> list[str]:
    return [line for line in result_output.splitlines() if line.startswith("warning: ")]


def test_arena_run_says_it_does_not_read_the_plugins_variables(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        main,
        ["run", "human_in_the_loop", "--item", "hitl-01", "--adapter", "vanilla",
         "--out", str(tmp_path / "o")],
        env={**ENV, "COLUMNS": "1000"},
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert _warnings(result.output) == [
        "warning: ARENA_MODEL_URL is the pytest plugin's (--arena-model-url); arena run does not "
        "read it: give --model-url to this command",
        "warning: ARENA_MODEL is the pytest plugin's (--arena-model); arena run does not read "
        "it: give --model to this command",
        "warning: ARENA_LEG_TIMEOUT is the pytest plugin's (--arena-leg-timeout); arena run does "
        "not read it: give --leg-timeout to this command",
    ]  # ARENA_ADAPTER: --adapter was given


def test_a_command_without_the_option_and_help_say_nothing(tmp_path: Path) -> None:
    db = str(tmp_path / "a.db")
    pending = CliRunner().invoke(main, ["pending", "--store", db], env=ENV)
    assert _warnings(pending.output) == [], pending.output
    helped = CliRunner().invoke(main, ["run", "--help"], env=ENV)
    assert helped.exit_code == 0 and _warnings(helped.output) == [], helped.output
