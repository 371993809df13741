"""Model requests off the run's route are refused and counted (red team 9, findings 3 and 9).

The scripted model's per-run log is the evidence that a run stopped at its gate. An adapter that
called the model again with a plain client on the endpoint's shared URL was answered and logged
under no run: ``suspended`` passed and the pause cell read ``native``. While the harness's server
serves runs, such a request is refused (HTTP 421, naming the run's route) and filed under the run
it belongs to, else every run in flight; a faulted endpoint's retries off the route are counted.
The broken references are in tests/reference_adapters_offroute.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import httpx
import msgspec
import openai
import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.contextless import Contextless
from arena.endpoints import ModelChoice
from arena.evaluate import check_spec
from arena.matrix.stops import pause_cell
from arena.model import ScriptedModelServer
from arena.model.faults import Fault, marker, on_fault
from arena.request_log import run_base_url
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import ResumableRunner
from reference_adapters_offroute import (
    OffRouteAside,
    OffRouteAsideBlind,
    OffRouteLeaky,
    OffRouteStranger,
    OffRouteSwallowing,
    RetrySharedUrl,
)

APPROVED, DENIED = "hitl-01", "hitl-02"
TASK = "Book a meeting room for 6 people on Tuesday."


@pytest.fixture
def endpoint() -> Iterator[ModelEndpoint]:
    """What ``arena run`` serves its runs on: the scripted model, started for them."""
    with ModelChoice().open() as opened:
        yield opened


def spec(arena: Arena) -> AgentSpec:
    return AgentSpec.from_module(arena.tools(), name=arena.name)


def run(
    adapter: ResumableRunner, arena: Arena, endpoint: ModelEndpoint, ids: tuple[str, ...]
) -> dict[str, RunResult]:
    items = [i for i in arena.items if i.id in ids]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            spec=check_spec(arena),
            settings=RunSettings(leg_timeout_s=30),
        )
    )
    return {r.item.id: r for r in results}


def check(result: RunResult, name: str) -> tuple[bool, str]:
    return next((c.passed, c.detail) for c in result.checks if c.name == name)


def test_a_leak_off_the_route_is_refused_and_fails_suspended(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    runs = run(OffRouteLeaky(spec(hitl_arena)), hitl_arena, endpoint, (APPROVED, DENIED))
    for result in runs.values():
        assert check(result, "suspended")[0] is False
        assert not result.passed
        error = result.trace.legs[0].error or ""
        assert "421" in error and "/runs/" in error  # names the route to use
        assert result.run_id in error  # the run whose conversation it carried
    assert pause_cell(list(runs.values()), "native").value != "native"


@pytest.mark.parametrize("adapter", [OffRouteSwallowing, OffRouteStranger])
def test_a_refusal_swallowed_still_shows_in_the_model_log(
    adapter: type[OffRouteLeaky], hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    """The adapter hides the refusal and reports waiting: the refused request, filed under the
    run (by its conversation, or as every run in flight's), is a request after the gate. The
    leg fails over it too, naming the run's route, whatever it reported."""
    runs = run(adapter(spec(hitl_arena)), hitl_arena, endpoint, (APPROVED, DENIED))
    for result in runs.values():
        leg = result.trace.legs[0]
        finished = [e.data["status"] for e in leg.events if e.type == "leg.finished"]
        assert finished == ["waiting"]  # the lie
        assert leg.status == "failed" and f"/runs/{result.run_id}/v1" in (leg.error or "")
        passed, detail = check(result, "suspended")
        assert passed is False
        assert "shared URL" in detail and "after the" in detail
        stops = result.trace.model_stops
        assert stops is not None and stops[0].unrouted >= 1 and not stops[0].stopped
        kept = [
            e.data["model_log"] for e in result.trace.legs[0].events if e.type == "leg.finished"
        ]
        assert kept and kept[0]["unrouted"] >= 1  # kept with the leg for a resume elsewhere
    cell = pause_cell(list(runs.values()), "native")
    assert cell.value == "leaky"


def test_an_off_route_request_in_a_leg_that_did_not_ask_fails_the_run(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    """A leg that resumed the run (it asked nothing: it booked, or acknowledged a denial) also
    sent the run's conversation to the shared URL and swallowed the 421. No stop window covers
    that leg; it scored 2/2 before. The leg's own read of the request log fails it now, naming
    the route the request should have used."""
    adapter = OffRouteAside(spec(hitl_arena))
    runs = run(adapter, hitl_arena, endpoint, (APPROVED, DENIED))
    for result in runs.values():
        assert adapter.sent[result.run_id] == 1
        assert not result.passed
        assert result.status == "failed"
        leg = result.trace.legs[-1]
        assert leg.leg == 2 and leg.status == "failed"
        assert not any(e.type == "input.requested" for e in leg.events)  # it did not ask
        route = f"/runs/{result.run_id}/v1"
        assert route in (leg.error or "")
        assert any(e.type == "error" and route in str(e.data.get("message")) for e in leg.events)
        assert all(s.unrouted == 0 for s in result.trace.model_stops or ())  # not the stop's


def test_shipped_vanilla_is_not_touched(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    vanilla = load_adapter("vanilla", spec(hitl_arena))
    runs = run(vanilla, hitl_arena, endpoint, (APPROVED, DENIED))
    assert all(r.passed for r in runs.values())
    assert all(s.unrouted == 0 for r in runs.values() for s in r.trace.model_stops or ())


def ask(base_url: str, text: str = TASK, model: str = "scripted") -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": text}]}
    return httpx.post(base_url + "/chat/completions", json=body, timeout=10)


def test_who_may_use_the_shared_url() -> None:
    """ "off" (``arena model serve``, the bench's native drivers, runs with no per-run log):
    anyone; "runs" (the harness's own server): no one; "legs": no one while a leg of this
    process runs and a run is in flight."""
    with ScriptedModelServer() as shared:
        assert ask(shared.base_url).status_code == 200
        assert shared.request_log.refused == 0
    with ScriptedModelServer(unrouted="runs") as mine:
        refused = ask(mine.base_url)
        assert refused.status_code == 421
        assert "/runs/<run_id>/v1" in refused.json()["error"]["message"]
        mine.request_log._register("run_a")  # the harness made run_a's endpoint (for_run)
        assert ask(run_base_url(mine.base_url, "run_a")).status_code == 200  # routed: served
        assert mine.request_log.refused == 1
    with ScriptedModelServer(unrouted="legs") as plugin:
        assert ask(plugin.base_url).status_code == 200  # no leg running
        assert ask(run_base_url(plugin.base_url, "run_b")).status_code == 200
        Contextless.legs += 1  # a leg of this process runs
        try:
            assert ask(plugin.base_url).status_code == 421
            plugin.request_log._forget("run_b")  # no run in flight any more
            assert ask(plugin.base_url).status_code == 200
        finally:
            Contextless.legs -= 1


def test_a_refused_request_is_filed_under_the_run_it_goes_on_with() -> None:
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        for run_id, text in (("run_a", TASK), ("run_b", "Book a room for 3 on Friday.")):
            log._register(run_id)  # the harness made the run's endpoint (for_run)
            assert ask(run_base_url(server.base_url, run_id), text).status_code == 200
        ask(server.base_url, "Book a room for 3 on Friday.")  # run_b's conversation
        assert [e.unrouted for e in log.entries("run_b")] == [False, True]
        assert [e.unrouted for e in log.entries("run_a")] == [False]
        ask(server.base_url, "Something nobody asked.")  # whose? every run in flight's
        assert [e.unrouted for e in log.entries("run_a")] == [False, True]
        assert len(log.entries("run_b")) == 3
        log._forget("run_a")
        ask(server.base_url, "Something else.")
        assert len(log.entries("run_a")) == 0  # a run forgotten is no longer in flight
        assert log.refused == 3


def test_retries_off_the_route_of_a_broken_endpoint_are_counted(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    """``arena faults`` counts a run's requests to a faulted endpoint by the run in their path;
    those sent off the route are now told under the run whose fault marker they carry."""
    heard: list[tuple[str, str]] = []

    def listen(fault: Fault, path: str) -> None:
        heard.append((fault.name, path))

    item = next(i for i in hitl_arena.items if i.id == APPROVED)
    faulted = msgspec.structs.replace(
        item, id="f-http500", input=f"{item.input} {marker('http500')}"
    )
    adapter = RetrySharedUrl(spec(hitl_arena))
    stop = on_fault(listen)
    try:
        (result,) = asyncio.run(
            run_many(
                [(adapter, faulted)],
                endpoint,
                spec=check_spec(hitl_arena),
                settings=RunSettings(leg_timeout_s=30),
            )
        )
    finally:
        stop()
    assert result.status == "failed"
    mine = [p for name, p in heard if name == "http500" and f"/runs/{result.run_id}/" in p]
    assert len(mine) == 1 + adapter.sent[result.run_id]  # the routed request and every retry


def test_openai_client_sees_a_plain_client_error_not_an_outage() -> None:
    """421 is the adapter's error, not the environment's (401/403/5xx set a resumed leg aside)."""
    from arena.outage import environment_failure

    with ScriptedModelServer(unrouted="runs") as server:
        client = openai.OpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        messages: Any = [{"role": "user", "content": TASK}]
        with pytest.raises(openai.APIStatusError) as raised:
            client.chat.completions.create(model="scripted", messages=messages)
    assert raised.value.status_code == 421
    assert environment_failure(raised.value) is None


def test_an_adapter_that_hides_the_log_from_ctx_is_still_judged_by_it(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    """The harness read the model's log through ``ctx.endpoint``, which the adapter may change:
    one that swapped in an endpoint without a log after its aside off the route passed. The
    harness keeps the log it handed over (``LegRunner.request_log``)."""
    adapter = OffRouteAsideBlind(spec(hitl_arena))
    runs = run(adapter, hitl_arena, endpoint, (APPROVED,))
    (result,) = runs.values()
    assert adapter.sent[result.run_id] == 1
    assert not result.passed and result.status == "failed"
    assert f"/runs/{result.run_id}/v1" in (result.trace.legs[-1].error or "")
    assert result.trace.model_stops is not None  # the log's word, not "not available"
