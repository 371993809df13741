"""Requests in languages whose weekdays the reader did not hold (outside tester items35): Turkish,
Greek, Ukrainian, Hungarian, Indonesian, Hindi, Arabic and Hebrew were refused at load as naming
no weekday, and Vietnamese "thứ Ba" (Tuesday) folded to "thu ba" and was read as Thursday, so an
item without ``meta.day`` booked the wrong day. A name that is also a day ("Sali", "Cuma",
"Ahad") stays a name."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "day", "people"),
    [
        ("Lütfen Salı günü 6 kişilik bir toplantı odası ayırın.", "Tuesday", 6),
        ("Perşembe günü 4 kişi için oda ayırın lütfen.", "Thursday", 4),
        ("Παρακαλώ κλείστε μια αίθουσα για την Τετάρτη για 8 άτομα.", "Wednesday", 8),
        ("Будь ласка, забронюйте кімнату на четвер для 4 людей.", "Thursday", 4),
        ("Kérem, foglaljon egy tárgyalót péntekre 7 főre.", "Friday", 7),
        ("Tolong pesan ruang rapat untuk hari Jumat, 9 orang.", "Friday", 9),
        ("कृपया गुरुवार को 5 लोगों के लिए एक मीटिंग रूम बुक करें।", "Thursday", 5),
        ("من فضلك احجز غرفة اجتماعات يوم الثلاثاء لـ 6 أشخاص.", "Tuesday", 6),
        ("אנא הזמן חדר ישיבות ליום רביעי ל-5 אנשים.", "Wednesday", 5),
        ("Vui lòng đặt phòng họp vào thứ Ba cho 6 người.", "Tuesday", 6),
        ("Vui lòng đặt phòng họp vào thứ Năm cho 6 người.", "Thursday", 6),
    ],
)
def test_s35_weekdays_in_more_languages(text: str, day: str, people: int) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.day, got.capacity) == (day, people)


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("Book a room for Sali and me on Tuesday", "Tuesday"),
        ("Book a room on Friday for Cuma and me", "Friday"),
        ("Book a room for Ahad and me on Monday", "Monday"),
        ("Book a room for 6 on Thursday, Thu 10 Dec", "Thursday"),
    ],
)
def test_s35_names_stay_names(text: str, day: str) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert got.day == day


@pytest.mark.parametrize(
    ("answer", "verdict"),
    [("不行，取消吧。", "deny"), ("不行，算了吧。", "deny"), ("好的，取消吧。", "unclear"),
     ("不行。", "deny")],
)  # fmt: skip
def test_s35_chinese_no_and_cancel(answer: str, verdict: str) -> None:
    """ "不行，取消吧。" (no, cancel it) read unclear: "取消吧" was no word the reader knew."""
    from arena.wording.answers import read_answer

    assert read_answer(answer) == verdict
