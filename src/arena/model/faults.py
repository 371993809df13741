"""Named faults of a hostile or broken model endpoint, injected by the scripted model's server.

The harness assigns a run its fault on the run's route (:mod:`arena.model.run_behaviour`,
across processes by a keyed POST to the model's log):
the run's adapter sees neither the fault's name nor a marker, so it cannot behave well only when
it is tested with a fault (``arena faults``). A client of its own (``arena model serve``, a hand
test) picks one by its model name, ``fault-<name>`` (or ``scripted-fault-<name>``), or by a
marker in its input, ``[fault:<name>]``: both are in what the agent reads.
:class:`FaultInjector` wraps the server's ASGI app at the outermost level — below it the
transport is still reachable, so a connection can be reset or cut mid-body — and passes every
other request through untouched.

Transport faults (``http500`` .. ``hang``) hit every request: a broken endpoint stays broken.
Content faults (``surrogate`` .. ``not_object``) change the first answer of a run — the compliant
model's first tool call gets the fault's name or arguments — and later requests are answered
compliantly, so a framework that reports the bad call back to the model may recover.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import re
import socket
import struct
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import msgspec

from arena.model import run_behaviour, wire

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

PREFIX = "fault-"
DRIP_EVERY_S = 0.5
_OVERLONG = "OVERLONG_SLASH"  # stands for the bytes C0 AF (an overlong "/") in the sent body
MEGABYTE = 1_000_000
_MARKER = re.compile(r"\[fault:([A-Za-z0-9_]+)\]")
_RUNS = "/runs/"  # arena.request_log.RUNS_PREFIX (not imported: it brings msgspec's structs)


class Fault(msgspec.Struct, frozen=True):
    name: str
    kind: str  # "transport" or "content"
    what: str
    #: The class of failure it stands for: one fault of each is what ``make test`` runs on
    #: every adapter (:data:`CLASSES`); the others of a class fail the same code path.
    group: str = ""


FAULTS: dict[str, Fault] = {
    f.name: f
    for f in (
        Fault("http500", "transport", "HTTP 500 with an OpenAI-style error body", "status"),
        Fault("rate429", "transport", "HTTP 429 with Retry-After: 1", "status"),
        Fault("malformed", "transport", "HTTP 200 whose body (or SSE data) is not JSON", "body"),
        Fault("truncated", "transport", "the answer cut off mid-body, connection closed", "body"),
        Fault("stall", "transport", "HTTP 200 headers, then nothing, forever", "silence"),
        Fault(
            "drip",
            "transport",
            f"HTTP 200, then one byte every {DRIP_EVERY_S:g}s, forever",
            "silence",
        ),
        Fault("reset", "transport", "the connection reset (RST) on the request", "connection"),
        Fault("hang", "transport", "the request accepted, no answer ever", "silence"),
        Fault("surrogate", "content", "a tool argument holding a lone surrogate (\\ud800)", "text"),
        Fault("nul", "content", "a tool argument holding NUL (\\u0000)", "text"),
        Fault("overlong", "content", "invalid UTF-8 (an overlong encoding) in the body", "body"),
        Fault("huge", "content", "a 1 MB tool argument", "call"),
        Fault("unknown_tool", "content", "a call to a tool the agent does not have", "call"),
        Fault(
            "not_object", "content", "tool arguments that are a JSON array, not an object", "call"
        ),
    )
}
#: The classes of failure and the fault that stands for each in ``make test``: an HTTP error
#: status, a body that cannot be read, a dropped connection, an endpoint gone silent, text no
#: store or serialiser takes, a tool call the agent cannot make.
CLASSES: dict[str, str] = {
    "status": "http500",
    "body": "malformed",
    "connection": "reset",
    "silence": "stall",
    "text": "surrogate",
    "call": "not_object",
}


def fault_for(model: object, body: bytes = b"") -> Fault | str | None:
    """The fault a model name (else a marker in the request) selects, an error text for an
    unknown one, or None (no fault)."""
    name = ""
    if isinstance(model, str):
        name = model.rsplit("/", 1)[-1].removeprefix("scripted-")
    if name.startswith(PREFIX):
        name = name[len(PREFIX) :]
    else:
        found = _MARKER.search(body.decode("utf-8", "replace"))
        if found is None:
            return None
        name = found.group(1)
    fault = FAULTS.get(name)
    if fault is None:
        return f"unknown fault {name!r}; valid: " + ", ".join(FAULTS)
    return fault


def assigned(run_id: str) -> Fault | None:
    """The fault the harness assigned to ``run_id``'s route, if any
    (:func:`arena.model.run_behaviour.assign_fault`)."""
    name = run_behaviour.fault_assigned(run_id)
    return FAULTS.get(name) if name else None


def routed(path: str) -> Fault | None:
    """The fault assigned to the run whose route ``path`` is on (None off a run route)."""
    if not path.startswith(_RUNS) or not run_behaviour.faults_assigned():
        return None  # the common case: no lock, no lookup
    return assigned(path[len(_RUNS) :].partition("/")[0])


def marker(name: str) -> str:
    """What an item's input carries to have its run hit by fault ``name``."""
    return f"[fault:{name}]"


