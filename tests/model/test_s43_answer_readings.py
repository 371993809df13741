"""Four answers the reader got wrong (requests43): "Weiß ich noch nicht." and "Could be, could
be not." read as a no (their "nicht", "not"), though neither decides; "Nothing to change, book
it." read as unclear ("change" taken for a change asked), though it goes ahead; and "Yes,
closed Tuesday" approved a booking on the very day the person says is shut; "Not now, and not later
either — drop it." was unclear ("'not now' decides nothing"). Each now reads as a careful person
would; the neighbours that decide keep their verdicts."""

from __future__ import annotations

from arena.wording.answers import explain_answer
from row_table import rows

ASKED = "Book R-102 (Aspen) for 6 people on Tuesday at 14:30?"
ROOMS = [("R-102", "Aspen"), ("R-204", "Cedar")]

CASES = [
    # undecided, not a no
    ("Weiß ich noch nicht.", "unclear"),
    ("Das weiß ich noch nicht.", "unclear"),
    ("Weiß ich auch nicht.", "unclear"),
    ("Could be, could be not.", "unclear"),
    ("Might be, might not.", "unclear"),
    ("Could be or not.", "unclear"),
    # a yes on a day the person says is shut
    ("Yes, closed Tuesday", "unclear"),
    ("Sure, office shut on Tuesday.", "unclear"),
    ("Approved. Closed on Tuesday though.", "unclear"),
    ("Ja, Dienstag geschlossen.", "unclear"),
    # nothing to change: a go-ahead where one follows
    ("Nothing to change, book it.", "approve"),
    ("Nothing to fix, go ahead.", "approve"),
    # a no for good, not a "not now" that decides nothing
    ("Not now, and not later either — drop it.", "deny"),
    ("Not now, not ever.", "deny"),
    ("Not now or later. Drop it.", "deny"),
    # neighbours, as before
    ("Not now.", "unclear"),
    ("Not now, later.", "unclear"),
    ("Not now, maybe later.", "unclear"),
    ("Nope, nothing to change — book it.", "approve"),
    ("Yes, Tuesday.", "approve"),
    ("Yes, the deal is closed, book Tuesday.", "approve"),
    ("Nothing to change.", "unclear"),
    ("Nothing to change except the day: Wednesday, book it.", "unclear"),
    ("Nothing to change, don't book it.", "deny"),
    ("Nein, bitte nicht.", "deny"),
    ("Ich weiß nicht.", "unclear"),
    ("Maybe, maybe not.", "unclear"),
    ("Could be better, but yes.", "unclear"),
]


@rows(("text", "verdict"), CASES, ids=[c[0] for c in CASES])
def test_the_answer_reads_as_a_careful_person_reads_it(text: str, verdict: str) -> None:
    assert explain_answer(text, ASKED, rooms=ROOMS).verdict == verdict
