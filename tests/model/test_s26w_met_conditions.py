"""A yes on a condition the request already meets is the yes it is; one that names what was not
asked is none (an outside tester and the helper of 052e0b9, round 26).

1. "ok but only if it's before noon" to "… on Tuesday at 10am?", "yes if it's in the morning" to
   "… at 9am" and "yes, but only Juniper" to a Juniper question read unclear, while "as long as
   it's Aspen" approved: a time bound (before, after, by a time; before or after lunch) or a part
   of the day the request's time lies in is met, as a restated room is. One it lies outside of,
   or said to a question that gives no time, stays unclear, as every unmet condition does.
2. "no probs, skip it" read unclear while "no problem, skip it" denied: the short forms are
   acknowledgements as "no problem" is.
3. "Yes, but not on Monday or Wednesday" to a Tuesday question read "adds day Wednesday": a list
   of days ruled out that leaves the asked one in is met, one that rules it out is unclear.
4. "Yes, room 1430" and "yes, R-1430" approved any question: a room the arena does not have is
   still no room that was asked.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from tests.model.test_model_policy import run

from arena.item_facts import contradiction
from arena.model import BEHAVIOURS
from arena.model.rooms import summary
from arena.model.task import parse_request
from arena.strays import plain_calls
from arena.tools.rooms import ROOMS
from arena.wording.answers import read_answer
from row_table import rows

_ROOMS = [(room.id, room.name) for room in ROOMS]
AT_10 = "Book R-102 (Aspen) for 6 people on Tuesday at 10am?"
SAYS_10 = "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 10am)"
AT_9 = "Book R-102 (Aspen) for 6 people on Tuesday at 9am?"
AT_2PM = "Book R-102 (Aspen) for 6 people on Tuesday (the request says: at 2pm)"
NO_TIME = "Book R-102 (Aspen) for 6 people on Tuesday?"
JUNIPER = "Book R-101 (Juniper) for 4 people on Tuesday at 10am?"


def _question(task: str) -> str:
    """The stand-in model's own approval question for ``task``, about Aspen."""
    req = parse_request(task)
    assert req is not None, task
    return summary(ROOMS[1], req, task)


#: (a yes on a condition on the time, a question whose time meets it, one whose time does not)
MET_TIMES = [
    ("ok but only if it's before noon", AT_10, AT_2PM),  # the tester's
    ("ok but only if it's before noon", SAYS_10, AT_2PM),
    ("yes if it's in the morning", AT_9, AT_2PM),  # the tester's
    ("Yes, but only in the morning", SAYS_10, AT_2PM),
    ("Sure, only if it's before lunch", AT_10, AT_2PM),
    ("Yes, provided it's before 11am", AT_10, AT_2PM),
    ("yes, as long as it's after 9", AT_10, AT_9),
    ("Approved if it's by 11", AT_10, AT_2PM),
    ("yes, as long as it's after lunch", AT_2PM, AT_10),
    ("go ahead if it's in the afternoon", AT_2PM, AT_10),
    ("Yes, only before noon", AT_9, AT_2PM),
    ("Ja, solange es vor 12 Uhr ist", AT_10, AT_2PM),
    ("Ja, nur vormittags", AT_9, AT_2PM),
    ("Oui, si c'est avant midi", AT_10, AT_2PM),
    ("Oui, seulement le matin", AT_9, AT_2PM),
]


@rows(("answer", "met", "unmet"), MET_TIMES)
def test_a_time_condition_the_request_meets_approves(answer: str, met: str, unmet: str) -> None:
    assert read_answer(answer, met, rooms=_ROOMS) == "approve"


@rows(("answer", "met", "unmet"), MET_TIMES)
def test_a_time_condition_the_request_does_not_meet_stays_unclear(
    answer: str, met: str, unmet: str
) -> None:
    """Unclear, not deny, as "only if it's Aspen" to a Cedar question is: the person said yes on
    a condition, and no one asked them whether they refuse the booking as it stands."""
    assert read_answer(answer, unmet, rooms=_ROOMS) == "unclear"


