"""What Ctrl-C prints: that legs in flight were not recorded only where a command runs legs
(``arena model serve`` said it too, with no leg anywhere)."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main


@click.command()
def interrupted() -> None:
    raise KeyboardInterrupt


@pytest.mark.parametrize(
    ("name", "said"),
    [
        ("model", "interrupted (Ctrl-C)\n"),
        ("view", "interrupted (Ctrl-C)\n"),
        (
            "run",
            "interrupted (Ctrl-C): legs in flight were not recorded; arena runs shows where each "
            "stored run stands\n",
        ),
        (
            "resume",
            "interrupted (Ctrl-C): legs in flight were not recorded; arena runs shows where each "
            "stored run stands\n",
        ),
    ],
)
def test_ctrl_c_mentions_legs_only_in_commands_that_run_them(
    monkeypatch: pytest.MonkeyPatch, name: str, said: str
) -> None:
    monkeypatch.setitem(main.commands, name, interrupted)
    result = CliRunner().invoke(main, [name])
    assert result.exit_code == EXIT_INTERRUPTED
    assert result.output == said
