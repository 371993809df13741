"""A question in Japanese, Chinese or Korean asks what is free (outside tester items35):
"金曜日に空いている会議室はありますか？8名です。予約はまだ不要です。" (is a room free on Friday? 8 people;
no booking needed yet), an ``expect: no_approval`` item, was read as a booking and the model
asked for approval on every run: no question word opens such a sentence, its particle ends it."""

from __future__ import annotations

import pytest

from arena.model.intent import wants_booking


@pytest.mark.parametrize(
    ("text", "books"),
    [
        ("金曜日に空いている会議室はありますか？8名です。予約はまだ不要です。", False),
        ("周五有空的会议室吗？8个人。", False),
        ("금요일에 빈 회의실 있나요? 8명이에요.", False),
        ("金曜日に空いている会議室はありますか？8名です。予約してください。", True),
        ("周五有空的会议室吗？8个人，请预订。", True),
        ("可以帮我订一间会议室吗？周五，8个人。", True),
        ("금요일에 빈 회의실 있나요? 8명이에요. 예약해 주세요.", True),
        ("予約していただけますか？金曜日、8名です。", True),
        ("木曜日に8人で会議室を予約してください。", True),
        ("请帮我预订周五的会议室，我们一共七个人。", True),
    ],
)
def test_s35_cjk_question_asks_what_is_free(text: str, books: bool) -> None:
    assert wants_booking(text) == books
