"""Outside tester 36: a request written as mail whose signature says when its writer works or
is in ("Office hours: Mon-Thu 8-16", "Available Tue/Wed/Thu only", "Working hours 9-17
Mon-Fri", "Mon, Wed, Fri in office" below "Thanks in advance!", "Out of office Mon 7 - Wed 9
Dec"), or whose footer says when it was sent ("This message was sent on Sunday; replies may be
delayed until Monday."), and one whose P.S. drops an earlier mail's day ("Ignore my earlier mail
about Thursday") were refused at load as naming several weekdays. Those lines are the
signature's, and the P.S. rules its day out; the request's own day is read."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request

CASES = [
    "Hi,\n\nCould you book a meeting room for Wednesday? There will be 6 of us.\n\nBest "
    "regards,\nKarin Olsen\nSenior Analyst | Finance\nTel: +47 22 33 44 55\nOffice hours: "
    "Mon-Thu 8-16",
    "Please book a room for 6 people on Wednesday.\n\n--\nMia Chen\nAvailable Tue/Thu only",
    "Please book a room for Wednesday - 6 attendees.\n\nBest,\nNoah\n---\nNoah Park · he/him · "
    "Berlin (CET) · Working hours 9-17 Mon-Fri",
    "Hi,\nwe'd like a room on Wednesday for a team of 6.\nThanks in advance!\nGreta\n\nGreta "
    "Lind\nProduct Design\nMon, Tue, Fri in office",
    "Hi,\nplease book a room for the 6 of us on Wednesday.\nThanks,\nSam\n\nThis message was "
    "sent on Sunday; replies may be delayed until Monday.",
    "Book a room for 6 on Wednesday please.\nThanks\nJ.\nJana Novak | PM | Out of office Mon 7 "
    "- Tue 8 Dec",
    "Can you book a room Wednesday for our team of 6?\n\nRegards,\nTomás\nP.S. Ignore my "
    "earlier mail about Thursday.",
]


@pytest.mark.parametrize("text", CASES)
def test_the_signature_names_no_day_asked_for(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (6, "Wednesday")


def test_a_request_below_the_signature_is_not_cut() -> None:
    """ "Wed 6 pax" under "Thanks,\nAna" asks for something (ecbfcd66 cut it as a signature's
    office days, and Monday for 4 was booked): the two days are said, not guessed between."""
    text = "Please book a room for 4 on Monday.\nThanks,\nAna\nWed 6 pax"
    assert isinstance(read_request(text), NotUnderstood)


@pytest.mark.parametrize(
    "stamp", ["Page 1/1 - printed Tue 1 Dec 2026", "Printed on Tue, 1 Dec 2026 09:14"]
)
def test_a_print_stamp_names_no_day_asked_for(stamp: str) -> None:
    """An OCR'd form's print stamp below the request (items36's oc16: refused as naming Monday
    and Tuesday) is when it was printed."""
    read = read_request(f"Please book a room for 5\npeople on Monday.\n{stamp}")
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (5, "Monday")
