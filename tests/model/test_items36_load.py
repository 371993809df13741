"""The items of outside tester items36 that the scripted model misread (tests/items/outside36.yaml):
pasted chats, day changes in writing, tick boxes, table totals, mail signatures with office
hours, Thai, Swahili and Finnish weekdays, counts in far languages' number words, each refused
at its line on fa4aabfb, and questions whether a room is free in Greek, Hungarian, Thai and
Swahili, which loaded there and were read as bookings (or not read). Loading reads each input as the scripted model does and holds it to its
``meta``; an ``expect: no_approval`` item must read as a question."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena
from arena.model.task import BookingRequest, read_request

ITEMS = Path(__file__).parents[1] / "items" / "outside36.yaml"


def test_outside36_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside36\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 50
    questions = [item for item in arena.items if item.meta.get("expect") == "no_approval"]
    assert [item.id for item in questions] == ["gr03", "hu04", "th04", "sw04"]
    for item in questions:
        read = read_request(item.input)
        assert isinstance(read, BookingRequest) and read.book is False, (item.id, read)
