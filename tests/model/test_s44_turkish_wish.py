"""A Turkish wish for a room (requests44): "Perşembe günü 4 kişilik bir oda ayırır mısın? Juniper
olursa iyi olur." (a room for 4 on Thursday? Juniper would be good) named Juniper without saying
whether to book it. "olursa iyi olur" now asks for it; "Juniper olmasın" still rules it out."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request

ASK = "Perşembe günü 4 kişilik bir oda ayırır mısın? "


@pytest.mark.parametrize(
    ("said", "room", "avoid"),
    [
        ("Juniper olursa iyi olur.", "R-101", frozenset()),
        ("Juniper olursa süper olur.", "R-101", frozenset()),
        ("Juniper'i ayırın.", "R-101", frozenset()),
        ("Juniper olmasın.", None, frozenset({"juniper"})),
    ],
)
def test_read(said: str, room: str | None, avoid: frozenset[str]) -> None:
    got = read_request(ASK + said)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, ASK + said), got.day, got.capacity, got.avoid) == (
        room,
        "Thursday",
        4,
        avoid,
    )


def test_would_not_be_good_is_no_wish() -> None:
    """ "olursa iyi olmaz" (would not be good): a first version read it as a wish for Juniper."""
    text = ASK + "Juniper olursa iyi olmaz."
    got = read_request(text)
    assert not (isinstance(got, BookingRequest) and _named([], got, text) == "R-101"), got
