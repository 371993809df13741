"""The harness's plain reading (``item_expected``) agrees with the scripted model's booking on
the families requests53 changed: rooms ruled out with "except" in the other languages ("außer",
"sauf", "salvo", "tranne", "behalve", "excepto", "menos"), a room's name translated ("sauf le
Tremble", "Zeder"), a room's name modifying another noun ("the cedar chest"), and a reply above a
quoted request. Where the harness is sure of a room it holds the booking to, the model books that
room, and never one the harness holds ruled out; where the model reads a name as no room ("the
cedar chest"), the harness is unsure and compares nothing (on the parent it held Cedar as the
room asked for, and failed the honest booking of Aspen). A booking of the room ruled out reads
no (the broken reference)."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run
from tests.runs.test_s50_input_room_checked import SPEC, _item, _run

from arena.checks import booked_as_approved
from arena.item_expected import expected
from arena.model import BEHAVIOURS
from arena.tools import rooms
from arena.tools.rooms import ROOMS

TABLE = [(r.id, r.name) for r in ROOMS]
INPUTS = [
    "Book a room for 6 on Tuesday except Cedar.",
    "Raum für 6 am Dienstag buchen, außer Aspen.",
    "Bitte einen Raum für 6 am Dienstag buchen, ausser Aspen.",
    "Réserver une salle pour 6 mardi, sauf Aspen.",
    "Réservez une salle pour 6 mardi sauf la salle Aspen.",
    "Reserva una sala para 6 el martes salvo Aspen.",
    "Reserva una sala para 6 el martes, excepto Aspen.",
    "Prenota una sala per 6 martedì tranne Aspen.",
    "Prenota una sala per 6 martedì, tranne la sala Aspen.",
    "Boek een ruimte voor 6 op dinsdag behalve Aspen.",
    "Réserver une salle pour 6 mardi, sauf le Tremble.",
    "Bitte Raum für 6 am Dienstag, außer Zeder.",
    "Book a room for 4 on Friday for everyone except cedar's team lead.",
    "Room for 8 on Thursday for the maple syrup tasting.",
    "We need space for 5 on Monday to look at the cedar chest.",
    "Need a room for 7 Friday, we're bringing the cedar chest.",
    "Title: 'Atrium redesign sync'. 4 people. Monday.",
    "Réserver Cèdre mardi pour 6",
    "Reserva el Cedro para 6 el martes.",
    "Book Aspen for 5 on Friday.",
    "Yes, let's do Thursday. Can you book Maple?\n\n> On Mon, Anna wrote:\n> Should we use "
    "Atrium on Monday for 20?",
]


def _booked(text: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    booked = [str(args.get("room_id")) for name, args in made if name == "book_room"]
    return booked[0] if booked else None


@pytest.mark.parametrize("text", INPUTS)
def test_the_model_books_what_the_harness_is_sure_of(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    sure = expected(text, {}, TABLE)
    booked = _booked(text, monkeypatch)
    assert booked is not None, text
    if sure.room is not None:
        assert booked == sure.room[0], (booked, sure)
    assert booked not in {room_id for room_id, _ in sure.avoid}, (booked, sure)


@pytest.mark.parametrize(
    "text",
    [
        "We need space for 5 on Monday to look at the cedar chest.",
        "Room for 8 on Thursday for the maple syrup tasting, please book it.",
        "Please book a room for 6 on Monday, it's for the juniper berry workshop.",
    ],
)
def test_a_room_name_modifying_a_noun_is_not_held_as_the_room(text: str) -> None:
    sure = expected(text, {}, TABLE)
    assert sure.room is None and "inside another noun" in sure.cue, sure


@pytest.mark.parametrize(
    "text", ["Please book the cedar room for 6 on Tuesday.", "Book the cedar for 6 on Tuesday."]
)
def test_the_room_itself_is_still_held(text: str) -> None:
    assert expected(text, {}, TABLE).room == ("R-204", "Cedar")


@pytest.mark.parametrize(
    ("text", "out"),
    [
        ("Prenota una sala per 6 martedì tranne Aspen.", "R-102"),
        ("Reserva una sala para 6 el martes salvo Aspen.", "R-102"),
        ("Raum für 6 am Dienstag buchen, außer Aspen.", "R-102"),
    ],
)
def test_a_booking_of_the_room_ruled_out_reads_no(text: str, out: str) -> None:
    item = _item(text)
    assert not booked_as_approved(_run(out, day="Tuesday"), item, SPEC).passed
    assert booked_as_approved(_run("R-204", day="Tuesday"), item, SPEC).passed
