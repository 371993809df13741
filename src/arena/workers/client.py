"""The harness side of a framework worker: one resident process per (environment, driver), and the
:class:`WorkerAdapter` that turns its turns into the run context's requests, answers and finishes.

The worker process starts on first use and stays up across legs and runs (docs/architecture.md: importing
a framework costs seconds, a leg milliseconds); legs are multiplexed over it by leg id. Tool calls
the worker sends are executed *here*, inside the leg's own task, with the run's context active, so
the ``@recorded`` wrappers write the harness's tool-call log exactly as for in-process adapters.
"""

from __future__ import annotations

import asyncio
import atexit
import collections
import contextlib
import os
import subprocess
import threading
import time
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
from arena.workers.protocol import PROTOCOL_VERSION, AgentDescription, CallVerdict, decode, encode

STARTUP_TIMEOUT = float(os.environ.get("ARENA_WORKER_STARTUP_TIMEOUT", "240"))
QUIET_ENV = {
    # Frameworks must not phone home from the arena.
    "CREWAI_DISABLE_TELEMETRY": "true",
    "CREWAI_TRACING_ENABLED": "false",
    "CREWAI_DISABLE_VERSION_CHECK": "true",
    "OTEL_SDK_DISABLED": "true",
    "PYTHONUNBUFFERED": "1",
}


