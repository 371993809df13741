"""The items of outside tester items38 (tests/items/outside38.yaml): Outlook meeting requests,
Teams chat exports, OCR'd whiteboards, CSV rows, budgets and time zones, recurring and
mind-changing requests, and Polish, Turkish, Thai, Swahili, Indonesian and Vietnamese. Those in
MISREAD were refused at load on 681ce7fe; rm17 loaded there and failed every run. The ho items
were written after the first fixes, as a held-out check. Loading reads
each input as the scripted model does and holds it to its ``meta``; an ``expect: no_approval``
item must read as a question, a request taken back, or one for more than one booking."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena
from arena.model.task import BookingRequest, CalledOff, ManyRooms, read_request

ITEMS = Path(__file__).parents[1] / "items" / "outside38.yaml"
MISREAD = {
    "id03", "id04", "id05", "oc04", "ol03", "ol11", "ol13", "ol19", "op01", "op02", "op03",
    "op05", "op08", "op10", "op11", "op12", "op13", "op14", "pl04", "sw04", "tm04", "tm06",
    "tm11", "tm19", "tr04", "tr05", "rm17", "rm06", "rm07", "ho01", "ho02", "ho04", "ho05",
    "ho06", "ho08", "ho09", "ho10", "ho12", "ho13", "ho14", "ho15", "ho16", "ho17", "ho20",
    "ho23", "ho24", "ho25", "ho30",
}  # fmt: skip
QUESTIONS = {
    "bt17", "cv14", "id03", "oc13", "ol18", "pl03", "sw03", "th03", "tm07", "tr03", "vi01",
    "rm07", "ho22", "ho26",
}  # fmt: skip


def test_outside38_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside38\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 162
    assert {item.id for item in arena.items} >= MISREAD
    nothing = {item.id: item for item in arena.items if item.meta.get("expect") == "no_approval"}
    assert set(nothing) == QUESTIONS | {"rm04", "rm11", "rm13", "rm14"}
    for name, item in nothing.items():
        read = read_request(item.input)
        if name in QUESTIONS:
            assert isinstance(read, BookingRequest) and read.book is False, (name, read)
        else:
            assert isinstance(read, (CalledOff, ManyRooms)), (name, read)
