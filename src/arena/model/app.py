"""The scripted model's HTTP app: OpenAI Chat Completions and Responses, streaming, per-run logs.

An ASGI app (:func:`create_app`, on :mod:`arena.model.asgi`) whose answers are a pure function of the conversation sent
(the policy picked by the model name); ``/runs/<run_id>/v1`` logs each request under its run —
the harness's evidence (docs/architecture.md). :mod:`arena.model.server` serves it.
"""

from __future__ import annotations

import asyncio
import contextvars
import hashlib
import hmac
import json
import uuid
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

import msgspec

from arena.model import logged, wire
from arena.model.asgi import (
    ASGIApp,
    Receive,
    Request,
    Response,
    Router,
    Scope,
    Send,
    StreamingResponse,
)
from arena.model.asgi import JSONResponse as _JSONResponse
from arena.model.conversation import (
    BadRequest,
    Conversation,
    ToolUse,
    from_chat,
    from_responses,
    tool_names,
)
from arena.model.policy import (
    Policy,
    Reply,
    as_reply,
    model_names,
    resolve,
)
from arena.model.process import LOG_KEY, LOG_PATH
from arena.model.run_behaviour import ORDINARY
from arena.offered import FORBIDS, choice_key, offered_tools
from arena.request_log import (
    LOGGED,
    RUNS_PREFIX,
    LoggedRequest,
    RequestLog,
)

if TYPE_CHECKING:  # given by the caller; the scripted model's process never needs it
    from arena.model.latency import Latency

FINAL_ANSWER = logged.FINAL_ANSWER  # smolagents ends a run only through this tool
_GARBAGE = "<html><body>502 Bad Gateway -- this is not JSON {"
_KEEP_RESPONSES = 2048


class JSONResponse(_JSONResponse):
    """A JSON response able to send strings that hold lone surrogates (escaped)."""

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
        #: What the log endpoints take (:data:`LOG_KEY`); None: they answer nobody.
        self.log_key: str | None = None


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
        scope = dict(scope, path="/" + rest, raw_path=("/" + rest).encode(), **{RUN_ROUTE: run_id})
        entry = self.log._arrived(run_id) if scope.get("method") == "POST" else None
        token = _ENTRY.set(entry)
        if entry is not None and isinstance(box := scope.get(LOGGED), list):
            box.append(entry)  # a content fault's injector writes the answer it sent into it
        try:
            await self.app(scope, receive, send)
        finally:
            _ENTRY.reset(token)


class ModelApp(Router):
    """The routes, behind :class:`_PerRun` (``app.state.arena``: the :class:`_State`)."""

    def __init__(self, log: RequestLog) -> None:
        super().__init__()
        self._outer: ASGIApp = _PerRun(super().__call__, log)

    def add_middleware(self, middleware: Callable[..., ASGIApp], **options: Any) -> None:
        """Wrap the app in ``middleware(app, **options)``, outside those added before (as in
        Starlette): e.g. a test's tap on every request body the server receives."""
        self._outer = middleware(self._outer, **options)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._outer(scope, receive, send)


#: The scope key :class:`_PerRun` marks a request that came on a run's route with (its run id).
RUN_ROUTE = "arena.run_route"


def _on_run_route(request: Request) -> bool:
    """Whether ``request`` came on a run's route (``/runs/<run_id>/v1/…``)."""
    return bool(request.scope.get(RUN_ROUTE))


def _error(
    status: int, message: str, type: str, code: str | None = None, param: str | None = None
) -> JSONResponse:
    return JSONResponse(wire.error_body(message, type, code, param), status_code=status)


def _bad(message: str, param: str | None = None) -> JSONResponse:
    return _error(400, message, "invalid_request_error", None, param)


def _assign_ids(conv: Conversation, reply: Reply) -> wire.WireReply:
    """Deterministic call ids: the same conversation always gets the same ids. Words beside the
    calls are sent with them, as a real model may ("All set, I've booked Aspen!" beside its
    ``request_approval`` call: the ``boaster`` behaviour); blanked, no scripted behaviour could
    show a check that reads them (session 48)."""
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
    outputs = [*([text] if text or not with_ids else []), *map(wire.arguments, with_ids)]
    return wire.WireReply(
        text=text,
        calls=with_ids,
        input_tokens=wire.count_tokens(inputs),
        output_tokens=wire.count_tokens(outputs),
    )


#: The most messages (or Responses input items) the scripted model reads in one request; a run's
#: conversation holds a few dozen. Red team 28's ``InFlight2`` sent 400,000 one-word messages
#: just before its leg's deadline: reading them took the server seconds after the leg had ended,
#: which the run's end waited out. More is answered 400 unread.
MAX_ITEMS = 10_000


def too_long(body: Mapping[str, Any]) -> tuple[str, int] | None:
    """(the field, its length) where a request's messages or input items are more than
    :data:`MAX_ITEMS`, else None: such a body is not read (here, nor by the route guard)."""
    for field in ("messages", "input"):
        items = body.get(field)
        if isinstance(items, list) and len(items) > MAX_ITEMS:
            return field, len(items)
    return None


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
    if (over := too_long(body)) is not None:
        return _bad(f"{over[1]} {over[0]}: the scripted model reads at most {MAX_ITEMS}", over[0])
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
    state: _State,
    model: str,
    policy: Policy,
    conv: Conversation,
    tools: Any = None,
    choice: Any = None,
) -> wire.WireReply | Response | None:
    """The answer, an error response, or ``None`` for the garbage fault (its shape depends on
    whether the client asked for a stream)."""
    if state.latency is not None:
        await asyncio.sleep(state.latency.sample())
    try:
        reply = unoffered(as_reply(policy(conv)), tools, choice)
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
        offered = (tools, choice)
        gate = state.log._gate(entry.run_id)
        logged.fill(entry, conv, answer.calls, answer.text, offered, state.log._first_system, gate)
    return answer


