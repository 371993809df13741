"""A why-question about a booking not made or not allowed asks for none (requests49).

"Why didn't you book Cedar for 6 on Tuesday?" and "Why can't we book Cedar …?" read Cedar as
ruled out (the "n't book Cedar") and booked Aspen; "¿Por qué no reservaste Cedar …?" (why
didn't you book) booked Cedar, read as the proposal "¿Por qué no reservamos …?" is. Each now asks
for no booking (the free rooms are listed); a proposal, and a booking asked beside the
question, still book."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request

NOT_DONE = [
    "Why didn't you book Cedar for 6 on Tuesday?",
    "Why can't we book Cedar for 6 on Tuesday?",
    "Why wasn't Cedar booked for 6 on Tuesday?",
    "why couldnt you reserve Cedar for 6 on tuesday?",
    "Warum hast du Cedar für Dienstag nicht gebucht? Wir sind 6.",
    "¿Por qué no reservaste Cedar para el martes? Somos 6.",
    "Pourquoi tu n'as pas réservé Cedar mardi ? Nous sommes 6.",
]


@pytest.mark.parametrize("text", NOT_DONE)
def test_a_booking_not_made_asked_about_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert not [a for n, a in made if n == "book_room"], made


@pytest.mark.parametrize(
    "text",
    [
        "Why don't we book Cedar for 6 on Tuesday?",
        "Can you book Cedar for 6 on Tuesday?",
        "¿Por qué no reservamos Cedar para el martes? Somos 6.",
        "Why didn't you book Cedar for 6 on Tuesday? Please book Maple now.",
    ],
)
def test_a_proposal_or_a_booking_asked_beside_still_books(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
