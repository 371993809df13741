"""A choice agreed on ("let's do Maple", "we'll take Cedar", "nehmen wir Maple") asks for that room.

heldout53: "Yes let's do Maple on Thursday then, 9 of us." above a quoted "Can we do Aspen on
Monday for 5?" was read as naming Maple without saying whether to book it, so the quote's Aspen
was asked for (and found too small). Mechanism (:mod:`arena.model.room_asked`): the words that
settle a choice ("let's do/go with/use", "can we do", "we'll take", "go for", "on prend",
"vamos con", "nehmen wir") ask for the room after them, as "book" does; the reply's own words
are then the request (:mod:`arena.model.newest_words`). Near misses: a past "we did Maple last
time", and "let's go with whatever is free", ask for no room."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model import BEHAVIOURS
from arena.tools import rooms

QUOTE = "\n\n> On Tue, Jonas wrote:\n> Can we do Aspen on Monday for 5?"


def _asked(text: str, monkeypatch: pytest.MonkeyPatch) -> str | None:
    """The room and day the compliant scripted model asks approval for, every room free."""
    monkeypatch.setattr(rooms, "_busy", lambda room, day: False)
    made, _, _ = run(BEHAVIOURS["compliant"], text, ["deny"])
    asked = [str(a.get("summary")) for name, a in made if name == rooms.GATE]
    return " ".join(asked[0].split(" ")[1:2] + asked[0].split(" ")[-1:]) if asked else None


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("Yes let's do Maple on Thursday then, 9 of us." + QUOTE, "R-210 Thursday"),
        ("Let's go with Maple on Thursday for 9." + QUOTE, "R-210 Thursday"),
        (
            "OK, we'll take Cedar on Friday, 7 people.\n\n> Should we book Juniper on Monday for 3?",
            "R-204 Friday",
        ),
        (
            "Ok on prend Cedar vendredi, 7 personnes.\n\n> On réserve Juniper lundi pour 3 ?",
            "R-204 Friday",
        ),
        (
            "Gut, nehmen wir Maple am Donnerstag, 9 Leute.\n\n> Sollen wir Aspen am Montag für 5 buchen?",
            "R-210 Thursday",
        ),
        ("Let's do Sequoia on Tuesday for 6.", "R-305 Tuesday"),
        # near misses: no room chosen
        ("We did Maple last time, it was fine. Book a room for 6 on Thursday.", "R-102 Thursday"),
        ("Yes let's do Thursday then, 6 of us." + QUOTE, "R-102 Thursday"),
        (
            "Book a room for 5 on Monday, not Aspen — let's go with something quieter.",
            "R-204 Monday",
        ),
    ],
)
def test_a_choice_agreed_on_asks_for_that_room(
    text: str, asked: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert _asked(text, monkeypatch) == asked
