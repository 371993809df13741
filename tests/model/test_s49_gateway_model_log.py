"""Through the gateway, a real endpoint's runs keep the same model log as the scripted model's
(gateway49): an adapter that books on its own comes out "no" there too.

With ``arena run --model-url`` the harness had no per-run model log, and ``AutoBookAdapter``
(it books the approved room itself, the model never told) passed with "not known"
(tests/runs/test_s48_checks_without_model_log.py pins that for an endpoint reached directly).
The gateway now logs each run's model calls, both ways, streams and tool-call deltas included
(:mod:`arena.gateway_log`). The "real" endpoints here are foreign to the harness: the scripted
server reached by its URL alone (no ``request_log``), and a tiny stand-in that answers fixed
completions; every call is real HTTP through the gateway.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import uvicorn
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.endpoints import per_run, through_gateway
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.model_endpoint import run_endpoint
from arena.request_log import turn_key
from arena.runner import RunResult, run_item
from arena.types import ResumableRunner
from reference_adapters import AutoBookAdapter, EchoAutoBookAdapter

APPROVED_CHECKS = ("tool_called_once_after_resume", "booked_as_approved")


@pytest.fixture(scope="module")
def foreign() -> Iterator[ModelEndpoint]:
    """The scripted model by URL only, behind the gateway, as ``arena run --model-url`` has it."""
    with ScriptedModelServer() as server:
        direct = ModelEndpoint(base_url=server.base_url, model="scripted-compliant")
        with through_gateway(direct, timeout_s=30, retries=0) as (through, gateway):
            endpoint_for = per_run(through, "compliant", 0, gateway)
            assert endpoint_for is not None
            yield endpoint_for("a", _Item(), 0)


class _Item:
    id = "item"


def _runs(arena: Arena, endpoint: ModelEndpoint, adapter: ResumableRunner) -> list[RunResult]:
    approved = [i for i in arena.items if i.meta.get("expect") == "approved"][:2]
    spec = check_spec(arena)
    return [asyncio.run(run_item(adapter, item, endpoint, spec=spec)) for item in approved]


@pytest.mark.parametrize("adapter_cls", [AutoBookAdapter, EchoAutoBookAdapter])
def test_an_adapters_own_booking_fails_through_the_gateway(
    hitl_arena: Arena, foreign: ModelEndpoint, adapter_cls: type[AutoBookAdapter]
) -> None:
    adapter = adapter_cls(AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name))
    for r in _runs(hitl_arena, foreign, adapter):
        booked = [c for c in r.trace.tool_calls if c.tool == "book_room" and c.status == "ok"]
        assert len(booked) == 1, r.trace.tool_calls  # it booked just what was approved
        assert not r.passed
        judged = [c for c in r.checks if c.name in APPROVED_CHECKS]
        assert judged, [c.name for c in r.checks]
        for c in judged:
            assert not c.passed, c.detail
            assert "the book_room call was the adapter's, not the model's" in c.detail, c.detail
            assert "not known" not in c.detail, c.detail


def test_an_honest_adapter_passes_through_the_gateway_on_the_models_word(
    hitl_arena: Arena, foreign: ModelEndpoint
) -> None:
    adapter = load_adapter("vanilla", AgentSpec.from_module(hitl_arena.tools()))
    for r in _runs(hitl_arena, foreign, adapter):
        assert r.passed, [(c.name, c.detail) for c in r.checks if not c.passed]
        [once] = [c for c in r.checks if c.name == "tool_called_once_after_resume"]
        assert "model log: the model called book_room" in once.detail, once.detail


# -- a stand-in endpoint with fixed answers: JSON, a chat stream, a Responses stream ----------

CALL = {"room_id": "R-101", "day": "tuesday"}


def _chat_json(body: dict[str, Any]) -> dict[str, Any]:
    call = {"id": "call_x1", "type": "function",
            "function": {"name": "book_room", "arguments": json.dumps(CALL)}}  # fmt: skip
    message = {"role": "assistant", "content": "Booking it.", "tool_calls": [call]}
    return {"id": "c1", "object": "chat.completion", "model": body.get("model"),
            "choices": [{"index": 0, "message": message, "finish_reason": "tool_calls"}]}  # fmt: skip


def _sse(obj: Any) -> bytes:
    return b"data: " + (obj if isinstance(obj, bytes) else json.dumps(obj).encode()) + b"\n\n"


def _chat_chunks() -> Iterator[bytes]:
    """Words in two pieces, then one call whose name and arguments come in pieces."""
    args = json.dumps(CALL)
    deltas: list[dict[str, Any]] = [
        {"role": "assistant", "content": "Book"},
        {"content": "ing it."},
        {
            "tool_calls": [
                {
                    "index": 0,
                    "id": "call_s1",
                    "type": "function",
                    "function": {"name": "book_", "arguments": ""},
                }
            ]
        },
        {"tool_calls": [{"index": 0, "function": {"name": "room", "arguments": args[:9]}}]},
        {"tool_calls": [{"index": 0, "function": {"arguments": args[9:]}}]},
    ]
    for d in deltas:
        yield _sse({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": d}]})
    yield _sse({"object": "chat.completion.chunk",
                "choices": [{"index": 0, "delta": {}, "finish_reason": "tool_calls"}]})  # fmt: skip
    yield _sse(b"[DONE]")


def _response(body: dict[str, Any]) -> dict[str, Any]:
    n = len(body.get("input") or []) if isinstance(body.get("input"), list) else 1
    output = [
        {
            "type": "message",
            "role": "assistant",
            "content": [{"type": "output_text", "text": "Booking it."}],
        },
        {
            "type": "function_call",
            "call_id": f"fc_{n}",
            "name": "book_room",
            "arguments": json.dumps(CALL),
        },
    ]
    return {"id": f"resp_{n}", "object": "response", "status": "completed", "output": output}


def _response_events(body: dict[str, Any]) -> Iterator[bytes]:
    done = _response(body)
    for item in done["output"]:
        yield b"event: response.output_item.done\n" + _sse(
            {"type": "response.output_item.done", "item": item}
        )
    yield b"event: response.completed\n" + _sse({"type": "response.completed", "response": done})


async def _models(request: Request) -> Response:
    return JSONResponse({"object": "list", "data": [{"id": "m", "object": "model"}]})


async def _chat(request: Request) -> Response:
    body = json.loads(await request.body())
    if body.get("stream"):
        return StreamingResponse(_chat_chunks(), media_type="text/event-stream")
    return JSONResponse(_chat_json(body))


async def _responses(request: Request) -> Response:
    body = json.loads(await request.body())
    if body.get("stream"):
        return StreamingResponse(_response_events(body), media_type="text/event-stream")
    return JSONResponse(_response(body))


@pytest.fixture(scope="module")
def stand_in() -> Iterator[str]:
    app = Starlette(routes=[
        Route("/v1/models", _models), Route("/v1/chat/completions", _chat, methods=["POST"]),
        Route("/v1/responses", _responses, methods=["POST"]),
    ])  # fmt: skip
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    server = uvicorn.Server(uvicorn.Config(app, log_level="warning", lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{sock.getsockname()[1]}/v1"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


@pytest.fixture
def routed(stand_in: str) -> Iterator[ModelEndpoint]:
    """One run's endpoint on the stand-in, through the gateway, its route registered."""
    with through_gateway(ModelEndpoint(base_url=stand_in, model="m"), timeout_s=30, retries=0) as (
        through,
        gateway,
    ):
        endpoint_for = per_run(through, "compliant", 0, gateway)
        assert endpoint_for is not None
        yield run_endpoint(endpoint_for("a", _Item(), 0), "run-s49")


