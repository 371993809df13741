"""smolagents adapter: a *partial* pause built from ``agent.interrupt()``; no resume primitive.

smolagents (1.26) has no way to suspend a run and later hand a verdict back as a tool's result.
What it has:

* ``agent.interrupt()`` sets a flag that ``_run_stream`` checks at the top of each step; the run
  then raises ``AgentError("Agent interrupted.")``. The step that called the gate tool finishes
  first (other tool calls of that same step still run), but no further model call happens.
* ``agent.run(text, reset=False)`` continues the memory with ``text`` as a *new task*.

So the gate tool calls ``interrupt()`` and returns a placeholder observation (it must return
something: a smolagents tool cannot be left unanswered); the person's decision re-enters as the
next task, after that placeholder. The model has to read the verdict out of a new user message,
not the gate's result — that is why the pause is classed ``partial``.

Gated consequential tools (a user's ``delete_file``) are enforced by the adapter, not by
smolagents: the wrapper interrupts instead of running until a person approved that exact call;
the approval is kept as a grant, so when the model calls the tool again it runs (through the
harness's ``@recorded`` wrapper) once.

The gate and gated wrappers are in :mod:`arena.adapters.smolagents_tools`.

State: smolagents memory has no loader (``ActionStep.dict()`` exists, nothing reads it back), so
:mod:`arena.adapters.smolagents_memory` keeps a JSON codec of the steps the model sees (task, tool calls, observations,
errors, plans); a round trip gives byte-identical ``write_memory_to_messages()`` — that is what
makes the slot durable. Tool calls reach the model as plain text (``Calling tools:`` /
``Observation:`` messages, not OpenAI ``tool_calls``), and a run ends only through ``final_answer``.
"""

from __future__ import annotations

import asyncio
import importlib.resources
import json
import threading
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import metadata
from typing import Any

try:
    import yaml
    from smolagents import MultiStepAgent, OpenAIServerModel, ToolCallingAgent
    from smolagents.memory import ActionStep
    from smolagents.monitoring import LogLevel
    from smolagents.utils import AgentError, AgentGenerationError

    from arena.adapters.smolagents_memory import (
        HISTORY,
        PAUSED,
        PausedRun,
        dump_steps,
        load_steps,
    )
    from arena.adapters.smolagents_tools import (
        LEG,
        PLACEHOLDER,
        AskTool,
        FunctionTool,
        GatedTool,
        Leg,
        grant_key,
    )
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    from arena.errors import MissingExtra

    raise MissingExtra("smolagents", "smolagents", exc.name or "smolagents") from exc

from arena.adapters._approvals import gather
from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import sync_client
from arena.endpoint_blame import from_endpoint
from arena.errors import InvalidAnswer, UserError
from arena.types import InputRequest, InputResponse, Turn

MAX_STEPS = 12
INTERRUPTED = "Agent interrupted."


# -- the adapter --------------------------------------------------------------------------------------
AgentFactory = Callable[[RunContext], MultiStepAgent]


