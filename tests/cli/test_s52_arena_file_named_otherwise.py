"""An arena folder whose arena.yaml is saved under another name (``arena.yml``, ``Arena.YAML``,
an editor's ``arena.yaml.txt``) was told "holds no arena.yaml" with no word of the file there,
while items.yaml named so was told to rename it (users52). Both now say the file and the rename."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arena_dirs import not_an_arena


@pytest.mark.parametrize("name", ["arena.yml", "Arena.YAML", "arena.yaml.txt", "ARENA.yml"])
def test_arena_yaml_named_otherwise_is_named(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("name: mine\n")
    said = not_an_arena("mine", tmp_path)
    assert said.startswith("mine holds no arena.yaml;"), said
    assert said.endswith(f"({name} is there: rename it arena.yaml)"), said


@pytest.mark.parametrize("name", ["items.yaml", "arenas.yaml", "my-arena.yaml", "README.md"])
def test_other_files_are_not_taken_for_it(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_text("x\n")
    assert "is there: rename it" not in not_an_arena("mine", tmp_path)


def test_an_arena_one_folder_down_is_still_listed(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "arena.yaml").write_text("name: a\n")
    assert "arenas in it:" in not_an_arena("x", tmp_path)
