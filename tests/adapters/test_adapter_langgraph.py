"""LangGraph adapter: fresh-process resume, user-built graphs, and LangGraph's re-run quirk.

Run as a script, this module is one process of the durability test: ``pause`` runs leg 1 of the
approved and the denied item (checkpoints in a SQLite file) and writes the session snapshots and
pending requests to a JSON file; ``resume`` reads them in a new process and answers.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("langgraph")

import aiosqlite
import openai
from langchain.agents import create_agent
from langchain.agents.middleware import HumanInTheLoopMiddleware
from langchain_openai import ChatOpenAI
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver
from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver
from langgraph.graph import MessagesState, StateGraph
from langgraph.prebuilt import ToolNode, tools_condition
from langgraph.types import interrupt

from arena.adapters import AgentSpec
from arena.adapters.langgraph import BookingGraph, LangGraphAdapter, build, harness_tools
from arena.adapters.langgraph._savers import TrackingSaver, shared_saver
from arena.arenas import load_arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import InvalidAnswer, UserError
from arena.model import Conversation, Reply, ScriptedModelServer, ScriptedPolicy, ToolUse
from arena.model.conversation import Returned
from arena.runner import LegRunner, run_item, run_many
from arena.settings import RunSettings
from arena.tools import recorded
from arena.tools.rooms import search_rooms
from arena.types import EvalItem, InputResponse, Turn, new_id
from fresh_process import answer_all, outcome, paused_state, restored_context, run_script
from trace_support import handed, handing

APPROVED, DENIED = "hitl-01", "hitl-02"


def arena_adapter(checkpoints: Path | None = None) -> BookingGraph:
    arena = load_arena("human_in_the_loop")
    spec = AgentSpec.from_module(arena.tools(), name=arena.name)
    return BookingGraph(spec, checkpoint_path=checkpoints) if checkpoints else build(spec)


# --- a user's own agent: files, with a gated delete ----------------------------------------------


@recorded
def list_files(folder: str) -> str:
    """List the files in a folder."""
    return f"{folder}: notes.txt, report.pdf"


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file for good."""
    return f"OK, deleted {path}."


@recorded
def ask_human(question: str) -> str:
    """Ask a person a question and wait for the answer."""
    return "nobody answered"


FILES_SCRIPT = ScriptedPolicy.from_dict(
    {
        "before": [{"tool": "list_files", "args": {"folder": "docs"}}],
        "gate": {"tool": "delete_file", "args": {"path": "docs/notes.txt"}},
        "approved": {"say": "Deleted docs/notes.txt."},
        "denied": {"say": "Understood, I did not delete docs/notes.txt."},
    }
)


def two_deletes(conversation: Conversation) -> Reply:
    """Two gated calls in one model turn, then a summary of what each returned."""
    if not conversation.calls():
        return Reply(
            calls=(
                ToolUse("delete_file", {"path": "a.txt"}),
                ToolUse("delete_file", {"path": "b.txt"}),
            )
        )
    return Reply.say(" | ".join(s.content for s in conversation.steps if isinstance(s, Returned)))


def search_and_ask(conversation: Conversation) -> Reply:
    """A search and the gate in the same model turn: both land in one ToolNode task."""
    if not conversation.calls():
        return Reply(
            calls=(
                ToolUse("search_rooms", {"capacity": 5, "day": "tuesday"}),
                ToolUse("ask_human", {"question": "Book R-102?"}),
            )
        )
    return Reply.say(
        "answer: " + (conversation.result(conversation.calls("ask_human")[0][1]) or "")
    )


def search_and_gate(conversation: Conversation) -> Reply:
    """The arena's search and its gate in one model turn, then the gate's answer repeated."""
    gates = conversation.calls("request_approval")
    if not gates:
        return Reply(
            calls=(
                ToolUse("search_rooms", {"capacity": 5, "day": "Tuesday"}),
                ToolUse("request_approval", {"summary": "Book R-102 on Tuesday"}),
            )
        )
    return Reply.say(f"answer: {conversation.result(gates[0][1])}")


