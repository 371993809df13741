"""A reply that turns the quoted request back, in de/fr/es/it/pt/nl, books nothing (requests51).

"Doch nicht, wir haben verschoben." above "> Bitte Cedar für 6 am Dienstag buchen" booked Cedar:
only English take-backs were read above a quote. A reply that opens by turning back, says the
meeting was cancelled, or says it was moved (naming no new day) takes the quote back; a yes, a
negated cancellation, a move to a named day, a "let me know" and a new order do not.
"""

from __future__ import annotations

from arena.model.task import BookingRequest, CalledOff, read_request
from row_table import rows

DE = "\n\n> Bitte Cedar für 6 am Dienstag buchen"
FR = "\n\n> Merci de réserver Cedar pour 6 mardi"
ES = "\n\n> Por favor reserva Cedar para 6 el martes"
IT = "\n\n> Per favore prenota Cedar per 6 martedì"
PT = "\n\n> Por favor reserve Cedar para 6 na terça"
NL = "\n\n> Graag Cedar voor 6 op dinsdag boeken"
EN = "\n\n> Please book Cedar for 6 on Tuesday"


@rows(
    "text",
    [
        "Doch nicht, wir haben verschoben." + DE,
        "Das Meeting wurde leider abgesagt." + DE,
        "Vergiss es bitte." + DE,
        "Finalement non, on a reporté." + FR,
        "Bonjour, la réunion est annulée. Cordialement" + FR,
        "Al final no, lo hemos aplazado." + ES,
        "La reunión ha sido cancelada, gracias igual." + ES,
        "Lascia perdere, abbiamo rimandato." + IT,
        "La riunione è stata annullata." + IT,
        "Deixa pra lá, adiamos." + PT,
        "Esquece, foi adiado." + PT,
        "Laat maar, we hebben het verzet." + NL,
        "De vergadering is afgelast." + NL,
        "Never mind, we postponed." + EN,
        "nvm we pushed it back" + EN,
    ],
)
def test_a_turned_back_reply_calls_the_quote_off(text: str) -> None:
    assert isinstance(read_request(text), CalledOff)


@rows(
    "text",
    [
        "Ja, bitte so buchen." + DE,
        "Das Meeting wurde nicht abgesagt, bitte buchen." + DE,
        "Oui, merci !" + FR,
        "Never mind the projector, just book it." + EN,
        "Laat maar weten als het gelukt is." + NL,
        "The offsite was postponed, so please go ahead and book this instead." + EN,
        "Sí, adelante." + ES,
        "The all-hands was postponed, so we need the room for the workshop instead." + EN,
        "Die Feier wurde verschoben, wir brauchen den Raum trotzdem." + DE,
        "On a reporté le déjeuner, mais on a quand même besoin de la salle." + FR,
    ],
)
def test_a_yes_or_a_near_miss_still_books(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.day == "Tuesday"


def test_a_move_to_a_named_day_is_no_take_back() -> None:
    assert not isinstance(read_request("Wir haben auf Mittwoch verschoben." + DE), CalledOff)
