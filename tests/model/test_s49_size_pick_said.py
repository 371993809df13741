"""A room picked by size is said as picked, and "the biggest room" is the biggest free (requests49b).

After "Book Cedar or Maple for 6 on Tuesday, whichever is bigger" booked Maple by seats, its
approval question still said "not checked: bigger", untrue: the pick met it. It now says what
picked the room. "Book the biggest room for 6 on Tuesday" (no room named) booked Aspen, the
smallest that fits, and said "not checked: the biggest room": a silent guess against the words.
It now books the biggest free room that seats the count and says so. "A big room", "a bigger
room", "not the big one" and "the smallest room" keep their reading."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms


def _gate(text: str) -> tuple[list[str], str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    asked = [str(a["summary"]) for n, a in made if n == rooms.GATE]
    return [str(a["room_id"]) for n, a in made if n == "book_room"], asked[0] if asked else ""


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book Cedar or Maple for 6 on Tuesday, whichever is bigger.", "R-210"),
        ("Book the bigger of Cedar and Maple for 6 on Tuesday.", "R-210"),
        ("Book Maple or Cedar for 6 on Tuesday, whichever is smaller.", "R-204"),
        ("Reserva la más grande entre Cedar y Maple para 6 el martes.", "R-210"),
        ("Buche den größeren von Cedar und Maple für 6 am Dienstag.", "R-210"),
    ],
)
def test_a_pick_by_size_among_named_rooms_is_said_as_picked(text: str, room: str) -> None:
    booked, asked = _gate(text)
    assert booked == [room], (booked, asked)
    assert "not checked" not in asked and "of the rooms named)" in asked, asked


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book the biggest room for 6 on Tuesday.", "R-305"),  # the Atrium is taken Tuesday
        ("Book the biggest room for 6 on Wednesday.", "R-400"),
        ("Book the big one for 6 on Friday.", "R-400"),
        ("book the largest room available for 6 on tuesday pls", "R-305"),
        ("Book the biggest room for 6 on Wednesday, not the Atrium.", "R-305"),
        ("Buche den größten Raum für 6 Personen am Mittwoch.", "R-400"),
        ("Reserva la sala más grande para 6 personas el martes.", "R-305"),
        ("Réserve la plus grande salle pour 6 personnes mercredi.", "R-400"),
    ],
)
def test_the_biggest_room_is_the_biggest_free_and_said(text: str, room: str) -> None:
    booked, asked = _gate(text)
    assert booked == [room], (booked, asked)
    assert asked.endswith("(picked: the biggest free room)"), asked


@pytest.mark.parametrize(
    ("text", "room", "said"),
    [
        ("Book a big room for 6 on Tuesday.", "R-102", "not checked: a big room)"),
        ("Book a bigger room for 6 on Tuesday.", "R-102", "not checked: a bigger room)"),
        ("Book a room for 6 on Tuesday, not the big one.", "R-102", "on Tuesday"),
        ("Book the smallest room for 6 on Tuesday.", "R-102", "on Tuesday"),
        ("Book Cedar or Maple for 6 on Tuesday.", "R-204", "on Tuesday"),
        ("Book Cedar, the biggest room, for 6 on Tuesday.", "R-204", "the biggest room)"),
    ],
)
def test_near_misses_keep_their_room_and_question(text: str, room: str, said: str) -> None:
    booked, asked = _gate(text)
    assert booked == [room], (booked, asked)
    assert asked.endswith(said) and "picked" not in asked, asked


def test_a_fallback_outside_the_set_is_not_said_as_picked() -> None:
    from arena.model.size_order import picked_by_size

    text = "Book the smaller of Cedar and Maple for 6 on Thursday; if neither is free, Aspen."
    assert picked_by_size(text, "Aspen") is None
    assert picked_by_size(text, "Cedar") == "the smallest free of the rooms named"
