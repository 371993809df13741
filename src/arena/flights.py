"""The harness's own record of what broke one leg from outside the adapter's code.

A leg fails on the endpoint, a worker or the leg timeout — and the feature matrix counts no such
run for or against the framework — only on this record, never on the exception an adapter raises,
which it can make up (red team 27b: adapters raised ``WorkerNotStarted`` or a builtin
``ConnectionError`` themselves). It is kept by the code that did the waiting: the transport the
model clients are built on (:mod:`arena.deadline`) notes each request to the run's endpoint that
failed and when it waited on the endpoint, a worker pool its own start (:func:`noted`). The leg
runner reads it with :meth:`Flights.seen_in` and :meth:`Flights.waited_on`.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from arena.outage import DOWN, DOWN_HEADER, DOWN_VALUE, chain

#: A model name that picks a scripted fault itself (``fault-x``, ``scripted-fault-x``), and a
#: marker in a request's body that does (``[fault:x]``): :mod:`arena.model.faults`. A failure the
#: adapter ordered is no failure of the endpoint.
PREFIX = "fault-"
_MARKER = re.compile(rb"\[fault:([A-Za-z0-9_]+)\]")

#: Answer statuses that are the deployment's, not the model's (:data:`arena.outage.STATUSES`).
_DEPLOYMENT = frozenset({401, 403, 502, 503, 504})

#: The share of a leg's time its waits on the endpoint (or a worker's start) must fill for a
#: wait open at its deadline to make the timeout theirs: an adapter that slept 2.97 s of a 3 s
#: leg in its own code and then asked the model put its timeout on the endpoint (red team 28b:
#: the scripted model answers in milliseconds; holding the loop 0.35 s, under the 0.5 s that
#: reads as the adapter's, made it surer).
WAITED_SHARE = 0.5
#: ... and the adapter's own time in the leg (what the waits did not fill) must be under this
#: too, or the timeout is the adapter's: a leg of 0.05 s spent in a framework's setup and then
#: on the model is the endpoint's as before.
OWN_MIN_S = 0.5

#: A client's own time limit under this (seconds) makes its timeout the caller's choice, not the
#: endpoint's failure: the SDKs wait 600 s for an answer and 5-10 s to connect.
MIN_BLAMED_TIMEOUT = 1.0

#: ... and the endpoint must have been slow: its answers took on average at least this share of
#: the leg (or :data:`OWN_MIN_S`, whichever is less). A leg that re-sent its conversation in a
#: loop, each request answered in milliseconds, filled its time with waits and read "timed out
#: waiting on the model endpoint" (red team 29's ``SpamAdapter``).
QUICK_SHARE = 0.05

#: More of a leg's requests than this open at once when one failed make the failure the
#: caller's load, not the endpoint's: 20 requests at once, each of 4,000 messages under the
#: adapter's own 1 s limit, read "the model endpoint could not be reached" (red team 29's
#: ``FloodAdapter``). An agent loop sends one request at a time.
MAX_OPEN = 4

#: A request body over this many bytes is the caller's load: its upload and the reading of it
#: are time the adapter chose, not the endpoint's slowness. A loop re-sending the conversation
#: with one 40 MB message, one request at a time, filled the leg with long waits and read "timed
#: out after 60s waiting on the model endpoint" (red team 29b's ``HugeSpam``; 8 MB under a 5 s
#: leg). This arena's conversations are a few kilobytes; 2 MB is some 500,000 tokens.
MAX_BODY = 2_000_000


class Flights:
    """The harness's own record of one leg's model requests on its run's route, kept by the
    transport that sends them (never by the exception an adapter raises, which it can make up:
    red team 27b): which failed (the exception the transport saw, or an answer of a deployment
    status) and when the transport was waiting on the endpoint (for an answer or the next chunk
    of one). :class:`arena.leg_runner.LegRunner` puts a failed leg on the endpoint, or on the
    leg timeout, only with this record."""

    def __init__(self) -> None:
        #: When the leg began (this record is made as it starts): the share of its time the
        #: waits filled is read against it (:meth:`waited_on`).
        self.since = time.monotonic()
        self._lock = threading.Lock()
        #: (the exception or response the transport saw, its words, the fault its request chose)
        self.failed: list[tuple[object, str, str | None]] = []
        #: Waits: [start, end (None while it lasts), the fault the request chose itself if any (or
        #: the request, read when needed),
        #: what was waited on (the model endpoint, a worker starting)].
        self.waits: list[list[Any]] = []
        #: Answers of any other error status (429, 500, ...): not the deployment's record above,
        #: only what says a failure carrying one is the endpoint's answer (:meth:`answered_in`).
        self.statuses: list[Any] = []
        #: The leg's last chat call (a POST to ``chat/completions`` or ``responses`` that picked
        #: no fault itself) answered with a web page (2xx ``text/html``: a login or proxy page,
        #: a web UI's address): its words, else None. A client reads no answer from it and a
        #: framework fails in words of its own ('str' object has no attribute 'choices'), where
        #: the same page answers every run: :class:`arena.leg_runner.LegRunner` stops the rest
        #: (users38). The scripted model never answers HTML.
        self.page: str | None = None
        #: The leg's last answer (its request, its response), read only when a leg fails
        #: (:meth:`unreadable_json`): kept bare, as every answer passes here.
        self.last_answer: tuple[Any, Any] | None = None

    def begin(self, chosen: object, what: str = "the model endpoint") -> list[Any]:
        """A wait opens. ``chosen``: the fault its request picked itself (None: none), or the
        request, read only when the wait fails or is open at the deadline: scanning every body
        was ~2 µs of the transport's ~4 µs a request (session 27)."""
        wait = [time.monotonic(), None, chosen, what, 0.0]
        self.waits.append(wait)  # whole under the GIL: no lock (readers copy under theirs)
        return wait

    @staticmethod
    def again(wait: list[Any] | None) -> list[Any] | None:
        """``wait`` open again (a stream's next chunk: one record, not one a chunk), or None.
        The chunks' waits so far are kept in the record (:meth:`mean_wait`)."""
        if wait is not None:
            if wait[1] is not None:
                wait[4] += wait[1] - wait[0]
            wait[0], wait[1] = time.monotonic(), None
        return wait

    def end(
        self, wait: list[Any], seen: object = None, why: str = "", own: str | None = None
    ) -> None:
        """The wait is over; ``seen`` failed it (``own``: the caller's doing, in words)."""
        wait[1] = time.monotonic()
        if seen is not None:
            with self._lock:
                crowd = sum(1 for w in self.waits if w[1] is None)
                if own is None and crowd >= MAX_OPEN:
                    own = f"{crowd + 1} of the leg's requests open at once"
                self.failed.append((seen, why, own or _picked(wait[2])))

    def answered(self, wait: list[Any], response: Any) -> None:
        """The answer's headers came: a deployment status is a failure the transport saw (kept
        with the response, which the client's error carries)."""
        status = getattr(response, "status_code", 0)
        if isinstance(status, int) and status >= 400 and status not in _DEPLOYMENT:
            self.statuses.append(response)  # whole under the GIL, as waits
        page = _page(response, status)  # the body is scanned for a fault only for a page
        if page is None:
            if self.page is not None and _chat_call(wait[2], scan=False):
                self.page = None  # a later chat call was answered otherwise
        elif _chat_call(wait[2]):
            self.page = page
        self.last_answer = (wait[2], response)  # read only when a leg fails: unreadable_json
        words = f"HTTP {status}"
        if status == 502 and _header(response, DOWN_HEADER) == DOWN_VALUE:
            words = DOWN  # arena's own gateway could not connect: the endpoint is down
        self.end(wait, response if status in _DEPLOYMENT else None, words)

    def answered_in(self, exc: BaseException) -> bool:
        """Whether ``exc`` carries an error answer (429, 500, ...) this record saw the endpoint
        give: the endpoint's failure, so where the adapter's code raised it is no news (a 500
        read "(raised at .../adapters/vanilla.py:103 in _loop ...)" in the summary, users36)."""
        return self.status_in(exc) is not None

    def unreadable_json(self) -> str | None:
        """The words for the leg's last chat call answered 2xx ``application/json`` with a body,
        as the client read it, that is no JSON (cut off, a proxy's text under a JSON type:
        users40); None otherwise, or when its body was never read."""
        if self.last_answer is None or not _chat_call(self.last_answer[0], scan=False):
            return None
        response = self.last_answer[1]
        status = getattr(response, "status_code", 0)
        kind = (_header(response, "content-type") or "").split(";")[0].strip().lower()
        if not (isinstance(status, int) and 200 <= status < 300 and kind == "application/json"):
            return None
        try:
            data = response.content
        except Exception:  # not read (a stream the client left): nothing to say
            return None
        try:
            json.loads(data)
        except ValueError:
            return f"HTTP {response.status_code} application/json that is no JSON"
        return None

    def status_in(self, exc: BaseException) -> int | None:
        """The status of the error answer ``exc`` carries that this record saw, or None."""
        for e in chain(exc):
            try:  # an adapter's exception class may make reading it raise
                response = getattr(e, "response", None)
            except Exception:
                continue
            if response is not None and any(response is r for r in self.statuses):
                return int(response.status_code)
        return None

    def answer_in(self, exc: BaseException) -> Any | None:
        """The error answer (the client's response) ``exc`` carries that this record saw, or
        None: its headers say how long the endpoint asked to wait (users54)."""
        for e in chain(exc):
            try:  # an adapter's exception class may make reading it raise
                response = getattr(e, "response", None)
            except Exception:
                continue
            if response is not None and any(response is r for r in self.statuses):
                return response
        return None

    def saw(self, seen: object) -> tuple[str, str | None] | None:
        """(the words, the fault its request chose) if the transport saw ``seen`` fail a
        request, or None."""
        with self._lock:
            return next(((w, c) for s, w, c in self.failed if s is seen), None)

    def waiting_at(self, deadline: float) -> list[tuple[str | None, str]]:
        """The waits that were open when ``deadline`` passed, each as (the fault its request
        chose itself, None when it chose none; what it waited on); empty when none was."""
        with self._lock:
            open_then = [
                w for w in self.waits if w[0] <= deadline and (w[1] is None or w[1] >= deadline)
            ]
        return [(_picked(w[2]), w[3]) for w in open_then]

    def waited_on(self, deadline: float, faults: frozenset[str]) -> str:
        """What the leg was waiting on when its time ran out, by this record (the model
        endpoint, a worker starting), or '': a leg that was not waiting on either ran out its
        time in the adapter's own code (red team 27b: one that slept after booking on a denial
        read "-" in unaided and reject), and a request that picked its own fault (a
        ``[fault:hang]`` the harness never chose: not in ``faults``) is the adapter's wait."""
        allowed = {None, *faults}
        what = next((what for chosen, what in self.waiting_at(deadline) if chosen in allowed), "")
        span = deadline - self.since
        own = span - self.waited(deadline)  # the adapter's own time
        if what and own > max(OWN_MIN_S, (1 - WAITED_SHARE) * span):
            return ""  # the adapter's own code had the leg's time; its last request came late
        if what and self.mean_wait(deadline) < min(OWN_MIN_S, QUICK_SHARE * span):
            return ""  # answered promptly, again and again: the adapter's loop had the time
        return what

    def mean_wait(self, deadline: float) -> float:
        """The mean time, up to ``deadline``, a request of the leg waited (a stream's chunks
        together: one request), or a worker's start; 0.0 with none."""
        with self._lock:
            spans = [
                w[4] + (deadline if w[1] is None else min(w[1], deadline)) - w[0]
                for w in self.waits
                if w[0] <= deadline
            ]
        return sum(spans) / len(spans) if spans else 0.0

    def waited(self, deadline: float) -> float:
        """Seconds of the leg, up to ``deadline``, that a wait was open for (overlaps once)."""
        with self._lock:
            spans = sorted(
                (w[0], deadline if w[1] is None else min(w[1], deadline))
                for w in self.waits
                if w[0] <= deadline
            )
        total, reached = 0.0, self.since
        for start, end in spans:
            start = max(start, reached)
            if end > start:
                total, reached = total + end - start, end
        return total

    def seen_in(self, exc: BaseException, faults: frozenset[str]) -> str:
        """The harness's own words for the failure ``exc`` carries when this record saw that very
        failure: the exception the transport (or a worker pool's start) raised, or the response
        of a deployment status the client's error holds; '' for any other. An exception's type
        is no record: an adapter raised ``WorkerNotStarted`` or a builtin ``ConnectionError``
        itself and read "-" where it crashed (red team 27b)."""
        allowed = {None, *faults}
        for e in chain(exc):
            try:  # an adapter's exception class may make reading it raise
                response = getattr(e, "response", None)
            except Exception:
                response = None
            for thing in (e, response):
                found = self.saw(thing) if thing is not None else None
                if found is not None and found[1] in allowed:
                    return found[0]
        return ""