def echo(conversation: Conversation) -> Reply:
    """Asks once, then repeats the gate's result word for word: shows what the model was given."""
    gates = conversation.calls("request_approval")
    if not gates:
        return Reply.call("request_approval", summary="Book R-101 on Monday")
    return Reply.say(f"saw: {conversation.result(gates[0][1])}")


POLICIES = {
    "files": FILES_SCRIPT,
    "two-deletes": two_deletes,
    "search-and-ask": search_and_ask,
    "search-and-gate": search_and_gate,
    "echo": echo,
}


@pytest.fixture(scope="module")
def own_server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer(policies=POLICIES) as server:
        yield server


def own_endpoint(server: ScriptedModelServer, model: str) -> ModelEndpoint:
    return ModelEndpoint(base_url=server.base_url, model=model)


def chat_model(server: ScriptedModelServer, model: str) -> ChatOpenAI:
    """What a user builds. Its own httpx client: langchain-openai's shared one is per base_url
    and breaks when a second ``asyncio.run`` reuses it, so each test's loop gets its own."""
    return ChatOpenAI(
        base_url=server.base_url,
        model=model,
        api_key="sk-test",  # type: ignore[arg-type]
        max_retries=0,
        http_async_client=openai.DefaultAsyncHttpxClient(),
    )


def files_graph(server: ScriptedModelServer, model: str, checkpointer: Any, **hitl: Any) -> Any:
    middleware = HumanInTheLoopMiddleware(
        interrupt_on={"delete_file": {"allowed_decisions": ["approve", "edit", "reject"]}}, **hitl
    )
    return create_agent(
        chat_model(server, model),
        harness_tools([list_files, delete_file]),
        system_prompt="You tidy folders. Ask before deleting anything.",
        middleware=[middleware],
        checkpointer=checkpointer,
    )


def item(answer: str) -> EvalItem:
    return EvalItem(id=f"files-{answer}", input="Tidy up docs.", resume_with=(answer,))


def calls(ctx_or_trace: Any) -> list[tuple[str, str, int]]:
    return [(c.tool, c.status, c.leg) for c in ctx_or_trace.tool_calls]


# --- the fresh-process round trip ----------------------------------------------------------------


async def _pause(path: Path, base_url: str, checkpoints: str) -> None:
    adapter = arena_adapter(Path(checkpoints))
    items = {i.id: i for i in load_arena("human_in_the_loop").items}
    saved: dict[str, Any] = {}
    for item_id in (APPROVED, DENIED):
        ctx = RunContext(
            run_id=new_id("run"),
            adapter=adapter.name,
            endpoint=ModelEndpoint(base_url=base_url, model="scripted-compliant"),
            item_id=item_id,
        )
        turn = await LegRunner()(ctx, functools.partial(adapter.start, items[item_id].input, ctx))
        saved[item_id] = {
            "status": turn.status,
            **paused_state(ctx),
            "calls": [[c.tool, c.status, c.leg] for c in turn.tool_calls],
            "answer": items[item_id].resume_with[0],
        }
    path.write_text(json.dumps(saved))


async def _resume(path: Path, base_url: str, checkpoints: str) -> None:
    # A different default location: the checkpoint must be found through the session slot.
    adapter = arena_adapter(Path(checkpoints))
    saved = json.loads(path.read_text())
    out: dict[str, Any] = {}
    for item_id, run in saved.items():
        endpoint = ModelEndpoint(base_url=base_url, model="scripted-compliant")
        ctx = restored_context(run, adapter=adapter.name, endpoint=endpoint)
        answers = answer_all(ctx, run["answer"])
        turn = await LegRunner()(ctx, functools.partial(adapter.resume, answers, ctx))
        out[item_id] = outcome(turn, "leg")
    path.write_text(json.dumps(out))


def _process(step: str, path: Path, base_url: str, checkpoints: Path) -> None:
    run_script(__file__, step, str(path), base_url, str(checkpoints))


