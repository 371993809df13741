"""``arena help run`` said "No such command 'help'." and ``arena help rnu`` gave no "did you
mean" for the word the user meant (users38), where ``arena rnu --help`` does. ``arena help
[COMMAND...]`` is now ``arena [COMMAND...] --help``: a command's help, or the same one line and
"did you mean" for a mistyped name, at any depth. ``arena --help rnu`` printed arena's own
help, exit 0, as if nothing were wrong: ``arena --help COMMAND...`` is read the same way."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["help"], "Usage: arena [OPTIONS] COMMAND"),
        (["help", "help"], "Usage: arena [OPTIONS] COMMAND"),
        (["help", "run"], "Usage: arena run [OPTIONS] ARENA"),
        (["help", "policy", "check"], "Usage: arena policy check [OPTIONS] FILE"),
        (["--help", "run"], "Usage: arena run [OPTIONS] ARENA"),
    ],
)
def test_help_shows_the_commands_help(args: list[str], said: str) -> None:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"}, prog_name="arena")
    assert result.exit_code == 0, result.output
    assert said in result.output, result.output


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["help", "rnu"], "No such command 'rnu'. Did you mean 'run'?"),
        (["help", "policy", "chek"], "No such command 'chek'. Did you mean 'check'?"),
        (["help", "operators", "lst"], "No such command 'lst'. Did you mean 'list'?"),
        (["--help", "rnu"], "No such command 'rnu'. Did you mean 'run'?"),
        (["-h", "policy", "chek"], "No such command 'chek'. Did you mean 'check'?"),
    ],
)
def test_help_for_a_mistyped_command_says_did_you_mean(args: list[str], said: str) -> None:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "80"}, prog_name="arena")
    assert result.exit_code == 2, result.output
    assert said in result.output, result.output
    assert "No such command 'help'" not in result.output
