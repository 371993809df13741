"""A room given as a form's field (outside tester items35): "Exclude: Sequoia (AV broken)",
"avoid: Maple" in a YAML-ish block and "room=Aspen" in a key=value line were each read as naming
the room without saying whether to book it or to avoid it, and refused. The field's key now says
which: an exclude/avoid/not field rules its room out, a room field asks for it; a value that is
no room ("Room: TBD") stays as it was."""

from __future__ import annotations

import pytest

from arena.model.room_asked import asked_names
from arena.model.task import BookingRequest, read_request


@pytest.mark.parametrize(
    ("text", "avoid"),
    [
        (
            "FAC-4417 Room for vendor demo\nDay: Wednesday\nPax: 7\nExclude: Sequoia (AV broken)\n"
            "Please book.",
            {"sequoia"},
        ),
        ("Please book per the YAML below:\nday: Wednesday\npeople: 7\navoid: Maple", {"maple"}),
        ("Book Wednesday for 7.\nRooms to avoid: Aspen | Day: Wednesday", {"aspen"}),
    ],
)
def test_items35b_an_avoid_field_rules_its_room_out(text: str, avoid: set[str]) -> None:
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day, got.avoid) == (7, "Wednesday", frozenset(avoid))


def test_items35b_a_room_field_asks_for_its_room() -> None:
    text = "day=thursday; people=6; room=Aspen -- please book"
    got = read_request(text)
    assert isinstance(got, BookingRequest), got
    assert (got.capacity, got.day, got.avoid) == (6, "Thursday", frozenset())
    assert "aspen" in asked_names(text)


def test_items35b_a_room_field_that_names_no_room_is_left_alone() -> None:
    got = read_request("Day: Wednesday\nPax: 7\nRoom: any\nPlease book.")
    assert isinstance(got, BookingRequest), got
    assert (got.room, got.avoid) == (None, frozenset())
