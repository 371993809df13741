"""World-English yeses read unclear (session 23): a sentence particle after a clear yes ("ok lah",
"sure sha"), Singlish "can", Nigerian "no wahala", Indian "do the needful", Irish "go on so" and
Pidgin "book am". The particle says nothing about the answer, so the clause around it reads as it
would without it, and a no with one stays a no."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


@pytest.mark.parametrize(
    "answer",
    [
        "ok lah",
        "can lah",
        "Can can, go ahead",
        "no wahala, go ahead",
        "no wahala, book it",
        "go on so",
        "do the needful",
        "sure sha, book am",
        "abeg, book am",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_world_english_yes_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve"


@pytest.mark.parametrize(
    "answer",
    [
        "cannot lah",
        "can't lah",
        "no lah, don't book",
        "abeg no",
        "nah sha, leave it",
        "no need lah",
        "leave it so",
        "don't do the needful",
        "don't book am",
        "no wahala, but don't book it",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_world_english_no_stays_a_no(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "deny"


@pytest.mark.parametrize(
    "answer",
    [
        "can meh?",
        "can or not?",
        "Can I ask something first?",
        "ok lah, but only after 3",
        "sure o, but tomorrow",
        "yes sha, but let me check first",
        "go on so?",
        "I think so",
        "Make it so?",
    ],
)
def test_a_particle_does_not_hide_a_question_or_a_condition(answer: str) -> None:
    assert read_answer(answer, ASKED) == "unclear"


def test_words_that_look_like_particles_read_as_before() -> None:
    # "so" after "it" is no particle, and "am" after a number is no Pidgin "it"
    assert read_answer("Make it so.", ASKED) == "approve"
    assert read_answer("yes, book 9 am", ASKED) == "unclear"  # a time the request does not have
