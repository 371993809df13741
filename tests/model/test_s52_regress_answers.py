"""Session 52 (regress52): regressions in two answers52 commits.

30ed8576 read "that's fine" after a Nordic "no" and let what follows
answer, so "Nej, det er fint, tak" (Danish: no, it's fine, thanks) approved, the "tak" read as
the Polish yes. A thanks alone after a waved-off no is a polite no; a go-ahead after it, and the
Polish "tak" alone, still approve.

3a6ffdff read "it's in my calendar" as a yes to another question unless an English booking verb
stood beside it, so "Sí, reserva, ya está en mi agenda" and "Ja, buch ihn, steht schon im
Kalender" (book it, it's already in my calendar) lost their approval; the English ones kept it.
"""

from __future__ import annotations

from arena.model.reading import read_answer
from row_table import rows

CEDAR = "May I book Cedar (R-204) for 6 on Tuesday?"

#: Danish, Norwegian and Swedish "no, it's fine, thanks": never a booking.
NO_THANKS = [
    "Nej, det er fint, tak",
    "Nej, det er fint. Tak!",
    "Nej, det går fint, tak",
    "Nej, det er fint, tak.",
    "Nej, det er fint, mange tak",
    "Nej, det er fint, tak for det",
    "Nej, det er ok, tak",
    "Nei, det går fint, takk",
    "Nej, det är bra, tack",
    "Nej, det är bra, tack så mycket",
]
#: near misses that must keep approving: a go-ahead after the waved no, the Polish yes alone.
STILL_YES = [
    "Nej, det er fint, kør bare",
    "Nej, det er fint, tak, kør bare",
    "Nei, det går fint, bare kjør",
    "Nej då, kör på",
    "Tak",
    "Tak, rezerwuj",
    "No, tak",
]


@rows("answer", NO_THANKS)
def test_s52_a_nordic_no_thanks_never_approves(answer: str) -> None:
    assert read_answer(answer, asked=CEDAR) != "approve"


@rows("answer", STILL_YES)
def test_s52_a_go_ahead_after_a_waved_no_still_approves(answer: str) -> None:
    assert read_answer(answer, asked=CEDAR) == "approve"


def test_s52_a_reader_that_reads_the_last_word_fails_the_table() -> None:
    """A reader that takes a closing "tak" as the Polish yes approves each no-thanks: the table
    tells it apart (a check that cannot fail is a defect)."""

    def last_word(answer: str) -> str:
        tail = answer.lower().rstrip(".!").split()[-1]
        return "approve" if tail in {"tak", "takk", "tack", "bare", "på", "rezerwuj"} else "deny"

    assert any(last_word(a) == "approve" for a in NO_THANKS)


#: a go-ahead in the answer's own language beside "it's already in my calendar": still a yes.
CALENDAR_AND_GO = [
    "Sí, reserva, ya está en mi agenda",
    "Sí, resérvala, ya lo tengo en el calendario",
    "Sì, prenota e nel calendario lo segno io",
    "Sì, prenotala, ce l'ho già in agenda",
    "Ja, buch ihn, steht schon im Kalender",
    "Ja, buchen, ist schon im Kalender",
    "Ja, boek maar, staat al in mijn agenda",
    "Yes, book it, it's on my calendar already",
    "Oui, réserve, c'est dans mon agenda",
]
#: near misses: the calendar said alone answers "do you have it?", not the booking.
CALENDAR_ALONE = [
    "Yes, it's on my calendar",
    "sí, ya lo tengo en el calendario",
    "Ja, steht schon im Kalender",
    "sì, ce l'ho in agenda",
    "ja, staat in mijn agenda",
]


@rows("answer", CALENDAR_AND_GO)
def test_s52_a_go_ahead_beside_the_calendar_approves(answer: str) -> None:
    assert read_answer(answer, asked=CEDAR) == "approve"


@rows("answer", CALENDAR_ALONE)
def test_s52_the_calendar_alone_is_no_go_ahead(answer: str) -> None:
    assert read_answer(answer, asked=CEDAR) != "approve"


#: 423c93b1 read "Yes to Cedar, no to <thing>" as a yes to Cedar for any thing, so a no to the
#: booking itself, to "that", or to the request's own time, date or length APPROVED. Only a no
#: to another known room, another day by name or a side thing leaves the yes whole.
AT_THREE = "May I book Cedar (R-204) for 6 on Tuesday 8 June at 3pm for 2 hours?"
SPLIT_NOT_ELSEWHERE = [
    "Yes to Cedar, no to the booking",
    "Cedar yes, booking no",
    "Yes to Cedar, no to that",
    "Yes to Cedar, no to booking it",
    "Yes to Cedar, no to the request",
    "Yes to Cedar, no to now",
    "Cedar: yes. Day: no.",
    "Yes to Cedar, no to 3pm",
    "Yes to Cedar, no to the afternoon",
    "Yes to Cedar, no to the 8th",
    "Yes to Cedar, no to June 8",
    "Yes to Cedar, no to 2 hours",
]
#: near misses: a no to another room, another day or a side thing still approves.
SPLIT_ELSEWHERE = [
    "Yes to Cedar, no to Maple",
    "Cedar yes, Maple no",
    "Yes to Cedar, no to catering.",
    "Ja zu Cedar, nein zu Maple",
    "Yes to Cedar, no to Wednesday",
]


@rows("answer", SPLIT_NOT_ELSEWHERE)
def test_s52_a_split_whose_no_may_be_the_request_never_approves(answer: str) -> None:
    assert read_answer(answer, asked=AT_THREE) != "approve"


@rows("answer", SPLIT_ELSEWHERE)
def test_s52_a_split_whose_no_is_elsewhere_approves(answer: str) -> None:
    assert read_answer(answer, asked=AT_THREE) == "approve"
