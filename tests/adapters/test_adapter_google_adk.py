"""Google ADK: which of its pause mechanisms really stops, and the adapter built on the one that does.

The first half measures ADK itself (no adapter) with the scripted model: model requests per leg
(the server counts them) and the harness's tool-call log tell whether a run stopped before
anything else happened, and whether a denial was enforced or merely reported to the model.

Run as a script (``python tests/adapters/test_adapter_google_adk.py resume STATE``) it is the second process
of the durability test: it rebuilds the adapter on the same SQLite file, resumes each paused run
from the JSON the first process wrote and prints what happened as JSON.
"""

from __future__ import annotations

import asyncio
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("google.adk")

from google.adk.agents import LlmAgent
from google.adk.apps import App, ResumabilityConfig
from google.adk.integrations.openai import OpenAILlm
from google.adk.runners import Runner
from google.adk.sessions import InMemorySessionService
from google.adk.tools import BaseTool, FunctionTool, LongRunningFunctionTool, ToolContext
from google.genai import types
from openai import AsyncOpenAI

from arena.adapters import AgentSpec
from arena.adapters.google_adk import GoogleADKAdapter, build
from arena.checks import ACKNOWLEDGEMENT
from arena.context import ModelEndpoint, RunContext, active
from arena.errors import InvalidAnswer, UserError
from arena.model import Conversation, Reply, ScriptedModelServer
from arena.runner import LegRunner
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


# -- measuring ADK's mechanisms -----------------------------------------------------------------


@dataclass
class Leg:
    model_requests: int
    tools: list[tuple[str, str]]  # (tool, status) from the harness's log
    calls: list[types.FunctionCall]  # function calls the model / ADK emitted
    responses: list[dict[str, Any]]  # function responses, as the model will read them


class Probe:
    """Raw ADK (no adapter): one agent, one in-memory session, the harness's tool-call log."""

    def __init__(
        self,
        server: Any,
        behaviour: str,
        gate: BaseTool,
        book: BaseTool | None = None,
        resumable: bool = False,
    ):
        model = f"scripted-{behaviour}"
        self.server = server
        self.ctx = RunContext(
            run_id="probe",
            adapter="adk",
            endpoint=ModelEndpoint(base_url=server.base_url, model=model),
        )
        client = AsyncOpenAI(base_url=server.base_url, api_key="x", max_retries=0)
        agent = LlmAgent(
            name="booker",
            model=OpenAILlm(model=model, client=client),
            instruction=rooms.SYSTEM_PROMPT,
            tools=[rooms.search_rooms, book or rooms.book_room, gate],
        )
        self.sessions = InMemorySessionService()
        resumability = ResumabilityConfig(is_resumable=True) if resumable else None
        app = App(name="probe", root_agent=agent, resumability_config=resumability)
        self.runner = Runner(app=app, session_service=self.sessions)

    async def leg(self, message: types.Content, session_id: str | None = None) -> Leg:
        if session_id is None:
            session_id = (await self.sessions.create_session(app_name="probe", user_id="u")).id
        self.session_id = session_id
        before, logged = self.server.requests, len(self.ctx.tool_calls)
        calls, responses = [], []
        with active(self.ctx):
            async for event in self.runner.run_async(
                user_id="u", session_id=session_id, new_message=message
            ):
                calls += event.get_function_calls()
                responses += [dict(r.response or {}) for r in event.get_function_responses()]
        return Leg(
            model_requests=self.server.requests - before,
            tools=[(c.tool, c.status) for c in self.ctx.tool_calls[logged:]],
            calls=calls,
            responses=responses,
        )

    async def start(self) -> Leg:
        return await self.leg(types.Content(role="user", parts=[types.Part(text=TASK)]))

    async def answer(self, name: str, call_id: str | None, response: dict[str, Any]) -> Leg:
        part = types.Part(
            function_response=types.FunctionResponse(name=name, id=call_id, response=response)
        )
        return await self.leg(types.Content(role="user", parts=[part]), self.session_id)


def as_gate(fn: Callable[..., Any]) -> Callable[..., Any]:
    fn.__name__ = "request_approval"
    fn.__doc__ = rooms.request_approval.__doc__
    return fn


def pending_status(summary: str) -> dict[str, str]:
    return {"status": "pending"}


def no_result(summary: str) -> None:
    return None