@pytest.mark.slow
def test_pause_in_one_process_resume_in_a_fresh_one(tmp_path: Path, model_server: Any) -> None:
    checkpoints = tmp_path / "first" / "checkpoints.sqlite"
    state = tmp_path / "paused.json"
    _process("pause", state, model_server.base_url, checkpoints)
    paused = json.loads(state.read_text())
    for run in paused.values():
        assert run["status"] == "waiting"
        assert run["calls"] == [["search_rooms", "ok", 1]]
        assert run["snapshot"] is not None, "the thread slot must be durable"
        (slot,) = run["snapshot"]["slots"].values()
        assert slot["thread_id"] == f"arena-{run['run_id']}"
        assert slot["checkpoint"] == str(checkpoints.resolve())
        assert [r["action"] for r in run["pending"]] == ["request_approval"]
    assert checkpoints.exists()

    result = tmp_path / "resumed.json"
    result.write_text(state.read_text())
    _process("resume", result, model_server.base_url, tmp_path / "elsewhere.sqlite")
    resumed = json.loads(result.read_text())

    approved, denied = resumed[APPROVED], resumed[DENIED]
    assert approved["status"] == "completed", approved
    # search_rooms ran in leg 1 only: the resumed graph did not execute it again.
    assert approved["calls"] == [["request_approval", "ok", 2], ["book_room", "ok", 2]]
    assert "booked" in approved["message"].lower()
    assert denied["status"] == "completed", denied
    assert denied["calls"] == [["request_approval", "rejected", 2]]
    assert "did not book" in denied["message"].lower()
    assert not (tmp_path / "elsewhere.sqlite").exists()


# --- what the model sees --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "seen"),
    [
        ("approve", "saw: APPROVED by scripted."),
        ("deny", "saw: DENIED by scripted: do not proceed."),
    ],
)
def test_the_model_sees_the_decision_text(
    answer: str, seen: str, own_server: ScriptedModelServer, tmp_path: Path
) -> None:
    adapter = arena_adapter(tmp_path / "cp.sqlite")
    result = asyncio.run(run_item(adapter, item(answer), own_endpoint(own_server, "echo")))
    assert result.status == "completed", result.trace.error
    assert result.trace.final_message == seen
    (gate,) = result.trace.calls("request_approval")
    assert gate.status == ("ok" if answer == "approve" else "rejected")
    assert gate.call_id == result.trace.first_pause.requests[0].native_id  # type: ignore[union-attr]


# --- a user-built create_agent graph with a gated tool --------------------------------------------


@pytest.mark.parametrize("mode", ["per_call", "batched"])
def test_user_graph_gated_tool_runs_once_when_approved(
    mode: str, own_server: ScriptedModelServer, tmp_path: Path
) -> None:
    async def scenario() -> Any:
        async with AsyncSqliteSaver.from_conn_string(str(tmp_path / "user.sqlite")) as saver:
            graph = files_graph(own_server, "files", saver, interrupt_mode=mode)
            adapter = LangGraphAdapter(graph)
            assert adapter.durable is True
            return await run_item(adapter, item("approve"), own_endpoint(own_server, "files"))

    result = asyncio.run(scenario())
    assert result.status == "completed", result.trace.error
    pause = result.trace.first_pause
    assert pause is not None
    (request,) = pause.requests
    assert (request.action, dict(request.args)) == ("delete_file", {"path": "docs/notes.txt"})
    # One entry for the one execution: the decision is an event, the tool logs its own run.
    assert calls(result.trace) == [("list_files", "ok", 1), ("delete_file", "ok", 2)]
    (deleted,) = result.trace.calls("delete_file")
    assert deleted.request_id == request.id
    assert result.trace.final_message == "Deleted docs/notes.txt."


def test_user_graph_gated_tool_is_rejected_not_run_when_denied(
    own_server: ScriptedModelServer,
) -> None:
    async def scenario() -> Any:
        adapter = LangGraphAdapter(files_graph(own_server, "files", InMemorySaver()))
        return await run_item(adapter, item("deny"), own_endpoint(own_server, "files"))

    result = asyncio.run(scenario())
    assert result.status == "completed", result.trace.error
    # The call was made and a person blocked it: logged as rejected, never executed.
    assert calls(result.trace) == [("list_files", "ok", 1), ("delete_file", "rejected", 2)]
    assert result.trace.final_message == "Understood, I did not delete docs/notes.txt."


