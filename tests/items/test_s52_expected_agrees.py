"""The harness's plain reading (``item_expected``) and the scripted model's agree on the request
families requests52 changed: where the harness is sure of the day, the room or a room ruled
out, the model reads a booking with that day, that room and that room ruled out.

On the parent the model read "Book a room for 8 tuesday except cedar" as people taken from the
count (no booking) where the harness held Cedar as the item's ``avoid``; and the signature's
"Raum R-305" as the room asked for where the harness, rightly, read Cedar or none. A booking of
the room ruled out reads no (the broken reference)."""

from __future__ import annotations

import pytest
from tests.model.test_s52_request_families import _BODIES, _CLOSINGS, EXCEPT_ROOM
from tests.runs.test_s50_input_room_checked import SPEC, _item, _run

from arena.checks import booked_as_approved
from arena.item_expected import expected
from arena.model.task import BookingRequest, read_request
from arena.tools.rooms import ROOMS

TABLE = [(r.id, r.name) for r in ROOMS]
SIGNED = [f"{_BODIES[lang][0]}{closing}\n{_BODIES[lang][1]}" for lang, closing in _CLOSINGS]
INPUTS = [
    *EXCEPT_ROOM,
    *SIGNED,
    "Book Cedar for 6 on Tuesday.\n\nDanke und Gruß,\nAnna\nRaum R-305, 3. OG",
    "Please book a room for 6 on Thursday.\n\nMerci,\nJean Dupont\nBureau R-102",
    "Réservez une salle pour 8 mardi.",
    "Prenota una sala per 8 martedì.",
    "Reserve uma sala para 6 na quinta, senão sexta.",
    "Reserva una sala para 6 el jueves; si no, el viernes.",
]


@pytest.mark.parametrize("text", INPUTS)
def test_where_the_harness_is_sure_the_model_reads_the_same(text: str) -> None:
    sure = expected(text, {}, TABLE)
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    if sure.day is not None:
        assert read.day.lower() == sure.day, (read.day, sure.day)
    if sure.room is not None:
        assert read.room in (None, sure.room[0]), (read.room, sure.room)  # a name: searched
    for room_id, name in sure.avoid:
        assert name.lower() in read.avoid or room_id in read.avoid, (read.avoid, sure.avoid)
    if text in SIGNED or "R-305, 3. OG" in text:
        assert read.room is None, read  # the signature's office ("Raum 210") is no room asked


def test_the_harness_holds_a_lower_case_room_after_except_as_avoided() -> None:
    assert expected(EXCEPT_ROOM[0], {}, TABLE).avoid == (("R-204", "Cedar"),)


def test_a_booking_of_the_room_ruled_out_reads_no() -> None:
    item = _item(EXCEPT_ROOM[0])
    assert not booked_as_approved(_run("R-204", day="Tuesday"), item, SPEC).passed
    assert booked_as_approved(_run("R-210", day="Tuesday"), item, SPEC).passed
