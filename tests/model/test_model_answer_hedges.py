"""Answers outside tester 7 found misread (finding 8), each as a class of wording with variants.

The unsafe one: a refusal held back ("I'm not saying no", "I didn't say no", "I'm not rejecting
it") approved, as "I wouldn't say no" does; the person has not committed to a yes, so it is
unclear. The rest were misread the safe way and now read as meant: "Yeah, no." and a yes taken
back at its end ("Sure, NOT.", "Approved? No.", "... budget for that. No.") deny, "Objection."
denies, a go-ahead after "No, yeah" approves, a rhetorical "why would I say no?" and "can't hurt"
approve, "absolutely not a problem" is no refusal, and misspelt decision words ("yse",
"approvd") read as the word meant. Both readers (the harness's and the scripted model's) agree.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer
from arena.wording.spelling import respell

#: A refusal held back is no yes (approved before: the unsafe direction).
HELD_BACK = [
    "I'm not saying no.",
    "Not saying no.",
    "I am not saying no, go ahead.",
    "I didn't say no.",
    "I haven't said no.",
    "I never said no.",
    "It's not a no.",
    "I'm not rejecting it.",
    "I'm not denying the request.",
    "Not refusing.",
    "I'm not objecting.",
    # a pause at the end: "wait" after a yes never books a room
    "Sure, why would I say no? Actually wait.",
    "Sure, go ahead. Actually wait.",
    "Yes... hang on.",
]
#: Still a yes: a refusal the person would not make, and a refusal decided against.
STILL_YES = [
    "I wouldn't say no.",
    "I'd never say no.",
    "Not rejected.",
    "No objections.",
    "Go ahead, no need to wait.",
]
DENY = [
    "Yeah, no.",
    "Yeah no.",
    "Yeah, no, not happening.",
    "Ya, no.",
    "sure, NOT.",
    "Great idea... not!",
    "Approve — NOT.",
    "Approved? No.",
    "Book it? Nope.",
    "Go ahead? No!",
    "Oh sure, because we totally have budget for that. No.",
    "Sure, we have money to burn. No.",
    "Objection.",
    "Objection!",
    "I have an objection.",
    "Einspruch.",
    "rejectd",
    "Denid.",
    "Nooo.",
]
APPROVE = [
    "No, yeah, go ahead.",
    "Nah yeah, book it.",
    "No yeah, sounds good.",
    "Sure, why would I say no?",
    "Why would I say no to that?",
    "How could I say no?",
    "Why wouldn't I?",
    "Yes — why would we refuse?",
    "can't hurt",
    "Can't hurt.",
    "Couldn't hurt, book it.",
    "Wouldn't hurt, go ahead.",
    "Yes, absolutely not a problem.",
    "Any objections? No.",  # answers41: the person's own question, answered no
    "Is it a problem? No.",  # session 42: the same family, said back and answered no
    "Do I mind? No.",
    "Certainly not a problem, go ahead.",
    "Definitely not an issue.",
    "Kein Einspruch.",
    "Sin objeciones.",
    "Aucune objection.",
    "yse",
    "Yess!",
    "approvd",
    "Aproved.",
    "apporved, thanks",
    "definately",
]
#: Neither: the idiom alone, a "no" that answers a question saying no or nothing, a hurt that
#: is about something else, and a "why" that asks about something else.
UNCLEAR = [
    "No, yeah.",
    "No, yeah, that's a bad idea.",
    "Approved?",
    "Why wouldn't we just wait?",
    "Why would I approve this?",
    "I'm not saying no, but let me think.",
]


@pytest.mark.parametrize("answer", HELD_BACK)
def test_a_refusal_held_back_is_no_yes(answer: str) -> None:
    assert read_answer(answer) == "unclear"
    assert model_reads(answer) == "unclear"


@pytest.mark.parametrize("answer", STILL_YES)
def test_a_refusal_the_person_would_not_make_still_approves(answer: str) -> None:
    assert read_answer(answer) == "approve"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [(a, "deny") for a in DENY]
    + [(a, "approve") for a in APPROVE]
    + [(a, "unclear") for a in UNCLEAR],
)
def test_idioms_read_as_meant(answer: str, verdict: str) -> None:
    assert read_answer(answer) == verdict
    assert model_reads(answer) == verdict
    assert read_answer(f"Answer from ops: {answer}") == verdict


@pytest.mark.parametrize(
    "word",
    ["approver", "refuses", "reuse", "conform", "accent", "certainty", "denier", "yet", "yen"],
)
def test_real_words_are_not_respelt(word: str) -> None:
    assert respell(word) == word


@pytest.mark.parametrize(
    "text",
    [
        "The approver hasn't answered.",
        "Awaiting a decision from the approver.",
        "I'll reuse the old room.",
        "It does conform.",
    ],
)
def test_words_near_a_decision_decide_nothing(text: str) -> None:
    assert read_answer(text) != "approve"
