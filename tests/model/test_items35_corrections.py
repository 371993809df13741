"""Corrections in dictated messages and chat exports (outside tester items35): "we'll be eight no
sorry nine people", dictated with no marks, read as 8; a later correction of the day alone took
the count back to the first ("book Tuesday for 5. actually 6. and make it Thursday" read 5); and
a chat export's line stamps ("[09:05] lee: make it 5") read as the time a correction corrects,
so "make it 5" was added to the 4 before it (9), or dropped (4)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

SLACK = """Slack thread export:
[09:02] kim: can we get a room monday for 4?
[09:05] lee: make it 5, adding Sam
[09:07] kim: ok 5. and actually move it to wednesday
[09:08] kim: @facilities-bot please book"""


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("hi it's Dana calling about the room for friday we'll be eight no sorry nine people nine "
         "can you book something", 9, "Friday"),
        ("book Tuesday for 5. actually 6. and make it Thursday", 6, "Thursday"),
        (SLACK, 5, "Wednesday"),
        ("Book a room for 4 on Monday. Actually, make it Tuesday.", 4, "Tuesday"),
        ("Book a room for 4 on Monday, actually 6. Sorry, Tuesday.", 6, "Tuesday"),
        ("Sorry 4 the late notice, book a room for 6 on Tuesday", 6, "Tuesday"),
    ],
)  # fmt: skip
def test_s35_corrections_as_said(text: str, people: int, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day) == (people, day)