class SmolagentsAdapter:
    """Drives a smolagents agent; ``ask`` tools and ``gated`` tools stop the run for a person.

    Give it the agent you built (its runs are serialised: smolagents keeps memory on the agent)
    or a factory that builds one per leg for the run's endpoint (what :func:`build` does).
    """

    traits = Traits(
        pause_kind="partial",
        mechanism=(
            "partial: the gate tool calls agent.interrupt(), the run stops after that step; the "
            "decision re-enters as a new task via run(text, reset=False), never as the tool's result"
        ),
    )

    def __init__(
        self,
        agent: MultiStepAgent | AgentFactory,
        *,
        ask: Iterable[str] = ("request_approval",),
        gated: Iterable[str] = (),
        max_steps: int = MAX_STEPS,
        name: str = "smolagents",
    ) -> None:
        self.name = name
        self.ask, self.gated = frozenset(ask), frozenset(gated)
        self.max_steps = max_steps
        if not self.ask and not self.gated:
            raise UserError(
                "SmolagentsAdapter needs at least one approval point: ask=('request_approval',) "
                "for a tool whose call is the question, or gated=('tool',) for a consequential one"
            )
        self._lock: threading.Lock | None = None
        if isinstance(agent, MultiStepAgent):
            self._prepare(agent)
            self._lock = threading.Lock()
            self._agent: MultiStepAgent | None = agent
            self._factory: AgentFactory | None = None
        elif callable(agent):
            self._agent, self._factory = None, agent
        else:
            raise UserError(
                f"SmolagentsAdapter wraps a smolagents agent (ToolCallingAgent, ...) or a factory "
                f"returning one, got {type(agent).__name__}"
            )

    @property
    def framework_version(self) -> str:
        return f"smolagents {metadata.version('smolagents')}"

    @property
    def durable(self) -> bool:
        """Read off the slot: the memory is kept as JSON (this module's codec)."""
        return PAUSED.durable

    def _prepare(self, agent: MultiStepAgent) -> None:
        """Swap the approval points in; refuse names the agent does not have."""
        unknown = sorted((self.ask | self.gated) - set(agent.tools))
        if unknown:
            raise UserError(
                f"approval tool(s) {', '.join(unknown)} are not tools of this agent "
                f"(its tools: {', '.join(sorted(agent.tools))})"
            )
        for name in self.ask:
            if not isinstance(agent.tools[name], AskTool):
                agent.tools[name] = AskTool(agent.tools[name])
        for name in self.gated:
            if not isinstance(agent.tools[name], GatedTool):
                agent.tools[name] = GatedTool(agent.tools[name])

    # -- legs ---------------------------------------------------------------------------------
    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        if ctx.session.has(HISTORY):  # a second send: the same memory, a new task
            steps = ctx.session.take(HISTORY).steps
            return await self._leg(ctx, user_input, steps, [], reset=False)
        return await self._leg(ctx, user_input, [], [], reset=True)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        paused = ctx.session.peek(PAUSED)
        if paused is None:
            ctx.session.take(PAUSED)  # raises the session line's "nothing paused" error
            raise AssertionError("unreachable")
        by_call = {req.native_id: (req, resp) for req, resp in matched}
        gathered = gather(ctx, by_call, paused.waiting, "the paused smolagents run")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_call = dict(gathered)
        ctx.session.take(PAUSED)
        texts, grants = [], list(paused.grants)
        for call_id in paused.waiting:
            request, response = by_call[call_id]
            texts.append(self._decide(request, response, grants, ctx))
        task = texts[0] if len(texts) == 1 else "\n".join(texts)
        return await self._leg(ctx, task, paused.steps, grants, reset=False)

    def _decide(
        self,
        request: InputRequest,
        response: InputResponse,
        grants: list[dict[str, Any]],
        ctx: RunContext,
    ) -> str:
        verdict = describe_decision(response)
        if request.action in self.ask:
            ctx.resolve(request, response)
            return verdict
        # A gated tool: its own @recorded wrapper logs the execution if the model calls it again.
        if response.text is not None:
            raise InvalidAnswer(
                f"request {request.id} gates {request.action}: approve or deny it (a text answer "
                "is only for ask tools)"
            )
        ctx.resolve(request, response, record=False)
        args = dict(response.edited_args or request.args)
        if response.approved:
            grants.append({"tool": request.action, "args": json.loads(grant_key(args))})
            return f"{verdict} You may now call {request.action} with {args}."
        return f"{verdict} ({request.action} with {args} was not run.)"

    async def _leg(
        self,
        ctx: RunContext,
        task: str,
        steps: list[dict[str, Any]],
        grants: list[dict[str, Any]],
        *,
        reset: bool,
    ) -> Turn:
        try:
            outcome = await asyncio.to_thread(self._run_sync, ctx, task, steps, grants, reset)
        except AgentGenerationError as exc:
            cause = exc.__cause__
            reason = f"{type(cause).__name__}: {cause}" if cause else str(exc)
            return ctx.finish("failed", error=_generation_error(cause, _first_line(reason)))
        except AgentError as exc:
            return ctx.finish("failed", error=f"smolagents: {type(exc).__name__}: {exc.message}")
        return self._finish(ctx, outcome)

    def _run_sync(
        self,
        ctx: RunContext,
        task: str,
        steps: list[dict[str, Any]],
        grants: list[dict[str, Any]],
        reset: bool,
    ) -> _Outcome:
        if self._lock is None:
            assert self._factory is not None
            agent = self._factory(ctx)
            self._prepare(agent)
            try:
                return self._run_on(agent, task, steps, grants, reset)
            finally:  # a factory that keeps agents for reuse gets this one back, idle now
                release = getattr(self._factory, "release", None)
                if release is not None:
                    release(agent)
        assert self._agent is not None
        with self._lock:  # one run at a time on a user's agent: memory lives on it
            return self._run_on(self._agent, task, steps, grants, reset)

    def _run_on(
        self,
        agent: MultiStepAgent,
        task: str,
        steps: list[dict[str, Any]],
        grants: list[dict[str, Any]],
        reset: bool,
    ) -> _Outcome:
        # The memory comes from the slot alone, whatever agent object runs the leg.
        agent.memory.reset()
        agent.monitor.reset()
        agent.memory.steps.extend(load_steps(steps))
        leg = Leg(agent=agent, grants=list(grants))
        token = LEG.set(leg)
        raised: AgentError | None = None
        try:
            output = agent.run(task, reset=reset, max_steps=self.max_steps)
            # smolagents checks the switch only at the top of a step: a gate called in the last
            # allowed step is followed by _handle_max_steps_reached (one more model call, a
            # final answer). The pause still stands; drop that trailing step.
            interrupted = bool(getattr(agent, "interrupt_switch", False))
            if interrupted and _is_max_steps(agent.memory.steps[-1:]):
                agent.memory.steps.pop()
        except AgentError as exc:
            if exc.message != INTERRUPTED:
                raise
            output, interrupted, raised = None, True, exc
        finally:
            LEG.reset(token)
        return _Outcome(
            output=output,
            interrupted=interrupted,
            steps=dump_steps(agent.memory.steps),
            grants=leg.grants,
            held=leg.held,
            raised=raised,
        )

    def _finish(self, ctx: RunContext, outcome: _Outcome) -> Turn:
        if not outcome.interrupted:
            ctx.session.set(HISTORY, PausedRun(steps=outcome.steps, waiting=[], grants=[]))
            return ctx.finish(
                "completed", message="" if outcome.output is None else str(outcome.output)
            )
        last = next((s for s in reversed(outcome.steps) if s["kind"] == "action"), None)
        calls = (last or {}).get("tool_calls") or []
        preview = str((last or {}).get("model_output") or "")
        waiting: list[str] = []
        for call in calls:
            name, args = call["function"]["name"], call["function"]["arguments"]
            args = args if isinstance(args, dict) else {"input": args}
            held = name in self.gated and (name, args) in [(n, a) for n, a in outcome.held]
            if name in self.ask or held:
                ask_for_approval(ctx, action=name, args=args, native_id=call["id"], preview=preview)
                waiting.append(call["id"])
        if not waiting:
            return ctx.finish(
                "failed", error="the smolagents run was interrupted with no approval pending"
            )
        ctx.session.set(
            PAUSED, PausedRun(steps=outcome.steps, waiting=waiting, grants=outcome.grants)
        )
        if outcome.raised is not None:  # partial: a stop smolagents raised, no resume primitive
            ctx.witness_pause(outcome.raised, "agent.run() raised (agent.interrupt())")
        return ctx.finish("waiting", message=preview)


