"""Outside tester 37's ticket and calendar counts read short, each a room too small: a count
field in parts apart by commas ("Attendees: 3 internal, 2 vendor" read 3, "Who: 4 eng, 2 design,
1 PM" 4, "Attendees: 5 onsite, 2 remote" 3, the remote two taken from the five), and a
calendar file's organiser with no attendee line of their own ("ORGANIZER;CN=Pia" above two
attendee lines read 2 for "the organizer and attendees"). An organiser listed as an attendee
too is counted once."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("PLAT-9001 sync with vendor\nAttendees: 3 internal, 2 vendor\nWhen: Fri\nAction: book", 5),
        ("Who: 4 eng, 2 design, 1 PM\nDay: Friday. Book a room.", 7),
        ("**Attendees:** 3 internal, 2 vendor\nFriday, please book", 5),
        ("Attendees: 5 onsite, 2 remote\nWhen: Fri. Book.", 5),
        ("Attendees: 3 eng, 2 design, 2 remote\nFriday, book a room", 5),
        ("Attendees: 12, Priority: 3\nFri, book", 12),
    ],
)
def test_a_count_field_in_parts_is_their_sum(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read


ORGANIZER = "ORGANIZER;CN=Pia:mailto:pia@co.example\n"
ATTENDEES = (
    "ATTENDEE;CN=Quinn:mailto:quinn@co.example\nATTENDEE;CN=Rosa:mailto:rosa@co.example\n"
    "DTSTART:20261211T110000\nPlease book a room for the organizer and attendees."
)


@pytest.mark.parametrize(
    ("text", "people"),
    [
        (ORGANIZER + ATTENDEES, 3),
        (ORGANIZER + "ATTENDEE;CN=Pia:mailto:pia@co.example\n" + ATTENDEES, 3),
        ("BEGIN:VEVENT\nORGANIZER:mailto:pia@co.example\nDTSTART:20261211T110000\nBook for 4.", 4),
    ],
)
def test_a_calendar_organiser_is_counted_once(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read
    assert read.day == "Friday"
