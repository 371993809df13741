"""Outside tester 36: a question whether a room is free, asked in a language whose weekdays the
request reader reads through arena.wording.far_weekdays (Hungarian, Greek, Polish, Turkish,
Russian, Finnish, Norwegian) or in Italian or Portuguese, was read as a booking: no English,
German, Spanish or French question word opens it and no "free" it knew was in it, so the model
asked a person to approve a booking nobody wanted ("Van szabad tárgyaló csütörtökön 4 főre?",
an ``expect: no_approval`` item, loaded and failed on every adapter). "Free" in those languages
now makes it the question it is; asking for the booking there ("Foglalj …", "Zarezerwuj …",
"Κλείστε …", "Prenota …") still books, free room or not."""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

QUESTIONS = [
    "Van szabad tárgyaló csütörtökön 4 főre?",
    "Υπάρχει ελεύθερη αίθουσα την Πέμπτη για 4 άτομα;",
    "Czy jest wolna sala we wtorek dla 6 osób?",
    "Salı günü 6 kişi için boş oda var mı?",
    "Есть ли свободная комната в среду на 9 человек?",
    "Onko tiistaina vapaa huone 6 hengelle?",
    "Er det et ledig rom på fredag for 7 personer?",
    "C'è una sala libera martedì per 6?",
    "Há uma sala livre na terça para 6 pessoas?",
    "Is er op vrijdag een ruimte vrij voor 6?",
]
BOOKINGS = [
    "Foglalj egy szabad termet kedden 6 főre.",
    "Κλείστε μια ελεύθερη αίθουσα την Πέμπτη για 4 άτομα.",
    "Czy możesz zarezerwować wolną salę na wtorek dla 6 osób?",
    "Забронируйте свободную комнату в среду на 9 человек",
    "Varaa vapaa huone tiistaina 6 hengelle.",
    "Kan du boka ett ledigt mötesrum på fredag för 7 personer?",
    "Prenota una sala libera martedì per 6.",
    "Reserve uma sala livre na terça para 6 pessoas.",
    # Dutch "vrijdag" (Friday) holds "vrij" (free): no question (abd68c8b read these as one)
    "Kunnen we vrijdag een ruimte voor 6 krijgen?",
    "Kun je vrijdag een ruimte voor 6 regelen?",
]


@pytest.mark.parametrize("text", QUESTIONS)
def test_a_free_room_asked_about_is_no_booking(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book is False, read


@pytest.mark.parametrize("text", BOOKINGS)
def test_a_free_room_asked_for_is_booked(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book is True, read
