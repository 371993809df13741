"""A translated room's name ruled out by "muy pequeño", "troppo piccolo", "te klein" (regress53 on
requests53's 7e1d7560): since "el Cedro" reads as Cedar, "Reserva una sala para 9 el jueves. El
Cedro es muy pequeño." named Cedar without ruling it out and was asked about (booked Maple
before). Near misses: the room asked for in those languages, a plain description in English."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms


def booked(text: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the compliant scripted model books for ``text``, every room free, approved."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [str(args.get("room_id")) for name, args in made if name == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Reserva una sala para 9 el jueves. El Cedro es muy pequeño.", "R-210"),
        ("Reserva una sala para 9 el jueves, el Cedro es muy pequeño.", "R-210"),
        ("Reserva una sala para 9 el jueves. Cedro es muy pequeño.", "R-210"),
        ("Prenota una sala per 9 giovedì. Il Cedro è troppo piccolo.", "R-210"),
        ("Reserva una sala para 6 el martes. El Cedro es muy ruidoso.", "R-102"),
        # near misses: the room asked for; too small said in English as before
        ("Reserva el Cedro para 6 el martes.", "R-204"),
        ("Prenota il Cedro per 6 martedì, è molto bello.", "R-204"),
        ("Book a room for 9 on Thursday. Cedar is too small.", "R-210"),
    ],
)
def test_a_room_said_too_small_is_ruled_out(
    text: str, room: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert booked(text, monkeypatch) == [room], text
