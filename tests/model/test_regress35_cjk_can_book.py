"""A booking asked for as a polite "can you book …?" in Japanese, Chinese or Korean read as only a
question (regress35): 4452def6 read a CJK sentence that ends in a question particle as asking
what is free unless a "please book" form was in it, and "金曜日に8名で会議室を予約できますか？"
(can you book a room on Friday for 8?), "可以预订周五的会议室吗？" and "금요일에 회의실 예약할 수
있나요?" are how a request is put in those languages, as "Can you book a room on Friday?" is in
English (a booking). Such an item got no approval asked and no room booked; before 4452def6 each
was a booking. A question of what is free, or one saying no booking is needed yet, stays one."""

from __future__ import annotations

import pytest

from arena.model.intent import wants_booking


@pytest.mark.parametrize(
    "text",
    [
        "金曜日に8名で会議室を予約できますか？",
        "金曜日に会議室を予約できますか？8名です。",
        "会議室を予約できますか？金曜日、8名です。",
        "金曜日に会議室を予約したいのですが、空いていますか？8名です。",
        "金曜日、8名で会議室を予約することはできますか？",
        "可以预订周五的会议室吗？8个人。",
        "能预订周五的会议室吗？我们8个人。",
        "我想订周五的会议室，可以吗？8个人。",
        "금요일에 회의실 예약할 수 있나요? 8명이에요.",
        "금요일에 8명 회의실 예약하고 싶은데 가능한가요?",
    ],
)
def test_can_you_book_is_a_booking(text: str) -> None:
    assert wants_booking(text)


@pytest.mark.parametrize(
    "text",
    [
        "金曜日に空いている会議室はありますか？8名です。予約はまだ不要です。",
        "金曜日に空いている会議室はありますか？8名です。",
        "周五有空的会议室吗？8个人。不用预订。",
        "금요일에 빈 회의실 있나요? 8명이에요.",
        "予約はできますか？それとも満室ですか？",
    ],
)
def test_what_is_free_stays_a_question(text: str) -> None:
    assert not wants_booking(text)
