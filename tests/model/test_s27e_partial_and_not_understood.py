"""Answers outside testers 27a-c found misread: a part of a yes approved, and "I don't understand"
refused. A part of a yes is short of one (unclear); not understanding the question decides nothing
(unclear), while a refusal beside it still refuses."""

from __future__ import annotations

from arena.model.rooms import all_rooms
from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = all_rooms()


@rows(
    "answer",
    [
        "Half yes.", "Half a yes.", "Mostly yes.", "Partly yes.", "50% yes.", "A weak yes.",
        "Halb ja.", "Un demi-oui.", "Partially yes", "a partial yes", "Largely yes.",
        "Yes, mostly.", "yes, partly", "Yes, in part.", "Somewhat yes", "semi ok",
        "Halbes Ja.", "Teilweise ja.", "Oui à moitié.", "Oui, en partie.", "Medio sí.",
        "Sí, a medias.", "En parte sí.", "half a go-ahead",
        "leaning yes", "Leaning towards yes.", "I tend to yes",
    ],
)  # fmt: skip
def test_a_part_of_a_yes_is_no_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows(
    "answer",
    [
        "Reluctantly approved.", "Yes, the half-day slot is fine.", "Yes, go ahead, mostly for the demo.",
        "Approved, partly because it is cheap.", "Ja, halb drei passt.",
    ],
)  # fmt: skip
def test_a_word_for_part_of_something_else_leaves_the_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@rows(
    "answer",
    [
        "I don't understand", "Sorry, I not understand", "I do not understand the question",
        "I don't follow.", "I dont understand your question, sorry", "Je ne comprends pas.",
        "Ich verstehe nicht.", "Versteh ich nicht", "No entiendo.", "No comprendo",
    ],
)  # fmt: skip
def test_not_understanding_decides_nothing(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows(
    "answer",
    ["No, I don't understand why we need it. Don't book it.", "no, don't book it, I don't get why"],
)
def test_a_refusal_beside_not_understanding_still_refuses(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"
