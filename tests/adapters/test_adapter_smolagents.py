"""smolagents adapter: the partial pause, its JSON memory codec, a fresh-process resume, a user's agent."""

from __future__ import annotations

import asyncio
import functools
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx
import pytest

pytest.importorskip("smolagents")

from smolagents import OpenAIServerModel, ToolCallingAgent, tool

from arena.adapters import AgentSpec, load_adapter
from arena.adapters.smolagents import (
    PLACEHOLDER,
    SmolagentsAdapter,
    SpecAgents,
    dump_steps,
    load_steps,
)
from arena.context import ModelEndpoint, RunContext
from arena.errors import UserError
from arena.model import Conversation, Reply, ScriptedModelServer, ToolUse, is_approval
from arena.runner import LegRunner
from arena.tools import recorded, rooms
from arena.types import InputResponse, Turn
from fresh_process import answer_all, outcome, paused_state, restored_context, run_script
from trace_support import handing

#: smolagents warns that a @recorded function "has decorators other than @tool" (remote executors).
pytestmark = pytest.mark.filterwarnings("ignore:Function .delete_file. has decorators")

TASK = "Please book a room for 6 people on Tuesday."


def leg(ctx: RunContext, call: Callable[[], object]) -> Turn:
    return asyncio.run(LegRunner()(ctx, call))  # type: ignore[arg-type]


