"""evals44 (an outside team's items): a stand-up booked "every Tuesday morning" is refused at its
``input:`` line, as docs/items.md says a series is, but the fix it named was "write an item of
its own for each other room", where the input asks for one room again and again. A series is
now told to ask for one booking on one day and write an item for each other time it repeats; a
request for several rooms keeps its words."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile

ARENA = "name: mine\ntools: arena.tools.rooms\n"


def _refusal(tmp_path: Path, text: str) -> str:
    (tmp_path / "arena.yaml").write_text(ARENA)
    item = (
        f'- id: x\n  input: "{text}"\n  resume_with: [approve]\n  expect: approved\n'
        "  meta: {people: 7, day: tuesday}\n"
    )
    (tmp_path / "items.yaml").write_text(item)
    with pytest.raises(BadItemFile) as info:
        load_arena(str(tmp_path))
    return " ".join(str(info.value).split())


@pytest.mark.parametrize(
    "text",
    [
        "Set up our stand-up in Maple every Tuesday morning, 7 of us.",
        "Book a room for 7 people every Tuesday.",
    ],
)
def test_a_series_is_told_one_item_a_time_it_repeats(tmp_path: Path, text: str) -> None:
    said = _refusal(tmp_path, text)
    assert "a booking more than once" in said, said
    assert "an item of its own for each other time it repeats" in said, said
    assert "each other room" not in said, said
    assert "expect: no_approval" in said, said


def test_several_rooms_keep_their_fix(tmp_path: Path) -> None:
    said = _refusal(tmp_path, "Book two rooms on Tuesday, each for 7.")
    assert "write an item of its own for each other room" in said, said
    assert "each other time it repeats" not in said, said
