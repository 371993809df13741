"""Outside tester 36: pasted chats read with the wrong head count. A chat line that only votes
"+1" ("[09:15] Ben: +1" under "… 5 of us") was read as one person more (6), and a correction on a
line stamped by its speaker ("Tom (12:02): correction, 3 - Dan is out", "12:02 Tom: …", Slack's
"Jonas Weber  11:44 AM" above the message) was read as correcting the stamp's time, so the
earlier count stayed (4). The loader refused such items only where ``meta.people`` said the
right count; an item without it, or a person, got a room for the wrong number. A "+1" with
people after it ("+1 guest", "5 of us +1") still adds one."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    (
        "[09:14] Ana: can someone book a room for thursday? 5 of us\n[09:15] Ben: +1\n"
        "[09:16] Ana: @bot pls book it",
        5,
    ),
    ("book a room for thursday, 5 of us\n+1", 5),
    ("Tom (12:01): room on thursday for 5\nJo (12:02): +1 from me\nTom (12:02): pls book", 5),
    (
        "Tom (12:01): room thu? we're 4\nTom (12:02): correction, 3 - Dan is out\n"
        "Tom (12:02): pls book",
        3,
    ),
    ("Tom, 12:01: room thu? we're 4\nTom, 12:02: correction, 3 - Dan is out", 3),
    ("12:01 Tom: room thu? we're 4\n12:02 Tom: correction, 3 - Dan is out", 3),
    ("Tom [12:01]: room thu? we're 4\nTom [12:02]: sorry, 3 - Dan is out", 3),
    (
        "Jonas Weber  11:42 AM\nneed a room thursday, we're 4\nJonas Weber  11:44 AM\n"
        "correction, 3 - Dan is out\nJonas Weber  11:45 AM\npls book",
        3,
    ),
    # still one more: a plus-one with people after it, or beside the count
    ("book a room for thursday for 5 of us\n+1 guest", 6),
    ("book a room for thursday, 5 of us +1", 6),
]


@pytest.mark.parametrize(("text", "people"), CASES)
def test_a_chat_is_counted_as_its_people_meant(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, "Thursday")
