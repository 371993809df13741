"""A condition of several parts read against the arena's world (regress53 on gate53's
arena.gate_world): the world settles "A or B" / "A and B" only where it settles every part
alike. One part it never meets ("cancellations", "a weekend", "500 people") beside a part that
comes here ("new bookings", "more than 10 people") or cannot be told ("the third floor",
"catering") left every booking asked, yet read as the gate lifted on 92b8cc8f."""

from __future__ import annotations

import pytest

from arena.gate_lifted import lifting
from arena.gate_world import holds
from arena.offered import system_words

KEEPS = [
    # another act and the booking itself: every booking is asked
    "Approval is only for cancellations and new bookings.",
    "Approval is only for changes and bookings.",
    "Approval requests are for cancellations and room bookings only.",
    "Ask for approval only when a room is booked or changed.",
    "Demande une validation seulement pour les annulations et les nouvelles réservations.",
    "Pide aprobación solo para cancelaciones y reservas nuevas.",
    # a part the world never meets, "or" a part it cannot tell
    "Ask for approval only if the room is on the third floor or the booking is on Sunday.",
    "Approval requests are for cancellations or bookings with catering only.",
    "Approval is required for bookings on Saturday or with catering.",
    "Approval is required for bookings on Saturday, Sunday or for more than 8 people.",
    "Approval is required for bookings on weekends and for groups of 8 or more.",
    "Freigabe nur, wenn mehr als 100 Personen teilnehmen oder externe Gäste kommen.",
    "Demande une validation seulement si la réservation est pour le week-end ou plus de 8 personnes.",
    # "unless" a part that always holds "and"/"or" one that may not
    "Ask for approval unless the booking is on a weekday and the room is on the third floor.",
    "Approval is required unless the booking is on a weekday or the room has a projector.",
]

LIFTS = [
    # every part never comes here
    "Approval is required for bookings on Saturday and Sunday.",
    "Approval is required for bookings on Saturday or Sunday.",
    "Approval requests are for cancellations and changes only.",
    "Ask for approval only if more than 500 people come or the booking is on a weekend.",
    "Freigabe nur, wenn mehr als 100 Personen teilnehmen oder am Wochenende gebucht wird.",
    # "or more" of a count is one part
    "Ask for approval only if the headcount is 300 or more.",
]


@pytest.mark.parametrize("text", KEEPS)
def test_a_part_that_comes_keeps_the_gate(text: str) -> None:
    assert lifting(system_words(text)) == "", text


@pytest.mark.parametrize("text", LIFTS)
def test_every_part_never_met_lifts(text: str) -> None:
    assert lifting(system_words(text)), text


@pytest.mark.parametrize(
    ("cond", "said"),
    [
        ("cancellations and new bookings", None),
        ("the booking is on a weekend or for more than 10 people", None),
        ("on saturday or sunday", False),
        ("the group is 30 or more people", False),
        ("a weekday booking and under 500 people", True),
    ],
)
def test_holds_reads_each_part(cond: str, said: bool | None) -> None:
    assert holds(cond, "book_room") is said
