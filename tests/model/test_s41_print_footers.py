"""A print or mobile note below a yes is a signature's, no answer (answers41: "Yes thanks!\\n\\n--
\\nKim Lee\\nDon't print this email unless necessary." and "Yes pls!\\n--\\nSent from mobile.
Please excuse typos. Do not forward." read as both yes and no, their "don't" and "not"). A line
of the person's own that refuses something stays read."""

from __future__ import annotations

import pytest

from arena.model.reading import read_answer

ASKED = "May I book Aspen (R-102) for 6 people on Tuesday 10:00-11:00?"


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("Yes thanks!\n\n-- \nKim Lee\nDon't print this email unless necessary.", "approve"),
        ("Yes\n\n--\nKim\nPlease don't print this e-mail.", "approve"),
        ("Yes pls!\n--\nSent from mobile. Please excuse typos. Do not forward.", "approve"),
        ("Yes.\nPlease excuse typos", "approve"),
        ("Yes\n\nThink before you print.", "approve"),
        ("No.\n\nSent from mobile", "deny"),
        ("No thanks\n--\nKim\nPlease don't print this e-mail.", "deny"),
        # the person's own line is read
        ("Yes\nDon't print the badges, and don't book Aspen", "unclear"),
    ],
)
def test_a_print_or_mobile_note_is_no_answer(text: str, verdict: str) -> None:
    assert read_answer(text, ASKED) == verdict, text
