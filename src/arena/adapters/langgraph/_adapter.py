"""Legs over a compiled LangGraph graph: pause on its interrupts, resume with ``Command(resume=)``.

The graph's checkpointer *is* the paused state. The session slot keeps only what identifies it —
the thread id, the id of the checkpoint the run paused at and, when the adapter opens the
checkpointer itself, the database file — so durability is a property of the checkpointer: an
on-disk saver lets a new process resume, while ``InMemorySaver`` dies with the process (its slot
is then kept live-only, and says so).

Why the checkpoint id: the checkpointer is a second store that runs ahead of the harness's. It
saves a checkpoint at every step of a leg, while the harness records the leg (and the slot) only
when the leg ends; a resumer that dies in between leaves the thread past the pause — mid-leg, or
finished — with the run still waiting in the harness's store. Every resume therefore addresses
the recorded pause checkpoint, ``Command(resume=...)`` with ``checkpoint_id`` (supported by
LangGraph as "a resume at a checkpoint the thread has moved past", ``pregel/_loop.py``
``_first``): the leg runs again from exactly the recorded pause on a new branch, and a tool with a
side effect gets the harness's recorded result back instead of running twice.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, replace
from importlib import metadata
from typing import Any

from langchain_core.messages import AIMessage
from langgraph.checkpoint.base import BaseCheckpointSaver
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.pregel import Pregel
from langgraph.types import Command
from langsmith import tracing_context

from arena.adapters.base import Traits, ask_for_approval
from arena.adapters.langgraph._interrupts import Question, decision, default_resume_value, read
from arena.context import RunContext
from arena.errors import RunError, UserError
from arena.session import SessionLine, SessionSlot, create_session_slot
from arena.types import InputRequest, InputResponse, Turn

ResumeValue = Callable[[InputRequest, InputResponse], Any]
#: Where ``ainvoke``'s result lists the interrupts a run stopped on (a documented output key).
INTERRUPT = "__interrupt__"
#: Version of the JSON in the durable slot; bump when its shape changes.
PAUSED_VERSION = 1


@dataclass(frozen=True, kw_only=True)
class Paused:
    """Where a paused run lives: a thread in a checkpointer (plus answers to partial batches)."""

    thread_id: str
    #: The SQLite file the adapter opens itself; None when the graph brings its own checkpointer.
    checkpoint: str | None = None
    #: The checkpoint the run paused at: a resume starts there even if the thread moved on.
    checkpoint_id: str | None = None
    #: Answered parts of a batched HITL interrupt still waiting for its other parts.
    decisions: Mapping[str, Mapping[int, Any]] = field(default_factory=dict)

    def dump(self) -> dict[str, Any]:
        return {
            "version": PAUSED_VERSION,
            "thread_id": self.thread_id,
            "checkpoint": self.checkpoint,
            "checkpoint_id": self.checkpoint_id,
            "decisions": {k: {str(i): d for i, d in v.items()} for k, v in self.decisions.items()},
        }

    @classmethod
    def load(cls, raw: Any) -> Paused:
        if not isinstance(raw, Mapping) or raw.get("version") != PAUSED_VERSION:
            found = raw.get("version") if isinstance(raw, Mapping) else type(raw).__name__
            raise RunError(
                f"langgraph session slot has version {found!r}; this release reads "
                f"{PAUSED_VERSION} — resume it with the release that paused it"
            )
        decisions = {k: {int(i): d for i, d in v.items()} for k, v in raw["decisions"].items()}
        return cls(
            thread_id=raw["thread_id"],
            checkpoint=raw["checkpoint"],
            # Absent in slots written before the pause was pinned: those resume from the latest.
            checkpoint_id=raw.get("checkpoint_id"),
            decisions=decisions,
        )


_DURABLE: SessionSlot[Paused] = create_session_slot(
    "langgraph.thread", dump=Paused.dump, load=Paused.load
)
#: For a graph whose checkpointer lives in process memory: a new process has nothing to resume.
_LIVE: SessionSlot[Paused] = create_session_slot("langgraph.thread.live")
#: The thread the next send starts on, once a leg failed: the run's own thread was left
#: mid-graph (an answer leg's model call failed after the gate's answer went in), and a send
#: on it ran what that answer began instead of reading the message (users42).
_NEXT_THREAD: SessionSlot[str] = create_session_slot("langgraph.thread.next", dump=str, load=str)


def _default_input(user_input: str) -> dict[str, Any]:
    return {"messages": [{"role": "user", "content": user_input}]}


def _default_output(values: Any) -> str:
    return last_ai_text(values)


def last_ai_text(values: Any) -> str:
    """Text of the newest AI message in a messages-state graph ("" when there is none)."""
    messages = values.get("messages") if isinstance(values, Mapping) else None
    for message in reversed(messages or []):
        if isinstance(message, AIMessage):
            return str(message.text)
    return ""


class GraphLegs:
    """The leg logic shared by a wrapped user graph and the arena's own booking graph."""

    name = "langgraph"
    traits = Traits(
        pause_kind="native",
        mechanism=(
            "native: interrupt() raised in the tool call (HumanInTheLoopMiddleware or the graph's "
            "own), state in the graph's checkpointer, resumed with Command(resume={interrupt_id: "
            "...})"
        ),
    )

    def __init__(
        self,
        *,
        ask: Iterable[str] = (),
        gated: Iterable[str] = (),
        make_input: Callable[[str], Any] | None = None,
        read_output: Callable[[Any], str] | None = None,
        resume_value: ResumeValue | None = None,
        slot: SessionSlot[Paused] = _DURABLE,
        sync: bool = False,
    ) -> None:
        self.ask = frozenset(ask)
        self.gated = frozenset(gated)
        self.make_input = make_input or _default_input
        self.read_output = read_output or _default_output
        self.resume_value = resume_value or default_resume_value
        self._slot = slot
        self._sync = sync

    @property
    def framework_version(self) -> str:
        return f"langgraph {metadata.version('langgraph')}"

    @property
    def durable(self) -> bool:
        """Derived from the slot: durable only when the thread's checkpointer outlives the process."""
        return self._slot.durable

    # -- the parts a concrete adapter provides ---------------------------------------------
    def _where(self) -> str | None:
        """The checkpoint location to record in the slot (None: the graph brings its own)."""
        return None

    def _open(self, paused: Paused, ctx: RunContext) -> Any:
        """Async context manager yielding the compiled graph (with checkpointer) for one leg."""
        raise NotImplementedError

    def _locate(self, paused: Paused, run_id: str, *, keep: bool = False) -> Paused:
        """The pause with its checkpoint file where it is now (a file the adapter opens itself
        may have moved with the store folder); StateNotFound when it is nowhere. ``keep``:
        remember the answer for the leg that follows."""
        return paused

    def find_state(self, session: SessionLine, run_id: str) -> None:
        """Before a resume claims the run: its pause's checkpoints are where a leg can open them
        (``arena.runs.resume``); StateNotFound names where it looked, and nothing is written."""
        try:
            paused = session.peek(self._slot)
        except RunError:  # a slot of another release: the leg says so
            return
        if paused is not None:
            self._locate(paused, run_id, keep=True)

    # -- legs -------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        thread = ctx.session.peek(_NEXT_THREAD) or f"arena-{ctx.run_id}"
        paused = Paused(thread_id=thread, checkpoint=self._where())
        async with self._open(paused, ctx) as graph, _ending(graph, paused, ctx):
            config = _config(paused)
            result = await self._invoke(graph, self.make_input(user_input), config)
            return await self._settle(graph, config, paused, ctx, result)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.peek(self._slot) or ctx.session.take(self._slot)
        paused = self._locate(paused, ctx.run_id)
        async with self._open(paused, ctx) as graph, _ending(graph, paused, ctx):
            config = _config(paused)
            at_pause = _config(paused, pinned=True)
            asked = _remembered(graph, paused)
            if asked is None:
                asked = await self._questions(graph, at_pause)
            open_questions = {q.native_id: q for q in asked}
            plan = []
            for request, response in matched:  # everything is checked before anything is used
                question = open_questions.get(request.native_id or "")
                if question is None:
                    raise RunError(self._no_interrupt(paused, request.native_id or ""))
                plan.append((request, response, question, self._value(question, request, response)))
            ctx.session.take(self._slot)
            decisions = {k: dict(v) for k, v in paused.decisions.items()}
            resume: dict[str, Any] = {}
            for request, response, question, value in plan:
                # A gated tool logs its own run when approved; a denial is logged as rejected.
                ctx.resolve(request, response, record=not self._runs_itself(question))
                if question.kind != "hitl_batch":
                    resume[question.interrupt_id] = value
                    continue
                parts = decisions.setdefault(question.interrupt_id, {})
                parts[question.index] = value
                if len(parts) == question.size:
                    del decisions[question.interrupt_id]
                    resume[question.interrupt_id] = {
                        "decisions": [parts[i] for i in range(question.size)]
                    }
            paused = replace(paused, decisions=decisions)
            if not resume:  # a partial answer to a batch: still paused at the same checkpoint
                return await self._settle(graph, at_pause, paused, ctx)
            # From the recorded pause, even when a resumer that died mid-leg (or before its leg
            # was recorded) moved the thread on: the leg runs again on a branch of its own.
            result = await self._invoke(graph, Command(resume=resume), _still(graph, paused))
            return await self._settle(graph, config, paused, ctx, result)

    def _no_interrupt(self, paused: Paused, native_id: str) -> str:
        where = f"checkpoint {paused.checkpoint_id}" if paused.checkpoint_id else "its checkpointer"
        return (
            f"thread {paused.thread_id} has no pending interrupt {native_id} at {where} — was "
            "the checkpoint deleted, or kept in an in-memory checkpointer that did not survive "
            "the process?"
        )

    async def _settle(
        self,
        graph: Any,
        config: dict[str, Any],
        paused: Paused,
        ctx: RunContext,
        result: Any = None,
    ) -> Turn:
        """After an invocation: ask about every open interrupt, or finish with the agent's answer.

        Where the pause is comes from the invocation itself when the saver tracked the checkpoint
        it wrote last (``_savers.TrackingSaver``): ``result`` then holds the values and, under
        ``__interrupt__``, the interrupts ``aget_state`` would read back. Otherwise (a user's
        own checkpointer, a partial answer that ran nothing) the thread's state is read.
        """
        saver = getattr(graph, "checkpointer", None)
        written = getattr(saver, "written", None)
        pause_id = written.pop(paused.thread_id, None) if written is not None else None
        if pause_id is not None and isinstance(result, Mapping):
            interrupts = result.get(INTERRUPT) or ()
            values: Any = {k: v for k, v in result.items() if k != INTERRUPT}
            returned_by = "graph.ainvoke()['__interrupt__']"
        else:
            state = await self._state(graph, config)
            interrupts, values = state.interrupts, state.values
            pause_id = state.config.get("configurable", {}).get("checkpoint_id")
            returned_by = "graph.aget_state().interrupts"
        questions = [q for interrupt in interrupts for q in read(interrupt)]
        if not questions:
            _ended(graph, paused, ctx, waiting=False)
            return ctx.finish("completed", message=self.read_output(values))
        preview = last_ai_text(values)
        asked = {r.native_id for r in ctx.pending.values()}
        for question in questions:
            if question.index in paused.decisions.get(question.interrupt_id, {}):
                continue  # answered; its batch waits for the other parts
            if question.native_id in asked:
                continue  # asked in an earlier leg and still unanswered: it stays pending as is
            ask_for_approval(
                ctx,
                action=question.action,
                args=question.args,
                native_id=question.native_id,
                preview=preview,
            )
        remember = getattr(saver, "remember", None)
        if pause_id is not None and remember is not None:
            remember(paused.thread_id, pause_id, questions)
        ctx.session.set(self._slot, replace(paused, checkpoint_id=pause_id))
        _ended(graph, paused, ctx, waiting=True)
        ctx.witness_pause(next(iter(interrupts)), returned_by)  # LangGraph's own Interrupt
        return ctx.finish("waiting", message=preview)

    def _runs_itself(self, question: Question) -> bool:
        """True when approval lets the gated tool run (its own wrapper then logs the call)."""
        if question.kind == "raw":
            return question.action in self.gated
        return not self._is_ask(question)

    def _is_ask(self, question: Question) -> bool:
        return question.action in self.ask or (
            question.kind != "raw" and set(question.allowed) == {"respond"}
        )

    def _value(self, question: Question, request: InputRequest, response: InputResponse) -> Any:
        if question.kind == "raw":
            return self.resume_value(request, response)
        return decision(question, response, ask=self._is_ask(question))

    async def _questions(self, graph: Any, config: dict[str, Any]) -> list[Question]:
        state = await self._state(graph, config)
        return [q for interrupt in state.interrupts for q in read(interrupt)]

    async def _invoke(self, graph: Any, value: Any, config: dict[str, Any]) -> Any:
        written = getattr(getattr(graph, "checkpointer", None), "written", None)
        if written is not None:  # only a checkpoint this invocation writes tells its pause
            written.pop(config["configurable"]["thread_id"], None)
        with tracing_context(enabled=False):
            if self._sync:  # to_thread copies the context: recorded tools still see the run
                return await asyncio.to_thread(graph.invoke, value, config)
            return await graph.ainvoke(value, config)

    async def _state(self, graph: Any, config: dict[str, Any]) -> Any:
        if self._sync:
            return await asyncio.to_thread(graph.get_state, config)
        return await graph.aget_state(config)


