"""Outside tester 39's malformed item folders: an ``items.yml`` (or ``Items.yaml``) beside the
``items.yaml`` that is read loaded with no word of it, so the items written there were silently
never run. The loader now warns, naming the file; a backup (``items.yaml.bak``) is no such file.
Of 56 other malformed files tried, each was refused at its line with the fix or loaded as meant
(docs/items.md)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.item_warnings import OtherItemsFile

ITEM = "- id: b1\n  input: Book a room for 6 people on Tuesday.\n  resume_with: [approve]\n"
ITEM += "  expect: approved\n"


def _arena(tmp_path: Path, beside: str) -> Path:
    (tmp_path / "arena.yaml").write_text("name: s39\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(ITEM)
    (tmp_path / beside).write_text(ITEM.replace("b1", "b2"))
    return tmp_path


@pytest.mark.parametrize("beside", ["items.yml", "Items.yaml", "ITEMS.YML"])
def test_an_items_file_named_otherwise_beside_is_warned_of(tmp_path: Path, beside: str) -> None:
    with pytest.warns(OtherItemsFile, match=rf"items\.yaml:1: {beside} is beside it and is not"):
        arena = load_arena(str(_arena(tmp_path, beside)))
    assert [item.id for item in arena.items] == ["b1"]


@pytest.mark.parametrize("beside", ["items.yaml.bak", "items.json", "more_items.yaml"])
def test_a_backup_or_another_file_is_no_items_file(tmp_path: Path, beside: str) -> None:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("error", OtherItemsFile)
        arena = load_arena(str(_arena(tmp_path, beside)))
    assert [item.id for item in arena.items] == ["b1"]