#: Where a chat call goes, under the endpoint's base URL.
_CHAT_PATHS = ("/chat/completions", "/responses")


def _chat_call(request: object, scan: bool = True) -> bool:
    """Whether a wait's request is one of the run's chat calls: a POST to a chat path that
    picked no fault itself (a request an adapter aimed elsewhere, a web UI's page, is its own;
    ``scan=False``: the body is not read for a fault)."""
    try:
        method, path = request.method, request.url.path  # type: ignore[attr-defined]
    except Exception:  # no request (a worker's wait), or one that cannot say
        return False
    if method != "POST" or not isinstance(path, str) or "/../" in path:
        return False
    return path.rstrip("/").endswith(_CHAT_PATHS) and (not scan or _picked(request) is None)


def _page(response: Any, status: object) -> str | None:
    """The words for a 2xx answer of type ``text/html``, or for a redirect (3xx with a
    ``Location``: an SSO or proxy sending the chat call to its login page; the client follows
    it with a GET, which is no chat call, so the page it lands on was never the record and the
    leg read "NotFoundError: 404" or "'str' object has no attribute 'choices'", users39), else
    None. A redirect to another chat path (a 307 to the API's new home) is answered there
    again, and that answer replaces this one."""
    if isinstance(status, int) and 300 <= status < 400 and (to := _header(response, "location")):
        return f"HTTP {status} redirect to {_where(to)}: a redirect, not an API answer"
    if not (isinstance(status, int) and 200 <= status < 300):
        return None
    kind = (_header(response, "content-type") or "").split(";")[0].strip().lower()
    if kind == "text/html":
        return f"HTTP {status} text/html: a web page, not an API answer"
    if kind.startswith("text/") and kind != "text/event-stream":  # 'hello' as text/plain: no
        return f"HTTP {status} {kind}: no JSON, not an API answer"  # client reads it (users40)
    return None


