"""A room asked for by its size, and a big room ruled out (evals45).

"grab the 8-seat room on Tuesday for 5 of us" booked R-102 (Aspen, 6 seats), the smallest that
seats 5, and the approval question did not say that the 8-seat room was asked for and not
checked; it now does, as it says "the biggest room". "…, not the big one." was said as "not
checked: the big one", the opposite wish; the model books the smallest room that fits, which
meets it, so it is no longer said.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request


def _asked(text: str) -> str:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return summary(Room("R-102", "Aspen"), read, text)


SIZED = [
    ("grab the 8-seat room on Tuesday for 5 of us", "the 8-seat room"),
    ("Grab the 8-seat room on Tuesday for 5 of us please.", "the 8-seat room"),
    ("Can we get an 8-seater for 5 on Tuesday?", "an 8-seater"),
    ("Book the 12-person room on Friday, we're 7.", "the 12-person room"),
    ("Please book our usual 10-seat room for 6 on Monday.", "our usual 10-seat room"),
    (
        "We'd like the 14 seat conference room for 9 people on Wednesday.",
        "the 14 seat conference room",
    ),
]


@pytest.mark.parametrize(("text", "words"), SIZED)
def test_a_room_asked_for_by_its_size_is_said_as_not_checked(text: str, words: str) -> None:
    assert f"not checked: {words})" in _asked(text)


SIZE_IS_COUNT = [
    "Book the 10-person room for 10 on Tuesday.",
    "Book a 6-person room on Tuesday.",
    "Book a room for 6 on Tuesday.",
    "Book a room for 3 on Tuesday, avoid the 4-seat room.",  # said once, as ruled out
]


@pytest.mark.parametrize("text", SIZE_IS_COUNT)
def test_a_size_that_is_the_count_or_ruled_out_is_not_said_as_a_wish(text: str) -> None:
    asked = _asked(text)
    assert "seat room)" not in asked.replace("avoid the 4-seat room)", "")
    assert "person room" not in asked, asked


NOT_BIG = [
    "Book a room for 6 on Tuesday, not the big one.",
    "Book a room for 6 on Tuesday, anything but the big one.",
    "Book a room for 6 on Tuesday - no big room needed.",
    "Book a room for 6 on Tuesday, avoid the largest room.",
]


@pytest.mark.parametrize("text", NOT_BIG)
def test_a_big_room_ruled_out_is_not_said_as_a_wish_for_one(text: str) -> None:
    asked = _asked(text)
    assert "big" not in asked.split("Tuesday", 1)[1] and "largest" not in asked, asked


BIG = [
    ("Book the big room for 6 on Tuesday.", "the big room"),
    ("Book the biggest room for 6 on Tuesday, not Aspen.", "the biggest room"),
    ("Book a room for 6 on Tuesday, the largest available one.", "the largest available one"),
]


@pytest.mark.parametrize(("text", "words"), BIG)
def test_a_wish_for_a_big_room_is_still_said(text: str, words: str) -> None:
    # said as not checked until requests49b; the biggest free room is now what picks the room
    assert "(picked: the biggest free room)" in _asked(text), (words, _asked(text))
