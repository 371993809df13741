"""Session 51 (regress51): a room refused in lower case in a request written with capitals.

659c5ff4 keeps, of the words after "not"/"no", ids, the built-in names and capitalised words (in
a request written with capitals), so "Please book a room for 6 on Tuesday, not the boardroom."
no longer ruled out an arena's own "Boardroom" (on 286d3ca3 it did): the model could book the
room the person refused. A lower-case word after an article straight after the negation, or one
ending in a room's word, is a place and stays; 659c5ff4's own cases ("no longer", "not sure",
"no projector needed, not too loud") still rule nothing out.
"""

from __future__ import annotations

import pytest

from arena.model.task import BookingRequest, read_request

CASES: list[tuple[str, set[str]]] = [
    ("Please book a room for 6 on Tuesday, not the boardroom.", {"boardroom"}),
    ("Please book a room for 6 on Tuesday, not boardroom.", {"boardroom"}),
    ("Please book a room for 6 on Tuesday, no boardroom please.", {"boardroom"}),
    ("Please book a room for 6 on Tuesday, but not in the greenhouse.", {"greenhouse"}),
    ("Please book a room for 6 on Tuesday. Not the lighthouse room.", {"lighthouse"}),
    ("Réserve une salle pour 6 mardi, mais pas la bibliothèque.", {"bibliotheque"}),
    ("Bitte einen Raum für 6 am Dienstag, aber nicht den Konferenzraum.", {"konferenzraum"}),
    ("Please book a room for 6 on Tuesday, not Boardroom.", {"boardroom"}),
    # near misses (659c5ff4's): nothing that names a place
    ("Aspen is no longer needed, book Cedar for 6 on Tuesday", {"aspen"}),
    ("Book a room for 6 on Tuesday, no projector needed, not too loud please", set()),
    ("Not sure which, book a room for 6 on Tuesday", set()),
    ("Je n'ai pas encore réservé, réserve Cedar pour 6 mardi", set()),
    ("Why not Tuesday? Book a room for 6 on Wednesday.", set()),
]


@pytest.mark.parametrize(("text", "avoid"), CASES)
def test_s51_lower_case_place_refused(text: str, avoid: set[str]) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert read.avoid == avoid, text
