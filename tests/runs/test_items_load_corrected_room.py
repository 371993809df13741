"""An item whose ``meta.room`` is not the room the scripted model asks for in its input is
refused at load, naming the room it reads (outside tester 20: "Book Cedar for 6 on Thursday.
Actually no, Atrium — Cedar's always freezing" with ``room: Atrium`` loaded, and the model asked
for Cedar)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _arena(tmp_path: Path, text: str, meta: str) -> str:
    (tmp_path / "arena.yaml").write_text(ARENA)
    (tmp_path / "items.yaml").write_text(
        f"- id: x\n  input: {text!r}\n  resume_with: [approve]\n  expect: approved\n"
        f"  meta: {meta}\n"
    )
    return str(tmp_path)


CORRECTED = "Book Cedar for 6 on Thursday. Actually no, Atrium - Cedar's always freezing."


def test_the_room_a_correction_asks_for_loads(tmp_path: Path) -> None:
    meta = "{people: 6, day: thursday, room: Atrium, avoid: Cedar}"
    assert load_arena(_arena(tmp_path, CORRECTED, meta)).items[0].meta["room"] == "Atrium"


@pytest.mark.parametrize(
    ("text", "meta", "reads"),
    [
        (
            "Book Aspen for 4 on Tuesday. Actually no, Cedar - Aspen is too noisy.",
            "{people: 4, day: tuesday, room: Aspen}",
            "R-204 (Cedar)",
        ),
        (
            "Please book Juniper for 2 on Friday. Wait, no, Aspen please.",
            "{people: 2, day: friday, room: Juniper}",
            "R-102 (Aspen)",
        ),
    ],
)
def test_a_meta_room_other_than_the_one_read_is_refused_naming_it(
    tmp_path: Path, text: str, meta: str, reads: str
) -> None:
    with pytest.raises(BadItemFile) as got:
        load_arena(_arena(tmp_path, text, meta))
    message = str(got.value)
    assert f"the scripted model reads {reads} as the room the input asks for" in message
    assert f"make meta room {reads.split('(')[1].rstrip(')')}" in message
