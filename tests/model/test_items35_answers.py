"""A yes that repeats the end of the request's time in words (outside tester items35, and
session 34's open "till lunch"): "Yes, till lunch works." to "… from 9 till lunch" read as a
start at lunch ('adds time 'lunch' (the request's end)'), so the item was refused at load and a
run asked again, where "Yes, till 12 is fine." to "from 10 till 12" approved: the bound word
before a time said in words was not read. Said so, the time is the request's end."""

from __future__ import annotations

import pytest

from arena.model.rooms import request_words
from arena.wording.answers import read_answer


def _asked(task: str) -> str:
    return f"Book R-102 (Aspen) for 5 people on Wednesday (the request says: {request_words(task)})"


@pytest.mark.parametrize(
    ("task", "answer", "verdict"),
    [
        ("Book a room on Wednesday for 5, from 9 till lunch.", "Yes, till lunch works.", "approve"),
        ("book a room for wednesday for five from nine till lunch", "sure till lunch is fine",
         "approve"),
        ("Book a room on Wednesday for 5 from 10am till noon.", "Yes, till noon is fine.",
         "approve"),
        ("Book a room on Wednesday for 5, from 9 till lunch.", "Yes, at lunch works.", "unclear"),
        ("Book a room on Wednesday for 5, from 9 till lunch.", "Yes, lunch works.", "unclear"),
        ("Book a room on Wednesday for 5, from 9 till lunch.", "Yes, until noon works.", "unclear"),
        ("Book a room on Wednesday for 5, from 10 to 11.", "Yes, at 11 works.", "unclear"),
    ],
)  # fmt: skip
def test_s35_end_of_the_asked_time_said_again(task: str, answer: str, verdict: str) -> None:
    assert read_answer(answer, _asked(task)) == verdict  # in a run
    assert read_answer(answer, task) == verdict  # at load, against the input


INVITE = (
    "Invitation: 1:1 + skip level @ Mon Dec 7, 2026 9am - 9:45am\nGuests: 3\nBook a room please."
)


@pytest.mark.parametrize(
    ("answer", "refused"),
    [("Yes, 9am Monday is fine.", False), ("Yes, Monday works.", False),
     ("Yes, Tuesday is fine.", True)],
)  # fmt: skip
def test_s35_load_reads_the_day_as_the_question_says_it(answer: str, refused: bool) -> None:
    """An invite's "Mon Dec 7" is Monday to the model, whose question says "on Monday": a yes
    that names Monday approves in a run, and was refused at load as adding a day."""
    from arena.item_facts import contradiction

    said = contradiction("approved", [f"text:{answer}"], INVITE, {"people": 3, "day": "monday"})
    assert (said is not None) == refused, said
