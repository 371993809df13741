""" "Could we snag Maple on Wed …? 9 of us." (requests44's second fresh batch) read as asking what
is free, and the model listed rooms and booked nothing, though "Could we get Maple …" and "Can
you snag Maple …" ask for the booking. "Could we snag / nab / bag" now asks as "could we get"
does; a question whether a room is free stays one."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "book"),
    [
        ("Hey! Could we snag Maple on Wed for the quarterly review? 9 of us incl. me.", True),
        ("Could we nab a room on Wed? 9 of us.", True),
        ("Can I bag Cedar on Friday? 4 people.", True),
        ("Could we get Maple on Wed? 9 of us.", True),
        ("Is Maple free on Wed? 9 of us.", False),
        ("Could we check if Maple is free on Wed? 9 of us.", False),
    ],
)
def test_asks_for_the_booking(text: str, book: bool) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.book is book
