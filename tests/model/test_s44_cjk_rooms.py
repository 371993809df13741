"""A room's Latin name in a Chinese or Korean request (requests44): "星期二帮我订Cedar，我们八个人"
(book Cedar, Tuesday, eight of us) booked the first free room, Aspen, and "화요일에 Aspen 회의실
예약해 주세요. 6명입니다." named Aspen without saying whether to book it, though each says so in its
own words. Booking words (订, 预订, 예약) ask for the room, refusals (不要, 不行, 말고) rule it out;
a question about the room still books nothing, and the Japanese reading stays."""

from __future__ import annotations

import pytest

from arena.model.policy import _named
from arena.model.task import BookingRequest, read_request


def _read(text: str) -> tuple[str | None, str, int, bool, frozenset[str]]:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    return _named([], got, text), got.day, got.capacity, got.book, got.avoid


@pytest.mark.parametrize(
    ("text", "room", "day", "count"),
    [
        ("星期二帮我订Cedar，我们八个人", "R-204", "Tuesday", 8),
        ("请帮我预订周三的Sequoia会议室，12个人。", "R-305", "Wednesday", 12),
        ("周五帮我预定Maple，7个人。", "R-210", "Friday", 7),
        ("화요일에 Aspen 회의실 예약해 주세요. 6명입니다.", "R-102", "Tuesday", 6),
        ("금요일 오후 세 시 반에 Maple 예약 부탁드려요. 총 7명이에요.", "R-210", "Friday", 7),
        ("木曜日にCedarを5人で予約してください。", "R-204", "Thursday", 5),
    ],
)
def test_the_room_asked_for(text: str, room: str, day: str, count: int) -> None:
    assert _read(text) == (room, day, count, True, frozenset())


@pytest.mark.parametrize(
    ("text", "out", "day", "count"),
    [
        ("周二帮我订个会议室，不要Cedar，我们六个人", "cedar", "Tuesday", 6),
        ("周二订会议室，6个人，Cedar不行。", "cedar", "Tuesday", 6),
        ("화요일에 회의실 예약해 주세요, Aspen 말고요. 5명입니다.", "aspen", "Tuesday", 5),
    ],
)
def test_the_room_refused(text: str, out: str, day: str, count: int) -> None:
    assert _read(text) == (None, day, count, True, frozenset({out}))


def test_a_question_books_nothing() -> None:
    named, day, count, book, _ = _read("周二Cedar有空吗？6个人。")
    assert (named, day, count, book) == ("R-204", "Tuesday", 6, False)
