"""A room's name said in the writer's language ("Réserver Cèdre mardi pour 6", "Zeder für 6",
"el Cedro") booked the first free room that fit the count (requests53: Aspen, a wrong booking)
or was asked about as an unknown room. Mechanism: a word that translates one room's name is that
room where it is written as a name or sits in a room's slot; lower case elsewhere ("bois de
cèdre", "a bordo") it is a word. A capitalised name the arena lacks right after a Romance verb
("Réserver Chêne mardi") is asked about, never swapped for a room chosen on size."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import UnknownName, read_request
from arena.tools import rooms


def booked(text: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the compliant scripted model books for ``text``, every room free, approved."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [str(args.get("room_id")) for name, args in made if name == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Réserver Cèdre mardi pour 6", "R-204"),
        ("Réserver Cèdre mardi, nous sommes 5", "R-204"),
        ("Pouvez-vous réserver le Cèdre pour 6 personnes mardi ?", "R-204"),
        ("Bitte Zeder für 6 Personen am Dienstag buchen.", "R-204"),
        ("Buche den Raum Zeder am Dienstag, wir sind 7.", "R-204"),
        ("Reserva el Cedro para 6 el martes.", "R-204"),
        ("Prenota il Cedro per 6 martedì.", "R-204"),
        ("reserver cedre mardi pour 6", "R-204"),  # lower case, in the verb's slot
        ("Réserve l'Érable pour 9 jeudi.", "R-210"),
        ("Buch den Ahorn-Raum für 9 am Donnerstag.", "R-210"),
        ("Reserva la sala Arce para 9 el jueves.", "R-210"),
        ("Réserve le Genévrier pour 3 lundi.", "R-101"),
        ("Reserva Enebro para 3 el lunes.", "R-101"),
        ("Réservez-nous la salle Tremble pour 5 lundi.", "R-102"),
        ("Reserva el Atrio para 20 el viernes.", "R-400"),
        ("Réserve une salle pour 6 mardi, pas le Cèdre.", "R-102"),  # ruled out, translated
        # near misses: the tree, not the room (lower case, no room's slot)
        ("Une salle pour 6 mardi, pour la dégustation de sirop d'érable.", "R-102"),
        ("Une salle pour 8 jeudi, on apporte le coffre en bois de cèdre.", "R-204"),
    ],
)
def test_a_translated_room_name_books_that_room(
    text: str, room: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert booked(text, monkeypatch) == [room]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("Réserver Cèdre mardi", "Réserver Cedar mardi"),
        ("Zedernraum am Montag", "Cedar-raum am Montag"),
        ("une table en bois de cèdre", "une table en bois de cèdre"),
        ("a bordo del barco", "a bordo del barco"),
        ("el álamo del parque", "el álamo del parque"),
    ],
)
def test_only_a_name_or_a_rooms_slot_is_translated(text: str, said: str) -> None:
    from arena.model.room_translations import in_room_names

    assert in_room_names(text) == said


@pytest.mark.parametrize(
    "text",
    [
        "Réserver Chêne mardi pour 6",
        "Reservar Roble el martes para 6",
        "Prenota Quercia per 6 martedì",
        "Réservez Marie mardi pour 6",
    ],
)
def test_an_unknown_name_after_a_romance_verb_is_asked_about(text: str) -> None:
    assert isinstance(read_request(text), UnknownName), read_request(text)


@pytest.mark.parametrize(
    "text",
    [
        "Réservez Mardi pour 6 personnes",
        "Réserver Salle mardi pour 6",
        "Reservar Sala martes para 6",
    ],
)
def test_a_day_or_a_word_for_a_room_after_the_verb_is_no_name(text: str) -> None:
    assert not isinstance(read_request(text), UnknownName), read_request(text)
