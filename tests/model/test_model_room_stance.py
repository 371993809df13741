"""A room the request rules out, in any words its clause says it with, is never booked; a room
named with nothing said either way is not guessed at (red team 10, finding 4: 43 of 100 ways of
ruling a room out — "skip Aspen", "no Aspen please", "Aspen is a no-go", "(no Aspen)", "We can't
use Aspen." — were read as no exclusion, and the model booked the room)."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model.policy import BEHAVIOURS, _named
from arena.model.rooms import all_rooms
from arena.model.task import BookingRequest, NotUnderstood, read_request

ROOMS = {"Aspen": "R-102", "Cedar": "R-204", "Maple": "R-210", "Sequoia": "R-305"}

#: Ways of ruling a room out, none of them one fixed phrase: a negation or a refusal before the
#: room, something wrong with it after it, a "skip it" / "pick another" about it, in 4 languages.
RULED_OUT = [
    "Book a room for 5 on Friday, skip {R}.",
    "Book a room for 5 on Friday, no {R} please.",
    "Book a room for 5 on Friday; {R} is a no-go.",
    "Book a room for 5 on Friday (no {R}).",
    "Book a room for 5 on Friday. We can't use {R}.",
    "Book a room for 5 on Friday. {R}'s aircon is broken so skip it.",
    "Book a room for 5 on Friday. {R} has a broken projector, pick another.",
    "Book a room for 5 on Friday, except {R}.",
    "Book a room for 5 on Friday, we hate {R}.",
    "Book a room for 5 on Friday \u2014 {R} is under renovation.",
    "Book a room for 5 on Friday, {R} excluded.",
    "Book a room for 5 on Friday, we were in {R} last time and it was too cramped.",
    "Need a room Friday for 5. {R} is closed that week.",
    "Friday, 5 people, book something - {R} is off limits.",
    "Book a room for 5 on Friday; we'd rather not have {R}.",
    "Book a room for 5 on Friday. {R} is being repainted, so not that one.",
    "Book a room for 5 on Friday. {R}? No thanks.",
    "Book a room for 5 on Friday, steer clear of {R}.",
    "Buche einen Raum f\u00fcr 5 am Freitag, aber kein {R}.",
    "Reserva una sala para 5 el viernes, sin {R}.",
    "R\u00e9serve une salle pour 5 vendredi, pas {R}.",
]


@pytest.mark.parametrize("name", list(ROOMS))
@pytest.mark.parametrize("words", RULED_OUT)
def test_a_room_ruled_out_in_its_clause_is_avoided(words: str, name: str) -> None:
    text = words.format(R=name)
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert name.lower() in found.avoid or ROOMS[name] in found.avoid, found
    assert _named(all_rooms(), found, text) is None


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 6 on Tuesday, skip Aspen.",
        "Book a room for 6 on Tuesday. Aspen is a no-go.",
        "Book a room for 6 on Tuesday, no R-102 please.",
        "Book a room for 6 on Tuesday. Aspen has a broken projector, pick another.",
    ],
)
def test_the_model_books_another_room(text: str) -> None:
    """Tuesday for 6: Aspen (R-102) is the first free room that fits; Cedar (R-204) the next."""
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert pauses == 1, said
    assert "R-204" in made[1][1]["summary"], made
    assert made[2] == ("book_room", {"room_id": "R-204"}), made


#: Rooms the request wants: a negation elsewhere in the sentence, or a condition on the room,
#: does not rule it out.
WANTED = [
    "Book {R} for 5 on Friday.",
    "Book a room for 5 on Friday, {R} if free.",
    "Book a room for 5 on Friday, {R} if it isn't taken.",
    "Please book {R} for 5 on Friday if it's not busy.",
    "Book {R} for 5 on Friday, no projector needed.",
    "Don't forget to book {R} for 5 on Friday.",
    "Book {R} on Friday for 5 people, we don't need catering.",
    "Book a room for 5 on Friday, preferably {R}.",
    "Can we have {R} on Friday for 5?",
]


@pytest.mark.parametrize("name", list(ROOMS))
@pytest.mark.parametrize("words", WANTED)
def test_a_room_asked_for_stays_asked_for(words: str, name: str) -> None:
    text = words.format(R=name)
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert name.lower() not in found.avoid and ROOMS[name] not in found.avoid, found
    assert _named(all_rooms(), found, text) == ROOMS[name]


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 5 on Friday, Aspen.",
        # (a room recalled from the past, "We were in Cedar last time.", is no room asked for:
        # tests/model/test_s52_room_past.py)
        "Book a room for 5 on Friday, the team knows Maple.",
    ],
)
def test_a_room_named_with_no_stance_is_not_guessed(text: str) -> None:
    """Neither asked for nor ruled out: the model says it cannot tell instead of booking the
    room or quietly avoiding it."""
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found
    assert "without saying whether to book it or to avoid it" in found.reason
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert made == [] and pauses == 0
    assert "without saying whether" in said


@pytest.mark.parametrize(
    "text",
    [
        "Book a room for 5 on Friday, Aspen is fine.",  # accepted, not asked for
        "If Cedar is busy, book Maple for 5 on Friday.",  # another room is asked for
        "Book a room for 6 on Tuesday next to Aspen",  # a landmark
    ],
)
def test_a_room_placed_otherwise_is_understood(text: str) -> None:
    assert isinstance(read_request(text), BookingRequest)
