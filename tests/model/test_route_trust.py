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
from arena.tools import rooms
from arena.tools.schema import function_schema
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


#: The arena's tools: a request that offers none is answered in words, as by any model.
TOOLS = [function_schema(fn) for fn in rooms.TOOLS]


def converse(url: str, first: str) -> list[dict[str, object]]:
    """A whole conversation with the scripted model on ``url`` (search, ask, approved, book,
    final words): its messages as a framework keeps them."""
    messages: list[dict[str, object]] = [{"role": "user", "content": first}]
    for _ in range(6):
        body = {"model": "scripted", "messages": messages, "tools": TOOLS}
        reply = httpx.post(url + "/chat/completions", json=body, timeout=10)
        assert reply.status_code == 200, reply.text
        message = reply.json()["choices"][0]["message"]
        messages.append(message)
        if not message.get("tool_calls"):
            return messages
        for call in message["tool_calls"]:
            done = "APPROVED by ops." if call["function"]["name"] == "request_approval" else "OK"
            messages.append({"role": "tool", "tool_call_id": call["id"], "content": done})
    raise AssertionError("the conversation did not end")


def test_a_second_send_that_unwraps_its_task_goes_on_on_its_own_route() -> None:
    """CrewAI sends the model its task wrapped ("Current Task: X"), but keeps the bare X in its
    history, so its second send begins with X: the task of another adapter's run of the same
    item in flight (every adapter's second-send probe takes the same item). The guard refused
    it on CrewAI's own route as borrowed and filed it under the other run, and both failed
    (make demo: "2nd send" no for crewai and pydantic_ai/google_adk, langgraph 11/12, about one
    run in two). A request that carries on the route's own conversation, every assistant turn
    its model made there, is the route's run's, whatever its first message."""
    with ScriptedModelServer(unrouted="runs") as server:
        log = server.request_log
        made = ModelEndpoint(base_url=server.base_url, model="scripted", request_log=log)
        other, crew = harness(made, "run_other"), harness(made, "run_crew")
        assert ask(other.url, TASK_A).status_code == 200  # its task: the bare item text
        history = converse(crew.url, f"Current Task: {TASK_A}")
        # Refused on that route: the other run's opening, or its conversation at an earlier
        # point than the route's own went (it carries only some of the route's turns).
        assert ask(crew.url, TASK_A).status_code == 421
        assert ask(crew.url, TASK_A, *history[1:3]).status_code == 421
        assert [e.unrouted for e in log.entries("run_other")] == [False, True, True]
        follow_up = {"role": "user", "content": "Which room did you book for me?"}
        second = [{"role": "user", "content": TASK_A}, *history[1:], follow_up]
        body = {"model": "scripted", "messages": second}
        sent = httpx.post(crew.url + "/chat/completions", json=body, timeout=10)
        assert sent.status_code == 200, sent.text
        assert not any(e.unrouted for e in log.entries("run_crew"))
        assert [e.unrouted for e in log.entries("run_other")] == [False, True, True]
        # On the route of a run of another item, the same history is another conversation.
        c = harness(made, "run_c")
        converse(c.url, TASK_B)
        on_c = httpx.post(c.url + "/chat/completions", json=body, timeout=10)
        assert on_c.status_code == 421
        assert not any(e.unrouted for e in log.entries("run_c"))
