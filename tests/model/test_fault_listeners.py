"""The fault injector tells listeners of every request a fault answers (arena.model.faults.on_fault).

``arena faults`` counts the requests a transport fault answered (they never reach the model's
per-run log): a run retrying a broken endpoint in a loop read "failed cleanly" (red team 6).
It did so by replacing the injector's private ``_inject``; the public hook does the same.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from arena.faultruns import Records, count_faulted_requests, faulted
from arena.model import ScriptedModelServer
from arena.model.faults import Fault, marker, on_fault
from arena.request_log import run_base_url

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def ask(base_url: str, fault: str | None, model: str = "scripted") -> None:
    client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0, timeout=5)
    text = f"{TASK} {marker(fault)}" if fault else TASK
    messages: Any = [{"role": "user", "content": text}]
    with contextlib.suppress(openai.APIError, ValueError):  # a transport fault: fine here
        client.chat.completions.create(model=model, messages=messages)  # type: ignore[call-overload]


def test_listeners_hear_every_faulted_request_and_nothing_else(
    server: ScriptedModelServer,
) -> None:
    heard: list[tuple[str, str, str]] = []

    def listen(fault: Fault, path: str) -> None:
        heard.append((fault.name, fault.kind, path))

    stop = on_fault(listen)
    try:
        ask(server.base_url, "http500")
        ask(server.base_url, "malformed")
        ask(server.base_url, "unknown_tool")  # content faults are heard too; kind says which
        ask(server.base_url, None)  # an ordinary request: not a fault
        ask(server.base_url, None, model="fault-rate429")  # picked by the model's name
    finally:
        stop()
    assert [(n, k) for n, k, _ in heard] == [
        ("http500", "transport"),
        ("malformed", "transport"),
        ("unknown_tool", "content"),
        ("rate429", "transport"),
    ]
    assert all(p.endswith("/chat/completions") for _, _, p in heard)
    ask(server.base_url, "http500")
    assert len(heard) == 4  # stopped: told nothing more
    stop()  # twice is harmless


def test_arena_faults_counts_transport_faulted_requests_per_run(
    server: ScriptedModelServer,
) -> None:
    records = Records()
    close = count_faulted_requests(records)
    try:
        for _ in range(5):
            ask(run_base_url(server.base_url, "run_a"), "http500")
        ask(run_base_url(server.base_url, "run_b"), "reset")
        ask(run_base_url(server.base_url, "run_b"), "unknown_tool")  # content: not a retry
        ask(run_base_url(server.base_url, "run_c"), None)
    finally:
        close()
    ask(run_base_url(server.base_url, "run_a"), "http500")  # after close: not counted
    assert faulted(records.sent) == {"run_a": 5, "run_b": 1}
