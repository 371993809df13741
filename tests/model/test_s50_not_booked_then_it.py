"""A room said not to be booked yet, then "book it": the pronoun takes that room (requests50c).

"I didn't book Cedar yet, book it for 6 on Tuesday." booked Aspen, in English, French, German and
Spanish alike: the past-tense "didn't book" read as ruling Cedar out, and the "it" of the order
was no room. A statement about a booking not made rules nothing out. Near misses: an order not
to book the room, a refused pronoun, a reason that rules the room out, another room named.
"""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, read_request
from row_table import rows

CEDAR, MAPLE = "R-204", "R-210"


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


TAKEN = [
    "I didn't book Cedar yet, book it for 6 on Tuesday.",
    "We haven't booked Cedar yet, book it for 6 on Tuesday.",
    "Cedar hasn't been booked yet, so please book it for 6 on Tuesday.",
    "Nobody booked Cedar yet, please book it for 6 on Tuesday.",
    "We never booked Cedar, book it for 6 on Tuesday.",
    "i didnt book cedar yet. pls book it for 6 on tuesday",
    "Cedar is not booked yet, book it for 6 on Tuesday.",
    "Ich habe Cedar noch nicht gebucht, buch ihn für 6 am Dienstag.",
    "Niemand hat Cedar gebucht, buch ihn für 6 am Dienstag.",
    "Je n'ai pas encore réservé Cedar, réserve-la pour 6 mardi.",
    "Personne n'a réservé Cedar, réserve-la pour 6 mardi.",
    "Todavía no reservé Cedar, resérvala para 6 el martes.",
    "Nadie reservó Cedar todavía, resérvala para 6 el martes.",
    "Non ho ancora prenotato Cedar, prenotala per 6 martedì.",
    "Nessuno ha prenotato Cedar, prenotala per 6 martedì.",
    "Ainda não reservei a Cedar, reserva-a para 6 na terça.",
    "Não reservamos a Cedar, reserva-a para 6 na terça.",
    "Ik heb Cedar nog niet geboekt, boek hem voor 6 op dinsdag.",
    "Niemand heeft Cedar geboekt, boek hem voor 6 op dinsdag.",
]


@rows("text", TAKEN)
def test_it_after_a_booking_not_made_is_that_room(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and "cedar" not in read.avoid
    assert _booked(text) == [CEDAR]


@rows(
    ("text", "booked"),
    [
        ("Don't book Cedar, book a room for 6 on Tuesday.", None),
        ("I didn't book Cedar yet. Don't book it.", []),
        ("I didn't book Cedar yet, don't book it, book a room for 6 on Tuesday.", None),
        (
            "Ich habe Cedar noch nicht gebucht, buch ihn nicht, buch einen Raum für 6 am Dienstag.",
            None,
        ),
        ("Cedar wasn't booked because it's too small, book a room for 10 on Tuesday.", None),
        ("Cedar wasn't booked since it was closed, book it for 6 on Tuesday.", None),
        ("I didn't like Cedar, book it for 6 on Tuesday.", None),
        ("I haven't booked Cedar yet, book Maple for 6 on Tuesday.", [MAPLE]),
    ],
)
def test_near_misses_do_not_take_the_room(text: str, booked: list[str] | None) -> None:
    made = _booked(text)
    if booked is None:
        assert CEDAR not in made  # ruled out: another room, or none
    else:
        assert made == booked
