"""Yes and no around "any objections?" (session 40 left two readings for review; answers41):

- a bare yes ("yes", "Sure", "👍") to a request that closes on "— any objections?" denied: it
  may agree to the booking as well as object, so it is unclear now (the agent asks again); a
  yes with its reason ("Yes, budget freeze"), "I do" or "Yes, I object." still denies, and a
  request that asks only the question ("Any objections to booking Aspen?") is answered by a yes;
- "Any objections? No." (the person's own question, answered) was unclear; it approves, as
  "> Any objections?\\nno" does, while "Any objections? No?" and a no taken back stay unclear.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

TAGGED = "Book Maple (R-210) for 8 people on Wednesday at 13:00 — any objections?"
TAGGED_2 = "I'd like to book Aspen (R-102) for 6 on Tuesday at 10:00, any concerns?"
TAGGED_3 = "Booking Cedar (R-204) for 4 on Friday at 14:00. Any objections?"
ONLY_ASKED = "Any objections to booking Aspen (R-102) for 6 on Tuesday at 10:00?"
PLAIN = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@pytest.mark.parametrize("asked", [TAGGED, TAGGED_2, TAGGED_3])
@pytest.mark.parametrize(
    "answer", ["yes", "Yes.", "yes!", "Sure", "sure.", "👍", "Of course", "Ja"]
)
def test_a_bare_yes_to_a_request_closing_on_objections_is_unclear(answer: str, asked: str) -> None:
    assert read_answer(answer, asked) == "unclear", (answer, asked)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("Yes, I object.", "deny"),
        ("Yes, budget freeze", "deny"),
        ("I do", "deny"),
        ("Yes — don't book it, we're remote that day.", "deny"),
        ("Yes, go ahead.", "approve"),
        ("no", "approve"),
        ("none", "approve"),
        ("No objections.", "approve"),
        ("ok", "approve"),
    ],
)
def test_answers_beside_the_bare_yes_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, TAGGED) == verdict, answer


@pytest.mark.parametrize(
    ("answer", "asked", "verdict"),
    [
        ("yes", ONLY_ASKED, "deny"),  # the question alone: a yes answers it
        ("yes", "Do you have reservations about booking Aspen (R-102)?", "deny"),
        ("> Any objections?\nyes", PLAIN, "deny"),  # the question quoted and answered
        ("yes", TAGGED + " Reply yes to object.", "deny"),  # the request says what yes means
    ],
)
def test_a_yes_to_the_question_alone_still_denies(answer: str, asked: str, verdict: str) -> None:
    assert read_answer(answer, asked) == verdict, (answer, asked)


@pytest.mark.parametrize("asked", [PLAIN, None])
@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("Any objections? No.", "approve"),
        ("Any objections? None.", "approve"),
        ("Objections? Nope, go ahead.", "approve"),
        ("Should we cancel? No.", "approve"),
        ("Any objections? Yes.", "deny"),
        ("Any objections? No?", "unclear"),
        ("Any objections? No idea.", "unclear"),
        ("Any objections? No wait, yes.", "unclear"),
        ("Any objections? No, but use Cedar.", "unclear"),
        ("Should I cancel the catering? No.", "unclear"),  # another matter
    ],
)
def test_the_persons_own_question_answered_no(answer: str, verdict: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == verdict, answer


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("No objection from me", "approve"),  # unclear until answers41: "then 'from me'"
        ("No objections from my side.", "approve"),
        ("No objection here", "approve"),
        ("None from me", "approve"),
        ("Nothing from me", "approve"),
        ("No problem from my side", "approve"),
        ("No from me", "unclear"),  # a bare no with whose it is may be a vote against
        ("No objection from me, but ask Tom", "unclear"),
    ],
)
def test_a_no_that_says_whose_it_is(answer: str, verdict: str) -> None:
    assert read_answer(answer, TAGGED) == verdict, answer
    assert read_answer(f"> Any objections?\n{answer}", PLAIN) == verdict, answer
