"""Outside tester 37's requests in Romanian, Bengali, Czech and Vietnamese: Romanian and Bengali
weekdays ("marți", "joi", "মঙ্গলবার") were read as no weekday, Czech number words before "osob"
or "lidi" ("pro osm osob", "pro tři lidi") and Bengali counts before "জন" as no head count, so
each item was refused at load; and the Vietnamese "Có phòng trống nào vào thứ Sáu cho 4 người
không?" (is a room free on Friday for 4?) was read as a booking, so the scripted model asked
for an approval nobody wanted (the no_approval item failed in the run). "două luni" (two
months) is no Monday."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "people", "day"),
    [
        ("Vă rog să rezervați o sală de ședințe marți pentru 6 persoane.", 6, "Tuesday"),
        ("Rezervați o sală joi pentru opt persoane, vă rog.", 8, "Thursday"),
        ("Rezervați o sală miercuri pentru douăzeci și două de persoane.", 22, "Wednesday"),
        ("Rezervați o sală vineri pentru 5 persoane.", 5, "Friday"),
        ("অনুগ্রহ করে মঙ্গলবার ৬ জনের জন্য একটি মিটিং রুম বুক করুন।", 6, "Tuesday"),
        ("বৃহস্পতিবার 8 জনের জন্য একটি রুম বুক করুন।", 8, "Thursday"),
        ("বুধবার পাঁচ জনের জন্য রুম বুক করুন।", 5, "Wednesday"),
        ("Potřebujeme místnost ve čtvrtek pro osm osob, prosím rezervujte.", 8, "Thursday"),
        ("Rezervujte prosím zasedačku na pondělí pro tři lidi.", 3, "Monday"),
    ],
)
def test_far_weekdays_and_counts_are_read(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (people, day)


@pytest.mark.parametrize(
    "text",
    [
        "Có phòng trống nào vào thứ Sáu cho 4 người không?",
        "শুক্রবার ৪ জনের জন্য কোনো রুম খালি আছে?",
        "Există o sală liberă vineri pentru 4 persoane?",
    ],
)
def test_a_question_whether_a_room_is_free_books_nothing(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and not read.book, read
    assert (read.capacity, read.day) == (4, "Friday")


def test_two_months_is_no_monday() -> None:
    read = read_request("Rezervați o sală pentru 6 persoane, proiectul durează două luni.")
    assert not isinstance(read, BookingRequest)