class WorkerProcess:
    """A resident worker: pipes, a reader thread dispatching by leg id, the last lines of stderr."""

    def __init__(self, python: Path, driver: str, extra_env: Mapping[str, str] | None = None):
        self.python, self.driver = python, driver
        self.extra_env = dict(extra_env or {})
        self.info: dict[str, Any] = {}
        self._proc: subprocess.Popen[str] | None = None
        self._ready = threading.Event()
        self._lock = threading.Lock()
        self._write = threading.Lock()
        self._legs: dict[str, tuple[asyncio.AbstractEventLoop, asyncio.Queue[dict[str, Any]]]] = {}
        self._stderr: collections.deque[str] = collections.deque(maxlen=40)
        self._dead: str | None = None

    # -- lifecycle ----------------------------------------------------------------------------
    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None and self._dead is None

    def ensure_ready(self, timeout: float = STARTUP_TIMEOUT) -> dict[str, Any]:
        """Start the process if needed and wait for its ``ready`` line (blocking)."""
        with self._lock:
            if self._proc is None:
                self._spawn()
        left = remaining()  # a leg's thread must not outlive its leg waiting here
        if left is not None and left < timeout:
            if not self._ready.wait(max(0.0, left)):
                raise RunError(
                    f"worker {self.driver!r} was still starting when the leg's time ran out"
                )
        elif not self._ready.wait(timeout):
            self.stop()
            raise RunError(
                f"worker {self.driver!r} did not start within {timeout:g}s{self._tail()}"
            )
        if self._dead is not None:
            raise RunError(self._dead)
        if self.info.get("error"):
            raise RunError(
                f"worker {self.driver!r} failed to start: {self.info['error']}{self._tail()}"
            )
        if self.info.get("protocol") != PROTOCOL_VERSION:
            raise RunError(
                f"worker speaks protocol {self.info.get('protocol')!r}, the harness "
                f"{PROTOCOL_VERSION}: recreate the environment (arena env setup --force)"
            )
        return self.info

    def _spawn(self) -> None:
        env = {**os.environ, **QUIET_ENV, **self.extra_env}
        source = str(envs.arena_source())
        env["PYTHONPATH"] = os.pathsep.join(p for p in (source, env.get("PYTHONPATH", "")) if p)
        self._proc = subprocess.Popen(
            [str(self.python), "-m", "arena.workers.serve", self.driver],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
            env=env,
        )
        self._reader = threading.Thread(
            target=self._read, name=f"worker-{self.driver}-out", daemon=True
        )
        self._reader.start()
        self._drainer = threading.Thread(
            target=self._drain, name=f"worker-{self.driver}-err", daemon=True
        )
        self._drainer.start()

    def stop(self, timeout: float = 3.0) -> None:
        proc = self._proc
        if proc is None or proc.poll() is not None:
            return
        try:
            self.send({"op": "shutdown"})
            proc.wait(timeout)
        except (RunError, OSError, ValueError, subprocess.TimeoutExpired):  # already dying
            proc.kill()
            proc.wait(timeout)

    # -- pipes --------------------------------------------------------------------------------
    def _read(self) -> None:
        assert self._proc is not None and self._proc.stdout is not None
        for line in self._proc.stdout:
            try:
                message = decode(line)
            except ValueError:
                self._stderr.append(f"[bad protocol line] {line.strip()[:200]}")
                continue
            if message["op"] == "ready":
                self.info = message
                self._ready.set()
            else:
                self._deliver(str(message.get("id")), message)
        code = self._proc.wait()
        self._drainer.join(timeout=2.0)  # the reason is usually the last lines on stderr
        self._dead = f"worker {self.driver!r} exited with code {code}{self._tail()}"
        self._ready.set()
        for leg in list(self._legs):
            self._deliver(leg, {"op": "exit", "id": leg, "error": self._dead})

    def _drain(self) -> None:
        assert self._proc is not None and self._proc.stderr is not None
        for line in self._proc.stderr:
            if line.strip() and not line.startswith(("│", "╭", "╰")):  # framework console panels
                self._stderr.append(line.rstrip())

    def _tail(self) -> str:
        lines = list(self._stderr)[-8:]
        return (":\n  " + "\n  ".join(lines)) if lines else ""

    def _deliver(self, leg: str, message: dict[str, Any]) -> None:
        target = self._legs.get(leg)
        if target is None:
            if message.get("op") == "tool_call":  # a leg the harness gave up on
                self.send({**_reply(message), "error": "leg no longer active"})
            return
        loop, queue = target
        try:
            loop.call_soon_threadsafe(queue.put_nowait, message)
        except RuntimeError:  # that leg's event loop is gone
            self._legs.pop(leg, None)

    def send(self, message: Mapping[str, Any]) -> None:
        proc = self._proc
        if proc is None or proc.stdin is None:
            raise RunError(f"worker {self.driver!r} is not running")
        with self._write:
            try:
                proc.stdin.write(encode(message))
                proc.stdin.flush()
            except (BrokenPipeError, ValueError) as exc:
                # The worker died; give the reader a moment to record why before reporting.
                deadline = time.monotonic() + 5.0
                waiting = threading.current_thread() is not self._reader
                while waiting and self._dead is None and time.monotonic() < deadline:
                    time.sleep(0.02)
                raise RunError(self._dead or f"worker {self.driver!r} pipe closed: {exc}") from exc

    def open(self, leg: str) -> asyncio.Queue[dict[str, Any]]:
        queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        self._legs[leg] = (asyncio.get_running_loop(), queue)
        return queue

    def close(self, leg: str, *, finished: bool) -> None:
        self._legs.pop(leg, None)
        if not finished and self.alive:
            with contextlib.suppress(RunError):
                self.send({"op": "cancel", "id": leg})


_WORKERS: dict[tuple[str, str], WorkerProcess] = {}
_WORKERS_LOCK = threading.Lock()


def worker_for(python: Path, driver: str) -> WorkerProcess:
    """The resident worker for this interpreter and driver; a dead one is replaced."""
    key = (str(python), driver)
    with _WORKERS_LOCK:
        worker = _WORKERS.get(key)
        if worker is None or (worker._proc is not None and not worker.alive):
            worker = _WORKERS[key] = WorkerProcess(python, driver)
        return worker


@atexit.register
def stop_all() -> None:
    with _WORKERS_LOCK:
        workers = list(_WORKERS.values())
        _WORKERS.clear()
    for worker in workers:
        worker.stop()


def _reply(message: Mapping[str, Any]) -> dict[str, Any]:
    return {"op": "tool_result", "id": message.get("id"), "call_id": message.get("call_id")}


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

    async def _leg(self, ctx: RunContext, body: dict[str, Any]) -> Turn:
        worker = worker_for(self.python, self.driver)
        await asyncio.to_thread(worker.ensure_ready)
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
                        "base_url": ctx.endpoint.base_url,
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
