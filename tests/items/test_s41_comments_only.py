"""An items file whose every item is commented out read "the file is empty" (users41): the
writer looking at a file of forty lines saw no reason. It now says the file holds only comments;
a file of nothing (or blank lines) is still "empty", and a file with entries loads as before."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from arena.cli import main

ITEM = (
    "- id: a\n  input: Book a room for 4 on Monday.\n  resume_with: [approve]\n  expect: approved\n"
)


def _arena(tmp_path: Path, items: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(
        "name: mine\ndescription: one item\ntools: arena.tools.rooms\n"
        "checks:\n  approved: [suspended]\n  denied: [suspended]\n"
    )
    (folder / "items.yaml").write_text(items)
    return folder


@pytest.mark.parametrize(
    ("items", "said"),
    [
        (
            "# one per entry\n# " + ITEM.replace("\n", "\n# "),
            "the file holds only comments, no entries",
        ),
        ("# nothing yet\n", "the file holds only comments, no entries"),
        ("", "the file is empty"),
        ("\n\n   \n", "the file is empty"),
    ],
)
def test_a_file_with_no_entries_says_what_it_holds(tmp_path: Path, items: str, said: str) -> None:
    folder = _arena(tmp_path, items)
    result = CliRunner().invoke(main, ["run", str(folder), "--adapter", "vanilla"])
    assert result.exit_code == 2, result.output
    assert f"items.yaml:1: {said}" in result.stderr, result.stderr


def test_a_file_with_an_entry_under_its_comments_loads(tmp_path: Path) -> None:
    from arena.arenas import load_arena

    folder = _arena(tmp_path, "# one per entry\n" + ITEM)
    assert [i.id for i in load_arena(str(folder)).items] == ["a"]
