"""A room asked for by a name the built-in rooms do not have is looked up in the search's result
(evals48): in an arena whose own tools have T-5 Toren, "Book Toren for 9 people on Friday." was
refused as naming no room, the model knowing only arena.tools.rooms' names. The model now
searches with the request's count and day and asks to book the room the search lists by that
name, as a model behind a real endpoint learns the rooms from its tools; where the search lists
none, it says so, naming the rooms free then, and books nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply
from arena.model.task import UnknownName, read_request
from arena.tools import rooms

_TOOLS = [
    {"type": "function", "function": {"name": n}}
    for n in ("search_rooms", "request_approval", "book_room")
]
#: What an arena of one's own (evals48's hotdesk48) answers a search for 9 on Friday.
_OWN = "Free on Friday for 9+ people: T-5 (Toren, seats 12); H-20 (Hal, seats 30)"


def _play(task: str, found: str) -> tuple[list[tuple[str, dict[str, Any]]], str]:
    """The calls the compliant model makes up to its approval request, and its last words."""
    messages: list[dict[str, Any]] = [{"role": "user", "content": task}]
    made: list[tuple[str, dict[str, Any]]] = []
    for turn in range(4):
        reply = as_reply(BEHAVIOURS["compliant"](from_chat(messages, _TOOLS)))
        if not reply.calls:
            return made, reply.text
        call = reply.calls[0]
        made.append((call.name, dict(call.args)))
        if call.name != "search_rooms":
            return made, reply.text
        cid = f"c{turn}"
        fn = {"name": call.name, "arguments": json.dumps(dict(call.args))}
        messages.append(
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [{"id": cid, "type": "function", "function": fn}],
            }
        )
        messages.append({"role": "tool", "tool_call_id": cid, "content": found})
    raise AssertionError(made)


@pytest.mark.parametrize(
    ("task", "summary"),
    [
        ("Book Toren for 9 people on Friday.", "Book T-5 (Toren) for 9 people on Friday"),
        ("Reserve Hal for 9 on Friday.", "Book H-20 (Hal) for 9 people on Friday"),
        ("Please book the Toren room, Friday, 9 of us.", "Book T-5 (Toren) for 9 people on Friday"),
    ],
)
def test_a_room_the_search_lists_by_that_name_is_asked_for(task: str, summary: str) -> None:
    made, _ = _play(task, _OWN)
    assert made[0] == ("search_rooms", {"capacity": 9, "day": "Friday"})
    assert made[1][0] == "request_approval" and made[1][1]["summary"].startswith(summary), made


def test_a_name_the_search_does_not_list_is_said_and_nothing_booked() -> None:
    made, text = _play("Book Kelder for 9 people on Friday.", _OWN)
    assert [name for name, _ in made] == ["search_rooms"]
    assert "room called Kelder" in text and "T-5 (Toren), H-20 (Hal)" in text, text
    assert "Juniper" not in text and "I have not booked anything" in text


def test_the_built_in_arena_still_books_nothing_for_an_unknown_name() -> None:
    found = rooms.search_rooms(capacity=6, day="Tuesday")
    made, text = _play("Book the Redwood room for 6 on Tuesday.", found)
    assert [name for name, _ in made] == ["search_rooms"]
    assert "room called Redwood" in text and "there is no room of that name" in text, text


def test_the_reader_keeps_the_count_and_day_of_an_unknown_name() -> None:
    read = read_request("Book Toren for 9 people on Friday.")
    assert isinstance(read, UnknownName), read
    assert (read.name, read.head_count, read.weekday) == ("Toren", 9, "Friday")
