"""The scripted model's fault injector: ASGI middleware that serves a request its named fault.

It wraps the server's app at the outermost level — below it the transport is still reachable, so
a connection can be reset or cut mid-body — and passes every other request through untouched.
The transport faults are served here; a content fault's altered answer is made by
:mod:`arena.model.fault_content`. What the faults are and how a request selects one:
:mod:`arena.model.faults`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import struct
from typing import Any

from arena.flights import read_fault
from arena.model import wire
from arena.model.fault_content import alter, compliant_answer, faulted_turns
from arena.model.faults import (
    DRIP_EVERY_S,
    PREFIX,
    ASGIApp,
    Fault,
    Message,
    Receive,
    Scope,
    Send,
    _observed,
    alters,
    fault_for,
    notify,
    routed,
)
from arena.request_log import LOGGED, LoggedRequest


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
        # Read as the transport's record reads it (one function: red team 28's "\u006dodel").
        data, picked = read_fault(body, parse=route is not None)
        if data is None:
            return await self.app(scope, replay, send)  # the common case: a byte search
        fault = route or (None if picked is None else fault_for(PREFIX + picked))
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
    logged: list[LoggedRequest] = []
    status, headers, body = await compliant_answer(app, {**scope, LOGGED: logged}, data)
    if not alters(fault, data):
        return await _send(send, status, headers, body)
    if name == "truncated":
        return await _truncated(send, status, headers, body)
    for entry in logged:  # the log keeps the calls the adapter received (red team 31, F5a)
        entry.made = (*entry.made, *faulted_turns(fault, entry.calls))
    await _send(send, status, headers, alter(fault, body, stream))


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
