"""The worker protocol, end to end, with the framework-free reference driver in this interpreter."""

from __future__ import annotations

import asyncio
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.adapters import AgentSpec, Traits
from arena.arenas import Arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import RunError
from arena.evaluate import check_spec
from arena.runner import LegRunner, run_many
from arena.session import SessionLine
from arena.settings import RunSettings
from arena.tools import rooms
from arena.types import InputResponse, Turn
from arena.workers import client
from arena.workers.client import WorkerAdapter
from arena.workers.process import WorkerProcess
from trace_support import handing
from worker_support import stop_workers

DRIVER = "arena.workers.reference:ReferenceDriver"
TASK = "Please book a room for 6 people on Tuesday."


def make_adapter(spec: AgentSpec | None = None) -> WorkerAdapter:
    return WorkerAdapter(
        spec or AgentSpec.from_module(rooms),
        name="reference",
        env="reference",
        driver=DRIVER,
        traits=Traits(pause_kind="emulated", mechanism="emulated"),
        python=Path(sys.executable),
    )


@pytest.fixture
def adapter() -> Iterator[WorkerAdapter]:
    yield make_adapter()
    stop_workers(DRIVER)


def leg(ctx: RunContext, call: object) -> Turn:
    return asyncio.run(LegRunner(timeout_s=30)(ctx, call))  # type: ignore[arg-type]


