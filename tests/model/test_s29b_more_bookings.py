"""Requests outside tester 29b wrote that the task cannot serve as asked (session 29).

Each loaded as an ordinary item and the stand-in model booked something else than asked: one
booking of "every Tuesday", "twice", "Aspen and Cedar"; the first free room for "the Redwood
room"; the coming Monday for "last Monday". The model now says it cannot and books nothing,
and the items loader refuses such an item naming the fix. The sentences below are variants of
our own: the rules, not the tester's strings, are under test.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.errors import BadItemFile
from arena.model.task import BookingRequest, ManyRooms, NotUnderstood, read_request
from row_table import rows


def _read(text: str) -> BookingRequest:
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    return found


@rows(
    "text",
    [
        "Please reserve Maple for 8 every Thursday.",
        "Book Cedar for 5 on Monday, twice - once at 9 and once at 4.",
        "Book a room for 4 on Wednesday at 11 and again at 2pm.",
        "Book Juniper for 3 on Friday, then the same again next week.",
        "Book a room for 6 on Tuesday and the Tuesday after.",
        "Book Aspen for 5 on Monday - weekly, please.",
        "Buch bitte jeden Freitag einen Raum für 4.",
        "Reserva una sala para 5 cada lunes.",
        "Réserve une salle pour 6 chaque jeudi.",
        "Book Maple for 7 on Monday and Cedar too.",
        "Book Sequoia and Atrium on Friday for 12.",
        "Book Aspen for 4 on Tuesday, and also reserve Juniper.",
        "Book Maple for 9 on Tuesday and Juniper as a spare.",
        "Book a room for 5 on Wednesday, then book another one for the interns.",
        "Please book rooms for 4 on Thursday.",
        "Reserve us some meeting rooms on Monday for 3.",
    ],
)
def test_a_request_for_more_than_one_booking_is_said_not_half_done(text: str) -> None:
    assert isinstance(read_request(text), ManyRooms), read_request(text)


@rows(
    ("text", "day"),
    [
        ("Book a room for 6 for our weekly sync on Tuesday.", "Tuesday"),  # a meeting's name
        ("We meet every Monday, but book Cedar for 5 on Wednesday this time.", "Wednesday"),
        ("If Aspen is busy, book Cedar for 5 on Tuesday.", "Tuesday"),  # a condition
        ("Book Aspen or Cedar for 5 on Tuesday, whichever is free.", "Tuesday"),
        ("Book a room for 4 on Friday, twice as big as Juniper if you can.", "Friday"),
        ("Book a room for 6 on Tuesday for our twice-yearly review.", "Tuesday"),
        ("Book a room for 6 on Tuesday at 10. Then again, maybe 11 is better.", "Tuesday"),
    ],
)
def test_one_booking_stays_one(text: str, day: str) -> None:
    assert _read(text).day == day


@rows(
    "text",
    [
        "Could you book the Willow room for 5 on Tuesday?",
        "Please reserve the Lotus Room on Friday for 3.",
        "Book room Elm for 4 on Wednesday.",
    ],
)
def test_a_room_the_arena_does_not_have_is_said_not_swapped(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood) and "no room of that name" in found.reason, found


@rows(
    "text",
    [
        "Book the Meeting Room for 5 on Tuesday.",
        "Book the Zoom room for 5 on Tuesday.",
        "Book the Cedar room for 5 on Tuesday.",
        "Book a room for 5 on Tuesday, not the Willow room.",
        "Book A Room For Five On Tuesday",
    ],
)
def test_a_kind_of_room_or_a_known_one_is_no_unknown_room(text: str) -> None:
    _read(text)


@rows(
    ("text", "ok"),
    [
        ("Book a room for 4 people last Thursday.", False),
        ("Reserva una sala para 4 el jueves pasado.", False),
        ("Book a room for 5 on Friday; we met yesterday in Aspen and it was fine.", True),
        # (a room named: "the same room as last Thursday" alone cannot be told, heldout43)
        ("Book Cedar, the same room as last Thursday, for 4 on Thursday.", True),
    ],
)
def test_a_day_already_past_is_said(text: str, ok: bool) -> None:
    found = read_request(text)
    assert isinstance(found, BookingRequest) is ok, found


def test_an_item_asking_for_a_repeat_is_refused_at_load(tmp_path: Path) -> None:
    arena = tmp_path / "a"
    arena.mkdir()
    (arena / "arena.yaml").write_text("name: a\ntools: arena.tools.rooms\n", encoding="utf-8")
    (arena / "items.yaml").write_text(
        "- id: x\n  input: Book Cedar for 5 every Tuesday.\n  resume_with: [approve]\n"
        "  expect: approved\n",
        encoding="utf-8",
    )
    with pytest.raises(BadItemFile) as info:
        load_arena(str(arena))
    message = str(info.value)
    assert "more than once" in message and "expect: no_approval" in message, message
