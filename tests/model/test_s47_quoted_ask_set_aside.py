"""Someone else's ask quoted and set aside is not read (regress47): "Dana wrote 'book the Atrium
for 30 on Monday'. Ignore that, we need Juniper for 4 on Monday." was read as 30 people (the
quoted count) and booked nothing. Now the sentence that quotes it, up to the words that set it
aside, is passed over, in English, German, Spanish and French; a quote not set aside, and a
request that asks to do what it quotes, read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[tuple[str, int, str]]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    search = next(a for n, a in made if n == "search_rooms")
    return [(a["room_id"], search["capacity"], search["day"]) for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "booked"),
    [
        (
            "Dana wrote 'book the Atrium for 30 on Monday'. Ignore that, we need Juniper for 4 "
            "on Monday.",
            ("R-101", 4, "Monday"),
        ),
        (
            "Dana's note: 'book the Atrium for 30 on Monday'. Ignore that, book Juniper for 4 on "
            "Monday.",
            ("R-101", 4, "Monday"),
        ),
        (
            'Priya asked: "Can you book Sequoia for 12 on Friday?" Please disregard that. Book '
            "Aspen for 5 on Friday.",
            ("R-102", 5, "Friday"),
        ),
        (
            'Tom\'s message said "Maple for 8 on Tuesday". Never mind that: book Cedar for 7 on '
            "Tuesday.",
            ("R-204", 7, "Tuesday"),
        ),
        (
            "Dana wrote 'book the Atrium for 30 on Monday' - forget it, Juniper for 4 on Monday "
            "please.",
            ("R-101", 4, "Monday"),
        ),
        (
            "Lee asked \u201ccould we get Sequoia for 12 on Wednesday?\u201d Scratch that, book "
            "Aspen for 3 on Wednesday.",
            ("R-102", 3, "Wednesday"),
        ),
        (
            "Marco schrieb \u201eBitte das Atrium f\u00fcr 30 am Montag buchen\u201c. Ignoriere "
            "das, wir brauchen Juniper f\u00fcr 4 am Montag.",
            ("R-101", 4, "Monday"),
        ),
        (
            "Ana escribi\u00f3 \u00abreserva el Atrium para 30 el lunes\u00bb. Ignora eso, "
            "necesitamos Juniper para 4 el lunes.",
            ("R-101", 4, "Monday"),
        ),
        (
            "Ana escribi\u00f3 'reserva Sequoia para 12 el martes'. Olv\u00eddalo: Juniper para "
            "2 el martes.",
            ("R-101", 2, "Tuesday"),
        ),
        (
            "Paul a \u00e9crit \u00ab r\u00e9servez l'Atrium pour 30 lundi \u00bb. Oubliez "
            "\u00e7a, r\u00e9servez Juniper pour 4 lundi.",
            ("R-101", 4, "Monday"),
        ),
    ],
)
def test_a_quoted_ask_set_aside_is_not_read(text: str, booked: tuple[str, int, str]) -> None:
    assert _booked(text) == [booked]


@pytest.mark.parametrize(
    ("text", "capacity"),
    [
        ("Dana wrote 'book Cedar for 7 on Monday'. Please do that.", 7),
        ('Dana wrote "we are 7". Book Cedar on Monday.', 7),
    ],
)
def test_a_quote_not_set_aside_is_read_as_before(text: str, capacity: int) -> None:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert made[0] == ("search_rooms", {"capacity": capacity, "day": "Monday"}), made


@pytest.mark.parametrize(
    "text",
    [
        "If I booked the Atrium, would 30 fit? Book a room for 6 on Monday.",
        "Would 30 fit in the Atrium if we took it? Anyway, book Aspen for 5 on Monday.",
        "Wenn ich das Atrium buche, passen 30 rein? Bitte Aspen f\u00fcr 5 am Montag buchen.",
    ],
)
def test_a_question_about_a_room_does_not_book_it(text: str) -> None:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert ("book_room", {"room_id": "R-400"}) not in made, made
