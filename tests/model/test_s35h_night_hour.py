"""Held-out tester 35: "yes, 10 pm" to a request for "Wednesday 10:00-11:00".

A request's hour up to 12 without "am" or "pm" was read as either half of the day, so an answer
that named the night's half ("10 pm", "22:00") repeated it and approved a 10:00 booking. An hour
of 9, 10 or 11 a request writes that way is the morning: nobody books a meeting room for 21:00-
23:59, and the agent books 10:00. Other hours ("at 3:00") keep both halves.
"""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

MORNING = "Book R-102 (Aspen) for 6 people on Wednesday 10:00-11:00?"


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        (MORNING, "yes, 6 people, 10 pm"),
        (MORNING, "yes at 10pm"),
        (MORNING, "yes, 22:00"),
        ("Book Aspen on Wednesday at 9:30?", "sure, 9:30 pm"),
        ("Book Aspen on Friday 11:00-12:00?", "ok, 11pm works"),
    ],
)
def test_the_night_half_of_a_morning_hour_is_another_time(asked: str, answer: str) -> None:
    assert explain_answer(answer, asked).verdict == "unclear", answer


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        (MORNING, "yes at 10"),
        (MORNING, "yes, 10am"),
        (MORNING, "yes 10-11"),
        (MORNING, "yes, 10:00 works"),
        ("Book Aspen at 10pm?", "yes at 22:00"),
        ("Book Aspen on Friday at 3:00?", "yes 3pm"),
        ("Book Aspen on Friday 11:00-13:00?", "yes, 11 till 1"),
    ],
)
def test_the_asked_time_is_still_a_yes(asked: str, answer: str) -> None:
    assert explain_answer(answer, asked).verdict == "approve", answer
