"""A reference driver: a chat-completions tool loop over ``urllib``, speaking the worker protocol.

It needs no framework, so the protocol can be tested (and read) in any environment: the pause is
the emulated one of the vanilla adapter — the gate call is intercepted and the transcript becomes
the session (JSON, so it is durable). ``python -m arena.workers.serve
arena.workers.reference:ReferenceDriver`` runs it.
"""

from __future__ import annotations

import json
import sys
import urllib.error
import urllib.request
from collections.abc import Mapping
from typing import Any

from arena.workers.protocol import LegRequest, LegResult, Pending, ToolBridge

MAX_STEPS = 12
SESSION_VERSION = 1


class ReferenceDriver:
    mechanism = "emulated: gate call intercepted, transcript kept as the JSON session"
    framework_version = f"reference (python {sys.version.split()[0]})"

    def start(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        messages: list[dict[str, Any]] = [
            {"role": "system", "content": request.agent.system_prompt},
            {"role": "user", "content": request.input or ""},
        ]
        return self._loop(request, tools, messages)

    def resume(self, request: LegRequest, tools: ToolBridge) -> LegResult:
        session = dict(request.session or {})
        if session.get("version") != SESSION_VERSION:
            return LegResult(status="failed", error=f"unknown session {session.get('version')!r}")
        messages: list[dict[str, Any]] = list(session["messages"])
        for answer in request.answers:
            messages.append(
                {"role": "tool", "tool_call_id": answer.native_id, "content": answer.decision}
            )
        return self._loop(request, tools, messages)

    def _loop(
        self, request: LegRequest, tools: ToolBridge, messages: list[dict[str, Any]]
    ) -> LegResult:
        stops = set(request.agent.ask) | set(request.agent.gated)
        for _ in range(MAX_STEPS):
            try:
                reply = _complete(request.endpoint, messages, request.agent.tools)
            except (urllib.error.URLError, ValueError, KeyError) as exc:
                return LegResult(status="failed", error=f"model endpoint error: {exc}")
            calls = reply.get("tool_calls") or []
            text = reply.get("content") or ""
            if not calls:
                return LegResult(status="completed", message=text)
            messages.append({"role": "assistant", "content": text or None, "tool_calls": calls})
            pending = []
            for call in calls:
                name = call["function"]["name"]
                args = _args(call["function"].get("arguments"))
                if name in stops:
                    pending.append(
                        Pending(native_id=call["id"], action=name, args=args, preview=text)
                    )
                    continue
                result = tools.call(name, args, call["id"])
                messages.append({"role": "tool", "tool_call_id": call["id"], "content": result})
            if pending:
                session = {"version": SESSION_VERSION, "messages": messages}
                return LegResult(
                    status="waiting", message=text, pending=tuple(pending), session=session
                )
        return LegResult(status="failed", error=f"no final answer after {MAX_STEPS} model calls")


def _complete(
    endpoint: Mapping[str, str], messages: list[dict[str, Any]], tools: Any
) -> dict[str, Any]:
    body = json.dumps({"model": endpoint["model"], "messages": messages, "tools": list(tools)})
    http = urllib.request.Request(
        endpoint["base_url"].rstrip("/") + "/chat/completions",
        data=body.encode(),
        headers={
            "Content-Type": "application/json",
            "Authorization": f"Bearer {endpoint.get('api_key', '')}",
        },
    )
    with urllib.request.urlopen(http, timeout=60) as response:
        data = json.loads(response.read())
    message: dict[str, Any] = data["choices"][0]["message"]
    return message


def _args(raw: Any) -> dict[str, Any]:
    try:
        value = json.loads(raw or "{}") if isinstance(raw, str) else raw
    except ValueError:
        return {"arguments": raw}
    return value if isinstance(value, dict) else {"arguments": value}
