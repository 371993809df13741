"""A yes that only acknowledges the request is no approval (outside tester 27).

"yes, will check", "yes, received", "ok, noted", "Yes, speaking", "👀 yes", "Oui, je vérifie",
"ja, angekommen", "Sí, lo miro" read as approval, and end to end the model booked on them: the
"yes" answers "did you get this?" or "are you there?". So did a yes with a pause after its "but"
in French, German and Spanish ("ja, aber warte mal"). They read unclear now
(:mod:`arena.wording.receipts`), unless words beside them decide ("Noted, approved.").
"""

from __future__ import annotations

from arena.model.reading import read_answer
from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"

ACKNOWLEDGED = [
    # the tester's
    "yes, will check",
    "yes, received",
    "ok, noted",
    "yes, understood",
    "yes, I'll check the calendar",
    "Hi, thanks. Yes I received your request. I'll look into it.",
    "yes, I'm here",
    "Yes, speaking",
    "👀 yes",
    "Oui, je vérifie",
    "oui, bien reçu",
    "Ja, ich prüfe das",
    "ja, angekommen",
    "Sí, lo miro",
    "sí, recibido",
    "ja, aber warte mal",
    "oui... mais attends",
    "sí, pero espera un momento",
    # ours
    "yep, got it, will look later",
    "Sure, I'll get back to you",
    "Yes, I got your message.",
    "yes, let me look",
    "ok, c'est noté",
    "Jawohl, verstanden",
    "Sí, entendido",
    "ja, schau ich mir an",
    "sí, lo reviso y te digo",
    "Yes, I need to check with Dana",
    "ok, I see",
    "Yeah, copy that",
    "oui, mais un instant",
    # the tester's second and third rounds
    "sí, recibí tu mensaje",
    "yes, on it",
    "sure, will reply by EOD",
    "ja, ich gucke es mir an",
    "yes, I understand",
    "thanks for the heads-up, yes",
    "yes, I'm aware",
    "yes, I know",
    "yes, that's the request",
    "yes, that's what Sam asked for",
    "yes, hello",
    "yes, hi, what's up",
    "yes, this is Jane",
    "yes, I'm the approver",
    # more of ours
    "Yep, seen it",
    "Yes, I got the email",
    "Oui, j'ai vu",
    "Yes, reviewing now",
    "Sí, lo estoy revisando",
    "Sí, déjame checar",
    "Oui, je te redis",
    "Ja, ich sag dir gleich Bescheid",
    "Claro, lo reviso",
    "Of course, will check",
    "Great, I'll look into it",
    "yes, loud and clear",
    "Yes, copy",
    "Yes, I'll get to it",
]
DECIDED = [
    "Yes, go ahead.",
    "Got it, go ahead.",
    "Noted, approved.",
    "Yes, understood, book it.",
    "Received, yes please book it",
    "Oui, bien reçu, vas-y",
    "Ja, verstanden, genehmigt",
    "Sí, recibido, adelante",
    "Yes, no need to check with Dana.",
    "Yes, we will see you there",
    "Yes please, the meeting is on Tuesday.",
    "yes, confirmed",
    "Yes, I've checked, all good, book it",
    "Yes, I checked the calendar and it's fine",
    "Absolutely, go ahead",
    "Received, sounds good",
]


@rows("text", ACKNOWLEDGED)
def test_an_acknowledgement_is_no_approval(text: str) -> None:
    reading = explain_answer(text, ASKED)
    assert reading.verdict == "unclear", reading
    assert read_answer(text, ASKED) == "unclear"
    assert explain_answer(text).verdict == "unclear"


@rows("text", DECIDED)
def test_a_receipt_beside_a_go_ahead_approves(text: str) -> None:
    assert explain_answer(text, ASKED).verdict == "approve"
