"""An arena folder without ``items.yaml`` says what the file is and where it goes.

``arena run my1`` on a folder holding only ``arena.yaml`` said "my1/items.yaml: file not found"
and nothing of what the file is (users48). It now says an arena is a folder holding arena.yaml
and items.yaml, the list of its items, and to write it beside arena.yaml; one named otherwise
(``items.yml``) keeps its own words (rename it); a folder with both files runs."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from click.testing import CliRunner, Result

from arena.cli import main

SHIPPED = Path(__file__).resolve().parents[2] / "arenas" / "human_in_the_loop"


def arena(cwd: Path, *args: str) -> Result:
    here = os.getcwd()
    os.chdir(cwd)
    try:
        return CliRunner().invoke(main, ["run", *args, "--adapter", "vanilla", "--out", "out"])
    finally:
        os.chdir(here)


def folder(tmp_path: Path, items: str | None) -> Path:
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(SHIPPED / "arena.yaml", mine / "arena.yaml")
    if items is not None:
        (mine / items).write_text(
            "- id: one\n  input: Book a room for 6 people on Tuesday.\n  expect: approved\n"
            "  meta: {day: Tuesday, people: 6}\n  resume_with: [approve]\n",
            encoding="utf-8",
        )
    return mine


def test_an_arena_folder_without_items_says_what_the_file_is(tmp_path: Path) -> None:
    folder(tmp_path, None)
    result = arena(tmp_path, "mine")
    assert result.exit_code == 2, result.output
    line = result.stderr.strip()
    assert line.startswith("error: mine/items.yaml: file not found: an arena is a folder "), line
    assert "arena.yaml and items.yaml" in line and line.endswith("write it beside arena.yaml")
    assert "Traceback" not in result.output
    assert not (tmp_path / "out").exists()


def test_an_items_file_named_otherwise_keeps_its_words(tmp_path: Path) -> None:
    folder(tmp_path, "items.yml")
    result = arena(tmp_path, "mine")
    assert result.exit_code == 2, result.output
    assert result.stderr.strip() == (
        "error: mine/items.yaml: file not found (items.yml is there: rename it items.yaml)"
    )


def test_a_folder_with_both_files_runs(tmp_path: Path) -> None:
    folder(tmp_path, "items.yaml")
    result = arena(tmp_path, "mine", "--json")
    assert result.exit_code == 0, result.output
    assert '"item": "one"' in result.stdout
