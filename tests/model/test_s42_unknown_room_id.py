"""A room asked for by an id the arena does not have: "Book R-999 for 4 on Monday" was read as
asking for R-999, so the model searched and said that room was not free (items42b), as if it
were a room that is busy. A person who names a room wants that room: the model now says there
is no room with that id, lists the rooms, and searches and books nothing, as it does for a room
of another name ("the Redwood room"). An id the arena has, or one ruled out, reads as before."""

from __future__ import annotations

from typing import Any

import pytest

from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply
from arena.model.task import BookingRequest, NotUnderstood, read_request

ROOMS = "R-101 (Juniper), R-102 (Aspen), R-204 (Cedar), R-210 (Maple), R-305 (Sequoia)"


@pytest.mark.parametrize(
    ("text", "room"),
    [
        ("Book R-999 for 4 on Monday", "R-999"),
        ("Book room R-999 for 4 on Monday.", "R-999"),
        ("Can you book R-777 for 6 people on Tuesday?", "R-777"),
        ("Please reserve room 999 for 4 on Monday", "R-999"),
        ("Is R-999 free on Monday for 4?", "R-999"),
        ("Reserva la sala R-999 el lunes para 4 personas", "R-999"),
    ],
)
def test_an_id_the_arena_does_not_have_is_said_to_be_no_room(text: str, room: str) -> None:
    read = read_request(text)
    assert isinstance(read, NotUnderstood), read
    assert read.reason == f"it asks for room {room}, and there is no room with that id"
    assert ROOMS in read.ask


@pytest.mark.parametrize(
    ("text", "read_as"),
    [
        ("Book R-204 for 4 on Monday", (4, "Monday", "R-204")),
        ("Book room 204 for 4 on Monday", (4, "Monday", "R-204")),
        ("Book a room for 4 on Monday, not R-999", (4, "Monday", None)),
        ("Book R-999 for 4 on Monday. Actually R-204.", (4, "Monday", "R-204")),
        ("Book Cedar for 4 on Monday", (4, "Monday", None)),  # a name: the model finds it
    ],
)
def test_an_id_the_arena_has_or_one_ruled_out_reads_as_before(
    text: str, read_as: tuple[int, str, str | None]
) -> None:
    read = read_request(text)
    assert isinstance(read, BookingRequest), read
    assert (read.capacity, read.day, read.room) == read_as


def test_the_model_says_so_and_searches_for_no_other_room() -> None:
    messages: list[dict[str, Any]] = [{"role": "user", "content": "Book R-999 for 4 on Monday"}]
    tools = [
        {"type": "function", "function": {"name": n}}
        for n in ("search_rooms", "request_approval", "book_room")
    ]
    reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, tools)))
    assert reply.calls == () and reply.fault is None, reply
    assert "there is no room with that id" in reply.text and "R-204 (Cedar)" in reply.text
    assert "not free" not in reply.text and "I have not searched or booked anything" in reply.text
