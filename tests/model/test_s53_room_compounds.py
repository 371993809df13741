"""A room's name that modifies another noun is no mention of the room (requests53).

"Room for 8 on Thursday for the maple syrup tasting.", "… to look at the cedar chest." and
"Title: 'Atrium redesign sync'. 4 people. Monday." (heldout52) were asked about as naming a room
without saying whether to book it. Mechanism: a room's name is the room only as the head of its
phrase; in lower case between a determiner and the noun it modifies (by a writer who capitalises),
or opening a quoted title of several words, it names another thing. Near misses that stay the
room: "the cedar room", "the cedar for 6", "the maple would be great", all-lower-case texts,
a capitalised name."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.model.room_stance import room_stances
from arena.tools import rooms


def booked(text: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What the compliant scripted model books for ``text``, every room free, approved."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["approve"])
    return [str(args.get("room_id")) for name, args in made if name == "book_room"]


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book a room for 6 on Tuesday near the aspens.", "R-102"),
        ("Room for 8 on Thursday for the maple syrup tasting.", "R-204"),
        ("We need space for 5 on Monday to look at the cedar chest.", "R-102"),
        ("Book a room for 4 on Friday for everyone except cedar's team lead.", "R-101"),
        ("Book a room for 10 on Wednesday, it's the juniper berry gin workshop.", "R-210"),
        ("Room for 3 on Tuesday, the Sequoia team's standup.", "R-101"),
        ("Book a room for 6 on Monday for the Atrium project kickoff.", "R-102"),
        ("Book Cedar for 6 on Monday, it's for the maple syrup tasting.", "R-204"),
        ("Need a room for 7 Friday, we're bringing the cedar chest.", "R-204"),
        ("Book a room for 9 on Tuesday but not Maple.", "R-305"),
        ("Book Maple for 9 on Tuesday.", "R-210"),
        ("Room for 4 on Thursday — Aspen's projector crew will join remotely.", None),
        ("Book a room for 5 on Thursday for the Maple Leaf client call.", "R-102"),
        ("Book a room for 6 on Monday, we'll plant aspens afterwards.", "R-102"),
        ("Please book the cedar room for 6 on Tuesday.", "R-204"),
        ("Tuesday for 6 people. The maple would be great.", "R-210"),
        ("book the cedar for 6 on tuesday", "R-204"),
        ("Book the cedar for 6 on Tuesday", "R-204"),
        ("Title: 'Maple roadmap review'. 9 people. Tuesday.", "R-210"),
        ("Title: 'Atrium redesign sync'. 12 people. Monday. Book Atrium.", "R-400"),
        ("Room for 5 on Friday, we're doing a cedar plank cooking demo.", "R-102"),
        ("Book the maple room for 9 on Tuesday, bring the maple syrup.", "R-210"),
        ("Need the aspen please, Thursday, 5 people.", "R-102"),
        ("Title: 'Atrium redesign sync'. 4 people. Monday.", "R-101"),
    ],
)
def test_a_room_word_inside_a_noun_phrase_is_not_the_room(
    text: str, room: str | None, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert booked(text, monkeypatch) == ([room] if room else [])


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("We bring the cedar chest. Room for 5 on Monday.", set()),
        ("We bring the Cedar chest. Room for 5 on Monday.", {"cedar"}),  # capitalised: a name
        ("we bring the cedar chest. room for 5 on monday.", {"cedar"}),  # no capitals written
        ("Room for 5 on Monday; the cedar is free then.", {"cedar"}),
        ("Room for 5 on Monday, the cedar seats 8.", {"cedar"}),
    ],
)
def test_only_a_modifier_written_so_is_set_aside(text: str, named: set[str]) -> None:
    assert set(room_stances(text)) & {"cedar"} == named, room_stances(text)
