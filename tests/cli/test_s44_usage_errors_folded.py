"""Click's own usage errors fold on a terminal as ``error:`` lines do (users44).

"Error: No such option '--reasn'. (Did you mean one of: '--as', '--reason', '--role'?)" stood
85 columns wide on an 80-column terminal, and "Error: Invalid value for '--out': it is empty (a
$VARIABLE that expanded to nothing?): ..." 150; arena's own ``error:`` lines fold at spaces there
(docs41). Now these do too, later lines two columns in; into a pipe each stays one line, and
``--json`` and the exit status are unchanged.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from arena import line_fold
from arena.cli import main

CASES = [
    # guesses by the words alone (users52): '--reasn' is '--reason' only, no longer 85 wide
    (["run", "--timeout", "3"], "Error: No such option '--timeout'. (Did you mean one of:"),
    (["run", "--behavour", "x"], "Error: No such option '--behavour'. (Did you mean one of:"),
    (["run", "human_in_the_loop", "--out", ""], "Error: Invalid value for '--out': it is empty"),
]


def error_of(args: list[str]) -> str:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    return result.stderr.split("\n\n", 1)[1].rstrip("\n")  # after the usage lines


@pytest.mark.parametrize(("args", "start"), CASES)
@pytest.mark.parametrize("width", [60, 80])
def test_on_a_terminal_a_long_usage_error_folds(
    monkeypatch: pytest.MonkeyPatch, args: list[str], start: str, width: int
) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: width)
    said = error_of(args)
    lines = said.split("\n")
    assert len(lines) > 1 and all(len(line) <= width for line in lines), said
    assert all(line.startswith("  ") for line in lines[1:]), said
    assert said.replace("\n  ", " ").startswith(start), said


@pytest.mark.parametrize(("args", "start"), CASES)
def test_into_a_pipe_it_stays_one_line(args: list[str], start: str) -> None:
    said = error_of(args)
    assert "\n" not in said and said.startswith(start) and len(said) > 80, said


def test_a_short_one_and_json_are_as_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(line_fold, "stderr_width", lambda: 80)
    assert error_of(["pending", "--bogus"]) == "Error: No such option '--bogus'."
    monkeypatch.setattr(line_fold, "stderr_width", lambda: 40)
    result = CliRunner().invoke(main, ["runs", "--json", "--a-long-option-nobody-has"])
    assert result.exit_code == 2
    assert "Error: No such option\n  '--a-long-option-nobody-has'." in result.stderr
    (obj,) = [json.loads(line) for line in result.stdout.splitlines() if line.startswith("{")]
    assert obj == {"error": "No such option '--a-long-option-nobody-has'.", "exit": 2}, obj
