"""CrewAI through its worker: the flow-level pause, a resume after the worker is replaced, a gated tool.

Needs ``.venvs/crewai`` (``arena env setup crewai``, ~1 GB); skipped with that hint otherwise.
The first test pays the worker's start (importing CrewAI takes seconds); the rest reuse it.
"""

from __future__ import annotations

import asyncio
import os
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from arena import envs
from arena.adapters import AgentSpec, load_adapter
from arena.adapters.crewai import CrewAIAdapter
from arena.adapters.crewai_driver import CONSOLE_ENV, ScratchFlows
from arena.context import ModelEndpoint, RunContext
from arena.model import Conversation, Reply, ScriptedModelServer, ToolUse
from arena.model_endpoint import run_endpoint
from arena.runner import LegRunner
from arena.session import SessionLine
from arena.tools import recorded, rooms
from arena.types import InputResponse, Turn
from arena.workers import client, process
from trace_support import handing

pytestmark = pytest.mark.skipif(
    not envs.ready("crewai"),
    reason="crewai environment not set up: run `arena env setup crewai` (about 1 GB)",
)

TASK = "Please book a room for 6 people on Tuesday."


def leg(ctx: RunContext, call: Callable[[], object]) -> Turn:
    return asyncio.run(LegRunner(timeout_s=120)(ctx, call))  # type: ignore[arg-type]


def test_flow_pause_survives_a_new_worker_process(endpoint: ModelEndpoint) -> None:
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    ctx = RunContext(run_id="run_c", adapter="crewai", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert request.action == "request_approval" and request.native_id
    assert [(c.tool, c.status) for c in ctx.tool_calls] == [("search_rooms", "ok")]
    snapshot = ctx.session.snapshot()
    assert snapshot is not None, "the CrewAI session must be JSON (durable)"
    paused = snapshot["slots"]["worker.session"]["worker"]
    assert paused["context"]["method_name"] == "ask"  # the @human_feedback flow method
    assert paused["state"]["gate"]["name"] == "request_approval"

    client.stop_all()  # the CrewAI process that paused is gone; only the JSON is left
    fresh = RunContext(
        run_id="run_c",
        adapter="crewai",
        endpoint=endpoint,
        session=SessionLine.restore(snapshot),
        pending=dict(ctx.pending),
        leg=ctx.leg,
    )
    answer = InputResponse(request_id=request.id, option_id="approve")
    second = leg(fresh, handing(adapter, [answer], fresh))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in fresh.tool_calls] == [
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert "booked" in second.message
    assert adapter.framework_version.startswith("crewai ")


def test_denial_reaches_the_agent_as_the_gate_result(endpoint: ModelEndpoint) -> None:
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    ctx = RunContext(run_id="run_d", adapter="crewai", endpoint=endpoint)
    (request,) = leg(ctx, lambda: adapter.start(TASK, ctx)).requests
    answer = InputResponse(request_id=request.id, option_id="deny")
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in ctx.tool_calls] == [
        ("search_rooms", "ok"),
        ("request_approval", "rejected"),
    ]
    assert "did not book" in second.message


