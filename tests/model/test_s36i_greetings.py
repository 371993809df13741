"""A greeting that names a part of the day is no time the request asks for (held-out
itemsheld36): "Good morning, could you please reserve a room … on Thursday?" was asked as "…
on Thursday (the request says: morning)", so the person approving was told of a time nobody
asked for, and "Yes, as long as it's in the morning" approved a request that named no time
(a condition on a time the request does not say stays unclear, docs/items.md)."""

from __future__ import annotations

import pytest

from arena.model.rooms import Room, summary
from arena.model.task import parse_request
from arena.wording.answers import read_answer

ASPEN = Room("R-102", "Aspen")


def _question(task: str) -> str:
    req = parse_request(task)
    assert req is not None, task
    return summary(ASPEN, req, task)


GREETED = [
    "Good morning, could you please reserve a room for 4 people on Thursday? Cheers, Lin",
    "Morning! Can you book a room for 2 people on Wednesday? Thanks",
    "Good afternoon, please book a room for 6 people on Tuesday.",
    "Good evening! Please book a room for 5 people on Friday.",
    "Morning all, please book a room for 3 people on Monday.",
    "Guten Abend, bitte einen Raum für 5 Leute am Mittwoch buchen.",
    "Buenas tardes, necesito una sala para 6 personas el martes.",
]


@pytest.mark.parametrize("task", GREETED)
def test_a_greeting_is_no_time_in_the_question(task: str) -> None:
    question = _question(task)
    assert "(the request says" not in question, question


@pytest.mark.parametrize("task", GREETED[:5])
@pytest.mark.parametrize(
    "answer", ["Yes, as long as it's in the morning", "Yes, if it's in the afternoon"]
)
def test_a_condition_on_a_time_never_asked_stays_unclear(task: str, answer: str) -> None:
    assert read_answer(answer, _question(task)) == "unclear"


@pytest.mark.parametrize(
    ("task", "words"),
    [
        ("Good morning! Book a room for 6 people on Tuesday afternoon.", "afternoon"),
        ("Morning! Can you book a room for 2 people on Wednesday at 9:30?", "at 9:30"),
        ("Please book a room for 6 people on Tuesday morning.", "morning"),
        ("Book Tue, morning, 6 people", "morning"),
        ("Guten Abend, bitte einen Raum für 5 Leute am Mittwoch, abends.", "abends"),
    ],
)
def test_the_time_the_request_asks_for_is_still_said(task: str, words: str) -> None:
    question = _question(task)
    assert question.endswith(f"(the request says: {words})"), question
    assert read_answer("Yes, plain go ahead", question) != "deny"
