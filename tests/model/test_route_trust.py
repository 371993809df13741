"""What an adapter is handed cannot make a run route, nor borrow another run's (red team 14).

Finding 1: ``ModelEndpoint.for_run`` registered the run with the model's log, and the adapter's
``ctx.endpoint`` carries both, so an adapter made up ``/runs/<run_id>x/v1`` through it, went on
there after its gate and read as stopped (12/12). Only the harness registers a run
(:func:`arena.model_endpoint.run_endpoint`, which the adapter is not handed).

Finding 2: a request on another run's registered route was served and logged there: an adapter
went on after its gate on a sibling run's route (6/12). A request on run B's route that carries
another conversation than B's first request did is refused (421) and filed under the run whose
conversation it carries. The broken references are in tests/reference_adapters_fakeroute.py.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import httpx
import pytest

from arena import model_endpoint
from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.endpoints import ModelChoice
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import ResumableRunner
from reference_adapters_fakeroute import Neighbour, SelfRegistered

APPROVED, DENIED = "hitl-01", "hitl-02"
TASK_A = "Book a meeting room for 6 people on Tuesday."
TASK_B = "Book a meeting room for 4 people on Monday."
#: The harness's way to make a run's endpoint (the old code registered in for_run itself).
harness = getattr(model_endpoint, "run_endpoint", ModelEndpoint.for_run)


@pytest.fixture
def endpoint() -> Iterator[ModelEndpoint]:
    with ModelChoice().open() as opened:
        yield opened


def run(adapter: ResumableRunner, arena: Arena, endpoint: ModelEndpoint) -> dict[str, RunResult]:
    items = [i for i in arena.items if i.id in (APPROVED, DENIED)]
    results = asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            spec=check_spec(arena),
            settings=RunSettings(leg_timeout_s=30, concurrency=2),
        )
    )
    return {r.item.id: r for r in results}


def ask(base_url: str, text: str, *turns: dict[str, object]) -> httpx.Response:
    body = {"model": "scripted", "messages": [{"role": "user", "content": text}, *turns]}
    return httpx.post(base_url + "/chat/completions", json=body, timeout=10)


@pytest.mark.parametrize("broken", [SelfRegistered, Neighbour])
def test_an_adapter_cannot_go_on_off_its_route(
    hitl_arena: Arena, endpoint: ModelEndpoint, broken: type[SelfRegistered]
) -> None:
    broken.said.clear()
    Neighbour.live.clear()
    runs = run(broken(AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)),
               hitl_arena, endpoint)  # fmt: skip
    for result in runs.values():
        assert broken.said[result.run_id] is None  # the model did not answer it
        assert not result.passed
        suspended = next(c for c in result.checks if c.name == "suspended")
        assert suspended.passed is False, suspended.detail


def test_the_endpoint_an_adapter_holds_registers_nothing() -> None:
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        mine = harness(made, "run_a")
        assert ask(mine.url, TASK_A).status_code == 200
        made_up = mine.for_run("run_ax")  # what ctx.endpoint offers an adapter
        assert ask(made_up.url, TASK_A).status_code == 421
        assert log.entries("run_ax") == []
        assert [(e.unrouted, e.via) for e in log.entries("run_a")] == [
            (False, ""),
            (True, "run_ax"),
        ]
        assert not any(callable(getattr(log, n, None)) for n in ("register", "registered_by"))


def test_a_request_on_another_runs_route_is_refused_and_filed_under_its_own() -> None:
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        a, b = harness(made, "run_a"), harness(made, "run_b")
        assert ask(b.url, TASK_B).status_code == 200  # B's first request: B's conversation
        assert ask(a.url, TASK_A).status_code == 200
        borrowed = ask(b.url, TASK_A)  # run_a's conversation, on run_b's route
        assert borrowed.status_code == 421
        assert "run_a" in borrowed.json()["error"]["message"]
        assert [(e.unrouted, e.via) for e in log.entries("run_a")] == [(False, ""), (True, "run_b")]
        assert [e.unrouted for e in log.entries("run_b")] == [False]
        assert ask(b.url, TASK_B).status_code == 200  # B's own conversation still served


def test_two_runs_of_one_task_may_both_go_on_with_the_same_rewritten_history() -> None:
    """The same item twice at once (a probe beside its item's run, ``--repeats``): a framework
    that rewrites its history between legs (CrewAI wraps its task again on a resume) sends the
    same new first message from both runs. The run resumed second was refused on its own route
    as if it borrowed the other's conversation (a crewai run failed one time in four)."""
    rewrapped = f"Current Task: \nCurrent Task: {TASK_A}"
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        a, b = harness(made, "run_a"), harness(made, "run_b")
        assert ask(a.url, TASK_A).status_code == 200
        assert ask(b.url, TASK_A).status_code == 200
        assert ask(a.url, rewrapped).status_code == 200  # run_a resumed first
        assert ask(b.url, rewrapped).status_code == 200  # then run_b, on its own route
        assert [e.unrouted for e in log.entries("run_b")] == [False, False]
        # A run that began with another task still cannot go on with it on that route.
        c = harness(made, "run_c")
        assert ask(c.url, TASK_B).status_code == 200
        assert ask(c.url, rewrapped).status_code == 421


def test_a_leg_refused_on_a_siblings_route_says_so_not_the_shared_url(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    Neighbour.said.clear()
    Neighbour.live.clear()
    runs = run(Neighbour(AgentSpec.from_module(hitl_arena.tools(), name=hitl_arena.name)),
               hitl_arena, endpoint)  # fmt: skip
    errors = [
        leg.error or ""
        for r in runs.values()
        for leg in r.trace.legs
        if "unrouted" in (leg.error or "")
    ]
    assert errors, [leg.error for r in runs.values() for leg in r.trace.legs]
    for error in errors:
        assert "another run's route" in error and "/runs/" in error, error
        assert "shared URL" not in error, error
