"""A fault the request picked itself is read the same way by the server and the transport.

Red team 28 (against dc3d18a): a body whose key was written ``"\\u006dodel"`` with the value
``fault-reset`` was reset by the scripted server (it parses the JSON), while the transport's
record scanned the raw bytes for a literal ``"model"`` key, saw no fault picked and put the reset
on the endpoint: CrashEarly's stop cells moved from "no" to "emulated" / "yes", and a denial
handed to the model as a crash read reject "-". Both sides now read a body with one function
(:func:`arena.flights.read_fault`).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable

import httpx
import msgspec

from arena.adapters import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.flights import UNREAD, chosen, read_fault
from arena.matrix import derive_row
from arena.runner import run_item
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters_s28r import CrashReset2, DenialErrorReset
from runs.test_s27_environment_dodges import STOP_CELLS, cells, probe_runs


def _request(body: bytes) -> httpx.Request:
    return httpx.Request("POST", "http://x/v1/chat/completions", content=body)


def test_the_transport_reads_a_body_as_the_server_does() -> None:
    """Escaped keys, escaped values beside a literal, a repeated key: one reading."""
    plain = {"messages": [{"role": "user", "content": "hi"}]}
    key_escaped = json.dumps({"model": "fault-reset", **plain}).replace(
        '"model":', '"\\u006dodel":'
    )
    value_escaped = json.dumps({"model": "\\u0066ault-reset", **plain}).replace("\\\\", "\\")
    repeated = '{"model": "scripted-compliant", "model": "fault-http500", "messages": []}'
    cases = {
        key_escaped: "reset",
        value_escaped + " ": None,  # no literal 'fault-': the server passes it on unread
        value_escaped.replace('"hi"', '"fault-free"'): "reset",
        repeated: "http500",
        json.dumps({"model": "scripted-compliant", **plain}): None,
    }
    for body, fault in cases.items():
        assert read_fault(body.encode())[1] == fault, body
        assert chosen(_request(body.encode())) == fault, body


def test_a_streamed_body_the_transport_never_held_is_the_callers() -> None:
    async def parts():  # type: ignore[no-untyped-def]
        yield b'{"model": "scripted-compliant"}'

    request = httpx.Request("POST", "http://x/v1/chat/completions", content=parts())
    assert chosen(request) == UNREAD


def test_a_reset_the_adapter_picked_with_an_escaped_key_is_its_own(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """CrashEarly's stop cells read "no"; crashing on the reset it picked itself reads the same."""
    probes = ("compliant", "batch", "hasty", "gated")
    results = probe_runs(hitl_arena, endpoint_for("compliant"), CrashReset2, probes)
    assert any(r.trace.status == "failed" for r in results)
    assert not any("environment_failed" in r.extra for r in results)
    got = cells(results, "emulated")
    assert {k: got[k] for k in STOP_CELLS if k != "native_reject"} == dict.fromkeys(
        (k for k in STOP_CELLS if k != "native_reject"), "no"
    ), got


def test_a_reset_after_a_denial_handed_as_a_crash_still_reads_reject_no(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    results = probe_runs(hitl_arena, endpoint_for("compliant"), DenialErrorReset, ("reject",))
    assert not any("environment_failed" in r.extra for r in results)
    assert cells(results, "emulated")["native_reject"] == "no"


def test_the_reset_the_harness_chose_is_still_the_environments(
    hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    item = next(i for i in hitl_arena.items if i.id == "hitl-01")
    reset = msgspec.structs.replace(item, input=f"{item.input} [fault:reset]")
    adapter = VanillaAdapter(AgentSpec.from_module(rooms))
    settings = RunSettings(leg_timeout_s=5.0)
    result = asyncio.run(run_item(adapter, reset, endpoint_for("compliant"), settings=settings))
    assert result.trace.status == "failed"
    assert "the model endpoint could not be reached" in result.extra["environment_failed"]
    assert derive_row("vanilla", [result], pause_kind="native").pause == "-"
