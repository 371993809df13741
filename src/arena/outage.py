"""Failures caused by the environment, not by the agent: a missing or refused key, a model down.

A leg that fails because the endpoint refused the key (401/403), could not be reached (connection
refused, DNS, a gateway that answers 502/503/504) says nothing about the run: the same leg with
the key set or the model back up would go on. Such a failure must not burn a paused run that a
person already answered, so a resumed leg that ends this way is set aside and the run stays
waiting with its answers (:meth:`arena.runs.recorder.StoreRecorder.set_aside`).

Frameworks wrap the client's exception (pydantic-ai's ``ModelHTTPError``, anyio's exception
groups, LangChain passes it through), so the whole chain is read; by type name, so no framework or
client is imported here.
"""

from __future__ import annotations

import re

#: Exception type names (any module) that mean the endpoint was not reached or refused the key.
UNREACHED = frozenset(
    {
        "APIConnectionError",  # openai: connection refused, DNS, TLS (APITimeoutError is a subclass)
        "APITimeoutError",
        "AuthenticationError",  # openai 401
        "PermissionDeniedError",  # openai 403
        "ConnectError",  # httpx
        "ConnectTimeout",
        "ConnectionRefusedError",
        "ConnectionResetError",
        "ConnectionError",
    }
)
#: HTTP statuses that come from the deployment, not the model's answer.
STATUSES = frozenset({401, 403, 502, 503, 504})
#: The transport's own words (:meth:`arena.flights.Flights.answered`) for an answer that refused
#: the key: the user's setup, the same for every run (:func:`arena.runner.run_many` stops there).
REFUSED = frozenset({"HTTP 401", "HTTP 403"})
#: The header arena's gateway (:mod:`arena.gateway`) puts on its own 502 when the last attempt
#: of a call could not connect to the endpoint (refused, no such host, no route): the endpoint
#: is down, not slow, and not a 502 it answered itself.
DOWN_HEADER = "x-arena-gateway"
#: ... its value then, and the transport's own words for such an answer
#: (:meth:`arena.flights.Flights.answered`): the user's setup or an outage, the same for every
#: run, so :func:`arena.runner.run_many` stops there as for a refused key (users38).
DOWN_VALUE = "unreached"
DOWN = "HTTP 502: arena's gateway could not connect to the endpoint"


def stops_the_rest(extra: dict[str, object]) -> str | None:
    """Why no further run should start after a run with this ``extra``, in words, or None: the
    endpoint refused the key (``key_refused``), could not be connected to after every retry
    (``endpoint_down``), or answered a chat call with a web page (``endpoint_page``: a login or
    proxy page, the same for every run; a 5xx is not, as it may pass). Each is set from the
    harness's own transport record only."""
    said = extra.get("key_refused") or extra.get("endpoint_down") or extra.get("endpoint_page")
    return str(said) if said else None


#: How many runs, the first to finish, must each fail on the same error answer of the endpoint
#: before no further run starts (:class:`FailingAlike`).
FAILING_RUNS = 3
_FAILING = re.compile(r"HTTP (429|5\d\d)(?: \(asked to wait \d{1,12} s\))?")


def failing_answer(seen: str) -> str | None:
    """The transport's words for a failure (:meth:`arena.flights.Flights.seen_in`) when they
    are an error answer that may pass (HTTP 429 or a 5xx, every retry spent), else None."""
    return seen if _FAILING.fullmatch(seen) and seen != DOWN else None


class FailingAlike:
    """Whether the first runs to finish all failed on one error answer of a real endpoint
    (``extra["endpoint_failing"]``, the leg's transport record, never the adapter's words): a
    200 with no JSON, a 429 or a 500 on every call ran all 12 items, each after every retry,
    and exited 1 (users40). One run that finished otherwise, or failed otherwise, and it never
    stops: a 429 the gateway's retry got past is no failure at all."""

    def __init__(self) -> None:
        self.seen: list[object] = []

    def note(self, extra: dict[str, object]) -> str | None:
        """Note one finished run; the words to stop on when it completes the first runs."""
        if len(self.seen) >= FAILING_RUNS:
            return None
        self.seen.append(extra.get("endpoint_failing"))
        first = self.seen[0]
        if len(self.seen) == FAILING_RUNS and first and all(s == first for s in self.seen):
            return f"the model endpoint answered {first} in each of the first runs"
        return None


#: What to check when the endpoint answered a chat call with a web page or a redirect.
PAGE_FIX = (
    "is the run's model URL the API's base URL (often ending in /v1), and is there a login or "
    "proxy page in front of it?"
)


_NO_JSON = re.compile(r"(HTTP \d+ \S+): no JSON")


