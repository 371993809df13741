"""Answers with an aside, a self-correction or a "go ahead and don't" (outside tester 5, finding
9): "not bad, go ahead" and "Yes. Don't forget the projector." read as unclear, "Yes, I mean no."
and "no, go ahead and don't book it" too. The safe side matters more than coverage: none of these
fixes may turn a hedge, a question back or sarcasm into an approval.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_items
from arena.wording.answers import read_answer

#: A clear approval beside a remark that is no answer (were unclear).
APPROVALS = [
    "not bad, go ahead",
    "Not bad. Book it.",
    "Not too bad, go for it",
    "Yes. Don't forget the projector.",
    "Sure. Don't forget about the budget.",
    "Go ahead. Don't forget your badge.",
    "Go ahead and don't forget the projector.",
    "Yes, and don't forget to invite Sam.",
    "Yes, I mean it.",
    "Yes. I mean, no catering.",
    "Yes, I mean, go ahead.",
    "Approved, it's no big deal.",
]
#: The last decision is a no: a self-correction, or a go-ahead that introduces the refusal
#: (were unclear).
DENIALS = [
    "Yes, I mean no.",
    "Approved. Sorry, I meant denied.",
    "Yes — correction: no.",
    "Go ahead. On second thought, don't.",
    "Ok, I mean no.",
    "Ja, ich meine nein.",
    "Oui, je veux dire non.",
    "Sí, quiero decir, no.",
    "no, go ahead and don't book it",
    "Go ahead and don't book it.",
    "Please go ahead and cancel it.",
    "Go ahead and skip it.",
]
#: Hedges, questions back, sarcasm and half-decisions: unclear before these fixes and after, or
#: moved to unclear by them (a doubt asked back; a yes on someone else's say behind a reminder).
STILL_UNCLEAR = [
    "Go ahead?",
    "ok?",
    "Why not Cedar?",
    "Approved by me, but ask Dana too.",
    "Ok...",
    "Approved - too expensive?",
    "Approved — too expensive?",
    "Yes, are you sure?",
    "Yeah right",
    "Oh right, as if.",
    "not bad",
    "Not bad, thanks",
    "Not bad, but maybe another day",
    "Not bad, but I would rather have Cedar.",
    "Not bad... go ahead?",
    # "No, I mean yes", "No. I mean, go ahead." approve since session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    "Yes, I mean, maybe",
    "Yes, I mean no?",
    # "No, go ahead" approves since session 50 (tests/model/test_s50_own_role_yes.py)
    "Go ahead, don't book it",
    "Go ahead and don't worry",
    "Yes. Don't forget it.",
    "Don't forget the projector.",
    "Yes. Don't forget to check with Dana first.",
    "Yes, remember to check with Dana first.",
    "Yes. Don't forget the meeting is cancelled.",
    "Sure, correction: book Cedar instead",
]
#: Readings these fixes must not move.
KEPT = [
    ("Yes. Which floor is it on?", "approve"),
    ("Yes, can you also order coffee too?", "approve"),
    ("No. Too expensive?", "deny"),
    ("Not bad at all", "approve"),
    ("Not a bad idea", "approve"),
    ("Not bad, but no.", "deny"),
    ("Go ahead and book it.", "approve"),
    ("Go ahead and don't book anything else.", "approve"),
    ("Yes, no need to check with Dana.", "approve"),
    ("Go ahead, don't forget to invite Sam.", "approve"),
    ("I mean, sure", "approve"),
    ("forget it", "deny"),
    ("No, book it", "unclear"),
    # session 53: a self-correction's last word wins (tests/model/test_s53_corrected_last.py)
    ("ok... actually no", "deny"),
    ("no, wait, yes", "approve"),
]


@pytest.mark.parametrize("text", APPROVALS)
def test_an_approval_with_an_aside_approves(text: str) -> None:
    assert read_answer(text) == "approve"


@pytest.mark.parametrize("text", DENIALS)
def test_the_last_decision_denies(text: str) -> None:
    assert read_answer(text) == "deny"
    assert read_answer(f"Answer from ops: {text}") == "deny"


@pytest.mark.parametrize("text", STILL_UNCLEAR)
def test_hedges_and_questions_back_stay_unclear(text: str) -> None:
    assert read_answer(text) == "unclear"


@pytest.mark.parametrize(("text", "verdict"), KEPT)
def test_readings_the_fixes_do_not_move(text: str, verdict: str) -> None:
    assert read_answer(text) == verdict


def test_an_item_answered_with_an_aside_loads_as_approved(tmp_path: Path) -> None:
    """The tester's item was refused at load ("reads as unclear; change the answer")."""
    items = tmp_path / "items.yaml"
    head = "- id: a\n  input: Book a room for 6 on Tuesday\n  expect: approved\n"
    items.write_text(head + '  resume_with: ["text:not bad, go ahead"]\n')
    assert [i.id for i in load_items(items)] == ["a"]
    items.write_text(head + '  resume_with: ["text:Approved - too expensive?"]\n')
    with pytest.raises(Exception, match="reads as unclear"):
        load_items(items)