def test_tools_run_in_the_harness_and_the_gate_pauses(
    adapter: WorkerAdapter, endpoint: ModelEndpoint
) -> None:
    ctx = RunContext(run_id="run_w", adapter="reference", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert request.action == "request_approval" and request.native_id
    # search_rooms went worker -> harness -> @recorded: it is in the harness's log.
    assert [(c.tool, c.status) for c in ctx.tool_calls] == [("search_rooms", "ok")]
    answer = InputResponse(request_id=request.id, option_id="approve")
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in ctx.tool_calls] == [
        ("search_rooms", "ok"),
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert adapter.durable and adapter.framework_version.startswith("reference")


def test_one_resident_worker_serves_concurrent_runs(
    adapter: WorkerAdapter, endpoint: ModelEndpoint, hitl_arena: Arena
) -> None:
    jobs = [(adapter, item) for item in hitl_arena.items]
    results = asyncio.run(
        run_many(
            jobs,
            endpoint,
            arena=hitl_arena.name,
            settings=RunSettings(concurrency=6),
            spec=check_spec(hitl_arena),
        )
    )
    assert len(results) == 12 and all(r.passed for r in results)
    workers = [w for w in client._WORKERS.values() if w.driver == DRIVER]
    assert len(workers) == 1 and workers[0].alive


def test_session_survives_a_new_worker_process(
    adapter: WorkerAdapter, endpoint: ModelEndpoint
) -> None:
    ctx = RunContext(run_id="run_d", adapter="reference", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    snapshot = ctx.session.snapshot()
    assert snapshot is not None  # JSON: the store can keep it
    stop_workers(DRIVER)  # the worker that paused the run is gone
    fresh = RunContext(
        run_id="run_d",
        adapter="reference",
        endpoint=endpoint,
        session=SessionLine.restore(snapshot),
        pending=dict(ctx.pending),
        leg=ctx.leg,
    )
    answer = InputResponse(request_id=first.requests[0].id, option_id="deny")
    second = leg(fresh, handing(adapter, [answer], fresh))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in fresh.tool_calls] == [("request_approval", "rejected")]
    assert "denied" in second.message


def test_a_dead_worker_is_replaced_on_the_next_leg(
    adapter: WorkerAdapter, endpoint: ModelEndpoint
) -> None:
    ctx = RunContext(run_id="run_x", adapter="reference", endpoint=endpoint)
    assert leg(ctx, lambda: adapter.start(TASK, ctx)).status == "waiting"
    (worker,) = [w for w in client._WORKERS.values() if w.driver == DRIVER]
    assert worker._proc is not None
    os.kill(worker._proc.pid, 9)
    worker._proc.wait()
    ctx2 = RunContext(run_id="run_y", adapter="reference", endpoint=endpoint)
    again = leg(ctx2, lambda: adapter.start(TASK, ctx2))
    assert again.status == "waiting", again.error  # a new worker took over
    assert client.worker_for(Path(sys.executable), DRIVER) is not worker


def test_a_ready_worker_is_reused_without_a_lookup_and_a_stopped_one_is_replaced(
    adapter: WorkerAdapter, endpoint: ModelEndpoint, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = RunContext(run_id="run_r1", adapter="reference", endpoint=endpoint)
    assert leg(first, lambda: adapter.start(TASK, first)).status == "waiting"
    lookups: list[object] = []
    real = client.worker_for
    monkeypatch.setattr(client, "worker_for", lambda *a: lookups.append(a) or real(*a))
    second = RunContext(run_id="run_r2", adapter="reference", endpoint=endpoint)
    assert leg(second, lambda: adapter.start(TASK, second)).status == "waiting"
    assert lookups == []  # the resident worker, still ready, served the leg directly
    stop_workers(DRIVER)
    third = RunContext(run_id="run_r3", adapter="reference", endpoint=endpoint)
    turn = leg(third, lambda: adapter.start(TASK, third))
    assert turn.status == "waiting", turn.error  # a stopped worker is not ready: a new one
    assert len(lookups) == 1


def test_broken_driver_reports_why_it_did_not_start(endpoint: ModelEndpoint) -> None:
    broken = WorkerAdapter(
        AgentSpec.from_module(rooms),
        name="broken",
        env="broken",
        driver="arena.workers.nonexistent:Driver",
        traits=Traits(pause_kind="emulated", mechanism="-"),
        python=Path(sys.executable),
    )
    ctx = RunContext(run_id="run_b", adapter="broken", endpoint=endpoint)
    try:
        turn = leg(ctx, lambda: broken.start(TASK, ctx))
    finally:
        stop_workers("arena.workers.nonexistent:Driver")
    assert turn.status == "failed"
    assert "ModuleNotFoundError" in (turn.error or "")


def test_a_worker_that_could_not_start_says_why_after_it_has_exited() -> None:
    """The reason comes on the ``ready`` line, then the worker exits: whichever the harness sees
    first, the error names the reason, not just the exit code (CI once got only the code)."""
    worker = WorkerProcess(Path(sys.executable), "arena.workers.nonexistent:Driver")
    try:
        with pytest.raises(RunError, match="ModuleNotFoundError"):
            worker.ensure_ready()
        deadline = time.monotonic() + 60
        while worker._dead is None and time.monotonic() < deadline:  # the reader saw the exit
            time.sleep(0.01)
        assert worker._dead is not None
        with pytest.raises(RunError, match="ModuleNotFoundError"):
            worker.ensure_ready()
    finally:
        worker.stop()


@pytest.mark.parametrize("value", ["zero", "0", "-2", "1.5"])
def test_a_bad_worker_threads_variable_is_refused_on_both_sides(value: str) -> None:
    """The harness refuses it before a worker starts (every run would fail with "exited with
    code 2"); a worker started with it anyway ends with the same one line, no traceback."""
    import subprocess

    from arena.workers.protocol import worker_threads

    with pytest.raises(ValueError, match=rf"ARENA_WORKER_THREADS='{value}': give the legs"):
        worker_threads({"ARENA_WORKER_THREADS": value})
    assert worker_threads({}) == 8 and worker_threads({"ARENA_WORKER_THREADS": " 3 "}) == 3
    child = subprocess.run(
        [sys.executable, "-m", "arena.workers.serve", "crewai"],
        env={**os.environ, "ARENA_WORKER_THREADS": value},
        capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert child.returncode == 2
    assert (
        child.stderr.startswith("error: ARENA_WORKER_THREADS=") and "Traceback" not in child.stderr
    )