def unoffered(reply: Reply, tools: Any, choice: Any) -> Reply:
    """``reply`` as a model can give it to what a request offered: a call only of a tool it
    offered, and none where it offered no tool (none given, or ``tool_choice`` "none"). A policy
    reads the conversation, not the tools, and answered an input guardrail's request for the
    task with the run's first tool call: the guardrail an OpenAI Agents user added to the arena's
    agent crashed on it ("Tool search_rooms not found in agent guard"), 0/12 (red team 32). It
    also called ``book_room`` on a request that offered every tool but that one, and an adapter
    that never offers it booked (red team 33). A call of a tool not offered is left out (tools
    whose names the request does not give, a hosted one's, leave every call be); a reply left
    with none becomes words that name them, its text, where it has one, kept."""
    if not reply.calls:
        return reply
    named = set(tool_names(tools)) if tools and choice_key(choice) != FORBIDS else set()
    if tools and choice_key(choice) != FORBIDS and not named:
        return reply  # offered in a shape whose names the scripted model does not read
    kept = tuple(c for c in reply.calls if c.name in named)
    if kept == reply.calls:
        return reply
    if kept:
        return Reply(text=reply.text, calls=kept, fault=reply.fault)
    names = ", ".join(dict.fromkeys(c.name for c in reply.calls))
    said = "no tool was offered to me" if not named else f"{names} was not offered to me"
    return Reply(text=reply.text or f"I would go on with {names}, but {said}.", fault=reply.fault)


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


def _keyed(scope: Scope, key: str | None) -> bool:
    """Whether a request to the log carries its key (none is right where it has none)."""
    if not key:
        return False
    given = next((v for k, v in scope.get("headers") or () if k == LOG_KEY.encode()), b"")
    return hmac.compare_digest(given, key.encode())


def create_app(
    policies: Mapping[str, Policy] | None = None, latency: Latency | None = None
) -> ModelApp:
    """The ASGI app: ``/v1/models``, ``/v1/chat/completions`` and ``/v1/responses``."""
    state = _State(dict(policies or {}), latency)

    async def models(request: Request) -> Response:
        # A run's route lists the one name its run calls the model by, owned by no harness: the
        # scripted names told an adapter it was being tested (evidence54).
        run = _on_run_route(request)
        names = [ORDINARY] if run else model_names(state.policies)
        owner = "system" if run else "hitl-arena"
        data = [{"id": name, "object": "model", "created": 0, "owned_by": owner} for name in names]
        return JSONResponse({"object": "list", "data": data})

    async def model(request: Request) -> Response:
        name = request.path_params["name"]
        if resolve(name, state.policies) is None:
            return _error(404, f"The model '{name}' does not exist", "invalid_request_error",
                          "model_not_found", "model")  # fmt: skip
        owner = "system" if _on_run_route(request) else "hitl-arena"
        return JSONResponse({"id": name, "object": "model", "created": 0, "owned_by": owner})

    async def chat(request: Request) -> Response:
        prepared = await _prepare(request, state)
        if isinstance(prepared, Response):
            return prepared
        body, name, policy = prepared
        try:
            conv = from_chat(body.get("messages"), body.get("tools"))
        except BadRequest as exc:
            return _bad(str(exc), "messages")
        answer = await _decide(state, name, policy, conv, *offered_tools(body))
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
        answer = await _decide(state, name, policy, conv, *offered_tools(body))
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

    async def log(request: Request) -> Response:
        """A run's request log, for a harness in another process (arena.model.process): GET
        reads it, DELETE forgets the run, POST registers it; only with the log's key."""
        if not _keyed(request.scope, state.log_key):
            return _error(
                403, "the scripted model's run log answers the harness only", "permission_error"
            )
        run_id = request.path_params["run_id"]
        query = request.scope.get("query_string", b"").decode()
        for forgotten in parse_qs(query).get("forget", ()):  # RemoteRequestLog._forget, deferred
            state.log._forget(forgotten)
        if request.scope["method"] == "DELETE":
            state.log._forget(run_id)
            return JSONResponse([])
        if request.scope["method"] == "POST":  # a worker's run (RemoteRequestLog._register)
            state.log._register(run_id, parse_qs(query).get("gate", [""])[0])
            return JSONResponse([])
        # msgpack, every field: RemoteRequestLog decodes it into the entries in C
        entries = msgspec.msgpack.encode(state.log.entries(run_id))
        return Response(entries, media_type="application/msgpack")

    app = ModelApp(state.log)
    app.add_route(LOG_PATH + "{run_id:path}", log, methods=["GET", "DELETE", "POST"])
    for prefix in ("/v1", ""):  # some clients are configured without the /v1 suffix
        app.add_route(f"{prefix}/models", models, methods=["GET"])
        app.add_route(f"{prefix}/models/{{name:path}}", model, methods=["GET"])
        app.add_route(f"{prefix}/chat/completions", chat, methods=["POST"])
        app.add_route(f"{prefix}/responses", responses, methods=["POST"])
    app.state.arena = state
    return app


__all__ = ["FINAL_ANSWER", "JSONResponse", "ModelApp", "create_app"]
