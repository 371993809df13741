"""answers35: "ok, the reservation works" and "the room works" read as no go-ahead while "ok, that
works", "Tuesday works" and "it works" approve: "works" was a yes only after "it" or "this" (or
the request's own room or day, said as "it"). The booking named as itself (the room, booking,
reservation, slot, time or day) works as "it" does; "the other room works", "the room works?"
and "the room works better on Friday" read as before."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = (
    "Book R-400 (Atrium) for 14 people on Wednesday (the request says: It's for the budget review)"
)


def _verdict(answer: str) -> str:
    verdict = explain_answer(answer, ASKED, rooms=ROOMS).verdict
    assert model_reads(answer, ASKED, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer",
    ["ok, the reservation works", "the room works", "ok, the booking works for me",
     "The slot works.", "yes, the day works fine"],
)  # fmt: skip
def test_the_booking_named_as_working_approves(answer: str) -> None:
    assert _verdict(answer) == "approve", answer


@pytest.mark.parametrize(
    "answer", ["the other room works", "the room works?", "the room works better on Friday"]
)
def test_another_room_a_question_or_another_day_stays_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer
