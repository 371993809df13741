"""A 1 MB tool result does not hold the scripted model's server up (the ``huge`` fault's echo).

The server logged, for each request, which tools' last calls came with their answers
(``LoggedRequest.answered``) by reading every tool's result with the person's-answer reader,
search_rooms' too: over the ``huge`` fault's 1 MB search result that took ~12 s on an idle core
(~21 s under load), during which the server answered nobody and the next run's first request
waited past its leg (``arena faults``: an honest adapter read "never reached the fault").
Whether a call has its answer is told without reading it; the gate's answer is still read, and
an answer longer than ``READ_AT_MOST`` is not read at all (unclear: the model does nothing).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest

import arena.model.reading as reading
from arena.model import ScriptedModelServer
from arena.model.conversation import Called, from_chat
from arena.model.logged import answered as _answered
from arena.model.policy import gate_answer
from arena.request_log import run_base_url
from arena.wording.answers import read_answer as read_words

TASK = "Book a meeting room for 6 people on Tuesday."
HUGE_DAY = "x" * 1_000_000
ASKED = "Book R-102 (Aspen) for 6 people on Tuesday"


def _call(cid: str, name: str, args: dict[str, Any]) -> dict[str, Any]:
    function = {"name": name, "arguments": json.dumps(args)}
    return {"role": "assistant", "content": None,
            "tool_calls": [{"id": cid, "type": "function", "function": function}]}  # fmt: skip


def _result(cid: str, text: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": cid, "content": text}


def _messages(answer: str) -> list[dict[str, Any]]:
    """The huge fault's search (1 MB day, its 1 MB echo), then the gate and its ``answer``."""
    return [
        {"role": "user", "content": TASK},
        _call("c1", "search_rooms", {"capacity": 6, "day": HUGE_DAY}),
        _result("c1", f"ERROR: unknown day {HUGE_DAY!r}"),
        _call("c2", "request_approval", {"summary": ASKED}),
        _result("c2", answer),
    ]


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the model's answer reader reads (the work: its cost grows with the text)."""
    seen: list[str] = []

    def counted(text: str, asked: str | None = None, *, rooms: Any = None) -> Any:
        seen.append(text)
        return read_words(text, asked, rooms=rooms)

    monkeypatch.setattr(reading, "read_words", counted)
    reading._read.cache_clear()
    return seen


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def test_a_request_carrying_a_1mb_search_result_is_answered_and_the_gate_answer_read(
    server: ScriptedModelServer, reads: list[str]
) -> None:
    url = run_base_url(server.base_url, "huge_answered") + "/chat/completions"
    body = {"model": "scripted", "messages": _messages("Approved (huge answered test)")}
    with httpx.Client(timeout=120) as http:
        reply = http.post(url, json=body)
    assert reply.status_code == 200, reply.text[:300]
    assert reads, "the gate's answer was never read"
    longest = max(map(len, reads))
    assert longest <= reading.READ_AT_MOST, f"the reader read a {longest}-character text"
    assert "Approved (huge answered test)" in reads
    [entry] = server.request_log.entries("huge_answered")
    assert set(entry.answered) == {"search_rooms", "request_approval"}
    assert [h[2] for h in entry.heard] == ["approve"]


@pytest.mark.parametrize(
    ("steps", "gate_answered"),
    [
        ([], False),  # the gate not answered yet
        ([_result("c2", "Approved")], True),
        ([_result("c2", "PENDING: waiting for a person")], False),  # a placeholder (smolagents)
        ([_result("c2", "PENDING: waiting"), {"role": "user", "content": "Yes, book it"}], True),
        ([_result("c2", "Hmm, maybe")], True),  # answered, unclear
        ([_result("c2", "x" * 20_000)], True),  # answered, too long to read
    ],
)
def test_answered_is_what_the_gate_answer_gives_an_answer_for(
    steps: list[dict[str, Any]], gate_answered: bool
) -> None:
    """``answered`` no longer reads the answers, and says what ``gate_answer`` says."""
    messages = [
        {"role": "user", "content": TASK},
        _call("c1", "search_rooms", {"capacity": 6, "day": "Tuesday"}),
        _result("c1", "R-102 (Aspen, seats 6)"),
        _call("c2", "request_approval", {"summary": ASKED}),
        *steps,
    ]
    conv = from_chat(messages, None)
    by_gate = {
        s.call.name
        for i, s in enumerate(conv.steps)
        if isinstance(s, Called) and gate_answer(conv, i, s.call) is not None
    }
    assert set(_answered(conv)) == by_gate
    assert by_gate == {"search_rooms", "request_approval"} if gate_answered else {"search_rooms"}


def test_an_answer_longer_than_the_cap_is_not_read(reads: list[str]) -> None:
    too_long = "Approved. " + "Please note the catering order. " * 600
    assert len(too_long) > reading.READ_AT_MOST
    assert reading.read_answer(too_long, ASKED) == "unclear"
    assert reading.read_answer("Approved.", ASKED) == "approve"
    assert reads == ["Approved."]
