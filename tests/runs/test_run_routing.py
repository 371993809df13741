"""Each run's model requests reach its own URL through clients shared by every run.

A scripted model counts requests per run by URL; frameworks' clients are built once per endpoint
for its shared URL and the leg's route sends each request to the run's URL (arena.deadline,
docs/architecture.md). Built per run's URL, they kept a client, a connection and its file
descriptor per run for the life of the process.
"""

from __future__ import annotations

import asyncio
import os
import threading
from typing import Any

import httpx
import msgspec
import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.deadline import Unrouted, leg_deadline, sync_client
from arena.evaluate import build_adapters, check_spec
from arena.evidence import run_base_url
from arena.runner import run_many

IN_PROCESS = [
    "vanilla",
    "langgraph",
    "openai_agents",
    "pydantic_ai",
    "microsoft_af",
    "google_adk",
    "smolagents",
]
CHAT = {"model": "scripted-compliant", "messages": [{"role": "user", "content": "Hello"}]}


def _sockets() -> int:
    n = 0
    for fd in os.listdir("/proc/self/fd"):
        try:
            n += os.readlink(f"/proc/self/fd/{fd}").startswith("socket:")
        except OSError:
            continue
    return n


def _sockets_per_round(adapter: Any, arena: Arena, endpoint: ModelEndpoint) -> list[int]:
    """Open sockets after each of six rounds of the same six items (one event loop)."""
    items = arena.items[:6]

    async def rounds() -> list[int]:
        counts = []
        for _ in range(6):
            results = await run_many(
                [(adapter, i) for i in items], endpoint, arena=arena.name, spec=check_spec(arena)
            )
            assert all(r.passed for r in results), [
                (r.item.id, [c for c in r.checks if not c.passed]) for r in results if not r.passed
            ]
            # The model log saw every leg that asked: the requests reached the run's own URL.
            for r in results:
                assert r.trace.model_stops, r.item.id
                assert all(s.requests >= 1 for s in r.trace.model_stops), r.trace.model_stops
            counts.append(_sockets())
        return counts

    return asyncio.run(rounds())


@pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="counts /proc/self/fd")
@pytest.mark.parametrize("name", IN_PROCESS)
def test_runs_share_one_client_and_its_connections(
    name: str, hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    [adapter] = build_adapters(hitl_arena, [name])
    counts = _sockets_per_round(adapter, hitl_arena, endpoint)
    # Over the last three rounds (the first ones may widen a pool, more so on a loaded machine:
    # +4 seen in round 2), a client per run would add 18.
    assert counts[5] <= counts[2] + 4, f"{name}: open sockets after each round of 6 runs {counts}"


def test_the_check_sees_a_client_per_run(
    hitl_arena: Arena, endpoint: ModelEndpoint, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The broken reference: every run's own URL handed to the framework as its base URL (what
    arena did before) leaves a connection open per run, and the test above would fail."""

    def per_run_url(self: ModelEndpoint, run_id: str) -> ModelEndpoint:
        return msgspec.structs.replace(self, base_url=run_base_url(self.base_url, run_id))

    monkeypatch.setattr(ModelEndpoint, "for_run", per_run_url)
    [adapter] = build_adapters(hitl_arena, ["vanilla"])
    counts = _sockets_per_round(adapter, hitl_arena, endpoint)
    assert counts[5] >= counts[2] + 18, counts


@pytest.mark.parametrize(
    ("root", "run"),
    [
        ("http://127.0.0.1:9/v1", "http://127.0.0.1:9/runs/run_1/v1"),
        ("http://127.0.0.1:9/v1/", "http://127.0.0.1:9/j/vanilla~a%20b~0/v1"),
        ("http://127.0.0.1:9/v1", "http://127.0.0.2:10/runs/run_1/v1"),  # another authority
    ],
)
def test_a_rerouted_url_is_the_one_parsed_from_its_text(root: str, run: str) -> None:
    """The route swaps the path's root without parsing the URL again; it must come out as the
    URL parsed from the rewritten text would (query kept)."""
    from arena.deadline import _make_route, _rerouted, http

    route = _make_route(root, run)
    url = http().URL(root.rstrip("/") + "/chat/completions?api-version=1")
    got = _rerouted(url, route, str(url))
    want = http().URL(run + "/chat/completions?api-version=1")
    assert (str(got), got.raw_path, got.host, got.port) == (
        str(want),
        want.raw_path,
        want.host,
        want.port,
    )


def test_a_request_under_a_leg_goes_to_the_runs_url(model_server: Any) -> None:
    ran = ModelEndpoint(
        base_url=model_server.base_url, model="m", request_log=model_server.request_log
    ).for_run("run_routed")
    with leg_deadline(30, ran.route), sync_client() as client:
        response = client.post(ran.base_url + "/chat/completions", json=CHAT)
    assert response.status_code == 200
    assert len(model_server.request_log.entries("run_routed")) == 1


def test_a_request_that_lost_its_leg_fails_instead_of_going_unattributed(
    model_server: Any,
) -> None:
    """A framework thread that does not copy the caller's context variables: before, it reached
    the model as nobody's; now it raises a message that names the cause."""
    ran = ModelEndpoint(
        base_url=model_server.base_url, model="m", request_log=model_server.request_log
    ).for_run("run_lost")
    errors: list[BaseException] = []

    def bare_thread() -> None:
        try:
            with sync_client() as client:
                client.post(ran.base_url + "/chat/completions", json=CHAT)
        except (Unrouted, httpx.HTTPError) as exc:
            errors.append(exc)

    with leg_deadline(30, ran.route):
        thread = threading.Thread(target=bare_thread)
        thread.start()
        thread.join()
    assert [type(e) for e in errors] == [Unrouted]
    assert "outside any run's leg" in str(errors[0]) and "copy" in str(errors[0])
    assert model_server.request_log.entries("run_lost") == []
