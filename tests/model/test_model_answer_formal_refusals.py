"""Formal refusals read as a yes (outside tester 20): "Unfortunately we are unable to approve this
request at this time." approved and booked the room, as did "Unable to proceed.", "I'd be
unwilling to approve this." and "It is impossible for me to approve this.": the reader knew no
negation in "unable", "impossible", "unwilling", so their "approve" approved. A word that says the
person cannot or will not do what follows it ("unable to", "not in a position to", "refuse to",
"decline to", "can't see my way to", "fail to see why I should", "reject approving") is a "not"
before that verb, in English, German, French and Spanish; "reluctant to approve" is a yes not yet
given (unclear), while "reluctantly approved" is given. British yeses ("Cheers!", "Crack on.",
"Lovely, ta.") read unclear, so an item's loader refused items that expected them to approve."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer, read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday after lunch at 2pm"


@pytest.mark.parametrize(
    "answer",
    [
        "Unfortunately we are unable to approve this request at this time.",
        "Regretfully, we are unable to approve your request.",
        "I am unable to approve this request.",
        "I'm unable to say yes to this.",
        "Sadly I'm unable to give approval for this one.",
        "Unable to proceed.",
        "Unable to authorise this booking.",
        "Approval: unable",
        "Impossible to approve.",
        "It is impossible for me to approve this.",
        "I'd be unwilling to approve this.",
        "I would be unwilling to sign off on this.",
        "I refuse to approve this.",
        "We decline to authorise this booking.",
        "I decline to approve this.",
        "I reject approving this.",
        "Approval withheld.",
        "Approval is withheld.",
        "I'm not in a position to approve this.",
        "I can't see my way to approving this.",
        "I fail to see why I should approve this.",
        "I fail to see why we should book this.",
        "Hi Jon,\n\nUnfortunately we are unable to approve this request at this time.\n\nBest,\nDavid",
        "Dear Sam,\n\nI regret that we are unable to approve this booking.\n\nKind regards,\nMaria",
        # the reader's other languages
        "Ich weigere mich, das zu genehmigen.",
        "Es ist unmöglich, das zu genehmigen.",
        "Wir sehen uns leider außerstande, das zu genehmigen.",
        "Impossible d'approuver cette demande.",
        "Nous sommes dans l'impossibilité d'approuver.",
        "Me niego a aprobar esto.",
        "Imposible aprobar esto.",
        # already read as no: kept so
        "Das kann ich nicht genehmigen.",
        "Je ne peux pas approuver cette demande.",
        "No puedo aprobar esto.",
        "We're not able to approve this.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_formal_refusal_denies(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "deny", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    [
        # a refusal turned by a second negation is a riddle, never a yes
        "I would never refuse to approve this.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_riddle_or_a_mixed_answer_is_unclear(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "unclear", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    [
        # unchanged: a given yes however it is coloured
        "Reluctantly approved.",
        "I can't see why not",
        "Impossible to say no to that, go ahead!",
        "I won't withhold approval, go ahead.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_given_yes_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    [
        "I'm reluctant to approve this.",
        "I'm hesitant to approve this.",
        "I'm somewhat reluctant to sign off on this.",
        "Loath to approve this one, to be honest.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_yes_said_unwillingly_before_it_is_given_is_unclear(
    answer: str, asked: str | None
) -> None:
    assert read_answer(answer, asked) == "unclear", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    [
        "Cheers!",
        "Cheers mate!",
        "Ta.",
        "Crack on.",
        "Crack on then.",
        "Cheers, crack on.",
        "Spot on, crack on then.",
        "Lovely, ta.",
        "Lovely, ta very much.",
        "Lovely.",
        "Brilliant, cheers.",
    ],
)
@pytest.mark.parametrize("asked", [None, ASKED])
def test_a_british_yes_approves(answer: str, asked: str | None) -> None:
    assert read_answer(answer, asked) == "approve", explain_answer(answer, asked)


@pytest.mark.parametrize(
    "answer",
    [
        "Cheers?",
        "Cheers, but no.",
        "Ta, but we found a room elsewhere.",
        "Don't crack on.",
        "Lovely, no.",
        "Have a lovely evening!",
    ],
)
def test_thanks_beside_a_no_or_a_question_is_no_yes(answer: str) -> None:
    assert read_answer(answer, ASKED) != "approve", explain_answer(answer, ASKED)