@contextmanager
def noted(on: Flights | None, what: str, fails: type[BaseException]) -> Iterator[None]:
    """A leg's wait on ``what`` outside the transport (a worker starting), in ``on`` when given;
    a ``fails`` raised inside is the failure seen (the pool's own ``WorkerNotStarted``)."""
    if on is None:
        yield
        return
    wait = on.begin(None, what)
    try:
        yield
    except fails as exc:
        on.end(wait, exc, str(exc))
        raise
    except BaseException:
        on.end(wait)
        raise
    on.end(wait)


def harness_faults(task: str, model: str) -> frozenset[str]:
    """The scripted faults the harness's own words pick for a run: every marker in its item's
    input and the model name it gave the run (a request that carries them met a fault the
    harness chose)."""
    marked = {m.decode() for m in _MARKER.findall(task.encode("utf-8", "replace"))}
    named = fault_named(model, b"")
    return frozenset(marked | ({named} if named else set()))


def fault_named(model: object, body: bytes) -> str | None:
    """The name of the scripted fault a request picks: its model name's (after any
    ``provider/``), else the first marker in its body as sent (an escaped one is no marker to
    the server either); an unknown name too (the server answers it 404), None for none."""
    name = model.rsplit("/", 1)[-1].removeprefix("scripted-") if isinstance(model, str) else ""
    if name.startswith(PREFIX):
        return name[len(PREFIX) :]
    found = _MARKER.search(body)
    return None if found is None else found.group(1).decode()


