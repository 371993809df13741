"""The items an outside tester wrote as strangers do (tests/items/outside35.yaml, items35) load:
calendar-invite dumps, tickets with fields, voice transcripts, forwarded chains, tables, JSON and
other languages. Those the file's header names were refused on 3292b19a at their ``meta:`` or
``input:`` line (a date's year read as 2026 people, a ticket's key as 4413, "(UTC+2)" as a
second count, a sum of named parts as its first part); loading reads each input as the
scripted model does and holds it to the item's ``meta``."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside35.yaml"


def test_outside35_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside35\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 66
