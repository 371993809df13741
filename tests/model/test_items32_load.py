"""The items an outside tester wrote as users do (tests/items/outside32.yaml, items32) load:
each was refused on 2512c51 at its ``input:`` or ``meta:`` line — a day ruled out read as a
second day asked for ("Do NOT book anything on Monday", "Monday and Tuesday are both bad"), a
total after its parts added to them ("(so five)"), people named after a count left out ("the 5
of us and Marco"), "Don't forget to reserve" read as no booking, a date with its year read as no
day, a room asked for with the verb last ("Bitte Aspen … buchen") read as said nothing of —
though each says plainly what it asks. Loading reads each input as the scripted model does
and holds it to the item's ``meta``, so a load is the model reading what the author meant."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside32.yaml"


def test_outside32_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside32\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 33
