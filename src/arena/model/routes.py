"""Model requests off a run's route: refused and counted while the scripted model serves runs.

The scripted model logs each request under the run whose route (``/runs/<run_id>/v1``) it came
on: the harness's evidence that a run stopped at its gate (:mod:`arena.evidence`). A plain client
on the endpoint's shared URL reached the model attributed to no run, so an adapter could feed its
gate a placeholder, go on calling the model there and still read as stopped, or retry a broken
endpoint hundreds of times and read "1 request sent" (red team 9). While the server serves runs,
:class:`RouteGuard` refuses such a request unanswered (HTTP 421, naming the run's route) and
files it in the request log under the run it belongs to (:meth:`RequestLog.unrouted`): a leg
that asked then shows a request after its gate, whatever its adapter reports. A run route is one
only if the harness made it (:func:`~arena.model_endpoint.run_endpoint` registers the run with
the log, :meth:`RequestLog._forget` ends it; the endpoint an adapter holds registers nothing): a request on a route of an adapter's own
making (``/runs/<any id>/v1``) was served and logged under that id, where no run's evidence looks
(red team 12, finding 4); it is refused and filed the same way.

Who may use the shared URL is the caller's choice (``unrouted`` of
:class:`~arena.model.server.ScriptedModelServer`): ``"runs"`` for a server the harness started
for its logged runs (``arena run``, ``arena resume``, conformance), ``"legs"`` while a leg of
this process runs and a run is in flight (the pytest plugin's server, which a user's own test may
also call), ``"off"`` for a server others share (``arena model serve``, the bench's native
drivers, runs with no per-run log: no harness registers runs with them, so any run route is
served there as it comes).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, Literal

from arena.model import wire
from arena.model.fault_injector import _body, _json, _replay
from arena.model.faults import (
    FAULTS,
    ASGIApp,
    Fault,
    Message,
    Receive,
    Scope,
    Send,
    assigned,
    fault_for,
    notify,
)
from arena.model.process import LOG_PATH
from arena.request_log import RUNS_PREFIX, UNROUTED, RequestLog

Unrouted = Literal["off", "runs", "legs"]
#: The status of a refused request: "misdirected" — it reached this server on the wrong path.
#: Not 403 (:mod:`arena.outage` reads that as a refused key: the environment's fault).
STATUS = 421
CODE = "unrouted_request"
_PATHS = ("/chat/completions", "/responses")


class RouteGuard:
    """ASGI middleware, outside the fault injector: notes each run in flight as its requests
    come (with the fault its requests carry), and refuses a model request to the shared URL or
    to a run route the harness did not register."""

    def __init__(
        self,
        app: ASGIApp,
        log: RequestLog,
        mode: Unrouted = "runs",
        history: Mapping[str, list[Any]] | None = None,
    ) -> None:
        self.app, self.log, self.mode = app, log, mode
        #: The server's stored Responses (``previous_response_id`` -> its items), so a request
        #: continuing one reads with the task it continues, as the server reads it.
        self.history: Mapping[str, list[Any]] = history if history is not None else {}

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        if scope["type"] == "http" and path.startswith(LOG_PATH):
            return await self.app(scope, receive, _noting(scope, path, send))
        if scope["type"] != "http" or scope.get("method") != "POST" or not path.endswith(_PATHS):
            return await self.app(scope, receive, send)
        body = await _body(receive)
        route, parsed, borrowed = "", None, False
        if path.startswith(RUNS_PREFIX):
            route, _, rest = path[len(RUNS_PREFIX) :].partition("/")
            # A run route is served only if the harness made it (run_endpoint): one an adapter
            # makes up would log its requests where no run's evidence looks (red team 12,
            # finding 4). Refused like the shared URL, and filed the same way. A route the
            # harness made carries its run's conversation only (the task its first answered
            # request had): one carrying another run's is that run going on on a sibling's
            # route (red team 14, finding 2), refused and filed under the run it belongs to,
            # unless it carries on the route's own conversation (RequestLog._carries_on).
            refusing = self._refusing()
            if not refusing or self.log.registered(route):
                task = self.log.task(route) if refusing else ""
                if task:
                    parsed = _read(body, self.history)
                    first = parsed[0][0] if parsed[0] else ""
                    borrowed = (
                        bool(first.strip())
                        and first != task
                        and self.log.task_of_another(first, route)
                        and not self.log._carries_on(route, parsed[1])
                    )
                if not borrowed:
                    self.log._seen(route, _fault_of(route, body))
                    return await self.app(scope, _replay(body, receive), send)
            path = "/" + rest
        elif not self._refusing():
            return await self.app(scope, _replay(body, receive), send)
        said, turns, carried, data = parsed or _read(body, self.history)
        fault = fault_for(data.get("model"), body) if data else None
        marker = fault.name if isinstance(fault, Fault) else ""
        runs = self.log._unrouted(said, turns, carried, marker, route)
        for run_id in runs:  # a broken endpoint's retries off the route count too
            # The fault the harness assigned the run it was filed under, else the request's.
            told = assigned(run_id) or fault
            if isinstance(told, Fault):
                notify(told, f"{RUNS_PREFIX}{run_id}{path}")
        message = refusal(scope, runs, route, borrowed)
        await _json(send, STATUS, wire.error_body(message, code=CODE))

    def _refusing(self) -> bool:
        if self.mode == "runs":
            return True
        if self.mode == "legs":
            from arena.contextless import Contextless

            return Contextless.legs > 0 and bool(self.log.live())
        return False


def refusal(scope: Scope, runs: tuple[str, ...], stray: str = "", borrowed: bool = False) -> str:
    """Why the request was refused, and where to send it instead; ``stray``: the run id of the
    route it came on, one the harness did not make ("" for the shared URL), or with
    ``borrowed`` another run's whose conversation it did not carry."""
    headers = dict(scope.get("headers") or ())
    host = headers.get(b"host", b"").decode("latin-1") or "<host:port>"
    route = f"http://{host}{RUNS_PREFIX}{{run_id}}/v1"
    if len(runs) == 1:
        whose = f"; it carries run {runs[0]}'s conversation, whose route is "
        whose += route.format(run_id=runs[0])
    else:
        whose = f"; counted against {len(runs)} run(s) in flight" if runs else ""
    if borrowed:
        came = (
            f"a request on {RUNS_PREFIX}{stray}/v1, the route of another run in flight, that "
            "does not carry that run's conversation, is refused and counted"
        )
    elif stray:
        came = (
            f"a request on {RUNS_PREFIX}{stray}/v1, a route the harness made for no run in "
            "flight (a made-up run id, or a run that ended), is refused and counted"
        )
    else:
        came = "a request to the shared URL is refused and counted"
    return (
        f"{UNROUTED}: this scripted model serves arena runs, each on its own route "
        f"{route.format(run_id='<run_id>')} (the run context's endpoint.url); {came}{whose}"
    )


