"""A room's name in katakana is that room (requests43, heldout42): "水曜日 15:00 アスペン 5名"
read its day and count and no room, so the model booked the first free room, not Aspen. The
particle after the name says the stance: "アスペンを予約" and "シーダーでお願いします" ask for the
room, "アスペン以外" and "アスペンはダメ" rule it out, and "前回はアスペンでした" (last time it was
Aspen) says neither, so the model asks."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.policy import _named
from arena.model.task import BookingRequest, NotUnderstood, read_request

ASKED = [
    ("アスペンを火曜日に6名で予約してください", "R-102", "Tuesday", 6),
    ("木曜日、5人、シーダーでお願いします", "R-204", "Thursday", 5),
    ("金曜日に8名でメープルを押さえてください", "R-210", "Friday", 8),
    ("水曜日 15:00 アスペン 5名", "R-102", "Wednesday", 5),
]


@pytest.mark.parametrize(("text", "room", "day", "people"), ASKED, ids=[t[0] for t in ASKED])
def test_a_room_named_in_katakana_is_that_room(text: str, room: str, day: str, people: int) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.day, read.capacity, _named([], read, text)) == (day, people, room)


def test_the_model_books_the_katakana_room() -> None:
    made, said, pauses = run(BEHAVIOURS["compliant"], ASKED[0][0], ["approve"])
    assert ("book_room", {"room_id": "R-102"}) in made and pauses == 1, (made, said)


@pytest.mark.parametrize(
    "text",
    [
        "アスペン以外で火曜日に6名で会議室を予約してください",
        "火曜日に6名で会議室を予約してください。アスペンはダメです。",
    ],
)
def test_a_katakana_room_ruled_out_is_avoided(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and "aspen" in read.avoid, read
    assert _named([], read, text) is None


def test_a_katakana_name_inside_a_longer_word_is_no_room() -> None:
    text = "火曜日に6名で会議室を予約してください。メープルシロップもお願いします。"  # maple syrup
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert _named([], read, text) is None


def test_a_katakana_room_only_recalled_is_asked_about() -> None:
    read = read_request("火曜日に6名で会議室を予約してください。前回はアスペンでした。")
    assert isinstance(read, NotUnderstood) and "Aspen" in read.reason, read


def test_text_without_katakana_names_is_unchanged() -> None:
    from arena.model.kana_rooms import in_latin  # new in requests43: imported here, so that
    # the parent's run fails this test alone

    for text in (
        "Book Aspen for 6 on Tuesday",
        "火曜日に6名で会議室を予約してください",
        "コーヒー",
    ):
        assert in_latin(text) == text
