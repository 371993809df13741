"""A day changed in a chat by its short name (outside tester items35): "Tuesday for 3?" then
"can't tue, wed?" and "wed works" was read as Tuesday, so the model booked a day the chat had
given up: a short name was read only where no day was written out. "wed", "thu", "fri" and
"tue(s)" are no other word, so they now count beside a written-out day, and such a chat names
two days (refused at load with the fix, not booked on the wrong one); "mon", "sat" and "sun"
still count only where nothing else names a day."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, NotUnderstood, read_request

CHAT = """WhatsApp chat:
[04/12/2026, 18:01] Nina: Tuesday for 3?
[04/12/2026, 18:03] Omar: can't tue, wed?
[04/12/2026, 18:04] Nina: wed works. 3 ppl
[04/12/2026, 18:05] Nina: bot pls book a room"""


def test_s35_a_day_changed_by_its_short_name_is_not_booked_on_the_first() -> None:
    got = read_request(CHAT)
    assert isinstance(got, NotUnderstood), got
    assert "more than one weekday (Tuesday, Wednesday)" in got.reason


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Book a room on Tuesday, Tue 8 Dec, for 4", "Tuesday"),
        ("Book Friday for 6, Fri 11 Dec 2026 9:30", "Friday"),
        ("thurs for 8, reply before monday", "Thursday"),
        ("Book a room for 4 on Tuesday, we sat down to plan it on Sun", "Tuesday"),
    ],
)
def test_s35_short_names_beside_their_day(text: str, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.day == day
