"""``arena report results/human_in_the_loop-*`` (a glob matching two folders) said only click's
"Got unexpected extra argument (results/...)" in four lines, and reported neither (users35,
open since users34). Several folders are now reported one after another, each writing its own
report.html; every folder is read before any is reported, so a bad one is one line and nothing
is written; --html with several is one line naming both fixes."""

from __future__ import annotations

import shutil
from pathlib import Path

from click.testing import CliRunner

from arena.cli import main

FIXTURE = Path(__file__).parent.parent / "fixtures" / "results" / "v2"


def _two(tmp_path: Path) -> list[Path]:
    folders = [tmp_path / "human_in_the_loop-a", tmp_path / "human_in_the_loop-b"]
    for folder in folders:
        shutil.copytree(FIXTURE, folder)
    return folders


def test_a_glob_of_two_results_folders_reports_both(tmp_path: Path) -> None:
    folders = _two(tmp_path)
    result = CliRunner().invoke(main, ["report", *map(str, folders)], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    for folder in folders:
        assert f"report: {folder / 'report.html'}" in result.output, result.output
        assert (folder / "report.html").is_file()


def test_a_folder_that_is_no_results_is_said_before_any_report(tmp_path: Path) -> None:
    folders = _two(tmp_path)
    result = CliRunner().invoke(
        main, ["report", *map(str, folders), str(tmp_path / "nope")], env={"COLUMNS": "200"}
    )
    assert result.exit_code == 2, result.output
    assert "nope is not a folder" in result.output, result.output
    assert not any((f / "report.html").exists() for f in folders)


def test_html_with_several_folders_is_one_line(tmp_path: Path) -> None:
    folders = _two(tmp_path)
    args = ["report", *map(str, folders), "--html", str(tmp_path / "r.html")]
    result = CliRunner().invoke(main, args, env={"COLUMNS": "300"})
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: --html names one file"), lines
    assert "Traceback" not in result.output
