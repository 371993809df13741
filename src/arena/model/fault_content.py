"""A content fault's answer: the compliant model's answer with its first tool call made bad.

The injector (:mod:`arena.model.fault_injector`) asks the compliant scripted model for its
answer to the request and this module rewrites the tool call in it, in the Chat Completions or
Responses shape, whole or streamed: the fault's tool name or arguments in place of the model's.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any

import msgspec

from arena.model import wire
from arena.model.conversation import parse_args
from arena.model.faults import ASGIApp, Fault, Message, Scope
from arena.request_log import turn_key

_OVERLONG = "OVERLONG_SLASH"  # stands for the bytes C0 AF (an overlong "/") in the sent body
MEGABYTE = 1_000_000


async def compliant_answer(
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


def faulted_turns(fault: Fault, names: Sequence[str]) -> tuple[str, ...]:
    """The :func:`~arena.request_log.turn_key` of each tool call :func:`alter` hands the adapter
    in place of the model's (``names``: the model's calls, in order), as a later request carries
    it back: the model log keeps them as the model's (``LoggedRequest.made``), so a conversation
    that carries the bad call on reads as the model's own (red team 31, F5a)."""
    change = _change(fault)
    args = parse_args(change.arguments.replace(_OVERLONG, "\ufffd\ufffd"))
    return tuple(turn_key(change.name or name, args) for name in names)


def alter(fault: Fault, body: bytes, stream: bool) -> bytes:
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
