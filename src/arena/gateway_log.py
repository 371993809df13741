"""The gateway's per-run model log: what each model call of a run carried and what a real
endpoint answered, kept as the scripted model keeps it (:class:`arena.request_log.LoggedRequest`).

With the scripted model the checks judge an adapter from that log (did the model call
``book_room``, having heard the approval?). A real endpoint (``arena run --model-url``) kept
none, and an adapter that booked on its own (``AutoBookAdapter``) passed 12/12 with "not known".
The gateway sees every call of a run's route both ways, so it writes the same entries: the
request as :mod:`arena.model.conversation` reads it, the answer (a JSON body, or a stream's
chunks and tool-call deltas) as the calls and words the model gave, filled in by
:func:`arena.model.logged.fill` before the answer's last byte goes on, so a leg never ends
before its entry is complete. Only routes the harness registered are logged
(:func:`arena.model_endpoint.run_endpoint`), as on the scripted model. ``arena run --workers``'
workers read it over the gateway's own port, with the key only the harness's processes are
handed (:meth:`HandedLog._handoff`, :mod:`arena.model.remote_log`), as the scripted model's.
"""

from __future__ import annotations

import hmac
import json
import secrets
from collections import OrderedDict
from typing import Any

import msgspec
from starlette.requests import Request
from starlette.responses import JSONResponse, Response

from arena.model.process import LOG_KEY
from arena.request_log import LoggedRequest, RequestLog

#: How many Responses answers are kept for a later ``previous_response_id`` (as the scripted
#: model keeps them): the conversation a request continues is the gateway's to rebuild.
KEEP_RESPONSES = 2048
_CHAT, _RESPONSES = "chat/completions", "responses"


class HandedLog(RequestLog):
    """The gateway's :class:`RequestLog`, which the harness's worker processes rebuild as a
    :class:`~arena.model.remote_log.RemoteRequestLog` on the gateway's port: without it their
    runs had no log, and an adapter's own booking passed there with "not known"."""

    def __init__(self) -> None:
        super().__init__()
        self._key = secrets.token_hex(16)
        self._port = 0  # the gateway's, once it listens
        #: The real endpoint the gateway forwards to: what a run's record names
        #: (:meth:`arena.store.records.EndpointSpec.of`), never the gateway's own port.
        self._upstream = ""

    @property
    def forwarded(self) -> bool:
        """A real endpoint's log: the gateway forwards each call (:meth:`RequestLog.forwarded`)."""
        return True

    def _handoff(self) -> tuple[str, int, str]:
        """What a worker needs to read this log: private, as the key is (docs/architecture.md,
        trust boundary: ``ctx.endpoint.request_log`` is this object)."""
        return "127.0.0.1", self._port, self._key


