"""A mistyped option's did-you-mean weighs the words, not the dashes every option shares (users52).

Click counted the leading ``--`` in its likeness, so ``arena faults --bogus`` offered ``--out``
and ``arena run --ot`` three options at once; a guess that far off sends a user the wrong way.
Near misses (a letter dropped, swapped, in capitals) still get their one guess, on every command.
"""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from arena.cli import main


def _error(*args: str) -> str:
    result = CliRunner().invoke(main, list(args), env={"COLUMNS": "200"})
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return next(line for line in result.output.splitlines() if line.startswith("Error:"))


@pytest.mark.parametrize(
    "args",
    [
        ["faults", "--bogus"],
        ["run", "--bogus", "x"],
        ["runs", "--zzz"],
        ["pending", "--xyzzy"],
        ["view", "--foo"],
        ["operators", "add", "--bogus", "x"],
        ["report", "--bogus", "x"],
        ["matrix", "--quux"],
        ["faults", "--timeout", "3"],  # '--leg-timeout' only, not '--out'
        ["run", "--probe", "x"],  # '--probes', '--probe-seed', not '--price'
    ],
)
def test_far_off_option_gets_no_guess(args: list[str]) -> None:
    said = _error(*args)
    assert "'--out'" not in said and "'--price'" not in said, said
    assert "Did you mean" not in said or args[1] in ("--probe", "--timeout"), said


@pytest.mark.parametrize(
    ("args", "guess"),
    [
        (["run", "--ot", "x"], "Did you mean '--out'?"),
        (["run", "--OUT", "x"], "Did you mean '--out'?"),
        (["run", "--itme", "x"], "Did you mean '--item'?"),
        (["deny", "--reasn", "x"], "Did you mean '--reason'?"),
        (["runs", "--jsn"], "Did you mean '--json'?"),
        (["runs", "--JSON"], "Did you mean '--json'?"),
        (["pending", "--stor", "x"], "Did you mean '--store'?"),
        (["view", "--prot", "1"], "Did you mean '--port'?"),
        (["faults", "--adaptr", "x"], "Did you mean '--adapter'?"),
    ],
)
def test_near_miss_keeps_its_one_guess(args: list[str], guess: str) -> None:
    said = _error(*args)
    assert guess in said, said
    assert "one of" not in said, said


@pytest.mark.parametrize(
    ("word", "said"),
    [
        ("sever", "Did you mean 'serve'?"),  # not 'sweep' beside it
        ("results", "use arena report"),  # not 'resume' or 'faults'
        ("inbox", "use arena serve"),
        ("log", "use arena history"),
        ("status", "use arena runs"),
        ("test", "use arena run"),
        ("rn", "Did you mean 'run' or 'runs'?"),
        ("reprot", "Did you mean 'report'?"),
        ("show-run", "Did you mean 'show'?"),
        ("vue", "No such command 'vue'."),
    ],
)
def test_a_mistyped_command_gets_a_near_guess_or_its_name(word: str, said: str) -> None:
    error = _error(word)
    assert error.endswith(said) or f": {said} (" in error, error
    assert "sweep" not in error and "faults" not in error, error