def _noting(scope: Scope, path: str, send: Send) -> Send:
    """``send`` for a request to the run log (:data:`~arena.model.process.LOG_PATH`): once the
    log accepted it (its key: HTTP 200), before the answer goes out, the behaviour a POST
    assigns to the run is noted (:func:`arena.model.run_behaviour._tell`), and the runs it
    forgets lose theirs."""
    from urllib.parse import parse_qs

    from arena.model import run_behaviour

    async def noted(message: Message) -> None:
        if message.get("type") == "http.response.start" and message.get("status") == 200:
            run_id = path[len(LOG_PATH) :]  # ASGI paths come decoded
            query = parse_qs(bytes(scope.get("query_string", b"")).decode("latin-1"))
            gone = list(query.get("forget", ()))
            if scope.get("method") == "DELETE":
                gone.append(run_id)
            run_behaviour.release(gone)
            behaviour = query.get(run_behaviour.BEHAVIOUR_PARAM, [""])[-1]
            if scope.get("method") == "POST" and behaviour:
                run_behaviour.assign(run_id, behaviour)
            fault = query.get(run_behaviour.FAULT_PARAM, [""])[-1]
            if scope.get("method") == "POST" and fault in FAULTS:
                run_behaviour.assign_fault(run_id, fault)
        await send(message)

    return noted


def _fault_of(run_id: str, body: bytes) -> str:
    """The fault a routed request meets: the one the harness assigned its run, else the one
    its input selects by its marker ("" for none: the common case costs a byte search)."""
    given = assigned(run_id)
    if given is not None:
        return given.name
    if b"[fault:" not in body:
        return ""
    found = fault_for(None, body)
    return found.name if isinstance(found, Fault) else ""


def _read(
    body: bytes, history: Mapping[str, list[Any]]
) -> tuple[tuple[str, ...], tuple[str, ...], int, dict[str, Any]]:
    """What a request carried (as its log entry keeps it) and its JSON body; nothing for a
    body that is not a conversation. ``history``: the server's stored Responses."""
    from arena.model.app import too_long
    from arena.model.conversation import BadRequest, from_chat, from_responses
    from arena.model.logged import carried

    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return (), (), 0, {}
    if not isinstance(data, dict):
        return (), (), 0, {}
    if too_long(data) is not None:  # answered 400 unread by the app (red team 28's InFlight2)
        return (), (), 0, data
    try:
        if "messages" in data:
            conv = from_chat(data.get("messages"), data.get("tools"))
        else:
            items = data.get("input")
            before = history.get(str(data.get("previous_response_id")), [])
            conv = from_responses(items, data.get("instructions"), data.get("tools"), before)
    except (BadRequest, TypeError, ValueError, AttributeError):
        return (), (), 0, data
    said, turns, steps = carried(conv)
    return said, turns, steps, data


__all__ = ["CODE", "STATUS", "RouteGuard", "Unrouted", "refusal"]
