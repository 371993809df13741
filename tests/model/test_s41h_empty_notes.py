"""A form's empty note field ("Comment: none", "Notes: n/a") says nothing of the booking
(heldout41: "Decision: approved\nComment: none" read unclear, "'none' qualifies the yes")."""

from __future__ import annotations

import pytest

from arena.wording.answers import read_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]


@pytest.mark.parametrize(
    "answer",
    [
        "Decision: approved\nComment: none",
        "Approved.\nNotes: n/a",
        "yes\nNote: none",
        "Book it.\nComments: none",
        "Decision: approved\nRemarks: nothing to add.",
        "Status: approved\nAdditional comments: N/A",
        "Ja, bitte.\nKommentar: keine",
    ],
)
def test_an_empty_note_leaves_the_yes_a_yes(answer: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == "approve"


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [
        # honest neighbours: a note with words in it is still read, a no stays a no
        ("Decision: deny\nComment: none", "deny"),
        ("Decision: approved\nComment: for 8 people", "unclear"),
        ("Decision: approved\nComment: none of us can make Tuesday, use Wednesday", "unclear"),
        ("Decision: approved\nComment: no", "unclear"),
        ("Decision: approved\nNotes: none\nRoom: Cedar", "unclear"),
        ("Comment: none", "unclear"),  # nothing but the empty field: no answer
        ("Notes: n/a\nno", "deny"),
    ],
)
def test_neighbours_keep_their_reading(answer: str, verdict: str) -> None:
    assert read_answer(answer, ASKED, rooms=ROOMS) == verdict
