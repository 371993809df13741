"""An option left with no value (``arena deny req_x --reason``, ``--out $DIR`` with DIR unset:
the shell drops it) said click's "Option '--reason' requires an argument.", and a value given
to a switch (``--json=yes``) "does not take a value": neither named the fix (users52). Each now
says the option as written with its value's kind, the example ``Missing option`` gives where
one is known, or that an unset variable there leaves it none; on every command, nested too."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


def _said(*args: str) -> list[str]:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "300"}, prog_name="arena")
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return [line for line in result.stderr.splitlines() if line.strip()]


@pytest.mark.parametrize(
    ("args", "usage", "error"),
    [
        (["run", "human_in_the_loop", "--out"], "arena run", "--out PATH (an unset $VARIABLE"),
        (["runs", "--store"], "arena runs", "--store PATH|URL (an unset $VARIABLE"),
        (["view", "--port"], "arena view", "--port INTEGER (an unset $VARIABLE"),
        (["operators", "add", "bob", "--role"], "arena operators add", "--role TEXT (an unset"),
        (["operators", "token", "bob", "--store"], "arena operators token", "--store PATH|URL"),
    ],
)
def test_an_option_with_no_value_says_what_goes_there(
    args: list[str], usage: str, error: str
) -> None:
    said = _said(*args)
    assert said[0].startswith(f"Usage: {usage} "), said
    name = error.split()[0]
    assert said[-1].startswith(f"Error: Option '{name}' needs a value after it: {error}"), said
    assert said[-1].endswith('there leaves it none: quote it, "$VARIABLE")'), said


def test_one_with_a_known_example_gives_it() -> None:
    said = _said("deny", "req_x", "--reason")
    assert said[-2:] == [
        "Error: Option '--reason' needs a value after it: --reason TEXT:",
        "  say why; the agent reads it, e.g. --reason 'over budget: a smaller room'",
    ], said
    assert "seen in the calendar" in _said("reconcile", "run_x", "--reason")[-1]


@pytest.mark.parametrize(
    "args",
    [["runs", "--json=yes"], ["run", "x", "--quiet=1"], ["policy", "check", "p", "--json=1"]],
)
def test_a_value_given_to_a_switch_says_give_it_alone(args: list[str]) -> None:
    name = args[-1].split("=")[0]
    assert _said(*args)[-1] == (
        f"Error: Option '{name}' does not take a value: it is a switch, give {name} alone"
    )


def test_other_usage_errors_are_unchanged() -> None:
    assert _said("runs", "--bogus")[-1] == "Error: No such option '--bogus'."
    assert "Missing option '--reason'" in " ".join(_said("deny", "req_x"))
