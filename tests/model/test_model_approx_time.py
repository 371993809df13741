"""An approximate time ("10ish", "half 2", "noonish") is still the time the person asked for:
the approval question names it, so "yes, 10ish works" repeats it and is a yes (outside tester
19: the item failed on every adapter, the question had dropped it and the yes read as adding a
time)."""

from __future__ import annotations

import pytest

from arena.model.policy import is_approval
from arena.model.rooms import Room, summary
from arena.model.task import BookingRequest, read_request

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


def _question(task: str) -> str:
    req = read_request(task)
    assert isinstance(req, BookingRequest)
    return summary(Room("R-102", "Aspen"), req, task)


@pytest.mark.parametrize(
    ("task", "said", "answer"),
    [
        ("Could you book a room for 3 people on Friday, 9ish?", "9ish", "yes, 9ish is fine"),
        ("Need a room for 6 people Wednesday 11-ish", "11-ish", "sure, 11-ish works"),
        ("Book a room for 4 people on Monday, half 3 if possible", "half 3", "yes, half 3 works"),
        ("grab us a room for 3 people thursday noonish", "noonish", "ok, noonish is good"),
    ],
)
def test_an_approximate_time_is_in_the_question_and_a_yes_repeating_it_approves(
    task: str, said: str, answer: str
) -> None:
    question = _question(task)
    assert f"(the request says: {said})" in question
    assert is_approval(answer, question, ROOMS)


def test_another_time_in_the_yes_is_still_not_the_one_asked() -> None:
    question = _question("need rm 4 ppl thu 10ish pls")
    assert not is_approval("yes, 3pm works", question, ROOMS)


def test_the_approximate_time_is_no_head_count() -> None:
    req = read_request("need a room for 4 ppl thu 10ish pls")
    assert isinstance(req, BookingRequest) and req.capacity == 4
