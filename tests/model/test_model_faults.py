"""The scripted model's edges over HTTP: custom policies, faults, bad requests and latency."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import httpx
import openai
import pytest

from arena.errors import UserError
from arena.model import Conversation, Latency, Reply, ScriptedModelServer, ScriptedPolicy
from arena.tools import rooms
from arena.tools.schema import function_schema

TASK = "Book a meeting room for 6 people on Tuesday."
#: The arena's tools, offered on every request: a request that offers none is answered in words.
TOOLS: Any = [function_schema(fn) for fn in rooms.TOOLS]


def custom(conv: Conversation) -> Reply | str:
    if not conv.calls():
        return Reply.call("search_rooms", capacity=99, day="Friday")
    return f"custom saw {len(conv.steps)} steps"


def broken(conv: Conversation) -> Reply:
    raise RuntimeError("policy bug")


SCRIPT = ScriptedPolicy.from_dict(
    {
        "gate": {"tool": "request_approval", "args": {"summary": "please: {task}"}},
        "approved": {"calls": [{"tool": "book_room", "args": {"room_id": "R-101"}}], "say": "ok"},
        "denied": {"say": "Fine, nothing booked."},
    }
)


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer({"my-script": SCRIPT, "my-callable": custom, "broken": broken}) as s:
        yield s


@pytest.fixture(scope="module")
def client(server: ScriptedModelServer) -> openai.OpenAI:
    return openai.OpenAI(base_url=server.base_url, api_key="unused", max_retries=0)


def converse(client: openai.OpenAI, model: str, verdict: str) -> tuple[list[str], str]:
    """A minimal harness loop: every tool call is answered with a canned result or the verdict."""
    messages: list[dict[str, object]] = [{"role": "user", "content": TASK}]
    made: list[str] = []
    for _ in range(6):
        msg = (
            client.chat.completions.create(model=model, messages=messages, tools=TOOLS)
            .choices[0]
            .message
        )  # type: ignore[arg-type]
        if not msg.tool_calls:
            return made, msg.content or ""
        messages.append(msg.model_dump(exclude_none=True))
        for tc in msg.tool_calls:
            made.append(f"{tc.function.name}{tc.function.arguments}")  # type: ignore[union-attr]
            answer = verdict if tc.function.name == "request_approval" else "done"  # type: ignore[union-attr]
            messages.append({"role": "tool", "tool_call_id": tc.id, "content": answer})
    raise AssertionError(f"no final answer: {made}")


# --- custom policies -----------------------------------------------------------------------------


def test_declarative_script_policy(client: openai.OpenAI) -> None:
    made, text = converse(client, "my-script", "APPROVED")
    assert made == [
        "request_approval" + json.dumps({"summary": f"please: {TASK}"}),
        'book_room{"room_id": "R-101"}',
    ]
    assert text == "ok"
    made, text = converse(client, "my-script", "DENIED")
    assert len(made) == 1 and text == "Fine, nothing booked."


def test_callable_policy(client: openai.OpenAI) -> None:
    made, text = converse(client, "my-callable", "APPROVED")
    assert made == ['search_rooms{"capacity": 99, "day": "Friday"}']
    assert text == "custom saw 2 steps"


def test_policy_exception_is_a_500_naming_it(client: openai.OpenAI) -> None:
    with pytest.raises(openai.InternalServerError, match="RuntimeError: policy bug"):
        client.chat.completions.create(model="broken", messages=[{"role": "user", "content": "x"}])


# --- errors and faults ---------------------------------------------------------------------------


def test_models_endpoint_lists_behaviours_and_custom(client: openai.OpenAI) -> None:
    ids = [m.id for m in client.models.list()]
    assert ids[:2] == ["scripted", "scripted-compliant"]
    assert {"scripted-mute", "scripted-http500", "my-script", "my-callable"} <= set(ids)
    assert client.models.retrieve("scripted-double").id == "scripted-double"


def test_unknown_model_is_404_naming_valid_models(client: openai.OpenAI) -> None:
    with pytest.raises(openai.NotFoundError) as info:
        client.chat.completions.create(model="gpt-9", messages=[{"role": "user", "content": "x"}])
    assert info.value.status_code == 404
    assert "gpt-9" in str(info.value) and "scripted-mute" in str(info.value)
    with pytest.raises(openai.NotFoundError):
        client.responses.create(model="scripted-nope", input="x")


@pytest.mark.parametrize("stream", [False, True])
def test_garbage_is_200_and_not_json(
    client: openai.OpenAI, server: ScriptedModelServer, stream: bool
) -> None:
    raw = httpx.post(
        f"{server.base_url}/chat/completions",
        json={"model": "scripted-garbage", "messages": [{"role": "user", "content": "x"}],
              "stream": stream},
    )  # fmt: skip
    assert raw.status_code == 200
    with pytest.raises(json.JSONDecodeError):
        json.loads(raw.text.removeprefix("data: "))
    with pytest.raises(ValueError):  # the client cannot parse it either
        result = client.chat.completions.create(
            model="scripted-garbage", messages=[{"role": "user", "content": "x"}], stream=stream
        )
        list(result) if stream else None  # type: ignore[call-overload]


def test_http500_fault(client: openai.OpenAI, server: ScriptedModelServer) -> None:
    before = server.requests
    with pytest.raises(openai.InternalServerError) as info:
        client.responses.create(model="scripted-http500", input=TASK)
    assert info.value.status_code == 500
    assert info.value.body == {
        "message": "scripted-http500: simulated internal server error",
        "type": "server_error",
        "param": None,
        "code": "internal_error",
    }
    assert server.requests == before + 1


@pytest.mark.parametrize(
    ("path", "body", "fragment"),
    [
        ("chat/completions", b"{not json", "not valid JSON"),
        ("chat/completions", b"[1, 2]", "JSON object"),
        ("chat/completions", b'{"messages": []}', "'model' is required"),
        ("chat/completions", b'{"model": "scripted", "messages": "hi"}', "non-empty list"),
        ("responses", b'{"model": "scripted", "input": 5}', "'input' must be"),
    ],
)
def test_malformed_body_is_400(
    server: ScriptedModelServer, path: str, body: bytes, fragment: str
) -> None:
    r = httpx.post(f"{server.base_url}/{path}", content=body)
    assert r.status_code == 400
    error = r.json()["error"]
    assert error["type"] == "invalid_request_error" and fragment in error["message"]


def test_latency_is_applied_per_request() -> None:
    with ScriptedModelServer(latency=Latency.fixed(150)) as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        started = time.monotonic()
        client.chat.completions.create(
            model="scripted", messages=[{"role": "user", "content": TASK}]
        )
        assert time.monotonic() - started >= 0.15
    with pytest.raises(RuntimeError, match="not running"):
        server.base_url  # noqa: B018 - stopped servers have no address


def test_latency_specs() -> None:
    assert Latency.parse("40").sample() == pytest.approx(0.04)
    draws = [Latency.parse("uniform:10,20,7").sample() for _ in range(2)]
    assert draws[0] == draws[1] and 0.01 <= draws[0] <= 0.02  # seeded: reproducible
    normal = Latency.parse("normal:50,10")
    assert all(s >= 0 for s in (normal.sample() for _ in range(50)))
    with pytest.raises(UserError, match="bad latency"):
        Latency.parse("gamma:1,2")