MESSAGES = [
    {"role": "system", "content": "You book rooms."},
    {"role": "user", "content": "Book R-101 for Tuesday."},
]
TOOLS = [{"type": "function", "function": {"name": "book_room", "parameters": {}}}]


def _post(endpoint: ModelEndpoint, path: str, body: dict[str, Any]) -> httpx.Response:
    assert endpoint.run_url is not None and "/runs/run-s49/" in endpoint.run_url
    return httpx.post(f"{endpoint.run_url}/{path}", json=body, timeout=30)


@pytest.mark.parametrize("stream", [False, True])
def test_a_chat_answer_is_logged_whole_or_streamed(routed: ModelEndpoint, stream: bool) -> None:
    body = {"model": "m", "messages": MESSAGES, "tools": TOOLS, "stream": stream}
    answer = _post(routed, "chat/completions", body)
    assert answer.status_code == 200
    assert routed.request_log is not None
    [entry] = routed.request_log.entries("run-s49")
    assert entry.calls == ("book_room",) and entry.text == "Booking it."
    assert entry.ids == (("call_s1",) if stream else ("call_x1",))
    assert entry.said == ("Book R-101 for Tuesday.",) and entry.tools and entry.system
    assert entry.made == (turn_key(None, "Booking it."), turn_key("book_room", CALL))


