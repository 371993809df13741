"""Observers of faulted requests (arena.model.faults.observe_faulted) and ``arena faults``'s
record of what was handed back to the model (arena.faultruns.keep_handed_back).

``keep_handed_back`` read each content-faulted request by replacing the injector's private
``_inject`` and, on close(), putting back the function it had replaced: two taps at once (two
runs in one process, a test and a run) undid each other — closing the first restored the
original and silently stopped the second. It now uses the public hook, where each observer is
removed on its own.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import openai
import pytest

from arena.faultruns import Records, handed_texts, keep_handed_back
from arena.model import ScriptedModelServer
from arena.model.faults import Fault, marker, observe_faulted
from arena.request_log import run_base_url
from arena.tools import rooms
from arena.tools.schema import function_schema

TASK = "Book a meeting room for 6 people on Tuesday."
#: The arena's tools, offered on every request: a request that offers none is answered in words.
TOOLS: Any = [function_schema(fn) for fn in rooms.TOOLS]


@pytest.fixture(scope="module")
def server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer() as s:
        yield s


def handed_back(base_url: str, call_id: str, fault: str = "unknown_tool") -> Any:
    """A later request of a content-faulted run: it carries the bad call and its result."""
    client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0, timeout=5)
    messages: Any = [
        {"role": "user", "content": f"{TASK} {marker(fault)}"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": call_id,
                    "type": "function",
                    "function": {"name": "launch_missiles", "arguments": "{}"},
                }
            ],
        },
        {"role": "tool", "tool_call_id": call_id, "content": f"Error: no such tool ({call_id})"},
    ]
    return client.chat.completions.create(model="scripted", messages=messages, tools=TOOLS)


def first_request(base_url: str, fault: str = "unknown_tool") -> Any:
    client = openai.OpenAI(base_url=base_url, api_key="x", max_retries=0, timeout=5)
    messages: Any = [{"role": "user", "content": f"{TASK} {marker(fault)}"}]
    return client.chat.completions.create(model="scripted", messages=messages, tools=TOOLS)


def results(records: Records, run: str) -> set[str]:
    kept = handed_texts(records.handed).get(run)
    return set(kept.results) if kept else set()


def test_two_taps_at_once_closing_the_first_leaves_the_second(
    server: ScriptedModelServer,
) -> None:
    first, second = Records(), Records()
    close_first = keep_handed_back(first)
    close_second = keep_handed_back(second)
    url = run_base_url(server.base_url, "run_a")
    try:
        handed_back(url, "call_both")
        close_first()
        handed_back(url, "call_second")  # the second tap still reads it
    finally:
        close_second()
    handed_back(url, "call_none")  # both closed: nobody reads it, the model still answers
    assert results(first, "run_a") == {"call_both"}
    assert results(second, "run_a") == {"call_both", "call_second"}


def test_two_taps_closed_in_the_order_they_were_opened_stop_both(
    server: ScriptedModelServer,
) -> None:
    first, second = Records(), Records()
    close_first = keep_handed_back(first)
    close_second = keep_handed_back(second)
    url = run_base_url(server.base_url, "run_b")
    handed_back(url, "call_both")
    close_second()
    handed_back(url, "call_first")  # the first tap still reads it
    close_first()
    handed_back(url, "call_none")
    assert results(first, "run_b") == {"call_both", "call_first"}
    assert results(second, "run_b") == {"call_both"}


@pytest.mark.parametrize("order", ["first-removed-first", "second-removed-first"])
def test_overlapping_observers_each_see_the_request_and_removal_leaves_the_other(
    server: ScriptedModelServer, order: str
) -> None:
    seen: dict[str, list[tuple[str, str, str]]] = {"a": [], "b": []}

    def observer(key: str) -> Any:
        def see(fault: Fault, path: str, body: dict[str, Any]) -> None:
            seen[key].append((fault.name, path, str(body.get("messages", [{}])[-1].get("content"))))

        return see

    remove_a = observe_faulted(observer("a"))
    remove_b = observe_faulted(observer("b"))
    url = run_base_url(server.base_url, "run_c")
    first_request(url)
    assert [s[0] for s in seen["a"]] == [s[0] for s in seen["b"]] == ["unknown_tool"]
    assert seen["a"][0][1].endswith("/runs/run_c/v1/chat/completions")
    assert marker("unknown_tool") in seen["a"][0][2]  # the parsed request body
    kept, gone = ("b", remove_a) if order == "first-removed-first" else ("a", remove_b)
    gone()
    gone()  # twice is harmless
    handed_back(url, "call_x")
    assert len(seen[kept]) == 2
    assert len(seen["b" if kept == "a" else "a"]) == 1
    (remove_b if kept == "b" else remove_a)()
    handed_back(url, "call_y")
    assert len(seen["a"]) + len(seen["b"]) == 3  # both removed: nobody is told
    with pytest.raises(openai.APIError):  # a transport fault is observed too
        observe_and_ask_http500(server)


def observe_and_ask_http500(server: ScriptedModelServer) -> None:
    heard: list[str] = []
    remove = observe_faulted(lambda fault, path, body: heard.append(fault.name))
    try:
        first_request(server.base_url, "http500")
    finally:
        remove()
        assert heard == ["http500"]


def test_an_observer_that_raises_does_not_break_the_fault_or_the_others(
    server: ScriptedModelServer,
) -> None:
    seen: list[str] = []

    def broken(fault: Fault, path: str, body: dict[str, Any]) -> None:
        raise RuntimeError("an observer's own bug")

    remove_broken = observe_faulted(broken)
    remove_seen = observe_faulted(lambda fault, path, body: seen.append(fault.name))
    try:
        answer = first_request(run_base_url(server.base_url, "run_d"))
    finally:
        remove_broken()
        remove_seen()
    assert seen == ["unknown_tool"]
    calls = answer.choices[0].message.tool_calls  # the fault was injected all the same
    assert calls and calls[0].function.name == "launch_missiles"
    json.loads(calls[0].function.arguments)
