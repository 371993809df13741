"""The items an outside tester wrote as strangers do (tests/items/outside33.yaml, items33) load:
each was refused on a9974d2 at its ``input:`` or ``meta:`` line — people listed by their roles
("my boss, her deputy and me", "mon chef, son adjoint et moi") read as no head count, a room
asked for with "require", "brauchen wir" or a form's "Room:" read as said nothing of, rooms ruled
out together ("no Juniper ni Aspen", "Juniper and Aspen are too small") or a booking refused for
one room beside a room asked for ("do not book Atrium … We need a room") misread, counts given
team by team in brackets read as no count — though each says plainly what it asks. Loading
reads each input as the scripted model does and holds it to the item's ``meta``."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside33.yaml"


def test_outside33_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside33\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 23