@asynccontextmanager
async def _ending(graph: Any, paused: Paused, ctx: RunContext) -> AsyncIterator[None]:
    """A leg that raised ends without a pause: whether its run is over is the store's to say.
    Its thread may be left mid-graph (the gate answered, the model's next call failed): the
    next send starts a new conversation on a thread of its own, as the other adapters start
    one after a failed leg, and never runs what the old answer began (users42)."""
    try:
        yield
    except BaseException:
        _ended(graph, paused, ctx, waiting=False)
        ctx.session.set(_NEXT_THREAD, _fresh_thread(paused.thread_id, ctx.run_id))
        raise


def _fresh_thread(thread_id: str, run_id: str) -> str:
    """The thread after ``thread_id`` for this run: ``arena-RUN``, ``arena-RUN-2``, ..."""
    base = f"arena-{run_id}"
    last = thread_id.removeprefix(base + "-")
    return f"{base}-{int(last) + 1 if last.isdigit() else 2}"


def _ended(graph: Any, paused: Paused, ctx: RunContext, *, waiting: bool) -> None:
    """Tell the arena's own saver how a leg on the thread ended (``_savers.TrackingSaver``):
    a finished run's checkpoints are deleted once the store says it is over. A checkpointer
    the user brought keeps everything: its rows are theirs."""
    ended = getattr(getattr(graph, "checkpointer", None), "ended", None)
    if ended is not None:
        ended(paused.thread_id, ctx.run_id, paused=waiting)


