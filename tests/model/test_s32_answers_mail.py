"""A plain yes outside tester 32 wrote that read unclear (session 32): British mail's "Happy for
you to book this." and a yes above a German, French or antivirus footer, whose "nicht" read as
a no beside it."""

from __future__ import annotations

import pytest

from arena.model.rooms import all_rooms
from arena.wording.answers import explain_answer

ASKED = "Book R-204 (Cedar) for 8 people on Wednesday at 10:00?"
DE_FOOTER = (
    "\n\nDiese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat "
    "sind, informieren Sie bitte sofort den Absender und vernichten Sie diese Mail."
)


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        ("Happy for you to book this.", "approve"),
        ("I'm happy for it to go ahead, thanks", "approve"),
        ("Not happy for you to book this.", "deny"),
        ("Yes, please go ahead." + DE_FOOTER, "approve"),
        ("Confirmed, go ahead." + DE_FOOTER, "approve"),
        ("Please do not book it." + DE_FOOTER, "deny"),
        ("Declined.\n\nConfirmed virus-free by Avast.", "deny"),
    ],
)
def test_a_mail_answer_reads_as_its_own_words(answer: str, verdict: str) -> None:
    assert explain_answer(answer, ASKED, rooms=all_rooms()).verdict == verdict
