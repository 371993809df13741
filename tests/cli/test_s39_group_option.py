"""``arena operators --json`` said only "No such option '--json'" (users39), while ``arena runs
--json`` and ``arena pending --json`` list: the listing's own command (``arena operators list
--json``) was left to guess, and so was every option given to a group instead of its
sub-command (``arena model --port 0``, ``arena policy --json``), or misspelt there (``arena
operators --jsn``). The line now names the sub-commands that take it (the one meant, for a
misspelt one), as commands to type; under --json the same as the error object."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (
            ["operators", "--json"],
            "arena operators takes no --json itself; its sub-commands do: "
            "`arena operators list --json`",
        ),
        (
            ["policy", "--json"],
            "arena policy takes no --json itself; its sub-commands do: "
            "`arena policy check FILE --json`",
        ),
        (
            ["model", "--port", "0", "serve"],
            "arena model takes no --port itself; its sub-commands do: "
            "`arena model serve --port PORT`",
        ),
    ],
)
def test_an_option_given_to_a_group_names_the_sub_command_that_takes_it(
    args: list[str], said: str
) -> None:
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"}, prog_name="arena")
    assert result.exit_code == 2, result.output
    assert f"No such option '{args[1]}'. {said}" in result.stderr, result.stderr
    assert "Traceback" not in result.output


def test_under_json_the_error_object_says_it_too() -> None:
    result = CliRunner().invoke(
        main, ["operators", "--json"], env={"COLUMNS": "200"}, prog_name="arena"
    )
    error = json.loads(result.stdout)
    assert error["exit"] == 2
    assert "`arena operators list --json`" in error["error"], error


def test_a_misspelt_one_names_the_option_meant_and_where() -> None:
    args = ["operators", "--jsn"]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"}, prog_name="arena")
    assert result.exit_code == 2
    assert (
        "No such option '--jsn'. Did you mean --json? arena operators takes it only in "
        "sub-commands: `arena operators list --json`" in result.stderr
    ), result.stderr


def test_an_option_no_sub_command_takes_is_said_as_before() -> None:
    args = ["operators", "--zzz"]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "200"}, prog_name="arena")
    assert result.exit_code == 2
    assert "No such option '--zzz'." in result.stderr
    assert "sub-commands" not in result.stderr
