"""Decisions reach the model: real adapters, the scripted model over real HTTP, and a tap on the
server that keeps every request body it received — the operator's words must be in one of them."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, MutableMapping
from pathlib import Path
from typing import Any

import pytest

import arena.tools.rooms as rooms
from arena.adapters import AgentSpec, load_adapter
from arena.arenas import load_arena
from arena.context import ModelEndpoint
from arena.identity import Identity
from arena.inbox import decide
from arena.model import ScriptedModelServer
from arena.runner import human_answerer, run_item
from arena.runs import resume_run
from arena.runs.recorder import recording
from arena.settings import RunSettings
from arena.store import SQLiteStore

Scope = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[MutableMapping[str, Any]]]
Send = Callable[[MutableMapping[str, Any]], Awaitable[None]]
BOB = Identity(name="bob", roles=("finance",), interface="web", verified=True)


class Tap:
    """ASGI middleware: keeps the body of every HTTP request the model server receives."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]], seen: list[str]):
        self.app, self.seen = app, seen

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        async def tapped() -> MutableMapping[str, Any]:
            message = await receive()
            if message.get("type") == "http.request":
                self.seen.append(message.get("body", b"").decode("utf-8", "replace"))
            return message

        await self.app(scope, tapped, send)


@pytest.mark.parametrize("adapter", ["vanilla", "pydantic_ai"])
@pytest.mark.parametrize(
    ("decision", "words"),
    [
        ("deny", "budget freeze until May"),
        ("edit", "'room_id': 'R-400'"),
    ],
)
def test_the_operators_decision_reaches_the_model(
    tmp_path: Path, adapter: str, decision: str, words: str
) -> None:
    pytest.importorskip("pydantic_ai") if adapter == "pydantic_ai" else None
    item = next(i for i in load_arena("human_in_the_loop").items if i.id == "hitl-12")
    seen: list[str] = []
    server = ScriptedModelServer()
    server.app.add_middleware(Tap, seen=seen)
    runner = load_adapter(adapter, AgentSpec.from_module(rooms, name="rooms"))
    with server, SQLiteStore(tmp_path / "arena.db") as store:
        endpoint = ModelEndpoint(base_url=server.base_url, model="scripted")
        first = asyncio.run(
            run_item(
                runner,
                item,
                endpoint,
                settings=RunSettings(mode="human"),
                record=recording(store, tools_module="arena.tools.rooms"),
                answerer=human_answerer,
            )
        )
        assert first.status == "waiting", first.trace.error
        request_id = store.requests(first.run_id)[0].id
        if decision == "deny":
            decide(store, request_id, BOB, "deny", reason=words)
        else:
            decide(store, request_id, BOB, "edit", edits={"room_id": "R-400"})
        assert not any(words in body for body in seen)  # not before the resume
        result = asyncio.run(resume_run(first.run_id, store, endpoint=endpoint))
    assert result.status == "completed", result.trace.error
    last = json.loads(seen[-1])
    tool_results = [m for m in last["messages"] if m.get("role") == "tool"]
    assert any(words in str(m.get("content")) for m in tool_results), tool_results
