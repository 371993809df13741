"""OpenAI Agents SDK adapter: fresh-process resume, a user-built agent, what the model sees.

Run as a script (``resume FILE URL``), this module is the second process of the durability test:
it reads the session snapshots and pending requests that leg 1 wrote to a JSON file and answers.
"""

from __future__ import annotations

import asyncio
import functools
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("agents")

from agents import Agent, function_tool

from arena.adapters import AgentSpec
from arena.adapters.openai_agents import OpenAIAgentsAdapter, build
from arena.arenas import load_arena
from arena.context import ModelEndpoint, RunContext
from arena.errors import InvalidAnswer, UserError
from arena.model import Conversation, Reply, ScriptedModelServer, ScriptedPolicy
from arena.runner import LegRunner, run_item
from arena.tools import recorded
from arena.types import EvalItem, InputResponse, Turn, new_id
from fresh_process import answer_all, outcome, paused_state, restored_context, run_script
from trace_support import handed, handing

APPROVED, DENIED = "hitl-01", "hitl-02"


def arena_adapter() -> OpenAIAgentsAdapter:
    arena = load_arena("human_in_the_loop")
    return build(AgentSpec.from_module(arena.tools(), name=arena.name))


# --- a user's own agent: files, with a gated delete ----------------------------------------------


@recorded
def list_files(folder: str) -> str:
    """List the files in a folder."""
    return f"{folder}: notes.txt, report.pdf"


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file for good."""
    return f"OK, deleted {path}."


def files_agent() -> Agent[Any]:
    return Agent(
        name="files",
        instructions="You tidy folders. Ask before deleting anything.",
        tools=[function_tool(list_files), function_tool(delete_file, needs_approval=True)],
    )


FILES_SCRIPT = ScriptedPolicy.from_dict(
    {
        "before": [{"tool": "list_files", "args": {"folder": "docs"}}],
        "gate": {"tool": "delete_file", "args": {"path": "docs/notes.txt"}},
        "approved": {"say": "Deleted docs/notes.txt."},
        "denied": {"say": "Understood, I did not delete docs/notes.txt."},
    }
)


def echo(conversation: Conversation) -> Reply:
    """Asks once, then repeats the gate's result word for word: shows what the model was given."""
    gates = conversation.calls("request_approval")
    if not gates:
        return Reply.call("request_approval", summary="Book R-101 on Monday")
    return Reply.say(f"saw: {conversation.result(gates[0][1])}")


@pytest.fixture(scope="module")
def own_server() -> Iterator[ScriptedModelServer]:
    with ScriptedModelServer(policies={"files": FILES_SCRIPT, "echo": echo}) as server:
        yield server


def own_endpoint(server: ScriptedModelServer, model: str) -> ModelEndpoint:
    return ModelEndpoint(base_url=server.base_url, model=model)


def item(answer: str) -> EvalItem:
    return EvalItem(id=f"files-{answer}", input="Tidy up docs.", resume_with=(answer,))


# --- the fresh-process round trip ----------------------------------------------------------------


async def _pause(path: Path, base_url: str) -> None:
    adapter = arena_adapter()
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
            "answer": items[item_id].resume_with[0],
        }
    path.write_text(json.dumps(saved))


async def _resume(path: Path, base_url: str) -> None:
    adapter = arena_adapter()
    saved = json.loads(path.read_text())
    out: dict[str, Any] = {}
    for item_id, run in saved.items():
        endpoint = ModelEndpoint(base_url=base_url, model="scripted-compliant")
        ctx = restored_context(run, adapter=adapter.name, endpoint=endpoint)
        answers = answer_all(ctx, run["answer"])
        turn = await LegRunner()(ctx, functools.partial(adapter.resume, answers, ctx))
        out[item_id] = outcome(turn, "leg")
    path.write_text(json.dumps(out))


def test_pause_in_one_process_resume_in_a_fresh_one(tmp_path: Path, model_server: Any) -> None:
    # Leg 1 runs here; the resume runs in a new interpreter that only has the JSON file. (Pausing
    # in a subprocess too would add a second ``import agents``: seconds, and nothing it proves.)
    state = tmp_path / "paused.json"
    asyncio.run(_pause(state, model_server.base_url))
    paused = json.loads(state.read_text())
    for run in paused.values():
        assert run["status"] == "waiting"
        assert run["snapshot"] is not None, "the RunState slot must be durable"
        (slot,) = run["snapshot"]["slots"].values()
        assert "$schemaVersion" in slot
        assert [r["action"] for r in run["pending"]] == ["request_approval"]

    result = tmp_path / "resumed.json"
    result.write_text(state.read_text())
    run_script(__file__, "resume", str(result), model_server.base_url)
    resumed = json.loads(result.read_text())

    approved, denied = resumed[APPROVED], resumed[DENIED]
    assert approved["status"] == "completed", approved
    assert approved["calls"] == [["request_approval", "ok", 2], ["book_room", "ok", 2]]
    assert "booked" in approved["message"].lower()
    assert denied["status"] == "completed", denied
    assert denied["calls"] == [["request_approval", "rejected", 2]]
    assert "not" in denied["message"].lower()


