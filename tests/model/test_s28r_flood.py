"""A request of more messages than any run's conversation is answered unread (red team 28).

``InFlight2`` sent 400,000 one-word messages just before its leg's deadline; the scripted model
(and, for a run's later requests, its route guard) read every one, seconds after the leg had
ended, and the run's end waited for it. More than :data:`arena.model.app.MAX_ITEMS` messages or
Responses input items are answered 400 unread.
"""

from __future__ import annotations

import json
import time

import httpx

from arena.model.app import MAX_ITEMS
from arena.model.routes import _read


def _messages(n: int) -> list[dict[str, str]]:
    return [{"role": "user", "content": "Book a room for 6 on Tuesday."}] + [
        {"role": "user", "content": "ok"}
    ] * (n - 1)


def test_a_flood_of_messages_is_answered_unread(model_server: object) -> None:
    url = f"{model_server.base_url}/chat/completions"  # type: ignore[attr-defined]
    body = {"model": "scripted-compliant", "messages": _messages(MAX_ITEMS + 1)}
    started = time.monotonic()
    answer = httpx.post(url, content=json.dumps(body), timeout=30)
    assert answer.status_code == 400, answer.text
    assert f"reads at most {MAX_ITEMS}" in answer.text
    assert time.monotonic() - started < 5
    body["input"] = body.pop("messages")
    url = url.replace("/chat/completions", "/responses")
    assert httpx.post(url, content=json.dumps(body), timeout=30).status_code == 400


def test_the_route_guard_does_not_read_a_flood() -> None:
    flood = json.dumps({"model": "m", "messages": _messages(MAX_ITEMS + 1)}).encode()
    assert _read(flood, {})[:3] == ((), (), 0)
    said = _read(json.dumps({"model": "m", "messages": _messages(3)}).encode(), {})[0]
    assert said[0] == "Book a room for 6 on Tuesday."


def test_a_conversation_of_ordinary_length_is_answered(model_server: object) -> None:
    url = f"{model_server.base_url}/chat/completions"  # type: ignore[attr-defined]
    body = {"model": "scripted-compliant", "messages": _messages(50)}
    assert httpx.post(url, content=json.dumps(body), timeout=30).status_code == 200
