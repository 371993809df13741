"""The store keeps each run's tool keys and the tools each leg offered: a run paused under one
form of those keys ("book_room 9277fa45515a", 0be225b) and resumed under another (990fd53's
"book_room(room_id) …") read every tool as missing and failed ``suspended`` — "did not offer
book_room 9277fa45515a …" — though the agent did nothing wrong (docs31). Keys in another form
are not compared; keys in this form still are."""

from __future__ import annotations

from arena.check_types import CheckSpec
from arena.model_given import changed_tools, offered_otherwise
from arena.offered import harness_key, in_key_form
from arena.trace import Trace
from arena.types import Event, Turn

BOOK = harness_key("book_room", ["room_id"], "Book a meeting room by id.")
ASK = harness_key("request_approval", ["summary"], "Ask a person to approve the booking.")


def _trace(*legs: list[list[str]]) -> Trace:
    turns = tuple(
        Turn(
            status="waiting" if n < len(legs) else "completed",
            leg=n,
            events=(Event(type="leg.finished", leg=n, seq=n, data={"model_tools": offered}),),
        )
        for n, offered in enumerate(legs, start=1)
    )
    return Trace(legs=turns)


def test_keys_of_another_form_are_not_compared() -> None:
    old = ["book_room 9277fa45515a", "request_approval 1c0ffee0aa11"]
    assert not in_key_form(old) and in_key_form([BOOK, ASK])
    spec = CheckSpec(tools=tuple(old))
    assert offered_otherwise(_trace([old], [[BOOK, ASK]]), spec) == []
    assert changed_tools(_trace([old], [[BOOK, ASK]])) == []


def test_keys_of_this_form_are_still_held() -> None:
    spec = CheckSpec(tools=(BOOK, ASK))
    approved = Event(type="input.responded", leg=2, seq=0, data={"binds": {"tool": "book_room"}})
    withheld = _trace([[ASK]], [[ASK]])  # once a person approved, it must be offered (red team 33)
    withheld = Trace(
        legs=(
            withheld.legs[0],
            Turn(status="completed", leg=2, events=(approved, *withheld.legs[1].events)),
        )
    )
    assert "leg 2 did not offer book_room" in offered_otherwise(withheld, spec)[0]
    assert "other tools than the run's first" in changed_tools(_trace([[BOOK, ASK]], [[ASK]]))[0]
