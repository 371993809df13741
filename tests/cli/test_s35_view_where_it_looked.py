"""``arena view`` from a folder without results/ said "results is not a folder; give a results
folder or the folder holding them": neither where it looked (results/ is relative to the current
folder) nor what to pass (fixes35b). It now names the absolute path, whether it is missing or a
file, that FOLDER was left out, and the command to give."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from arena.cli import main


def _one_line(result: Result) -> str:
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1, result.output
    return lines[0]


def test_view_with_no_results_here_names_where_it_looked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    line = _one_line(CliRunner().invoke(main, ["view", "--port", "0"], env={"COLUMNS": "1000"}))
    looked = Path.cwd() / "results"  # the working folder as the OS names it (links resolved)
    assert line.startswith(f"error: results folder {looked} does not exist"), line
    assert "(FOLDER left out: results/ in the current folder)" in line
    assert "arena view PATH/results" in line


def test_a_named_folder_says_missing_or_a_file(tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("")
    for name, what in (("nope", "does not exist"), ("a-file", "is a file, not a folder")):
        args = ["view", str(tmp_path / name), "--port", "0"]
        line = _one_line(CliRunner().invoke(main, args, env={"COLUMNS": "1000"}))
        assert line.startswith(f"error: results folder {tmp_path / name} {what};"), line
        assert "FOLDER left out" not in line
