"""The scripted model's log endpoints (``/arena/log/<run_id>``) answer the harness only.

They were served on every scripted server: an adapter could DELETE its own run's log (the
evidence that it went on past its gate) or read another run's. They now take the key made by
the process that started the model (a header), known to the harness's code alone — not in the
run's endpoint URL, key or environment — and refuse (403) without it.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Iterator

import httpx
import pytest

from arena.adapters import AgentSpec
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.endpoints import ModelChoice
from arena.evaluate import check_spec
from arena.model import ScriptedModelServer
from arena.model.process import LOG_PATH, ModelProcess
from arena.model_endpoint import run_endpoint
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from reference_adapters_droplog import DropsOwnLog

APPROVED, DENIED = "hitl-01", "hitl-02"


def root(base_url: str) -> str:
    return base_url.rstrip("/").removesuffix("/v1")


@pytest.fixture(params=["in process", "own process"])
def endpoint(request: pytest.FixtureRequest) -> Iterator[ModelEndpoint]:
    """What ``arena run`` serves its runs on, and ``arena resume``'s model in its own process."""
    if request.param == "in process":
        with ModelChoice().open() as opened:
            yield opened
        return
    with ModelProcess() as model:
        model.ready()
        yield ModelEndpoint(
            base_url=model.base_url, model="scripted", request_log=model.request_log
        )


def test_the_log_is_refused_without_the_key(endpoint: ModelEndpoint) -> None:
    log = endpoint.request_log
    assert log is not None
    run = run_endpoint(endpoint, "run_k")
    ok = httpx.post(
        run.url + "/chat/completions",
        json={"model": "scripted", "messages": [{"role": "user", "content": "Book a room."}]},
    )
    assert ok.status_code == 200
    url = root(endpoint.base_url) + LOG_PATH + "run_k"
    for method in ("GET", "DELETE", "POST"):
        assert httpx.request(method, url).status_code == 403, method
        wrong = httpx.request(method, url, headers={"x-arena-log-key": "guess"})
        assert wrong.status_code == 403, method
    assert len(log.entries("run_k")) == 1  # the harness still reads it: nothing was deleted


def test_the_key_is_in_no_endpoint_or_environment_the_adapter_sees() -> None:
    with ModelProcess() as model:
        model.ready()
        key = model.request_log._handoff()[2]
        assert key and len(key) >= 32
        endpoint = ModelEndpoint(
            base_url=model.base_url, model="scripted", request_log=model.request_log
        ).for_run("run_s")
        assert key not in repr(endpoint) and key not in endpoint.url
        assert key not in endpoint.api_key and key not in repr(endpoint.request_log)
        assert all(key not in v for v in os.environ.values())


def test_a_server_that_serves_no_harness_has_no_log_endpoint() -> None:
    with ScriptedModelServer() as shared:
        assert httpx.get(root(shared.base_url) + LOG_PATH + "x").status_code == 403


def run(arena: Arena, endpoint: ModelEndpoint) -> list[RunResult]:
    adapter = DropsOwnLog(AgentSpec.from_module(arena.tools(), name=arena.name))
    items = [i for i in arena.items if i.id in (APPROVED, DENIED)]
    return asyncio.run(
        run_many(
            [(adapter, i) for i in items],
            endpoint,
            spec=check_spec(arena),
            settings=RunSettings(leg_timeout_s=30),
        )
    )


def test_an_adapter_that_deletes_its_runs_log_is_refused_and_fails(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    DropsOwnLog.deleted.clear()
    results = run(hitl_arena, endpoint)
    assert len(results) == 2
    for result in results:
        assert DropsOwnLog.deleted[result.run_id] == 403
        suspended = next(c for c in result.checks if c.name == "suspended")
        assert not suspended.passed, suspended.detail
        assert not result.passed


def test_no_public_attribute_of_the_log_an_adapter_reaches_gives_the_key() -> None:
    # The log object is ctx.endpoint.request_log: its public `key` and `handoff()` gave an
    # adapter in an --workers worker the key, to DELETE its run's log or POST its route a
    # behaviour (session 20). What is public holds no key; the harness's handoff is private.
    with ModelProcess() as model:
        model.ready()
        log = model.request_log
        key = log._handoff()[2]
        public = [n for n in dir(log) if not n.startswith("_")]
        assert "key" not in public and "handoff" not in public
        for name in public:
            assert key not in repr(getattr(log, name)), name
