"""Who may join, said after a comma, counts as it does in a sentence of its own (items41).

"Room for 6 on Wednesday. 2 more may join." read 8, and "Room for 6 on Wednesday, 2 more may
join" 6: the loader and the model booked a room for 6 where the same words with a full stop
booked one for 8.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, parse_capacity, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Room for 6 on Wednesday, 2 more may join", 8),
        ("Room for 6 on Wednesday, 2 more might join later", 8),
        ("Room for 6 on Wednesday, 2 more could attend", 8),
        ("Room for 6 on Wednesday, 6 more might join later", 12),
        # as before
        ("Room for 6 on Wednesday. 2 more may join.", 8),
        ("Room for 4 on Wednesday, 2 more are joining", 6),
        ("Room for 6 on Wednesday, 2 more may join remotely", 6),
        ("Room for 6 on Wednesday, 2 more will join via Zoom", 6),
        ("Room for 6 on Wednesday, 2 more may join online", 6),
    ],
)
def test_who_may_join_after_a_comma(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, "Wednesday")
    assert parse_capacity(text) == people
