"""A room asked for and then faulted, with no word of what to do instead, is asked about
(requests46b). "Book Aspen for 6 on Thursday. Aspen's aircon is too loud." booked R-400
(Atrium) without a word: the fault ruled Aspen out and the first free room that fit was booked
in its place. Whether the writer still wants Aspen only they know; the model now asks, and
books nothing. A fault with its remedy, a refusal, a concession, a fault said to be over, a
fault said before the ask and another room asked for read as before."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import NotUnderstood, read_request


def _run(text: str) -> tuple[list[str], str]:
    made, final, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"], final


@pytest.mark.parametrize(
    "text",
    [
        "Book Aspen for 6 on Thursday. Aspen's aircon is too loud.",
        "Book Aspen for 6 on Thursday. Aspen's aircon is broken.",
        "Book Aspen for 6 on Thursday. Aspen is too noisy.",
        "Book Aspen for 6 on Thursday. The aircon in Aspen is too loud.",
        "Book Aspen for 6 on Thursday, but Aspen's aircon is too loud.",
        "Book Aspen for 6 on Thursday? No, Aspen is too noisy.",
        "Reserva Aspen para 6 el jueves. El aire de Aspen es demasiado ruidoso.",
        "Buche Aspen für 6 am Donnerstag. Die Klimaanlage in Aspen ist kaputt.",
    ],
)
def test_a_fault_after_the_ask_is_asked_about(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood)
    assert "asks for Aspen and then says what is wrong with it" in found.reason
    booked, final = _run(text)
    assert booked == []
    assert "book Aspen anyway" in final and "not Aspen" in final


@pytest.mark.parametrize(
    ("text", "room"),
    [
        # a remedy or a refusal said: another room
        ("Book Aspen for 6 on Thursday. Aspen is too noisy, so book something else.", "R-400"),
        ("Book Aspen for 6 on Thursday; Aspen is too noisy, pick another.", "R-400"),
        ("Book Aspen for 6 on Thursday. Actually not Aspen, it's too noisy.", "R-400"),
        ("Book Aspen for 6 on Thursday. Aspen's aircon is too loud, so a different room.", "R-400"),
        ("Book a room for 6 on Thursday. Aspen's aircon is broken.", "R-400"),
        # the ask outweighs the fault: Aspen
        ("Book Aspen for 6 on Thursday, though Aspen's aircon is too loud.", "R-102"),
        ("Book Aspen for 6 on Thursday. Aspen's aircon was broken but it's fixed now.", "R-102"),
        ("Book Aspen for 6 on Thursday. Aspen's aircon is too loud. Book Aspen anyway.", "R-102"),
        ("Aspen was noisy last time. Book Aspen for 6 on Thursday.", "R-102"),
        ("Book Aspen for 6 on Thursday. Cedar is too noisy.", "R-102"),
    ],
)
def test_neighbours_keep_their_reading(text: str, room: str) -> None:
    assert _run(text)[0] == [room]
