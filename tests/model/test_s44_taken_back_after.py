"""Requests taken back after the words this session's readings now read (requests44, probing its
own readings' neighbours). "Kan du boka Cedar på torsdag för sex personer? Nej förresten, boka
inte." (no, actually, don't book) booked Cedar once Swedish counts were read; "Cedar was great
last time, let's do that again... no, pick another one." booked Cedar ("do that again");
"… If it's taken, forget it. Actually, forget it anyway." booked Juniper (the condition's
"forget it" passed over, the last one's "anyway" unread). Each is now taken back or the room
refused; the plain requests book as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, CalledOff, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Kan du boka Cedar på torsdag för sex personer? Nej förresten, boka inte.",
        "Bestill Cedar på fredag for seks personer. Nei, glem det.",
        "Book Juniper for Monday for two. If it's taken, forget it. Actually, forget it anyway.",
    ],
)
def test_taken_back(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "Cedar was great last time, let's do that again... no, pick another one. "
            "Tuesday, 6 people.",
            None,
        ),
        ("Cedar was great last time, let's do that again. Tuesday, 6 people.", "R-204"),
        ("Kan du boka Cedar på tisdag för sex personer?", "R-204"),
        ("Boka inte Maple, boka Cedar på tisdag, 6 personer.", "R-204"),
    ],
)
def test_the_room(text: str, room: str | None) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, "Tuesday", 6)
