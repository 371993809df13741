"""A room taken instead of one just ruled out (requests44): "Not Cedar, Aspen is right, Wednesday
for 5." ruled out both rooms and booked another, and "Not Juniper, Aspen is fine, …" read Aspen
as merely liked, so the first free room that fit was booked (Aspen only by luck). "Aspen is
right / better / fine" after "Not Cedar," now asks for Aspen; "Not Cedar or Aspen" and "Aspen is
too small" still rule Aspen out."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "room", "avoid"),
    [
        ("Not Cedar, Aspen is right, Wednesday for 5.", "R-102", {"cedar"}),
        ("Not Cedar, Aspen is better. Wednesday for 5.", "R-102", {"cedar"}),
        ("Not Juniper, Aspen is fine, Wednesday for 5.", "R-102", {"juniper"}),
        ("Not Juniper, Cedar instead. Wednesday for 5.", "R-204", {"juniper"}),
        ("Not Cedar or Aspen, Wednesday for 5.", None, {"cedar", "aspen"}),
        ("Not Cedar, Aspen is too small, Wednesday for 5.", None, {"cedar", "aspen"}),
    ],
)
def test_read(text: str, room: str | None, avoid: set[str]) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, "Wednesday", 5)
    assert avoid <= got.avoid and not ({"aspen", "cedar", "juniper"} - avoid) & got.avoid
