"""The scripted model as a real OpenAI-compatible HTTP server (docs/architecture.md).

Adapters reach it through their framework's ordinary OpenAI provider, so the framework's own
request building, streaming and parsing code runs exactly as against a hosted model. The model
name picks the policy (``scripted``, ``scripted-<behaviour>`` or a registered key), which keeps
the server stateless per run: one server can answer many concurrent runs of different behaviours.
"""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import hashlib
import json
import socket
import threading
import time
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping
from types import TracebackType
from typing import Any

import uvicorn
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import JSONResponse as _JSONResponse
from starlette.responses import Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from arena.errors import UserError
from arena.evidence import RUNS_PREFIX, LoggedRequest, RequestLog
from arena.model import wire
from arena.model.conversation import (
    BadRequest,
    Conversation,
    Said,
    ToolUse,
    from_chat,
    from_responses,
)
from arena.model.faults import FaultInjector
from arena.model.latency import Latency
from arena.model.policy import Policy, Reply, as_reply, model_names, resolve

FINAL_ANSWER = "final_answer"  # smolagents ends a run only through this tool
_GARBAGE = "<html><body>502 Bad Gateway -- this is not JSON {"
_KEEP_RESPONSES = 2048


class JSONResponse(_JSONResponse):
    """Starlette's JSON response, able to send strings that hold lone surrogates (escaped)."""

    def render(self, content: Any) -> bytes:
        return wire.dumps(content).encode()


class _State:
    """Per-app mutable state: the request counter and stored responses for previous_response_id."""

    def __init__(self, policies: Mapping[str, Policy], latency: Latency | None) -> None:
        self.policies = policies
        self.latency = latency
        self.requests = 0
        self.responses: OrderedDict[str, list[Any]] = OrderedDict()
        self.log = RequestLog()


#: The per-run log entry of the request being answered (set by :class:`_PerRun`).
_ENTRY: contextvars.ContextVar[LoggedRequest | None] = contextvars.ContextVar(
    "arena_model_request", default=None
)


class _PerRun:
    """``/runs/<run_id>/...`` → the same route without the prefix, logged under that run.

    Attribution by URL works through every framework's OpenAI client (they all take a base URL)
    and keeps the policies stateless: the log is evidence for the harness, never read to answer.
    """

    def __init__(self, app: ASGIApp, log: RequestLog) -> None:
        self.app, self.log = app, log

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "") if scope["type"] == "http" else ""
        if not path.startswith(RUNS_PREFIX):
            await self.app(scope, receive, send)
            return
        run_id, _, rest = path[len(RUNS_PREFIX) :].partition("/")
        scope = dict(scope, path="/" + rest, raw_path=("/" + rest).encode())
        token = _ENTRY.set(self.log.arrived(run_id) if scope.get("method") == "POST" else None)
        try:
            await self.app(scope, receive, send)
        finally:
            _ENTRY.reset(token)


def _error(
    status: int, message: str, type: str, code: str | None = None, param: str | None = None
) -> JSONResponse:
    return JSONResponse(wire.error_body(message, type, code, param), status_code=status)


def _bad(message: str, param: str | None = None) -> JSONResponse:
    return _error(400, message, "invalid_request_error", None, param)


def _assign_ids(conv: Conversation, reply: Reply) -> wire.WireReply:
    """Deterministic call ids: the same conversation always gets the same ids."""
    calls, text = reply.calls, reply.text
    if not calls and FINAL_ANSWER in conv.tools:
        calls = (ToolUse(name=FINAL_ANSWER, args={"answer": text}),)
    digest = hashlib.sha256(conv.task.encode()).hexdigest()[:8]
    n = len(conv.steps)
    with_ids = tuple(
        ToolUse(name=c.name, args=dict(c.args), id=f"call_{digest}_{n}_{i}")
        for i, c in enumerate(calls)
    )
    inputs = [conv.system, conv.task, *(str(s) for s in conv.steps)]
    outputs = [wire.arguments(c) for c in with_ids] if with_ids else [text]
    return wire.WireReply(
        text="" if with_ids else text,
        calls=with_ids,
        input_tokens=wire.count_tokens(inputs),
        output_tokens=wire.count_tokens(outputs),
    )


async def _prepare(
    request: Request, state: _State
) -> tuple[dict[str, Any], str, Policy] | Response:
    """Parse the body and resolve the model, or the error response to send instead."""
    state.requests += 1
    raw = await request.body()
    try:
        body = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        return _bad(f"request body is not valid JSON: {exc}")
    if not isinstance(body, dict):
        return _bad("request body must be a JSON object")
    model = body.get("model")
    if not isinstance(model, str) or not model:
        return _bad("'model' is required and must be a string", "model")
    policy = resolve(model, state.policies)
    if policy is None:
        valid = ", ".join(model_names(state.policies))
        return _error(
            404,
            f"The model '{model}' does not exist. Valid models: {valid}",
            "invalid_request_error",
            "model_not_found",
            "model",
        )
    return body, model, policy


