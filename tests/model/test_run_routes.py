"""The scripted model serves only the run routes the harness registered (red team 12, finding 4).

The server served any ``/runs/<id>/v1`` path and logged it under whatever id the path carried, so
an adapter could go on after its gate on ``/runs/<run_id>x/v1`` — off its run's log — and read as
stopped while the model told it to book (``arena run human_in_the_loop`` scored it 12/12). While
the harness's server serves runs, a run's route is served once the harness made the run's
endpoint (:func:`arena.model_endpoint.run_endpoint`) and until it forgets the run; a request on
any other run route is refused like one on the shared URL (HTTP 421) and filed under the run whose conversation it
carries, else every run in flight. The broken references are in
tests/reference_adapters_fakeroute.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import httpx
import pytest

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.contextless import Contextless
from arena.endpoints import ModelChoice
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.model.process import ModelProcess
from arena.model.routes import CODE
from arena.model_endpoint import run_endpoint
from arena.request_log import UNROUTED, run_base_url
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import ResumableRunner
from reference_adapters_fakeroute import FakeRoute, StaleRoute

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


def ask(base_url: str, text: str = TASK, model: str = "scripted") -> httpx.Response:
    body = {"model": model, "messages": [{"role": "user", "content": text}]}
    return httpx.post(base_url + "/chat/completions", json=body, timeout=10)


def test_a_made_up_run_route_is_refused_and_fails_suspended(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    FakeRoute.said.clear()
    runs = run(FakeRoute(spec(hitl_arena)), hitl_arena, endpoint, (APPROVED, DENIED))
    for result in runs.values():
        assert FakeRoute.said[result.run_id] is None  # the model did not answer it
        # The adapter said "waiting"; the refused request, filed under its run, fails the leg.
        assert result.trace.legs[0].status == "failed"
        assert UNROUTED in (result.trace.legs[0].error or "")
        passed, detail = check(result, "suspended")
        assert passed is False, detail
        assert not result.passed
        stops = result.trace.model_stops
        assert stops is not None and stops[0].unrouted >= 1 and not stops[0].stopped


def test_the_route_of_a_run_that_ended_is_no_route(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    StaleRoute.first.clear()
    adapter = StaleRoute(spec(hitl_arena))
    run(adapter, hitl_arena, endpoint, (APPROVED,))  # its own route: it fails on its own log
    (later,) = run(adapter, hitl_arena, endpoint, (DENIED,)).values()
    assert StaleRoute.said[later.run_id] is None
    assert check(later, "suspended")[0] is False
    assert not later.passed


def test_shipped_vanilla_still_passes(hitl_arena: Arena, endpoint: ModelEndpoint) -> None:
    vanilla = load_adapter("vanilla", spec(hitl_arena))
    runs = run(vanilla, hitl_arena, endpoint, (APPROVED, DENIED))
    assert all(r.passed for r in runs.values())
    assert all(s.unrouted == 0 for r in runs.values() for s in r.trace.model_stops or ())


def test_the_harness_server_serves_the_runs_it_registered() -> None:
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        mine = run_endpoint(made, "run_a")  # the harness makes the run's endpoint: registered
        assert ask(mine.url).status_code == 200
        refused = ask(run_base_url(server.base_url, "run_ax"), "Book a room for 3 on Friday.")
        assert refused.status_code == 421
        error = refused.json()["error"]
        assert error["code"] == CODE and error["message"].startswith(UNROUTED)
        assert "/runs/run_ax/v1" in error["message"]  # names the route it came on
        assert "run_a" in error["message"]  # filed under the one run in flight
        assert log.entries("run_ax") == []  # logged under no run of its own making
        assert [e.unrouted for e in log.entries("run_a")] == [False, True]
        ask(run_base_url(server.base_url, "run_ax"), TASK)  # run_a's conversation
        assert [e.unrouted for e in log.entries("run_a")] == [False, True, True]
        log._forget("run_a")  # the run ended: its route is no route any more
        assert ask(mine.url).status_code == 421
        assert log.refused == 3


def test_legs_mode_refuses_an_unregistered_route_while_a_leg_runs() -> None:
    """The pytest plugin's server, which a user's own test may call: a run route it did not
    register is served while no leg of this process runs, refused while one does."""
    with ScriptedModelServer(unrouted="legs") as plugin:
        log = plugin.request_log
        made = ModelEndpoint(base_url=plugin.base_url, model="scripted", request_log=log)
        mine = run_endpoint(made, "run_b")
        assert ask(run_base_url(plugin.base_url, "mine")).status_code == 200  # no leg
        assert ask(mine.url).status_code == 200
        Contextless.legs += 1
        try:
            assert ask(mine.url).status_code == 200
            assert ask(run_base_url(plugin.base_url, "run_bx")).status_code == 421
        finally:
            Contextless.legs -= 1


def test_a_server_nobody_registers_with_serves_every_route() -> None:
    """``arena model serve`` and the other "off" servers: a user's own agent may pick any run
    id; no harness registers runs with them."""
    with ScriptedModelServer() as shared:
        assert ask(run_base_url(shared.base_url, "anything")).status_code == 200
        assert len(shared.request_log.entries("anything")) == 1


def test_registration_reaches_the_model_in_its_own_process() -> None:
    """``arena resume`` serves the scripted model from a process of its own: the run it resumes
    is registered there before its first request."""
    with ModelProcess() as model:
        model.ready()
        made = ModelEndpoint(
            base_url=model.base_url, model="scripted", request_log=model.request_log
        )
        for run_id in ("run_c", "run_d"):
            assert ask(run_endpoint(made, run_id).url).status_code == 200
        assert ask(run_base_url(model.base_url, "run_cx")).status_code == 421
        log = model.request_log
        assert [(e.unrouted, e.via) for e in log.entries("run_c")] == [
            (False, ""),
            (True, "run_cx"),
        ]
        log._forget("run_c")
        assert log.entries("run_d") != []  # the forget travels with a read
        assert ask(run_base_url(model.base_url, "run_c")).status_code == 421


def test_a_refused_request_keeps_the_route_it_came_on() -> None:
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        assert ask(run_endpoint(made, "run_e").url).status_code == 200
        ask(run_base_url(server.base_url, "run_ex"))
        ask(server.base_url)
        assert [(e.unrouted, e.via) for e in log.entries("run_e")] == [
            (False, ""),
            (True, "run_ex"),
            (True, ""),
        ]
