"""A role added after "+" or "plus" is one more person also when the booking's day, time or
place follows it (docs37: "for 6 + manager on Monday" read 6, a seat short, while "on Monday for
6 + manager" read 7); a role that is part of a thing ("+ manager approval needed", "+ client
lunch") still adds no one."""

import pytest

from arena.model.head_count import capacity


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Book a room for the finance team (4) + CFO on Monday", 5),
        ("Book a room for 6 + manager on Monday", 7),
        ("Book a room for 6 plus manager on Monday", 7),
        ("Book a room for 6 + manager at 10am", 7),
        ("Book a room for 6 + guest in Cedar tomorrow", 7),
        ("Book a room for 6 + manager Tuesday", 7),
        ("Book a room on Monday for 6 + manager", 7),
        ("Book a room for 6 + manager approval needed on Monday", 6),
        ("Book a room for 6 + client lunch on Monday", 6),
    ],
)
def test_a_role_after_plus_counts_before_the_day(text: str, people: int) -> None:
    assert capacity(text) == people