def confirm_by_hand(summary: str, tool_context: ToolContext) -> str:
    """request_confirmation() as ADK's docs show it, without skip_summarization."""
    if tool_context.tool_confirmation is None:
        tool_context.request_confirmation(hint=summary)
        return "Waiting for a person to answer."
    return "APPROVED" if tool_context.tool_confirmation.confirmed else "DENIED"


def confirmation_id(leg: Leg) -> str:
    (call,) = [c for c in leg.calls if c.name == "adk_request_confirmation"]
    assert call.id
    return call.id


@pytest.mark.filterwarnings("ignore::UserWarning")  # ResumabilityConfig is experimental
@pytest.mark.parametrize("resumable", [False, True])
def test_long_running_tool_that_returns_a_status_does_not_stop(
    model_server: Any, resumable: bool
) -> None:
    """The seed's mechanism: the pause is *reported* (long_running_tool_ids) but the run goes on,
    with or without a resumable App."""
    gate = LongRunningFunctionTool(as_gate(pending_status))
    probe = Probe(model_server, "stubborn", gate, resumable=resumable)
    leg = asyncio.run(probe.start())
    # search, gate, then two more model calls in the same leg: it tried to book with nobody
    # asked (the harness's binding blocks it: no approval covers the call).
    assert leg.model_requests == 4
    assert leg.tools == [("search_rooms", "ok"), ("book_room", "blocked")]


def test_long_running_tool_without_a_result_stops_but_cannot_enforce_a_denial(
    model_server: Any,
) -> None:
    probe = Probe(model_server, "stubborn", LongRunningFunctionTool(as_gate(no_result)))

    async def story() -> tuple[Leg, Leg]:
        first = await probe.start()
        (gate,) = [c for c in first.calls if c.name == "request_approval"]
        denied = {"result": "DENIED by scripted: do not proceed."}
        return first, await probe.answer("request_approval", gate.id, denied)

    first, second = asyncio.run(story())
    assert first.model_requests == 2 and first.tools == [("search_rooms", "ok")]  # stopped
    # The denial is only data for the model: a stubborn model tries to book anyway (and only the
    # harness's binding stops it).
    assert second.tools == [("book_room", "blocked")]


def test_request_confirmation_alone_does_not_stop(model_server: Any) -> None:
    """The stop comes from skip_summarization, which require_confirmation sets, not from asking:
    ADK hands the placeholder back to the model at once, and a hasty model books."""
    probe = Probe(model_server, "hasty", FunctionTool(as_gate(confirm_by_hand)))
    leg = asyncio.run(probe.start())
    assert [c.name for c in leg.calls].count("adk_request_confirmation") == 1
    assert leg.model_requests == 4
    assert leg.tools == [("search_rooms", "ok"), ("book_room", "blocked")]  # tried, unasked


def test_require_confirmation_stops_before_anything_else_happens(model_server: Any) -> None:
    probe = Probe(
        model_server, "stubborn", FunctionTool(rooms.request_approval, require_confirmation=True)
    )
    leg = asyncio.run(probe.start())
    assert leg.model_requests == 2  # search, gate — and no model call after the gate
    assert leg.tools == [("search_rooms", "ok")]  # the gate's body did not run either
    call = next(c for c in leg.calls if c.name == "adk_request_confirmation")
    original = (call.args or {})["originalFunctionCall"]
    assert original["name"] == "request_approval"


def test_require_confirmation_on_the_consequential_tool_enforces_a_denial(
    model_server: Any,
) -> None:
    """A reckless model calls book_room first: ADK refuses to run it without a confirmation."""
    probe = Probe(
        model_server,
        "reckless",
        FunctionTool(rooms.request_approval, require_confirmation=True),
        book=FunctionTool(rooms.book_room, require_confirmation=True),
    )

    async def story() -> tuple[Leg, Leg]:
        first = await probe.start()
        return first, await probe.answer(
            "adk_request_confirmation", confirmation_id(first), {"confirmed": False}
        )

    first, second = asyncio.run(story())
    assert first.model_requests == 2 and first.tools == [("search_rooms", "ok")]
    assert {"error": "This tool call is rejected."} in second.responses  # ADK's fixed text
    assert ("book_room", "ok") not in second.tools


# -- the adapter: durability ----------------------------------------------------------------------


def leg(ctx: RunContext, call: Callable[[], Any]) -> Turn:
    return asyncio.run(LegRunner(timeout_s=30)(ctx, call))


