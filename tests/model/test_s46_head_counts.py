"""Head counts session 45 left silently wrong (requests46, session 45's note 4, and fresh
requests): each booked a room for the wrong number of people without a word.

- names then guests with no "for"/"with" before them: "Ana, Bo and Cy plus 2 guests, Tuesday"
  read 2 (5);
- a room by its size: "Book the 8-person one for 5 on Tuesday" read 1 (5), as "8-seat one" no
  longer did;
- a form's field on one line with the rest: "Team: Design, Floor: 2, Day: Tuesday. Book a room."
  read 2 people (no count given);
- a sized group and one more: "a 4-person interview panel plus the candidate" read 4 (5), "our
  6-person team plus Priya" 6 (7).
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


def _count(text: str) -> int:
    read = read_request(text)
    assert isinstance(read, BookingRequest), (text, read)
    return read.capacity


@rows(
    ("text", "want"),
    [
        ("Ana, Bo and Cy plus 2 guests, Tuesday", 5),
        ("Ana, Bo and Cy plus 2 guests on Tuesday, book a room", 5),
        ("Book a room on Tuesday. Ana, Bo and Cy plus 2 guests.", 5),
        ("Ana, Bo and Cy + 2 guests Tuesday, please book", 5),
        ("Ana and Bo plus 2 guests, Tuesday, book a room", 4),
        ("Room on Tuesday. Team: Ana, Bo, Cy. Floor: 2.", 3),
        ("Book the 8-person one for 5 on Tuesday", 5),
        ("Need the 8-person one on Tuesday for 5", 5),
        ("Book the 8 person one for 5 on Tuesday", 5),
        ("Book the 8-pax one for 5 on Tuesday", 5),
        ("We need a room for a 4-person interview panel plus the candidate on Monday.", 5),
        ("Room on Monday for a 4-person panel and the candidate", 5),
        ("Room on Monday for our 6-person team plus Priya", 7),
        ("Room on Monday for our 6-person team plus the new hire", 7),
    ],
)
def test_the_count_meant(text: str, want: int) -> None:
    assert _count(text) == want


@rows(
    "text",
    [
        "Floor: 2. Tuesday. Book a room for the design team",
        "Team: Design, Floor: 2, Day: Tuesday. Book a room.",
        "Book a room on Tuesday. Floor: 3.",
        "Building: 4, Tuesday, book a room",
        "Priority: 2. Tuesday. Book a room",
    ],
)
def test_a_fields_number_is_no_head_count(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood) and "how many" in read.reason + read.ask, read


@rows(
    ("text", "want"),
    [
        ("Ana plus 2 guests, Tuesday, book a room", 3),
        ("Book a room for one person on Tuesday", 1),
        ("Book a room that seats one on Tuesday", 1),
        ("Room on Monday for the 4-person panel", 4),
        ("Room on Monday for our 6-person team", 6),
        ("Room on Monday for 6 people plus the candidate", 7),
        ("Room on Tuesday. People: 4. Floor: 2.", 4),
        ("Attendees: 6, Floor: 2, Tuesday", 6),
        ("for 8 people, one of them remote, Tuesday", 7),
    ],
)
def test_honest_neighbours_keep_their_count(text: str, want: int) -> None:
    assert _count(text) == want
