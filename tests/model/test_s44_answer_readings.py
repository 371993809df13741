"""Three answers the reader left unclear though each decides (requests44, heldout43): "Hayır,
iptal." (Turkish: no, cancel) and "Ich verzichte, danke." (German: I'll pass, thanks) refuse,
and "Yes, that's fine. No need to add anything." approves (its "no need" is about adding, not
about the booking). Neighbours that say something else keep their verdicts: a yes beside a
cancel is unclear, "no need" alone still refuses, a pass on catering is no refusal."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Hayır, iptal.", "deny"),
        ("Hayır, iptal et.", "deny"),
        ("İptal edin lütfen.", "deny"),
        ("Ich verzichte, danke.", "deny"),
        ("Wir verzichten darauf.", "deny"),
        ("Ich verzichte auf den Raum.", "deny"),
        ("Yes, that's fine. No need to add anything.", "approve"),
        ("Yes. No need to add anything, book it.", "approve"),
        # neighbours
        ("Evet, iptal.", "unclear"),
        ("Evet, rezerve et.", "approve"),
        ("Ja, ich verzichte auf Catering.", "approve"),
        ("No need to add anything.", "unclear"),
        ("No need.", "deny"),
        ("Yes, that's fine. No need to book it.", "unclear"),
        ("No, no need to add anything.", "deny"),
    ],
)
def test_verdict(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS).verdict == verdict
