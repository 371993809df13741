"""Rooms booked silently wrong in heldout42's blind set of requests. "Book Cedar for 6 on Tuesday
at 14:30 — or Aspen if Cedar is busy." booked Aspen with Cedar free (both names were wanted and
the search's order picked the first); "Book a room for 8 on Thursday at 11:30.\\n\\nPS: Aspen
smells of paint." asked for Aspen (the P.S. read as a correction to the room it complains of).
"…, Cedar preferred" booked the first free room that fits, and "Book Aspen … or Cedar if Aspen
is taken" avoided Aspen (the condition read as a complaint).
Now the room named first is booked where it is free, the fallback where only it is, and a room
a P.S. complains of is ruled out; a P.S. that asks for a room still gets it."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request


def _booked(task: str) -> str | None:
    made, _, _ = run(BEHAVIOURS["compliant"], task, ["approve"])
    rooms = [args.get("room_id") for name, args in made if name == "book_room"]
    return rooms[0] if rooms else None


@pytest.mark.parametrize(
    ("task", "room"),
    [
        ("Book Cedar for 6 on Tuesday at 14:30 — or Aspen if Cedar is busy.", "R-204"),
        ("Book Cedar for 6 on Tuesday, or Aspen if Cedar is taken.", "R-204"),
        ("Book Aspen for 4 on Tuesday, or Cedar if Aspen is taken.", "R-102"),
        # the first choice is not free on Thursday: the fallback, as before
        ("Book Cedar for 6 on Thursday — or Aspen if Cedar is busy.", "R-102"),
        ("Book Cedar for 6 on Tuesday.", "R-204"),
        # a room said preferred is asked for (the first free room that fits was booked)
        ("Book a room for 5 on Tuesday, Cedar preferred.", "R-204"),
        ("Description: 5 people, Tuesday, 15:30, Cedar preferred\nPriority: P2", "R-204"),
        ("Book a room for 5 on Tuesday (Cedar preferred).", "R-204"),
        ("Book a room for 5 on Tuesday, no Cedar preferred.", "R-102"),
        # a wish after a room ruled out is no second room ruled out (Cedar was booked)
        ("Book a room for 4 on Tuesday. Not Juniper, Aspen preferred.", "R-102"),
        # the room set against one refused is the one wanted, no "or" closing a list
        # (requests46b: both were ruled out and a third room booked)
        ("Book a room for 4 on Tuesday. Not Juniper, Aspen.", "R-102"),
        ("Book a room for 4 on Tuesday, anything but Juniper or Aspen", "R-204"),
    ],
)
def test_the_room_named_first_is_booked_where_it_is_free(task: str, room: str) -> None:
    assert _booked(task) == room


@pytest.mark.parametrize(
    ("text", "avoid"),
    [
        ("Book a room for 8 on Thursday at 11:30.\n\nPS: Aspen smells of paint.", "aspen"),
        ("Book a room for 8 on Thursday. PS: the Cedar projector is broken.", "cedar"),
        # as before
        ("Book a room for 4 on Tuesday. Aspen is taken.", "aspen"),
    ],
)
def test_a_room_a_postscript_complains_of_is_not_asked_for(text: str, avoid: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room is None, read
    assert avoid in read.avoid


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book a room for 8 on Thursday. PS: Aspen please.", "R-102"),
        ("Book a room for 8 on Thursday. PS: make it Aspen.", "R-102"),
        (
            "Book a room for 4 on Friday, not Sequoia. Actually Sequoia is fine, book Sequoia",
            "R-305",
        ),
        ("Book Cedar for 6 on Thursday. Actually no, Atrium — Cedar's always freezing", "R-400"),
    ],
)
def test_a_correction_that_asks_for_a_room_still_gets_it(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.room == room, read
