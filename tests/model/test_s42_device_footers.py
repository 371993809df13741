"""A mail app's device line cuts the answer only where nothing the person wrote follows it, and a
footer that speaks of the booking is the person's words (session 42).

"Yes\\nGet Outlook for iOS, and please don't book Aspen", "Yes\\nGet Outlook for Android\\nNo
wait, don't" and "Yes\\nThis email is confidential. Do not book." each approved: the footer line
and everything below it were cut as a signature (:mod:`arena.wording.signatures`,
:mod:`arena.wording.mail`). A device line alone, or with a signature, a notice or a quoted
mail below it, is still no part of the answer.
"""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer as model_reads
from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

NOT_A_YES = [
    "Yes\nGet Outlook for iOS, and please don't book Aspen",
    "Yes\nGet Outlook for Android\nNo wait, don't",
    "Yes\nSent from my iPhone\nDon't book Aspen",
    "Yes\nThis email is confidential. Do not book.",
    "Yes\nSent from my Galaxy\nJust kidding. No.",
]
STILL_YES = [
    "Yes\nGet Outlook for iOS",
    "Yes\nSent from my iPhone",
    "Yes\nSent from my iPhone\nTom Smith\nHead of Ops",
    "Yes\nSent from my iPhone\n\nThis email is confidential.",
    "Yes\nSent from my iPhone\n\n> On Tue, Bot wrote:\n> Book Aspen?",
    "Yes\n\nGet Outlook for Android\n________________________________\nFrom: Bot\nSent: "
    "Tuesday\nSubject: Book Aspen?\n\nCan I book Aspen?",
]


@pytest.mark.parametrize("answer", NOT_A_YES)
def test_words_after_or_in_a_footer_line_are_read(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) != "approve"
    assert read_answer(answer) != "approve"
    assert model_reads(answer, ASKED, ROOMS) != "approve"


@pytest.mark.parametrize("answer", STILL_YES)
def test_a_footer_with_nothing_of_the_persons_below_is_no_words(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


def test_a_no_above_a_footer_stays_a_no() -> None:
    assert read_answer("No\nGet Outlook for iOS\nTom", ASKED, rooms=ROOMS) == "deny"