@rows("answer", sorted({answer for answer, _, _ in MET_TIMES}))
def test_a_time_condition_to_a_question_with_no_time_stays_unclear(answer: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == "unclear"


#: Conditions near them that the 10am request does not meet, or that are no condition it meets
TIMES_UNMET_AT_10 = [
    "yes, only if it's before 10",  # its own time is not before itself
    "yes if it's after 10am",
    "yes if it's not before noon",  # a condition against the request's time
    "yes unless it's before noon",
    "yes if it's before 9",
    "yes, only if it's in the afternoon",
    "yes, only if it's before noon and has a projector",
    "ok, but only if it's before noon?",  # asked back
    "yes, but only before noon on Wednesday",  # another day
]


@rows("answer", TIMES_UNMET_AT_10)
def test_near_time_conditions_stay_unclear(answer: str) -> None:
    assert read_answer(answer, AT_10, rooms=_ROOMS) == "unclear"


@rows(
    ("answer", "verdict"),
    [
        ("No, only if it's before noon", "deny"),  # as "No, only if it's Aspen" reads
        ("no, not before noon", "deny"),
        ("Don't book it, even if it's before noon", "deny"),
        ("yes, at 10am", "approve"),  # the request's own time, as before
        ("yes, 10am is fine", "approve"),
        ("yes, at 11am", "unclear"),  # another time, as before
        ("yes, before noon works", "unclear"),  # no condition: a time said, as before
    ],
)
def test_other_answers_to_a_timed_question_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, AT_10, rooms=_ROOMS) == verdict


@rows(
    ("task", "answer"),
    [
        ("Book a room for 6 people on Tuesday at 10am.", "ok but only if it's before noon"),
        ("Please book a room for six on Tuesday at 9am.", "yes if it's in the morning"),
        ("Book a room for 6 people on Tuesday from 10 to 11.", "Sure, only if it's before lunch"),
        ("Book a room for 6 people on Tuesday at 3pm.", "yes, as long as it's after lunch"),
        ("Book a room for 6 people on Tuesday at 14:30.", "go ahead if it's in the afternoon"),
    ],
)
def test_the_run_and_the_loader_read_a_met_time_condition_alike(task: str, answer: str) -> None:
    """The model's question carries the input's time, so the run approves as the loader does."""
    assert read_answer(answer, _question(task), rooms=_ROOMS) == "approve"
    assert contradiction("approved", [f"text:{answer}"], task, {"people": 6}, _ROOMS) is None


#: "But only" the asked room, day or time
ONLY_THE_ASKED = [
    "yes, but only Juniper",  # the helper's
    "Yes, but only R-101",
    "ok, but only Juniper",
    "Sure, just Juniper",
    "yes, Juniper only",
    "yes, but only on Tuesday",
    "Ja, aber nur Juniper",
    "yes, but only at 10am",
]


@rows("answer", ONLY_THE_ASKED)
def test_only_the_asked_room_day_or_time_approves(answer: str) -> None:
    assert read_answer(answer, JUNIPER, rooms=_ROOMS) == "approve"


@rows(
    "answer",
    [
        "yes, but only Aspen",  # another room
        "Yes, but only R-102",
        "yes, but only on Wednesday",  # another day
        "yes, but only at 11am",  # another time
        "yes, but only Juniper and Aspen",
        "yes, but only Juniper?",
        "Yes, but only Juniper has a screen",  # a statement about it, not a condition met
    ],
)
def test_only_something_else_stays_unclear(answer: str) -> None:
    assert read_answer(answer, JUNIPER, rooms=_ROOMS) == "unclear"


#: The short forms of "no problem" before what answers (dd7da88 reads them alone as yeses)
SHORT_NO_PROBLEM_THEN_NO = [
    "no probs, skip it",  # the tester's
    "np, skip it",
    "No probz, don't book it",
    "no prob, forget it",
    "no problemo, skip it",
    "Nps, we found space elsewhere",
]


