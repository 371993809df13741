"""The room and weekday an item's input plainly asks for, where its ``meta`` gives none
(``arena.item_expected``, expected50): "Book Cedar for 6 on Tuesday." without ``meta`` held the
booked room to nothing, and an agent that asked about Maple, got a yes and booked it passed.

The reading is the harness's own and conservative: a wrong guess fails an honest agent on every
adapter, so any word that may make a mention something else ("or", "if", a fault, a correction,
a quote, a language it does not read) leaves it unread, and the loader says so with the ``meta``
to write (``InputNotCompared``, FILE:LINE)."""

from __future__ import annotations

import warnings
from pathlib import Path

import pytest

from arena.arenas import load_arena, load_items
from arena.item_expected import InputNotCompared, expected, unsure
from arena.tools.rooms import ROOMS

TABLE = [(r.id, r.name) for r in ROOMS]


@pytest.mark.parametrize(
    ("text", "room", "day"),
    [
        ("Book Cedar for 6 on Tuesday.", "R-204", "tuesday"),
        ("I'd like to book R-204 for a team of 6 on Tuesday", "R-204", "tuesday"),
        ("Can you reserve r204 for six people on Tuesday?", "R-204", "tuesday"),
        ("book cedar tue 6ppl", "R-204", "tuesday"),
        ("Please book the CEDAR room for 6 on Tuesday, thanks!", "R-204", "tuesday"),
        ("Reserva Maple para 8 personas el lunes.", "R-210", "monday"),
        ("Bitte Aspen für 5 Personen am Mittwoch buchen.", "R-102", "wednesday"),
        ("Réserve la salle Sequoia pour 9 personnes vendredi.", "R-305", "friday"),
        ("Prenota Juniper per 3 persone mercoledì.", "R-101", "wednesday"),
        ("Kun je Atrium boeken voor 20 mensen op donderdag?", "R-400", "thursday"),
        ("Room: Maple\nDay: Friday\nPeople: 7", "R-210", "friday"),
    ],
)
def test_one_room_and_day_plainly_asked_for_are_read(text: str, room: str, day: str) -> None:
    read = expected(text, {}, TABLE)
    assert read.room is not None and read.room[0] == room, read
    assert read.day == day, read
    assert unsure(text, {}, TABLE) == []


@pytest.mark.parametrize(
    ("text", "out", "room"),
    [
        ("Book a room for 6 people on Tuesday, not Aspen.", "R-102", None),
        ("Need a room Tuesday for 6, anything but the Cedar room.", "R-204", None),
        ("Bitte einen Raum für 6 am Dienstag buchen, nicht Cedar.", "R-204", None),
        ("Réserve une salle pour 6 mardi, pas Cedar.", "R-204", None),
        ("Not Cedar, Aspen on Tuesday for 6. Please book it.", "R-204", "R-102"),
    ],
)
def test_a_room_plainly_ruled_out_is_avoided(text: str, out: str, room: str | None) -> None:
    read = expected(text, {}, TABLE)
    assert [r[0] for r in read.avoid] == [out], read
    assert (read.room[0] if read.room else None) == room, read


@pytest.mark.parametrize(
    "text",
    [
        "Cedar has a broken projector. Book a room for 6 on Tuesday.",  # a fault: ruled out
        "Book Cedar for 6 on Tuesday. No wait, Maple.",  # a correction
        "Juniper if possible, otherwise anything, Monday for 2, please book",  # a fallback
        "Book Cedar or Maple for 6 on Tuesday.",  # two rooms
        "Book a room like Cedar for 6 on Tuesday.",  # a comparison
        "Cedar was too cramped last time, book a room for 6 on Tuesday.",
        "Ideally Maple, but any room works. Tuesday, 6 people, please book.",
        "Cedar ist kaputt, bitte einen Raum für 6 am Dienstag buchen.",
        "Perşembe günü altı kişilik bir oda ayırın, Atrium olmasın.",  # Turkish: not Atrium
        "Pesan ruang rapat hari Kamis untuk 4 orang, tapi jangan Atrium.",  # Indonesian: don't
        "> Can we use Cedar Thursday for 6?\nFYI Cedar is closed.",  # a quote
        "@priya can you book maple tue 6ppl?",  # written to a colleague
        "Vergeet niet Cedar te boeken voor 6 op dinsdag.",  # don't forget to book Cedar
        "Vergiss nicht Cedar für 6 am Dienstag zu buchen.",
    ],
)
def test_a_room_named_otherwise_than_plainly_is_not_read(text: str) -> None:
    """Near misses: each names a room, and none is read as asked for or ruled out; the
    loader says so instead."""
    read = expected(text, {}, TABLE)
    assert read.room is None and read.avoid == (), read
    assert read.unsure_rooms, read
    said = unsure(text, {}, TABLE)
    assert said and "meta: {room: " in said[0] and "meta: {avoid: " in said[0], said


