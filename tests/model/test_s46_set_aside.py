""" "Set aside", "pencil in" and "earmark" ask for the room after them (requests46, fresh
requests): "Could you set aside Maple for our board of 9 on Wednesday? …" was not understood
("it names Maple without saying whether to book it or to avoid it"), as were "Please pencil in
Cedar …" and "Can you earmark Sequoia …". A room set aside in the past, or a thing set aside that
is no room, asks for nothing."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Could you set aside Cedar for our board of 7 on Wednesday?", "R-204"),
        ("Please pencil in Cedar for 6 on Tuesday.", "R-204"),
        ("Can you earmark Sequoia for Friday, 12 people?", "R-305"),
        ("Please put aside Maple for 8 on Friday.", "R-210"),
    ],
)
def test_the_room_set_aside_is_booked(text: str, room: str) -> None:
    assert _booked(text) == [room]


def test_a_room_set_aside_in_the_past_is_asked_about() -> None:
    read = read_request("We set aside Maple last time; book a room for 6 on Tuesday.")
    # recalled from the past: no room asked for, none ruled out (requests52b, test_s52_room_past)
    assert isinstance(read, BookingRequest) and read.avoid == frozenset(), read


def test_a_thing_set_aside_is_no_room() -> None:
    assert _booked("Set aside the budget question; book Cedar for 6 on Tuesday.") == ["R-204"]
