"""A room named among a request's bare facts is the room asked for (requests43): "Quick one —
Cedar, Fri, 4 ppl." was refused as naming Cedar "without saying whether to book it or to avoid
it", as were "4 pax Atrium Thu", "Juniper, Thursday." after a sentence giving the count, a
French "la salle Maple" set off by commas and a katakana "アスペン" beside its day and count. A
sentence of facts only (days, counts, times, rooms, a short label) asks for the room it names;
a room named where anything else is said of it, or that may be a person addressed ("Book a room
for 5 on Friday, Aspen."), reads as before."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

TERSE = [
    ("Quick one — Cedar, Fri, 4 ppl.", "R-204", "Friday", 4),
    ("Cedar, Tue, 4 ppl.", "R-204", "Tuesday", 4),
    ("4 pax Atrium Thu", "R-400", "Thursday", 4),
    ("Mon 4p Cedar", "R-204", "Monday", 4),
    ("Cedar — Thursday — six.", "R-204", "Thursday", 6),
    ("Thursday: Juniper, party of 3.", "R-101", "Thursday", 3),
    ("Tuesday: Cedar, for a dozen people.", "R-204", "Tuesday", 12),
    ("Booking: Maple, Wed 14:30, 9 ppl", "R-210", "Wednesday", 9),
    (
        "We are 5 (plus 1 remote, who doesn't need a seat). Juniper, Thursday.",
        "R-101",
        "Thursday",
        5,
    ),
    ("Pour vendredi, la salle Maple, nous serons neuf.", "R-210", "Friday", 9),
    ("Book a room for 5 on Friday, the Cedar room.", "R-204", "Friday", 5),
    ("Reserva para el jueves, la sala Aspen, somos seis.", "R-102", "Thursday", 6),
    ("水曜日 15:00 アスペン 5名", "R-102", "Wednesday", 5),
]


@rows(("text", "room", "day", "people"), TERSE, ids=[t[0] for t in TERSE])
def test_a_room_among_bare_facts_is_asked_for(text: str, room: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity) == (day, people)
    assert _named([], read, text) == room


def test_the_model_books_the_terse_room_end_to_end() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], "Cedar, Tue, 4 ppl.", ["approve"])
    assert ("book_room", {"room_id": "R-204"}) in made and pauses == 1, (made, said)


UNSAID = [
    "Book a room for 5 on Friday, Aspen.",  # "Aspen" may be the person addressed
    "Book a room for 5 on Friday, the team knows Maple.",
    "Book a room for 5 on Friday, in the Cedar room we had last week.",
    "Not this one: Cedar, Fri, 4 ppl.",  # a label that says no
    "Room Tue for 4 please — Aspen",  # a sign-off: perhaps the writer's name
    "Tue 4 ppl -Aspen",
    "Booked: aspen, tuesday, 6 ppl.",  # a booking made, no request
    "Confirmed: Cedar, Tuesday, 6",
    "Approve: Aspen, 6 people, Tuesday",  # a decision, no request
    "火曜日に6名で会議室を予約してください。前回はアスペンでした。",  # last time it was Aspen
]


@rows("text", UNSAID)
def test_a_room_said_nothing_of_is_still_not_guessed(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood), read
    assert "without saying whether to book it or to avoid it" in read.reason


RULED_OUT = [
    ("Fri, 4 ppl, no Cedar.", "cedar"),
    ("Fri, 4 ppl. Cedar last time was awful.", "cedar"),
    ("Book a room for 5 on Friday, not the Cedar room.", "cedar"),
    ("Book a room for 5 on Friday, the Cedar room is too cold.", "cedar"),
    ("アスペン以外で火曜日に6名で会議室を予約してください", "aspen"),
    ("火曜日に6名で会議室を予約してください。アスペンはダメです。", "aspen"),
]


@rows(("text", "room"), RULED_OUT, ids=[t[0] for t in RULED_OUT])
def test_a_room_ruled_out_beside_bare_facts_stays_ruled_out(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert room in read.avoid and _named([], read, text) is None
