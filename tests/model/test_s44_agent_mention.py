"""A chat request that opens by @-mentioning the agent (requests44): "@roombot aspen thu 4ppl
pls" named Aspen without saying whether to book it, though "aspen thu 4ppl pls" books Aspen;
the mention is said to the agent and is no word of the request. A person mentioned stays a
word: "@priya aspen thu 4ppl" is still asked about."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("@roombot aspen thu 4ppl pls 🙏", "R-102", "Thursday", 4),
        ("@bot: Cedar, Fri, 4 ppl", "R-204", "Friday", 4),
        ("@booking-assistant maple wed 8 ppl", "R-210", "Wednesday", 8),
        ("aspen thu 4ppl pls", "R-102", "Thursday", 4),
    ],
)
def test_the_facts_after_the_mention(text: str, room: str, day: str, count: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest) and got.book, got
    assert (_named([], got, text), got.day, got.capacity) == (room, day, count)


def test_a_person_mentioned_is_still_asked_about() -> None:
    assert isinstance(read_request("@priya aspen thu 4ppl pls"), NotUnderstood)
