"""Outside tester 36: Thai and Swahili requests named no weekday the reader knew ("ช่วยจองห้อง
ประชุมวันอังคารสำหรับ 6 คน", "Tafadhali weka nafasi ya chumba cha mkutano Jumanne kwa watu 6"),
nor did a Finnish day in the translative ("Varaa kokoushuone tiistaiksi 6 hengelle", for
Tuesday); each was refused at load. Thai is written without spaces, so its weekdays after "วัน",
a count before "คน" (in digits, Thai digits or words) and its words for book and free are
written in English with spaces round them; a Thai question ("…มีห้องว่าง…ไหม") asks what is free."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES = [
    ("ช่วยจองห้องประชุมวันอังคารสำหรับ 6 คน", 6, "Tuesday", True),
    ("กรุณาจองห้องประชุมวันศุกร์ให้ 10 คนด้วยครับ", 10, "Friday", True),
    ("จองห้องวันพุธ ๘ คน", 8, "Wednesday", True),
    ("ช่วยจองห้องประชุมวันจันทร์สำหรับห้าคน", 5, "Monday", True),
    ("วันพฤหัสบดีมีห้องว่างสำหรับ 4 คนไหม", 4, "Thursday", False),
    ("Tafadhali weka nafasi ya chumba cha mkutano Jumanne kwa watu 6.", 6, "Tuesday", True),
    ("Je, kuna chumba wazi Alhamisi kwa watu 4?", 4, "Thursday", False),
    ("Varaa kokoushuone tiistaiksi 6 hengelle.", 6, "Tuesday", True),
]


@pytest.mark.parametrize(("text", "people", "day", "book"), CASES)
def test_the_weekday_is_read(text: str, people: int, day: str, book: bool) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.book) == (people, day, book)