def read_fault(body: bytes, parse: bool = False) -> tuple[dict[str, Any] | None, str | None]:
    """(the body's JSON object, the fault it picks itself) as the scripted server reads a
    request: the server (:class:`arena.model.fault_injector.FaultInjector`) and the transport's
    record (:func:`chosen`) both read it with this, so they cannot disagree (red team 28: a body
    whose key was written ``"\\u006dodel"`` was reset by the server, while the transport's scan
    of the raw bytes saw no fault picked and put the reset on the endpoint). A body holding
    neither ``fault-`` nor ``[fault:`` picks none and is not parsed unless ``parse``; one that is
    no JSON object, (None, None)."""
    if not parse and PREFIX.encode() not in body and b"[fault:" not in body:
        return None, None
    try:
        data = json.loads(body)
    except ValueError:
        return None, None
    if not isinstance(data, dict):
        return None, None
    return data, fault_named(data.get("model"), body)


#: What :func:`chosen` says of a request whose body the transport never held (a streamed
#: upload): it cannot show the request picked no fault, so its failure is the caller's.
UNREAD = "(a streamed body the harness did not read)"


def chosen(request: Any) -> str | None:
    """The scripted fault a request's body picks itself, if any, read as the server reads it
    (:func:`read_fault`); read only when its wait failed or was open at the leg's deadline
    (issue 16: parsing every body would cost each request). A body the transport never held
    is :data:`UNREAD`, one over :data:`MAX_BODY` the caller's load."""
    body = getattr(request, "_content", None)
    if body is None and getattr(request, "stream", None) is not None:
        return UNREAD
    if not isinstance(body, bytes | bytearray):
        return None
    if len(body) > MAX_BODY:
        return f"(a request body of {len(body):,} bytes: the caller's load)"
    return read_fault(bytes(body))[1]


