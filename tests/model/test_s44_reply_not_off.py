"""A reply above a quoted request that asks for it, with "cancel" in its words, books it
(regress44, reviewing c508f78c). c508f78c reads a reply's own words that cancel the quoted
request as taking it back, and took "Please book this, I can't cancel the meeting.", "Don't
cancel this one, please book it.", "We were cancelling but changed our minds, please book it."
and "The old meeting was cancelled, so please book this instead." as take-backs: nothing was
searched or booked, where 00ed7537 booked Aspen. A negation before the cancel word, or a request
to book after it, keeps the request; the take-backs c508f78c reads still take it back."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS

QUOTED = "\n\n> Please book Aspen for 5 people on Wednesday."
OUTLOOK = (
    "\n\n-----Original Message-----\nFrom: Ann\nSent: Monday\nSubject: room\n\n"
    "Hi, please book Aspen for 5 people on Wednesday."
)


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize("quote", [QUOTED, OUTLOOK])
@pytest.mark.parametrize(
    "reply",
    [
        "Please book this, I can't cancel the meeting.",
        "Don't cancel this one, please book it.",
        "We were cancelling but changed our minds, please book it.",
        "The old meeting was cancelled, so please book this instead.",
        "No need to cancel anything, just book it.",
        "Please book this, and cancel my Friday booking.",
    ],
)
def test_a_reply_that_asks_for_the_booking_books_it(reply: str, quote: str) -> None:
    assert _booked(reply + quote) == ["R-102"]


@pytest.mark.parametrize("quote", [QUOTED, OUTLOOK])
@pytest.mark.parametrize(
    "reply",
    [
        "Please don't book this, we're cancelling.",
        "Please don't book this.",
        "Cancel this one please.",
        "The meeting was cancelled.",
        "Please book this. Actually no, cancel it.",
    ],
)
def test_a_reply_that_takes_it_back_books_nothing(reply: str, quote: str) -> None:
    assert _booked(reply + quote) == []
