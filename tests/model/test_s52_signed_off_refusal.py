"""answers52b: an acknowledgement that closes a refusal signs it off ("No, don't book it, all
good" read "both yes and no", answers52 f52-056). What it signs off is read alone: a refusal in
more words than a bare no denies; a bare "no" before it ("nah all good", "No, all good") stays
unclear as before, and a yes signed off stays a yes.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar"), ("R-210", "Maple")]
CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"

CASES: list[tuple[str, str]] = [
    ("No, don't book it, all good", "deny"),
    ("Don't book it, all good", "deny"),
    ("No, don't book it. No worries.", "deny"),
    ("no need to book it, it's fine", "deny"),
    ("Nein, nicht buchen, alles gut", "deny"),
    ("Non, ne le réserve pas, c'est bon", "deny"),
    ("No, no lo reserves, todo bien", "deny"),
    # near misses: a bare no signed off, a yes signed off, a stop of something else
    ("nah all good", "unclear"),
    ("No, all good", "unclear"),
    ("Yes, book it, all good", "approve"),
    ("Don't cancel it, it's fine", "approve"),
    ("All good, go ahead.", "approve"),
]


@pytest.mark.parametrize(("answer", "verdict"), CASES, ids=[a for a, _ in CASES])
def test_s52_a_refusal_signed_off(answer: str, verdict: str) -> None:
    assert read_answer(answer, CEDAR, ROOMS) == verdict, answer


def test_s52_a_reader_that_takes_all_good_for_a_yes_fails() -> None:
    """A reader that approves any "all good"/"fine" approves the refusals signed off."""

    def broken(answer: str) -> str:
        low = answer.lower()
        return "approve" if "good" in low or "fine" in low or "bon" in low else "deny"

    assert any(broken(a) != v for a, v in CASES if v == "deny")
    assert any(broken(a) != v for a, v in CASES if v == "unclear")
