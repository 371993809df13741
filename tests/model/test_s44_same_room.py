"""The room used before, asked for without its article (requests44): "Same room as last week,
Tuesday, 5 people." booked the first free room, where "the same room as last time" is asked
about (only the writer knows which room that is); with the room named beside it ("Same room as
last week (Cedar) please") it is that room (read as Cedar said nothing of)."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    "text",
    [
        "Same room as last week, Tuesday, 5 people.",
        "Same one as before please, Tuesday 5 people",
        "Book the same room as last time for Tuesday, 5 people.",
    ],
)
def test_the_room_cannot_be_told(text: str) -> None:
    got = read_request(text)
    assert isinstance(got, NotUnderstood) and "cannot tell which room" in got.reason, got


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Same room as last week (Cedar) please, Tuesday, 5 people.", "R-204"),
        ("Book the usual room, Cedar, for Tuesday, 5 people.", "R-204"),
        ("Book a room for Tuesday, 5 people, same floor as last time.", None),
    ],
)
def test_read(text: str, room: str | None) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, "Tuesday", 5)


@pytest.mark.parametrize(
    ("text", "out"),
    [
        # a first version read each as asking for the room (the "please" after the name)
        ("Not the same room as last week (Cedar) please, Tuesday, 5 people.", "cedar"),
        ("Not the one with the screen (Maple) please, Tuesday, 5 people.", "maple"),
        ("Avoid the corner room (Maple) please, Tuesday, 5 people.", "maple"),
        ("Not the big one, the Atrium, Tuesday, 5 people.", "atrium"),
    ],
)
def test_a_room_described_and_refused(text: str, out: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert _named([], got, text) is None and out in got.avoid