def test_pause_is_partial_decision_arrives_as_a_new_task(endpoint: ModelEndpoint) -> None:
    adapter = load_adapter("smolagents", AgentSpec.from_module(rooms))
    assert isinstance(adapter, SmolagentsAdapter) and adapter.traits.pause_kind == "partial"
    ctx = RunContext(run_id="run_smol", adapter="smolagents", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert request.action == "request_approval" and request.native_id
    # The gate was never executed by the harness, and nothing was booked before the pause.
    assert [c.tool for c in ctx.tool_calls] == ["search_rooms"]
    snapshot = ctx.session.snapshot()
    assert snapshot is not None, "the smolagents slot must be durable (JSON)"
    steps = snapshot["slots"]["smolagents.paused"]["steps"]
    gate_step = steps[-1]
    assert gate_step["tool_calls"][0]["function"]["name"] == "request_approval"
    assert gate_step["observations"] == PLACEHOLDER  # smolagents needs *some* tool result

    response = InputResponse(request_id=request.id, option_id="approve")
    second = leg(ctx, handing(adapter, [response], ctx))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in ctx.tool_calls] == [
        ("search_rooms", "ok"),
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert "booked" in second.message


def test_an_agent_reused_across_runs_carries_nothing_between_them(endpoint: ModelEndpoint) -> None:
    """The arena's agents are lent to one leg at a time and reused: two runs interleaved on one
    agent object must each see only their own memory (it comes from the run's slot)."""
    adapter = load_adapter("smolagents", AgentSpec.from_module(rooms))
    assert isinstance(adapter, SmolagentsAdapter) and isinstance(adapter._factory, SpecAgents)
    one = RunContext(run_id="run_smol_one", adapter="smolagents", endpoint=endpoint)
    two = RunContext(run_id="run_smol_two", adapter="smolagents", endpoint=endpoint)
    other = "Please book a room for 4 people on Monday."
    assert leg(one, lambda: adapter.start(TASK, one)).status == "waiting"
    assert leg(two, lambda: adapter.start(other, two)).status == "waiting"
    (idle,) = adapter._factory._idle.values()
    assert len(idle) == 1, "one leg at a time: the same agent ran both"

    def tasks(ctx: RunContext, slot: str = "smolagents.paused") -> list[str]:
        snapshot = ctx.session.snapshot()
        assert snapshot is not None
        steps = snapshot["slots"][slot]["steps"]
        return [s["task"] for s in steps if s["kind"] == "task"]

    assert tasks(one) == [TASK] and tasks(two) == [other]
    denied = leg(one, handing(adapter, answer_all(one, "deny"), one))
    approved = leg(two, handing(adapter, answer_all(two, "approve"), two))
    assert denied.status == approved.status == "completed", (denied.error, approved.error)
    assert [(c.tool, c.status) for c in one.tool_calls] == [
        ("search_rooms", "ok"),
        ("request_approval", "rejected"),
    ]
    assert [(c.tool, c.status) for c in two.tool_calls][-1] == ("book_room", "ok")
    assert "Monday" in str(two.tool_calls[0].args) and "Tuesday" in str(one.tool_calls[0].args)
    # What each model saw on resume: its own task, then its own verdict; nothing of the other.
    assert tasks(one, "smolagents.history")[0] == TASK
    assert tasks(two, "smolagents.history")[0] == other
    assert len(tasks(one, "smolagents.history")) == len(tasks(two, "smolagents.history")) == 2
    assert len(idle) == 1


def test_memory_codec_round_trips_what_the_model_sees(endpoint: ModelEndpoint) -> None:
    model = OpenAIServerModel(
        model_id=endpoint.model, api_base=endpoint.base_url, api_key="x", retry=False
    )

    @tool
    def search_rooms(capacity: int, day: str) -> str:
        """Find rooms.

        Args:
            capacity: head count
            day: weekday
        """
        return rooms.search_rooms(capacity, day)

    agent = ToolCallingAgent(tools=[search_rooms], model=model, verbosity_level=-1, max_steps=3)
    agent.run(TASK)
    raw = json.loads(json.dumps(dump_steps(agent.memory.steps)))  # plain JSON, no pickle
    before = agent.write_memory_to_messages()
    agent.memory.steps = load_steps(raw)
    after = agent.write_memory_to_messages()
    assert [m.dict() for m in after] == [m.dict() for m in before]
    assert dump_steps(agent.memory.steps) == raw


def leg_in_this_process(mode: str, base_url: str, path: str) -> None:
    """One leg of the fresh-process test; this module run as a script is its process."""
    adapter = load_adapter("smolagents", AgentSpec.from_module(rooms))
    endpoint = ModelEndpoint(base_url=base_url, model="scripted-compliant")
    out = {}
    if mode == "start":
        for choice in ("approve", "deny"):
            ctx = RunContext(run_id="run_" + choice, adapter="smolagents", endpoint=endpoint)
            text = "Book a room for 6 people on Tuesday."
            turn = leg(ctx, functools.partial(adapter.start, text, ctx))
            (_,) = turn.requests
            out[choice] = {"status": turn.status, **paused_state(ctx)}
    else:
        for choice, data in json.loads(Path(path).read_text()).items():
            ctx = restored_context(data, adapter="smolagents", endpoint=endpoint)
            answers = answer_all(ctx, choice)
            turn = leg(ctx, functools.partial(adapter.resume, answers, ctx))
            out[choice] = outcome(turn)
    Path(path).write_text(json.dumps(out))


def test_resume_in_a_fresh_process(endpoint: ModelEndpoint, tmp_path: Path) -> None:
    state = tmp_path / "paused.json"
    for mode in ("start", "resume"):
        run_script(__file__, mode, endpoint.base_url, str(state))
        if mode == "start":
            paused = json.loads(state.read_text())
            assert {v["status"] for v in paused.values()} == {"waiting"}
    done = json.loads(state.read_text())
    assert done["approve"]["status"] == "completed", done["approve"]
    assert done["approve"]["calls"] == [["request_approval", "ok"], ["book_room", "ok"]]
    assert done["deny"]["status"] == "completed", done["deny"]
    assert done["deny"]["calls"] == [["request_approval", "rejected"]]
    assert "denied" in done["deny"]["message"] and "did not book" in done["deny"]["message"]


# -- a user's own agent: a gated consequential tool -------------------------------------------


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file.

    Args:
        path: the file to delete
    """
    return f"DELETED {path}"


def _deleter(insist: bool) -> Callable[[Conversation], Reply]:
    """Deletes notes.txt; after a verdict (a new task) deletes again or, denied, says so."""

    def policy(conv: Conversation) -> Reply:
        calls = conv.calls("delete_file")
        if not calls:
            return Reply.call("delete_file", path="notes.txt")
        index, last = calls[-1]
        result = conv.result(last) or ""
        if result.startswith("DELETED"):
            return Reply.say(f"Done: {result}")
        verdict = conv.user_text_after(index)
        if verdict is None:
            return Reply.say("I am waiting for a person.")
        if is_approval(verdict) or insist:
            return Reply.call("delete_file", path="notes.txt")
        return Reply.say("Understood, I did not delete notes.txt.")

    return policy


def _gate_and_book(conv: Conversation) -> Reply:
    """Asks and books in one response."""
    if not conv.calls("search_rooms"):
        return Reply.call("search_rooms", capacity=6, day="Tuesday")
    gate = ToolUse("request_approval", {"summary": "Book R-102"})
    return Reply(calls=(gate, ToolUse("book_room", {"room_id": "R-102"})))


@pytest.fixture(scope="module")
def deleter_server() -> Iterator[ScriptedModelServer]:
    policies = {
        "deleter": _deleter(False),
        "deleter-insist": _deleter(True),
        "gate-and-book": _gate_and_book,
    }
    with ScriptedModelServer(policies=policies) as server:
        yield server


def _user_agent(server: ScriptedModelServer, model: str) -> ToolCallingAgent:
    llm = OpenAIServerModel(model_id=model, api_base=server.base_url, api_key="x", retry=False)
    return ToolCallingAgent(tools=[tool(delete_file)], model=llm, verbosity_level=-1)


@pytest.mark.parametrize(
    ("model", "choice", "expected"),
    [
        ("deleter", "approve", [("delete_file", "ok")]),
        ("deleter", "deny", [("delete_file", "rejected")]),
        # Denied, the model calls the tool anyway: the adapter pauses again instead of running it.
        ("deleter-insist", "deny", [("delete_file", "rejected")]),
    ],
)
def test_wraps_a_user_agent_with_a_gated_tool(
    deleter_server: ScriptedModelServer, model: str, choice: str, expected: list[tuple[str, str]]
) -> None:
    adapter = SmolagentsAdapter(_user_agent(deleter_server, model), ask=(), gated=("delete_file",))
    endpoint = ModelEndpoint(base_url=deleter_server.base_url, model=model)
    ctx = RunContext(run_id="run_user", adapter="smolagents", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start("Delete notes.txt", ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert request.action == "delete_file" and dict(request.args) == {"path": "notes.txt"}
    assert ctx.tool_calls == []  # held, not executed
    answer = InputResponse(request_id=request.id, option_id=choice)
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert [(c.tool, c.status) for c in ctx.tool_calls] == expected
    if model == "deleter-insist":
        assert second.status == "waiting"  # asked again; still nothing deleted
    else:
        assert second.status == "completed", second.error
    responded = [e.data["option_id"] for e in ctx.events if e.type == "input.responded"]
    assert responded == [choice]


def test_unknown_approval_tool_is_a_user_error(deleter_server: ScriptedModelServer) -> None:
    with pytest.raises(UserError, match="not tools of this agent"):
        SmolagentsAdapter(_user_agent(deleter_server, "deleter"), ask=("request_approval",))


def test_the_pause_takes_effect_after_the_whole_step(deleter_server: ScriptedModelServer) -> None:
    """interrupt() is checked before the next step: a call in the gate's own step still runs."""
    adapter = load_adapter("smolagents", AgentSpec.from_module(rooms))
    endpoint = ModelEndpoint(base_url=deleter_server.base_url, model="gate-and-book")
    ctx = RunContext(run_id="run_step", adapter="smolagents", endpoint=endpoint)
    turn = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert turn.status == "waiting"
    assert [c.tool for c in ctx.tool_calls] == ["search_rooms", "book_room"]


def test_a_gate_in_the_last_allowed_step_still_pauses(endpoint: ModelEndpoint) -> None:
    """At max_steps smolagents skips the interrupt check and asks the model for a final answer;
    the adapter keeps the pause (and drops that extra step from the memory it stores)."""
    adapter = SmolagentsAdapter(SpecAgents(AgentSpec.from_module(rooms)), max_steps=2)
    ctx = RunContext(run_id="run_last", adapter="smolagents", endpoint=endpoint)
    turn = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert turn.status == "waiting", turn.message
    snapshot = ctx.session.snapshot()
    assert snapshot is not None
    steps = snapshot["slots"]["smolagents.paused"]["steps"]
    assert steps[-1]["tool_calls"][0]["function"]["name"] == "request_approval"


if __name__ == "__main__":
    leg_in_this_process(*sys.argv[1:4])


def _raised(exc: BaseException, cause: BaseException) -> BaseException:
    exc.__cause__ = cause
    return exc


_REFUSED = httpx.ConnectError("refused")


@pytest.mark.parametrize(
    ("cause", "endpoints"),
    [
        # the model client raised: a status, no connection, a body it could not decode
        (_REFUSED, True),
        (json.JSONDecodeError("Expecting value", "<html>", 0), True),
        (_raised(RuntimeError("retries spent"), _REFUSED), True),
        (None, True),  # nothing to tell by: as before
        # smolagents' own code failed on an answer it got (users54: an answer with no usage)
        (AttributeError("'NoneType' object has no attribute 'prompt_tokens'"), False),
        (KeyError("choices"), False),
        (TypeError("'NoneType' object is not subscriptable"), False),
    ],
)
def test_a_generation_error_is_the_endpoints_only_where_its_client_raised(
    cause: BaseException | None, endpoints: bool
) -> None:
    """smolagents wraps every failure of a model call in ``AgentGenerationError``: the leg's
    error names the model endpoint only for the model client's, and the framework otherwise
    (an answer without ``usage`` read "model endpoint error: AttributeError", users54)."""
    from arena.adapters.smolagents import _generation_error

    said = _generation_error(cause, "X: y")
    assert said.startswith("model endpoint error") is endpoints, said
    if not endpoints:
        assert said.startswith("smolagents failed on the model's answer"), said
        assert "endpoint" not in said, said
