"""A local gateway in front of a real OpenAI-compatible endpoint: retries, timeouts, usage per run.

Every framework has its own retry policy (some none, some hidden, some that ignore Retry-After),
so a comparison on a real, rate-limited endpoint would measure the frameworks' HTTP clients. The
gateway gives every adapter the same one: it listens on 127.0.0.1, forwards each call (Chat
Completions, Responses, anything under ``/v1``) to the upstream with the real key, and

- retries 429 and 5xx answers and failed connections with exponential backoff, waiting what
  ``Retry-After`` / ``retry-after-ms`` asks for when the server says so;
- gives up on a call that sends nothing for ``timeout_s`` (a stalled stream is cut, not waited on);
- counts requests, retries and tokens (from ``usage`` in answers and streams) per run: each run
  gets its own base URL ``/j/<key>/v1``, so concurrent runs are told apart without any header.
  A token count that is not a whole number >= 0 is not summed: the run's usage says the endpoint
  reported invalid usage, and its cost is unknown (``None``), not a made-up figure (red team 15:
  a proxy reporting -5,000,000 prompt tokens gave ``"cost_usd": -24.0``).
- counts a call as failed (``errors``: the report puts such a run on the endpoint) only when
  the endpoint failed one of the run's model calls (Chat Completions or Responses, for the
  run's configured model, with the harness's key: :mod:`arena.endpoint_blame`), and records
  whether the run's last model call failed (``last_failed``): a 4xx that refuses the caller's
  own request (an empty ``messages``), and any failure of a call the adapter chose to make
  (another path, another model, its own account header), is the adapter's doing and counted
  apart (``refused``; red team 16: a run that sent one malformed request read "endpoint"; red
  team 20: one ``GET /models/no-such-model`` did), and a 2xx no client can read (an HTML
  page, a stream with no event) or a redirect away from the API (an SSO's login page, users40)
  is a failure, though relayed as sent (red team 16). A call the adapter made costly (an output
  budget over a bound) and a load failure of a run that crowded the endpoint are the adapter's
  too (red team 21: :func:`arena.endpoint_blame.costly`).
- says a run's usage is unknown (null, with why) when none of its requests reached the gateway:
  an adapter can call the endpoint around it, and a zero would read as measured (red team 17).
- keeps each run's model log (``request_log``: :mod:`arena.gateway_log`), what each model call
  on the run's route carried and what the endpoint answered, streams included, as the scripted
  model keeps it: the checks judge an adapter on a real endpoint from the same evidence.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import threading
import time
from collections import defaultdict
from collections.abc import AsyncIterator
from dataclasses import asdict
from typing import Any
from urllib.parse import quote

import httpx
import uvicorn
from starlette.applications import Starlette
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from arena.endpoint_blame import CREDENTIAL_HEADER, LOOPBACK, is_event, off_spec_event
from arena.gateway_calls import CallBlame, _Call
from arena.gateway_log import GatewayLog, Tap
from arena.gateway_retry import MAX_WAIT_S as MAX_WAIT_S
from arena.gateway_retry import RETRY_STATUS as RETRY_STATUS
from arena.gateway_retry import asked_wait as asked_wait
from arena.gateway_retry import retry_after as retry_after
from arena.gateway_usage import NOT_SEEN as NOT_SEEN
from arena.gateway_usage import Price as Price
from arena.gateway_usage import Usage as Usage
from arena.gateway_usage import _usage_from_sse
from arena.gateway_usage import unknown_line as unknown_line
from arena.gateway_usage import unreported_line as unreported_line
from arena.gateway_usage import usage_unknown as usage_unknown
from arena.gateway_usage import usage_unreported as usage_unreported
from arena.model.process import LOG_PATH
from arena.outage import DOWN_HEADER, DOWN_VALUE
from arena.prompt_server import PromptServer
from arena.request_log import UNROUTED

_HOP = {"host", "content-length", "connection", "accept-encoding"}
LOG_METHODS = ["GET", "DELETE", "POST"]


def _refusal(request: Request, runs: tuple[str, ...], stray: str) -> dict[str, Any]:
    """The body of a refused off-route request: why, and the route to use instead."""
    came = (
        f"a request on /runs/{stray}/v1, a route the harness made for no run in flight"
        if stray
        else "a request to the gateway's shared URL"
    )
    whose = f" (filed under run(s) {', '.join(runs)})" if runs else ""
    message = (
        f"{UNROUTED}: arena's gateway serves arena runs, each on its own route "
        f"(the run context's endpoint.url); {came} is refused and counted{whose}"
    )
    return {
        "error": {"message": message, "type": "invalid_request_error", "code": "unrouted_request"}
    }


class Gateway(CallBlame):
    """The gateway app and its thread; ``base_url(key)`` is what one run's adapter talks to.
    Whose each failure is, call by call, is :class:`arena.gateway_calls.CallBlame`'s record."""

    def __init__(
        self,
        upstream: str,
        api_key: str,
        *,
        timeout_s: float = 60.0,
        retries: int = 4,
        backoff_s: float = 0.5,
        model: str | None = None,
        unrouted: str = "runs",
    ) -> None:
        super().__init__(model)
        #: Who may send model requests off a run's route while runs are in flight
        #: (:meth:`arena.gateway_log.GatewayLog.off_route`): "runs", "legs" or "off".
        self.unrouted = unrouted
        self.upstream = upstream.rstrip("/")
        self.api_key = api_key
        self.timeout_s, self.retries, self.backoff_s = timeout_s, retries, backoff_s
        self.usage: dict[str, Usage] = defaultdict(Usage)
        self._client: httpx.AsyncClient | None = None
        self._log = GatewayLog()
        self._log.log._upstream = self.upstream
        #: Each run's model log, on the routes the harness registered (``/runs/<run_id>/v1``).
        self.request_log = self._log.log
        self.app = Starlette(
            routes=[
                Route("/j/{key}/runs/{run}/v1/{path:path}", self._forward, methods=["GET", "POST"]),
                Route("/runs/{run}/v1/{path:path}", self._forward, methods=["GET", "POST"]),
                Route("/j/{key}/v1/{path:path}", self._forward, methods=["GET", "POST"]),
                Route("/v1/{path:path}", self._forward, methods=["GET", "POST"]),
                Route(LOG_PATH + "{run_id:path}", self._log.served, methods=LOG_METHODS),
            ]
        )
        self._sock: socket.socket | None = None
        self._server: PromptServer | None = None
        self._thread: threading.Thread | None = None
        self._closing = False

    # -- the forwarding --------------------------------------------------------------------------
    async def _forward(self, request: Request) -> Response:
        try:
            return await self._proxy(request)
        except ClientDisconnect:
            # The caller went before its request was read: a worker stopped mid-call (Ctrl-C, a
            # leg's timeout), seen late on a busy machine. Nothing was sent upstream and no one
            # waits for an answer; raised, uvicorn printed its traceback on the user's terminal.
            return Response(status_code=499)
        except asyncio.CancelledError:
            if not self._closing:
                raise
            # Stopped with this call still waiting upstream (Ctrl-C, a leg's timeout): its
            # caller is gone, so end it quietly instead of logging a cancelled request.
            return Response(status_code=503)

    async def _proxy(self, request: Request) -> Response:
        key = request.path_params.get("key", "")
        body = await request.body()  # first: a call whose caller went before it was read is none
        usage = self.usage[key]
        usage.requests += 1
        stream = False
        with contextlib.suppress(ValueError, AttributeError):
            stream = bool(json.loads(body or b"{}").get("stream"))
        path = request.path_params["path"]
        url = f"{self.upstream}/{path}"
        if request.url.query:
            url += "?" + request.url.query
        # The harness's key only: an adapter's own credential header is not forwarded.
        headers = {
            k: v
            for k, v in request.headers.items()
            if k.lower() not in _HOP and not CREDENTIAL_HEADER.search(k)
        }
        headers["authorization"] = f"Bearer {self.api_key}"
        run = request.path_params.get("run", "")
        runs = self._log.off_route(run, request.method, path, body, self.unrouted)
        if runs is not None:  # refused unanswered, as the scripted model refuses it
            return JSONResponse(_refusal(request, runs, run), status_code=421)
        call = self._call(key, usage, request.method, path, body, headers)
        tap = self._log.arrived(run, request.method, path, body)
        try:
            return await self._attempts(request, url, body, headers, stream, call, tap)
        finally:
            call.answered_at = time.time()
            self._open[key].discard(call)

    async def _attempts(
        self,
        request: Request,
        url: str,
        body: bytes,
        headers: dict[str, str],
        stream: bool,
        call: _Call,
        tap: Tap | None = None,
    ) -> Response:
        """Send one call upstream, retrying what :data:`RETRY_STATUS` and failed connections
        allow, and relay the answer (or the gateway's own 502)."""
        usage = call.usage
        if self._client is None:
            proxied = httpx.URL(self.upstream).host not in LOOPBACK  # a proxy: not to here
            self._client = httpx.AsyncClient(timeout=self.timeout_s, trust_env=proxied)
        client = self._client
        last = "no attempt made"
        down = False  # the last attempt could not connect (refused, no such host)
        for attempt in range(self.retries + 1):
            if attempt:
                usage.retries += 1
            usage.attempts += 1
            try:
                upstream = await client.send(
                    client.build_request(request.method, url, content=body, headers=headers),
                    stream=True,
                )
            except httpx.HTTPError as exc:  # connect error, timeout before any answer
                last = f"{type(exc).__name__}: {exc}"
                down = isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout)
                wait = retry_after(httpx.Headers(), attempt, self.backoff_s)
                self._retrying(call, 0, last)
            else:
                down = False
                asked = asked_wait(upstream.headers)
                # A wait longer than any leg affords (Retry-After: 3600) is not waited out: the
                # leg timed out in the gateway's sleep, and the run read as the agent's (users34).
                too_long = asked is not None and asked > MAX_WAIT_S
                if upstream.status_code not in RETRY_STATUS or attempt == self.retries or too_long:
                    return await self._relay(upstream, stream, call, tap)
                last = f"HTTP {upstream.status_code}"
                wait = retry_after(upstream.headers, attempt, self.backoff_s)
                asking = f", asked to wait {asked:g} s" if asked is not None else ""
                self._retrying(call, upstream.status_code, f"{last}{asking}")
                await upstream.aclose()
            if attempt < self.retries:
                usage.waited_s += wait
                await asyncio.sleep(wait)
        self._failed(call)
        return JSONResponse(
            {"error": {"message": f"upstream {self.upstream} failed after "
                       f"{self.retries + 1} attempts: {last}", "type": "gateway_error"}},
            status_code=502,
            headers={DOWN_HEADER: DOWN_VALUE} if down else None,
        )  # fmt: skip

    async def _relay(
        self, upstream: httpx.Response, stream: bool, call: _Call, tap: Tap | None = None
    ) -> Response:
        """Relay the answer, counting its usage and (``tap``) logging it for the run before
        its last byte goes on: a leg that ends on it finds its entry complete."""
        usage = call.usage
        headers = {
            k: v
            for k, v in upstream.headers.items()
            if k.lower() not in ("content-length", "content-encoding", "transfer-encoding")
        }
        status = upstream.status_code
        content_type = upstream.headers.get("content-type", "")
        if not stream or "text/event-stream" not in content_type:
            try:
                data = await upstream.aread()
            except httpx.HTTPError as exc:
                self._failed(call)
                return JSONResponse(
                    {"error": {"message": f"upstream answer cut off: {exc}", "type": "gateway_error"}},
                    status_code=504,
                )  # fmt: skip
            finally:
                await upstream.aclose()
            self._judge(status, data, content_type, call, upstream.headers.get("location", ""))
            reported = False
            with contextlib.suppress(ValueError):
                parsed = json.loads(data)
                if isinstance(parsed, dict):
                    reported = usage.add_usage(parsed.get("usage"))
            if call.model and status < 300 and not call.counted:  # an answer, its usage or none
                usage.answered(reported)
            if tap is not None:
                tap.answered(status, data)
            return Response(data, status_code=status, headers=headers)
        if status >= 400:  # a 2xx stream is judged by its events, below
            self._judge(status, b"", content_type, call)

        async def chunks() -> AsyncIterator[bytes]:
            pending = b""
            usable = status >= 400  # an error answer was judged above, by its status
            broken: str | None = None  # a chunk no client reads as the API defines it
            reported = False  # an event reported the answer's token counts
            try:
                async for chunk in upstream.aiter_bytes():
                    pending += chunk
                    *lines, pending = pending.split(b"\n")
                    for line in lines:
                        usable = usable or is_event(line.strip())
                        if broken is None and status < 300:
                            broken = off_spec_event(line.strip())
                        reported = _usage_from_sse(line.strip(), usage) or reported
                        if tap is not None and status < 300:
                            tap.line(line.strip())
                    yield chunk
                if tap is not None and status < 300:
                    tap.line(pending.strip())
                    tap.finish()
                if not (usable or is_event(pending.strip())):
                    self._failed(call)  # a stream with no chunk a client can use: no answer
                    self._unreadable(
                        call, f"HTTP {status}, a stream with no event a client can use"
                    )
                elif broken is not None:
                    self._failed(call)  # a chunk each framework fails on in its own words
                    self._unreadable(call, f"HTTP {status}, a stream chunk {broken}")
                elif call.model and status < 300:
                    usage.answered(reported)
            except (httpx.HTTPError, OSError) as exc:  # a stalled or broken stream: cut, said so
                self._failed(call)
                error = {"message": f"stream from {self.upstream} cut: {type(exc).__name__} "
                         f"(nothing for {self.timeout_s:g}s)", "type": "gateway_timeout"}  # fmt: skip
                yield b"\n\ndata: " + json.dumps({"error": error}).encode() + b"\n\n"
            finally:
                # Closing a cut stream may fail in turn; raising here would end the client's
                # response without its last chunk, and the error above with it.
                with contextlib.suppress(httpx.HTTPError, OSError):
                    await upstream.aclose()

        return StreamingResponse(chunks(), status_code=status, headers=headers)

    # -- lifecycle -------------------------------------------------------------------------------
    def base_url(self, key: str = "") -> str:
        if self._sock is None:
            raise RuntimeError("the gateway is not running")
        port = self._sock.getsockname()[1]
        return f"http://127.0.0.1:{port}" + (f"/j/{quote(key, safe='')}" if key else "") + "/v1"

    def report(
        self, key: str, price: Price | None = None, ended: float | None = None
    ) -> dict[str, Any]:
        """One run's usage (and cost when priced) as results record it. A run none of whose
        requests reached the gateway has unknown usage (every figure null, and why), not a
        measured zero: its adapter may have called the endpoint directly (red team 17). A model
        call the gateway was still retrying when the run ended (``ended``, wall clock; default
        now) counts as one the endpoint failed (:meth:`_unanswered`)."""
        usage = self.usage.get(key, Usage())
        if usage.requests == 0:
            kept = ("invalid_example", "unreadable")
            unknown: dict[str, Any] = {n: None for n in asdict(usage) if n not in kept}
            if price is not None:
                unknown["cost_usd"] = None
            return {**unknown, "usage_note": NOT_SEEN}
        out: dict[str, Any] = asdict(usage)
        out["waited_s"] = round(usage.waited_s, 3)
        example = out.pop("invalid_example")
        unreadable = out.pop("unreadable")
        answers, reported = out.pop("answers"), out.pop("reported")
        unreported = usage.unreported()  # no usage sent: unknown, not a measured 0 (users55)
        if unreadable and usage.last_failed:  # what the endpoint sent the run's last model call
            out["unreadable"] = unreadable
        if usage.invalid_usage:
            out["usage_note"] = (
                f"the endpoint reported invalid token counts in {usage.invalid_usage} "
                f"answer(s) (first: {example}); those answers' tokens are not counted"
                + ("; the cost is unknown" if price is not None else "")
            )
        if unreported:
            out |= {"responses": answers, "reported_responses": reported}
            out["usage_note"] = "; ".join(filter(None, [out.get("usage_note"), unreported]))
            if not reported:
                out["input_tokens"] = out["output_tokens"] = None
        if price is not None:
            known = not usage.invalid_usage and (reported or not answers)
            out["cost_usd"] = price.cost(usage) if known else None
        self._unanswered(key, out, time.time() if ended is None else ended)
        return out

    def start(self) -> Gateway:
        self._closing = False
        self._sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        self._sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._sock.bind(("127.0.0.1", 0))
        self.request_log._port = self._sock.getsockname()[1]  # for workers: HandedLog._handoff
        config = uvicorn.Config(
            self.app, log_level="warning", access_log=False, lifespan="off", ws="none"
        )
        self._server = PromptServer(config)
        server, sock = self._server, self._sock
        self._thread = threading.Thread(
            target=server.run, kwargs={"sockets": [sock]}, name="arena-gateway", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + 10
        while not server.started:
            if time.monotonic() > deadline or not self._thread.is_alive():
                self.stop()
                raise RuntimeError("the model gateway did not start")
            time.sleep(0.005)
        return self

    def stop(self) -> None:
        if self._server is not None:
            # The runs are over (or interrupted): a call still waiting on a hung upstream is
            # abandoned, not waited for (without force_exit, Ctrl-C took the 5 s join below).
            self._closing = True
            self._server.exit_now()
        if self._thread is not None:
            self._thread.join(timeout=5)
        if self._sock is not None:
            self._sock.close()
        self._server = self._thread = self._sock = None

    def __enter__(self) -> Gateway:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
