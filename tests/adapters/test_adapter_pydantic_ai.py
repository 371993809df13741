"""Pydantic AI adapter: native deferred-tool pauses, resumes in a fresh process, a user's own agent.

The conformance suite covers the arena items; these tests cover what is specific to this adapter.
"""

from __future__ import annotations

import asyncio
import functools
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pydantic_ai")

from pydantic_ai import Agent, Tool

from arena.adapters import AgentSpec
from arena.adapters.pydantic_ai import PydanticAIAdapter, answering_tool, build
from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import UserError
from arena.model import Conversation, Reply, ScriptedModelServer
from arena.runner import LegRunner, RunResult, run_item
from arena.tools import recorded
from arena.types import EvalItem, InputRequest, InputResponse, Responder, Turn, new_id
from fresh_process import (
    answer_all,
    last_json_line,
    outcome,
    paused_state,
    restored_context,
    run_script,
)
from trace_support import handing

# -- a user's own agent: not the booking agent ---------------------------------------------------


@recorded
def ask_human(question: str) -> str:
    """Ask the person in charge a yes/no question and wait for the answer."""
    return "NOT ASKED: ask_human ran instead of pausing"


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file from the shared drive. Consequential."""
    return f"deleted {path}"


def files_policy(conv: Conversation) -> Reply:
    """Ask first (when the agent has an ask tool), then delete, then report what came back."""
    asked = conv.calls("ask_human")
    if "ask_human" in conv.tools and not asked:
        return Reply.call("ask_human", question="May I delete draft.txt?")
    if asked:
        answer = conv.result(asked[0][1]) or ""
        if "APPROVED" not in answer:
            return Reply.say(f"I left draft.txt alone. ({answer})")
    deleted = conv.calls("delete_file")
    if not deleted:
        return Reply.call("delete_file", path="draft.txt")
    return Reply.say(f"Result: {conv.result(deleted[0][1])}")


FILES_MODEL = "files-agent"


@pytest.fixture(scope="module")
def files_server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer(policies={FILES_MODEL: files_policy}) as server:
        yield server


def files_agent(*, native_gate: bool = False, native_ask: bool = False) -> Agent[None, str]:
    tools: list[Any] = (
        [Tool(delete_file, requires_approval=True)]
        if native_gate
        else [
            ask_human,
            delete_file,
        ]
    )
    if native_ask:  # both approval points declared the way build() declares the arena's
        tools = [answering_tool(ask_human), Tool(delete_file, requires_approval=True)]
    return Agent(instructions="You tidy the shared drive.", tools=tools, output_type=str)


def answers(*choices: str | Mapping[str, Any]) -> Any:
    """An answerer giving the n-th pause the n-th choice: an option id or edited args."""

    def answer(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        choice = choices[resumes]
        who = Responder(name="tester", interface="eval")
        if isinstance(choice, Mapping):
            return [
                InputResponse(request_id=r.id, edited_args=choice, responder=who) for r in requests
            ]
        return [InputResponse(request_id=r.id, option_id=choice, responder=who) for r in requests]

    return answer


def run_files(adapter: PydanticAIAdapter, server: ScriptedModelServer, *choices: Any) -> RunResult:
    endpoint = ModelEndpoint(base_url=server.base_url, model=FILES_MODEL)
    item = EvalItem(id="files-1", input="Clean up draft.txt please.")
    return asyncio.run(run_item(adapter, item, endpoint, answerer=answers(*choices)))


def log(result: RunResult) -> list[tuple[str, str, str]]:
    return [(c.tool, c.status, c.result) for c in result.trace.tool_calls]


# -- the arena's booking agent -------------------------------------------------------------------


def booking_adapter(arena: Arena) -> PydanticAIAdapter:
    return build(AgentSpec.from_module(arena.tools(), name=arena.name))


def test_describes_itself_from_what_it_builds(hitl_arena: Arena) -> None:
    adapter = booking_adapter(hitl_arena)
    assert adapter.name == "pydantic_ai"
    assert adapter.framework_version.startswith("pydantic-ai 2.")
    assert adapter.durable
    (toolset,) = adapter.agent.toolsets
    tools = toolset.tools  # type: ignore[attr-defined]
    assert tools["request_approval"].requires_approval
    assert not tools["book_room"].requires_approval


def test_pause_is_a_deferred_call_and_its_state_is_json(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    adapter = booking_adapter(hitl_arena)
    ctx = RunContext(run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint)
    turn = asyncio.run(LegRunner()(ctx, lambda: adapter.start("Book a room for 6 on Tuesday", ctx)))

    assert turn.status == "waiting", turn.error
    (request,) = turn.requests
    assert request.action == "request_approval" and request.native_id
    assert "summary" in request.args
    # the gate was deferred, not executed: only the search ran
    assert [(c.tool, c.status) for c in turn.tool_calls] == [("search_rooms", "ok")]
    snapshot = ctx.session.snapshot()
    assert snapshot is not None
    state = json.loads(json.dumps(snapshot))["slots"]["pydantic_ai.paused"]
    assert state["version"] == 1
    assert state["call_ids"] == [request.native_id]
    kinds = [m["kind"] for m in state["messages"]]
    assert kinds[0] == "request" and kinds[-1] == "response"


def resume_in_this_process(base_url: str, path: str) -> list[dict[str, Any]]:
    """The second process: the paused runs' JSON and a freshly built adapter; approve, then deny."""
    arena = load_arena("human_in_the_loop")
    adapter = build(AgentSpec.from_module(arena.tools(), name=arena.name))
    endpoint = ModelEndpoint(base_url=base_url, model="scripted-compliant")
    report = []
    for run, choice in zip(json.loads(Path(path).read_text()), ("approve", "deny"), strict=True):
        ctx = restored_context(run, adapter=adapter.name, endpoint=endpoint)
        answers = answer_all(ctx, choice)
        resume = functools.partial(adapter.resume, answers, ctx)
        turn = asyncio.run(LegRunner()(ctx, resume))
        ids = [a.request_id for a in answers]
        report.append({"choice": choice, "request_ids": ids, **outcome(turn, "request_id")})
    return report


