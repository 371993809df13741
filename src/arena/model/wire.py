"""The JSON the scripted model sends back, shaped like OpenAI's so every client parses it.

Frameworks use the official SDK or their own parsers, streaming or not; anything less than the real
shapes (ids, ``created``, ``usage``, ``finish_reason``, tool-call deltas with ``index``, the
Responses event sequence) breaks one of them. Kept apart from the server so the shapes can be read
and tested on their own.
"""

from __future__ import annotations

import json
import re
import time
import uuid
from collections.abc import Iterator, Sequence
from typing import Any

import msgspec

from arena.model.conversation import ToolUse


class WireReply(msgspec.Struct, frozen=True):
    """A reply ready to send: final text, or tool calls with ids and any words beside them, and
    token counts."""

    text: str
    calls: tuple[ToolUse, ...]
    input_tokens: int
    output_tokens: int


#: The ``system_fingerprint`` of every answer: shaped like a real endpoint's, naming no harness
#: (``fp_scripted`` told an adapter it was being tested: evidence54).
FINGERPRINT = "fp_5c1e9a7b3d"


def error_body(
    message: str,
    type: str = "invalid_request_error",
    code: str | None = None,
    param: str | None = None,
) -> dict[str, Any]:
    return {"error": {"message": message, "type": type, "param": param, "code": code}}


def dumps(value: Any) -> str:
    """JSON text; a string with a lone surrogate is sent as its ``\\ud800`` escape (valid JSON
    that no UTF-8 encoder could write raw), everything else as its characters."""
    text = json.dumps(value, ensure_ascii=False)
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return json.dumps(value)
    return text


def arguments(call: ToolUse) -> str:
    return dumps(dict(call.args))


def pieces(text: str, size: int = 4) -> list[str]:
    """Split text into a few deltas of ``size`` words, as a streaming model would send it."""
    words = re.findall(r"\s*\S+\s*", text) or [text]
    return ["".join(words[i : i + size]) for i in range(0, len(words), size)]


def _halves(text: str) -> list[str]:
    mid = len(text) // 2
    return [p for p in (text[:mid], text[mid:]) if p] or [""]


# --- Chat Completions ----------------------------------------------------------------------------


def _chat_usage(a: WireReply) -> dict[str, Any]:
    return {
        "prompt_tokens": a.input_tokens,
        "completion_tokens": a.output_tokens,
        "total_tokens": a.input_tokens + a.output_tokens,
        "prompt_tokens_details": {"cached_tokens": 0},
        "completion_tokens_details": {"reasoning_tokens": 0},
    }


def _tool_call(call: ToolUse) -> dict[str, Any]:
    return {
        "id": call.id,
        "type": "function",
        "function": {"name": call.name, "arguments": arguments(call)},
    }


def chat_completion(model: str, a: WireReply) -> dict[str, Any]:
    message: dict[str, Any] = {"role": "assistant", "content": a.text or (None if a.calls else "")}
    message["refusal"] = None
    if a.calls:
        message["tool_calls"] = [_tool_call(c) for c in a.calls]
    return {
        "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": FINGERPRINT,
        "choices": [
            {
                "index": 0,
                "message": message,
                "logprobs": None,
                "finish_reason": "tool_calls" if a.calls else "stop",
            }
        ],
        "usage": _chat_usage(a),
    }


def chat_chunks(model: str, a: WireReply, include_usage: bool) -> Iterator[dict[str, Any]]:
    """The chunk sequence of a streamed completion (without the final ``[DONE]``)."""
    base = {
        "id": f"chatcmpl-{uuid.uuid4().hex[:24]}",
        "object": "chat.completion.chunk",
        "created": int(time.time()),
        "model": model,
        "system_fingerprint": FINGERPRINT,
    }

    def chunk(delta: dict[str, Any], finish: str | None = None) -> dict[str, Any]:
        choice = {"index": 0, "delta": delta, "logprobs": None, "finish_reason": finish}
        out: dict[str, Any] = {**base, "choices": [choice]}
        if include_usage:
            out["usage"] = None
        return out

    if a.calls:
        yield chunk({"role": "assistant", "content": None})
        for part in pieces(a.text) if a.text else ():  # words beside the calls, first
            yield chunk({"content": part})
        for i, call in enumerate(a.calls):
            head = {"index": i, "id": call.id, "type": "function"}
            yield chunk(
                {"tool_calls": [{**head, "function": {"name": call.name, "arguments": ""}}]}
            )
            for part in _halves(arguments(call)):
                yield chunk({"tool_calls": [{"index": i, "function": {"arguments": part}}]})
        yield chunk({}, "tool_calls")
    else:
        yield chunk({"role": "assistant", "content": ""})
        for part in pieces(a.text):
            yield chunk({"content": part})
        yield chunk({}, "stop")
    if include_usage:
        yield {**base, "choices": [], "usage": _chat_usage(a)}


