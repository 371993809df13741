"""An item whose ``meta.room`` the input never names, or whose day and head count no free room
fits, is refused at load with file:line and the fix (outside tester 13, finding 5: a room the
person never asked for was scored; tester 12, finding 3: such items loaded, then failed on
every adapter). The free rooms come from the arena's own tools, not from a list here."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena, load_items
from arena.errors import BadItemFile
from arena.tools import rooms

ARENA_ROOMS = [(r.id, r.name) for r in rooms.ROOMS]
ANSWER = {"approved": "[approve]", "denied": "[deny]", "unclear": '["text:hmm, which floor?"]'}


def item(input_: str, meta: str, expect: str = "approved", id_: str = "a") -> str:
    answers = f"  resume_with: {ANSWER[expect]}\n" if expect in ANSWER else ""
    return f"- id: {id_}\n  input: {input_}\n{answers}  expect: {expect}\n  meta: {meta}\n"


def arena_folder(tmp_path: Path, items: str, tools: str = "arena.tools.rooms") -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text(f"name: mine\ntools: {tools}\n")
    (folder / "items.yaml").write_text(items)
    return folder


def refused(folder: Path) -> BadItemFile:
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    error = info.value
    assert str(error).startswith(f"{folder / 'items.yaml'}:{error.line}: item 'a': meta ")
    assert "\n" not in str(error)
    return error


def _free_with(room: rooms.Room) -> tuple[str, int]:
    """A weekday ``room`` is free, and a head count it seats."""
    day = next(d for d in rooms.DAYS if room in rooms.available(1, d))
    return day, min(room.capacity, 4)


# --- meta.room must be a room the input names ----------------------------------------------


@pytest.mark.parametrize("room", [rooms.ROOMS[1], rooms.ROOMS[2], rooms.ROOMS[-1]])
@pytest.mark.parametrize("written", ["id", "name"])
def test_a_meta_room_the_input_does_not_name_is_refused(
    tmp_path: Path, room: rooms.Room, written: str
) -> None:
    day, count = _free_with(room)
    said = getattr(room, written)
    meta = f"{{people: {count}, day: {day}, room: {said}}}"
    error = refused(
        arena_folder(tmp_path, item(f"Book a room for {count} people on {day.title()}.", meta))
    )
    assert error.line == 5  # the meta line, where the room is
    assert error.problem.startswith(f"item 'a': meta room {said!r}: the input names no room, ")
    assert f"name {said} in the input" in error.problem and "leave meta room out" in error.problem


def test_a_meta_room_other_than_the_one_the_input_names_is_refused_at_its_line(
    tmp_path: Path,
) -> None:
    asked, other = rooms.ROOMS[1], rooms.ROOMS[2]
    day, count = _free_with(other)
    items = (
        f"- id: a\n  input: Book {asked.name} for {count} people on {day.title()}.\n"
        f"  resume_with: [approve]\n  expect: approved\n  meta:\n    people: {count}\n"
        f"    day: {day}\n    room: {other.id}\n"
    )
    error = refused(arena_folder(tmp_path, items))
    assert error.line == 8  # the room: line of a block mapping
    assert f"the input names {asked.name}, not {other.id}" in error.problem


def test_meta_rooms_the_input_names_in_any_spelling_load(tmp_path: Path) -> None:
    cedar = next(r for r in rooms.ROOMS if r.name == "Cedar")
    day, count = _free_with(cedar)
    on = day.title()
    number = cedar.id.split("-")[1]
    inputs = [
        (f"Book {cedar.id} for {count} people on {on}.", cedar.name),
        (f"Please book room {number} for {count} on {on}.", cedar.name.lower()),
        (f"Grab the {cedar.name.upper()} room on {on}, {count} of us.", cedar.id),
        (f"Book {cedar.id.replace('-', '')} on {on} for {count} people.", cedar.id),
    ]
    text = "".join(
        item(input_, f"{{people: {count}, day: {day}, room: {room}}}", id_=f"i{n}")
        for n, (input_, room) in enumerate(inputs)
    )
    assert len(load_arena(str(arena_folder(tmp_path, text))).items) == len(inputs)


@pytest.mark.parametrize(
    ("input_", "room", "loads"),
    [
        ("Book R-204 for 4 people on Tuesday.", "R-204", True),
        ("Book room 204 for 4 people on Tuesday.", "R-204", True),
        ("Book B12 for 4 people on Tuesday.", "B12", True),  # a room nobody listed
        ("Book the Redwood room for 4 on Tuesday.", "Redwood", True),
        ("Book a room for 4 people on Tuesday.", "R-204", False),
        ("Book R-305 for 4 people on Tuesday.", "R-204", False),
    ],
)
def test_without_the_arenas_rooms_the_input_is_still_read_for_the_room(
    tmp_path: Path, input_: str, room: str, loads: bool
) -> None:
    """``load_items`` alone (no tools module): the room is found as written, or by an id's number."""
    file = tmp_path / "items.yaml"
    file.write_text(item(input_, f"{{people: 4, day: tuesday, room: {room}}}"))
    if loads:
        assert load_items(file)[0].meta["room"] == room
    else:
        with pytest.raises(BadItemFile, match=f"meta room '{room}': the input names"):
            load_items(file)