async def _decide(
    state: _State, model: str, policy: Policy, conv: Conversation
) -> wire.WireReply | Response | None:
    """The answer, an error response, or ``None`` for the garbage fault (its shape depends on
    whether the client asked for a stream)."""
    if state.latency is not None:
        await asyncio.sleep(state.latency.sample())
    try:
        reply = as_reply(policy(conv))
    except Exception as exc:  # a user-supplied policy bug: report it, keep serving
        return _error(
            500, f"policy for {model!r} raised {type(exc).__name__}: {exc}", "server_error"
        )
    if reply.fault == "http500":
        return _error(
            500, f"{model}: simulated internal server error", "server_error", "internal_error"
        )
    if reply.fault == "garbage":
        return None
    answer = _assign_ids(conv, reply)
    entry = _ENTRY.get()
    if entry is not None:
        entry.calls = tuple(c.name for c in answer.calls)
        users = (s.text for s in conv.steps if isinstance(s, Said) and s.role == "user")
        entry.said = (conv.task, *users)
    return answer


def _garbage(stream: bool) -> Response:
    if stream:
        return Response(f"data: {_GARBAGE}\n\n", media_type="text/event-stream")
    return Response(_GARBAGE, media_type="application/json")


async def _stream(items: Any, done: bool) -> AsyncIterator[bytes]:
    for item in items:
        if isinstance(item, dict) and "sequence_number" in item:
            yield wire.sse(item, event=item["type"])
        else:
            yield wire.sse(item)
    if done:
        yield wire.sse("[DONE]")


def create_app(
    policies: Mapping[str, Policy] | None = None, latency: Latency | None = None
) -> Starlette:
    """The ASGI app: ``/v1/models``, ``/v1/chat/completions`` and ``/v1/responses``."""
    state = _State(dict(policies or {}), latency)

    async def models(request: Request) -> Response:
        data = [
            {"id": name, "object": "model", "created": 0, "owned_by": "hitl-arena"}
            for name in model_names(state.policies)
        ]
        return JSONResponse({"object": "list", "data": data})

    async def model(request: Request) -> Response:
        name = request.path_params["name"]
        if resolve(name, state.policies) is None:
            return _error(404, f"The model '{name}' does not exist", "invalid_request_error",
                          "model_not_found", "model")  # fmt: skip
        return JSONResponse({"id": name, "object": "model", "created": 0, "owned_by": "hitl-arena"})

    async def chat(request: Request) -> Response:
        prepared = await _prepare(request, state)
        if isinstance(prepared, Response):
            return prepared
        body, name, policy = prepared
        try:
            conv = from_chat(body.get("messages"), body.get("tools"))
        except BadRequest as exc:
            return _bad(str(exc), "messages")
        answer = await _decide(state, name, policy, conv)
        stream = bool(body.get("stream"))
        if not isinstance(answer, wire.WireReply):
            return _garbage(stream) if answer is None else answer
        if not stream:
            return JSONResponse(wire.chat_completion(name, answer))
        options = body.get("stream_options")
        usage = isinstance(options, dict) and bool(options.get("include_usage"))
        chunks = wire.chat_chunks(name, answer, usage)
        return StreamingResponse(_stream(chunks, True), media_type="text/event-stream")

    async def responses(request: Request) -> Response:
        prepared = await _prepare(request, state)
        if isinstance(prepared, Response):
            return prepared
        body, name, policy = prepared
        history: list[Any] = []
        previous = body.get("previous_response_id")
        if previous is not None:
            if previous not in state.responses:
                return _bad(f"Previous response with id '{previous}' not found.",
                            "previous_response_id")  # fmt: skip
            history = state.responses[previous]
        items = body.get("input")
        try:
            conv = from_responses(items, body.get("instructions"), body.get("tools"), history)
        except BadRequest as exc:
            return _bad(str(exc), "input")
        answer = await _decide(state, name, policy, conv)
        stream = bool(body.get("stream"))
        if not isinstance(answer, wire.WireReply):
            return _garbage(stream) if answer is None else answer
        response_id = f"resp_{uuid.uuid4().hex}"
        given = (
            [{"role": "user", "content": items}] if isinstance(items, str) else list(items or [])
        )
        state.responses[response_id] = history + given + wire.output_items(answer, response_id)
        while len(state.responses) > _KEEP_RESPONSES:
            state.responses.popitem(last=False)
        if not stream:
            return JSONResponse(wire.response_object(name, answer, body, response_id))
        events = wire.response_events(name, answer, body, response_id)
        return StreamingResponse(_stream(events, False), media_type="text/event-stream")

    routes = []
    for prefix in ("/v1", ""):  # some clients are configured without the /v1 suffix
        routes += [
            Route(f"{prefix}/models", models, methods=["GET"]),
            Route(f"{prefix}/models/{{name:path}}", model, methods=["GET"]),
            Route(f"{prefix}/chat/completions", chat, methods=["POST"]),
            Route(f"{prefix}/responses", responses, methods=["POST"]),
        ]
    app = Starlette(routes=routes, middleware=[Middleware(_PerRun, log=state.log)])
    app.state.arena = state
    return app