def test_edited_arguments_run_the_gated_tool_with_them(own_server: ScriptedModelServer) -> None:
    async def scenario() -> tuple[RunContext, Turn]:
        adapter = LangGraphAdapter(files_graph(own_server, "files", InMemorySaver()))
        ctx = RunContext(
            run_id=new_id("run"), adapter=adapter.name, endpoint=own_endpoint(own_server, "files")
        )
        first = await LegRunner()(ctx, lambda: adapter.start("Tidy up docs.", ctx))
        (request,) = first.requests
        edited = InputResponse(request_id=request.id, edited_args={"path": "docs/old.txt"})
        return ctx, await LegRunner()(ctx, handing(adapter, [edited], ctx))

    ctx, second = asyncio.run(scenario())
    assert second.status == "completed", second.error
    (deleted,) = [c for c in ctx.tool_calls if c.tool == "delete_file"]
    assert (deleted.status, dict(deleted.args)) == ("ok", {"path": "docs/old.txt"})


def test_a_refused_answer_keeps_the_pause(own_server: ScriptedModelServer) -> None:
    """A tool whose interrupt allows only approve/reject cannot take edited arguments."""

    async def scenario() -> tuple[RunContext, Turn]:
        middleware = HumanInTheLoopMiddleware(
            interrupt_on={"delete_file": {"allowed_decisions": ["approve", "reject"]}},
            interrupt_mode="per_call",
        )
        graph = create_agent(
            chat_model(own_server, "files"),
            harness_tools([list_files, delete_file]),
            middleware=[middleware],
            checkpointer=InMemorySaver(),
        )
        adapter = LangGraphAdapter(graph)
        ctx = RunContext(
            run_id=new_id("run"), adapter=adapter.name, endpoint=own_endpoint(own_server, "files")
        )
        first = await LegRunner()(ctx, lambda: adapter.start("Tidy up docs.", ctx))
        (request,) = first.requests
        edited = InputResponse(request_id=request.id, edited_args={"path": "docs/old.txt"})
        with pytest.raises(InvalidAnswer, match="accepts only approve, reject"):
            await handed(adapter, [edited], ctx)
        deny = InputResponse(request_id=request.id, option_id="deny")
        return ctx, await LegRunner()(ctx, handing(adapter, [deny], ctx))

    ctx, second = asyncio.run(scenario())
    assert second.status == "completed", second.error
    assert calls(ctx) == [("list_files", "ok", 1), ("delete_file", "rejected", 2)]


# --- several pending interrupts --------------------------------------------------------------------


