"""The leg's deadline, enforced on every model request a framework makes — in any thread.

``asyncio.wait_for`` ends a leg on time, but a framework that runs its agent in a thread
(smolagents, a sync LangGraph graph) cannot be cancelled: its HTTP client went on waiting with
the OpenAI SDK's 600 s read timeout, and a model that drips a byte now and then resets that
timeout forever, so the process could not exit. The runner sets the leg's deadline in a context
variable (threads started with ``asyncio.to_thread`` copy it); the HTTP clients adapters build with
:func:`sync_client` / :func:`async_client` clamp every timeout to what is left of it and give up
mid-body once it has passed, so an abandoned thread ends within moments of its leg.

The same transport takes each request to its run's own path. A scripted model (or the gateway)
counts requests per run by URL (``/runs/<run_id>/v1``, ``arena.request_log``), but a framework's
client is built once per endpoint, for its shared base URL: a client per run cost a client, a
connection and its file descriptor per run, never freed while the process lived (an ``arena run``
of a few thousand items ran out of descriptors). The runner sets the leg's route beside its
deadline (shared base URL → the run's URL); a request to a routed base URL made where no leg's
route is in force fails loudly instead of reaching the model unattributed (docs/architecture.md).
The transport also writes the leg's record of its requests to the run's endpoint that failed and
of when it waited on it (:class:`arena.flights.Flights`, given with the leg's route).

The clients are of the httpx flavour the installed OpenAI SDK uses (``httpx2`` from 3.x,
``httpx`` before), built on first use so importing the runner imports no HTTP stack.
"""

from __future__ import annotations

import contextvars
import functools
import ssl
import time
from types import ModuleType
from typing import Any, NamedTuple
from urllib.parse import urlsplit

from arena.flights import MIN_BLAMED_TIMEOUT as MIN_BLAMED_TIMEOUT
from arena.flights import Flights as Flights
from arena.flights import harness_faults as harness_faults

_DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "arena_leg_deadline", default=None
)


class _Route(NamedTuple):
    """A leg's route: the endpoint's shared base URL and the run's own URL under it."""

    root: str
    run: str
    #: (the root's path, the run's path) when both URLs share scheme and authority: a request's
    #: path is re-rooted without parsing its URL again (~0.1-0.2 ms a parse).
    paths: tuple[str, str] | None
    #: The harness's record of the leg's requests on the run's route (None: nobody asked).
    flights: Flights | None = None


def _make_route(root: str, run: str, flights: Flights | None = None) -> _Route:
    root, run = root.rstrip("/"), run.rstrip("/")
    a, b = urlsplit(root), urlsplit(run)
    same = (a.scheme, a.netloc) == (b.scheme, b.netloc)
    return _Route(root, run, (a.path, b.path) if same else None, flights)


def _leg_flights() -> Flights | None:
    """The current leg's record (the harness's: a worker pool's start code writes to it)."""
    route = _ROUTE.get()
    return None if route is None else route.flights


_ROUTE: contextvars.ContextVar[_Route | None] = contextvars.ContextVar(
    "arena_leg_route", default=None
)
#: Shared base URLs some leg of this process was routed from: a request to one of them outside
#: any leg's route would reach the model attributed to no run.
_ROUTED: set[str] = set()


def leg_deadline(
    timeout_s: float,
    route: tuple[str, str] | None = None,
    flights: Flights | None = None,
    endpoint: str = "",
) -> _LegDeadline:
    """Model requests made inside (and in tasks and threads started inside) end by then, and
    with ``route`` (shared base URL, the run's URL) go to the run's own URL; those to the run's
    URL (without a route, to ``endpoint``) are recorded in ``flights`` when given. ``with`` gives
    the deadline (``time.monotonic()`` seconds), set as the block is entered."""
    return _LegDeadline(timeout_s, route, flights, endpoint)