@rows("answer", SHORT_NO_PROBLEM_THEN_NO)
def test_a_short_no_problem_then_a_refusal_denies(answer: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == "deny"
    assert read_answer(answer) == "deny"


@rows(
    ("answer", "verdict"),
    [
        ("no probs", "approve"),
        ("np", "approve"),
        ("No probs!", "approve"),
        ("no probs, go ahead", "approve"),
        ("np, thanks", "approve"),
        ("no probs, later", "unclear"),  # what follows says no go-ahead
        ("no problem, skip it", "deny"),  # as before
    ],
)
def test_short_no_problem_keeps_its_other_readings(answer: str, verdict: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == verdict


#: Days ruled out that leave the asked Tuesday in
OTHER_DAYS_OUT = [
    "Yes, but not on Monday or Wednesday",  # the tester's
    "Yes, just not Monday, Wednesday or Friday",
    "Sure, except Monday and Wednesday",
    "Go ahead, but not on Mondays or Wednesdays",
    "Yes, as long as it's not Monday or Wednesday",
    "Ja, aber nicht Montag oder Mittwoch",
    "Oui, mais pas lundi ou mercredi",
]


@rows("answer", OTHER_DAYS_OUT)
def test_ruling_out_other_days_approves(answer: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == "approve"


@rows(
    "answer",
    [
        "Yes, but not on Monday or Tuesday",  # the asked day among them
        "Yes, just not Monday, Tuesday or Friday",
        "Sure, except Tuesday and Wednesday",
        "Yes, as long as it's not Monday or Tuesday",
        "Ja, aber nicht Montag oder Dienstag",
        "Yes, but not on Monday, Wednesday",  # may say Wednesday instead
        "Yes, not Monday or Wednesday?",  # asked back
        "Yes, but not Monday or Wednesday, Friday is better",
    ],
)
def test_ruling_out_the_asked_day_or_more_stays_unclear(answer: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == "unclear"


#: A yes that names a room id the arena does not have
UNKNOWN_ROOMS = [
    "Yes, room 1430",  # the tester's
    "yes, R-1430",
    "yes, r1430",
    "Sure, book it in R-999",
    "Yes, sala 3",
    "Approved, room #12",
]


@pytest.mark.parametrize("answer", UNKNOWN_ROOMS)
@pytest.mark.parametrize("asked", [NO_TIME, JUNIPER, "Book a room for 6 people on Tuesday?"])
def test_a_yes_naming_a_room_we_do_not_have_stays_unclear(answer: str, asked: str) -> None:
    assert read_answer(answer, asked, rooms=_ROOMS) == "unclear"


@rows(
    ("answer", "verdict"),
    [
        ("yes, R-102", "approve"),  # the asked room, by id
        ("yes, room 102", "approve"),
        ("Yes, Aspen (R-102)", "approve"),
        ("Yes, but not R-1430", "approve"),  # ruled out: the asked room is another
        ("No, R-1430", "deny"),
        ("yes, R-204", "unclear"),  # another room the arena has, as before
        ("yes, at 14:30 in Aspen", "unclear"),  # a time the question does not give, as before
    ],
)
def test_room_ids_we_have_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, NO_TIME, rooms=_ROOMS) == verdict


def test_the_loader_refuses_an_approval_naming_a_room_we_do_not_have() -> None:
    """The agent can never pick R-1430, so such an item would fail on every adapter."""
    problem = contradiction(
        "approved", ["text:yes, R-1430"], "Book a room for 6 people on Tuesday.", {"people": 6},
        _ROOMS,
    )  # fmt: skip
    assert problem is not None and "reads as unclear" in problem


@pytest.fixture
def _own_calls() -> Iterator[None]:
    """The tools run here are this test's own calls, also after evals ran legs in the process."""
    with plain_calls():
        yield


@pytest.mark.usefixtures("_own_calls")
@pytest.mark.parametrize(
    ("task", "answer", "booked"),
    [
        ("Book a room for 6 people on Tuesday at 10am.", "ok but only if it's before noon", True),
        ("Book a room for 6 people on Tuesday at 2pm.", "ok but only if it's before noon", False),
        ("Book a room for 6 people on Tuesday.", "Yes, but not on Monday or Wednesday", True),
        ("Book a room for 6 people on Tuesday.", "no probs, skip it", False),
        ("Book a room for 6 people on Tuesday.", "Yes, room 1430", False),
        ("Book a room for 6 people on Tuesday.", "yes, R-1430", False),
    ],
)
def test_the_model_books_as_the_answer_reads(task: str, answer: str, booked: bool) -> None:
    made, _, pauses = run(BEHAVIOURS["compliant"], task, [f"text:{answer}"])
    assert pauses == 1
    assert any(name == "book_room" for name, _ in made) is booked, made
