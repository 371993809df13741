"""``arena report``'s first line held the start time in ISO form with microseconds and the whole
command after a '·' (users tester 33): at 40 columns both were folded mid-way
('2026-12-01T10:15:13.914270+00:00', '--adapter' / 'vanilla'), and at 80 the command's line began
with '·'. The time now reads as ``arena history`` prints it, and the command stands whole on a
line of its own, as every command to copy does."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

FIXTURE = Path(__file__).parent.parent / "fixtures" / "results" / "v2"
COMMAND = (
    "arena run human_in_the_loop --adapter vanilla --repeats 2 --behaviour "
    "mix:compliant=0.5,reckless=0.25,stubborn=0.25 --seed 3 --out results/fixture-v2 --quiet"
)


@pytest.mark.parametrize("columns", ["40", "80"])
def test_report_says_when_and_the_command_whole(tmp_path: Path, columns: str) -> None:
    folder = tmp_path / "fixture-v2"
    shutil.copytree(FIXTURE, folder)
    result = CliRunner().invoke(main, ["report", str(folder)], env={"COLUMNS": columns})
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    head = " ".join(lines[: lines.index(f"  {COMMAND}")])
    assert head == "human_in_the_loop · scripted-mix · run · 2026-12-01 10:15:13 UTC", lines[:4]
    assert not any(line.lstrip().startswith("·") for line in lines), result.output
