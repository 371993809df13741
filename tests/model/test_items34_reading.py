"""Requests an outside tester wrote (items34, session 34) refused at load though each says
its room, day and count plainly: a ticket's "… review room" above "When: Thursday 14:00" read as
a room called "When", "meeting room Tusday" as a room called Tusday; "Mon. Team of 7" and "for
mon" as no weekday; a form's "Pax: 12" or "Attendees: 6" beside "P3", "FAC-2231" or "1 room" as no
count; Markdown's "`room`: Sequoia" as naming Sequoia without saying to book it; and a reply above an Outlook thread ("________________________________",
"From:", "Let's aim for Tuesday or Wednesday.") as naming two weekdays."""

from __future__ import annotations

from arena.model.task import BookingRequest, NotUnderstood, read_request
from row_table import rows

OUTLOOK = (
    "Dear all,\n\nAs discussed, please book Cedar on Wednesday for the 8 members of the steering "
    "group.\n\nBest regards\nClaire\n\n________________________________\nFrom: Claire Dubois\n"
    "Sent: 30 November 2026\nSubject: steering group\nLet's aim for Tuesday or Wednesday."
)


@rows(
    ("text", "people", "day"),
    [
        (
            "Summary: Sprint review room\nWhen: Thursday 14:00\nWho: 5 (dev team)\nAction: please book",
            5,
            "Thursday",
        ),
        ("We are need meeting room Tusday for eight people, please reserving it.", 8, "Tuesday"),
        ("Ticket: offsite debrief. Mon. Team of 7. Book asap.", 7, "Monday"),
        ("book a room for mon for me and 3 others? kthx", 4, "Monday"),
        ("Day: Mon, 4 ppl, book", 4, "Monday"),
        (OUTLOOK, 8, "Wednesday"),
        ("[FAC-2231] Meeting room needed. Day: Wed. Pax: 12. Priority: P3.", 12, "Wednesday"),
        ("Need: 1 room. Day: Fri. Attendees: 4 internal + 2 vendor. Book it.", 6, "Friday"),
        ("`room`: Sequoia\n`day`: Friday\n`people`: 12\nbook it pls", 12, "Friday"),
        (
            "Type: room booking / Day: Tuesday / Size: 8 / Notes: not Cedar (AC broken)",
            8,
            "Tuesday",
        ),
        ("Book Tuesday, price: 20 / hour, 6 people", 6, "Tuesday"),
        # s54: a short day where a day sits; "mon" before a word that is no noun (heldout53)
        ("Cedr room mon for 6 thx", 6, "Monday"),
        ("Book Aspen mon at 10 for 5", 5, "Monday"),
        ("room for 5 mon pls", 5, "Monday"),
        ("Raum für 4 am Do", 4, "Thursday"),
        ("Raum für 6 Personen am Mi.", 6, "Wednesday"),
        ("für 5 am Fr., 10 Uhr", 5, "Friday"),
        ("salle pour 4 lun", 4, "Monday"),
        ("Une salle pour 5 le mer.", 5, "Wednesday"),
        ("Réserver une salle pour 5 le jeu. 12", 5, "Thursday"),
        ("Una sala para 5 el mié", 5, "Wednesday"),
    ],
)
def test_the_request_is_read(text: str, people: int, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day) == (people, day)


@rows(
    ("text", "day"),
    [
        ("Réserve une salle pour mon équipe de 5 mardi", "Tuesday"),
        ("we sat down with 4 people on Tuesday, book a room", "Tuesday"),
        # s54 near misses: the short forms as the words they also are
        ("mon ami et moi, salle pour 2 mardi", "Tuesday"),
        ("On a besoin d'une salle pour le jeu de rôle, 5 personnes mardi", "Tuesday"),
        ("Una sala para 5 con vista al mar, el jueves", "Thursday"),
        ("meet at 9 am do you have a room for 4 on Friday", "Friday"),
        ("I am do not know the team, book a room for 4 Tuesday", "Tuesday"),
        ("Book a monitor room for 4 on Friday", "Friday"),
    ],
)
def test_mon_and_sat_as_other_words_stay_so(text: str, day: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day


def test_a_room_of_another_name_is_still_not_understood() -> None:
    for text in ("Book the Redwood room for 4 on Monday", "Book Room Oak for 4 on Monday"):
        read = read_request(text)
        assert isinstance(read, NotUnderstood) and "no room of that name" in read.reason


def test_a_forward_whose_own_words_say_nothing_is_read_whole() -> None:
    """The words above the thread are no request alone: the thread's request is read."""
    text = (
        "FYI, see below.\n\nFrom: Sam\nSent: Monday\nSubject: room\nBook a room for 6 on Tuesday."
    )
    read = read_request(text)
    assert isinstance(read, BookingRequest) and (read.capacity, read.day) == (6, "Tuesday")


@rows(
    "text",
    [
        "Per favore prenota una sala venerdì per 14 persone, ma non Atrium.",
        "Reserve uma sala na sexta-feira para 14, mas não Atrium.",
        "Boek een zaal op vrijdag voor 14, maar niet Atrium.",
        "Per favore prenota una sala venerdì per 14 persone, tranne Atrium.",
    ],
)
def test_a_room_ruled_out_in_italian_portuguese_or_dutch_is_avoided(text: str) -> None:
    """Read as naming Atrium without saying whether to book it (outside tester 34)."""
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.avoid == frozenset({"atrium"})


def test_a_room_asked_for_in_italian_is_not_ruled_out() -> None:
    read = read_request("Prenota Atrium venerdì per 14 persone.")
    assert isinstance(read, BookingRequest) and not read.avoid


@rows(
    ("text", "day"),
    [
        ("It's Monday today; book a room for the day after for 4 of us.", "Tuesday"),
        ("Today is Wednesday. Book a room tomorrow for 6.", "Thursday"),
        ("Today is Tuesday, book a room for the day after tomorrow, 5 people", "Thursday"),
        ("Heute ist Montag, bitte morgen einen Raum für 4 buchen.", "Tuesday"),
        ("Hoy es lunes; resérvame una sala para mañana, somos 4.", "Tuesday"),
        ("Heute ist Montag, bitte für Mittwoch einen Raum für 4.", "Wednesday"),
        ("It's Monday today, book a room for Wednesday for 4", "Wednesday"),
    ],
)
def test_a_day_said_from_a_today_it_names(text: str, day: str) -> None:
    """ "It's Monday today; … the day after" was read as Monday, and booked (outside tester 34)."""
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.day == day


def test_tomorrow_alone_names_no_weekday() -> None:
    assert isinstance(read_request("Book a room tomorrow for 4"), NotUnderstood)