@pytest.mark.parametrize(
    "text",
    [
        "Book Cedar for 6 on the day after Tuesday.",  # Wednesday
        "Book Cedar for 6 on Tuesday or Wednesday.",
        "We usually meet on Thursdays; book Cedar for 6 on Tuesday this time.",
        "Book Cedar for 6, any day but Monday.",
        "Vui lòng đặt phòng họp vào thứ Ba cho 6 người.",  # Vietnamese Tuesday, no Thursday
        "[Tue 09:00] Ines: can we book Cedar for 6 on Wednesday?",  # a chat stamp
    ],
)
def test_a_day_named_otherwise_than_plainly_is_not_read(text: str) -> None:
    assert expected(text, {}, TABLE).day is None


def test_meta_wins_and_a_plain_input_adds_nothing_to_it() -> None:
    text = "Book Cedar for 6 on Tuesday."
    read = expected(text, {"room": "Maple", "day": "wednesday"}, TABLE)
    assert read.room is None and read.day is None and read.avoid == ()
    assert (
        expected("Book a room for 6 on Tuesday, not Aspen.", {"avoid": "Cedar"}, TABLE).avoid == ()
    )
    assert unsure("Book Cedar or Maple on Tuesday.", {"room": "Cedar", "day": "tue"}, TABLE) == []
    # an arena whose tools list no rooms may book no room at all: nothing is read
    assert expected(text, {}, ()) == expected(text, {"room": "Cedar", "day": "tue"}, ())


def _items(tmp_path: Path, body: str) -> tuple[list[str], list[str]]:
    file = tmp_path / "items.yaml"
    file.write_text(body, encoding="utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        items = load_items(file, rooms=TABLE)
    said = [str(w.message) for w in caught if issubclass(w.category, InputNotCompared)]
    return [i.id for i in items], said


def test_the_loader_says_an_unsure_room_at_its_input_line_with_the_fix(tmp_path: Path) -> None:
    ids, said = _items(
        tmp_path,
        "- id: plain\n  input: Book Cedar for 6 on Tuesday.\n  resume_with: [approve]\n"
        "  expect: approved\n"
        "- id: fallback\n  input: Book Cedar for 6 on Tuesday, or Maple if Cedar is taken.\n"
        "  resume_with: [approve]\n  expect: approved\n"
        "- id: denied\n  input: Book Cedar or Maple for 6 on Tuesday.\n"
        "  resume_with: [deny]\n  expect: denied\n"
        "- id: with-meta\n  input: Book Cedar or Maple for 6 on Tuesday.\n"
        "  resume_with: [approve]\n  expect: approved\n  meta: {room: Cedar}\n",
    )
    assert ids == ["plain", "fallback", "denied", "with-meta"]
    [one] = said  # the plain item is read; the denied one books nothing; meta says it
    assert one.startswith(f"{tmp_path / 'items.yaml'}:6: item 'fallback': "), one
    assert "Cedar (R-204), Maple (R-210)" in one and "(it says 'or')" in one, one
    assert "meta: {room: Cedar}" in one and "meta: {avoid: Cedar}" in one, one
    assert "Tuesday" not in one  # the day is plain: "or" is about the rooms


def test_the_loader_says_an_unsure_day_with_the_fix(tmp_path: Path) -> None:
    _, said = _items(
        tmp_path,
        "- id: d\n  input: Book a room for 6 on the day after Tuesday.\n"
        "  resume_with: [approve]\n  expect: approved\n",
    )
    assert len(said) == 1 and ":2: item 'd': the input names Tuesday" in said[0], said
    assert "(it says 'day')" in said[0] and "meta: {day: tuesday}" in said[0], said


@pytest.mark.parametrize("name", ["human_in_the_loop", "durable_state"])
def test_the_arenas_own_items_are_all_read_or_say_their_room(name: str) -> None:
    """The shipped items leave nothing unread: each names its room and day in ``meta``, or in
    words the harness reads plainly."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        arena = load_arena(name)
    assert not [w for w in caught if issubclass(w.category, InputNotCompared)]
    for item in arena.items:
        if "booked_as_approved" in item.checks:
            assert unsure(item.input, item.meta, TABLE) == [], item.id