def model_names() -> list[str]:
    return [f"scripted-{PREFIX}{n}" for n in FAULTS]


#: Told of every request a fault is about to answer: the fault and the request's path.
FaultListener = Callable[[Fault, str], None]
_LISTENERS: list[FaultListener] = []


def on_fault(listener: FaultListener) -> Callable[[], None]:
    """Call ``listener(fault, path)`` for every request a fault answers in this process, before
    it is answered; returns the function that stops it. Transport-faulted requests never reach
    the model's per-run log, so this is how ``arena faults`` counts a run's retries of a broken
    endpoint (:func:`arena.faultruns.count_faulted_requests`). A request to the faulted
    endpoint's shared URL that the server refused off its run's route
    (:mod:`arena.model.routes`) is told too, once for each run it was filed under, its path
    naming that run: retries off the route are retries."""
    _LISTENERS.append(listener)

    def stop() -> None:
        with contextlib.suppress(ValueError):
            _LISTENERS.remove(listener)

    return stop


def notify(fault: Fault, path: str) -> None:
    """Tell every listener of a request to the faulted endpoint (``path`` names its run)."""
    for listener in tuple(_LISTENERS):
        listener(fault, path)


#: Told of every request the fault injector injects a fault into: the fault, the request's path
#: and its parsed body (a copy of its own: changing it changes nothing else).
FaultObserver = Callable[[Fault, str, dict[str, Any]], None]
_OBSERVERS: list[FaultObserver] = []


def observe_faulted(observer: FaultObserver) -> Callable[[], None]:
    """Call ``observer(fault, path, body)`` for every request :class:`FaultInjector` injects a
    fault into in this process, before the fault answers it; returns the function that removes
    this observer (and only it: observers come and go in any order; calling it twice is
    harmless). An observer that raises is skipped for that request: the fault still answers it
    and the other observers are still told. ``arena faults`` reads what an adapter handed back
    to the model after a bad call through it (:func:`arena.faultruns.keep_handed_back`)."""
    _OBSERVERS.append(observer)

    def remove() -> None:
        with contextlib.suppress(ValueError):
            _OBSERVERS.remove(observer)

    return remove


def _observed(fault: Fault, path: str, body: bytes) -> None:
    for observer in tuple(_OBSERVERS):
        with contextlib.suppress(Exception):  # an observer's bug is not the model's answer
            observer(fault, path, json.loads(body))


