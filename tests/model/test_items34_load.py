"""The items an outside tester wrote as strangers do (tests/items/outside34.yaml, items34) load:
each was refused on 205d2c5b at its ``input:`` or ``meta:`` line — weekdays in Swedish, Polish,
Russian, Japanese, Chinese and Korean read as none, "4 guests from Acme Corp plus our account
team of 3" as 4, "it's me, Ana, Raj" as no head count, a form's "review room" above "When:" as a
room called When, "Mon." as no weekday, an Outlook thread's weekdays as the request's, "Pax: 12"
beside "P3" as no count, "ma non Atrium" as not ruling Atrium out — though
each says plainly what it asks. Loading reads each input as the scripted model does and holds it
to the item's ``meta``."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside34.yaml"


def test_outside34_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside34\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 30
