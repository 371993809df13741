"""A room said not to work, in the request's own language, is ruled out (requests49c).

"Cedar geht nicht, buch Aspen", "Cedar no nos sirve", "Cedar non va bene", "Cedar is niet goed",
"Cedar não serve" (and the same before an English "book Aspen …") each booked Cedar: the words
that it does not work were read in English only. Near misses, a room said to work ("Cedar geht
auch", "Cedar va bene") or a condition ("if Cedar doesn't work"), still ask for it."""

from __future__ import annotations

from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances
from row_table import rows

UNFIT = [
    "Cedar geht nicht, buch Aspen für 6 am Dienstag.",
    "Cedar funktioniert leider nicht, bitte Aspen für 6 am Dienstag buchen.",
    "Cedar passt nicht, buch Aspen für 6 am Dienstag.",
    "Cedar klappt nicht — buch Aspen für 6 am Dienstag.",
    "Cedar no nos sirve, reserva Aspen para 6 el martes.",
    "Cedar no funciona, reserva Aspen para 6 el martes.",
    "Cedar non va bene, prenota Aspen per 6 martedì.",
    "Cedar non funziona, prenota Aspen per 6 martedì.",
    "Cedar ne convient pas, réserve Aspen pour 6 mardi.",
    "Cedar ne nous convient pas, réserve Aspen pour 6 mardi.",
    "Cedar is niet goed, boek Aspen voor 6 op dinsdag.",
    "Cedar werkt niet, boek Aspen voor 6 op dinsdag.",
    "Cedar não serve, reserve Aspen para 6 na terça.",
    "Cedar nao funciona, reserve Aspen para 6 na terça.",
    "Cedar geht nicht, book Aspen for 6 on Tuesday",
    "Cedar no nos sirve, book Aspen for 6 on Tuesday",
    "Cedar non va bene, book Aspen for 6 on Tuesday",
    "Cedar ne convient pas, book Aspen for 6 on Tuesday",
    "Cedar is niet goed, book Aspen for 6 on Tuesday",
    "Cedar isn't good, book Aspen for 6 on Tuesday",
    "cedar werkt niet. book aspen for 6 on tuesday",
]


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@rows("text", UNFIT)
def test_a_room_said_not_to_work_is_ruled_out(text: str) -> None:
    assert room_stances(text).get("cedar") == "ruled_out", room_stances(text)
    assert _booked(text) == ["R-102"]  # Aspen, never Cedar


@rows(
    "text",
    [
        "Book Aspen for 6 on Tuesday, Cedar geht auch.",
        "Prenota Aspen per 6 martedì, anche Cedar va bene.",
        "Book Cedar for 6 on Tuesday; if Cedar doesn't work, Aspen.",
        "Buch Cedar für 6 am Dienstag.",
    ],
)
def test_a_room_said_to_work_or_on_a_condition_is_not_ruled_out(text: str) -> None:
    assert room_stances(text).get("cedar") != "ruled_out", room_stances(text)
