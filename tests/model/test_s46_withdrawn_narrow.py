"""Two readings of fac2a441 kept to what they said (regress46). The need told gone at a
request's end called it off even where "one" or "it" was a thing named just before: "Book Aspen
for 6 on Tuesday. Just kidding about the projector, we don't need one." and "… Forget the
coffee, we don't need it." booked Aspen on ab91a806 and nothing on 50c4ffd2 (fac2a441's own
docstring keeps "we don't need a projector" a need of something else). A hypothetical question
answered by its own writer ("Hypothetically, could you book Aspen for 6 on Tuesday? Please
do.") booked nothing. Both book again; the need told gone and a hypothetical left open still
book nothing."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, CalledOff, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Tuesday. Just kidding about the projector, we don't need one.",
        "Book Aspen for 6 on Tuesday. The projector? We don't need it.",
        "Book Aspen for 6 on Tuesday. Forget the coffee, we don't need it.",
        "Book Aspen for 6 on Tuesday. We have our own projector, so we don't need one.",
        "Hypothetically, could you book Aspen for 6 on Tuesday? Please do.",
        "Hypothetically, could you book Aspen for 6 on Tuesday? Go for it.",
    ],
)
def test_the_request_stands(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _booked(text) == ["R-102"]


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Tuesday; we don't need it anymore.",
        "Book Aspen for 6 on Tuesday. Oh wait, the meeting moved, we don't need one.",
        "Book Aspen for 6 on Tuesday. Just kidding, we don't need it.",
    ],
)
def test_the_need_told_gone_still_calls_it_off(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)
    assert _booked(text) == []


def test_a_hypothetical_left_open_books_nothing() -> None:
    text = "Hypothetically, if I needed Aspen on Tuesday for 6, would that work?"
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book is False, read
    assert _booked(text) == []
