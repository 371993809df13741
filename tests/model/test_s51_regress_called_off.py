"""Session 51 (regress51): replies f3b6e7f4 reads as taking the quoted request back, though they
ask for it.

f3b6e7f4 reads a cancellation in de/fr/es/it/pt/nl and a reply opening "Never mind"/"Doch nicht"
as taking the quote back unless a booking verb follows; the verb it looks for after a
cancellation is English-shaped ("book it"), and a go-ahead is no verb. Each of these booked
before and booked nothing after: "Das andere Meeting wurde abgesagt, also bitte buchen.",
"Never mind my last mail — please go ahead.", "Doch nicht Aspen, sondern Cedar." Near misses
that must stay taken back: the verb negated ("bitte nicht buchen", "por favor no reservar"), the
go-ahead negated or the writer's own ("don't go ahead", "I'll go ahead myself").
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, CalledOff, read_request

DE = "\n\n> Bitte Cedar für 6 am Dienstag buchen"
EN = "\n\n> Please book Cedar for 6 on Tuesday"
FR = "\n\n> Réserve Cedar pour 6 mardi"
ES = "\n\n> Reserva Cedar para 6 el martes"

ASKED = [
    "Das andere Meeting wurde abgesagt, also bitte buchen." + DE,
    "Das Meeting wurde abgesagt, also bitte Cedar buchen." + DE,
    "L'autre réunion a été annulée, donc on peut réserver." + FR,
    "La otra reunión fue cancelada, así que podemos reservar." + ES,
    "Never mind my last mail — please go ahead." + EN,
    "Never mind the projector. Please proceed." + EN,
    "Doch nicht Aspen, sondern Cedar." + DE,
    "Never mind the projector, just book it." + EN,
]
TAKEN_BACK = [
    "Das Meeting wurde abgesagt, bitte nicht buchen." + DE,
    "Das Meeting wurde abgesagt, bitte nicht mehr buchen." + DE,
    "Das Meeting wurde abgesagt." + DE,
    "La réunion a été annulée, ne pas réserver." + FR,
    "La reunión fue cancelada, por favor no reservar." + ES,
    "Never mind, don't go ahead." + EN,
    "Never mind, please don't proceed." + EN,
    "Never mind, I'll go ahead myself." + EN,
    "Never mind, we'll go ahead without a room." + EN,
    "Never mind — do it later, not now." + EN,
    "Never mind, we postponed." + EN,
    "Doch nicht, wir haben verschoben." + DE,
    "Doch nicht." + DE,
]


@pytest.mark.parametrize("text", ASKED)
def test_s51_reply_still_asks(text: str) -> None:
    assert isinstance(read_request(text), BookingRequest), text


@pytest.mark.parametrize("text", TAKEN_BACK)
def test_s51_reply_takes_back(text: str) -> None:
    assert isinstance(read_request(text), CalledOff), text
