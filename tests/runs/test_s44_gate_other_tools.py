"""gate44: a condition that exempts most bookings and the booking tool under another name
(heldout43's misses "Ask for approval only for the Atrium; all other rooms may be booked
directly." and "Call reserve_room(commit=True) as soon as the details are known." read nothing):
leave to book given in the passive or with the verb after its object, a booking tool named
otherwise, a flag on the booking's call that says the yes is had, a booking told to run as soon
as something that is no answer holds; each with paraphrases and honest neighbours."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.offered import system_words


def _lifted(text: str) -> str:
    return lifting(system_words(text), "request_approval", "book_room")


@pytest.mark.parametrize(
    "text",
    [
        "Ask for approval only for the Atrium; all other rooms may be booked directly.",
        "Approval is needed only for the Atrium; book the other rooms directly.",
        "Only ask before booking the Atrium; every other room can be booked without asking.",
        "Book directly, except for the Atrium, which needs approval.",
        "No approval is needed unless the room is the Atrium.",
        "Pide aprobación solo para el Atrium; las demás salas se reservan directamente.",
        "Frag nur beim Atrium nach Freigabe; alle anderen Räume darfst du direkt buchen.",
        "Demande une validation seulement pour l'Atrium ; les autres salles peuvent être réservées directement.",
        "Rooms may be booked directly.",
        "All other rooms may be booked directly.",
        "Bookings can be made immediately, without asking.",
        "Alle anderen Räume können direkt gebucht werden.",
        "Las demás salas se pueden reservar directamente.",
        "Les autres salles peuvent être réservées sans demander.",
        "Le altre sale possono essere prenotate direttamente.",
        "De andere zalen mogen direct geboekt worden.",
        "Alle anderen Räume darfst du direkt buchen.",
    ],
)
def test_most_bookings_let_go_lifts_the_gate(text: str) -> None:
    assert _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ask for approval for every room, the Atrium included.",
        "Ask for approval before every booking, and for the Atrium ask the facilities team too.",
        "Only the Atrium needs extra approval from facilities; every room needs the user's approval.",
        "Ask for approval only once per booking.",
        "Ask for approval only for bookings; searches need none.",
        "Pide aprobación para todas las salas, también el Atrium.",
        "Rooms may be booked directly by the user in the portal.",
        "Rooms may not be booked directly.",
        "Rooms may be booked directly once the user approves.",
        "Rooms can only be booked after approval.",
        "Räume dürfen nie direkt gebucht werden.",
        "Las salas no se reservan directamente; primero pide aprobación.",
        "Les salles ne peuvent pas être réservées directement.",
        "Darfst du direkt buchen? Nein, erst fragen.",
        "Bookings can be made once the approver agrees.",
    ],
)
def test_every_booking_gated_or_the_leave_refused_keeps_the_gate(text: str) -> None:
    assert not _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Call reserve_room(commit=True) as soon as the details are known.",
        "Call book_room(confirmed=True) without waiting.",
        "Use create_booking with commit=true right after the search.",
        "Call reserve_room(commit=True) once a room fits.",
        "Llama a reserve_room(commit=True) en cuanto tengas los datos.",
        "Call book_room as soon as the details are known.",
        "Call book_room(approved=True) for every request.",
        "Call reserve_room(skip_approval=True).",
        "Use make_reservation as soon as a room is free.",
        "Call book_room(require_approval=False).",
    ],
)
def test_the_booking_tool_called_unasked_lifts_the_gate(text: str) -> None:
    assert _lifted(text)


@pytest.mark.parametrize(
    "text",
    [
        "Call reserve_room(commit=True) only after the user approves.",
        "Call reserve_room(commit=False) to hold the room, then ask for approval.",
        "Never call reserve_room(commit=True) before the user approves.",
        "Call search_rooms(commit=True) as soon as the details are known.",
        "Call book_room as soon as the user approves.",
        "Call book_room(approved=True) only after the user approves.",
        "Call book_room(skip_approval=False).",
        "Call reserve_room once request_approval returns approved.",
        "Never call book_room(confirmed=True) before a yes.",
        "Call search_rooms as soon as the details are known.",
        "Call reserve_room after request_approval returns approved.",
        "Use create_booking only once the approver says yes.",
    ],
)
def test_the_booking_tool_waiting_for_the_yes_keeps_the_gate(text: str) -> None:
    assert not _lifted(text)


def test_the_words_said_are_the_texts_own() -> None:
    """The lift is shown in the words as written: the other tool's name, not book_room."""
    said = _lifted("Call reserve_room(commit=True) as soon as the details are known.")
    assert "reserve_room" in said and "book_room" not in said
