"""A booking form that marks its own request cancelled booked it (session 41): "Room: any\\nDay:
Tuesday\\nPeople: 6\\nCancel: yes" read as a request for 6 on Tuesday. Such a form is now called
off, in any of the four languages, and the model neither asks nor books; a form whose cancel
field says no, or that only speaks of cancelling ("Cancellation policy: flexible"), books."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.task import BookingRequest, CalledOff, read_request

CANCELLED = [
    "Room: any\nDay: Tuesday\nPeople: 6\nCancel: yes",
    "Room: any\nDay: Tuesday\nPeople: 6\nCancelled: true",
    "Day: Tuesday\nPeople: 6\nStatus: cancelled",
    "Day: Tuesday\nAttendees: 6\n[x] Cancel",
    "Book a room for 6 on Tuesday. Cancel: yes",
    "Raum: egal\nTag: Dienstag\nPersonen: 6\nStorniert: ja",
    "Sala: cualquiera\nDía: martes\nPersonas: 6\nCancelar: sí",
    "Salle : n'importe\nJour : mardi\nPersonnes : 6\nAnnulé : oui",
]


@pytest.mark.parametrize("text", CANCELLED)
def test_a_form_marked_cancelled_is_called_off(text: str) -> None:
    assert read_request(text) == CalledOff("its form marks the request cancelled")


@pytest.mark.parametrize(
    "text",
    [
        "Room: any\nDay: Tuesday\nPeople: 6\nCancel: no",
        "Day: Tuesday\nPeople: 6\nCancellation policy: flexible",
        "Day: Tuesday\nPeople: 6\nStatus: confirmed",
        "Day: Tuesday\nPeople: 6\n[ ] Cancel",
        "Book a room for 6 on Tuesday. Cancel: no",
    ],
)
def test_a_form_not_cancelled_still_books(text: str) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest) and read.book, read
    assert (read.capacity, read.day) == (6, "Tuesday")


def test_the_model_says_the_form_is_cancelled_and_books_nothing() -> None:
    made, text, pauses = run(BEHAVIOURS["compliant"], CANCELLED[0], ["approve"])
    assert made == [] and pauses == 0, made
    assert "marked the request cancelled" in text and "not searched" in text, text


def test_the_loader_refuses_a_cancelled_form_that_expects_a_booking(tmp_path) -> None:
    from arena.arenas import load_arena
    from arena.errors import BadItemFile

    (tmp_path / "arena.yaml").write_text("name: m\ndescription: m\ntools: arena.tools.rooms\n")
    (tmp_path / "items.yaml").write_text(
        '- id: x\n  input: "Day: Tuesday\\nPeople: 6\\nCancel: yes"\n'
        "  resume_with: [approve]\n  expect: approved\n"
    )
    with pytest.raises(BadItemFile, match=r"called off \(its form marks the request cancelled\)"):
        load_arena(str(tmp_path))
