"""A shut word beside the request's head count says nothing about the booking (regress43): since
a53f13d3 read "closed"/"shut" right before or after the request's day, room or count as the
person saying it is shut then, "Yes, closed 6 deals last week, book it." (to a booking for 6)
read unclear. A count is not shut: the yes approves again; a shut day or room reads unclear as
a53f13d3 has it."""

from __future__ import annotations

import pytest

from arena.wording.answers import explain_answer

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

CASES = [
    ("Yes, closed 6 deals last week, book it.", "approve"),
    ("Yes, 6 closed tickets today, book it.", "approve"),
    # as a53f13d3 reads them
    ("Yes, closed Tuesday", "unclear"),
    ("Sure, office shut on Tuesday.", "unclear"),
    ("Ja, Dienstag geschlossen.", "unclear"),
    ("Oui, fermé mardi.", "unclear"),
    ("Yes, Tuesday.", "approve"),
]


@pytest.mark.parametrize(("text", "verdict"), CASES, ids=[c[0] for c in CASES])
def test_a_count_is_not_shut(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS).verdict == verdict
