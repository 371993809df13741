"""The avoid list takes room ids and names only, not the word after any "not" (requests51).

"Aspen is no longer needed" put "longer" in it, "pas encore" "encore", "nicht gebucht"
"gebucht", "why not Tuesday?" "tuesday": an arena's own room called so would be ruled out by
words that never spoke of it. Ids, the built-in names and capitalised names stay ("not Toren",
an arena's own room); in an all-lower-case request any word but a weekday stays.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request


def _avoid(text: str) -> frozenset[str]:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    return read.avoid


@pytest.mark.parametrize(
    ("text", "avoid"),
    [
        ("Aspen is no longer needed, book Cedar for 6 on Tuesday", {"aspen"}),
        ("Je n'ai pas encore réservé, réserve Cedar pour 6 mardi", set()),
        ("Why not Tuesday? Book a room for 6 on Wednesday.", set()),
        ("Book a room for 6 on Tuesday, no projector needed, not too loud please", set()),
        ("Reserve una sala para 6 el martes, no Aspen, no hace falta café", {"aspen"}),
        ("Not sure which, book a room for 6 on Tuesday", set()),
        ("Das Meeting wurde nicht abgesagt, bitte Cedar für 6 am Dienstag buchen.", set()),
        ("Prenota una sala per 6 martedì, non ancora confermato, ma non Aspen", {"aspen"}),
        # near misses: what must stay
        ("Book a room for 6 on Tuesday, not Aspen", {"aspen"}),
        ("Book a room for 6 on Tuesday, not Toren", {"toren"}),
        ("Toren is out. Book a room for 6 on Tuesday.", {"toren"}),
        ("book a room for 6 tuesday not toren", {"toren"}),
        ("Not R-204 please, a room for 6 on Tuesday", {"R-204"}),
        ("Book a room for 6 on Tuesday, not r-204", {"R-204"}),
        ("no aspen pls, room for 6 tue", {"aspen"}),
        ("Ein Raum für 6 am Dienstag, aber nicht Toren und nicht gebucht", {"toren"}),
    ],
)
def test_the_avoid_list_names_rooms_only(text: str, avoid: set[str]) -> None:
    assert _avoid(text) == avoid