class _LegDeadline:
    """:func:`leg_deadline`'s block: a class, not a ``@contextmanager`` generator, which cost
    each leg a generator, its frame and the wrapper's three calls (issue 16, session 36)."""

    __slots__ = ("_endpoint", "_flights", "_route", "_timeout_s", "_tokens")

    def __init__(
        self,
        timeout_s: float,
        route: tuple[str, str] | None,
        flights: Flights | None,
        endpoint: str,
    ) -> None:
        self._timeout_s, self._route, self._flights = timeout_s, route, flights
        self._endpoint = endpoint
        self._tokens: tuple[Any, Any] | None = None

    def __enter__(self) -> float:
        route, flights, endpoint = self._route, self._flights, self._endpoint
        deadline = time.monotonic() + self._timeout_s
        token = _DEADLINE.set(deadline)
        leg_route = _make_route(*route, flights) if route is not None else None
        if leg_route is None and flights is not None and endpoint:  # no run URL: its requests
            leg_route = _Route("", endpoint.rstrip("/"), None, flights)  # go to the shared one
        if leg_route is not None and leg_route.root:
            _ROUTED.add(leg_route.root)
        self._tokens = (token, _ROUTE.set(leg_route))
        return deadline

    def __exit__(self, *exc: object) -> None:
        assert self._tokens is not None
        token, routed = self._tokens
        self._tokens = None
        _ROUTE.reset(routed)
        _DEADLINE.reset(token)


class Unrouted(RuntimeError):
    """A model request to a per-run endpoint's shared URL with no leg's route in force."""


def _route(request: Any) -> Flights | None:
    """Send the request to its run's URL (a context-variable read when there is no route); the
    leg's record of requests on the run's route when this is one (None: not the endpoint's)."""
    route = _ROUTE.get()
    if route is None:
        if _ROUTED and _DEADLINE.get() is None:
            _refuse_unrouted(str(request.url))
        return None
    url = request.url
    if route.root and _starts(url, route.root):
        request.url = _rerouted(url, route)
        return route.flights
    return route.flights if _starts(url, route.run + "/") else None


def _starts(url: Any, prefix: str) -> bool:
    """``str(url).startswith(prefix)``, without building the URL's text where its scheme, host,
    port and path already say so: httpx composes the text from them (``ParseResult.__str__``:
    ``scheme://host:port`` + path + query), ~2 µs and ~120 bytecodes a request (issue 16,
    session 36). Any other URL (a user or an IPv6 address in it, no host) is read as text."""
    ref = getattr(url, "_uri_reference", None)
    if ref is not None and ref.scheme and ref.host and not ref.userinfo and ":" not in ref.host:
        port = ref.port
        head = f"{ref.scheme}://{ref.host}" if port is None else f"{ref.scheme}://{ref.host}:{port}"
        if prefix.startswith(head) and ref.path.startswith(prefix[len(head) :]):
            return True
    return str(url).startswith(prefix)


def _rerouted(url: Any, route: _Route, text: str | None = None) -> Any:
    """``url`` under the run's URL; ``text``: its text, built only where the path cannot be
    swapped in place."""
    ref = getattr(url, "_uri_reference", None)  # httpx's parsed form: a NamedTuple
    if route.paths is not None and ref is not None and hasattr(ref, "_replace"):
        root_path, run_path = route.paths
        if ref.path.startswith(root_path):
            moved = object.__new__(type(url))
            moved._uri_reference = _with_path(ref, run_path + ref.path[len(root_path) :])
            return moved
    text = str(url) if text is None else text
    return http().URL(route.run + text[len(route.root) :])


#: Where each parsed-URL type (a NamedTuple) keeps its path, by its fields (:func:`_with_path`).
_PATH_AT: dict[type, int] = {}


def _with_path(ref: Any, path: str) -> Any:
    """``ref._replace(path=path)`` in C: the NamedTuple's ``_replace`` pops a keyword per field
    through ``map``: 21.7 → 18.3 k instructions a routed request (callgrind; issue 16, session
    54); the same tuple of the same type."""
    kind = type(ref)
    at = _PATH_AT.get(kind)
    if at is None:
        at = _PATH_AT[kind] = kind._fields.index("path")
    return tuple.__new__(kind, (*ref[:at], path, *ref[at + 1 :]))


def _refuse_unrouted(url: str) -> None:
    for root in _ROUTED:
        if url.startswith(root + "/"):
            raise Unrouted(
                f"a model request to {url} outside any run's leg: the scripted model could not "
                "tell which run sent it. A framework thread that does not copy the caller's "
                "context variables loses the leg (start threads with asyncio.to_thread or "
                "contextvars.copy_context().run)"
            )