# --- Responses API -------------------------------------------------------------------------------


def _message_item(item_id: str, text: str, status: str) -> dict[str, Any]:
    content = [{"type": "output_text", "text": text, "annotations": [], "logprobs": []}]
    return {
        "type": "message",
        "id": item_id,
        "status": status,
        "role": "assistant",
        "content": content if status == "completed" else [],
    }


def _function_item(call: ToolUse, status: str) -> dict[str, Any]:
    return {
        "type": "function_call",
        "id": f"fc_{call.id.removeprefix('call_')}",
        "call_id": call.id,
        "name": call.name,
        "arguments": arguments(call) if status == "completed" else "",
        "status": status,
    }


def output_items(a: WireReply, response_id: str) -> list[dict[str, Any]]:
    """The response's output: its words as a message item (words beside calls before them, as
    a real model sends them), then one item per call."""
    said = a.text or not a.calls
    message = [_message_item(f"msg_{response_id.removeprefix('resp_')}", a.text, "completed")]
    return (message if said else []) + [_function_item(c, "completed") for c in a.calls]


def response_object(
    model: str, a: WireReply, request: dict[str, Any], response_id: str, status: str = "completed"
) -> dict[str, Any]:
    done = status == "completed"
    return {
        "id": response_id,
        "object": "response",
        "created_at": int(time.time()),
        "status": status,
        "model": model,
        "output": output_items(a, response_id) if done else [],
        "parallel_tool_calls": bool(request.get("parallel_tool_calls", True)),
        "tool_choice": request.get("tool_choice") or "auto",
        "tools": request.get("tools") or [],
        "instructions": request.get("instructions"),
        "previous_response_id": request.get("previous_response_id"),
        "metadata": request.get("metadata") or {},
        "temperature": request.get("temperature", 1.0),
        "top_p": request.get("top_p", 1.0),
        "text": {"format": {"type": "text"}},
        "truncation": "disabled",
        "store": bool(request.get("store", False)),
        "error": None,
        "incomplete_details": None,
        "usage": {
            "input_tokens": a.input_tokens,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": a.output_tokens,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": a.input_tokens + a.output_tokens,
        }
        if done
        else None,
    }


def response_events(
    model: str, a: WireReply, request: dict[str, Any], response_id: str
) -> Iterator[dict[str, Any]]:
    """The event sequence of a streamed response, as the SDK's stream accumulator expects it."""
    seq = iter(range(1_000_000))

    def event(type: str, **fields: Any) -> dict[str, Any]:
        return {"type": type, "sequence_number": next(seq), **fields}

    pending = response_object(model, a, request, response_id, status="in_progress")
    yield event("response.created", response=pending)
    yield event("response.in_progress", response=pending)
    final = output_items(a, response_id)
    calls = iter(a.calls)
    for index, item in enumerate(final):
        if item["type"] == "function_call":
            call = next(calls)
            yield event(
                "response.output_item.added",
                output_index=index,
                item=_function_item(call, "in_progress"),
            )
            for part in _halves(item["arguments"]):
                yield event(
                    "response.function_call_arguments.delta",
                    item_id=item["id"],
                    output_index=index,
                    delta=part,
                )
            yield event(
                "response.function_call_arguments.done",
                item_id=item["id"],
                output_index=index,
                name=call.name,
                arguments=item["arguments"],
            )
        else:
            yield from _text_events(event, item, index, a.text)
        yield event("response.output_item.done", output_index=index, item=item)
    yield event("response.completed", response=response_object(model, a, request, response_id))


def _text_events(
    event: Any, item: dict[str, Any], index: int, text: str
) -> Iterator[dict[str, Any]]:
    ids = {"item_id": item["id"], "output_index": index, "content_index": 0}
    empty = {"type": "output_text", "text": "", "annotations": [], "logprobs": []}
    yield event(
        "response.output_item.added",
        output_index=index,
        item=_message_item(item["id"], "", "in_progress"),
    )
    yield event("response.content_part.added", part=empty, **ids)
    for part in pieces(text):
        yield event("response.output_text.delta", delta=part, logprobs=[], **ids)
    yield event("response.output_text.done", text=text, logprobs=[], **ids)
    yield event("response.content_part.done", part=item["content"][0], **ids)


def sse(payload: dict[str, Any] | str, event: str | None = None) -> bytes:
    data = payload if isinstance(payload, str) else dumps(payload)
    head = f"event: {event}\n" if event else ""
    return f"{head}data: {data}\n\n".encode()


def count_tokens(texts: Sequence[str]) -> int:
    """A rough, deterministic token estimate (about four characters a token)."""
    return max(1, sum(len(t) for t in texts) // 4)