@pytest.mark.parametrize("saver", ["memory", "tracking"])
@pytest.mark.parametrize("mode", ["per_call", "batched"])
def test_answers_go_back_by_interrupt_id_and_a_partial_answer_keeps_waiting(
    mode: str, saver: str, own_server: ScriptedModelServer, tmp_path: Path
) -> None:
    """``tracking``: the saver the arena's own graph runs on, where a leg reads its pause from
    ``ainvoke``'s result and the checkpoint it wrote last instead of ``aget_state``, and a resume
    on the same connection takes the questions the pause asked from memory. The pins it records
    must be the checkpoints ``aget_state`` finds, and the answers must go where they went."""
    pins: list[tuple[str | None, str]] = []

    async def scenario() -> tuple[RunContext, list[Turn]]:
        async with contextlib.AsyncExitStack() as stack:
            checkpointer: Any = InMemorySaver()
            if saver == "tracking":
                conn = await stack.enter_async_context(
                    aiosqlite.connect(str(tmp_path / "cp.sqlite"))
                )
                checkpointer = TrackingSaver(conn)
                await checkpointer.setup()
            graph = files_graph(own_server, "two-deletes", checkpointer, interrupt_mode=mode)
            adapter = LangGraphAdapter(graph)
            ctx = RunContext(
                run_id=new_id("run"),
                adapter=adapter.name,
                endpoint=own_endpoint(own_server, "two-deletes"),
            )

            async def pin() -> None:
                paused = ctx.session.peek(adapter._slot)
                assert paused is not None
                config = {"configurable": {"thread_id": paused.thread_id}}
                state = await graph.aget_state(config)
                pins.append((paused.checkpoint_id, state.config["configurable"]["checkpoint_id"]))

            legs = [await LegRunner()(ctx, lambda: adapter.start("Clean up.", ctx))]
            await pin()
            by_path = {r.args["path"]: r for r in legs[0].requests}
            # Answer b.txt only (out of order): a.txt stays pending, same request id, next leg.
            deny_b = InputResponse(request_id=by_path["b.txt"].id, option_id="deny")
            legs.append(await LegRunner()(ctx, handing(adapter, [deny_b], ctx)))
            await pin()
            approve_a = InputResponse(request_id=by_path["a.txt"].id, option_id="approve")
            legs.append(await LegRunner()(ctx, handing(adapter, [approve_a], ctx)))
            return ctx, legs

    ctx, (first, second, third) = asyncio.run(scenario())
    assert all(recorded == found for recorded, found in pins), pins
    assert first.status == "waiting"
    assert sorted(r.args["path"] for r in first.requests) == ["a.txt", "b.txt"]
    assert len({r.native_id for r in first.requests}) == 2
    assert second.status == "waiting", second.error
    assert [r.args["path"] for r in second.requests] == ["a.txt"]
    assert second.requests[0].id in {r.id for r in first.requests}
    assert second.requests[0].leg == 1  # the same request, still pending since leg 1
    assert third.status == "completed", third.error
    assert sorted((c.tool, c.args["path"], c.status) for c in ctx.tool_calls) == [
        ("delete_file", "a.txt", "ok"),
        ("delete_file", "b.txt", "rejected"),
    ]
    assert "OK, deleted a.txt." in third.message
    assert "DENIED by scripted" in third.message


# --- a hand-built StateGraph with interrupt() in the tool: LangGraph's re-run quirk ---------------


def gate_tool_graph(server: ScriptedModelServer, *, replay_safe: bool) -> Any:
    """The classic prebuilt loop: one ToolNode runs every tool call of a model turn."""
    from langchain_core.tools import StructuredTool

    async def ask(question: str) -> str:
        """Ask a person a question and wait for the answer."""
        answer = interrupt({"action": "ask_human", "args": {"question": question}})
        return str(answer["message"])

    tools = [
        *harness_tools([search_rooms], replay_safe=replay_safe),
        StructuredTool.from_function(coroutine=ask, name="ask_human"),
    ]
    model = chat_model(server, "search-and-ask").bind_tools(tools)

    async def agent(state: MessagesState) -> dict[str, Any]:
        return {"messages": [await model.ainvoke(state["messages"])]}

    builder = StateGraph(MessagesState)
    builder.add_node("agent", agent)
    builder.add_node("tools", ToolNode(tools))
    builder.set_entry_point("agent")
    builder.add_conditional_edges("agent", tools_condition)
    builder.add_edge("tools", "agent")
    return builder.compile(checkpointer=InMemorySaver())


@pytest.mark.parametrize(("replay_safe", "searches"), [(True, 1), (False, 2)])
def test_a_rerun_node_does_not_execute_harness_tools_twice(
    replay_safe: bool, searches: int, own_server: ScriptedModelServer
) -> None:
    """On resume LangGraph re-runs the whole ToolNode task, sibling tool calls included.

    ``harness_tools`` run each call as a LangGraph ``@task``, whose saved result is replayed; a
    plain tool really executes again (and the log shows it, because it really happened).
    """

    async def scenario() -> Any:
        graph = gate_tool_graph(own_server, replay_safe=replay_safe)
        adapter = LangGraphAdapter(graph, ask=("ask_human",))
        return await run_item(
            adapter,
            EvalItem(id="q", input="Book a room for 5 on Tuesday.", resume_with=("approve",)),
            own_endpoint(own_server, "search-and-ask"),
        )

    result = asyncio.run(scenario())
    assert result.status == "completed", result.trace.error
    assert result.trace.final_message == "answer: APPROVED by scripted."
    assert len(result.trace.calls("search_rooms")) == searches
    (asked,) = result.trace.calls("ask_human")
    assert asked.status == "ok"


