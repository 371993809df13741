"""The answer's last clause (session 42): a no or a refusal led in by "so", "but", "still", "anyway"
after a yes is the person's last word ("Sounds fine. So no.", "Great idea, but don't book.": read
mixed), and a no to a question of the
person's own after their yes answers that question, not the booking ("Yes. Anything else? No.",
"Approve. Questions? No.": each denied) (:mod:`arena.wording.free_text`).
"""

from __future__ import annotations

from arena.wording.answers import read_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

LAST_WORD_NO = [
    "Sounds fine. So no.",
    "Sounds fine. So, no.",
    "Sounds good. But no.",
    "Looks fine. Still, no.",
    "Looks great. Anyway, no.",
    "Sounds fine. Final answer: no.",
    "Great idea, but don't book.",
    "Good plan, but no thanks.",
    "Great idea, but let's not.",
    "Sounds fine. So don't.",
    "Looks good. Still, don't book it.",
    "Great idea. But I'd rather not.",
    "Sounds good, but no.",
    "Yes, but please don't.",
    # already a no: the turn said another way
    "Great idea, but no.",
    "Nice. Don't book it though.",
    "Fine. No.",
    "Yes. No.",
    "Sure. Do we need it? No.",
]
#: Never a yes, though not read as a no either: mixed, or nothing said to the booking.
NEVER_YES = [
    "Yes, so no.",
    "Yes, no.",
    "Anything else? No.",
    "Yes, but don't be late.",
    "Yes, but don't book Cedar.",
    "Yes. Please do not.",
]
OWN_QUESTION_ANSWERED = [
    "Yes. Anything else? No.",
    "Yes, anything else? No.",
    "Approve. Questions? No.",
    "Approved. Any questions? None.",
    "Go ahead. Anything else? Nope.",
    "Sounds good. Anything else? No.",
    "Yes. Any objections? No.",
    "Yes. Any problems? No.",
    "Sure. Any issues? Nope.",
    # already a yes: a no inside the clause
    "Yes. So no worries.",
    "Approved. So, no need to ask again.",
    "Yes. But no catering.",
    "Yes, but no catering.",
    "Sure, but no rush.",
    "Yes. Don't forget the projector.",
    "Go ahead, don't wait for me.",
]


@rows("answer", LAST_WORD_NO)
def test_a_last_clause_that_only_says_no_denies(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "deny"


@rows("answer", NEVER_YES)
def test_a_refusal_beside_praise_never_approves(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "unclear"


@rows("answer", OWN_QUESTION_ANSWERED)
def test_a_no_to_the_person_s_own_question_leaves_the_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"
