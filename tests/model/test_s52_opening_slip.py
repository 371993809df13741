"""A request that opens with a room's name misspelt in lower case ("aspn thurs 4 ppl") booked
the first free room that fit the count (heldout52: Juniper, a wrong booking): a misspelt name
was read only after a verb ("book aspne") or capitalised. A word opening the request or a line
of terse facts is in a room's slot too. Real words near a name ("ample", "male", "apple",
"aspens") are left as written."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances
from arena.tools import rooms

ROOMS = ("juniper", "aspen", "cedar", "maple", "sequoia", "atrium")


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("aspn thurs 4 ppl", "aspen"),
        ("cedr, tue, 6", "cedar"),
        ("sequioa friday 12 people", "sequoia"),
        ("mapel wed 9 ppl", "maple"),
        ("hi\natrim wed 20", "atrium"),
    ],
)
def test_a_misspelt_room_opening_a_request_is_that_room(text: str, room: str) -> None:
    assert room in room_stances(text), room_stances(text)


@pytest.mark.parametrize(
    "text",
    [
        "ample room for 6 on monday",
        "male colleagues: 3, tuesday",
        "apple team 4 ppl friday",
        "aspens outside are nice. 4 ppl thu",
        "this is for 4 ppl thursday",
    ],
)
def test_real_words_opening_a_request_name_no_room(text: str) -> None:
    assert not set(room_stances(text)) & set(ROOMS), room_stances(text)


def test_the_misspelt_room_is_the_one_asked_and_booked(monkeypatch: pytest.MonkeyPatch) -> None:
    # every room free: Juniper, the smallest that fits 4, is what a count alone books
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], "aspn thurs 4 ppl", ["approve"])
    booked = [args for name, args in made if name == "book_room"]
    assert [b.get("room_id") for b in booked] == ["R-102"], made
