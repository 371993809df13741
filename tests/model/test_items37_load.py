"""The items of outside tester items37 (tests/items/outside37.yaml): calendar invites, issue
bodies, voice transcripts, forwarded chains, struck-through lists, approval notes with a phone
number or a desk, and Vietnamese, Czech, Romanian, Hebrew and Bengali requests. Those in
MISREAD were refused at load on 3a398494; vi03 loaded there and was read as a booking. Loading
reads each input as the scripted model does and holds it to its ``meta``; an ``expect:
no_approval`` item must read as a question."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena
from arena.model.task import BookingRequest, read_request

ITEMS = Path(__file__).parents[1] / "items" / "outside37.yaml"
MISREAD = {
    "bn01", "bn02", "bn04", "cs02", "cs05", "ics06", "jr18", "jr24", "jr25", "li03", "li12",
    "li20", "li25", "nt01", "nt02", "nt03", "nt04", "nt05", "nt06", "nt07", "nt20", "ro01",
    "ro02", "ro05", "vo04", "vo12", "ics19", "jr09",
}  # fmt: skip


def test_outside37_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside37\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 65
    assert {item.id for item in arena.items} >= MISREAD
    questions = [item for item in arena.items if item.meta.get("expect") == "no_approval"]
    assert {item.id for item in questions} == {"vi03", "he03", "cs03", "ro03", "bn03"}
    for item in questions:
        read = read_request(item.input)
        assert isinstance(read, BookingRequest) and read.book is False, (item.id, read)
