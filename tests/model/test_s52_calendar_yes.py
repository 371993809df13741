"""Session 52 (answers52): a yes that answers whether the meeting is in the person's calendar.

"yes, it's on my calendar", "sí, ya lo tengo en el calendario", "Ja, steht schon im Kalender"
approved: the yes answers "do you have it?", as "yes, I saw it" and "yes, the projector works"
do (:mod:`arena.wording.addressed`, heldout51's "answers another question"); a yes that asks for
it to go in the calendar, or books beside it, still approves (docs/methodology.md: "Yes, add it to
my calendar"). "ok ok" approves (heldout51 a51-007).
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"

CASES = [
    ("yes, it's on my calendar", "unclear"),
    ("Yes, it's already in my diary.", "unclear"),
    ("Yes, I have it in my calendar", "unclear"),
    ("yep got it in my calendar", "unclear"),
    ("sí, ya lo tengo en el calendario", "unclear"),
    ("Ja, steht schon im Kalender", "unclear"),
    ("oui, c'est dans mon agenda", "unclear"),
    ("sì, ce l'ho in agenda", "unclear"),
    ("ja, staat in mijn agenda", "unclear"),
    ("sim, já está na agenda", "unclear"),
    ("yes I got your message", "unclear"),
    ("yes, I saw it", "unclear"),
    ("yes, the projector works", "unclear"),
    # near misses: the calendar asked for, a booking beside it, a doubled ok
    ("Yes, put it on my calendar", "approve"),
    ("Yes, add it to my calendar", "approve"),
    ("yes and put it in my diary", "approve"),
    ("Sí, ponlo en mi calendario", "approve"),
    ("Ja, trag es in meinen Kalender ein", "approve"),
    ("Yes, book it, it's on my calendar already", "approve"),
    ("yes, it's on my calendar, go ahead and book", "approve"),
    ("ok ok", "approve"),
    ("no, it's not on my calendar", "deny"),
]


@rows(("answer", "verdict"), CASES, ids=[a for a, _ in CASES])
def test_s52_a_yes_about_the_calendar(answer: str, verdict: str) -> None:
    assert read_answer(answer, CEDAR) == verdict


def test_s52_a_reader_that_reads_any_yes_fails_the_table() -> None:
    """A reader that approves every answer opening with a yes approves the calendar's: the table
    tells it apart (a check that cannot fail is a defect)."""

    def any_yes(answer: str) -> str:
        return "approve" if answer.lower().startswith(("y", "s", "j", "o")) else "deny"

    assert any(any_yes(a) != v for a, v in CASES if v == "unclear")
