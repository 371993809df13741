"""A renovation done is no fault (regress45, after 616c14e1): "Cedar is newly renovated - book
it for 6 on Tuesday." booked Aspen, silently, as did "Cedar is freshly renovated, …", "Cedar is
renovated and lovely, …" and "Cedar is never unavailable for us, …": 616c14e1 read any
"is … renovat…" (and "ist … renoviert") after a room's name as its fault, and "never" did not
negate it. A renovation under way ("being renovated", "under renovation", "im Umbau") and a room
said unavailable still rule the room out."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    "text",
    [
        "Cedar is newly renovated - book it for 6 on Tuesday please.",
        "Cedar is freshly renovated, book it for 6 on Tuesday.",
        "Cedar is beautifully renovated now - please book it for 6 on Tuesday.",
        "Cedar is renovated and lovely, book it for 6 on Tuesday.",
        "Cedar is the renovated one, right? Book it for 6 on Tuesday.",
        "Cedar ist frisch renoviert, bitte für 6 am Dienstag buchen.",
        "Cedar is never unavailable for us, book it for 6 on Tuesday.",
        # neighbours that read Cedar before and after
        "Cedar has been renovated and looks great, book it for 6 on Tuesday.",
        "Book Cedar for 6 on Tuesday, it is newly renovated.",
        "Cedar is no longer under renovation, book it for 6 on Tuesday.",
        "Cedar is not unavailable, book it for 6 on Tuesday.",
    ],
)
def test_a_room_renovated_or_never_unavailable_is_booked(text: str) -> None:
    assert _booked(text) == ["R-204"]


@pytest.mark.parametrize(
    "text",
    [
        "Cedar is being renovated, so something else for 6 on Tuesday.",
        "Cedar is getting renovated, so another room for 6 on Tuesday.",
        "Cedar is under renovation. Room for 6 on Tuesday please.",
        "Cedar is currently renovating, so another room for 6 on Tuesday.",
        "Cedar ist im Umbau, also einen anderen Raum für 6 am Dienstag.",
        "Cedar ist wegen Renovierung zu, also einen anderen Raum für 6 am Dienstag.",
        "Cedar is unavailable, so a room for 6 on Tuesday please.",
    ],
)
def test_a_room_under_renovation_is_not_booked(text: str) -> None:
    assert "R-204" not in _booked(text)
