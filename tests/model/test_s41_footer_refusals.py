"""A print or mobile note is a signature's footer only where nothing of the person's follows it
(regress41, after a29bbcc9: "Yes.\\nDo not print this email, and do not book Cedar." and
"Yes\\nPlease excuse typos\\nwait no" approved, the refusal cut with the note)."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@pytest.mark.parametrize(
    "text",
    [
        # the note's own line goes on to the booking
        "Yes.\nDo not print this email, and do not book Cedar.",
        "Yes\nSent from mobile, so short: don't book Aspen",
        "Yes\nPlease excuse typos, and cancel the booking",
        # the person writes on below the note
        "Yes\nPlease excuse typos\nwait no",
        "Yes\n\nSent from mobile\nActually no, don't",
        "Yes\nPlease excuse typos\nActually, don't book it",
        "Yes\n\nThink before you print.\nOn second thought, no.",
    ],
)
def test_words_after_a_note_are_read(text: str) -> None:
    assert read_answer(text, ASKED) != "approve", text


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        # honest neighbours: a note with a signature, a notice or nothing below it signs
        ("Yes\n\nSent from mobile\nKim", "approve"),
        ("Yes\n\nSent from mobile\n\nKim Lee | Facilities | +1 555 0142", "approve"),
        ("Yes\nPlease excuse typos\n\n-- \nKim", "approve"),
        ("Yes pls!\n--\nSent from mobile. Please excuse typos. Do not forward.", "approve"),
        ("Yes\n\nDon't print this email unless necessary.\nSent from my iPhone", "approve"),
        ("Yes thanks!\n\n-- \nKim Lee\nDon't print this email unless necessary.", "approve"),
        ("Approved.\n\nSent from a tablet", "approve"),
        ("No.\n\nSent from mobile", "deny"),
        ("No\nPlease excuse my brevity\nKim", "deny"),
    ],
)
def test_a_note_that_signs_is_no_answer(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text
