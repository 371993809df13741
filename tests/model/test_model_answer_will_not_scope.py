"""The words for cannot or will not ("unable to", "impossible to", "refuse to") were read as a
"not" before whatever verb followed (session 23 review), so a yes beside an inability about
something else read unclear or deny: "I'm unable to attend but approve the booking", "Sam is
unable, so go ahead and book it", "Impossible to beat that, book it!". They turn only the
decision itself (approve, sign off, proceed, book, say yes) or a refusal of it ("I decline to
object"); and "Declining.", "I am unwilling.", "I can't bring myself to approve this" refuse."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer, read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    ["I'm unable to attend but approve the booking", "I'm unable to attend, but approve the booking",
     "Unable to join, but approved.", "I am unable to attend, but approved.",
     "I'm unable to join but go ahead and book it", "Sam is unable, so go ahead and book it",
     "Yes. Unable to chat now, in meetings.", "Impossible to beat that, book it!",
     "It's impossible to find anything better, I approve", "I'd never refuse to approve that. Go ahead",
     "Sam's off so I'm unable to ask him; go ahead", "I decline to object. Approved."],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_an_inability_about_something_else_leaves_the_yes(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    ["Declining.", "I'm declining this", "I am unwilling.", "I can't bring myself to approve this",
     "We are unable to approve this", "Unable to proceed.", "Unable, sorry.",
     "We're unable to currently approve this", "Sorry, unable to help."],
)  # fmt: skip
@pytest.mark.parametrize("asked", [None, ASKED])
def test_an_inability_to_decide_denies(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "deny", explain_answer(answer, asked)


def test_a_supposed_yes_alone_stays_unclear() -> None:
    assert read_answer("I would never refuse to approve this.") == "unclear"
