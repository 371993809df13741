"""Microsoft Agent Framework adapter: fresh-process resume, a user-built agent, framework quirks.

Run as a script (``python tests/adapters/test_adapter_microsoft_af.py resume STATE ANSWER...``) it is the
second process of the durability test: it rebuilds the adapter, restores the run from the JSON the
first process wrote, answers and prints what happened as JSON.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agent_framework")

from agent_framework import (
    Agent,
    BaseChatClient,
    ChatResponse,
    Content,
    FunctionInvocationLayer,
    FunctionTool,
    Message,
    tool,
)
from agent_framework.openai import OpenAIChatCompletionClient

from arena.adapters import AgentSpec, load_adapter
from arena.adapters.microsoft_af import MicrosoftAFAdapter
from arena.checks import ACKNOWLEDGEMENT
from arena.context import ModelEndpoint, RunContext
from arena.errors import InvalidAnswer, RunError, UserError
from arena.model import Conversation, Reply, ScriptedModelServer
from arena.runner import LegRunner
from arena.session import SessionLine
from arena.tools import recorded, rooms
from arena.types import InputResponse, Turn
from fresh_process import (
    answer_all,
    last_json_line,
    outcome,
    paused_state,
    restored_context,
    run_script,
)
from trace_support import handed, handing

TASK = "Book a room for 5 people on Tuesday."


def arena_adapter() -> Any:
    return load_adapter("microsoft_af", AgentSpec.from_module(rooms, name="human_in_the_loop"))


def leg(adapter: Any, ctx: RunContext, call: Callable[[], Any]) -> Turn:
    return asyncio.run(LegRunner(timeout_s=30)(ctx, call))


def resume_in_this_process(state_file: str, answer: str) -> dict[str, Any]:
    """The second process: nothing but the JSON state file and a freshly built adapter."""
    state = json.loads(Path(state_file).read_text())
    endpoint = ModelEndpoint(**state["endpoint"])
    ctx = restored_context(state, adapter="microsoft_af", endpoint=endpoint)
    answers = answer_all(ctx, answer)
    adapter = arena_adapter()
    turn = leg(adapter, ctx, handing(adapter, answers, ctx))
    return outcome(turn, "result")


# -- durability ---------------------------------------------------------------------------------


def test_a_new_process_resumes_from_the_json_snapshot(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    adapter = arena_adapter()
    assert adapter.durable
    ctx = RunContext(run_id="run_maf_fresh", adapter="microsoft_af", endpoint=endpoint)
    first = leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    assert [r.action for r in first.requests] == ["request_approval"]
    assert [c.tool for c in ctx.tool_calls] == ["search_rooms"]
    paused = paused_state(ctx)
    assert paused["snapshot"] is not None  # every slot has a codec: what makes the pause durable
    state = tmp_path / "state.json"
    endpoint_json = {"base_url": endpoint.base_url, "model": endpoint.model}
    state.write_text(json.dumps({**paused, "endpoint": endpoint_json}))
    # One new process resumes the same snapshot twice: once approving, once denying.
    out = last_json_line(run_script(__file__, "resume", str(state), "approve", "deny"))

    approved, denied = out["approve"], out["deny"]
    assert approved["status"] == "completed", approved
    assert [c[:2] for c in approved["calls"]] == [["request_approval", "ok"], ["book_room", "ok"]]
    assert approved["calls"][0][2].startswith("APPROVED")
    assert "BK-" in approved["message"]

    assert denied["status"] == "completed", denied
    assert [c[:2] for c in denied["calls"]] == [["request_approval", "rejected"]]
    assert ACKNOWLEDGEMENT.search(denied["message"]), denied["message"]


def test_the_snapshot_is_the_session_at_the_pause_whatever_the_live_session_does_next(
    endpoint: ModelEndpoint,
) -> None:
    """The slot keeps the live AgentSession and writes JSON only when a snapshot is taken: the
    snapshot must still be the pause's state after the live session resumed and ran on, and a
    run restored from it must not see what the live run did."""
    adapter = arena_adapter()
    ctx = RunContext(run_id="run_maf_live", adapter="microsoft_af", endpoint=endpoint)
    leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    state = json.loads(json.dumps(paused_state(ctx)))
    live = leg(adapter, ctx, handing(adapter, answer_all(ctx, "approve"), ctx))
    assert live.status == "completed", live.error
    assert [(c.tool, c.status) for c in ctx.tool_calls][-1] == ("book_room", "ok")
    assert json.loads(json.dumps(ctx.session.snapshot())) != state["snapshot"]

    restored = restored_context(state, adapter="microsoft_af", endpoint=endpoint)
    again = leg(adapter, restored, handing(adapter, answer_all(restored, "deny"), restored))
    assert again.status == "completed", again.error
    assert [(c.tool, c.status) for c in restored.tool_calls] == [("request_approval", "rejected")]
    assert ACKNOWLEDGEMENT.search(again.message), again.message


def test_a_snapshot_of_another_format_is_refused(endpoint: ModelEndpoint) -> None:
    adapter = arena_adapter()
    ctx = RunContext(run_id="run_maf_bad", adapter="microsoft_af", endpoint=endpoint)
    first = leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    snapshot = ctx.session.snapshot()
    assert snapshot is not None
    snapshot["slots"]["microsoft_af.paused"]["format"] = "microsoft_af.paused/0"
    ctx.session = SessionLine.restore(snapshot)
    answers = [InputResponse(request_id=first.requests[0].id, option_id="approve")]
    with pytest.raises(RunError, match=r"microsoft_af\.paused/1"):
        asyncio.run(handed(adapter, answers, ctx))


# -- the ask tool -------------------------------------------------------------------------------


def test_the_model_reads_the_persons_answer_as_the_ask_tools_result(
    endpoint: ModelEndpoint,
) -> None:
    """A typed answer reaches the model verbatim; the gate's own body never runs."""
    adapter = arena_adapter()
    ctx = RunContext(run_id="run_maf_text", adapter="microsoft_af", endpoint=endpoint)
    first = leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    answer = InputResponse(request_id=first.requests[0].id, text="yes, go ahead")
    second = leg(adapter, ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    gate = [c for c in ctx.tool_calls if c.tool == "request_approval"]
    assert [c.result for c in gate] == ["Answer from scripted: yes, go ahead"]
    # The scripted model read "yes" in the tool result as approval and booked; words that read
    # as a go-ahead authorise the proposed call once, as the approve option does (arena.binding).
    assert [(c.tool, c.status) for c in ctx.tool_calls][-1] == ("book_room", "ok")
    assert not any("NOT APPROVED" in c.result for c in ctx.tool_calls)


def test_the_ask_tool_answers_without_any_function_middleware(
    endpoint: ModelEndpoint, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Any function middleware sends every tool call of a leg through the framework's pipeline
    (argument snapshots and comparison tokens per call), about half of this adapter's CPU above
    a native script: no leg's agent carries one of the harness's, and the gate's answer still
    comes from the person. The broken reference, a decision keyed by anything but the call id
    the framework passes to the tool, leaves the call unanswered: nothing is booked."""
    from agent_framework import FunctionMiddleware

    carried: list[bool] = []
    run = Agent.run

    def spy(self: Agent[Any], *args: Any, **kwargs: Any) -> Any:
        carried.append(any(isinstance(m, FunctionMiddleware) for m in self.middleware or []))
        return run(self, *args, **kwargs)

    monkeypatch.setattr(Agent, "run", spy)

    def one_run(run_id: str) -> list[tuple[str, str]]:
        adapter = arena_adapter()
        ctx = RunContext(run_id=run_id, adapter="microsoft_af", endpoint=endpoint)
        first = leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
        assert first.status == "waiting", first.error
        answer = InputResponse(request_id=first.requests[0].id, option_id="approve")
        assert leg(adapter, ctx, handing(adapter, [answer], ctx)).status == "completed"
        return [(c.tool, c.status) for c in ctx.tool_calls]

    # The model read the approval as the gate's result and booked.
    assert one_run("run_maf_mw")[-1] == ("book_room", "ok")
    assert carried == [False, False]

    from arena.adapters import microsoft_af

    class Elsewhere:  # the leg's decisions, keyed so that the tool never finds its call's
        def __init__(self, var: Any) -> None:
            self.var = var

        def set(self, value: dict[str, str]) -> Any:
            return self.var.set({f"not-{k}": v for k, v in value.items()})

        def reset(self, token: Any) -> None:
            self.var.reset(token)

        def get(self, default: Any = None) -> Any:
            return self.var.get(default)

    monkeypatch.setattr(microsoft_af, "_DECISIONS", Elsewhere(microsoft_af._DECISIONS))
    # The model read "NOT APPROVED: ... without a decision" and booked nothing.
    assert ("book_room", "ok") not in one_run("run_maf_mw_broken")


def test_an_unanswered_request_is_refused_before_the_state_is_used(
    endpoint: ModelEndpoint,
) -> None:
    adapter = arena_adapter()
    ctx = RunContext(run_id="run_maf_none", adapter="microsoft_af", endpoint=endpoint)
    leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    with pytest.raises(InvalidAnswer, match="answer all of them"):
        asyncio.run(handed(adapter, [], ctx))
    assert ctx.session.peek(adapter_slot()) is not None  # still paused, nothing consumed


def adapter_slot() -> Any:
    from arena.adapters import microsoft_af

    return microsoft_af._STATE


# -- a user-built agent with a gated consequential tool ------------------------------------------

deleted: list[str] = []


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    deleted.append(path)
    return f"deleted {path}"


def cleaner(conv: Conversation) -> Reply:
    """Deletes notes.txt, then reports the tool result and any user note after it."""
    calls = conv.calls("delete_file")
    if not calls:
        return Reply.call("delete_file", path="notes.txt")
    index, call = calls[-1]
    said = conv.user_text_after(index) or ""
    return Reply.say(f"result={conv.result(call)} | note={said}")


@pytest.fixture(scope="module")
def cleaner_server() -> Any:
    with ScriptedModelServer(policies={"cleaner": cleaner}) as server:
        yield server


def user_agent(base_url: str) -> Agent[Any]:
    client = OpenAIChatCompletionClient(model="cleaner", base_url=base_url, api_key="x")
    return Agent(
        client,
        "You clean up files.",
        name="cleaner",
        tools=[tool(delete_file, approval_mode="always_require")],
    )


@pytest.mark.parametrize("answer", ["approve", "deny"])
def test_a_gated_tool_runs_only_when_approved(cleaner_server: Any, answer: str) -> None:
    deleted.clear()
    adapter = MicrosoftAFAdapter(user_agent(cleaner_server.base_url), name="maf_user")
    endpoint = ModelEndpoint(base_url=cleaner_server.base_url, model="cleaner")
    ctx = RunContext(run_id=f"run_maf_{answer}", adapter="maf_user", endpoint=endpoint)
    first = leg(adapter, ctx, lambda: adapter.start("tidy up", ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert (request.action, dict(request.args)) == ("delete_file", {"path": "notes.txt"})
    assert deleted == [] and ctx.tool_calls == []  # enforced: nothing ran before the answer

    response = InputResponse(request_id=request.id, option_id=answer, note="keep it")
    second = leg(adapter, ctx, handing(adapter, [response], ctx))
    assert second.status == "completed", second.error
    responded = [e for e in ctx.events if e.type == "input.responded"]
    assert [e.data["option_id"] for e in responded] == [answer]
    if answer == "approve":
        assert deleted == ["notes.txt"]
        assert [(c.tool, c.status) for c in ctx.tool_calls] == [("delete_file", "ok")]
        assert ctx.tool_calls[0].request_id == request.id
        assert "result=deleted notes.txt" in second.message
    else:
        assert deleted == []  # a person blocked the call: logged as rejected, never executed
        assert [(c.tool, c.status) for c in ctx.tool_calls] == [("delete_file", "rejected")]
        # The framework's fixed rejection text is the tool result; the person's words follow.
        assert "result=Error: Tool call invocation was rejected by user." in second.message
        assert "note=DENIED by scripted: do not proceed. Note: keep it" in second.message


def test_edited_arguments_for_a_gated_tool_are_refused(cleaner_server: Any) -> None:
    adapter = MicrosoftAFAdapter(user_agent(cleaner_server.base_url), name="maf_user")
    endpoint = ModelEndpoint(base_url=cleaner_server.base_url, model="cleaner")
    ctx = RunContext(run_id="run_maf_edit", adapter="maf_user", endpoint=endpoint)
    first = leg(adapter, ctx, lambda: adapter.start("tidy up", ctx))
    edit = InputResponse(request_id=first.requests[0].id, edited_args={"path": "other.txt"})
    with pytest.raises(InvalidAnswer, match="approve or deny instead of editing"):
        asyncio.run(handed(adapter, [edit], ctx))


def test_wrapping_an_agent_that_cannot_pause_names_the_fix(cleaner_server: Any) -> None:
    client = OpenAIChatCompletionClient(
        model="cleaner", base_url=cleaner_server.base_url, api_key="x"
    )
    plain = Agent(client, "x", name="plain", tools=[tool(delete_file)])
    with pytest.raises(UserError, match="approval_mode='always_require'"):
        MicrosoftAFAdapter(plain)
    with pytest.raises(UserError, match="not among"):
        MicrosoftAFAdapter(plain, ask=("nope",))

    def unrecorded(path: str) -> str:
        return path

    hidden = Agent(
        client,
        "x",
        tools=[FunctionTool(name="rm", func=unrecorded, approval_mode="always_require")],
    )
    with pytest.raises(UserError, match="unseen by the harness"):
        MicrosoftAFAdapter(hidden)
    with pytest.raises(UserError, match=r"agent_framework\.Agent"):
        MicrosoftAFAdapter("not an agent")  # type: ignore[arg-type]


# -- a booking batched with the ask (unaided; findings.md §4.5) ----------------------------------


class _BatchingClient(FunctionInvocationLayer[Any], BaseChatClient[Any]):
    """MAF alone, no arena: the model asks and books in one turn, then says it is done."""

    def __init__(self) -> None:
        super().__init__()
        self.read: list[str] = []  # the tool results the second model call was handed

    async def _inner_get_response(self, *, messages: Any, **_: Any) -> ChatResponse[Any]:
        results = [
            str(c.result) for m in messages for c in m.contents if c.type == "function_result"
        ]
        if not results:
            return ChatResponse(
                messages=[
                    Message(
                        role="assistant",
                        contents=[
                            Content.from_function_call(
                                call_id="c1", name="ask", arguments='{"q": "R-400?"}'
                            ),
                            Content.from_function_call(
                                call_id="c2", name="book", arguments='{"room": "R-400"}'
                            ),
                        ],
                    )
                ]
            )
        self.read = results
        return ChatResponse(messages=[Message(role="assistant", contents=["done"])])


def test_maf_runs_a_call_batched_with_an_approval_even_when_that_approval_is_rejected() -> None:
    """Why ``unaided`` reads "no" for microsoft_af, and why answering the ask tool's framework
    approval with ``False`` on a denial would not change it: MAF hides a batched call that needs
    no approval until the batch's approvals are answered (``_tools.py:2687``), then releases it
    as approved whatever they said (``_tools.py:3426``). If a release ever holds it through a
    rejection, the adapter could answer a denial with ``False`` and ``unaided`` read yes:
    revisit both (the adapter then also owes the ask's result: a rejection reads "Error: ...")."""
    booked: list[str] = []

    def book(room: str) -> str:
        booked.append(room)
        return f"booked {room}"

    client = _BatchingClient()
    agent: Agent[Any] = Agent(
        client,
        "x",
        tools=[
            FunctionTool(name="ask", func=lambda q: q, approval_mode="always_require"),
            FunctionTool(name="book", func=book),
        ],
    )
    session = agent.create_session()

    async def deny() -> None:
        first = await agent.run("book R-400", session=session)
        assert [c.function_call.name for c in first.user_input_requests] == ["ask"]
        assert booked == []  # held with the question
        rejected = [c.to_function_approval_response(False) for c in first.user_input_requests]
        await agent.run(Message(role="user", contents=rejected), session=session)

    asyncio.run(deny())
    assert booked == ["R-400"]  # the framework ran it after the rejection
    assert client.read == ["Error: Tool call invocation was rejected by user.", "booked R-400"]


def test_the_arena_agent_tries_the_batched_booking_after_a_denial(
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """The same through the adapter (the ``batch`` probe): held past the question, tried after
    the denial, and only the harness's wrapper keeps it from running."""
    adapter = arena_adapter()
    ctx = RunContext(run_id="run_maf_batch", adapter="microsoft_af", endpoint=endpoint_for("batch"))
    first = leg(adapter, ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    assert "book_room" not in [c.tool for c in ctx.tool_calls]
    second = leg(adapter, ctx, handing(adapter, answer_all(ctx, "deny"), ctx))
    assert second.status == "completed", second.error
    booking = [(c.tool, c.status) for c in ctx.tool_calls if c.tool == "book_room"]
    assert booking == [("book_room", "blocked")]


if __name__ == "__main__" and sys.argv[1:2] == ["resume"]:
    print(
        json.dumps({answer: resume_in_this_process(sys.argv[2], answer) for answer in sys.argv[3:]})
    )
