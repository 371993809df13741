"""``arena run ./myarena/items.yaml`` said "unknown arena" (outside tester 12, finding 9): a path
that is a file, or a folder without arena.yaml, is told ARENA is the folder holding arena.yaml."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from arena.cli import main


def _arena(tmp_path: Path) -> Path:
    folder = tmp_path / "myarena"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: t\ntools: arena.tools.rooms\n")
    (folder / "items.yaml").write_text("- id: a\n  input: Book a room for 4 people on Tuesday.\n")
    return folder


def test_a_file_inside_the_arena_names_its_folder(tmp_path: Path) -> None:
    folder = _arena(tmp_path)
    result = CliRunner().invoke(main, ["run", str(folder / "items.yaml"), "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    assert "unknown arena" not in result.output
    assert "the folder holding arena.yaml" in result.output
    assert f"did you mean {folder}?" in result.output


def test_a_folder_without_arena_yaml_says_what_it_lacks(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["run", str(tmp_path), "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    assert f"{tmp_path} holds no arena.yaml" in result.output
