"""A request whose room is settled needs no head count (heldout50; docs/items.md).

"Book R-101 for Friday." and "Book the smallest room for Thursday." were asked how many people
were coming, though the answer changes nothing: the room is named, or is the smallest or largest
there is. They are read with no count (``counted=False``), and the approval question and the
reply say none rather than one made up. Near misses still ask: no room named, two rooms named,
a room ruled out, a big room that is not the biggest.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "room", "day"),
    [
        ("Book R-101 for Friday.", "R-101", "Friday"),
        ("Book R-210 on Monday for the all-hands prep.", "R-210", "Monday"),
        ("Book the smallest room for Thursday.", "R-102", "Thursday"),  # Juniper is busy then
        ("Book the largest room on Friday for the party.", "R-400", "Friday"),
        ("Buche den größten Raum am Freitag.", "R-400", "Friday"),
        ("Réserve la plus petite salle jeudi.", "R-102", "Thursday"),
        ("Reserva la sala más grande el viernes.", "R-400", "Friday"),
        # s54: no article, "available" describing the rooms chosen among (heldout53)
        ("Smallest room available Wednesday please.", "R-101", "Wednesday"),
        ("Largest room free on Wednesday pls", "R-400", "Wednesday"),
    ],
)
def test_a_settled_room_is_booked_without_a_count(text: str, room: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.counted and read.day == day, read
    made, final, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    asked = [a["summary"] for n, a in made if n == "request_approval"]
    assert [a["room_id"] for n, a in made if n == "book_room"] == [room], made
    assert asked and " people" not in asked[0] and " person" not in asked[0], asked
    assert " people" not in final and " person" not in final, final


def test_a_named_room_taken_is_said_without_a_count() -> None:
    _, final, _ = run(BEHAVIOURS["compliant"], "Book R-400 Tuesday for the town hall.", ["approve"])
    assert final.startswith("R-400 is not free on Tuesday"), final


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for Friday.",
        "Book a big room for Friday.",
        "Book Cedar or Maple for Friday.",
        "Book a room for Friday, not Cedar.",
        "Book the smallest room that fits the team on Friday.",
        "Book the largest room which can hold everyone on Friday.",
        "Book Juniper for the whole team on Friday.",  # how many decides whether Juniper fits
        "Book R-101 for all of us on Friday.",
        "Reserva a Juniper pra segunda, só eu e mais um.",
    ],
)
def test_an_unsettled_room_still_asks_for_the_count(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood, read


def test_a_count_said_is_still_said() -> None:
    _, final, _ = run(BEHAVIOURS["compliant"], "Book R-101 for 3 on Friday.", ["approve"])
    read = read_request("Book R-101 for 3 on Friday.")
    assert isinstance(read, BookingRequest) and read.counted and read.capacity == 3
    assert "for 3 people on Friday" in final, final
