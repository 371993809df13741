"""A day said from a today the request names is the day after it (or two after), never the
today (evals46, outside team: "今日は月曜日です。明日…", "Oggi è lunedì … domani" and "Vandaag is
het maandag … morgen" were booked for Monday; "Book a room for 5 people tomorrow; today is
Monday." was not understood)."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows


@rows(
    ("text", "day"),
    [
        # the outside team's
        ("明日の会議室を予約してください。今日は月曜日です。5名です。", "Tuesday"),
        ("今日は月曜日です。明日、5名で会議室を予約してください。", "Tuesday"),
        ("今日は月曜日なので、明日5名で会議室を予約してください。", "Tuesday"),
        ("明後日、6名で会議室を予約してください。今日は月曜日です。", "Wednesday"),
        ("Oggi è lunedì. Prenota una sala per 5 persone domani.", "Tuesday"),
        ("Vandaag is het maandag. Boek morgen een zaal voor 5 personen.", "Tuesday"),
        ("Book a room for 5 people tomorrow; today is Monday.", "Tuesday"),
        ("Reserva una sala para 5 personas mañana; hoy es lunes.", "Tuesday"),
        # neighbours: other languages, other orders, other phrasings
        ("本日は水曜日です。明日、会議室を5名で予約お願いします。", "Thursday"),
        ("あさって4名で会議室を予約してください。今日は金曜日です。", "Sunday"),
        ("今天是星期一。请帮我预订明天的会议室，我们一共五个人。", "Tuesday"),
        ("오늘은 월요일이에요. 내일 5명이 쓸 회의실을 예약해 주세요.", "Tuesday"),
        ("Hoje é segunda-feira. Reserve uma sala para 5 pessoas amanhã.", "Tuesday"),
        ("Oggi è martedì, prenota una sala per 5 persone dopodomani.", "Thursday"),
        ("È lunedì oggi: domani ci serve una sala per 5.", "Tuesday"),
        ("Het is vandaag maandag, boek overmorgen een zaal voor 5.", "Wednesday"),
        ("Wir haben heute Montag; bitte morgen einen Raum für 4 buchen.", "Tuesday"),
        ("Need a room for 6 the day after tomorrow - today's Thursday.", "Saturday"),
        ("Could you book a room for 3 tomorrow? It's Friday today.", "Saturday"),
        # "mañana" twice, once the morning: still the day after
        ("Hoy es lunes; resérvame una sala para mañana por la mañana, somos 4.", "Tuesday"),
        ("Today is Monday. Book a room for 5 tomorrow - tomorrow works best.", "Tuesday"),
        # today's weekday said without "today", beside a day said from today
        ("It's Monday. Book a room tomorrow for 5.", "Tuesday"),
        ("Happy Monday! Book a room for 5 tomorrow please.", "Tuesday"),
        ("Monday today. Book a room for 5 tomorrow.", "Tuesday"),
        ("It's Monday, so book a room for 5 tomorrow.", "Tuesday"),
        ("Es ist Montag. Bitte morgen einen Raum für 5.", "Tuesday"),
        ("月曜日です。明日5名で会議室を予約してください。", "Tuesday"),
        ("今日（月曜日）、明日5名で会議室を予約してください。", "Tuesday"),
        # already right: kept
        ("It's Wednesday today. Could you book a room for 7 of us tomorrow?", "Thursday"),
        ("Today's Monday, so tomorrow please: a room for 5.", "Tuesday"),
        ("Aujourd'hui c'est lundi. Réserve une salle pour 5 demain.", "Tuesday"),
        ("Resérvame una sala pasado mañana para 4; hoy es lunes.", "Wednesday"),
    ],
)
def test_the_day_after_a_named_today_is_booked(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day, read


@rows(
    "text",
    [
        # two days said from today: asked about, not the today booked
        "Today is Monday; book a room for 4 tomorrow or the day after.",
        "Hoy es lunes; reserva una sala para 4 mañana o pasado mañana.",
        # two todays that disagree: no day can be told
        "Today is Monday. No wait, today is Tuesday. Book a room for 5 tomorrow.",
    ],
)
def test_a_day_that_cannot_be_told_is_asked_about(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


@rows(
    ("text", "day"),
    [
        # a weekday asked for beside a named today is that weekday
        ("Oggi è lunedì. Prenota una sala per 5 persone mercoledì.", "Wednesday"),
        ("Vandaag is het maandag; boek donderdag een zaal voor 5.", "Thursday"),
        ("Hoy es lunes. Reserva una sala el miércoles por la mañana para 4.", "Wednesday"),
        ("Heute ist Montag. Bitte buch für Mittwoch am Morgen einen Raum für 4.", "Wednesday"),
        ("今日は月曜日です。水曜日に5名で会議室を予約してください。", "Wednesday"),
        # tomorrow's own weekday said beside it: that weekday
        ("Book a room for 5 for tomorrow (Monday).", "Monday"),
        ("Book a room for 5 tomorrow, Tuesday.", "Tuesday"),
        # a named today and nothing else: the today is the day asked
        ("Today is Monday, book a room for 5.", "Monday"),
    ],
)
def test_honest_neighbours_keep_their_day(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day, read


@rows(
    "text",
    [
        "Book a room for 5 tomorrow.",
        "明日、5名で会議室を予約してください。",
        "Prenota una sala per 5 persone domani.",
        "Boek morgen een zaal voor 5 personen.",
        "Reserva una sala para 5 personas mañana.",
    ],
)
def test_tomorrow_with_no_named_today_names_no_weekday(text: str) -> None:
    assert isinstance(read_request(text), NotUnderstood)


@rows(
    ("text", "said"),
    [
        (
            "It's Tuesday today; we need a room for 6 the day after tomorrow.",
            "the day after tomorrow",
        ),
        (
            "Today is Monday; book a room for 4 the day after tomorrow at 3pm.",
            "the day after tomorrow, at 3pm",
        ),
        ("Book Aspen for 6 on Tuesday after lunch.", "after lunch"),
    ],
)
def test_the_question_says_the_day_after_tomorrow_whole(text: str, said: str) -> None:
    """The approval question said "(the request says: after tomorrow)", a fragment (evals46)."""
    from arena.model.rooms import Room, summary

    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert summary(Room("R-102", "Aspen"), read, text).endswith(f"(the request says: {said})")