def page_words(said: str) -> str:
    """What a leg's ``endpoint_page`` words (:attr:`arena.flights.Flights.page`, after "the
    model endpoint answered") say the endpoint gave a chat call: a web page, or a redirect and
    where to (users39: an SSO sending every chat call to its login page)."""
    if (at := said.find("HTTP 3")) >= 0 and " redirect to " in said:
        status, _, where = said[at:].partition(" redirect to ")
        return f"a redirect ({status} to {where.split(': a redirect')[0]})"
    if (text := _NO_JSON.search(said)) is not None:  # text/plain and such (users40)
        return f"an answer that is no JSON ({text.group(1)})"
    return "a web page (HTTP 200 text/html)"


def page_said(said: str) -> str:
    """A leg's error for a chat call the endpoint answered with a web page or a redirect
    (:attr:`arena.flights.Flights.page`), before the adapter's own failure on it."""
    return f"the model endpoint answered a chat call with {page_words(said)}, not an API answer"


def environment_failure(exc: BaseException) -> str | None:
    """Why ``exc`` is the environment's fault (one line), or None when it is the run's own. Its
    type is no proof: the leg runner asks this only of a failure the harness's own transport saw
    (:class:`arena.flights.Flights`)."""
    for e in chain(exc):
        name = type(e).__name__
        status = getattr(e, "status_code", None) or getattr(
            getattr(e, "response", None), "status_code", None
        )
        if name in UNREACHED or (isinstance(status, int) and status in STATUSES):
            return _describe(name, status, e, _url(exc))
    return None


def _url(exc: BaseException) -> str:
    """Where the failed request went (openai's and httpx's errors carry it), without the
    credentials or query a URL can hold: "could not be reached" named no URL, so an eval
    writer could not tell which endpoint was down (outside evals 30, 31)."""
    from urllib.parse import urlsplit

    for e in chain(exc):
        try:
            parts = urlsplit(str(e.request.url))  # type: ignore[attr-defined]
            host = parts.hostname or ""
            port = f":{parts.port}" if parts.port else ""
        except Exception:  # no request, or one the error cannot give: look further
            continue
        if parts.scheme and host:
            # the run's own route on the scripted model (/runs/<run_id>/v1) names the run, not
            # the endpoint: left out, so every run's reason reads alike where they are counted
            path = re.sub(r"/runs/[^/]+(?=/)", "", parts.path)
            return f"{parts.scheme}://{host}{port}{path}"
    return ""


def chain(exc: BaseException) -> list[BaseException]:
    """``exc``, its causes and contexts, and the members of exception groups in it (at most 51)."""
    seen: set[int] = set()
    found: list[BaseException] = []
    stack: list[BaseException] = [exc]
    while stack:
        e = stack.pop()
        if id(e) in seen or len(seen) > 50:
            continue
        seen.add(id(e))
        found.append(e)
        stack.extend(x for x in (e.__cause__, e.__context__) if x is not None)
        stack.extend(getattr(e, "exceptions", None) or ())
    return found


#: The 502 arena's own gateway answers when no attempt reached the endpoint (arena.gateway):
#: its message names the upstream URL, the attempts and the last failure, as a framework quotes it.
_GATEWAY = re.compile(r"upstream (\S+) failed after (\d+) attempts?: ([^'\"\n]+)")


def _describe(name: str, status: object, exc: BaseException, url: str = "") -> str:
    text = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
    if status == 502 and (said := _GATEWAY.search(str(exc))):
        return _unreached(*said.groups())
    if status in (401, 403) or name in ("AuthenticationError", "PermissionDeniedError"):
        why = f"the model endpoint refused the API key (HTTP {status or 401})"
    elif isinstance(status, int):
        why = f"the model endpoint is unavailable (HTTP {status})"
    else:
        why = "the model endpoint could not be reached" + (f" at {url}" if url else "")
    return f"{why}: {name}" + (f": {text}" if text else "")


def _unreached(url: str, attempts: str, last: str) -> str:
    """The gateway's 502 said as what happened: the endpoint never answered (it read "the model
    endpoint is unavailable (HTTP 502)", an answer the endpoint never gave: users29)."""
    last = last.strip().rstrip(".: ")
    if "Timeout" in last.split(":", 1)[0]:  # reached, but slow: "could not be reached" (users54)
        head, what, fix = (
            "the model endpoint timed out",
            f"{url} did not answer in time",
            "is it overloaded, or --call-timeout too short?",
        )
    else:
        head = "the model endpoint could not be reached"
        what = f"connection to {url} refused or failed"
        fix = "is a server running at that URL, and is the URL right?"
    return (
        f"{head}: {what} ({last}, {attempts} attempt(s)); {fix} "
        "(the HTTP 502 was arena's own gateway saying so)"
    )
