"""Held-out tester 34: "YES 2" to "Book R-204 (Cedar) for 8 people on Tuesday at 2pm?" approved.
A number said alone after a yes, with no "at", "pm" or colon, that is not the request's head
count may be 2 people, option 2 or 2 o'clock: it was read as the request's hour and so as "it".
It is now unclear, as "yes, 11" to "10:00-11:00" was; "yes at 2", "yes, 2pm", "yes, 14:00",
"ok, 2 till 3" (a range), "yes 8" (the count) and "yes 204" (the room's number) read as before.
Session 33's "yes, 10" to a 10:00-11:00 request (a bare start, read as the request's own time)
reads unclear with it: the same shape, and the same three readings."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ROOMS = [(room.id, room.name) for room in all_rooms()]
ASKED = "Book R-204 (Cedar) for 8 people on Tuesday at 2pm?"
RANGE = "Book Cedar (R-204) for 6 people on Tuesday at 10:00-11:00"


def _verdict(answer: str, asked: str = ASKED) -> str:
    verdict = explain_answer(answer, asked, rooms=ROOMS).verdict
    assert model_reads(answer, asked, ROOMS) == verdict, "the scripted model reads it otherwise"
    return verdict


@pytest.mark.parametrize(
    "answer", ["YES 2", "yes 2", "Sure, 2", "approved 2", "yep 2.", "yes, 2 works"]
)
def test_a_bare_number_that_is_only_the_asked_hour_is_unclear(answer: str) -> None:
    assert _verdict(answer) == "unclear", answer


def test_a_bare_start_of_a_range_is_unclear_too() -> None:
    assert _verdict("yes, 10", RANGE) == "unclear"


@pytest.mark.parametrize(
    "answer",
    ["yes at 2", "yes, 2pm", "yes, 14:00", "yes 8", "yes 204", "ok, 2 till 3", "yes 2-3pm"],
)
def test_a_time_said_as_one_the_count_or_the_room_still_approves(answer: str) -> None:
    asked = ASKED.replace("at 2pm", "at 2-3pm") if "3" in answer else ASKED
    assert _verdict(answer, asked) == "approve", answer


@pytest.mark.parametrize("answer", ["ok, 10 till 11", "yes 10 to 11", "yes, at 10"])
def test_the_asked_range_or_start_said_with_at_still_approves(answer: str) -> None:
    assert _verdict(answer, RANGE) == "approve", answer
