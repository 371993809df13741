"""Item values of the wrong type, empty typed answers and named rooms no agent could book are
refused at load with path:line (outside tester 5, findings 7a and 7b: ``id: 7``,
``resume_with: approve``, ``resume_with: ["text:"]`` and Juniper for 10 all loaded)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from arena.arenas import load_arena, load_items
from arena.errors import BadItemFile
from arena.tools import rooms

GOOD = "- id: a\n  input: Book a room for 6 people on Tuesday.\n  expect: denied\n"


def refused(tmp_path: Path, content: str) -> BadItemFile:
    file = tmp_path / "items.yaml"
    file.write_text(content)
    with pytest.raises(BadItemFile) as info:
        load_items(file)
    assert str(info.value).startswith(f"{file}:{info.value.line}: ")
    assert "\n" not in str(info.value)
    return info.value


@pytest.mark.parametrize(
    ("entry", "line", "said"),
    [
        ("- id: 7\n  input: hi\n  expect: denied\n", 4, "id must be a text, not the number 7"),
        ("- id: 7.5\n  input: hi\n  expect: denied\n", 4, "id must be a text, not the number 7.5"),
        ("- id: b\n  input: 42\n  expect: denied\n", 5, "input must be a text, not the number 42"),
        (
            "- id: b\n  input: hi\n  expect: denied\n  resume_with: deny\n",
            7,
            "resume_with must be a list, not the text 'deny' (e.g. resume_with: [approve])",
        ),
        (
            "- id: b\n  input: hi\n  expect: denied\n  resume_with: 'text:no thanks'\n",
            7,
            "resume_with must be a list, not the text 'text:no thanks'",
        ),
        (
            "- id: b\n  input: hi\n  expect: denied\n  resume_with: [deny, 3]\n",
            7,
            "resume_with[1] must be a text, not the number 3",
        ),
    ],
)
def test_a_value_of_the_wrong_type_is_refused_not_converted(
    tmp_path: Path, entry: str, line: int, said: str
) -> None:
    error = refused(tmp_path, GOOD + entry)
    assert error.line == line and said in error.problem, error.problem


@pytest.mark.parametrize("answer", ['"text:"', '"text:   "', "'text:\t'"])
@pytest.mark.parametrize("before", ["", "deny, "])
def test_a_typed_answer_without_words_is_refused(tmp_path: Path, answer: str, before: str) -> None:
    """The eval API refuses ``respond(r, text="")``; an item's ``text:`` was read as unclear."""
    error = refused(
        tmp_path,
        GOOD + f"- id: b\n  input: hi\n  expect: unclear\n  resume_with: [{before}{answer}]\n",
    )
    assert error.line == 7
    assert "has no words: write what the person says after text:" in error.problem


def test_quoted_ids_and_lists_of_one_answer_still_load(tmp_path: Path) -> None:
    file = tmp_path / "items.yaml"
    file.write_text(
        GOOD + '- id: "7"\n  input: "42"\n  expect: denied\n  resume_with: [deny]\n'
        '- id: c\n  input: hi\n  expect: unclear\n  resume_with: ["text:hmm, which floor?"]\n'
    )
    items = load_items(file)
    assert [(i.id, i.input, i.resume_with) for i in items][1:] == [
        ("7", "42", ("deny",)),
        ("c", "hi", ("text:hmm, which floor?",)),
    ]


def arena_folder(tmp_path: Path, items: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "arena.yaml").write_text("name: mine\ntools: arena.tools.rooms\n")
    (folder / "items.yaml").write_text(items)
    return folder


def booked(meta: str, expect: str = "approved") -> str:
    answers = "  resume_with: [approve]\n" if expect == "approved" else ""
    # an input the scripted model reads (one it cannot is refused at load, test_items_read_by_model)
    # that names meta's room, as meta.room must (outside tester 13, finding 5)
    # and the head count and day meta has, as an item's facts must (outside tester 14, finding 2)
    facts = yaml.safe_load(meta)
    room, day = facts.get("room"), facts.get("day", "Monday")
    count = facts.get("people", facts.get("capacity", 2))
    ask = f"Book {room or 'a room'} for {count} people on {day}."
    return f"- id: a\n  input: {ask}\n{answers}  expect: {expect}\n  meta: {meta}\n"


def folder_refused(folder: Path) -> BadItemFile:
    with pytest.raises(BadItemFile) as info:
        load_arena(str(folder))
    return info.value


def _free_day(room: rooms.Room) -> str:
    return next(d for d in rooms.DAYS if room in rooms.available(1, d))


@pytest.mark.parametrize(
    ("room", "count"),
    [("Juniper", 10), ("R-101", 5), ("aspen", 7), ("Cedar", 9), ("R-305", 15)],
)
@pytest.mark.parametrize("key", ["people", "capacity"])
def test_a_named_room_too_small_for_the_head_count_is_refused(
    tmp_path: Path, room: str, count: int, key: str
) -> None:
    target = next(r for r in rooms.ROOMS if room.casefold() in (r.id.casefold(), r.name.casefold()))
    day = _free_day(target)
    error = folder_refused(
        arena_folder(tmp_path, booked(f"{{{key}: {count}, day: {day}, room: {room}}}"))
    )
    assert error.line == 5  # the meta line (outside tester 10, finding 15)
    assert (
        f"meta room {room!r}: {target.id} ({target.name}) seats {target.capacity}" in error.problem
    )
    # only rooms free that day: one taken then was refused next (outside tester 15)
    fits = [f"{r.id} ({r.name})" for r in rooms.available(count, day)]
    if not fits:  # none free that day: a room and a day it is free, both said
        other = next(d for d in rooms.DAYS if rooms.available(count, d))
        first = rooms.available(count, other)[0]
        fix = f"name {first.id} ({first.name}) and {other.title()} in the input and in meta room"
        assert fix in error.problem
        return
    assert (
        f"name a room that seats {count} and is free on {day.title()} ({', '.join(fits)}) "
        "in the input and in meta room"
    ) in error.problem


def _taken() -> list[tuple[rooms.Room, str]]:
    return [(r, d) for d in rooms.DAYS for r in rooms.ROOMS if r not in rooms.available(1, d)]


@pytest.mark.parametrize("pick", [0, len(_taken()) // 2, -1])
def test_a_named_room_the_schedule_has_taken_that_day_is_refused_naming_the_free_ones(
    tmp_path: Path, pick: int
) -> None:
    room, day = _taken()[pick]
    count = min(room.capacity, 4)
    meta = f"{{people: {count}, day: {day.title()[:3]}, room: {room.name.lower()}}}"
    error = folder_refused(arena_folder(tmp_path, booked(meta)))
    free = ", ".join(f"{r.id} ({r.name})" for r in rooms.available(count, day))
    assert error.line == 5  # the meta line (outside tester 10, finding 15)
    assert f"{room.id} ({room.name}) is taken on {day.title()}" in error.problem
    assert f"free on {day.title()} for {count}+ people: {free}" in error.problem


def test_a_named_room_that_fits_and_is_free_or_that_nobody_books_loads(tmp_path: Path) -> None:
    fits = next(r for r in rooms.ROOMS if r.capacity >= 6 and any(
        r in rooms.available(1, d) for d in rooms.DAYS))  # fmt: skip
    taken, day = _taken()[0]
    items = (
        booked(f"{{people: 6, day: {_free_day(fits)}, room: {fits.id}}}")
        + booked("{people: 10, day: monday, room: Juniper}", "no_approval").replace(
            "id: a", "id: b"
        )
        + booked(f"{{people: 2, day: {day}, room: {taken.id}}}", "no_approval").replace(
            "id: a", "id: c"
        )
        + booked(f"{{people: {fits.capacity}, room: {fits.name}}}").replace("id: a", "id: d")
    )
    assert [i.id for i in load_arena(str(arena_folder(tmp_path, items))).items] == list("abcd")