def _config(app: Starlette) -> uvicorn.Config:
    return uvicorn.Config(
        FaultInjector(app),  # model "fault-<name>": a named fault instead of an answer
        log_level="warning",
        access_log=False,
        lifespan="off",
        # Plain HTTP only: "auto" would import a WebSocket library at every start (a cold
        # `arena resume` of a scripted run pays it) for a protocol no model client speaks.
        ws="none",
        timeout_graceful_shutdown=2,
    )


def _bind(host: str, port: int) -> socket.socket:
    # proto must be IPPROTO_TCP (not 0): asyncio only turns Nagle off (TCP_NODELAY) on accepted
    # sockets whose proto says TCP; without it every keep-alive request waits ~40 ms for an ACK.
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind((host, port))
    except OSError as exc:
        sock.close()
        raise UserError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    sock.set_inheritable(True)
    return sock


class ScriptedModelServer:
    """Runs :func:`create_app` on ``127.0.0.1`` (a free port by default) in a daemon thread.

    The server has its own event loop in its own thread, so it can be started from plain sync
    code, from inside a running event loop (``async with``), and from pytest fixtures alike.
    """

    def __init__(
        self,
        policies: Mapping[str, Policy] | None = None,
        latency: Latency | None = None,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
    ) -> None:
        self.app = create_app(policies, latency)
        self.host, self._port = host, port
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None
        self._sock: socket.socket | None = None

    @property
    def port(self) -> int:
        if self._sock is None:
            raise RuntimeError("the scripted model server is not running")
        return int(self._sock.getsockname()[1])

    @property
    def base_url(self) -> str:
        """What an OpenAI client takes as ``base_url``."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/v1"

    @property
    def requests(self) -> int:
        """Model requests received so far (every POST, errors included)."""
        return int(self.app.state.arena.requests)

    @property
    def request_log(self) -> RequestLog:
        """Per-run requests (those sent to ``/runs/<run_id>/v1``): the harness's evidence."""
        log: RequestLog = self.app.state.arena.log
        return log

    @property
    def models(self) -> list[str]:
        return model_names(self.app.state.arena.policies)

    def start(self, timeout: float = 10.0) -> ScriptedModelServer:
        if self._thread is not None:
            return self
        self._sock = _bind(self.host, self._port)
        self._server = uvicorn.Server(_config(self.app))
        server, sock = self._server, self._sock
        self._thread = threading.Thread(
            target=server.run, kwargs={"sockets": [sock]}, name="scripted-model", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + timeout
        while not server.started:
            if not self._thread.is_alive() or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the scripted model server did not start")
            time.sleep(0.005)
        _wait_accepting(self.host, self.port, deadline)
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._sock is not None:
            with contextlib.suppress(OSError):
                self._sock.close()
        self._server = self._thread = self._sock = None

    def __enter__(self) -> ScriptedModelServer:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    async def __aenter__(self) -> ScriptedModelServer:
        return await asyncio.to_thread(self.start)

    async def __aexit__(
        self, t: type[BaseException] | None, e: BaseException | None, tb: TracebackType | None
    ) -> None:
        await asyncio.to_thread(self.stop)


def _wait_accepting(host: str, port: int, deadline: float) -> None:
    while True:
        try:
            with socket.create_connection((host, port), timeout=0.5):
                return
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(
                    f"the scripted model on {host}:{port} accepts no connections"
                ) from None
            time.sleep(0.01)


def serve(
    host: str = "127.0.0.1",
    port: int = 8750,
    latency_ms: float = 0,
    *,
    latency: Latency | None = None,
    policies: Mapping[str, Policy] | None = None,
    echo: Callable[[str], None] = print,
) -> None:
    """Serve until interrupted (``arena model serve``); prints the base URL and model names."""
    if latency is None and latency_ms:
        latency = Latency.fixed(latency_ms)
    app = create_app(policies, latency)
    sock = _bind(host, port)
    shown = f"[{host}]" if ":" in host else host
    echo(f"Scripted model at http://{shown}:{sock.getsockname()[1]}/v1")
    echo("Models: " + ", ".join(model_names(policies)))
    try:
        uvicorn.Server(_config(app)).run(sockets=[sock])
    finally:
        sock.close()
