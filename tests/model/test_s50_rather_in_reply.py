"""A room asked for by "rather"/"instead" alone, as a reply above the request it quotes puts it,
and a Romance or Dutch "not" before a room (requests50).

"Bitte stattdessen Cedar für 6 am Dienstag." above "Am Mo., 7. Dez. 2026 um 09:00 schrieb Bob: >
Buch Maple für 10 am Freitag" was refused as naming two weekdays: the reply named Cedar "without
saying whether to book it", so the whole thread was read. So were Dutch "Liever Cedar …", Italian
"Meglio Cedar …" and Portuguese "Melhor Cedar …" (French "Plutôt Cedar …" already booked Cedar).
And "Preferisco non usare Cedar. Prenota una sala …" booked Cedar: Italian, Portuguese and Dutch
"not" before a room was not read against it. Near misses: "better than Cedar" ("meglio di
Cedar") asks for no Cedar, and a "not" about another room leaves Cedar asked for."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


REPLIES = [
    "Bitte stattdessen Cedar für 6 am Dienstag.\n\nAm Mo., 7. Dez. 2026 um 09:00 schrieb Bob:\n"
    "> Buch Maple für 10 am Freitag",
    "Liever Cedar voor 6 op dinsdag.\n\nOp ma 7 dec. 2026 om 09:00 schreef Bob:\n"
    "> Boek Maple voor 10 op vrijdag",
    "Meglio Cedar per 6 martedì.\n\nIl giorno lun 7 dic 2026 alle 09:00 Bob ha scritto:\n"
    "> Prenota Maple per 10 venerdì",
    "Melhor Cedar para 6 na terça.\n\nEm seg., 7 de dez. de 2026 às 09:00, Bob escreveu:\n"
    "> Reserve Maple para 10 na sexta",
    "Plutôt Cedar pour 6 mardi, merci.\n\nLe lun. 7 déc. 2026 à 09:00, Bob a écrit :\n"
    "> Réserve Maple pour 10 vendredi",
    "Cedar para 6 el martes, por favor.\n\nEl lun, 7 dic 2026 a las 9:00, Bob escribió:\n"
    "> Reserva Maple para 10 el viernes",
]


@pytest.mark.parametrize("text", REPLIES)
def test_the_reply_above_the_quote_is_the_request(text: str) -> None:
    assert _booked(text) == ["R-204"]


@pytest.mark.parametrize(
    "text",
    [
        "Liever Cedar voor 6 op dinsdag.",
        "Meglio Cedar per 6 martedì.",
        "Bitte stattdessen Cedar für 6 am Dienstag.",
        "Melhor Cedar para 6 na terça.",
        "Piuttosto Cedar, per 6 martedì.",
    ],
)
def test_rather_a_room_asks_for_it(text: str) -> None:
    assert _booked(text) == ["R-204"]


@pytest.mark.parametrize(
    ("text", "booked"),
    [
        ("Preferisco non usare Cedar. Prenota una sala per 6 martedì.", "R-102"),
        ("Prefiro não usar Cedar. Reserve uma sala para 6 na terça.", "R-102"),
        ("Ik wil niet Cedar. Boek een zaal voor 6 op dinsdag.", "R-102"),
        ("Meglio di Cedar è Maple: prenota Maple per 6 martedì.", "R-210"),
        ("Prenota Cedar per 6 martedì, non Maple.", "R-204"),
        ("Non, Cedar pour 6 mardi, merci.", "R-204"),
    ],
)
def test_a_not_before_a_room_rules_it_out(text: str, booked: str) -> None:
    assert _booked(text) == [booked]
