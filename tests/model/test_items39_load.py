"""The items of outside tester items39 (tests/items/outside39.yaml): Slack threads, ICS invites,
tickets with fields, forwarded mail chains, dictated voice notes, floor and accessibility needs,
and Polish, Turkish, Thai, Swahili, Indonesian and Vietnamese. Those in MISREAD were refused at
load on 234bdf91; the rest loaded and passed there. Loading reads each input as the scripted
model does and holds it to its ``meta``."""

from __future__ import annotations

import shutil
from pathlib import Path

from arena.arenas import load_arena

ITEMS = Path(__file__).parents[1] / "items" / "outside39.yaml"
MISREAD = {
    "ac07", "fw11", "fw22", "ic14", "ic17", "id01", "id03", "id04", "id05", "jr06",
    "jr22", "pl02", "sl02", "sl09", "sl22", "vi02", "vi03", "vi04", "vi05", "vo06",
    "vo07", "vo17", "vo19",
}  # fmt: skip


def test_outside39_items_load_as_their_authors_meant(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: outside39\ntools: arena.tools.rooms\n")
    shutil.copy(ITEMS, tmp_path / "items.yaml")
    arena = load_arena(str(tmp_path))
    assert len(arena.items) == 144
    assert {item.id for item in arena.items} >= MISREAD
    assert all(item.meta.get("people") for item in arena.items)
