"""Who may come, said in a sentence that opens with "maybe", read as the whole count: "Book a room
for 6 people on Tuesday. Maybe 2 more will come." booked a room for 2, as did "Not sure if 2
more will come." (the "2 more" taken for a correction of the count: "maybe" and "not sure if"
were not among the words that may open an added count). As the arena books for the most who
may come ("4, maybe 5" is 5; "…, 2 more may join" is 8: docs/methodology.md §2), they are
added; those who will join remotely need no seat, and those who "might not make it" keep theirs
(they read as away, a room for 4 of 6). Session 41 asked whether a maybe should count
at all: it does, as every other maybe and range does, and the approval question says the count."""

from __future__ import annotations

from arena.model.task import BookingRequest, parse_capacity, read_request
from row_table import rows

BASE = "Book a room for 6 people on Tuesday."


@rows(
    ("text", "people"),
    [
        (f"{BASE} Maybe 2 more will come.", 8),
        (f"{BASE} Perhaps 2 more will join.", 8),
        (f"{BASE} Possibly 2 more are coming.", 8),
        (f"{BASE} Probably 2 more will come.", 8),
        (f"{BASE} Maybe 2 more.", 8),
        (f"{BASE} Maybe two more will come.", 8),
        (f"{BASE} Also maybe 2 more.", 8),
        (f"{BASE} Maybe 2 more people.", 8),
        (f"{BASE} Not sure if 2 more will come.", 8),
        (f"{BASE} Unsure whether 2 more will join.", 8),
        (f"{BASE} Maybe 2 more will join remotely.", 6),
        (f"{BASE} 2 more may join remotely.", 6),
        (f"{BASE} 2 more will dial in.", 6),
        # who may not come still gets a seat (they read as away: 4)
        (f"{BASE} Two of us might not make it.", 6),
        ("Book a room for 6 on Tuesday, 2 may not come.", 6),
        # as before
        (f"{BASE} Two of us can't make it.", 4),
        ("Book a room for 6 on Tuesday, 2 won't come.", 4),
        (f"{BASE} 2 more will probably come.", 8),
        (f"{BASE} Maybe 2 more chairs.", 6),
        (f"{BASE} Actually 2 more are coming.", 8),
        ("Room for 6 on Tuesday, 6 more might join later", 12),
        ("Room for 6 on Tuesday, 2 more may join remotely", 6),
    ],
)
def test_who_may_come_is_counted_and_who_joins_remotely_is_not(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Tuesday")
    assert parse_capacity(text) == people
