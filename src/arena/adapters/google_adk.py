"""Google ADK adapter: tool confirmation ends the run with an ``adk_request_confirmation`` call.

The pause is native. A tool built with ``FunctionTool(fn, require_confirmation=True)`` asks for
confirmation instead of running: ADK emits an event carrying an ``adk_request_confirmation``
function call (``args.originalFunctionCall`` names the tool and its arguments) and, because the
tool's placeholder response is marked ``skip_summarization``, ``Runner.run_async`` stops there.
The answer goes back as a user message holding
``FunctionResponse(name="adk_request_confirmation", id=<that call's id>, response={"confirmed":
bool})``; ADK then runs (or refuses) the original call and continues. Session events live in a
``SqliteSessionService`` file — or, on a PostgreSQL store, in the store's database
(:mod:`arena.adapters._adk_postgres`) — and the session slot keeps only the ids, the file's path
(or ``postgres:store``) and the id of the session's last event at the pause, so a new process
resumes the same session.

The session runs ahead of the harness's store; a retry after a resumer died mid-leg answers in a
copy of the session cut at the pause (:mod:`arena.adapters._adk_pause`).

Measured in ``tests/adapters/test_adapter_google_adk.py``: ``LongRunningFunctionTool`` (the
mechanism first planned here) does not stop a run whose function returns a value — the model is
called again and can book in the same leg — and it enforces nothing on a denial;
``tool_context.request_confirmation()`` alone does not stop either: the stop comes from
``skip_summarization``, which ``require_confirmation`` sets for you.

Two kinds of approval point:

* an *ask* tool (the arena's ``request_approval``): replaced by :class:`~arena.adapters._adk_ask.AskTool` with the same
  declaration, which requests confirmation itself and, once answered, returns the person's
  :func:`describe_decision` carried in the confirmation's ``payload`` — approval or denial;
* a *gated* tool (a user's ``FunctionTool(delete_file, require_confirmation=True)``): approved, ADK
  runs it (the harness's ``@recorded`` wrapper logs it); denied, it does not run and the model sees
  ADK's fixed ``{"error": "This tool call is rejected."}`` — ADK takes no rejection text, and a
  resume message may not mix the function response with text (``runners.py``
  ``_validate_new_message``).
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import weakref
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from importlib import metadata
from pathlib import Path
from typing import Any

try:
    from google.adk.agents import LlmAgent
    from google.adk.events import Event
    from google.adk.integrations.openai import OpenAILlm
    from google.adk.runners import Runner
    from google.adk.tools import BaseTool, FunctionTool
    from google.adk.tools.tool_confirmation import ToolConfirmation
    from google.genai import types
    from openai import AsyncOpenAI
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from arena.errors import MissingExtra

    raise MissingExtra("google_adk", "google_adk", exc.name or "google-adk") from exc

from arena.adapters._adk_ask import AskTool
from arena.adapters._adk_leg import CONFIRMATION as CONFIRMATION
from arena.adapters._adk_leg import last_event, read_leg
from arena.adapters._adk_pause import at_pause
from arena.adapters._adk_postgres import IN_STORE
from arena.adapters._adk_sessions import find_home, new_home, service_for
from arena.adapters._approvals import (
    check_complete,
    gather,
    refuse_unknown_ask,
    refuse_unrecorded,
)
from arena.adapters._run_over import Ended, at_loop_end
from arena.adapters._tools import inline, is_recorded
from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import async_client
from arena.errors import RunError, UserError
from arena.pause_made import watch
from arena.session import SessionLine, create_format_slot
from arena.statedir import state_file
from arena.types import InputResponse, Turn

# Each ToolConfirmation notes the frames that made it: ADK's own request_confirmation, not a loop
# that builds one itself (arena.pause_made, evidence52b).
watch(ToolConfirmation)

USER_ID = "arena"
#: ADK's session database, in the state folder that goes with the store (arena.statedir).
DEFAULT_DB = "google_adk.db"

#: Shape of what the session slot holds; bump when it changes.
STATE_FORMAT = "google_adk.paused/1"


#: ``{"format", "db", "app", "user", "session", "calls": [confirmation call ids], "last_event"}``:
#: the events themselves are in the SQLite file, so the slot is small and the pause survives the
#: process; ``last_event`` (the session's last event at the pause) says where the pause ends.
_STATE = create_format_slot("google_adk.paused", STATE_FORMAT)
#: ``{"format", "db", "user", "session"}``: the ADK session a finished leg ran in. A second send
#: on the session line appends to it, so ADK's session service hands the model the history.
_CONVERSATION = create_format_slot("google_adk.conversation", "google_adk.conversation/1")


class GoogleADKAdapter:
    """Drives an ``LlmAgent`` the user built; its confirmation tools are the pauses.

    ``ask`` names tools whose call *is* the question (answered with the person's decision); every
    other ``FunctionTool(..., require_confirmation=...)`` is gated and runs only when confirmed.
    The model comes from the run's endpoint (ADK's ``OpenAILlm`` on chat completions), so the
    agent's own ``model`` is overridden. ``db_path`` is the SQLite file of ADK's sessions.
    """

    traits = Traits(
        pause_kind="native",
        mechanism=(
            "native: tool confirmation (require_confirmation / request_confirmation + "
            "skip_summarization) ends run_async with an adk_request_confirmation call; events in "
            "SqliteSessionService; resumed with FunctionResponse(adk_request_confirmation, "
            "{'confirmed': bool})"
        ),
    )

    def __init__(
        self,
        agent: LlmAgent,
        *,
        ask: Iterable[str] = (),
        db_path: str | Path | None = None,
        app_name: str = "arena",
        name: str = "google_adk",
    ) -> None:
        if not isinstance(agent, LlmAgent):
            raise UserError(
                f"GoogleADKAdapter wraps a google.adk LlmAgent, got {type(agent).__name__}; "
                "build one with LlmAgent(name=..., instruction=..., tools=[...])"
            )
        self.name = name
        self.app_name = app_name
        self.ask = frozenset(ask)
        self.db_path = Path(db_path or state_file(DEFAULT_DB)).absolute()
        #: A file the caller chose: kept even on a PostgreSQL store.
        self._chosen = db_path is not None
        tools = [t if isinstance(t, BaseTool) else FunctionTool(t) for t in agent.tools]  # type: ignore[arg-type]
        by_name = {t.name: t for t in tools}
        refuse_unknown_ask(self.ask, by_name, agent.name, tools="tools")
        self.gated = frozenset(
            t.name for t in tools if t.name not in self.ask and _requires_confirmation(t)
        )
        if not self.ask and not self.gated:
            raise UserError(
                f"agent {agent.name!r} has no tool that asks for confirmation, so it can never "
                "pause: build one with FunctionTool(fn, require_confirmation=True) or pass ask=(name,)"
            )
        refuse_unrecorded(
            (n for n in self.gated if not is_recorded(getattr(by_name[n], "func", None))),
            "FunctionTool(recorded(fn), require_confirmation=True)",
        )
        self._tools = [AskTool(t) if t.name in self.ask else t for t in tools]
        self._template = agent
        self._runners: dict[tuple[str, ...], tuple[Runner, asyncio.AbstractEventLoop]] = {}
        #: Sessions whose run's last leg here ended unpaused, by (database, session id): deleted
        #: once the store says the run is over (``_run_over``); ``_services`` reaches them.
        self._over: Ended[tuple[str, str]] = Ended(self._delete)
        self._services: dict[str, Any] = {}
        #: Per event loop: what deletes the finished runs' sessions when the loop ends.
        self._closers: dict[int, tuple[weakref.ref[asyncio.AbstractEventLoop], Any]] = {}
        #: Session files :meth:`find_state` found before a resume claimed the run, by (run, slot
        #: path, session): the leg opens the same without looking again.
        self._found: dict[tuple[str, str, str], str] = {}

    @property
    def framework_version(self) -> str:
        return f"google-adk {metadata.version('google-adk')}"

    @property
    def durable(self) -> bool:
        """Read off the slot: the paused session's ids and database path are stored as JSON."""
        return _STATE.durable

    # -- legs -------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        earlier = ctx.session.take(_CONVERSATION) if ctx.session.has(_CONVERSATION) else None
        if earlier is not None:  # the finished conversation's session, wherever it is now
            key = (self.app_name, earlier["user"], earlier["session"])
            where = find_home(earlier["db"], self.db_path, ctx.run_id, "conversation", key)
        else:
            where = new_home(self.db_path, chosen=self._chosen)
        runner = self._runner(ctx, where)
        await self._watch_loop()
        if earlier is not None:
            session_id = await self._continue(runner, {**earlier, "db": where}, ctx)
        else:
            session = await runner.session_service.create_session(
                app_name=self.app_name, user_id=USER_ID
            )
            session_id = session.id
        message = types.Content(role="user", parts=[types.Part(text=user_input)])
        events = runner.run_async(user_id=USER_ID, session_id=session_id, new_message=message)
        return await self._finish(events, runner, where, session_id, ctx, first=earlier is None)

    async def _continue(self, runner: Runner, earlier: Mapping[str, Any], ctx: RunContext) -> str:
        """The finished conversation's ADK session, for a second send on the same line."""
        session = await runner.session_service.get_session(
            app_name=self.app_name, user_id=earlier["user"], session_id=earlier["session"]
        )
        if session is None:
            raise RunError(
                f"run {ctx.run_id}: ADK session {earlier['session']} is not in {earlier['db']}; "
                "the conversation cannot be continued (open a new session line)"
            )
        return str(session.id)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        state = ctx.session.peek(_STATE)
        if state is None:
            ctx.session.take(_STATE)  # raises the session line's "nothing paused" error
            raise AssertionError("unreachable")
        by_call = {req.native_id: (req, resp) for req, resp in matched}
        gathered = gather(ctx, by_call, state["calls"], "the paused ADK session")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_call = dict(gathered)
        check_complete(
            ctx,
            by_call,
            set(state["calls"]),
            noun="confirmation",
            where="the paused ADK session",
            ask=self.ask,
            no_edit="ADK runs a confirmed tool with the arguments the model gave "
            "(a ToolConfirmation carries no argument override)",
        )
        where = self._home(state, ctx.run_id)
        runner = self._runner(ctx, where)
        await self._watch_loop()
        # The paused session stays until the run is over, whatever this leg does: a retry of a
        # leg set aside answers in a copy cut from it (_adk_pause).
        self._note(where, str(state["session"]), ctx, paused=False)
        session_id = await at_pause(
            runner.session_service, self.app_name, {**state, "db": where}, ctx
        )  # before any decision is recorded
        ctx.session.take(_STATE)
        parts = []
        for call_id in state["calls"]:
            request, response = by_call[call_id]
            asked = request.action in self.ask
            # A typed answer confirms the ask tool's call: the text is its result.
            confirmed = response.approved or (asked and response.text is not None)
            answer: dict[str, Any] = {"confirmed": confirmed}
            if asked:
                ctx.resolve(request, response)
                answer["payload"] = {"decision": describe_decision(response)}
            else:
                # The tool records its own execution; the decision is an event, not a call.
                ctx.resolve(request, response, record=False)
            parts.append(
                types.Part(
                    function_response=types.FunctionResponse(
                        name=CONFIRMATION, id=call_id, response=answer
                    )
                )
            )
        events = runner.run_async(
            user_id=state["user"],
            session_id=session_id,
            new_message=types.Content(role="user", parts=parts),
        )
        return await self._finish(events, runner, where, session_id, ctx, first=False)

    def find_state(self, session: SessionLine, run_id: str) -> None:
        """Before a resume claims the run: its paused session is in a file a leg can open
        (``arena.runs.resume``); StateNotFound names where it looked, and nothing is written."""
        try:
            state = session.peek(_STATE)
        except RunError:  # a slot of another release: the leg says so
            return
        if state is None or state["db"] == IN_STORE:
            return
        if len(self._found) > 1024:  # checked, and never resumed here: forget them
            self._found.clear()
        key = (run_id, str(state["db"]), str(state["session"]))
        self._found[key] = self._home(state, run_id)

    def _home(self, state: Mapping[str, Any], run_id: str) -> str:
        """Where the paused session is: the store's database, the recorded file, or that file
        where the store folder took it (:func:`~arena.adapters._adk_sessions.find_home`)."""
        found = self._found.pop((run_id, str(state["db"]), str(state["session"])), None)
        if found is not None and Path(found).is_file():
            return found
        session = (state.get("app") or self.app_name, state["user"], state["session"])
        return find_home(state["db"], self.db_path, run_id, "pause", session)

    async def _finish(
        self,
        events: AsyncIterator[Event],
        runner: Runner,
        where: str,
        session_id: str,
        ctx: RunContext,
        *,
        first: bool,
    ) -> Turn:
        """Read one leg's events; ``first``: the start leg, whose session nothing else needs;
        ``where``: the session's database (a file's path, or the store's marker)."""
        try:
            texts, confirmations, errors, acted, requested = await read_leg(events)
        except BaseException:
            if first:  # the run fails; nothing will resume it
                with contextlib.suppress(Exception):
                    await self._forget(runner, session_id)
            else:
                self._note(where, session_id, ctx, paused=False)
            raise
        text = "\n".join(t for t in texts if t.strip())
        if not first and not acted:
            # ADK took the answer but did nothing with it: never report that as a completed leg.
            raise RunError(
                f"run {ctx.run_id}: ADK ended the resumed leg in session {session_id} without a "
                "single event — the confirmation was not taken up (answered already?)"
            )
        if errors and not confirmations:
            if first:
                await self._forget(runner, session_id)
            else:
                self._note(where, session_id, ctx, paused=False)
            return ctx.finish("failed", message=text, error=f"model error: {'; '.join(errors)}")
        if not confirmations:
            # Kept for a second send on this session line (ADK replays the session's events).
            ctx.session.set(
                _CONVERSATION,
                {
                    "format": "google_adk.conversation/1",
                    "db": where,
                    "user": USER_ID,
                    "session": session_id,
                },
            )
            self._note(where, session_id, ctx, paused=False)  # kept for a second send meanwhile
            return ctx.finish("completed", message=text)
        for call in confirmations:
            original = (call.args or {}).get("originalFunctionCall") or {}
            ask_for_approval(
                ctx,
                action=str(original.get("name") or "tool"),
                args=dict(original.get("args") or {}),
                native_id=call.id,
                preview=text,
            )
        ctx.session.set(
            _STATE,
            {
                "format": STATE_FORMAT,
                "db": where,
                "app": self.app_name,
                "user": USER_ID,
                "session": session_id,
                "calls": [c.id for c in confirmations],
                "last_event": await last_event(runner, self.app_name, USER_ID, session_id),
            },
        )
        self._note(where, session_id, ctx, paused=True)
        # ADK's own ToolConfirmation (else its adk_request_confirmation call) is the witness
        ctx.witness_pause(
            requested[0] if requested else confirmations[0],
            "Runner.run_async() events: actions.requested_tool_confirmations"
            if requested
            else f"Runner.run_async() events: {confirmations[0].name} function call",
        )
        return ctx.finish("waiting", message=text)

    # -- finished runs' sessions ------------------------------------------------------------
    def _note(self, where: str, session_id: str, ctx: RunContext, *, paused: bool) -> None:
        self._over.note((where, session_id), ctx.run_id, paused=paused)

    async def _watch_loop(self) -> None:
        """Delete finished runs' sessions now and then, and all of them when this loop ends."""
        loop = asyncio.get_running_loop()
        known = self._closers.get(id(loop))
        if known is None or known[0]() is not loop:
            closer = at_loop_end(lambda: self._over.prune(final=True))
            await closer.__anext__()  # registered with the loop: runs at its shutdown
            self._closers = {k: v for k, v in self._closers.items() if v[0]() is not None}
            self._closers[id(loop)] = (weakref.ref(loop), closer)
        self._over.soon()

    async def _delete(self, keys: list[tuple[str, str]]) -> None:
        for where, session_id in keys:  # ADK's API deletes one session (and its events) a call
            service = self._services.get(where)
            if service is not None:
                with contextlib.suppress(Exception):
                    await service.delete_session(
                        app_name=self.app_name, user_id=USER_ID, session_id=session_id
                    )

    async def _forget(self, runner: Runner, session_id: str) -> None:
        """A run that ended in its first leg never paused, so no resume needs its session."""
        await runner.session_service.delete_session(
            app_name=self.app_name, user_id=USER_ID, session_id=session_id
        )

    # -- the model --------------------------------------------------------------------------
    def _runner(self, ctx: RunContext, where: str) -> Runner:
        """The user's agent on ADK's chat-completions ``OpenAILlm`` for this endpoint, its
        sessions in ``where`` (cached)."""
        endpoint = ctx.endpoint
        key = (where, endpoint.base_url, endpoint.api_key, endpoint.model)
        loop = asyncio.get_running_loop()
        runner, made_in = self._runners.get(key, (None, None))
        if runner is None or made_in is not loop:
            # httpx pools and ADK's schema lock belong to one event loop: one runner per loop.
            # The harness owns retries and timeouts: a broken endpoint fails the leg at once.
            client = AsyncOpenAI(
                base_url=endpoint.base_url,
                api_key=endpoint.api_key,
                max_retries=0,
                http_client=async_client(),  # bound by the leg's deadline
            )
            agent = self._template.clone(
                update={
                    "model": OpenAILlm(model=endpoint.model, client=client),
                    "tools": self._tools,
                }
            )
            runner = Runner(
                app_name=self.app_name,
                agent=agent,
                session_service=service_for(where, ctx.run_id),
            )
            self._runners[key] = (runner, loop)
        self._services[where] = runner.session_service
        return runner


def _requires_confirmation(tool: BaseTool) -> bool:
    # FunctionTool keeps the flag private; a callable decides per call, so it counts as gated.
    return bool(getattr(tool, "_require_confirmation", False))


def build(spec: AgentSpec, *, db_path: str | Path | None = None) -> GoogleADKAdapter:
    """The arena's agent as an ``LlmAgent``: its gate is an ask tool, nothing else is gated."""
    prompt = spec.system_prompt
    agent = LlmAgent(
        name=re.sub(r"\W", "_", spec.name) or "agent",
        # A callable instruction is used verbatim: a string would have its {braces} templated.
        instruction=lambda _context: prompt,
        tools=[
            FunctionTool(inline(fn), require_confirmation=fn.__name__ in spec.gated)
            for fn in spec.tools
        ],
    )
    return GoogleADKAdapter(agent, ask=(spec.gate,), db_path=db_path)


__all__ = ["GoogleADKAdapter", "build"]
