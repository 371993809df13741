"""A reply that asks for a booking of its own, above or below the mail it quotes, is the request
(requests50).

"> Can we get Maple for 10 on Friday?" answered "No, Friday is off. Book Cedar for 6 on Tuesday
instead." was read as taking the quoted request back: nothing was searched or booked. A German
reply ("Das Meeting ist abgesagt. Buch stattdessen Cedar für 6 am Dienstag.") was read with the
quote's head count, 10. Where the writer's own words ask for a booking with its own head count and
read as a whole booking alone, they are the request. Near misses: a take-back alone, a booking
the writer will make themselves, and a reply with no day of its own read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, CalledOff, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


ANEW = [
    "> Can we get Maple for 10 on Friday?\n\nNo, Friday is off. Book Cedar for 6 on Tuesday instead.",
    "> Buch Maple für 10 am Freitag\n\nDas Meeting ist abgesagt. Buch stattdessen Cedar für 6 am "
    "Dienstag.",
    "Forget that one, book Cedar for 6 on Tuesday.\n\nOn Mon, Dec 7, 2026 at 9:00 AM Bob wrote:\n"
    "> Can we get Maple for 10 on Friday?",
    "> Réserve Maple pour 10 vendredi\n\nAnnulé. Réserve Cedar pour 6 mardi à la place.",
]


@pytest.mark.parametrize("text", ANEW)
def test_the_reply_s_own_booking_is_booked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (6, "Tuesday"), read
    assert _booked(text) == ["R-204"]


@pytest.mark.parametrize(
    "text",
    [
        "> Can we get Maple for 10 on Friday?\n\nThe meeting was cancelled, so no need.",
        "> Book Maple for 10 on Friday\n\nDon't book it, we're cancelling. I'll book for 10 "
        "myself later.",
    ],
)
def test_a_take_back_alone_is_still_called_off(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


def test_a_reply_with_no_day_of_its_own_keeps_the_quote_s_day() -> None:
    read = read_request("Yes, book it for 12.\n\n> Can we get Maple for 10 on Friday?")
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (12, "Friday"), read
