"""An empty ``--adapter`` beside a named one is refused, as an empty one alone is.

``arena run human_in_the_loop --adapter langgraph --adapter "$MINE"`` with MINE unset ran
langgraph alone and said nothing: the comparison the user asked for quietly lost a side
(users48). ``--adapter ''`` alone was refused already (it ran every adapter); now any empty
``--adapter`` is, naming it and the adapters that would have run alone, on ``arena run``,
``arena matrix`` and ``arena faults`` alike. A trailing comma inside a name list (``vanilla,``)
is still read as the names it holds."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main

COMMANDS = {
    "run": ["run", "human_in_the_loop", "--item", "hitl-01", "--out", "out"],
    "matrix": ["matrix", "--out", "out"],
    "faults": ["faults", "--out", "out/faults.md"],
}


def arena(cwd: Path, *args: str) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, list(args))
    finally:
        os.chdir(here)


@pytest.mark.parametrize("empty", ["", " ", ",", " , "], ids=["empty", "space", "comma", "both"])
@pytest.mark.parametrize("command", list(COMMANDS))
def test_an_empty_adapter_beside_a_named_one_is_refused(
    tmp_path: Path, command: str, empty: str
) -> None:
    result = arena(tmp_path, *COMMANDS[command], "--adapter", "vanilla", "--adapter", empty)
    assert result.exit_code == 2, result.output
    assert result.stderr.startswith(f"error: --adapter {empty!r} is empty; "), result.stderr
    assert result.stderr.rstrip().endswith("or drop it to run vanilla alone"), result.stderr
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()  # nothing ran


def test_an_empty_adapter_alone_is_still_refused(tmp_path: Path) -> None:
    result = arena(tmp_path, *COMMANDS["run"], "--adapter", "")
    assert result.exit_code == 2, result.output
    assert "is empty" in result.stderr and "drop it" not in result.stderr
    assert not (tmp_path / "out").exists()


def test_a_trailing_comma_in_a_name_list_still_runs_its_names(tmp_path: Path) -> None:
    result = arena(tmp_path, *COMMANDS["run"], "--adapter", "vanilla,", "--json")
    assert result.exit_code == 0, result.output
    assert [line for line in result.stdout.splitlines() if '"adapter": "vanilla"' in line]
    assert (tmp_path / "out" / "summary.json").is_file()
