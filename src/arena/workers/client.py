"""The harness side of a framework worker: the :class:`WorkerAdapter` that turns the worker's turns
into the run context's requests, answers and finishes.

The worker process (:mod:`arena.workers.process`, one per environment and driver) starts on first
use and stays up across legs and runs; legs are multiplexed over it by leg id. Tool calls
the worker sends are executed *here*, inside the leg's own task, with the run's context active, so
the ``@recorded`` wrappers write the harness's tool-call log exactly as for in-process adapters.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from arena import envs
from arena.adapters._approvals import gather
from arena.adapters.base import AgentSpec, Traits, ask_for_approval
from arena.context import RunContext, describe_decision
from arena.deadline import remaining
from arena.errors import ArenaError, RunError, Unsupported
from arena.session import create_session_slot
from arena.tools.schema import function_schema
from arena.types import InputResponse, Turn, new_id
from arena.workers.process import _WORKERS as _WORKERS
from arena.workers.process import QUIET_ENV as QUIET_ENV
from arena.workers.process import STARTUP_TIMEOUT as STARTUP_TIMEOUT
from arena.workers.process import WorkerProcess, _reply, stop_all, worker_for
from arena.workers.protocol import AgentDescription, CallVerdict


def _dump(value: dict[str, Any]) -> dict[str, Any]:
    return value


def _load(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict) or "waiting" not in raw:
        raise RunError("the worker session slot does not hold a worker session")
    return raw


#: The worker's JSON session plus the native ids it waits on. JSON both ways: durable.
_SESSION = create_session_slot("worker.session", dump=_dump, load=_load)


def _load_history(raw: Any) -> dict[str, Any]:
    if not isinstance(raw, dict) or not isinstance(raw.get("history"), list):
        raise RunError("the worker history slot does not hold a finished conversation")
    return raw


#: A finished run's conversation as the worker returned it (``{"history": [...], ...}``): the
#: next send on the session line hands it back, so the framework continues the conversation.
_HISTORY = create_session_slot("worker.history", dump=_dump, load=_load_history)


class WorkerAdapter:
    """A :class:`~arena.types.ResumableRunner` whose framework runs in a worker process."""

    def __init__(
        self,
        spec: AgentSpec,
        *,
        name: str,
        env: str,
        driver: str,
        traits: Traits,
        ask: Sequence[str] | None = None,
        gated: Sequence[str] = (),
        python: Path | None = None,
    ) -> None:
        self.spec, self.name, self.env, self.driver = spec, name, env, driver
        self.traits = traits
        self.ask = tuple(ask if ask is not None else (spec.gate,))
        self.gated = tuple(gated)
        self._python = python
        #: The resident worker the last leg used, while it stays ready (see ``_worker``).
        self._resident: WorkerProcess | None = None
        self._agent = AgentDescription(
            name=spec.name,
            system_prompt=spec.system_prompt,
            tools=tuple(function_schema(fn) for fn in spec.tools),
            ask=self.ask,
            gated=self.gated,
        ).to_json()

    @property
    def python(self) -> Path:
        return self._python or envs.require(self.env, self.name)

    @property
    def framework_version(self) -> str:
        """What the worker's driver says once started; else what the environment's stamp says
        (a worker that cannot start must not make the version unreadable)."""
        try:
            info = worker_for(self.python, self.driver).ensure_ready()
        except ArenaError:
            info = {}
        if info.get("framework"):
            return str(info["framework"])
        if self.env not in envs.ENVS:
            return self.env
        installed = envs.describe(self.env).get("installed") or {}
        version = installed.get(self.env) if isinstance(installed, dict) else None
        return f"{self.env} {version}" if version else self.env

    @property
    def durable(self) -> bool:
        """Read off the slot: the worker's session is stored as JSON."""
        return _SESSION.durable

    def warm(self) -> None:
        """Start the worker before any leg (``arena.warmup``): its interpreter and framework
        import take seconds that are not a leg's to spend."""
        worker_for(self.python, self.driver).ensure_ready()

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        body: dict[str, Any] = {"op": "start", "input": user_input}
        if ctx.session.has(_HISTORY):
            body["session"] = ctx.session.take(_HISTORY)
        elif ctx.leg > 1:
            raise Unsupported(
                f"unsupported: {self.name} cannot continue a session line with a second send "
                f"(its worker driver returned no conversation with the finished run); open a "
                "new session line (t.new_session()) for another conversation"
            )
        return await self._leg(ctx, body)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        matched = ctx.accept_responses(responses)
        saved = ctx.session.peek(_SESSION)
        if saved is None:
            ctx.session.take(_SESSION)  # raises the session line's "nothing paused" error
            raise AssertionError("unreachable")
        waiting = list(saved["waiting"])
        by_call = {req.native_id: (req, resp) for req, resp in matched}
        gathered = gather(ctx, by_call, waiting, f"the paused {self.name} run")
        if gathered is None:
            return ctx.finish("waiting")  # a partial answer: held until the rest arrive
        by_call = dict(gathered)
        ctx.session.take(_SESSION)
        answers = []
        for call_id in waiting:
            request, response = by_call[call_id]
            ctx.resolve(request, response, record=request.action in self.ask)
            answers.append(
                CallVerdict(
                    native_id=call_id,
                    approved=response.approved,
                    decision=describe_decision(response),
                    option_id=response.option_id,
                    text=response.text,
                    edited_args=response.edited_args,
                ).to_json()
            )
        return await self._leg(
            ctx, {"op": "resume", "answers": answers, "session": saved["worker"]}
        )

    async def _worker(self) -> WorkerProcess:
        """The resident worker, ready. Once it is up, a leg neither re-reads the environment's
        stamp nor hops to a thread to wait for it (~1 ms a leg); a worker that died or was
        stopped is not ready, so the next leg gets a new one from :func:`worker_for`."""
        resident = self._resident
        if resident is not None and resident.ready_now():
            return resident
        worker = worker_for(self.python, self.driver)
        await asyncio.to_thread(worker.ensure_ready)
        self._resident = worker
        return worker

    async def _leg(self, ctx: RunContext, body: dict[str, Any]) -> Turn:
        worker = await self._worker()
        leg = new_id("leg")
        queue = worker.open(leg)
        finished = False
        try:
            worker.send(
                {
                    **body,
                    "id": leg,
                    "run_id": ctx.run_id,
                    "endpoint": {
                        # The run's own URL: a worker's clients do not pass through the
                        # leg's route (arena.deadline); "shared_url" is what they are built for.
                        "base_url": ctx.endpoint.url,
                        "shared_url": ctx.endpoint.base_url,
                        "model": ctx.endpoint.model,
                        "api_key": ctx.endpoint.api_key,
                        # A worker's model calls cannot see this leg's deadline: it travels.
                        **({"timeout_s": f"{left:.3f}"} if (left := remaining()) else {}),
                    },
                    "agent": self._agent,
                }
            )
            while True:
                message = await queue.get()
                op = message.get("op")
                if op == "tool_call":
                    result = self._execute(str(message.get("tool")), message.get("args") or {})
                    worker.send({**_reply(message), "result": result})
                elif op == "turn":
                    finished = True
                    return self._finish(ctx, message)
                elif op == "exit":
                    finished = True
                    return ctx.finish("failed", error=str(message.get("error")))
        finally:
            worker.close(leg, finished=finished)

    def _execute(self, name: str, args: Mapping[str, Any]) -> str:
        try:
            fn = self.spec.tool(name)
        except KeyError:
            return f"ERROR: no tool named {name!r}"
        if not isinstance(args, Mapping):
            return f"ERROR: arguments for {name} must be an object, got {type(args).__name__}"
        return str(fn(**args))

    def _finish(self, ctx: RunContext, message: Mapping[str, Any]) -> Turn:
        waiting = []
        for item in message.get("pending") or []:
            ask_for_approval(
                ctx,
                action=str(item["action"]),
                args=dict(item.get("args") or {}),
                native_id=str(item["native_id"]),
                preview=str(item.get("preview") or ""),
            )
            waiting.append(str(item["native_id"]))
        status = message.get("status")
        seen = message.get("witness")
        if status == "waiting" and isinstance(seen, Mapping):
            ctx.witness_pause_from_worker(seen)
        if status == "waiting" and waiting:
            session = message.get("session")
            if not isinstance(session, dict):
                return ctx.finish("failed", error="the worker paused without a session to resume")
            ctx.session.set(_SESSION, {"worker": session, "waiting": waiting})
        history = message.get("session")
        if status == "completed" and isinstance(history, dict) and "history" in history:
            ctx.session.set(_HISTORY, history)
        if status not in ("completed", "failed", "waiting"):
            return ctx.finish("failed", error=f"worker answered with status {status!r}")
        return ctx.finish(
            status, message=str(message.get("message") or ""), error=message.get("error")
        )


__all__ = ["WorkerAdapter", "WorkerProcess", "stop_all", "worker_for"]
