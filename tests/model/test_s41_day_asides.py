"""A weekday in a P.S., a CC line or a Due: field is not the meeting's (items41).

A "PS:" opens a correction ("PS: 8 now"), so "Room for 5 Friday.\\nPS - Tuesday's standup is
cancelled" booked Tuesday; a "Due: Tuesday" or "CC: Maria (back Monday)" line made a second
weekday beside the request's own, and the request was not understood.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, parse_day, read_request
from row_table import rows


def _read(text: str) -> tuple[int, str]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    assert parse_day(text) == read.day
    return read.capacity, read.day


@rows(
    ("text", "people", "day"),
    [
        # silently wrong on the parent: the P.S.'s day replaced the request's
        (
            "Hey, room for 10 on Wednesday?\nThanks!\nPS: the Tuesday one got moved, ignore that",
            10,
            "Wednesday",
        ),
        ("Room for 5 Friday.\nPS - Tuesday's standup is cancelled", 5, "Friday"),
        ("Room for 5 on Friday. P.S. Tuesday's lunch is on me", 5, "Friday"),
        # not understood on the parent: two weekdays
        (
            "Please book Cedar on Wednesday for 8.\nBest,\nTom\nCC: Maria (back Monday)",
            8,
            "Wednesday",
        ),
        ("Need a room Thursday for 5.\nCheers\nLeo\nP.S. lunch is on Monday", 5, "Thursday"),
        ("Book a room for 6 on Tue. Cc: Wed-team", 6, "Tuesday"),
        ("Task: book a room for 6 on Thursday\nDue: Tuesday", 6, "Thursday"),
        (
            "Title: Room for sprint review\nHow many: 10\nDay: Thursday\nDue date: Monday",
            10,
            "Thursday",
        ),
        ("Room for 8 Tuesday\nDue: Wednesday\nPriority: 2", 8, "Tuesday"),
        ("Room for 8 on Tuesday\nDeadline - Monday", 8, "Tuesday"),
        ("Réserve une salle pour 5 jeudi.\nP.S. je suis absent lundi", 5, "Thursday"),
        ("Raum für 6 am Dienstag.\nFällig: Freitag", 6, "Tuesday"),
        ("Room for 6 on Tuesday.\nBCC: ops@example.com (Friday rota)", 6, "Tuesday"),
        ("Sala para 5 el jueves.\nPD: el lunes no estoy", 5, "Thursday"),
        ("Room for 4 on Friday.\nP.S. I'm not in on Monday", 4, "Friday"),
    ],
)
def test_aside_day_is_not_the_meeting_day(text: str, people: int, day: str) -> None:
    assert _read(text) == (people, day)


@rows(
    ("text", "people", "day"),
    [
        # a P.S. that speaks of the booking is its correction, as before
        ("Room for 6 on Tuesday.\nPS: make it Thursday", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nPS: Thursday", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nP.S. we moved it to Thursday", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nPS: book it for Thursday please", 6, "Thursday"),
        ("Room for 6 on Tuesday. PS: actually Wednesday", 6, "Wednesday"),
        ("Raum für 6 am Dienstag.\nPS: lieber Mittwoch", 6, "Wednesday"),
        ("Room for 6.\nPS: on Thursday please", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nP.S. can't do Tuesday after all, Thursday?", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nPS: 8 now", 8, "Tuesday"),
        ("Room for 6 on Tuesday.\nPS: no, Thursday", 6, "Thursday"),
        ("Room for 6 on Tuesday.\nPS: not Tuesday, Thursday", 6, "Thursday"),
        # a day given as the request's own field, beside a CC or a Due line without a day
        ("Day: Tuesday\nPeople: 6\nCC: facilities", 6, "Tuesday"),
        ("Due: Friday\nMeeting day: Tuesday\nHow many: 5", 5, "Tuesday"),
        ("Book a room for 6 on Tuesday for the due diligence call", 6, "Tuesday"),
        ("Please book a room for the PS team, 6 people, Tuesday", 6, "Tuesday"),
    ],
)
def test_booking_postscript_still_corrects(text: str, people: int, day: str) -> None:
    assert _read(text) == (people, day)


@rows(
    "text",
    [
        "Book a room for 6 people.\nP.S. I'm off on Friday.",
        "Room for 4 please\nCC: Jo (back Monday)",
    ],
)
def test_only_an_aside_day_is_no_day(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood
    assert read.reason.startswith("it does not say on which weekday (")
    assert "copy or P.S. line" in read.reason


@rows(
    ("text", "people", "day"),
    [
        # a ticket whose only weekday is its due date meant that day (outside testers 35, 39)
        ("Book a room for 6.\nDue: Friday", 6, "Friday"),
        # a due date with a day only in passing or ruled out beside it stays the day
        ("Book room for 6, reply by Friday\nDue: Tuesday", 6, "Tuesday"),
        ("Room for 6\nDue: Tuesday\nSent Friday", 6, "Tuesday"),
        ("Task: book a room for 6\nDue: Tuesday\nNotes: not Friday", 6, "Tuesday"),
        (
            "Summary: Conf room for postmortem\nDue date: Thursday\nDescription: 6 engineers",
            6,
            "Thursday",
        ),
    ],
)
def test_a_due_date_alone_is_the_day(text: str, people: int, day: str) -> None:
    assert _read(text) == (people, day)


@rows(
    "text",
    [
        # two days in the request itself stay two days
        "Room for 6 on Tuesday, due to the Friday launch",
        "Room for 6 on Tuesday.\nP.S. Wednesday would be better",
        "Room for 6 on Tuesday or Thursday.\nCC: ops",
    ],
)
def test_two_days_of_the_request_stay_unclear(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood and "more than one weekday" in read.reason
