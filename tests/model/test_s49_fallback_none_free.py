"""A room named as the fallback when the rooms before are not free is booked then (requests49c).

"Book the smaller of Cedar and Maple for 6 on Thursday; if neither is free, Aspen." booked
nothing (neither is free Thursday): Aspen, after the condition, was read as only named. Where
one of the set is free, the set's pick is still booked."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS


def _booked(text: str) -> list[str]:
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [a["room_id"] for n, a in made if n == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        (
            "Book the smaller of Cedar and Maple for 6 on Thursday; if neither is free, Aspen.",
            "R-102",
        ),
        (
            "Book the bigger of Cedar and Maple for 6 on Thursday; if neither is available, "
            "then book Aspen.",
            "R-102",
        ),
        ("Book Cedar or Maple for 6 on Thursday; if both are taken, Aspen.", "R-102"),
        ("book cedar or maple for 6 thursday, if none of them are free aspen", "R-102"),
        # near misses: one of the set is free, so the set's pick is booked
        (
            "Book the smaller of Cedar and Maple for 6 on Tuesday; if neither is free, Aspen.",
            "R-204",
        ),
        ("Book Cedar for 6 on Tuesday; if it's not free, Aspen.", "R-204"),
    ],
)
def test_the_fallback_is_booked_only_where_none_before_is_free(text: str, room: str) -> None:
    assert _booked(text) == [room]