def resume_in_this_process(state_file: str) -> dict[str, Any]:
    """The second process: the JSON state file, the SQLite file, a freshly built adapter."""
    state = json.loads(Path(state_file).read_text())
    adapter = build(AgentSpec.from_module(rooms, name="human_in_the_loop"), db_path=state["db"])
    endpoint = ModelEndpoint(**state["endpoint"])
    out = {}
    for answer, run in state["runs"].items():
        ctx = restored_context(run, adapter="google_adk", endpoint=endpoint)
        answers = answer_all(ctx, answer)
        turn = leg(ctx, handing(adapter, answers, ctx))  # type: ignore[misc]
        out[answer] = outcome(turn, "result")
    return out


def test_a_new_process_resumes_from_the_sqlite_session(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    db = tmp_path / "adk.db"
    adapter = build(AgentSpec.from_module(rooms, name="human_in_the_loop"), db_path=db)
    assert adapter.durable
    runs = {}
    for answer in ("approve", "deny"):  # two paused runs: each is resumed once
        ctx = RunContext(run_id=f"run_adk_{answer}", adapter="google_adk", endpoint=endpoint)
        first = leg(ctx, lambda c=ctx: adapter.start(TASK, c))  # type: ignore[misc]
        assert first.status == "waiting", first.error
        assert [r.action for r in first.requests] == ["request_approval"]
        assert [c.tool for c in ctx.tool_calls] == ["search_rooms"]
        runs[answer] = paused_state(ctx)
        # ids and the database path only: JSON through and through
        assert runs[answer]["snapshot"] is not None
    state = tmp_path / "state.json"
    endpoint_json = {"base_url": endpoint.base_url, "model": endpoint.model}
    state.write_text(json.dumps({"db": str(db), "endpoint": endpoint_json, "runs": runs}))

    out = last_json_line(run_script(__file__, "resume", str(state)))

    approved, denied = out["approve"], out["deny"]
    assert approved["status"] == "completed", approved
    assert [c[:2] for c in approved["calls"]] == [["request_approval", "ok"], ["book_room", "ok"]]
    assert "BK-" in approved["message"]
    assert denied["status"] == "completed", denied
    assert [c[:2] for c in denied["calls"]] == [["request_approval", "rejected"]]
    assert ACKNOWLEDGEMENT.search(denied["message"]), denied["message"]


def test_an_adapter_on_another_database_resumes_from_the_file_the_run_recorded(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    """As LangGraph does: the recorded file, while it exists (a store copied elsewhere leaves
    it where it was; outside tester 20), not the adapter's own."""
    spec = AgentSpec.from_module(rooms, name="human_in_the_loop")
    adapter = build(spec, db_path=tmp_path / "a.db")
    ctx = RunContext(run_id="run_adk_db", adapter="google_adk", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    other = build(spec, db_path=tmp_path / "b.db")
    answers = [InputResponse(request_id=first.requests[0].id, option_id="approve")]
    second = leg(ctx, handing(other, answers, ctx))
    assert second.status == "completed", second.error
    assert [(c.tool, c.status) for c in ctx.tool_calls][-1] == ("book_room", "ok")
    assert not (tmp_path / "b.db").exists()


def test_a_session_in_no_file_names_where_it_looked_and_creates_none(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    from arena.adapters._state_files import StateNotFound

    spec = AgentSpec.from_module(rooms, name="human_in_the_loop")
    adapter = build(spec, db_path=tmp_path / "a.db")
    ctx = RunContext(run_id="run_adk_gone", adapter="google_adk", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    (tmp_path / "a.db").rename(tmp_path / "elsewhere.db")
    other = build(spec, db_path=tmp_path / "b.db")
    with pytest.raises(StateNotFound) as found:
        other.find_state(ctx.session, ctx.run_id)
    said = str(found.value)
    assert str(tmp_path / "a.db") in said and str(tmp_path / "b.db") in said
    assert "move the file back" in said
    assert not (tmp_path / "a.db").exists() and not (tmp_path / "b.db").exists()
    assert first.status == "waiting"


def test_the_model_reads_the_persons_answer_as_the_ask_tools_result(
    endpoint: ModelEndpoint, tmp_path: Path
) -> None:
    adapter = build(
        AgentSpec.from_module(rooms, name="human_in_the_loop"), db_path=tmp_path / "a.db"
    )
    ctx = RunContext(run_id="run_adk_text", adapter="google_adk", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    answer = InputResponse(request_id=first.requests[0].id, text="yes, go ahead")
    second = leg(ctx, handing(adapter, [answer], ctx))
    assert second.status == "completed", second.error
    gate = [c for c in ctx.tool_calls if c.tool == "request_approval"]
    assert [c.result for c in gate] == ["Answer from scripted: yes, go ahead"]
    # The scripted model read "yes" in the tool result as approval and booked; words that read
    # as a go-ahead authorise the proposed call once, as the approve option does (arena.binding).
    assert [(c.tool, c.status) for c in ctx.tool_calls][-1] == ("book_room", "ok")
    assert not any("NOT APPROVED" in c.result for c in ctx.tool_calls)


# -- a user-built agent with a gated consequential tool ------------------------------------------

deleted: list[str] = []


@recorded(side_effect=True)
def delete_file(path: str) -> str:
    """Delete a file."""
    deleted.append(path)
    return f"deleted {path}"


def cleaner(conv: Conversation) -> Reply:
    """Deletes notes.txt, then reports the tool result it got."""
    calls = conv.calls("delete_file")
    if not calls:
        return Reply.call("delete_file", path="notes.txt")
    return Reply.say(f"result={conv.result(calls[-1][1])}")


@pytest.fixture(scope="module")
def cleaner_server() -> Any:
    with ScriptedModelServer(policies={"cleaner": cleaner}) as server:
        yield server


def user_adapter(db: Path) -> GoogleADKAdapter:
    agent = LlmAgent(
        name="cleaner",
        instruction="You clean up files.",
        tools=[FunctionTool(delete_file, require_confirmation=True)],
    )
    return GoogleADKAdapter(agent, db_path=db, name="adk_user")


@pytest.mark.parametrize("answer", ["approve", "deny"])
def test_a_gated_tool_runs_only_when_confirmed(
    cleaner_server: Any, tmp_path: Path, answer: str
) -> None:
    deleted.clear()
    adapter = user_adapter(tmp_path / "u.db")
    endpoint = ModelEndpoint(base_url=cleaner_server.base_url, model="cleaner")
    ctx = RunContext(run_id=f"run_adk_{answer}", adapter="adk_user", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start("tidy up", ctx))
    assert first.status == "waiting", first.error
    (request,) = first.requests
    assert (request.action, dict(request.args)) == ("delete_file", {"path": "notes.txt"})
    assert deleted == [] and ctx.tool_calls == []  # enforced: nothing ran before the answer

    response = InputResponse(request_id=request.id, option_id=answer)
    second = leg(ctx, handing(adapter, [response], ctx))
    assert second.status == "completed", second.error
    responded = [e for e in ctx.events if e.type == "input.responded"]
    assert [e.data["option_id"] for e in responded] == [answer]
    if answer == "approve":
        assert deleted == ["notes.txt"]
        assert [(c.tool, c.status) for c in ctx.tool_calls] == [("delete_file", "ok")]
        assert ctx.tool_calls[0].request_id == request.id
        assert "deleted notes.txt" in second.message
    else:
        assert deleted == []  # a person blocked the call: logged as rejected, never executed
        assert [(c.tool, c.status) for c in ctx.tool_calls] == [("delete_file", "rejected")]
        assert "This tool call is rejected." in second.message  # ADK's fixed text


def test_edited_arguments_for_a_gated_tool_are_refused(cleaner_server: Any, tmp_path: Path) -> None:
    adapter = user_adapter(tmp_path / "u.db")
    endpoint = ModelEndpoint(base_url=cleaner_server.base_url, model="cleaner")
    ctx = RunContext(run_id="run_adk_edit", adapter="adk_user", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start("tidy up", ctx))
    edit = InputResponse(request_id=first.requests[0].id, edited_args={"path": "other.txt"})
    with pytest.raises(InvalidAnswer, match="approve or deny instead of editing"):
        asyncio.run(handed(adapter, [edit], ctx))


def test_wrapping_an_agent_that_cannot_pause_names_the_fix(tmp_path: Path) -> None:
    plain = LlmAgent(name="plain", tools=[delete_file])
    with pytest.raises(UserError, match="require_confirmation=True"):
        GoogleADKAdapter(plain, db_path=tmp_path / "x.db")
    with pytest.raises(UserError, match="not among"):
        GoogleADKAdapter(plain, ask=("nope",), db_path=tmp_path / "x.db")

    def unrecorded(path: str) -> str:
        return path

    hidden = LlmAgent(name="hidden", tools=[FunctionTool(unrecorded, require_confirmation=True)])
    with pytest.raises(UserError, match="unseen by the harness"):
        GoogleADKAdapter(hidden, db_path=tmp_path / "x.db")
    with pytest.raises(UserError, match="LlmAgent"):
        GoogleADKAdapter("not an agent", db_path=tmp_path / "x.db")  # type: ignore[arg-type]


if __name__ == "__main__" and sys.argv[1:2] == ["resume"]:
    print(json.dumps(resume_in_this_process(sys.argv[2])))


# -- the pause's end, read from the session file --------------------------------------------


def test_the_newest_event_read_from_the_file_is_the_one_adk_lists_last(tmp_path: Path) -> None:
    """Two events stamped alike: ADK breaks the tie by append order, and so does the query."""
    from google.adk.events import Event
    from google.adk.sessions.base_session_service import GetSessionConfig

    from arena.adapters._adk_sessions import PatientSqliteSessionService, newest_event

    service = PatientSqliteSessionService(tmp_path / "s.db")

    async def go() -> tuple[object, str]:
        session = await service.create_session(app_name="a", user_id="u")
        for text in ("late", "first", "second"):
            at = 2_000.0 if text == "late" else 1_000.0
            content = types.Content(role="user", parts=[types.Part(text=text)])
            await service.append_event(session, Event(author="x", content=content, timestamp=at))
        listed = await service.get_session(
            app_name="a", user_id="u", session_id=session.id,
            config=GetSessionConfig(num_recent_events=1),
        )  # fmt: skip
        assert listed is not None
        return newest_event(service, "a", "u", session.id), listed.events[-1].id

    read, listed = asyncio.run(go())
    assert read == listed
    assert newest_event(service, "a", "u", "no-such-session") is None


def test_a_file_that_cannot_tell_sends_the_question_to_the_service(tmp_path: Path) -> None:
    """The stock service (another backend, say) and a schema the query does not know: UNREAD."""
    import sqlite3

    from google.adk.sessions.sqlite_session_service import SqliteSessionService

    from arena.adapters._adk_sessions import UNREAD, PatientSqliteSessionService, newest_event

    stock = SqliteSessionService(str(tmp_path / "stock.db"))
    assert newest_event(stock, "a", "u", "s") is UNREAD
    patient = PatientSqliteSessionService(tmp_path / "other.db")
    sqlite3.connect(patient.db_path).execute("CREATE TABLE IF NOT EXISTS x (y)").connection.close()
    assert newest_event(patient, "a", "u", "s") is UNREAD  # no events table: not ADK's schema


def _service_reads_of_one_run(
    endpoint: ModelEndpoint, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> int:
    """``get_session`` calls while one run pauses and is approved: ADK's own and the adapter's."""
    from arena.adapters._adk_sessions import PatientSqliteSessionService

    reads = 0
    original = PatientSqliteSessionService.get_session

    async def counted(self: Any, **kwargs: Any) -> Any:
        nonlocal reads
        reads += 1
        return await original(self, **kwargs)

    monkeypatch.setattr(PatientSqliteSessionService, "get_session", counted)
    adapter = build(
        AgentSpec.from_module(rooms, name="human_in_the_loop"), db_path=tmp_path / "r.db"
    )
    ctx = RunContext(run_id="run_adk_reads", adapter="google_adk", endpoint=endpoint)
    first = leg(ctx, lambda: adapter.start(TASK, ctx))
    assert first.status == "waiting", first.error
    answer = InputResponse(request_id=first.requests[0].id, option_id="approve")
    assert leg(ctx, handing(adapter, [answer], ctx)).status == "completed"
    return reads


def test_the_adapter_finds_the_pause_without_asking_the_service(
    endpoint: ModelEndpoint, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each ``get_session`` opens a connection in a thread of its own (~2.7 ms of CPU): the
    adapter's two questions a run (where the pause ends; whether the session still ends there)
    go to the file instead. The broken reference: a file that cannot tell, two reads more."""
    from arena.adapters import _adk_leg, _adk_pause, _adk_sessions

    direct = _service_reads_of_one_run(endpoint, tmp_path / "direct", monkeypatch)
    unread = lambda *args: _adk_sessions.UNREAD  # noqa: E731
    monkeypatch.setattr(_adk_leg, "newest_event", unread)
    monkeypatch.setattr(_adk_pause, "newest_event", unread)
    assert _service_reads_of_one_run(endpoint, tmp_path / "service", monkeypatch) == direct + 2
