"""A command typed in capitals is offered in lower case.

``arena RUN human_in_the_loop`` (caps lock on) said "No such command 'RUN'." and no guess, while
``arena Run`` was offered 'run' (users48): the guess compared the word as typed. It now compares
it case-folded, so any capitalisation of a command is offered that command, alone; misspellings
are offered as before, and a word close to nothing still gets no guess. The sub-commands of
``arena operators``, ``env``, ``audit``, ``model`` and ``policy`` alike (``arena operators
LIST``). Exit 2 throughout."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


@pytest.mark.parametrize(
    ("typed", "meant"),
    [("RUN", "run"), ("Pending", "pending"), ("APPROVE", "approve"), ("HiStOrY", "history")],
)
def test_a_command_in_capitals_is_offered_in_lower_case(typed: str, meant: str) -> None:
    result = CliRunner().invoke(main, [typed, "x"])
    assert result.exit_code == 2, result.output
    assert f"No such command {typed!r}. Did you mean {meant!r}?" in result.output, result.output


@pytest.mark.parametrize(
    ("typed", "said"),
    [("runn", "Did you mean 'run' or 'runs'?"), ("APPROV", "Did you mean 'approve'?")],
)
def test_misspellings_are_offered_as_before(typed: str, said: str) -> None:
    result = CliRunner().invoke(main, [typed])
    assert result.exit_code == 2 and said in result.output, result.output


def test_a_word_close_to_nothing_gets_no_guess() -> None:
    result = CliRunner().invoke(main, ["XYZZY"])
    assert result.exit_code == 2, result.output
    assert "No such command 'XYZZY'" in result.output and "Did you mean" not in result.output


@pytest.mark.parametrize(
    ("group", "typed", "meant"),
    [
        ("operators", "LIST", "list"),
        ("env", "Setup", "setup"),
        ("audit", "VERIFY", "verify"),
        ("model", "SERVE", "serve"),
        ("policy", "Check", "check"),
    ],
)
def test_a_sub_command_in_capitals_is_offered_in_lower_case(
    group: str, typed: str, meant: str
) -> None:
    result = CliRunner().invoke(main, [group, typed])
    assert result.exit_code == 2, result.output
    assert f"No such command {typed!r}. Did you mean {meant!r}?" in result.output, result.output


def test_a_sub_command_misspelt_is_offered_as_before() -> None:
    result = CliRunner().invoke(main, ["operators", "lst"])
    assert result.exit_code == 2 and "Did you mean 'list'?" in result.output, result.output