def remaining() -> float | None:
    """Seconds left in the current leg; None outside a leg."""
    deadline = _DEADLINE.get()
    return None if deadline is None else deadline - time.monotonic()


#: A client timeout that fires this close to the leg's deadline is the deadline's: the
#: transport clamps every limit to the time left, and a timer may fire a hair early.
DEADLINE_SLACK_S = 0.02


def cut_at_deadline(exc: BaseException, deadline: float) -> bool:
    """Whether ``exc`` is a model request the leg's ``deadline`` ended: the transport's own
    refusal (``DeadlineExceeded``) or a client timeout, clamped to the leg's time, that fired at
    the deadline. Through the adapter's client it read "model endpoint error: APITimeoutError"
    where the runner's timer, a moment later, says "leg 2 timed out after 5s" (drive41)."""
    at_deadline = time.monotonic() >= deadline - DEADLINE_SLACK_S
    seen: set[int] = set()
    link: BaseException | None = exc
    while link is not None and id(link) not in seen and len(seen) < 50:
        name = type(link).__name__
        if name == "DeadlineExceeded" or (at_deadline and "Timeout" in name):
            return True
        seen.add(id(link))
        link = link.__cause__ or link.__context__
    return False


@functools.cache
def http() -> ModuleType:
    """The httpx module the OpenAI SDK is built on."""
    from openai import _base_client

    module = getattr(_base_client, "httpx2", None) or getattr(_base_client, "httpx", None)
    assert isinstance(module, ModuleType)
    return module


_TIMEOUTS = ("connect", "read", "write", "pool")


def _clamp(request: Any) -> float | None:
    """Cap the request's timeouts at the leg's time left; the leg's deadline, or None outside a
    leg. (Every model request passes here: one context-variable read, one small dict.)"""
    deadline = _DEADLINE.get()
    if deadline is None:
        return None
    left = deadline - time.monotonic()
    if left <= 0:
        raise _types().exceeded("the leg's time ran out before this model request", request=request)
    timeouts = request.extensions.get("timeout") or {}
    clamped = dict.fromkeys(_TIMEOUTS, left)  # a limit the client leaves unset: the leg's time
    for k, v in timeouts.items():  # each one it sets, any other too, capped (``min(v, left)``)
        if v is not None:
            v = float(v)
            clamped[k] = left if left < v else v
        else:
            clamped[k] = left
    request.extensions["timeout"] = clamped
    return deadline


def _check(deadline: float, request: Any) -> None:
    if time.monotonic() > deadline:
        raise _types().exceeded(
            "the leg's time ran out while the model was still sending its answer", request=request
        )


def _types() -> Any:
    """The transport classes (:mod:`arena.deadline_transport`), made on first use."""
    from arena.deadline_transport import transport_types

    return transport_types()


@functools.cache
def _tls() -> Any:
    """One TLS context for every ``https://`` request: building one parses the CA bundle (~0.1 s
    on a loaded machine), and adapters build clients per run — 56 runs starting at once held the
    event loop for seconds, long enough to time out every leg in flight. Made on the first
    ``https://`` request, so a process that only calls a local ``http://`` model (the scripted
    one) never parses it."""
    make = getattr(http(), "create_ssl_context", None)
    return make() if make is not None else True


@functools.cache
def _no_tls() -> ssl.SSLContext:
    """The plain ``http://`` pool's context, which no request uses (``https://`` goes to the
    other pool). It trusts no certificate, so were it ever used it would refuse, not trust."""
    return ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)


def sync_client() -> Any:
    """An HTTP client for a framework's OpenAI client, bound by the current leg's deadline."""
    t = _types()
    return http().Client(transport=t.transport(), timeout=t.timeout, follow_redirects=True)


def async_client() -> Any:
    t = _types()
    return http().AsyncClient(
        transport=t.async_transport(), timeout=t.timeout, follow_redirects=True
    )


__all__ = [
    "Flights",
    "Unrouted",
    "async_client",
    "cut_at_deadline",
    "harness_faults",
    "http",
    "leg_deadline",
    "remaining",
    "sync_client",
]
