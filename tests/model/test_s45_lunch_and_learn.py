"""An event named after a meal is no time (evals45).

"Book a room for 6 on Tuesday for our lunch-and-learn." was asked as "(the request says:
lunch-and-learn)", its name read as a time, and a yes naming the event ("Yes, book it for the
lunch-and-learn.") read unclear where the question did not say it. A time said beside it, and
"at lunch" or "lunch-time" alone, are still times.
"""

from __future__ import annotations

import pytest

from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


def _asked(text: str) -> str:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return summary(Room("R-102", "Aspen"), read, text)


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday for our lunch-and-learn.",
        "Book a room for 6 on Tuesday for the Lunch-and-Learn please.",
        "Tuesday lunch-n-learn, 6 people, book a room.",
    ],
)
def test_an_event_named_after_lunch_is_not_said_as_a_time(text: str) -> None:
    assert _asked(text) == ASKED


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Book a room for 6 on Tuesday for our lunch-n-learn at 12.", "at 12"),
        ("Book a room for 6 on Tuesday at lunch.", "at lunch"),
        ("Book a room for 6 on Tuesday, lunch-time please", "lunch-time"),
    ],
)
def test_a_time_is_still_said(text: str, said: str) -> None:
    assert _asked(text) == f"{ASKED} (the request says: {said})"


def test_a_yes_naming_the_event_approves_and_one_adding_lunch_does_not() -> None:
    assert read_answer("Yes, book it for the lunch-and-learn.", ASKED) == "approve"
    assert read_answer("Yes, at lunch.", ASKED) == "unclear"
