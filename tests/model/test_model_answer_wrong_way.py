"""Answers read the wrong way round (outside tester 6, finding 4): "Yes would be wrong here."
approved (a yes named as the thing that is wrong), "Denial approved." approved (a yes on a no),
"Don't book it. Actually, do." denied (a turn to a yes after a no) and "Don't not book it."
denied (a double negative). A yes named by a verdict against it denies; the other three are
unclear: none of them may book a room. A few clear answers that read as unclear now decide
("You bet.", "Yes. Never mind the projector.", "Over my dead body.", "Keinesfalls buchen.").
"""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

#: Going ahead named as the thing that would be wrong (approved or unclear before).
YES_JUDGED_WRONG = [
    "Yes would be wrong here.",
    "A yes would be wrong here, sorry.",
    "Saying yes would be a mistake.",
    "Approving this would be a bad idea.",
    "To approve it would be a mistake.",
    "Booking it is a mistake.",
    "Going ahead seems unwise.",
    "Proceeding would be a waste of money.",
]
#: A yes on a no, a turn to a yes after a no, a double negative: unclear, never approved or
#: denied (approved or denied before).
UNCLEAR = [
    "Denial approved.",
    "Rejection confirmed.",
    "I accept the refusal.",
    "Cancellation approved.",
    "Ablehnung genehmigt.",
    "Rechazo aprobado.",
    "Refus accepté.",
    # "Don't book it. Actually, do.", "… do it.", "Nope. Actually, book it." approve since session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    "Don't. Just kidding, do it.",
    "Don't not book it.",
    "Can't not book it.",
    "I wouldn't not book it.",
    "Nicht nicht buchen.",
]
#: Clear answers that were unclear.
CLEAR = [
    ("You bet.", "approve"),
    ("You bet!", "approve"),
    ("Yes. Never mind the projector.", "approve"),
    ("Sure, never mind the cost.", "approve"),
    ("Yes, don't worry about the cost.", "approve"),
    ("Yes, but cancel the catering.", "approve"),
    ("Approve, skip the coffee.", "approve"),
    ("Over my dead body.", "deny"),
    ("Keinesfalls buchen.", "deny"),
    ("Keineswegs.", "deny"),
    ("En aucun cas.", "deny"),
    ("Sure, go ahead — just kidding, no.", "deny"),
]
#: Moved to unclear: an aside alone is no answer (were denied), and a verdict against going
#: ahead beside a go-ahead is mixed (were approved).
NOW_UNCLEAR = [
    "Never mind the projector.",
    "Cancel the catering.",
    "Yes would be wrong here, but go ahead.",
    "Over my dead body, book it.",
]
#: Readings these fixes must not move (the reminder and side-remark rules stay narrow).
KEPT = [
    ("Approval denied.", "deny"),
    ("Never mind the room.", "deny"),
    ("Never mind the booking, thanks.", "deny"),
    ("Don't worry about it.", "deny"),
    ("Yes, never mind the whole thing.", "unclear"),
    ("Yes, don't worry about it.", "unclear"),
    ("You bet?", "unclear"),
    ("Booking it isn't a mistake, go ahead.", "unclear"),
    ("Approval is a bad idea?", "unclear"),
    ("Booking it is a great idea.", "approve"),
    ("Yes, actually, go ahead.", "approve"),
    # session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    ("ok... actually no", "deny"),
    ("no, wait, yes", "approve"),
    ("No, I mean yes", "approve"),
    ("Yes, I mean no.", "deny"),
    ("Never, never.", "deny"),
]


@pytest.mark.parametrize("text", YES_JUDGED_WRONG)
def test_a_yes_judged_wrong_denies(text: str) -> None:
    assert read_answer(text) == "deny"
    assert read_answer(f"Answer from ops: {text}") == "deny"


@pytest.mark.parametrize("text", UNCLEAR + NOW_UNCLEAR)
def test_a_yes_on_a_no_a_turn_to_yes_and_a_double_negative_are_unclear(text: str) -> None:
    assert read_answer(text) == "unclear"


@pytest.mark.parametrize(("text", "verdict"), CLEAR)
def test_clear_answers_decide(text: str, verdict: str) -> None:
    assert read_answer(text) == verdict


@pytest.mark.parametrize(("text", "verdict"), KEPT)
def test_readings_the_fixes_do_not_move(text: str, verdict: str) -> None:
    assert read_answer(text) == verdict
