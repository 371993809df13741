"""Session 52 (answers52): a "no" that waves off a worry, "that's fine" in other words, then a
go-ahead. "Nej, det er fint, kør bare" denied; "Nej då, kör på", "Nein, passt schon, buch ruhig",
"Non non, c'est bon, réserve", "No, va bene, prenota pure", "Não, tudo bem, pode reservar", "No,
está bien, resérvala", "Nee hoor, prima, boek maar" read unclear, where "No, that's fine, book
it" and "Nee hoor, ga je gang" approve (docs/methodology.md). Alone, the "no, that's fine" stays
as it reads, and a stop after it still refuses.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"

CASES = [
    ("Nej då, kör på", "approve"),
    ("Nej, det er fint, kør bare", "approve"),
    ("Nei, det går fint, bare kjør", "approve"),
    ("Nej, det är fint, kör", "approve"),
    ("Nope, all good, book it", "approve"),
    ("Nee hoor, prima, boek maar", "approve"),
    ("Nee, dat is goed, boek maar", "approve"),
    ("Nein, passt schon, buch ruhig", "approve"),
    ("Nein, alles gut, buch ihn", "approve"),
    ("Non non, c'est bon, réserve", "approve"),
    ("Non, ça marche, vas-y", "approve"),
    ("No, va bene, prenota pure", "approve"),
    ("Não, tudo bem, pode reservar", "approve"),
    ("No, está bien, resérvala", "approve"),
    # near misses: a bare no, a stop after it, the "that's fine" alone, another booking
    ("Nej.", "deny"),
    ("Nej, kör inte", "deny"),
    ("Nej tack", "deny"),
    ("Nein, passt schon, buch ihn nicht", "deny"),
    ("No, va bene, non prenotare", "deny"),
    ("Nej, det er fint", "deny"),  # "No, that's fine." alone: a polite no
    ("No, va bene", "unclear"),
    ("Non, c'est bon, réserve Maple", "unclear"),
    ("Nein, passt schon, buch ruhig am Mittwoch", "unclear"),
]


@rows(("answer", "verdict"), CASES, ids=[a for a, _ in CASES])
def test_s52_a_waved_no_then_a_go_ahead(answer: str, verdict: str) -> None:
    assert read_answer(answer, CEDAR) == verdict


def test_s52_a_reader_that_reads_the_first_word_fails_the_table() -> None:
    """A reader that takes the opening "no" as the answer denies each go-ahead: the table tells
    it apart (a check that cannot fail is a defect)."""

    def first_word(answer: str) -> str:
        return "deny" if answer.lower().startswith(("n", "nope")) else "approve"

    assert any(first_word(a) != v for a, v in CASES if v == "approve")