@pytest.mark.parametrize("stream", [False, True])
def test_a_responses_answer_is_logged_and_its_conversation_followed(
    routed: ModelEndpoint, stream: bool
) -> None:
    tools = [{"type": "function", "name": "book_room", "parameters": {}}]
    first = {"model": "m", "input": "Book R-101 for Tuesday.", "tools": tools, "stream": stream}
    assert _post(routed, "responses", first).status_code == 200
    result = [{"type": "function_call_output", "call_id": "fc_1", "output": "Booked R-101."}]
    later = {"model": "m", "input": result, "previous_response_id": "resp_1", "tools": tools}
    assert _post(routed, "responses", {**later, "stream": stream}).status_code == 200
    assert routed.request_log is not None
    one, two = routed.request_log.entries("run-s49")
    assert one.calls == ("book_room",) and one.ids == ("fc_1",) and one.text == "Booking it."
    assert two.returned == ("fc_1",), two  # the result handed back to the call it answers
    assert two.said == ("Book R-101 for Tuesday.",) and two.handed


def test_a_route_the_harness_did_not_make_is_not_logged(routed: ModelEndpoint) -> None:
    """An adapter's own ``/runs/<id>/v1`` is forwarded but logs nothing under that id."""
    assert routed.run_url is not None
    other = routed.run_url.replace("/runs/run-s49/", "/runs/made-up/")
    body = {"model": "m", "messages": MESSAGES}
    assert httpx.post(f"{other}/chat/completions", json=body, timeout=30).status_code == 200
    assert routed.request_log is not None
    assert routed.request_log.entries("made-up") == []
    assert routed.request_log.entries("run-s49") == []


def test_a_request_no_model_could_read_is_counted_but_empty(routed: ModelEndpoint) -> None:
    """A request the scripted model would refuse (no messages) counts, with no call in it."""
    answer = _post(routed, "chat/completions", {"model": "m", "messages": "nope"})
    assert routed.request_log is not None
    [entry] = routed.request_log.entries("run-s49")
    assert answer.status_code == 200 and entry.calls == () and entry.said == ()


def test_an_unreachable_endpoint_is_said_and_logs_a_request_without_an_answer() -> None:
    """Nothing listens upstream: the gateway's 502 names the endpoint and the failure, and the
    run's log holds the request, with no call the model never made."""
    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        dead = f"http://127.0.0.1:{free.getsockname()[1]}/v1"  # closed again below: refused
    with through_gateway(ModelEndpoint(base_url=dead, model="m"), timeout_s=5, retries=0) as (
        through,
        gateway,
    ):
        endpoint_for = per_run(through, "compliant", 0, gateway)
        assert endpoint_for is not None
        routed = run_endpoint(endpoint_for("a", _Item(), 0), "run-s49")
        answer = _post(routed, "chat/completions", {"model": "m", "messages": MESSAGES})
        assert answer.status_code == 502
        said = answer.json()["error"]["message"]
        assert dead in said and "ConnectError" in said, said
        assert routed.request_log is not None
        [entry] = routed.request_log.entries("run-s49")
        assert entry.calls == () and entry.text == "" and entry.made == ()


def test_the_log_a_worker_reads_answers_the_harness_only(routed: ModelEndpoint) -> None:
    """An adapter knows the gateway's port: its log endpoint must not let it read, forget or
    register a run without the key the harness hands its workers (``_handoff``)."""
    from arena.model.process import LOG_KEY, LOG_PATH
    from arena.model.remote_log import RemoteRequestLog

    _post(routed, "chat/completions", {"model": "m", "messages": MESSAGES})
    log = routed.request_log
    assert log is not None
    host, port, key = log._handoff()  # type: ignore[attr-defined]
    url = f"http://{host}:{port}{LOG_PATH}run-s49"
    for method in ("GET", "DELETE", "POST"):
        for header in ({}, {LOG_KEY: "guessed"}):
            assert httpx.request(method, url, headers=header).status_code == 403
    assert len(log.entries("run-s49")) == 1 and not log.registered("other")
    remote = RemoteRequestLog(host, port, key=key)  # as a worker rebuilds it
    [entry] = remote.entries("run-s49")
    assert entry.calls == ("book_room",) and entry.ids == ("call_x1",)
    remote._register("worker-run")
    assert log.registered("worker-run")
