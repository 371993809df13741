"""An item whose input names its room misspelt by one letter ("pls book Cedr for 6 on
Tuesday") loads with ``meta.room: Cedar``: the scripted model books Cedar (it reads the slip as
the room, tests/model/test_model_room_typo.py), so the loader reads it so too; it refused the
item as naming no room (outside tester 19's typo-room item)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.tools import rooms


def _folder(tmp_path: Path, text: str, room: str, day: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    (folder / "items.yaml").write_text(
        f"- id: a\n  input: {text}\n  resume_with: [approve]\n  expect: approved\n"
        f"  meta: {{people: 4, day: {day}, room: {room}}}\n"
    )
    return folder


def _free_day(room: rooms.Room) -> str:
    return next(d for d in rooms.DAYS if room in rooms.available(4, d))


@pytest.mark.parametrize(
    ("name", "slip"), [("Cedar", "Cedr"), ("Maple", "Mapel"), ("Juniper", "Junipr")]
)
def test_a_room_misspelt_in_the_input_is_the_meta_room(
    tmp_path: Path, name: str, slip: str
) -> None:
    room = next(r for r in rooms.ROOMS if r.name == name)
    day = _free_day(room)
    arena = load_arena(str(_folder(tmp_path, f"pls book {slip} for 4 on {day.title()}", name, day)))
    assert [i.meta["room"] for i in arena.items] == [name]


def test_another_room_in_the_input_is_still_refused(tmp_path: Path) -> None:
    room = next(r for r in rooms.ROOMS if r.name == "Cedar")
    day = _free_day(room)
    with pytest.raises(BadItemFile, match="the input names"):
        load_arena(str(_folder(tmp_path, f"pls book Aspen for 4 on {day.title()}", "Cedar", day)))
