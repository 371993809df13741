"""A texted "nvm" takes a request back, or corrects it (items41).

"Room for 10 on Thursday, nvm" booked a room for 10 (the reader knew "never mind" at the end,
not "nvm"); "Pat: room for 10 thursday pls\\nPat: nvm, 12" read 10.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, CalledOff, read_request


@pytest.mark.parametrize(
    "text",
    ["Room for 10 on Thursday, nvm", "Room for 10 on Thursday. nvm!", "Room for 6 Tue. Nvmd."],
)
def test_nvm_at_the_end_takes_it_back(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Pat: room for 10 thursday pls\nPat: nvm, 12", 12, "Thursday"),
        ("Room for 10 on Thursday. Never mind, 12.", 12, "Thursday"),
        ("Room for 10 on Thursday, nvm 12", 12, "Thursday"),
        ("Jo: room for 6 tue\nJo: nvm, 7 of us", 7, "Tuesday"),
        ("Room for 10 Thursday. nvm, Friday", 10, "Friday"),
        # a side remark corrects nothing and takes nothing back
        ("Room for 10 on Thursday. Never mind the projector.", 10, "Thursday"),
        ("nvm the projector: room for 10 on Thursday", 10, "Thursday"),
        ("Room for 10 on Thursday, nvm the catering", 10, "Thursday"),
    ],
)
def test_nvm_before_a_count_or_day_corrects(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, day)


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("Tom: book aspen tue\nSue: for how many\nTom: 4, maybe 5\nTom: say 5", 5),
        ("Room for 4 or 5 on Tuesday. Say 5.", 5),
        # "say" not settling a count
        ("Room for 6 on Tuesday, say 5 minutes before", 6),
        ("Room for 6 on Tuesday. Say 2pm.", 6),
        ("Room for 6 Tuesday, just say 5 if asked", 6),
    ],
)
def test_a_count_settled_with_say(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (people, "Tuesday")
