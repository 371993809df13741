"""Rooms counted in Japanese, Chinese or Korean are more than one room (evals46).

"月曜日に会議室を2つ予約してください。4名と10名です。" (two rooms on Monday, for 4 and 10) was read
as one room for 4 and booked, where "Book a room for 4 on Monday and another one for 10." and
"Reserva dos salas el lunes" are said to ask for more than one room; "月曜日に2部屋予約" was even
read as a room for 2. Each is now the request the model cannot serve whole, as in English.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, ManyRooms, read_request


@pytest.mark.parametrize(
    "text",
    [
        "月曜日に会議室を2つ予約してください。4名と10名です。",
        "月曜日に会議室を二つ予約してください。4名と10名です。",
        "月曜日に会議室をふたつ予約してください。4名と10名です。",
        "月曜日に2部屋予約してください。5名ずつです。",
        "月曜日に２つの会議室を予約してください。5名ずつです。",
        "请帮我周一预订两个会议室，一个4人，一个10人。",
        "월요일에 회의실 두 개를 예약해 주세요. 4명과 10명입니다.",
    ],
)
def test_two_rooms_counted_are_more_than_one_room(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, ManyRooms) and read.rooms == 2, read


@pytest.mark.parametrize(
    ("text", "people"),
    [
        ("月曜日に会議室を1つ予約してください。4名です。", 4),
        ("月曜日、4名で会議室を一つお願いします。", 4),
        ("月曜日に4名で会議室を予約してください。2つのプロジェクトの打ち合わせです。", 4),
        ("月曜日に4名で2階の会議室を予約してください。", 4),
        ("请帮我周一预订一个会议室，4人。", 4),
        ("월요일에 회의실 한 개를 예약해 주세요. 4명입니다.", 4),
    ],
)
def test_one_room_stays_one_booking(text: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.capacity == people, read
    assert read.day == "Monday"