def _picked(chosen_or_request: object) -> str | None:
    """The fault a wait's request picked itself (:meth:`Flights.begin` keeps the request)."""
    if chosen_or_request is None or isinstance(chosen_or_request, str):
        return chosen_or_request
    return chosen(chosen_or_request)


def _where(location: str) -> str:
    """A redirect's target without its query or credentials (a login page's ``?next=`` or SAML
    request can carry a token): scheme, host and path, or the path of a relative one."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(location.strip())
        host = parts.hostname or ""
        port = f":{parts.port}" if parts.port else ""
    except ValueError:  # a Location no URL parser reads
        return "an unreadable address"
    where = f"{parts.scheme}://{host}{port}{parts.path}" if parts.scheme and host else parts.path
    return where[:120] or "/"


def _header(response: Any, name: str) -> str | None:
    """A header of ``response`` (an httpx response), or None."""
    try:
        value = response.headers.get(name)
    except Exception:  # no headers: not a response the transport made
        return None
    return value if isinstance(value, str) else None


def failure(exc: BaseException) -> str:
    """``exc`` in a line, as the record keeps it."""
    return f"{type(exc).__name__}: {str(exc).strip()[:200]}".rstrip(": ")


def own_limit(request: Any, exc: BaseException, left: float | None) -> str | None:
    """The time limit the caller set itself and ``exc`` met, when it is under
    :data:`MIN_BLAMED_TIMEOUT` (a timeout an adapter ordered), else None; ``left``: the leg's
    time left (None outside a leg)."""
    if "Timeout" not in type(exc).__name__:
        return None
    limits = [v for v in (request.extensions.get("timeout") or {}).values() if v is not None]
    short = min(limits, default=None)
    if short is None or short >= MIN_BLAMED_TIMEOUT or (left is not None and left <= 0):
        return None
    return f"a time limit of {short:g}s the request set itself"


__all__ = [
    "MAX_BODY",
    "MAX_OPEN",
    "MIN_BLAMED_TIMEOUT",
    "PREFIX",
    "QUICK_SHARE",
    "UNREAD",
    "Flights",
    "chosen",
    "failure",
    "fault_named",
    "harness_faults",
    "noted",
    "own_limit",
    "read_fault",
]