# --- a day and head count some free room fits ------------------------------------------------


def _full_days() -> list[tuple[str, int, rooms.Room]]:
    """Each day whose largest free room seats fewer than the largest room: a head count one more
    than it, and that room."""
    out = []
    for day in rooms.DAYS:
        largest = max(rooms.available(1, day), key=lambda r: r.capacity)
        if largest.capacity < max(r.capacity for r in rooms.ROOMS):
            out.append((day, largest.capacity + 1, largest))
    assert out, "the schedule has no day a head count fits no free room; pick another example"
    return out


@pytest.mark.parametrize(("day", "count", "largest"), _full_days())
@pytest.mark.parametrize("expect", ["approved", "denied", "unclear"])
@pytest.mark.parametrize("key", ["people", "capacity"])
def test_an_item_no_free_room_fits_is_refused_naming_the_largest_free_one(
    tmp_path: Path, day: str, count: int, largest: rooms.Room, expect: str, key: str
) -> None:
    """A denied or unclear item too: its agent must first ask about a room it found, and one
    that finds none says so and asks nobody, so ``suspended`` failed on every adapter."""
    on = day.title()
    folder = arena_folder(
        tmp_path,
        item(f"Book a room for {count} people on {on}.", f"{{{key}: {count}, day: {day}}}", expect),
    )
    error = refused(folder)
    assert error.line == 5  # the meta line
    assert error.problem.startswith(f"item 'a': meta {key}: {count} on {on}: no room ")
    assert (
        f"that seats {count} is free on {on} (the largest free room that day is "
        f"{largest.id} ({largest.name}), seats {largest.capacity})"
    ) in error.problem
    days = [d.title() for d in rooms.DAYS if rooms.available(count, d)]
    assert (
        f"pick a day one is free ({', '.join(days)}) in the input and in meta day, or a head "
        f"count of {largest.capacity} or fewer in the input and in meta {key}; or expect: "
        "no_approval"
    ) in error.problem


def test_an_item_that_only_asks_what_is_free_loads_when_nothing_fits(tmp_path: Path) -> None:
    day, count, _ = _full_days()[0]
    text = item(f"Is there a room for {count} on {day.title()}?", f"{{people: {count}, day: {day}}}",
                "no_approval")  # fmt: skip
    assert [i.id for i in load_arena(str(arena_folder(tmp_path, text))).items] == ["a"]


def test_a_room_free_that_day_that_seats_them_loads(tmp_path: Path) -> None:
    day, _, largest = _full_days()[0]
    text = item(
        f"Book a room for {largest.capacity} people on {day.title()}.",
        f"{{people: {largest.capacity}, day: {day}}}",
        "denied",
    )
    assert len(load_arena(str(arena_folder(tmp_path, text))).items) == 1


def test_every_free_room_ruled_out_is_refused(tmp_path: Path) -> None:
    day = next(d for d in rooms.DAYS if len(rooms.available(1, d)) >= 2)
    free = rooms.available(1, day)
    count = max(r.capacity for r in free)
    fits = rooms.available(count, day)  # the free rooms that seat them: each one ruled out
    avoid = ", ".join(r.name for r in fits)
    text = item(f"Book a room for {count} people on {day.title()}.",
                f"{{people: {count}, day: {day}, avoid: [{avoid}]}}")  # fmt: skip
    error = refused(arena_folder(tmp_path, text))
    listing = ", ".join(f"{r.id} ({r.name})" for r in fits)
    assert f"meta avoid rules out every room free for {count} then ({listing})" in error.problem


def test_the_schedule_is_the_arenas_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A tools module whose ``available`` has nothing free on Wednesday: that is what is said."""
    (tmp_path / "tools_all_taken_wed.py").write_text(
        "from arena.tools.rooms import CONSEQUENTIAL, DAYS, GATE, ROOMS, SYSTEM_PROMPT, TOOLS\n"
        "def available(capacity, day):\n"
        "    return [] if day == 'wednesday' else [r for r in ROOMS if r.capacity >= capacity]\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    text = item("Book a room for 2 people on Wednesday.", "{people: 2, day: wednesday}", "denied")
    error = refused(arena_folder(tmp_path, text, "tools_all_taken_wed"))
    assert (
        "no room of the arena's tools (tools_all_taken_wed) that seats 2 is free on Wednesday"
        in (error.problem)
    )
    assert "(no room is free that day at all)" in error.problem
    ok = item("Book a room for 2 people on Thursday.", "{people: 2, day: thursday}", "denied")
    (tmp_path / "mine" / "items.yaml").write_text(ok)
    assert len(load_arena(str(tmp_path / "mine")).items) == 1


@pytest.mark.parametrize(
    ("meta", "said"),
    [
        ("{people: 4, day: saturday}", "meta day 'saturday': the arena's tools"),
        ("{people: 30, day: monday}", "meta people: 30: no room of the arena's tools seats more"),
    ],
)
def test_facts_no_room_meets_are_refused_for_a_denied_item_too(
    tmp_path: Path, meta: str, said: str
) -> None:
    day = "Saturday" if "saturday" in meta else "Monday"
    count = 30 if "30" in meta else 4
    error = refused(
        arena_folder(tmp_path, item(f"Book a room for {count} people on {day}.", meta, "denied"))
    )
    assert said in error.problem