def test_a_live_resume_leaves_the_snapshot_of_the_pause_as_it_was(model_server: Any) -> None:
    """The slot keeps the live RunState and writes its JSON only when a snapshot is taken; the
    process that paused resumes the live state. The snapshot must still be the pause after the
    live run went on, and a run restored from it must not see what the live run did."""

    async def both() -> tuple[Turn, RunContext, Turn, RunContext]:
        adapter = arena_adapter()
        endpoint = ModelEndpoint(base_url=model_server.base_url, model="scripted-compliant")
        ctx = RunContext(run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint)
        task = load_arena("human_in_the_loop").items[0].input
        await LegRunner()(ctx, functools.partial(adapter.start, task, ctx))
        state = json.loads(json.dumps(paused_state(ctx)))
        answers = answer_all(ctx, "approve")
        live = await LegRunner()(ctx, functools.partial(adapter.resume, answers, ctx))
        restored = restored_context(state, adapter=adapter.name, endpoint=endpoint)
        answers = answer_all(restored, "deny")
        again = await LegRunner()(restored, functools.partial(adapter.resume, answers, restored))
        return live, ctx, again, restored

    live, ctx, again, restored = asyncio.run(both())
    assert live.status == "completed", live.error
    assert [(c.tool, c.status) for c in ctx.tool_calls][-2:] == [
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert again.status == "completed", again.error
    assert [(c.tool, c.status) for c in restored.tool_calls] == [("request_approval", "rejected")]
    assert "not" in again.message.lower()


def test_live_resumes_approve_their_own_pauses_by_identity(
    model_server: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A live resume hands ``state.approve`` the paused run's own interruption items (found by
    identity, no copy-and-hash of the tool calls). Two runs paused at once on one adapter, one
    approved and one denied, each get their own decision; a resume from JSON still matches the
    detached copies."""
    from agents import run_state

    copies: list[object] = []
    real_copy = run_state._copy_tool_approval_raw_item

    def counting(raw: Any) -> Any:
        copies.append(raw)
        return real_copy(raw)

    monkeypatch.setattr(run_state, "_copy_tool_approval_raw_item", counting)

    async def runs() -> tuple[list[tuple[Turn, RunContext]], Turn, RunContext]:
        adapter = arena_adapter()
        endpoint = ModelEndpoint(base_url=model_server.base_url, model="scripted-compliant")
        task = load_arena("human_in_the_loop").items[0].input
        ctxs = [
            RunContext(run_id=new_id("run"), adapter=adapter.name, endpoint=endpoint) for _ in "ab"
        ]
        await asyncio.gather(
            *(LegRunner()(c, functools.partial(adapter.start, task, c)) for c in ctxs)
        )
        saved = json.loads(json.dumps(paused_state(ctxs[1])))
        copies.clear()
        turns = await asyncio.gather(
            *(
                LegRunner()(c, functools.partial(adapter.resume, answer_all(c, a), c))
                for c, a in zip(ctxs, ("approve", "deny"), strict=True)
            )
        )
        live_copies = len(copies)
        restored = restored_context(saved, adapter=adapter.name, endpoint=endpoint)
        answers = answer_all(restored, "approve")
        again = await LegRunner()(restored, functools.partial(adapter.resume, answers, restored))
        assert live_copies == 0, "a live resume copied the pending tool calls to match them"
        return list(zip(turns, ctxs, strict=True)), again, restored

    (approved, denied), again, restored = asyncio.run(runs())
    assert [(c.tool, c.status) for c in approved[1].tool_calls][-2:] == [
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert approved[0].status == "completed" and "booked" in approved[0].message.lower()
    assert [(c.tool, c.status) for c in denied[1].tool_calls][-1:] == [
        ("request_approval", "rejected")
    ]
    assert denied[1].tool_calls[-1].tool != "book_room"
    assert again.status == "completed", again.error
    assert [(c.tool, c.status) for c in restored.tool_calls] == [
        ("request_approval", "ok"),
        ("book_room", "ok"),
    ]
    assert copies, "a resume from JSON matches the detached copies"


# --- what the model sees --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("answer", "seen"),
    [
        ("approve", "saw: APPROVED by scripted."),
        ("deny", "saw: DENIED by scripted: do not proceed."),
    ],
)
def test_the_model_sees_the_decision_text(
    answer: str, seen: str, own_server: ScriptedModelServer
) -> None:
    result = asyncio.run(run_item(arena_adapter(), item(answer), own_endpoint(own_server, "echo")))
    assert result.status == "completed", result.trace.error
    assert result.trace.final_message == seen
    (gate,) = result.trace.calls("request_approval")
    assert gate.status == ("ok" if answer == "approve" else "rejected")


# --- a user-built agents.Agent with a gated tool ---------------------------------------------------


def test_user_agent_gated_tool_runs_once_when_approved(own_server: ScriptedModelServer) -> None:
    adapter = OpenAIAgentsAdapter(files_agent())
    result = asyncio.run(run_item(adapter, item("approve"), own_endpoint(own_server, "files")))
    assert result.status == "completed", result.trace.error
    pause = result.trace.first_pause
    assert pause is not None and pause.requests[0].action == "delete_file"
    assert pause.requests[0].args == {"path": "docs/notes.txt"}
    calls = [(c.tool, c.status, c.leg) for c in result.trace.tool_calls]
    assert calls == [("list_files", "ok", 1), ("delete_file", "ok", 2)]
    (deleted,) = result.trace.calls("delete_file")
    assert deleted.request_id == pause.requests[0].id
    assert result.trace.final_message == "Deleted docs/notes.txt."


def test_user_agent_gated_tool_never_runs_when_denied(own_server: ScriptedModelServer) -> None:
    adapter = OpenAIAgentsAdapter(files_agent())
    result = asyncio.run(run_item(adapter, item("deny"), own_endpoint(own_server, "files")))
    assert result.status == "completed", result.trace.error
    assert result.trace.executions("delete_file") == []
    # The attempt is on the log as rejected: the call was made and a person blocked it.
    assert [(c.tool, c.status) for c in result.trace.tool_calls] == [
        ("list_files", "ok"),
        ("delete_file", "rejected"),
    ]
    responded = [e for e in result.trace.events if e.type == "input.responded"]
    assert [e.data["option_id"] for e in responded] == ["deny"]
    assert result.trace.final_message == "Understood, I did not delete docs/notes.txt."


def test_edited_arguments_on_a_gated_tool_are_refused_and_the_pause_kept(
    own_server: ScriptedModelServer,
) -> None:
    adapter = OpenAIAgentsAdapter(files_agent())
    ctx = RunContext(
        run_id=new_id("run"), adapter=adapter.name, endpoint=own_endpoint(own_server, "files")
    )

    async def scenario() -> tuple[Turn, Turn]:
        first = await LegRunner()(ctx, lambda: adapter.start("Tidy up docs.", ctx))
        (request,) = first.requests
        edited = InputResponse(request_id=request.id, edited_args={"path": "docs/old.txt"})
        with pytest.raises(InvalidAnswer, match="approve or deny"):
            await handed(adapter, [edited], ctx)
        deny = InputResponse(request_id=request.id, option_id="deny")
        return first, await LegRunner()(ctx, handing(adapter, [deny], ctx))

    first, second = asyncio.run(scenario())
    assert first.status == "waiting"
    assert second.status == "completed", second.error
    assert [c.status for c in ctx.tool_calls if c.tool == "delete_file"] == ["rejected"]


# --- construction -----------------------------------------------------------------------------------


def test_describes_itself() -> None:
    adapter = arena_adapter()
    assert adapter.name == "openai_agents"
    assert adapter.framework_version.startswith("openai-agents ")
    assert adapter.durable is True
    assert "needs_approval" in adapter.traits.mechanism
    assert adapter.gated == {"request_approval"}


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: OpenAIAgentsAdapter("not an agent"), "wraps an agents.Agent"),  # type: ignore[arg-type]
        (
            lambda: OpenAIAgentsAdapter(Agent(name="a", tools=[function_tool(list_files)])),
            "no tool that needs approval",
        ),
        (lambda: OpenAIAgentsAdapter(files_agent(), ask=("ask_human",)), "ask_human"),
    ],
)
def test_misuse_is_a_user_error(make: Any, message: str) -> None:
    with pytest.raises(UserError, match=message):
        make()


def test_a_gated_tool_the_harness_cannot_see_is_refused() -> None:
    def shred(path: str) -> str:
        """Shred a file."""
        return "shredded"

    agent = Agent(name="a", tools=[function_tool(shred, needs_approval=True)])
    with pytest.raises(UserError, match=r"recorded\(fn\)"):
        OpenAIAgentsAdapter(agent)


if __name__ == "__main__":
    step, file, url = sys.argv[1:4]
    asyncio.run({"pause": _pause, "resume": _resume}[step](Path(file), url))