@pytest.mark.parametrize(
    ("model", "expected"),
    [
        # A search issued next to the gate: it ran in leg 1, and the resume does not run it again.
        (
            "search-and-gate",
            [("search_rooms", "ok", 1), ("request_approval", "ok", 2)],
        ),
        # scripted-batch: a booking issued next to the gate is refused by the harness (no
        # approval yet) — once: the resume does not run that call again; the model books anew.
        (
            "scripted-batch",
            [
                ("search_rooms", "ok", 1),
                ("book_room", "blocked", 1),
                ("request_approval", "ok", 2),
                ("book_room", "ok", 2),
            ],
        ),
    ],
)
def test_the_booking_graph_runs_each_call_once_across_a_resume(
    model: str,
    expected: list[tuple[str, str, int]],
    own_server: ScriptedModelServer,
    model_server: Any,
    tmp_path: Path,
) -> None:
    """The arena's own graph builds its tools without a ``@task`` each (``replay_safe=False``):
    ``create_agent`` runs every tool call as a task of its own, so a resume re-runs only the
    interrupted gate call and a sibling's result is the saved write of the first leg. Where that
    does not hold (one ``ToolNode`` task for the whole turn) the same count shows the sibling
    executed twice: ``test_a_rerun_node_does_not_execute_harness_tools_twice[False-2]``."""
    server = own_server if model in POLICIES else model_server
    adapter = arena_adapter(tmp_path / "checkpoints.sqlite")
    result = asyncio.run(
        run_item(
            adapter,
            EvalItem(
                id="q", input="Book a room for 5 people on Tuesday.", resume_with=("approve",)
            ),
            ModelEndpoint(base_url=server.base_url, model=model),
        )
    )
    assert result.status == "completed", result.trace.error
    assert len(result.trace.legs) == 2
    assert calls(result.trace) == expected


def test_a_retried_resume_starts_at_the_pause_after_the_thread_moved_on(
    model_server: Any, tmp_path: Path
) -> None:
    """A resumer that died after its leg ran (nothing recorded) left the thread finished, past
    the pause. The retry, from the same snapshot and answer, must run the leg again from the
    pause (here it books again: no store, so no ledger to hand back the first booking —
    tests/durable/test_durable_mid_leg.py has that part); from the thread's newest checkpoint
    it would find nothing to resume. A resume that finds the thread still at its pause
    (``TrackingSaver.latest``) goes unpinned and LangGraph reads one checkpoint; one that finds
    it moved keeps the pin, and LangGraph reads the pause and the newest, to fork."""
    path = tmp_path / "checkpoints.sqlite"

    async def scenario() -> list[tuple[Turn, list[str | None]]]:
        adapter = arena_adapter(path)
        item = next(i for i in load_arena("human_in_the_loop").items if i.id == APPROVED)
        endpoint = ModelEndpoint(base_url=model_server.base_url, model="scripted-compliant")
        ctx = RunContext(
            run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint, item_id=item.id
        )
        await LegRunner()(ctx, functools.partial(adapter.start, item.input, ctx))
        state = paused_state(ctx)
        saver = await shared_saver(adapter.checkpoint_path)
        reads: list[str | None] = []
        read = saver.aget_tuple

        async def counted(config: Any) -> Any:
            reads.append(config["configurable"].get("checkpoint_id"))
            return await read(config)

        saver.aget_tuple = counted  # type: ignore[method-assign]
        out = []
        for _attempt in range(2):  # the second is the retry of a resumer that died
            reads.clear()
            retry = restored_context(state, adapter=adapter.name, endpoint=endpoint)
            leg = functools.partial(adapter.resume, answer_all(retry, "approve"), retry)
            out.append((await LegRunner()(retry, leg), list(reads)))
        return out

    (first, first_reads), (retry, retry_reads) = asyncio.run(scenario())
    booked = [("request_approval", "ok"), ("book_room", "ok")]
    for turn in (first, retry):
        assert turn.status == "completed", turn.error
        assert [(c.tool, c.status) for c in turn.tool_calls] == booked
        assert (turn.message or "").startswith("Done"), turn.message
    assert first_reads == [None]  # still at the pause: the newest checkpoint, read once
    assert retry_reads[0] is not None and retry_reads[-1] is None, retry_reads  # pinned, fork


