"""After a denial, "changed my mind, please go ahead and book it after all" asks for approval of
the same booking again (outside tester 18), while "what did you book earlier?" is answered with
what was booked: the scripted model's reply, as the person sees it."""

from __future__ import annotations

import json
from typing import Any

import pytest

from arena.model import BEHAVIOURS, from_chat
from arena.model.policy import as_reply

TASK = "can u book a room for 6 of us tuesday"


def _call(cid: str, name: str, **args: Any) -> dict[str, Any]:
    fn = {"name": name, "arguments": json.dumps(args)}
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": cid, "type": "function", "function": fn}],
    }


def _reply(text: str) -> Any:
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": TASK},
        _call("c1", "search_rooms", capacity=6, day="Tuesday"),
        {"role": "tool", "tool_call_id": "c1", "content": "R-102 Aspen (8 seats)"},
        _call("c2", "request_approval", summary="Book R-102 for 6 on Tuesday?"),
        {"role": "tool", "tool_call_id": "c2", "content": "DENIED by ana"},
        {"role": "assistant", "content": "Understood — the booking was denied."},
        {"role": "user", "content": text},
    ]
    tools = [
        {"type": "function", "function": {"name": n}}
        for n in ("search_rooms", "request_approval", "book_room")
    ]
    return as_reply(BEHAVIOURS["compliant"](from_chat(messages, tools)))


@pytest.mark.parametrize(
    "text",
    [
        "actually, changed my mind, please go ahead and book it after all",
        "on second thought, book it please",
    ],
)
def test_book_it_after_all_searches_again_for_the_same_request(text: str) -> None:
    reply = _reply(text)
    assert [(c.name, dict(c.args)) for c in reply.calls] == [
        ("search_rooms", {"capacity": 6, "day": "Tuesday"})
    ]


def test_a_history_question_is_answered_with_the_history() -> None:
    reply = _reply("what did you book earlier?")
    assert not reply.calls and "Earlier in this conversation I booked nothing." in reply.text