def test_a_resumed_leg_asks_the_model_with_the_request_as_the_first_leg_did(
    endpoint: ModelEndpoint,
) -> None:
    """CrewAI formats the request with its task template ("Current Task: …") and hands the
    formatted message back in its output: fed back as it came on the next leg, it was wrapped
    again, once more per resume, and a real model read the template nested."""
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    ctx = RunContext(run_id="run_w", adapter="crewai", endpoint=run_endpoint(endpoint, "run_w"))
    (request,) = leg(ctx, lambda: adapter.start(TASK, ctx)).requests
    answer = InputResponse(request_id=request.id, option_id="approve")
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    finished = next(e for e in second.events if e.type == "leg.finished")
    said = finished.data["model_turns"]["said"]
    assert said and all(s.count(TASK) == 1 and s.count("Current Task:") == 1 for s in said), said


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file by path."""
    return f"DELETED {path}"


def _deleter(conv: Conversation) -> Reply:
    calls = conv.calls("delete_file")
    if not calls:
        return Reply.call("delete_file", path="notes.txt")
    result = conv.result(calls[-1][1])
    if result is None:
        return Reply.say("I am waiting for a person.")
    if result.startswith("DELETED"):
        return Reply.say(f"Done: {result}")
    return Reply.say("Understood, I did not delete notes.txt.")


def _both(book_first: bool) -> Callable[[Conversation], Reply]:
    """Asks and books in one response: shows where in a batch the pause takes effect."""

    def policy(conv: Conversation) -> Reply:
        if not conv.calls("search_rooms"):
            return Reply.call("search_rooms", capacity=6, day="Tuesday")
        if conv.calls("request_approval"):
            return Reply.say("Finished.")
        gate = ToolUse("request_approval", {"summary": "Book R-102"})
        book = ToolUse("book_room", {"room_id": "R-102"})
        return Reply(calls=(book, gate) if book_first else (gate, book))

    return policy


@pytest.fixture(scope="module")
def deleter_server() -> Iterator[ScriptedModelServer]:
    policies = {"deleter": _deleter, "gate-first": _both(False), "book-first": _both(True)}
    with ScriptedModelServer(policies=policies) as server:
        yield server


@pytest.mark.parametrize(
    ("model", "before_pause"), [("gate-first", []), ("book-first", ["book_room"])]
)
def test_a_batch_stops_at_the_gate_call(
    deleter_server: ScriptedModelServer, model: str, before_pause: list[str]
) -> None:
    """CrewAI runs a batch holding a result_as_answer tool in order and stops at it: calls after
    the gate are skipped (and answered "NOT RUN" on resume), calls before it have run."""
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    endpoint = ModelEndpoint(base_url=deleter_server.base_url, model=model)
    ctx = RunContext(run_id=f"run_{model}", adapter="crewai", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    assert [c.tool for c in ctx.tool_calls] == ["search_rooms", *before_pause]
    (request,) = first.requests
    answer = InputResponse(request_id=request.id, option_id="approve")
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error


@pytest.mark.parametrize(
    ("choice", "calls", "says"),
    [
        ("approve", [("delete_file", "ok")], "DELETED notes.txt"),
        # A denied call is logged as rejected (made, and blocked by a person): never executed.
        ("deny", [("delete_file", "rejected")], "did not delete"),
    ],
)
def test_gated_tool_runs_only_when_approved(
    deleter_server: ScriptedModelServer, choice: str, calls: list[tuple[str, str]], says: str
) -> None:
    spec = AgentSpec(name="files", system_prompt="You manage files.", tools=(delete_file,))
    adapter = CrewAIAdapter(spec, ask=(), gated=("delete_file",))
    endpoint = ModelEndpoint(base_url=deleter_server.base_url, model="deleter")
    ctx = RunContext(run_id=f"run_g_{choice}", adapter="crewai", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start("Delete notes.txt", ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert request.action == "delete_file" and dict(request.args) == {"path": "notes.txt"}
    assert ctx.tool_calls == []  # stopped before the side effect
    answer = InputResponse(request_id=request.id, option_id=choice)
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in ctx.tool_calls] == calls
    assert says in second.message


def test_each_worker_thread_has_its_own_scratch_flow_file_and_close_removes_them() -> None:
    """Legs at once on one scratch file queued on CrewAI's lock file (polled every 0.25 s): a
    thread runs one leg at a time, so one file per thread is never shared by two legs."""
    scratch = ScratchFlows(make=lambda path: path)
    first, again = scratch.here(), scratch.here()
    other: list[str] = []
    thread = threading.Thread(target=lambda: other.append(scratch.here()))
    thread.start()
    thread.join()
    assert first == again, "a thread reuses its scratch persistence"
    assert other[0] != first, "another thread gets a file of its own"
    assert os.path.dirname(first) == os.path.dirname(other[0]) == scratch.folder
    assert os.path.isdir(scratch.folder)
    scratch.close()
    assert not os.path.exists(scratch.folder), "close() removes the scratch folder"


@pytest.fixture(scope="module")
def _loud_kept() -> dict[str, Any]:
    """The one run of :func:`loud_run`, made on first use."""
    return {}


@pytest.fixture
def loud_run(
    _loud_kept: dict[str, Any], endpoint: ModelEndpoint, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, Any]:
    """One run (paused, approved) on a worker of its own, in a temp folder of its own and told to
    keep CrewAI's console panels (the broken reference of the pipe's test): what its pipe
    carried, and its temp folder during the run and after the worker stopped. A worker start
    costs ~3.3 s of CPU: the two tests below share this one (speed52a)."""
    if not _loud_kept:
        adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
        assert isinstance(adapter, client.WorkerAdapter)
        key = (str(adapter.python), adapter.driver)
        folder = tmp_path_factory.mktemp("crewai-temp")
        env = {"TMPDIR": str(folder), CONSOLE_ENV: "1"}
        worker = process.WorkerProcess(adapter.python, adapter.driver, env)
        with pytest.MonkeyPatch.context() as patch:
            patch.setitem(process._WORKERS, key, worker)
            try:
                lines = _stderr_lines_of_one_run(endpoint, worker)
                during = sorted(p.name for p in folder.iterdir())
            finally:
                worker.stop(timeout=30)
        after = sorted(p.name for p in folder.iterdir())
        _loud_kept.update(lines=lines, during=during, after=after)
    return _loud_kept


def test_a_stopped_worker_leaves_nothing_in_the_temp_folder(loud_run: dict[str, Any]) -> None:
    """CrewAI's default lock store keeps a ``crewai:<md5>.lock`` in the temp folder per flow file
    and never removes it: a worker per ``arena run`` left one per thread (hundreds a day in
    ``/tmp``). The scratch files go with the worker, and so do their lock files."""
    during = loud_run["during"]
    # The worker really used this folder (else the check below could not fail).
    assert any(name.startswith("crewai:") for name in during), during
    assert any(name.startswith("arena-crewai-") for name in during), during
    assert loud_run["after"] == []


def _stderr_lines_of_one_run(endpoint: ModelEndpoint, worker: process.WorkerProcess) -> int:
    """What the worker's stderr pipe carried while one run paused and was approved."""
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    worker.ensure_ready()
    before = worker.stderr_lines
    ctx = RunContext(run_id="run_q", adapter="crewai", endpoint=endpoint)
    (request,) = leg(ctx, lambda: adapter.start(TASK, ctx)).requests
    answer = InputResponse(request_id=request.id, option_id="approve")
    assert leg(ctx, handing(adapter, [answer], ctx)).status == "completed"
    time.sleep(0.2)  # the drainer thread reads what the worker wrote last
    return worker.stderr_lines - before


def test_the_worker_keeps_crewai_console_panels_out_of_its_pipe(
    endpoint: ModelEndpoint, loud_run: dict[str, Any]
) -> None:
    """CrewAI renders ~30 rich panels per leg whatever ``verbose`` says; nobody reads them in the
    worker, and rendering and piping them was ~40 % of its CPU per leg. The broken reference: a
    worker told to keep them (ARENA_CREWAI_CONSOLE=1, :func:`loud_run`) writes them down the
    pipe."""
    adapter = load_adapter("crewai", AgentSpec.from_module(rooms))
    assert isinstance(adapter, client.WorkerAdapter)
    quiet = process.worker_for(adapter.python, adapter.driver)
    # What is left: CrewAI's warning that the scripted model has no token count, once per call.
    assert _stderr_lines_of_one_run(endpoint, quiet) <= 10
    assert loud_run["lines"] >= 100  # ~300: the panels, boxed