class GatewayLog:
    """The gateway's :class:`HandedLog` (``log``, what a run's endpoint hands the harness) and
    the Responses conversations it has seen, by response id."""

    def __init__(self) -> None:
        self.log = HandedLog()
        self._responses: OrderedDict[str, list[Any]] = OrderedDict()

    async def served(self, request: Request) -> Response:
        """The log for a worker, as the scripted model's process serves its own
        (``/arena/log/<run_id>``: GET reads, DELETE forgets, POST registers; ``?forget=`` first
        forgets those runs), answering only with the log's key."""
        given = request.headers.get(LOG_KEY, "").encode()
        if not hmac.compare_digest(given, self.log._key.encode()):
            error = {"message": "the gateway's run log answers the harness only"}
            return JSONResponse({"error": error}, status_code=403)
        run_id = request.path_params["run_id"]
        for forgotten in request.query_params.getlist("forget"):
            self.log._forget(forgotten)
        if request.method == "DELETE":
            self.log._forget(run_id)
        elif request.method == "POST":
            self.log._register(run_id, request.query_params.get("gate", ""))
        else:
            entries = msgspec.msgpack.encode(self.log.entries(run_id))
            return Response(entries, media_type="application/msgpack")
        return JSONResponse([])

    def off_route(
        self, run_id: str, method: str, path: str, body: bytes, mode: str
    ) -> tuple[str, ...] | None:
        """A model request off every run's route while runs are in flight: on the gateway's
        shared URL (``/v1``, ``/j/<key>/v1``) or on a run route the harness did not make. Filed
        under the run(s) it belongs to (:meth:`RequestLog._unrouted`, as the scripted model
        files one: :mod:`arena.model.routes`), so the leg it came in fails off its route; the
        runs it was filed under, or None where it may be forwarded. Forwarded unlogged, an
        adapter that asked and went on calling the model on the shared URL read "stopped at its
        gate" on a real endpoint (OffRouteLeaky passed 1/1 there, failing on the scripted model:
        evidence50). ``mode``: "runs" (the gateway serves logged runs: ``arena run``, ``arena
        resume``), "legs" (only while a leg of this process runs: the pytest plugin's, whose
        user's own test may call the shared URL between legs), "off"."""
        api = path.strip("/").removeprefix("v1/")
        if method != "POST" or api not in (_CHAT, _RESPONSES) or mode == "off":
            return None
        if run_id and self.log.registered(run_id):
            return None
        if not self.log.live():
            return None
        if mode == "legs":
            from arena.contextless import Contextless

            if Contextless.legs <= 0:
                return None
        from arena.model.routes import _read

        said, turns, carried, _ = _read(body, self._responses)
        return self.log._unrouted(said, turns, carried, "", run_id)

    def arrived(self, run_id: str, method: str, path: str, body: bytes) -> Tap | None:
        """A request on ``run_id``'s route: its entry (a request counts once it came, answered
        or not), and the tap that fills it from the answer; None off a registered route."""
        if not run_id or method != "POST" or not self.log.registered(run_id):
            return None
        entry = self.log._arrived(run_id)
        api = path.strip("/").removeprefix("v1/")
        if api not in (_CHAT, _RESPONSES):
            return None  # counted, as the scripted model counts any POST on the route
        return Tap(self, entry, api, body)


