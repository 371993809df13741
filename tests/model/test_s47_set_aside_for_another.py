"""A room set aside in a clause of its own, another room asked for right after it, is ruled out
(regress46): "Set aside Aspen; book Cedar for 6 on Tuesday." was asked about as two rooms asked
for ("set aside Maple for 8" asks for Maple: requests46). "Set aside Aspen; book it …", "set
aside Maple for our board …" and a thing set aside read as before."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _read(text: str) -> tuple[str | None, frozenset[str]]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return _named([], read, text), read.avoid


@pytest.mark.parametrize(
    "text",
    [
        "Set aside Aspen; book Cedar for 6 on Tuesday.",
        "Put aside Aspen, book Cedar for 6 Tuesday",
        "Leave aside Aspen. Please book Cedar for 6 on Tuesday.",
    ],
)
def test_the_room_set_aside_for_another_is_ruled_out(text: str) -> None:
    named, avoid = _read(text)
    assert named == "R-204" and "aspen" in avoid, (named, avoid)


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Set aside Aspen; book it for 6 on Tuesday.", "R-102"),
        ("Could you set aside Maple for our board of 9 on Wednesday?", "R-210"),
        ("Set aside the budget question; book Cedar for 6 on Tuesday.", "R-204"),
    ],
)
def test_a_room_set_aside_for_itself_or_a_thing_set_aside_reads_as_before(
    text: str, room: str
) -> None:
    assert _read(text)[0] == room


def test_a_room_set_aside_in_the_past_is_still_asked_about() -> None:
    read = read_request("We set aside Maple last time; book a room for 6 on Tuesday.")
    # recalled from the past: no room asked for, none ruled out (requests52b, test_s52_room_past)
    assert isinstance(read, BookingRequest) and read.avoid == frozenset(), read
