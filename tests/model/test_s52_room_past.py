"""A room named in a sentence about the past is history, not the room to book (requests52b).

heldout52_train r069: "We had Maple last week. This week Thursday, 5 people, book something."
was asked about ("names Maple without saying whether to book it"): the sentence about last week
asks for nothing, so Maple is neither asked for nor ruled out and the count picks the room. A
later "same room" / "again" takes a recalled room up (it had been dropped and the first free
room booked: a wrong booking), and a room praised in the past with nothing else asked is asked
about, not passed over.
"""

from __future__ import annotations

import pytest

from arena.model.room_stance import rooms_asked_for
from arena.model.task import BookingRequest, NotUnderstood, prepared_request, read_request
from arena.tools.rooms import ROOMS


def asked(text: str, read: BookingRequest) -> str | None:
    """The one room the model's policy looks for by name (as ``policy._named`` does)."""
    words = rooms_asked_for(prepared_request(text)) - read.avoid
    ids = [r.id for r in ROOMS if r.name.lower() in words or r.id in words]
    return read.room or (ids[0] if len(ids) == 1 else None)


RECALLED = [
    ("We had Maple last week. This week Thursday, 5 people, book something.", 5, "Thursday"),
    ("Last time we used Sequoia. Need a room for 6 on Monday.", 6, "Monday"),
    (
        "We used Sequoia yesterday for the kickoff; please book a room for 12 on Friday.",
        12,
        "Friday",
    ),
    ("we were in cedar two weeks ago. room for 4 on tuesday pls", 4, "Tuesday"),
    ("Letzte Woche waren wir in Maple. Bitte einen Raum für 5 am Dienstag buchen.", 5, "Tuesday"),
    ("La semaine dernière on avait Maple. Une salle pour 5 mardi ?", 5, "Tuesday"),
    ("La semana pasada usamos Maple. Necesito una sala para 5 el martes.", 5, "Tuesday"),
]


@pytest.mark.parametrize(("text", "count", "day"), RECALLED)
def test_a_room_recalled_from_the_past_is_no_room_asked_for(
    text: str, count: int, day: str
) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (asked(text, read), read.capacity, read.day, read.avoid) == (
        None,
        count,
        day,
        frozenset(),
    )


TAKEN_UP = [
    ("We had Maple last week and loved it. Same room on Thursday for 5 please.", "R-210"),
    ("We had Maple last week. Book it again Thursday for 5.", "R-210"),
    ("I booked Aspen last time; book the same room on Friday for 4.", "R-102"),
    # near misses: the booking's own room, a past sentence beside it
    ("Last week we were in Cedar. Book Maple for 9 on Monday.", "R-210"),
    ("Book Maple for Thursday like last time, 5 people.", "R-210"),
    ("Book Cedar for 7 on Wednesday; we had it last week too.", "R-204"),
]


@pytest.mark.parametrize(("text", "room"), TAKEN_UP)
def test_a_room_taken_up_again_or_asked_for_is_booked(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert asked(text, read) == room, read


@pytest.mark.parametrize(
    "text",
    [
        "Maple last week was great. Thursday, 5 people.",
        "Cedar was perfect last time. Room for 6 on Tuesday please.",
    ],
)
def test_a_room_praised_in_the_past_is_asked_about_not_passed_over(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


def test_a_ruled_out_room_from_the_past_stays_ruled_out() -> None:
    read = read_request("Maple was too small last time. Book something for 5 on Tuesday.")
    assert isinstance(read, BookingRequest) and "maple" in read.avoid, read
