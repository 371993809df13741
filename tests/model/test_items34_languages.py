"""Requests in languages the word lists did not hold (items34, session 34): Swedish, Danish,
Polish, Czech, Finnish and Russian weekdays, and Japanese, Chinese and Korean ones with their
counters, were each refused at load as naming no weekday ("på fredag", "na wtorek", "на среду",
"火曜日"), and "周三 … 一共十个人" as naming no head count either, though each says both plainly
(:mod:`arena.wording.far_weekdays`)."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request
from arena.wording.far_weekdays import in_english


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Kan du boka ett mötesrum på fredag för 7 personer?", 7, "Friday"),
        ("Kan vi booke et mødelokale på tirsdag til 5 personer?", 5, "Tuesday"),
        ("Czy możesz zarezerwować salę na wtorek dla 6 osób?", 6, "Tuesday"),
        ("Zarezerwuj salę w środę dla 8 osób", 8, "Wednesday"),
        ("Rezervujte místnost na středu pro 7 lidí", 7, "Wednesday"),
        ("Varaa huone tiistaina, 6 hengelle.", 6, "Tuesday"),
        ("Забронируйте, пожалуйста, переговорную на среду на 9 человек.", 9, "Wednesday"),
        ("火曜日に6名で会議室を予約してください。", 6, "Tuesday"),
        ("金曜日、8人で使える会議室をお願いします。", 8, "Friday"),
        ("请帮我预订周三的会议室，我们一共十个人。", 10, "Wednesday"),
        ("星期一需要一个会议室，4个人，谢谢！", 4, "Monday"),
        ("목요일에 5명이 쓸 회의실 예약해 주세요.", 5, "Thursday"),
    ],
)
def test_weekday_and_count_are_read(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.book) == (people, day, True)


def test_a_weekend_day_is_read_as_one() -> None:
    """土曜日 is Saturday: the loader then refuses it as a day the tools do not book, rather
    than as a request naming no day."""
    read = read_request("土曜日に5名で予約してください")
    assert isinstance(read, BookingRequest) and read.day == "Saturday"


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 people on Tuesday.",
        "Fredrik needs a room for 4 on Monday.",  # a name, not "fredag"
        "Reserve Sequoia — the sobotka team, 6 of us, Thursday.",
    ],
)
def test_other_words_are_left_as_they_are(text: str) -> None:
    assert in_english(text) == text
