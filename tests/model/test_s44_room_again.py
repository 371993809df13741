"""A room named as the one used before and then asked for again (requests44, session 43's
note): "Cedar was great last time, let's do that again. Tuesday, 6 people." read Cedar as a room
merely liked, and the model booked the first free room that fit (Aspen). "Do that again", "book
it again", "nimm ihn wieder" now ask for the room named before; a room named in between, a "not"
or a complaint keep their reading."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _asked(text: str) -> tuple[str | None, str, int, frozenset[str]]:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    return _named([], got, text), got.day, got.capacity, got.avoid


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Cedar was great last time, let's do that again. Tuesday, 6 people.", "R-204"),
        ("We loved Cedar last time, book it again for Tuesday, 6 people.", "R-204"),
        (
            "We were in Cedar last week and it was great; let's do that again on Tuesday, "
            "6 people.",
            "R-204",
        ),
        ("Maple worked well for the offsite; can we have it again? Tuesday, 6 people.", "R-210"),
        ("Cedar war super letztes Mal, nimm ihn wieder. Dienstag, 6 Personen.", "R-204"),
    ],
)
def test_the_room_asked_for_again(text: str, room: str) -> None:
    assert _asked(text)[:3] == (room, "Tuesday", 6)


def test_the_room_is_booked_end_to_end() -> None:
    text = "Cedar was great last time, let's do that again. Tuesday, 6 people."
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert [a["room_id"] for n, a in made if n == "book_room"] == ["R-204"]


@pytest.mark.parametrize(
    ("text", "room", "avoid"),
    [
        ("Cedar was great last time, but book Aspen again for Tuesday, 6.", "R-102", set()),
        ("Cedar was too noisy last time, let's not do that again. Tuesday, 6.", None, {"cedar"}),
        ("Cedar was great last time. Book a room for Tuesday, 6 people.", None, set()),
        ("Book Cedar for Tuesday, 6 people.", "R-204", set()),
    ],
)
def test_neighbours_keep_their_reading(text: str, room: str | None, avoid: set[str]) -> None:
    named, day, count, avoided = _asked(text)
    assert (named, day, count) == (room, "Tuesday", 6)
    assert avoided == avoid


def test_a_room_only_mentioned_is_still_asked_about() -> None:
    # recalled from the past, it is no room asked for (requests52b, test_s52_room_past)
    got = read_request("Book a room for 6 on Tuesday. We were in Cedar last week.")
    assert isinstance(got, BookingRequest) and got.avoid == frozenset(), got