class FaultInjector:
    """ASGI middleware: requests whose model names a fault get it; all others pass through."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] == "http" and f"/models/{PREFIX}" in path.replace("scripted-", ""):
            # GET /models/fault-<name>: the server answers to it, so the pre-flight of
            # `arena run --model-url ... --model fault-<name>` (endpoints.py) must not refuse it.
            name = path.rsplit("/models/", 1)[-1]
            found = fault_for(name)
            if isinstance(found, Fault):
                return await _json(send, 200, {"id": name, "object": "model", "created": 0})
            if isinstance(found, str):
                return await _json(send, 404, wire.error_body(found, code="model_not_found"))
        if scope["type"] != "http" or not path.endswith(("/chat/completions", "/responses")):
            return await self.app(scope, receive, send)
        body = await _body(receive)
        replay = _replay(body, receive)
        route = routed(path)  # the fault the harness assigned the run, else a client's choice
        if route is None and PREFIX.encode() not in body and b"[fault:" not in body:
            return await self.app(scope, replay, send)  # the common case: no cost
        try:
            data = json.loads(body)
        except ValueError:
            return await self.app(scope, replay, send)
        if not isinstance(data, dict):
            return await self.app(scope, replay, send)
        fault = route or fault_for(data.get("model"), body)
        if fault is None:
            return await self.app(scope, replay, send)
        if isinstance(fault, str):
            return await _json(send, 404, wire.error_body(fault, code="model_not_found"))
        notify(fault, path)
        _observed(fault, path, body)
        await _inject(fault, self.app, scope, data, receive, send)


async def _inject(
    fault: Fault, app: ASGIApp, scope: Scope, data: dict[str, Any], receive: Receive, send: Send
) -> None:
    name = fault.name
    stream = bool(data.get("stream"))
    if name == "http500":
        error = wire.error_body(f"injected fault {name}: internal server error", "server_error")
        return await _json(send, 500, error)
    if name == "rate429":
        error = wire.error_body(f"injected fault {name}: rate limit reached", "rate_limit_exceeded")
        return await _json(send, 429, error, [(b"retry-after", b"1")])
    if name == "malformed":
        text = f"{{injected fault {name}: this is not JSON"
        kind = b"text/event-stream" if stream else b"application/json"
        payload = (f"data: {text}\n\n" if stream else text).encode()
        return await _raw(send, 200, payload, kind)
    if name in ("stall", "drip"):
        kind = b"text/event-stream" if stream else b"application/json"
        await send(
            {"type": "http.response.start", "status": 200, "headers": [(b"content-type", kind)]}
        )
        return await _until_disconnect(receive, send, drip=name == "drip")
    if name == "hang":
        return await _until_disconnect(receive, None, drip=False)
    if name == "reset":
        return await _reset(send)
    status, headers, body = await _compliant(app, scope, data)
    if not alters(fault, data):
        return await _send(send, status, headers, body)
    if name == "truncated":
        return await _truncated(send, status, headers, body)
    await _send(send, status, headers, _alter(fault, body, stream))


# -- transport ------------------------------------------------------------------------------------
async def _body(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


def _replay(body: bytes, receive: Receive) -> Receive:
    sent = False

    async def again() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": body, "more_body": False}
        return await receive()

    return again


async def _json(
    send: Send, status: int, body: dict[str, Any], extra: list[tuple[bytes, bytes]] | None = None
) -> None:
    await _raw(send, status, json.dumps(body).encode(), b"application/json", extra)


async def _raw(
    send: Send,
    status: int,
    payload: bytes,
    kind: bytes,
    extra: list[tuple[bytes, bytes]] | None = None,
) -> None:
    headers = [(b"content-type", kind), *(extra or [])]
    await _send(send, status, headers, payload)


async def _send(send: Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
    headers = [(k, v) for k, v in headers if k.lower() != b"content-length"]
    headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})


async def _until_disconnect(receive: Receive, send: Send | None, *, drip: bool) -> None:
    """Keep the request open until the client gives up (nothing is left running after it).
    A server shutting down ends it quietly: the response is closed, not torn by a traceback."""
    try:
        while True:
            try:
                message = await asyncio.wait_for(receive(), DRIP_EVERY_S if drip else None)
            except TimeoutError:
                assert send is not None
                await send({"type": "http.response.body", "body": b" ", "more_body": True})
                continue
            if message["type"] == "http.disconnect":
                return
    except asyncio.CancelledError:
        if send is not None:
            with contextlib.suppress(Exception):
                await send({"type": "http.response.body", "body": b"", "more_body": False})


def _transport(send: Send) -> asyncio.Transport | None:
    """The connection's transport: uvicorn hands the outermost app its cycle's bound ``send``."""
    cycle = getattr(send, "__self__", None)
    transport = getattr(cycle, "transport", None)
    return transport if isinstance(transport, asyncio.BaseTransport) else None  # type: ignore[return-value]


async def _reset(send: Send) -> None:
    """Close the connection with a TCP RST (SO_LINGER 0), as a crashed proxy does."""
    transport = _transport(send)
    if transport is None:
        raise ConnectionResetError("injected fault reset (no transport to reset)")
    sock = transport.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    transport.abort()
    await asyncio.sleep(0.01)  # the server sees the connection lost before the app returns


async def _truncated(
    send: Send, status: int, headers: list[tuple[bytes, bytes]], body: bytes
) -> None:
    """The whole answer's headers (and length), half its body, then the connection closed."""
    transport = _transport(send)
    headers = [(k, v) for k, v in headers if k.lower() != b"content-length"]
    headers.append((b"content-length", str(len(body)).encode()))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body[: len(body) // 2], "more_body": True})
    if transport is None:
        raise ConnectionAbortedError("injected fault truncated")
    await asyncio.sleep(0.05)  # let the half go out before the close
    transport.close()
    await asyncio.sleep(0)


# -- content --------------------------------------------------------------------------------------
async def _compliant(
    app: ASGIApp, scope: Scope, data: dict[str, Any]
) -> tuple[int, list[tuple[bytes, bytes]], bytes]:
    """What the compliant scripted model answers to this request, captured whole."""
    data = {**data, "model": "scripted"}
    out: dict[str, Any] = {"status": 500, "headers": [], "body": []}

    sent = False

    async def receive() -> Message:
        nonlocal sent
        if not sent:
            sent = True
            return {"type": "http.request", "body": json.dumps(data).encode(), "more_body": False}
        await asyncio.Event().wait()  # no disconnect: the answer is captured whole
        raise AssertionError("unreachable")

    async def capture(message: Message) -> None:
        if message["type"] == "http.response.start":
            out["status"], out["headers"] = message["status"], list(message.get("headers", []))
        elif message["type"] == "http.response.body":
            out["body"].append(message.get("body", b""))

    await app(scope, receive, capture)
    return out["status"], out["headers"], b"".join(out["body"])


def alters(fault: Fault, data: dict[str, Any]) -> bool:
    """Whether the injector serves ``fault`` to a request whose parsed body is ``data``: a
    transport fault, every request; a content fault, only a run's first request (one carrying
    no tool call or result yet), whose answer it alters; later ones are answered compliantly.
    ``arena faults`` records the runs that met their fault by this same rule
    (:func:`arena.faultruns.record_met`)."""
    return fault.kind != "content" or _first_request(data)


def _first_request(data: dict[str, Any]) -> bool:
    if data.get("previous_response_id"):
        return False
    items = data.get("messages") or data.get("input") or []
    if not isinstance(items, list):
        return True
    kinds = {str(i.get("role") or i.get("type")) for i in items if isinstance(i, dict)}
    return not kinds & {"tool", "function", "function_call_output", "function_call"}


class _Change(msgspec.Struct, frozen=True):
    name: str | None
    arguments: str


def _change(fault: Fault) -> _Change:
    name = fault.name
    if name == "surrogate":
        return _Change(None, wire.dumps({"capacity": 6, "day": "tuesday\ud800"}))
    if name == "nul":
        return _Change(None, wire.dumps({"capacity": 6, "day": "tuesday\x00"}))
    if name == "overlong":
        return _Change(None, json.dumps({"capacity": 6, "day": f"tuesday{_OVERLONG}"}))
    if name == "huge":
        return _Change(None, json.dumps({"capacity": 6, "day": "x" * MEGABYTE}))
    if name == "unknown_tool":
        return _Change("launch_missiles", "{}")
    return _Change(None, json.dumps(["tuesday", 6]))  # not_object


def _alter(fault: Fault, body: bytes, stream: bool) -> bytes:
    """The compliant answer with the fault's tool call in place of its first one."""
    change = _change(fault)
    if stream:
        out: list[str] = []
        seen: set[str] = set()
        for block in body.decode().split("\n\n"):
            head, _, data = block.rpartition("data: ")
            if not data or data == "[DONE]":
                out.append(block)
                continue
            out.append(head + "data: " + wire.dumps(_walk(json.loads(data), change, seen)))
        text = "\n\n".join(out)
    else:
        text = wire.dumps(_walk(json.loads(body), change, set()))
    raw = text.encode()
    return raw.replace(_OVERLONG.encode(), b"\xc0\xaf")


def _walk(node: Any, change: _Change, seen: set[str]) -> Any:
    """Rewrite tool calls wherever the chat or Responses shapes carry them."""
    if isinstance(node, list):
        return [_walk(n, change, seen) for n in node]
    if not isinstance(node, dict):
        return node
    node = {k: _walk(v, change, seen) for k, v in node.items()}
    function = node.get("function")
    if isinstance(function, dict) and "arguments" in function:  # chat: whole call or a delta
        whole = "name" in function
        function["arguments"] = change.arguments if whole else ""
        if whole and change.name:
            function["name"] = change.name
    kind = node.get("type")
    if kind == "function_call":
        if node.get("status") == "completed":
            node["arguments"] = change.arguments
        if change.name:
            node["name"] = change.name
    elif kind == "response.function_call_arguments.delta":
        first = node.get("item_id") not in seen
        seen.add(str(node.get("item_id")))
        node["delta"] = change.arguments if first else ""
    elif kind == "response.function_call_arguments.done":
        node["arguments"] = change.arguments
        if change.name:
            node["name"] = change.name
    return node


__all__ = [
    "FAULTS",
    "Fault",
    "FaultInjector",
    "FaultListener",
    "alters",
    "assigned",
    "fault_for",
    "marker",
    "model_names",
    "notify",
    "on_fault",
    "routed",
]
