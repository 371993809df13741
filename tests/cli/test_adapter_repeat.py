"""A repeated ``--adapter`` adds adapters, as a repeated ``--item`` adds items (outside tester 8,
finding 3): it kept only the last, so ``--adapter langgraph --adapter vanilla`` quietly compared
nothing and exited 0."""

from __future__ import annotations

from pathlib import Path

import click
import pytest
from click.testing import CliRunner

from arena.cli import main, run_cmd
from arena.cli.options import adapter_option
from arena.errors import UserError


@click.command()
@adapter_option()
def _echo(adapter_sel: str) -> None:
    click.echo(adapter_sel)


@pytest.mark.parametrize(
    ("flags", "selection"),
    [
        ([], "all"),
        (["--adapter", "all"], "all"),
        (["--adapter", "langgraph"], "langgraph"),
        (["--adapter", "langgraph", "--adapter", "vanilla"], "langgraph,vanilla"),
        (
            ["--adapter", "langgraph,pydantic_ai", "--adapter", "vanilla"],
            "langgraph,pydantic_ai,vanilla",
        ),
        (["--adapter", "vanilla", "--adapter", "vanilla,langgraph"], "vanilla,langgraph"),
        (["--adapter", "vanilla", "--adapter", "mine:make"], "vanilla,mine:make"),
    ],
)
def test_every_adapter_flag_counts_in_order_once(flags: list[str], selection: str) -> None:
    result = CliRunner().invoke(_echo, flags)
    assert result.exit_code == 0, result.output
    assert result.output.strip() == selection


def test_all_beside_names_is_a_usage_error() -> None:
    result = CliRunner().invoke(_echo, ["--adapter", "vanilla", "--adapter", "all"])
    assert result.exit_code == 2
    assert "'all'" in result.output and "vanilla" in result.output


@pytest.mark.parametrize("command", ["run", "matrix", "faults"])
def test_the_commands_that_take_adapter_all_accumulate(command: str) -> None:
    """One option, one behaviour: every command's --adapter is the shared one."""
    cmd = main.get_command(click.Context(main), command)
    assert cmd is not None
    params = {p.name: p for p in cmd.params}
    assert params["adapter_sel"].multiple


def test_arena_run_gets_every_repeated_adapter(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    seen: list[str] = []

    def resolve(selection: str) -> list[str]:
        seen.append(selection)
        raise UserError("stop here")

    monkeypatch.setattr(run_cmd, "resolve_names", resolve)
    args = ["run", "human_in_the_loop", "--adapter", "langgraph", "--adapter", "pydantic_ai"]
    result = CliRunner().invoke(main, [*args, "--out", str(tmp_path / "out")])
    assert result.exit_code == 2, result.output
    assert seen == ["langgraph,pydantic_ai"]


def test_a_wrong_name_before_a_right_one_is_no_longer_dropped(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanila", "--adapter", "vanilla"]
    result = CliRunner().invoke(main, [*args, "--item", "hitl-01", "--out", str(tmp_path / "o")])
    assert result.exit_code == 2, result.output
    assert "vanila" in result.output
    assert not (tmp_path / "o").exists()
