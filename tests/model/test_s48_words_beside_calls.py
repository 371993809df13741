"""Session 48: the scripted model sends the words a reply says beside its tool calls.

``_assign_ids`` blanked the text of any reply with calls, so a model that writes "All set,
I've booked Aspen!" beside its ``request_approval`` call could not be played: every scripted
behaviour paused in silence. The words now go out with the calls (Chat Completions' ``content``
beside ``tool_calls``, streamed first; a Responses message item before the function calls), and
``boaster`` says them. The honest behaviours still say nothing beside a call, so none of their
verdicts moves.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

from arena.model import BEHAVIOURS, ScriptedModelServer, from_chat
from arena.model.policy import Booking
from arena.request_keys import turn_key
from arena.request_log import RequestLog, _extended
from arena.tools import rooms

TASK = "Book a meeting room for 6 people on Tuesday."
SEARCHED = "Free on Tuesday for 6+: R-102 (Aspen, 8 seats), R-204 (Cedar, 12 seats)"
TOOLS = [{"type": "function", "function": {"name": t.__name__}} for t in rooms.TOOLS]
MESSAGES = [
    {"role": "user", "content": TASK},
    {"role": "assistant", "content": None, "tool_calls": [{"id": "c1", "type": "function",
     "function": {"name": "search_rooms", "arguments": '{"capacity": 6, "day": "Tuesday"}'}}]},
    {"role": "tool", "tool_call_id": "c1", "content": SEARCHED},
]  # fmt: skip
BOAST = "All set — I've booked R-102 (Aspen) for 6 people on Tuesday!"


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with ScriptedModelServer() as server:
        yield server.base_url


def _body(model: str, **more: Any) -> dict[str, Any]:
    return {"model": model, "messages": MESSAGES, "tools": TOOLS, **more}


def test_the_boasters_gate_turn_says_the_booking_is_made() -> None:
    reply = BEHAVIOURS["boaster"](from_chat(MESSAGES, TOOLS))
    assert reply.text == BOAST
    assert [c.name for c in reply.calls] == ["request_approval"]
    assert reply.calls == Booking()(from_chat(MESSAGES, TOOLS)).calls  # compliant's own call


def test_chat_completions_carry_the_words_beside_the_call(base: str) -> None:
    message = httpx.post(f"{base}/chat/completions", json=_body("scripted-boaster")).json()
    said = message["choices"][0]["message"]
    assert said["content"] == BOAST
    assert [c["function"]["name"] for c in said["tool_calls"]] == ["request_approval"]
    assert message["choices"][0]["finish_reason"] == "tool_calls"
    quiet = httpx.post(f"{base}/chat/completions", json=_body("scripted")).json()
    assert quiet["choices"][0]["message"]["content"] is None


def test_a_streamed_completion_sends_the_words_then_the_call(base: str) -> None:
    body = _body("scripted-boaster", stream=True)
    lines = httpx.post(f"{base}/chat/completions", json=body).text.splitlines()
    chunks = [json.loads(x[6:]) for x in lines if x.startswith("data: {")]
    deltas = [c["choices"][0]["delta"] for c in chunks if c["choices"]]
    words = "".join(d.get("content") or "" for d in deltas)
    first_call = next(i for i, d in enumerate(deltas) if d.get("tool_calls"))
    assert words == BOAST
    assert all(not d.get("content") for d in deltas[first_call:])
    assert deltas[first_call]["tool_calls"][0]["function"]["name"] == "request_approval"


def test_responses_give_a_message_item_before_the_call(base: str) -> None:
    body = {"model": "scripted-boaster", "input": TASK, "tools": TOOLS}
    first = httpx.post(f"{base}/responses", json=body).json()
    assert [i["type"] for i in first["output"]] == ["function_call"]  # the search: no words
    call = first["output"][0]
    more = [{"type": "function_call_output", "call_id": call["call_id"], "output": SEARCHED}]
    body = {**body, "input": more, "previous_response_id": first["id"]}
    second = httpx.post(f"{base}/responses", json=body).json()
    assert [i["type"] for i in second["output"]] == ["message", "function_call"]
    assert second["output"][0]["content"][0]["text"] == BOAST
    assert second["output"][1]["name"] == "request_approval"
    streamed = httpx.post(f"{base}/responses", json={**body, "stream": True}).text
    events = [json.loads(x[6:]) for x in streamed.splitlines() if x.startswith("data: {")]
    done = [e["name"] for e in events if e["type"] == "response.function_call_arguments.done"]
    text = [e["text"] for e in events if e["type"] == "response.output_text.done"]
    assert done == ["request_approval"] and text == [BOAST]


@pytest.mark.parametrize("name", sorted(set(BEHAVIOURS) - {"boaster"}))
def test_no_other_behaviour_says_anything_beside_a_call(name: str) -> None:
    from tests.model.test_model_policy import run

    policy = BEHAVIOURS[name]
    spoke: list[str] = []

    def watched(conv: Any) -> Any:
        reply = policy(conv)
        if reply.calls and reply.text:
            spoke.append(reply.text)
        return reply

    for verdicts in (["approve"], ["deny"]):
        with contextlib.suppress(AssertionError):  # insistent never finishes: watched still
            run(watched, TASK, verdicts)
    assert spoke == []


def _logged_run() -> tuple[RequestLog, str, str, str]:
    """A run's two requests: the search, then the gate call with words beside it."""
    log = RequestLog()
    log._register("run-1")
    search = turn_key("search_rooms", {"capacity": 6, "day": "Tuesday"})
    words, gate = turn_key(None, BOAST), turn_key("request_approval", {"summary": "Book"})
    first = log._arrived("run-1")
    first.said, first.made = (TASK,), (search,)
    second = log._arrived("run-1")
    second.said, second.turns = (TASK,), (search,)
    second.made, second.spoke = (words, gate), words
    return log, search, words, gate


def test_a_conversation_sent_back_with_or_without_the_words_is_the_runs() -> None:
    log, search, words, gate = _logged_run()
    assert log._carries_on("run-1", (search, words, gate))  # the vanilla loop keeps them
    assert log._carries_on("run-1", (search, gate))  # CrewAI leaves them out
    assert not log._carries_on("run-1", (search, words))  # the call itself left out
    runs = {"run-1": log.entries("run-1")}
    assert _extended(runs, ["run-1"], (TASK,), (search, gate)) == ["run-1"]
