"""Counts in dictated and pasted requests (outside tester items35): "three of them and two of us
so book a room yeah", with no mark after "of us", read "two of us" as people doing something (3);
"we were going to be fifteen but three dropped out so twelve now" as a count of before only;
"Panel: 3 interviewers + candidate" as 3 ("candidate + 3 interviewers" was read 4)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("yeah hi um so friday we've got the the uh client visit it's three of them and two of us "
         "so book a room yeah", 5),
        ("so the thing is we were going to be fifteen but three dropped out so twelve now and it's "
         "wednesday book a room", 12),
        ("Panel: 3 interviewers + candidate. Monday. Book a room for the panel.", 4),
        ("Book a room on Monday for 4 engineers plus manager.", 5),
        ("Book a room on Monday for 4 engineers plus 2 guests.", 6),
        ("Thursday, 5 people, and one of us uses a wheelchair so please book step-free.", 5),
        ("We were 10 last time; book Tuesday for 6 now.", 6),
    ],
)  # fmt: skip
def test_s35_dictated_counts(text: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.capacity == people