def _remembered(graph: Any, paused: Paused) -> list[Question] | None:
    """The questions the pause asked, when this saver connection saw it asked (else None)."""
    asked = getattr(getattr(graph, "checkpointer", None), "asked", None)
    if asked is None or paused.checkpoint_id is None:
        return None
    found = asked.pop((paused.thread_id, paused.checkpoint_id), None)
    return list(found) if found is not None else None


def _still(graph: Any, paused: Paused) -> dict[str, Any]:
    """Where a resume starts: pinned at the pause, unless the thread is known to be there still.

    A pinned resume is the same run as an unpinned one when the pause is still the thread's
    newest checkpoint (LangGraph: "a resume addressed at the thread's latest checkpoint hands
    their writes back, as without an id", ``pregel/_loop.py``); it only costs LangGraph a read of
    the newest checkpoint to find that out. The shared saver answers the id cheaply
    (``TrackingSaver.latest``); any other saver, or no answer, keeps the pin.
    """
    latest: Callable[[str], str | None] | None = getattr(
        getattr(graph, "checkpointer", None), "latest", None
    )
    pinned = paused.checkpoint_id
    if latest is not None and pinned is not None and latest(paused.thread_id) == pinned:
        return _config(paused)
    return _config(paused, pinned=True)


def _config(paused: Paused, *, pinned: bool = False) -> dict[str, Any]:
    """The thread's config: its latest checkpoint, or (``pinned``) the one the run paused at."""
    configurable = {"thread_id": paused.thread_id}
    if pinned and paused.checkpoint_id:
        configurable["checkpoint_id"] = paused.checkpoint_id
    return {"configurable": configurable}


