"""Outside tester 39: counts read short or as another than meant. A smaller count the request asks to book for after the count it gives
("the team's eight people but Jo's off, so, seven, book a room for seven", "The team is 8
people. Book a room for 7 on Wednesday.") was read as the first, 8, a booking for a count the
writer took back; and a correction with words before its colon ("Correction from Liv just now:
8, not 10") was cut at that colon, its count read as two, and the earlier 10 kept. Each was a
wrong head count the model would book silently where an item gives no ``meta.people``."""

from __future__ import annotations

from arena.model.task import BookingRequest, read_request
from row_table import rows


@rows(
    ("text", "people"),
    [
        ("so yeah, Wednesday, the team's eight people but Jo's off, so, seven, book a room for "
         "seven", 7),
        ("Wednesday, the team is eight people, book a room for seven", 7),
        ("The team is 8 people. Book a room for 7 on Wednesday.", 7),
        ("Room on Wednesday for 10?\nCorrection from Liv just now: 8, not 10. Please book.", 8),
        ("Room on Wednesday for 10?\nCorrection just now: 8, not 10. Please book.", 8),
        # kept: a larger count to book for, and what is no head count after "book for"
        ("We are 6 but book for 8 on Wednesday", 8),
        ("We're 6 people, book for 2 hours on Wednesday.", 6),
        ("We're 6 people on Wednesday, book for 2pm.", 6),
        ("Room on Wednesday for 10?\nCorrection: 8, not 10. Please book.", 8),
        ("Book a room for 6 on Wednesday. Actually make it 7: Raj joins.", 7),
        ("Please book a room for 8 on Wednesday. Oh wait, sorry, it's 10 now, two more signed up.",
         10),
    ],
)  # fmt: skip
def test_the_count_booked_for_is_the_count(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (people, "Wednesday")


@rows(
    ("text", "people"),
    [
        # a role before or after the count, one with words before it, and parts of unlisted kinds
        ("Book a room on Wednesday for the trainer plus eleven trainees.", 12),
        ("ok so the trainer plus eleven trainees, wednesday, book a room", 12),
        ("Book a room on Wednesday for 3 people plus a sign language interpreter.", 4),
        ("Book a room on Wednesday for 4 new starters and 3 buddies.", 7),
        ("WHO: 4 new starters and 4 buddies. Book a room on Wednesday.", 8),
        # a named person closing a list of counts by origin is one more, as "me" is
        ("3 from HR, 2 from IT, Priya. Book a room on Wednesday please.", 6),
        ("Book a room for Wednesday: 3 from HR, 2 from IT, and Priya.", 6),
        ("3 from HR, 2 from IT, Priya and Tom. Book a room on Wednesday.", 7),
        ("3 from HR, 2 from IT, and me. Book a room on Wednesday please.", 6),
        ("3 from HR, 2 from IT, Wednesday. Book a room.", 5),
        # a count of this time after one of usually
        ("Book a room for 5 on Wednesday. Sorry, this time it's 7.", 7),
        ("We usually have 5 but this time it's 7, please book a room on Wednesday.", 7),
        ("um so the usual is five but this time it's seven, uh, Wednesday, can you book a room", 7),
        # later text that replaces a count: a ticket's new description, Slack's "(edited)", a
        # count that grew (and no count where something else grew)
        (
            "FAC-1067 (reopened)\nOld description: room for 8 on Wednesday\nNew description: room "
            "for 10 on Wednesday",
            10,
        ),
        (
            "tomas [9:03 AM]\nbook a room wednesday pls, 12 heads\n[9:04 AM] tomas edited their "
            "message\n(edited) book a room wednesday pls, 13 heads",
            13,
        ),
        ("FW: Room request\n\n(Original said 6 people on Wednesday; we've grown to 8 since.)", 8),
        ("Book a room for 6 on Wednesday. Headcount has gone up to 9.", 9),
        ("Book a room for 6 on Wednesday. The budget has increased to 500.", 6),
        # fields that each count one kind of people
        ("Trainer: 1, Trainees: 11. Book a room on Wednesday.", 12),
        ("FAC-1050\nDescription:\nTrainer: 1\nTrainees: 11\nDay: Wednesday\nPlease book.", 12),
        ("Interviewers: 3\nCandidate: 1\nBook a room on Wednesday.", 4),
        ("Mentors: 2, mentees: 6 — book a room Wednesday", 8),
        ("Mentors 2, mentees 6 — book a room Wednesday", 8),
        (
            "BEGIN:VEVENT\nDTSTART:20261209T150000\nDESCRIPTION:Mentors 2, mentees 6\nEND:VEVENT\n"
            "please book a room",
            8,
        ),
        ("Attendees: 8, Guests: 2. Book a room on Wednesday.", 8),  # the guests may be in the 8
        ("Priority: 2\nAttendees: 12\nBook a room on Wednesday.", 12),
        ("Book a room on Wednesday for 6 people plus a projector.", 6),
        ("Book a room on Wednesday for 4 engineers and 2 laptops.", 4),
    ],
)
def test_parts_roles_and_names_add_up(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (people, "Wednesday")
