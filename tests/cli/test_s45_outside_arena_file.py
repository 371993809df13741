"""``arena run FOLDER/arena.yaml``: told the folder, never to copy arena.yaml in as items (evals45).

An outside team ran its arena by its ``arena.yaml``. The error named the folder ("did you mean
./mine?"), then went on "to run your own items file, make it an arena …: mkdir arena && cp
…/human_in_the_loop/arena.yaml arena/ && cp ./mine/arena.yaml arena/items.yaml && arena run arena",
which, pasted, made an arena whose items file was an arena.yaml (refused at load). An arena's own
``arena.yaml`` is no items file: only the folder is named, as for its ``items.yaml``; an items
file of one's own is still told how to make it an arena.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from arena.cli.run_args import own_items
from cli_support import BIN, user_env

ARENA = "name: mine\ntools: arena.tools.rooms\n"
ITEMS = """\
- id: mine-1
  input: Book a room for 4 people on Wednesday.
  resume_with: [approve]
  expect: approved
"""


def _arena(tmp_path: Path, items: bool = True) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(ARENA)
    if items:
        (folder / "items.yaml").write_text(ITEMS)
    return folder


@pytest.mark.parametrize("items", [True, False])
def test_an_arenas_own_arena_yaml_is_no_items_file(tmp_path: Path, items: bool) -> None:
    folder = _arena(tmp_path, items)
    assert own_items([str(folder / "arena.yaml")], arena=None) is None
    assert own_items([str(folder / "items.yaml")], arena=None) is None  # as before


def test_an_items_file_of_ones_own_is_still_told_how_to_run_it(tmp_path: Path) -> None:
    (tmp_path / "rooms.yaml").write_text(ITEMS)
    said = own_items([str(tmp_path / "rooms.yaml")], arena=None)
    assert said is not None and "make it an arena" in said
    assert "rooms.yaml" in said and "items.yaml" in said


def test_arena_run_of_an_arena_yaml_names_its_folder_only(tmp_path: Path) -> None:
    _arena(tmp_path)
    done = subprocess.run(
        [str(BIN / "arena"), "run", "./mine/arena.yaml", "--adapter", "vanilla"],
        cwd=tmp_path, env={**user_env(), "COLUMNS": "200"}, capture_output=True, text=True,
        timeout=120,
    )  # fmt: skip
    assert done.returncode == 2, done.stdout + done.stderr
    said = done.stderr.strip()
    assert "did you mean ./mine?" in said, said
    assert "items file" not in said and "cp " not in said, said
