"""A bare four-digit 24-hour time ("1430") is the clock time it says where the words around it
make it one (outside tester 26).

"yes, 1430 works" and "book it for 1430" to "… at 14:30?" read unclear ("adds number '1430'")
while "1430 hrs" approved, and an input saying "at 1430" left the time out of the approval
question while the loader, reading the input, found it: the run and the loader disagreed. Now
"1430" is a time after "at"/"um"/"@", a when-word or a weekday, before "sharp" or "start", and
where the question says that very time. What must stay: a year ("2026", "by 2026"), a head
count ("1000 people"), a number that is no time of day ("1460", "2430") and a time the request
did not give.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.model.test_model_policy import run

from arena.item_facts import contradiction
from arena.model import BEHAVIOURS
from arena.model.rooms import Room, summary
from arena.model.task import parse_request
from arena.strays import plain_calls
from arena.tools.rooms import ROOMS
from arena.wording.answers import explain_answer, read_answer
from arena.wording.facts import read_facts
from row_table import rows

_ROOMS = [(room.id, room.name) for room in ROOMS]
MAPLE = Room("R-210", "Maple")
AT_1430 = "Book a room for 9 people on Friday at 14:30."


def _question(task: str) -> str:
    req = parse_request(task)
    assert req is not None, task
    return summary(MAPLE, req, task)


#: (input, a yes that says its time as four digits)
SAME_TIME = [
    (AT_1430, "yes, 1430 works"),  # the tester's
    (AT_1430, "book it for 1430"),  # the tester's
    (AT_1430, "Yes, at 1430"),
    (AT_1430, "1430 is fine, go ahead"),
    (AT_1430, "Sure, Friday 1430 works."),
    (AT_1430, "yes, 1430 hrs works"),  # as before
    ("Need a room Fri at 1430 for 9 people - book it.", "yes, 1430 works"),
    ("Need a room Fri at 1430 for 9 people - book it.", "Yes, 14:30 works."),
    ("Tuesday 1430, 6 people, please book a room.", "ok, 1430 then"),
    ("Book a room for 6 on Tue 1430 sharp.", "yes, 1430 is fine"),
    ("Bitte einen Raum am Dienstag um 1430 für 6 Personen buchen.", "Ja, 1430 passt."),
]


@rows(("task", "answer"), SAME_TIME)
def test_a_yes_with_the_request_time_in_four_digits_approves(task: str, answer: str) -> None:
    question = _question(task)
    assert read_answer(answer, question, rooms=_ROOMS) == "approve", question
    assert read_answer(answer, task, rooms=_ROOMS) == "approve"  # the loader reads the input


#: (input, a yes that names another time or one the request never gave)
OTHER_TIME = [
    (AT_1430, "yes, 1530 works"),
    (AT_1430, "Yes, at 1530"),
    (AT_1430, "book it for 1530"),
    (AT_1430, "Sure, Friday 1545 works."),
    ("Need a room Fri at 1430 for 9 people - book it.", "yes, 1500 works"),
    ("Book a room for 9 people on Friday.", "yes, 1430 works"),
    ("Book a room for 9 people on Friday.", "Yes, at 1430"),
]


@rows(("task", "answer"), OTHER_TIME)
def test_a_yes_with_another_four_digit_time_stays_unclear(task: str, answer: str) -> None:
    question = _question(task)
    assert explain_answer(answer, question, rooms=_ROOMS).verdict == "unclear", question
    assert read_answer(answer, task, rooms=_ROOMS) == "unclear"


@rows(
    ("task", "words"),
    [
        ("Need a room Fri at 1430 for 9 people - book it.", "at 1430"),
        ("Tuesday 1430, 6 people, please book a room.", "1430"),
        ("Book a room for 6 on Tue 1430 sharp.", "1430"),
    ],
)
def test_the_question_carries_a_four_digit_time(task: str, words: str) -> None:
    question = _question(task)
    assert words in question.partition("(the request says: ")[2], question


#: Four digits that are no clock time here: years, head counts, numbers past 23:59
NOT_TIMES = [
    "Yes, for the 2026 kickoff.",
    "Yes, by 2026.",
    "Book it from 2026 on, Tuesday 2026.",
    "Yes, 1000 people.",
    "Yes, at 1000 people.",
    "yes, 1460 works",
    "Yes, 2430 is fine",
    "yes, 1430 works",  # no word around it makes it a time: only the question's time can
    "yes, R-1430",
]


@rows("text", NOT_TIMES)
def test_four_digits_without_a_time_word_are_no_time(text: str) -> None:
    assert [f for f in read_facts(text, _ROOMS) if f.kind == "time"] == []


def test_a_year_stays_out_of_the_question() -> None:
    question = _question("Book a room for 6 people on Tuesday for the 2026 kickoff.")
    assert "2026" not in question


@rows(("answer", "loads"), [("yes, 1430 works", True), ("yes, 1530 works", False)])
def test_the_loader_reads_a_four_digit_time_as_the_run_does(answer: str, loads: bool) -> None:
    problem = contradiction(
        "approved", [f"text:{answer}"], "Need a room Fri at 1430 for 9 people - book it.",
        {"people": 9, "day": "friday"}, _ROOMS,
    )  # fmt: skip
    assert (problem is None) is loads, problem


@pytest.fixture
def _own_calls() -> Iterator[None]:
    """The tools run here are this test's own calls, also after evals ran legs in the process."""
    with plain_calls():
        yield


@pytest.mark.usefixtures("_own_calls")
@pytest.mark.parametrize(
    ("task", "answer", "booked"),
    [
        ("Book a room for 9 people on Friday at 1430.", "yes, 1430 works", True),
        ("Book a room for 9 people on Friday at 14:30.", "book it for 1430", True),
        ("Book a room for 9 people on Friday at 1430.", "yes, 1530 works", False),
    ],
)
def test_the_model_books_as_the_answer_reads(task: str, answer: str, booked: bool) -> None:
    made, _, pauses = run(BEHAVIOURS["compliant"], task, [f"text:{answer}"])
    assert pauses == 1
    assert any(name == "book_room" for name, _ in made) is booked, made
