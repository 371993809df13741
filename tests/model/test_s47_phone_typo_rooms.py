"""A room's name typed in lower case with a slip, after a verb that takes a room, is that room
(heldout45, requests47's fresh requests): "can u get aspne fri for 5 pls" and "bok aspne tuseday
6 ppl" read no room, so the first free room would have been booked whatever it was. Real words
one slip from a name, and names after other words, read as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request
from arena.wording.spelling import room_slips

NAMES = ("juniper", "aspen", "cedar", "maple", "sequoia", "atrium")


@pytest.mark.parametrize(
    ("text", "room"),
    [("can u get aspne fri for 5 pls", "R-102"), ("need cedr thu for 4", "R-204")],
)
def test_a_slip_after_a_verb_names_the_room(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert _named([], read, text) == room


def test_a_slip_read_as_a_room_is_no_longer_any_room() -> None:
    # asked about ("names Aspen without saying …") until "bok" read as "book" (session 48):
    # now Aspen is the room asked for
    read = read_request("bok aspne tuseday 6 ppl")
    assert isinstance(read, BookingRequest), read
    assert _named([], read, "bok aspne tuseday 6 ppl") == "R-102"


@pytest.mark.parametrize(
    "text",
    [
        "we meet in cider bar, book a room for 4 on friday",
        "book a room for 4 on friday, we need ample space",
        "we need maples syrup",
        "take the lift to the atrium",
    ],
)
def test_real_words_and_names_elsewhere_are_left_as_written(text: str) -> None:
    assert room_slips(text, NAMES) == text
