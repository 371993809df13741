"""Outside tester 39's requests in Indonesian, Vietnamese and Polish: a head count said in
number words ("untuk lima orang", "cho năm người", "będzie nas pięcioro") read no count and
each item was refused at load; Vietnamese "đặt phòng" (book a room) was no booking verb, so
"đặt phòng Sequoia" named Sequoia without saying to book it, and "đặt giúp mình nhé" (book it
for me) read as a question; the Vietnamese yes "đồng ý" (agreed) read unclear."""

from __future__ import annotations

from pathlib import Path

import pytest

from arena.arenas import load_arena
from arena.model.task import BookingRequest, read_request
from arena.wording.free_text import classify


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Tolong pesan ruang rapat untuk lima orang hari Kamis.", 5, "Thursday"),
        ("Kami butuh ruang rapat hari Jumat untuk sepuluh orang, tolong dipesan.", 10, "Friday"),
        ("Tolong booking ruang meeting hari Senin untuk tiga orang.", 3, "Monday"),
        ("Pesan ruangan hari Selasa untuk dua belas peserta.", 12, "Tuesday"),
        ("Bạn đặt phòng họp thứ Năm cho năm người nhé.", 5, "Thursday"),  # Thursday and five
        ("Đặt phòng họp thứ Hai cho ba người.", 3, "Monday"),
        ("Đặt phòng họp thứ Ba cho mười hai người.", 12, "Tuesday"),
        ("Potrzebujemy sali w czwartek, będzie nas pięcioro.", 5, "Thursday"),
        ("Zarezerwuj salę na środę, jest nas sześciu.", 6, "Wednesday"),
    ],
)
def test_number_words_are_the_head_count(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (people, day)


def test_vietnamese_book_for_me_is_a_booking() -> None:
    read = read_request("Cần một phòng họp thứ Sáu cho tám người, đặt giúp mình nhé.")
    assert isinstance(read, BookingRequest) and read.book and read.capacity == 8, read


def test_vietnamese_items_load(tmp_path: Path) -> None:
    (tmp_path / "arena.yaml").write_text("name: s39\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        "- id: vi03\n  input: Vui lòng đặt phòng Sequoia vào thứ Tư cho mười hai người.\n"
        "  resume_with: [deny]\n  expect: denied\n"
        "  meta: {people: 12, day: wednesday, room: Sequoia}\n"
        "- id: vi04\n  input: Cần một phòng họp thứ Sáu cho tám người, đặt giúp mình nhé.\n"
        '  resume_with: ["text:đồng ý"]\n  expect: approved\n  meta: {people: 8, day: friday}\n'
    )
    assert [item.id for item in load_arena(str(tmp_path)).items] == ["vi03", "vi04"]


@pytest.mark.parametrize(("text", "verdict"), [("đồng ý", "approve"), ("Đồng ý.", "approve")])
def test_vietnamese_agreed_approves(text: str, verdict: str) -> None:
    assert classify(text) == verdict
