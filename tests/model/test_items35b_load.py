"""The items of outside tester items35 that the scripted model misread and the loader refused
(tests/items/outside35b.yaml, items35b): forwarded chains and pasted chats whose newest message
changes the day ("the earlier weekdays still count": two weekdays), a thread of "On …, Jo
wrote: …" lines (no weekday), invites whose attendees are split by semicolons, listed as mail
addresses, as "manager, skip manager, me" or as a calendar file's ATTENDEE lines, its compact
DTSTART, and rooms given as form fields ("Exclude: Sequoia", "room=Aspen", "avoid: Maple"). Each
was refused at its line on 078185e8; loading reads each input as the scripted model does and holds it to its ``meta``."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside35b.yaml"


def test_outside35b_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside35b\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 13
