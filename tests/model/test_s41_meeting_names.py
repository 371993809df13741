"""A meeting's name with "weekly" in it is no booking more than once (items41).

"Minutes — Ops weekly\\nBook a room for 6 on Tuesday", "Re: Weekly Ops — room for 9 on
Thursday" and "Book a room for 'Weekly 1-on-1 (4 managers)' on Tuesday" were each refused as
asking for a booking more than once; a "weekly" that orders a repeat still is.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, ManyRooms, read_request
from row_table import rows


@rows(
    ("text", "people", "day"),
    [
        ("Minutes — Ops weekly\nBook a room for 6 on Tuesday", 6, "Tuesday"),
        ("Re: Weekly Ops — room for 9 on Thursday", 9, "Thursday"),
        ("Book a room for 'Weekly 1-on-1 (4 managers)' on Tuesday", 4, "Tuesday"),
        ("Meeting: Ops weekly\nDay: Wednesday\nAttendees: 6", 6, "Wednesday"),
        ("Eng weekly: room for 6 on Tuesday", 6, "Tuesday"),
        ("Subject: Sales daily\nRoom for 5 on Friday please", 5, "Friday"),
        # as before: a meeting word after it ("weekly sync") or "the" before it
        ("Room for 6 on Tuesday for the weekly sync", 6, "Tuesday"),
        ("Room for 6 on Tuesday, daily standup", 6, "Tuesday"),
    ],
)
def test_a_meeting_named_weekly_is_one_booking(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, day)


@rows(
    "text",
    [
        "Room for 6 on Tuesday, weekly",
        "Book a room for 6 on Tuesday weekly",
        "Make it weekly: room for 6 Tuesday",
        "Room for 6, weekly on Tuesdays",
        "Weekly, Tuesday, 6 people",
        "Room for 6 on Tuesday. Weekly please.",
        "Room for 6 on Tuesday (weekly)",
        "Room for 6 on Tuesday, weekly going forward",
        "Book weekly: 6 people Tuesday",
        "Room for 6 on Tuesday, weekly booking",
        "Room for 6 on Tuesday - weekly",
    ],
)
def test_a_weekly_order_is_still_more_than_one(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, ManyRooms) and "more than once" in read.reason


@rows(
    ("text", "people", "day"),
    [
        # a weekday in a title or in quotes, beside the request's own: two days on the parent
        (
            "Subject: Monday Motivation kickoff\nPlease book a room for 8 on Wednesday.",
            8,
            "Wednesday",
        ),
        ("'Friday Wins' retro — book it Thursday for 9", 9, "Thursday"),
        ('Book a room for "Tuesday Tech Talk" on Thursday for 20', 20, "Thursday"),
        ("Title: Friday demo prep\nDay: Thursday\nPeople: 6", 6, "Thursday"),
        # as before: a title's day alone is the day
        ("Subject: Room for Monday\nPlease book Cedar for 8.", 8, "Monday"),
    ],
)
def test_a_day_in_a_title_is_the_meetings_name(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, day)


def test_two_days_of_the_request_itself_stay_two() -> None:
    read = read_request("Book it for Tuesday or Thursday, 6 people")
    assert not isinstance(read, BookingRequest)
