"""The one room a quoted request asks for, ruled out by the reply above it, is asked about, not
swapped (requests44b): "FYI — Cedar is closed on Thursday" above "> Can we use Cedar Thursday
for 6?" booked Aspen, a room nobody asked for, without a word. The reply that leaves another
room to the model, or names one, or rules out another room, reads as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request

_QUOTE = "\n\n> Can we use Cedar Thursday for 6?"
_MONDAY = "\n\n> Please book Juniper for 3 people on Monday."


def _run(text: str) -> tuple[list[str], str]:
    made, said, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], said


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("FYI — Cedar is closed on Thursday" + _QUOTE, "Cedar"),
        ("Cedar is out of order this week." + _QUOTE, "Cedar"),
        ("Heads up: Juniper is under renovation." + _MONDAY, "Juniper"),
        ("FYI Juniper is booked up, sorry." + _MONDAY, "Juniper"),
        ("Cedar ist am Donnerstag geschlossen." + _QUOTE, "Cedar"),
        ("Cedar está cerrada." + _QUOTE, "Cedar"),
        ("FYI Juniper is closed on Monday." + _MONDAY, "Juniper"),
    ],
)
def test_the_room_ruled_out_above_is_asked_about(text: str, name: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and name in read.reason, read
    booked, said = _run(text)
    assert booked == [] and name in said


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Not Cedar, any other room is fine." + _QUOTE, "R-102"),
        ("Juniper is fine." + _MONDAY, "R-101"),
        ("Go ahead please." + _MONDAY, "R-101"),
        ("FYI Aspen is closed on Monday." + _MONDAY, "R-101"),
    ],
)
def test_a_reply_that_leaves_or_names_a_room_books(text: str, room: str) -> None:
    assert isinstance(read_request(text), BookingRequest)
    assert _run(text)[0] == [room]
