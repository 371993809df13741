"""A count of chairs or seats beside the head count is never people (outside tester 9, finding
4): "Book a room for 4 on Monday, and 10 chairs would be nice" was read as 14. Such a count sizes
the room; alone ("a room with 8 seats") it is still the size asked for.
"""

from __future__ import annotations

import pytest

from arena.model.task import read_request


@pytest.mark.parametrize(
    ("request_text", "people"),
    [
        ("Book a room for 4 on Monday, and 10 chairs would be nice.", 4),
        ("Book a room for 4 on Monday and 10 chairs", 4),
        ("Room for 6 on Tuesday plus 2 extra chairs", 6),
        ("for 5 people on Friday and 3 more seats", 5),
        ("10 chairs and 4 people on Monday", 4),
        ("Para 4 personas el lunes y 10 sillas", 4),
        ("Pour 4 le lundi et 6 chaises", 4),
        ("für 4 am Montag und 10 Stühle", 4),
        ("Reserve Maple (10 seats) on Tuesday for the team of 6?", 6),
        # alone, a count of seats is still the size asked for; people still add up
        ("A room with 8 seats on Tuesday", 8),
        ("for 4 on Monday and 2 guests", 6),
    ],
)
def test_a_count_of_chairs_is_never_people(request_text: str, people: int) -> None:
    found = read_request(request_text)
    assert getattr(found, "capacity", None) == people, found