@dataclass
class _Outcome:
    output: Any
    interrupted: bool
    steps: list[dict[str, Any]]
    grants: list[dict[str, Any]]
    held: list[tuple[str, dict[str, Any]]]
    #: smolagents' own AgentError("Agent interrupted.") the run stopped with, if it raised one.
    raised: AgentError | None = None


def _is_max_steps(steps: Sequence[Any]) -> bool:
    return (
        bool(steps)
        and isinstance(steps[0], ActionStep)
        and steps[0].tool_calls is None
        and (type(steps[0].error).__name__ == "AgentMaxStepsError")
    )


def _generation_error(cause: BaseException | None, reason: str) -> str:
    """A leg's error for smolagents' ``AgentGenerationError``: the endpoint's only where the
    model client raised it (a status, no connection). smolagents wraps its own failures on an
    answer it got too: ``response.usage.prompt_tokens`` on an answer that carries no ``usage``
    (optional in the API: a hand-written server, a proxy) raised AttributeError, read "model
    endpoint error", and the summary then called it the adapter's (users54)."""
    if cause is None or from_endpoint(cause):
        return f"model endpoint error: {reason}"
    return f"smolagents failed on the model's answer (the framework's own error): {reason}"


def _first_line(text: str) -> str:
    lines = [line for line in text.strip().splitlines() if line.strip()]
    return lines[0][:300] if lines else text


