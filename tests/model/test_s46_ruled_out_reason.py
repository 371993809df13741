"""What a request says of a room it rules out is no wish for the room booked (evals46).

"Book a room Monday for a 3-person interview loop; skip Juniper, it's next to the kitchen and
noisy." was asked as "Book R-210 (Maple) for 3 people on Monday (the request says, not checked:
next to the kitchen)": the approver read that the person wanted a room by the kitchen, the
very reason they gave to avoid Juniper. A wish said apart from the room ruled out still shows.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request
from arena.wording.requirements import requirements

MAPLE = Room("R-210", "Maple")


@pytest.mark.parametrize(
    "text",
    [
        "Book a room Monday for a 3-person interview loop; skip Juniper, it's next to the kitchen and noisy.",
        "Skip Juniper, it's next to the kitchen. Book a room Monday for 3.",
        "Book a room Monday for 3; not Juniper, it has no screen.",
        "Book a room Monday for 3; avoid Juniper (next to the kitchen).",
        "Book a room Monday for 3, no Cedar: it has no whiteboard.",
        "Book a room Monday for 3, not Cedar since it has no projector.",
    ],
)
def test_the_reason_a_room_is_avoided_is_no_wish(text: str) -> None:
    assert requirements(text) == []
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert "not checked" not in summary(MAPLE, read, text)


@pytest.mark.parametrize(
    ("text", "wish"),
    [
        ("Book a room Monday for 3, one next to the kitchen please.", "next to the kitchen"),
        ("Book a room Monday for 3 near the kitchen, but not Juniper.", "near the kitchen"),
        (
            "Book a room Monday for 3; not Juniper, ideally one with a whiteboard.",
            "with a whiteboard",
        ),
        ("Book a room Monday for 3 with a screen, not Cedar.", "with a screen"),
        (
            "Book a room Monday for 3. No Juniper please, it is by the lifts. Whiteboard if possible.",
            "Whiteboard if possible",
        ),
    ],
)
def test_a_wish_said_apart_still_shows(text: str, wish: str) -> None:
    assert requirements(text) == [wish]
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert f"not checked: {wish}" in summary(MAPLE, read, text)
