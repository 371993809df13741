"""A Ctrl-C while Click parses ``arena``'s own options, after :mod:`arena.launcher`'s guard and
before the command's: Click said "Aborted!" and exited 1 (CI clone under load, session 47:
``test_ctrl_c_at_start[0.4]``'s last line read "Aborted!"). It is one line and exit 130 as
anywhere else. The Ctrl-C is forced where it landed (the group's parse), not timed."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from arena.cli import EXIT_INTERRUPTED, main


@pytest.mark.parametrize("argv", [["run", "human_in_the_loop"], ["pending"], ["--help"]])
def test_a_ctrl_c_while_the_options_are_parsed_is_one_line_and_130(
    monkeypatch: pytest.MonkeyPatch, argv: list[str]
) -> None:
    def interrupted(self: click.Group, ctx: click.Context, args: list[str]) -> list[str]:
        raise KeyboardInterrupt

    monkeypatch.setattr(click.Group, "parse_args", interrupted)
    result = CliRunner().invoke(main, argv)
    assert "Aborted!" not in result.output
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    assert result.output.strip().splitlines() == ["interrupted (Ctrl-C)"]


def test_a_parse_that_is_not_interrupted_runs_as_before() -> None:
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert "version" in result.output
