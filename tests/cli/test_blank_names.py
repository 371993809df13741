"""A blank name is one line saying so and what to give instead, exit 2, nothing run:
``--adapter ''`` ran every adapter, as if it had not been given (tester 17)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.adapters import ADAPTERS
from arena.cli import main


def invoke(args: list[str], cwd: Path) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, args, env={"COLUMNS": "80"})
    finally:
        os.chdir(here)


def one_line(result: Result, *needles: str) -> str:
    assert result.exit_code == 2, result.output
    assert result.stdout == "", result.stdout  # no table, no progress: nothing ran
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and lines[0].startswith("error: "), result.stderr
    for needle in needles:
        assert needle in lines[0], (needle, lines[0])
    return lines[0]


@pytest.mark.parametrize("blank", ["", " ", " , "])
def test_a_blank_adapter_is_refused_not_taken_for_all(blank: str, tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--item", "hitl-01", "--adapter", blank]
    line = one_line(invoke(args, tmp_path), "--adapter", "empty")
    for name in ADAPTERS:
        assert name in line
    assert list(tmp_path.iterdir()) == []


def test_a_blank_item_names_the_items(tmp_path: Path) -> None:
    args = ["run", "human_in_the_loop", "--adapter", "vanilla", "--item", ""]
    one_line(invoke(args, tmp_path), "--item", "hitl-01", "hitl-12")
    assert list(tmp_path.iterdir()) == []
