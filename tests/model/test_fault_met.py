"""``arena faults`` records each request the fault injector served its fault to (red team 15).

A cell reads "failed cleanly" only for a run that met its fault: a transport fault answers every
request of the run, a content fault alters the answer to the run's first request only (later
ones, carrying tool results, are answered compliantly). :func:`arena.faultruns.record_met`
keeps one row per such request; a request that never got the fault is not one.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from arena.faultruns import Records, faulted, record_met
from arena.model import ScriptedModelServer
from arena.model.faults import marker
from arena.request_log import run_base_url

TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def ask(base_url: str, fault: str | None, *, later: bool = False) -> None:
    client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0, timeout=5)
    text = f"{TASK} {marker(fault)}" if fault else TASK
    messages: list[dict[str, Any]] = [{"role": "user", "content": text}]
    if later:  # a request carrying the first call's result: not the one a content fault alters
        call = {"id": "c1", "type": "function"}
        call["function"] = {"name": "search_rooms", "arguments": '{"capacity": 6}'}
        messages += [
            {"role": "assistant", "content": None, "tool_calls": [call]},
            {"role": "tool", "tool_call_id": "c1", "content": "R-102 (Aspen, seats 6)"},
        ]
    with contextlib.suppress(openai.APIError, ValueError):  # a fault: fine here
        client.chat.completions.create(model="scripted", messages=messages)  # type: ignore[call-overload]


def test_only_requests_served_their_fault_are_recorded(server: ScriptedModelServer) -> None:
    records = Records()
    close = record_met(records)
    try:
        for _ in range(2):
            ask(run_base_url(server.base_url, "transport"), "http500")
        ask(run_base_url(server.base_url, "content"), "unknown_tool")  # the first: altered
        ask(run_base_url(server.base_url, "content"), "unknown_tool", later=True)  # compliant
        ask(run_base_url(server.base_url, "only_later"), "not_object", later=True)
        ask(run_base_url(server.base_url, "plain"), None)
        ask(server.base_url, "http500")  # the shared URL: no run to file it under
    finally:
        close()
    ask(run_base_url(server.base_url, "transport"), "http500")  # after close: not recorded
    assert faulted(records.met) == {"transport": 2, "content": 1}
    close()  # twice is harmless


def test_alters_is_the_injectors_rule_public() -> None:
    """record_met reads the injector's rule through its public ``alters``, not a private name."""
    from arena.model.faults import FAULTS, alters

    first = {"messages": [{"role": "user", "content": TASK}]}
    call = {"id": "c1", "type": "function", "function": {"name": "search_rooms", "arguments": "{}"}}
    result = {"role": "tool", "tool_call_id": "c1", "content": "R-102"}
    later = {"messages": [*first["messages"], {"role": "assistant", "tool_calls": [call]}, result]}
    assert alters(FAULTS["unknown_tool"], first) and not alters(FAULTS["unknown_tool"], later)
    assert not alters(FAULTS["huge"], {"input": [], "previous_response_id": "resp_1"})
    assert alters(FAULTS["http500"], later)  # a transport fault: every request
