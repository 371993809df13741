"""What an item's input asks for, where ``meta`` does not say it, is checked against the arena's
tools at load as ``meta`` is (outside tester 20): "book a room for 4 on Saturday" with no
``meta.day`` loaded, then failed on every adapter with "unknown day 'Saturday'"; "book Maple 4 ppl
wed" (Maple taken on Wednesday) loaded though ``room: Maple`` was refused. Both are refused at the
item's input line where the scripted model answers, and said (the item loaded) with another
model (``--model-url``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.item_stated import MetaAgainstInput
from arena.tools import rooms

ARENA = "name: mine\ndescription: mine\ntools: arena.tools.rooms\n"


def _arena(tmp_path: Path, text: str, meta: str, expect: str = "approved") -> str:
    (tmp_path / "arena.yaml").write_text(ARENA)
    answer = "  resume_with: [approve]\n" if expect == "approved" else ""
    (tmp_path / "items.yaml").write_text(
        f"- id: x\n  input: {text!r}\n{answer}  expect: {expect}\n  meta: {meta}\n"
    )
    return str(tmp_path)


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Can you book a room for 4 on Saturday for the hackathon?", 4, "Saturday"),
        ("Need space for 10 on Sat, please book one.", 10, "Saturday"),
        ("Room for 6 on Sunday afternoon please, book it.", 6, "Sunday"),
    ],
)
def test_a_weekend_day_in_the_input_is_refused_naming_the_fix(
    tmp_path: Path, text: str, people: int, day: str
) -> None:
    with pytest.raises(BadItemFile) as got:
        load_arena(_arena(tmp_path, text, f"{{people: {people}}}"))
    message = str(got.value)
    assert f"items.yaml:2: item 'x': the scripted model reads {day} in the input" in message
    assert "book only monday, tuesday, wednesday, thursday, friday" in message
    assert "name one of those in the input" in message


def test_a_weekend_item_nobody_should_book_for_loads(tmp_path: Path) -> None:
    folder = _arena(tmp_path, "Book a room for 4 on Saturday.", "{people: 4}", "no_approval")
    assert [i.id for i in load_arena(folder).items] == ["x"]


def _taken() -> tuple[rooms.Room, str]:
    return next((r, d) for d in rooms.DAYS for r in rooms.ROOMS if r not in rooms.available(1, d))


def test_a_room_the_input_names_taken_that_day_is_refused_at_load(tmp_path: Path) -> None:
    room, day = _taken()
    text = f"Please book {room.name} for 3 people on {day.title()}."
    with pytest.raises(BadItemFile) as got:
        load_arena(_arena(tmp_path, text, f"{{people: 3, day: {day}}}"))
    message = str(got.value)
    assert f"item 'x': the input asks for {room.id} ({room.name})" in message
    assert f"is taken on {day.title()}" in message


def test_a_room_too_small_in_the_input_is_refused_at_load(tmp_path: Path) -> None:
    small = min(rooms.ROOMS, key=lambda r: r.capacity)
    day = next(d for d in rooms.DAYS if small in rooms.available(1, d))
    text = f"Please book {small.name} for {small.capacity + 3} people on {day.title()}."
    with pytest.raises(BadItemFile, match=f"seats {small.capacity}, fewer than"):
        load_arena(_arena(tmp_path, text, f"{{people: {small.capacity + 3}, day: {day}}}"))


def test_another_model_is_warned_and_the_item_loads(tmp_path: Path) -> None:
    room, day = _taken()
    text = f"Please book {room.name} for 3 people on {day.title()}."
    with pytest.warns(MetaAgainstInput, match=f"the input asks for {room.id}"):
        arena = load_arena(_arena(tmp_path, text, f"{{people: 3, day: {day}}}"), scripted=False)
    assert [i.id for i in arena.items] == ["x"]


def test_a_free_room_and_a_weekday_load(tmp_path: Path) -> None:
    room, day = _taken()
    other = next(r for r in rooms.available(3, day) if r != room)
    text = f"Please book {other.name} for 3 people on {day.title()}."
    assert load_arena(_arena(tmp_path, text, f"{{people: 3, day: {day}}}")).items[0].id == "x"
