"""A time written with a leading zero is no head count (held-out items, itemsheld37).

"me + 2, Friday 0930-1030, any small room" was not understood ("it mentions several numbers
(2, 930, 1030)"), though "Friday 9:30-10:30" read 3: no one writes a head count "0930", so four
digits with a leading zero that make a time of day are a time, and so is the other end of a
range that starts with one ("0930-1030").
"""

from __future__ import annotations

import pytest

from arena.model.task import read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("me + 2, Thursday 0930-1030 if possible", 3),
        ("me plus 3 on Tuesday 0845", 4),
        ("Wednesday 0800-0930, me and 4 others", 5),
        ("Book a room on Monday for 6, 0900 to 1030.", 6),
    ],
)
def test_a_zero_padded_time_is_no_count(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for 12 on Tuesday at 1030.", 12),
        ("Book a room for 6 on Tuesday 1000-1130.", 6),
        ("Book a room for 4-6 people on Tuesday.", 6),
    ],
)
def test_other_numbers_read_as_before(text: str, people: int) -> None:
    assert read_request(text).capacity == people