# -- the arena's agent --------------------------------------------------------------------------------
_TEMPLATES: dict[str, Any] = {}


def _templates() -> Any:
    """smolagents re-reads its prompt YAML for every agent; read it once."""
    if "toolcalling" not in _TEMPLATES:
        text = importlib.resources.files("smolagents.prompts").joinpath("toolcalling_agent.yaml")
        _TEMPLATES["toolcalling"] = yaml.safe_load(text.read_text())
    return _TEMPLATES["toolcalling"]


class SpecAgents:
    """``ToolCallingAgent``s for the spec, kept for reuse; models cached per endpoint (they hold
    the client).

    Building an agent (its tools, the system prompt from the templates) cost about as much CPU
    as a leg's glue altogether when it was done per leg; a native script builds one per run.
    An agent is lent to one leg at a time (:meth:`release` takes it back when the leg's thread
    is done with it) and carries nothing between legs: the adapter resets its memory and
    monitor and loads the run's steps from the slot before every leg.
    """

    #: Idle agents kept per endpoint (about the legs in flight at once).
    IDLE_MAX = 64

    def __init__(self, spec: AgentSpec) -> None:
        self.spec = spec
        self._models: dict[tuple[str, str, str], OpenAIServerModel] = {}
        self._idle: dict[int, list[MultiStepAgent]] = {}
        self._lock = threading.Lock()

    def model(self, ctx: RunContext) -> OpenAIServerModel:
        key = (ctx.endpoint.base_url, ctx.endpoint.api_key, ctx.endpoint.model)
        with self._lock:
            if key not in self._models:
                # The harness owns retries: a broken endpoint fails the leg at once. The agent
                # runs in a thread no one can cancel: its client is bound by the leg's deadline.
                self._models[key] = OpenAIServerModel(
                    model_id=key[2],
                    api_base=key[0],
                    api_key=key[1],
                    client_kwargs={"max_retries": 0, "http_client": sync_client()},
                    retry=False,
                )
            return self._models[key]

    def __call__(self, ctx: RunContext) -> MultiStepAgent:
        model = self.model(ctx)
        with self._lock:
            idle = self._idle.get(id(model))
            if idle:
                return idle.pop()
        return ToolCallingAgent(
            tools=[FunctionTool(fn) for fn in self.spec.tools],
            model=model,
            prompt_templates=_templates(),
            instructions=self.spec.system_prompt,
            max_steps=MAX_STEPS,
            verbosity_level=LogLevel.OFF,
        )

    def release(self, agent: MultiStepAgent) -> None:
        """Take back an agent whose leg is over (its thread returned), for the next leg."""
        with self._lock:
            idle = self._idle.setdefault(id(agent.model), [])
            if len(idle) < self.IDLE_MAX and agent not in idle:
                idle.append(agent)


def build(spec: AgentSpec) -> SmolagentsAdapter:
    """The arena's agent as a smolagents ``ToolCallingAgent``; its gate is an ask tool."""
    return SmolagentsAdapter(SpecAgents(spec), ask=(spec.gate,), gated=spec.gated)


__all__ = [
    "PLACEHOLDER",
    "FunctionTool",
    "SmolagentsAdapter",
    "SpecAgents",
    "build",
    "dump_steps",
    "load_steps",
]
