"""A phone extension is no head count (held-out itemsheld36): "… a meeting with 2 visitors from
the ministry (so 3 in total). Her assistant can be reached at ext. 2231." was read as 2 people
(the extension, read as a count after the total, kept the writer's total from winning), and a
request whose only number is an extension as 2231 people."""

from __future__ import annotations

import pytest

from arena.model.task import parse_capacity, parse_request


@pytest.mark.parametrize(
    ("task", "people"),
    [
        (
            "Dear team, on behalf of Dr. Okafor: she needs a room Tuesday at 14:30 for a meeting"
            " with 2 visitors (so 3 in total). Her assistant can be reached at ext. 2231.",
            3,
        ),
        ("Room Tuesday for 4 guests plus me, so 5 in total. Call ext 4417 if any issue.", 5),
        ("Room Tuesday for 4 guests plus me, 5 in total. Extension 2231.", 5),
        ("Room for 5 on Tuesday, ext. 2231", 5),
        ("room for 10 on thu? ext 4417", 10),
        ("Room for the 12 of us on Monday, tel: 4417", 12),
        ("2 x 4-person teams on Friday, one room please", 8),
    ],
)
def test_an_extension_is_no_count(task: str, people: int) -> None:
    assert parse_capacity(task) == people
    req = parse_request(task)
    assert req is not None and req.capacity == people


def test_a_request_whose_only_number_is_an_extension_says_no_count() -> None:
    assert parse_capacity("Book a room on Tuesday for the team. Call ext. 2231.") is None
