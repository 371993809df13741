"""A room's name in Hangul is that room (heldout46): "시더룸 수요일 6명" (Cedar room, Wednesday, 6
people) booked Aspen, the first free room, as the name was not read. Katakana and Latin names
read as before, and Hangul that only holds the letters of a name ("가시더라") names no room."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, NotUnderstood, read_request


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("시더룸 수요일 6명", "R-204"),
        ("수요일에 시더룸 6명으로 예약해 주세요", "R-204"),
        ("아스펜 목요일 4명 예약 부탁해요", "R-102"),
        ("화요일 메이플 회의실 9명", "R-210"),
        ("월요일 주니퍼 3명", "R-101"),
    ],
)
def test_a_hangul_name_books_that_room(text: str, room: str) -> None:
    assert _booked(text) == [room]


def test_a_hangul_name_refused_is_not_booked() -> None:
    read = read_request("시더 회의실 말고 다른 곳으로 수요일 6명")
    assert isinstance(read, BookingRequest) and "cedar" in read.avoid, read
    assert _booked("시더 회의실 말고 다른 곳으로 수요일 6명") not in (["R-204"], [])


@pytest.mark.parametrize(
    ("text", "room"),
    [("シーダーで水曜日6名お願いします", "R-204"), ("Cedar, Dienstag, 6 Personen", "R-204")],
)
def test_katakana_and_latin_names_read_as_before(text: str, room: str) -> None:
    assert _booked(text) == [room]


def test_letters_of_a_name_inside_a_hangul_word_are_no_room() -> None:
    read = read_request("그분이 가시더라고요. 수요일 6명 회의실 예약해 주세요")
    assert isinstance(read, BookingRequest) and not isinstance(read, NotUnderstood), read
    assert _booked("그분이 가시더라고요. 수요일 6명 회의실 예약해 주세요") == ["R-102"]
