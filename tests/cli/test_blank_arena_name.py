"""``arena run ''`` (and ``arena matrix --arena ''``) said " holds no arena.yaml", taking the
blank name for the current folder: now one line saying the name is empty, listing the arenas."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.arenas import available_arenas
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


@pytest.mark.parametrize(
    "args",
    [
        ["run", "", "--adapter", "vanilla"],
        ["run", "  ", "--adapter", "vanilla"],
        ["matrix", "--arena", "", "--adapter", "vanilla"],
    ],
)
def test_a_blank_arena_name_says_so_and_lists_the_arenas(args: list[str], tmp_path: Path) -> None:
    line = one_line(invoke(args, tmp_path), "arena name is empty", "arena list")
    for name in available_arenas():
        assert name in line
    assert list(tmp_path.iterdir()) == []