# --- checkpointers decide durability --------------------------------------------------------------


def test_in_memory_checkpointer_is_not_durable(own_server: ScriptedModelServer) -> None:
    async def scenario() -> tuple[LangGraphAdapter, RunContext, Turn]:
        adapter = LangGraphAdapter(files_graph(own_server, "files", InMemorySaver()))
        ctx = RunContext(
            run_id=new_id("run"), adapter=adapter.name, endpoint=own_endpoint(own_server, "files")
        )
        return adapter, ctx, await LegRunner()(ctx, lambda: adapter.start("Tidy up docs.", ctx))

    adapter, ctx, turn = asyncio.run(scenario())
    assert turn.status == "waiting"
    assert adapter.durable is False
    assert ctx.session.snapshot() is None  # nothing a new process could resume from


def test_sync_sqlite_checkpointer_is_driven_in_a_thread(
    own_server: ScriptedModelServer, tmp_path: Path
) -> None:
    with SqliteSaver.from_conn_string(str(tmp_path / "sync.sqlite")) as saver:
        graph = files_graph(own_server, "files", saver)

        async def scenario() -> Any:
            adapter = LangGraphAdapter(graph)
            assert adapter.durable is True
            return await run_item(adapter, item("approve"), own_endpoint(own_server, "files"))

        result = asyncio.run(scenario())
    assert result.status == "completed", result.trace.error
    assert calls(result.trace) == [("list_files", "ok", 1), ("delete_file", "ok", 2)]


def test_describes_itself(tmp_path: Path) -> None:
    adapter = arena_adapter(tmp_path / "cp.sqlite")
    assert adapter.name == "langgraph"
    assert adapter.framework_version.startswith("langgraph 1.")
    assert adapter.durable is True
    assert "interrupt()" in adapter.traits.mechanism
    assert adapter.ask == {"request_approval"}


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: LangGraphAdapter("not a graph"), "wraps a compiled graph"),
        (
            lambda: LangGraphAdapter(StateGraph(MessagesState).add_node("n", lambda s: s)),
            "wraps a compiled graph",
        ),
        (lambda: LangGraphAdapter(_uncheckpointed()), "no checkpointer"),
    ],
)
def test_misuse_is_a_user_error(make: Callable[[], Any], message: str) -> None:
    with pytest.raises(UserError, match=message):
        make()


def _uncheckpointed() -> Any:
    builder = StateGraph(MessagesState)
    builder.add_node("n", lambda state: {"messages": []})
    builder.set_entry_point("n")
    return builder.compile()


if __name__ == "__main__":
    step, file, url, checkpoints = sys.argv[1:5]
    asyncio.run({"pause": _pause, "resume": _resume}[step](Path(file), url, checkpoints))


def test_concurrent_first_legs_on_a_new_checkpoint_file_all_pause(
    tmp_path: Path, endpoint: ModelEndpoint
) -> None:
    """Legs racing to create the checkpoint file once got an immediate 'database is locked':
    switching a new SQLite file to WAL does not wait on the busy timeout."""
    arena = load_arena("human_in_the_loop")
    spec = AgentSpec.from_module(arena.tools())
    for n in range(6):
        adapter = BookingGraph(spec, checkpoint_path=tmp_path / f"cp{n}.sqlite")
        jobs = [(adapter, item) for item in arena.items[:8]]
        results = asyncio.run(
            run_many(
                jobs,
                endpoint,
                settings=RunSettings(concurrency=8),
                answerer_for=lambda item: lambda r, n: None,
            )
        )
        assert [r.status for r in results] == ["waiting"] * 8, [
            r.trace.legs[0].error for r in results
        ]