class Tap:
    """One logged request's answer as it goes by: :meth:`answered` for a JSON body, :meth:`line`
    for each line of a stream (filled at its last event, ``[DONE]`` or ``response.completed``)."""

    def __init__(self, owner: GatewayLog, entry: LoggedRequest, api: str, body: bytes) -> None:
        self.owner, self.entry, self.api = owner, entry, api
        try:
            parsed = json.loads(body or b"{}")
        except (ValueError, UnicodeDecodeError):
            parsed = None
        self.body: dict[str, Any] = parsed if isinstance(parsed, dict) else {}
        self.done = not self.body  # nothing readable was asked: nothing to fill
        self._text: list[str] = []
        self._calls: dict[int, dict[str, str]] = {}
        self._items: list[Any] = []

    def answered(self, status: int, data: bytes) -> None:
        """A whole (non-streamed) answer."""
        if self.done or not 200 <= status < 300:
            return
        try:
            answer = json.loads(data)
        except (ValueError, UnicodeDecodeError):
            return
        if isinstance(answer, dict):
            self._answer(answer)

    def line(self, raw: bytes) -> None:
        """One line of a streamed answer."""
        if self.done or not raw.startswith(b"data:"):
            return
        data = raw[5:].strip()
        if data == b"[DONE]":
            self.finish()
            return
        try:
            chunk = json.loads(data)
        except (ValueError, UnicodeDecodeError):
            return
        if not isinstance(chunk, dict):
            return
        if self.api == _RESPONSES:
            kind = chunk.get("type")
            if kind == "response.completed" and isinstance(chunk.get("response"), dict):
                self._answer(chunk["response"])
            elif kind == "response.output_item.done" and isinstance(chunk.get("item"), dict):
                self._items.append(chunk["item"])
            return
        for choice in chunk.get("choices") or ():
            delta = choice.get("delta") if isinstance(choice, dict) else None
            if isinstance(delta, dict):
                self._delta(delta)

    def finish(self) -> None:
        """The stream ended (its last event, or the connection): fill what it said."""
        if self.done:
            return
        if self.api == _RESPONSES:
            self._answer({"output": self._items})
            return
        calls = [self._calls[i] for i in sorted(self._calls)]
        self._fill("".join(self._text), [(c["name"], c["arguments"], c["id"]) for c in calls])

    def _delta(self, delta: dict[str, Any]) -> None:
        """A Chat Completions chunk's words, and its tool calls' pieces, by index."""
        if isinstance(delta.get("content"), str):
            self._text.append(delta["content"])
        pieces = list(delta.get("tool_calls") or ())
        if isinstance(delta.get("function_call"), dict):  # the legacy single call
            pieces.append({"index": -1, "function": delta["function_call"]})
        for piece in pieces:
            if not isinstance(piece, dict):
                continue
            index = piece.get("index", len(self._calls))
            call = self._calls.setdefault(
                index if isinstance(index, int) else len(self._calls),
                {"name": "", "arguments": "", "id": ""},
            )
            given = piece.get("function")
            fn: dict[str, Any] = given if isinstance(given, dict) else {}
            call["id"] = str(piece.get("id") or call["id"])
            call["name"] += str(fn.get("name") or "")
            call["arguments"] += str(fn.get("arguments") or "")

    def _answer(self, answer: dict[str, Any]) -> None:
        """A whole answer: a chat completion's first choice, or a response's output items."""
        from arena.model.conversation import text_of

        calls: list[tuple[str, Any, str]] = []
        if self.api == _CHAT:
            choices = answer.get("choices")
            first = choices[0] if isinstance(choices, list) and choices else {}
            message = first.get("message") if isinstance(first, dict) else None
            message = message if isinstance(message, dict) else {}
            for tc in message.get("tool_calls") or ():
                fn = tc.get("function") if isinstance(tc, dict) else None
                if isinstance(fn, dict):
                    calls.append(
                        (str(fn.get("name", "")), fn.get("arguments"), str(tc.get("id") or ""))
                    )
            if isinstance(fn := message.get("function_call"), dict):
                calls.append((str(fn.get("name", "")), fn.get("arguments"), ""))
            self._fill(text_of(message.get("content")), calls)
            return
        output = answer.get("output")
        items = [i for i in output if isinstance(i, dict)] if isinstance(output, list) else []
        words = [text_of(i.get("content")) for i in items if i.get("type") == "message"]
        for i in items:
            if i.get("type") == "function_call":
                calls.append(
                    (str(i.get("name", "")), i.get("arguments"), str(i.get("call_id") or ""))
                )
        self._fill("".join(words), calls, answer.get("id"), items)

    def _fill(
        self,
        text: str,
        calls: list[tuple[str, Any, str]],
        response_id: Any = None,
        output: list[Any] | None = None,
    ) -> None:
        """Read the request as the scripted model reads it and fill the entry; a request no
        model could read (400 from the scripted model) leaves it as it came."""
        from arena.model.app import too_long
        from arena.model.conversation import BadRequest, ToolUse, from_chat, from_responses
        from arena.model.logged import fill
        from arena.offered import offered_tools

        self.done = True
        body, owner = self.body, self.owner
        if too_long(body) is not None:
            return
        history: list[Any] = []
        given: list[Any] = []
        try:
            if self.api == _CHAT:
                conv = from_chat(body.get("messages"), body.get("tools"))
            else:
                previous = body.get("previous_response_id")
                history = list(owner._responses.get(previous, ())) if previous else []
                items = body.get("input")
                given = (
                    [{"role": "user", "content": items}]
                    if isinstance(items, str)
                    else list(items or [])
                )
                conv = from_responses(items, body.get("instructions"), body.get("tools"), history)
        except BadRequest:
            return
        if isinstance(response_id, str) and response_id:
            owner._responses[response_id] = history + given + list(output or ())
            while len(owner._responses) > KEEP_RESPONSES:
                owner._responses.popitem(last=False)
        from arena.model.conversation import parse_args

        made = [ToolUse(name=n, args=parse_args(a), id=i) for n, a, i in calls if n]
        gate = owner.log._gate(self.entry.run_id)
        fill(self.entry, conv, made, text, offered_tools(body), owner.log._first_system, gate)


__all__ = ["KEEP_RESPONSES", "GatewayLog", "HandedLog", "Tap"]
