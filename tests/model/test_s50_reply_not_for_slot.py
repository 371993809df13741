"""A reply "Don't book for 10 on Friday, we moved it." above the quoted request takes it back.

requests50c: above "> Please book Maple for 10 on Friday." it still booked a room. A negated
booking with its own count or day takes the quoted request back; one followed by a new order
(its last word stands) does not.
"""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS

QUOTE = "\n\n> Please book Maple for 10 on Friday."


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "own",
    [
        "Don't book for 10 on Friday, we moved it.",
        "Please do not book a room for 10, the meeting moved.",
        "dont book on friday, we moved it",
    ],
)
def test_a_negated_booking_above_the_quote_books_nothing(own: str) -> None:
    assert _booked(own + QUOTE) == []


@pytest.mark.parametrize(
    "own",
    ["No, book the Atrium for 10 on Friday instead.", "Yes please, thanks!"],
)
def test_a_new_order_or_a_yes_still_books(own: str) -> None:
    assert _booked(own + QUOTE) != []
