"""Counts of teams beside a head count (items41).

"Book a room for our 2 teams, 5 each, Thursday" and "Room for our 2 teams on Thursday" read
2 people (a room for 4 would be booked for 10, or for a count never said); "room for 3 squads
of 4" read 3; "Q3 review for 2 teams: book a room for 10 on Thursday" was refused as a group
of unsaid size though it says 10.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, parse_capacity, read_request
from row_table import rows


@rows(
    ("text", "people"),
    [
        ("Book a room for our 2 teams, 5 each, Thursday", 10),
        ("Room for 2 teams, 5 people each, Thursday", 10),
        ("room for 3 squads of 4, Thursday", 12),
        ("Room for our 2 teams on Thursday, 10 people", 10),
        ("Q3 review for 2 teams: book a room for 10 on Thursday", 10),
        ("Q3 review for 2 teams, 10 people, Thursday", 10),
        ("Book a room for 2 teams (10 people) on Thursday", 10),
        ("Q3 review for 2 teams\nRoom for 10 on Thursday", 10),
        # as before
        ("Book a room for 2 teams of 5 on Thursday", 10),
        ("Room for two teams of 4 people each on Thursday", 8),
        ("Room for 2 teams with 5 each on Thursday", 10),
        ("Room for 2 teams of 4 plus 2 guests Thursday", 10),
        ("Room for 10 from 2 teams on Thursday", 10),
        ("2 design + 3 eng + 1 PM, Thursday", 6),
        ("Room for 2 teams of 4 + 2 guests Thursday", 10),
    ],
)
def test_team_counts(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people
    assert parse_capacity(text) == people


@rows(
    "text",
    [
        "Room for our 2 teams on Thursday",
        "Room for the 2 teams on Thursday",
        "Room for 3 squads on Thursday",
        "Book a room for 2 teams on Thursday",
        "room for 2 teams and 3 guests Thursday",
        "Room for 2 teams with 3 guests Thursday",
        "room for 2 teams + 3 guests Thursday",  # read 5: the "+" sum took "2 teams" as 2
        "room for 2 squads + me Thursday",
    ],
)
def test_teams_of_unsaid_size_are_no_count(text: str) -> None:
    read = read_request(text)
    assert type(read) is NotUnderstood and "group" in read.reason
    assert parse_capacity(text) is None
