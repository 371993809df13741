"""One person meeting a count of others is one more (held-out items, itemsheld37).

"I'm meeting 3 clients on Tuesday, book a room" read 3 and "Ben is meeting 3 vendors" 3: the
person who meets them was left out, so the room asked for was a seat short ("for him and 3
vendors" read 4 already). Not where the one who meets them is a group of unsaid size ("we're
meeting 3 clients"), or where the count already holds them ("for 4 …, I'm meeting 3 clients").
"""

from __future__ import annotations

import pytest

from arena.model.task import read_request


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("I'm meeting 3 clients on Thursday, can you book a room?", 4),
        ("Book a room on Friday, I am meeting with two suppliers.", 3),
        ("Priya is interviewing 2 candidates on Monday, please book her a room.", 3),
        ("My manager is hosting 5 investors on Wednesday, book something.", 6),
        ("Book a room on Tuesday: I'll be training 8 new hires.", 9),
    ],
)
def test_the_one_meeting_them_is_counted(text: str, people: int) -> None:
    assert read_request(text).capacity == people


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("We're meeting 3 clients on Thursday, book a room.", 3),
        ("Book a room for 4 on Thursday, I'm meeting 3 clients.", 4),
        ("Book a room on Thursday for me and 3 clients, I'm meeting 3 clients.", 4),
        ("Sales is meeting 3 clients on Thursday, book a room.", 3),
    ],
)
def test_no_one_more_where_the_count_holds_them_or_says_no_one(text: str, people: int) -> None:
    assert read_request(text).capacity == people
