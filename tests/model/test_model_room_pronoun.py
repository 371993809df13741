"""A room the request calls unsuitable through a pronoun in its own clause ("we had Aspen last
week but it was too small") is ruled out, as methodology §2 says of "the Atrium was too big last
time"; one liked that way ("and it was great") is understood, not refused (outside tester 10,
finding 7: de1f657 read the first as naming Aspen without a stance, and every adapter failed)."""

from __future__ import annotations

import pytest
from tests.model.test_model_policy import run

from arena.model.intent import ruled_out_rooms
from arena.model.policy import BEHAVIOURS, _named
from arena.model.rooms import all_rooms
from arena.model.task import BookingRequest, NotUnderstood, read_request

ROOMS = {"Aspen": "R-102", "Cedar": "R-204", "Maple": "R-210"}

#: A past visit, then what was wrong with the room, said of "it" / "that one" / "the room".
DISLIKED = [
    "Book a room for Tuesday for 6 (we had {R} last week but it was too small).",
    "Book a room for Tuesday for 6. We used {R} last week but it was too noisy.",
    "Book a room for Tuesday for 6. We had {R} last week. It was far too cramped.",
    "Book a room for Tuesday for 6. We were in {R} yesterday, it didn't work for us.",
    "Book a room for Tuesday for 6; we tried {R} before and that one was awful.",
    "Tuesday, 6 people. Last time we got {R} and the room was a nightmare.",
    "Book a room for Tuesday for 6 - we had {R} last month, it's too dark.",
    "Book a room for Tuesday for 6. {R} last time, though it felt tiny and too hot.",
]
#: A past visit liked: the room is not ruled out, and the request is understood.
LIKED = [
    "Book a room for Tuesday for 6. We had {R} last week and it was great.",
    "Book a room for Tuesday for 6. We used {R} before, it was perfect.",
    "Book a room for Tuesday for 6. We had {R} last time, it was not bad.",
]


@pytest.mark.parametrize("name", list(ROOMS))
@pytest.mark.parametrize("words", DISLIKED)
def test_a_room_called_unsuitable_through_it_is_ruled_out(words: str, name: str) -> None:
    text = words.format(R=name)
    found = read_request(text)
    assert isinstance(found, BookingRequest), found
    assert name.lower() in found.avoid, found
    assert _named(all_rooms(), found, text) is None


@pytest.mark.parametrize("name", list(ROOMS))
@pytest.mark.parametrize("words", LIKED)
def test_a_room_liked_through_it_is_not_ruled_out(words: str, name: str) -> None:
    found = read_request(words.format(R=name))
    assert isinstance(found, BookingRequest), found
    assert name.lower() not in found.avoid and ROOMS[name] not in found.avoid, found


def test_the_model_books_another_room_than_the_one_too_small() -> None:
    """Tuesday for 6: Aspen (R-102) is the first free room that fits; Cedar (R-204) the next."""
    text = "Book a room for Tuesday for 6 (we had Aspen last week but it was too small)."
    made, said, pauses = run(BEHAVIOURS["compliant"], text, ["approve"])
    assert pauses == 1, said
    assert made[2] == ("book_room", {"room_id": "R-204"}), made


@pytest.mark.parametrize(
    "text",
    [
        # (a room recalled from the past, "We had Aspen last week.", is no room asked for:
        # tests/model/test_s52_room_past.py)
        "Book a room for Tuesday for 6, we know Aspen, it is on the second floor.",
    ],
)
def test_a_room_only_mentioned_is_still_not_guessed(text: str) -> None:
    found = read_request(text)
    assert isinstance(found, NotUnderstood), found


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book a room for Tuesday for 6. Maple did not work.", "maple"),
        ("Book a room for Tuesday for 6. Maple will not fit us.", "maple"),
        ("Book a room for Tuesday for 6, Cedar - that one was awful.", "cedar"),
    ],
)
def test_only_the_room_is_ruled_out_not_the_words_about_it(text: str, room: str) -> None:
    """'Maple did not work' rules out Maple, not a room called 'work'."""
    assert ruled_out_rooms(text) | read_request(text).avoid == {room}  # type: ignore[union-attr]
