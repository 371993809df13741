"""A question against the booking said back in the person's own words, then answered: the whole
family reads as "Any objections? No." does (session 42).

"Any objections? No." approved (answers41) while "Do I mind? No.", "Mind if I book? Not at all."
and "Is that a problem? No." were unclear ("asks back"): the same no to a reason not to book.
A yes to them refuses, as "Any objections? Yes." does; a question about another matter, or
asked back again, stays unclear (:mod:`arena.wording.negative_questions`).
"""

from __future__ import annotations

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

NO_TO_AGAINST = [
    "Any objections? No.",  # answers41, the family's first
    "Do I mind? No.",
    "Do I mind? Not at all.",
    "Would I mind? No.",
    "Mind if I book? Not at all.",
    "Is that a problem? No.",
    "Is it a problem? Nope.",
    "Would that be a problem? No.",
    "Is there a problem? Nope.",
    "Any problems? None.",
    "Any issues? No.",
    "Any reason not to? None.",
    "Do I have objections? No.",
    "Do I object? No.",
    "Do I mind? No, go ahead.",
]
YES_TO_AGAINST = ["Do I mind? Yes.", "Is that a problem? Yes.", "Any objections? Yes."]
STILL_UNCLEAR = [
    "Do I mind? No?",  # asked back again
    "Is that a problem for the budget? No.",  # another matter
    "Do I mind if you bring your dog? No.",
    "Is that a problem? No, but use Cedar.",
]


@rows("answer", NO_TO_AGAINST)
def test_a_no_to_a_reason_not_to_approves(answer: str) -> None:
    assert read_answer(answer) == "approve"
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
    assert model_reads(answer, ASKED, ROOMS) == "approve"


@rows("answer", YES_TO_AGAINST)
def test_a_yes_to_a_reason_not_to_denies(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows("answer", STILL_UNCLEAR)
def test_another_question_or_a_turn_stays_unclear(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", ["Is that OK? No.", "Can you book it? No."])
def test_a_no_to_the_go_ahead_stays_a_no(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"