class LangGraphAdapter(GraphLegs):
    """Drives a graph the *user* compiled, with the checkpointer they chose.

    ``ask`` names tools whose call is the question (answered with ``respond``: the tool never
    runs); every other gated tool runs only when approved. A tool whose interrupt accepts only
    ``respond`` is treated as an ask tool without being named. For a graph's own
    ``interrupt(value)``, ``gated`` names the actions that execute on approval and
    ``resume_value(request, response)`` builds what ``interrupt()`` returns (default: a dict with
    ``approved``, ``option_id``, ``text``, ``args`` and ``message``).

    Build the graph's tools with :func:`harness_tools` so the harness logs every call and a
    re-run node does not execute them twice. A ``ChatOpenAI`` used across several
    ``asyncio.run`` calls needs its own ``http_async_client`` per event loop: langchain-openai
    otherwise shares one cached client per base URL, which fails once its loop has closed.
    """

    def __init__(
        self,
        graph: Any,
        *,
        ask: Iterable[str] = (),
        gated: Iterable[str] = (),
        make_input: Callable[[str], Any] | None = None,
        read_output: Callable[[Any], str] | None = None,
        resume_value: ResumeValue | None = None,
        name: str = "langgraph",
    ) -> None:
        if not isinstance(graph, Pregel):
            raise UserError(
                f"LangGraphAdapter wraps a compiled graph, got {type(graph).__name__}: pass "
                "builder.compile(checkpointer=...) or langchain.agents.create_agent(..., "
                "checkpointer=...)"
            )
        saver = graph.checkpointer
        if not isinstance(saver, BaseCheckpointSaver):
            raise UserError(
                "this graph has no checkpointer, so interrupt() cannot pause it: compile it with "
                "checkpointer=AsyncSqliteSaver(...) (survives a restart) or InMemorySaver() "
                "(this process only)"
            )
        super().__init__(
            ask=ask,
            gated=gated,
            make_input=make_input,
            read_output=read_output,
            resume_value=resume_value,
            slot=_LIVE if isinstance(saver, InMemorySaver) else _DURABLE,
            sync=_sync_only(saver),
        )
        self.graph = graph
        self.name = name

    @asynccontextmanager
    async def _open(self, paused: Paused, ctx: RunContext) -> AsyncIterator[Any]:
        yield self.graph


def _sync_only(saver: BaseCheckpointSaver[Any]) -> bool:
    """A saver without async methods (``SqliteSaver``) is driven with ``invoke`` in a thread."""
    try:
        from langgraph.checkpoint.sqlite import SqliteSaver
    except ImportError:  # pragma: no cover - the extra installs it
        return False
    return isinstance(saver, SqliteSaver)