def pause_for_another_process(
    adapter: PydanticAIAdapter, endpoint: ModelEndpoint, text: str
) -> dict[str, Any]:
    """Leg 1 here; what a store would keep (session snapshot, pending requests) as plain JSON."""
    ctx = RunContext(run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint)
    turn = asyncio.run(LegRunner()(ctx, lambda: adapter.start(text, ctx)))
    assert turn.status == "waiting", turn.error
    return paused_state(ctx)


@pytest.mark.slow
def test_resumes_in_a_fresh_process_from_the_serialised_history(
    tmp_path: Path, hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    adapter = booking_adapter(hitl_arena)
    runs = [
        pause_for_another_process(adapter, endpoint, "Book a room for 6 people on Tuesday"),
        pause_for_another_process(adapter, endpoint, "Book a room for 4 people on Monday"),
    ]
    state = tmp_path / "paused.json"
    state.write_text(json.dumps(runs))
    stdout = run_script(__file__, "resume", endpoint.base_url, str(state))
    approved, denied = last_json_line(stdout)

    assert approved["status"] == "completed", approved["error"]
    (req_id,) = approved["request_ids"]
    assert approved["calls"] == [
        ["request_approval", "ok", req_id],
        ["book_room", "ok", req_id],
    ]
    assert "booked" in approved["message"]

    assert denied["status"] == "completed", denied["error"]
    assert [c[:2] for c in denied["calls"]] == [["request_approval", "rejected"]]
    assert "did not book" in denied["message"]


def test_resume_refuses_an_answer_that_leaves_a_request_open(
    hitl_arena: Arena, endpoint: ModelEndpoint
) -> None:
    adapter = booking_adapter(hitl_arena)
    ctx = RunContext(run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint)
    run_leg = LegRunner()
    asyncio.run(run_leg(ctx, lambda: adapter.start("Book a room for 6 on Tuesday", ctx)))
    turn: Turn = asyncio.run(run_leg(ctx, handing(adapter, [], ctx)))
    assert turn.status == "failed"
    assert "answer every pending request" in (turn.error or "")
    assert ctx.session.snapshot() is not None  # the pause is still there to answer properly


# -- a user's own agent ----------------------------------------------------------------------------


def test_users_agent_ask_then_gated_tool_both_approved(files_server: ScriptedModelServer) -> None:
    adapter = PydanticAIAdapter(files_agent(), ask=["ask_human"], gated=["delete_file"])
    result = run_files(adapter, files_server, "approve", "approve")

    assert result.status == "completed", result.trace.error
    assert [t.status for t in result.trace.legs] == ["waiting", "waiting", "completed"]
    assert [r.action for t in result.trace.legs for r in t.requests] == ["ask_human", "delete_file"]
    # ask tool: answered with the decision, never executed; gated tool: executed once, logged once
    assert log(result) == [
        ("ask_human", "ok", "APPROVED by tester."),
        ("delete_file", "ok", "deleted draft.txt"),
    ]
    assert result.trace.tool_calls[-1].request_id == result.trace.legs[1].requests[0].id
    assert result.trace.final_message == "Result: deleted draft.txt"


def test_users_agent_denied_gated_tool_does_not_run_and_the_model_sees_why(
    files_server: ScriptedModelServer,
) -> None:
    adapter = PydanticAIAdapter(files_agent(), ask=["ask_human"], gated=["delete_file"])
    result = run_files(adapter, files_server, "approve", "deny")

    assert result.status == "completed", result.trace.error
    assert [(tool, status) for tool, status, _ in log(result)] == [
        ("ask_human", "ok"),
        ("delete_file", "rejected"),
    ]
    assert result.trace.final_message == "Result: DENIED by tester: do not proceed."


def test_users_agent_denied_ask_tool_ends_without_the_gated_call(
    files_server: ScriptedModelServer,
) -> None:
    adapter = PydanticAIAdapter(files_agent(), ask=["ask_human"], gated=["delete_file"])
    result = run_files(adapter, files_server, "deny")

    assert result.status == "completed", result.trace.error
    assert log(result) == [("ask_human", "rejected", "DENIED by tester: do not proceed.")]
    assert "left draft.txt alone" in result.trace.final_message


def test_users_native_requires_approval_tool_runs_with_edited_args(
    files_server: ScriptedModelServer,
) -> None:
    # declared requires_approval=True on the user's agent: no names needed, edits reach the tool
    adapter = PydanticAIAdapter(files_agent(native_gate=True))
    result = run_files(adapter, files_server, {"path": "old-draft.txt"})

    assert result.status == "completed", result.trace.error
    assert log(result)[-1] == ("delete_file", "ok", "deleted old-draft.txt")
    assert result.trace.final_message == "Result: deleted old-draft.txt"


def test_an_answering_tool_is_the_tools_schema_and_spares_the_per_run_hooks(
    hitl_arena: Arena,
) -> None:
    # the model is offered exactly the tool it would get from the function itself
    assert answering_tool(ask_human).tool_def == Tool(ask_human, requires_approval=True).tool_def
    assert booking_adapter(hitl_arena)._capabilities is None
    native = files_agent(native_ask=True)
    assert PydanticAIAdapter(native, ask=["ask_human"], gated=["delete_file"])._capabilities is None
    # an ask tool with its own body, or a gated tool pydantic-ai would run unasked: hooks needed
    own_body = files_agent()
    unasked = Agent(tools=[answering_tool(ask_human), delete_file], output_type=str)
    for agent in (own_body, unasked):
        adapter = PydanticAIAdapter(agent, ask=["ask_human"], gated=["delete_file"])
        assert adapter._capabilities is not None


def test_native_approval_points_ask_then_run_the_gated_tool(
    files_server: ScriptedModelServer,
) -> None:
    adapter = PydanticAIAdapter(
        files_agent(native_ask=True), ask=["ask_human"], gated=["delete_file"]
    )
    result = run_files(adapter, files_server, "approve", "approve")

    assert result.status == "completed", result.trace.error
    assert [r.action for t in result.trace.legs for r in t.requests] == ["ask_human", "delete_file"]
    assert log(result) == [
        ("ask_human", "ok", "APPROVED by tester."),
        ("delete_file", "ok", "deleted draft.txt"),
    ]
    assert result.trace.final_message == "Result: deleted draft.txt"


def test_an_answering_tool_gives_the_model_the_persons_own_words(
    files_server: ScriptedModelServer,
) -> None:
    adapter = PydanticAIAdapter(
        files_agent(native_ask=True), ask=["ask_human"], gated=["delete_file"]
    )
    endpoint = ModelEndpoint(base_url=files_server.base_url, model=FILES_MODEL)
    item = EvalItem(id="files-1", input="Clean up draft.txt please.")

    def typed(requests: Sequence[InputRequest], resumes: int) -> list[InputResponse]:
        who = Responder(name="tester", interface="eval")
        return [InputResponse(request_id=r.id, text="keep it", responder=who) for r in requests]

    result = asyncio.run(run_item(adapter, item, endpoint, answerer=typed))
    assert result.status == "completed", result.trace.error
    assert log(result) == [("ask_human", "ok", "Answer from tester: keep it")]
    assert result.trace.final_message == "I left draft.txt alone. (Answer from tester: keep it)"


def test_wrapping_mistakes_are_user_errors() -> None:
    with pytest.raises(UserError, match=r"no tool named 'remove_file'.*ask_human, delete_file"):
        PydanticAIAdapter(files_agent(), gated=["remove_file"])
    with pytest.raises(UserError, match="both ask and gated"):
        PydanticAIAdapter(files_agent(), ask=["delete_file"], gated=["delete_file"])
    with pytest.raises(UserError, match=r"wraps a pydantic_ai\.Agent"):
        PydanticAIAdapter(object())  # type: ignore[arg-type]


if __name__ == "__main__" and sys.argv[1:2] == ["resume"]:
    print(json.dumps(resume_in_this_process(*sys.argv[2:4])))


@pytest.mark.parametrize("own", [None, "yes"])
def test_the_frameworks_first_run_banner_is_off_on_a_terminal(own: str | None) -> None:
    """pydantic-ai prints a Logfire banner on a process's first agent run when stderr is a
    terminal: it appeared between arena run's progress bars (outside tester 9, finding 6). Once
    the adapter is loaded the framework owes no banner, outside pytest and CI too; a user's own
    setting of the switch is left as it is."""
    import os
    import subprocess

    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTEST_VERSION", "CI", "PYDANTIC_AI_NO_BANNER")
    }
    if own is not None:
        env["PYDANTIC_AI_NO_BANNER"] = own
    code = (
        "import os, arena.adapters.pydantic_ai\n"
        "from pydantic_ai import _display\n"
        "print(_display.banner_available(is_terminal=True), os.environ['PYDANTIC_AI_NO_BANNER'])\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True
    )
    assert out.stdout.split() == ["False", own or "1"], out.stderr
