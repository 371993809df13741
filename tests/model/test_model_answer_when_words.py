"""A yes that repeats the request's own time with its when-word ("yes, after lunch works" for
"Tuesday after lunch") read unclear, "'after it' qualifies the yes", and booked nothing (outside
tester 18, finding 3); a yes that moves the time to the other side ("yes, before 2pm works" for
"at 2pm") read as a plain yes. The when-word now goes with its time: the same side is the
request's time, another side is a time the answer adds."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

AFTER_LUNCH = "The four of us need a room on Tuesday after lunch, can you book one?"
AT_TWO = "Book a room for 3 at 2pm on Friday"
AFTER_FOUR = "Need a room for 5 on Monday, any time after 4pm"


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        (AFTER_LUNCH, "yes, after lunch works"),
        (AFTER_LUNCH, "yes after lunch is fine"),
        (AFTER_LUNCH, "Go ahead, after lunch then"),
        (AFTER_LUNCH, "Sure, from lunch is fine"),
        (AT_TWO, "yes, at 2pm is fine"),
        (AT_TWO, "Yes, around 2pm works"),
        (AFTER_FOUR, "Approved, after 4pm is fine"),
    ],
)
def test_a_yes_that_repeats_the_requests_time_approves(asked: str, answer: str) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        (AFTER_LUNCH, "yes, before lunch works"),
        (AT_TWO, "yes, before 2pm works"),
        (AT_TWO, "yes, by 2pm"),
        (AT_TWO, "yes, after 2pm is fine"),
        (AFTER_FOUR, "Approved, before 4pm is fine"),
        (AFTER_LUNCH, "Yes, after you check with Sam"),
    ],
)
def test_a_yes_that_moves_the_time_or_sets_a_condition_stays_unclear(
    asked: str, answer: str
) -> None:
    assert read_answer(answer, asked) == "unclear"


@pytest.mark.parametrize(
    ("task", "words"),
    [
        ("Please book a room for 5 people on Tuesday after lunch", "after lunch"),
        ("Book a room for 3 at 2pm on Friday", "at 2pm"),
        ("Need a room for 5 on Monday, any time after 4pm", "after 4pm"),
    ],
)
def test_the_question_keeps_the_requests_when_word_and_its_yes_approves(
    task: str, words: str
) -> None:
    """The approval question said "(the request says: lunch)" for "after lunch", and read against
    it "yes, after lunch works" added a time: the eval's room was never booked."""
    from arena.model.rooms import request_words

    assert request_words(task) == words
    question = f"Book R-102 (Aspen) for 5 people on Tuesday (the request says: {words})"
    assert read_answer(f"yes, {words} works", question) == "approve"
