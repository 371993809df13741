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
            return _describe(name, status, e)
    return None


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


def _describe(name: str, status: object, exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0][:200] if str(exc).strip() else ""
    if status in (401, 403) or name in ("AuthenticationError", "PermissionDeniedError"):
        why = f"the model endpoint refused the API key (HTTP {status or 401})"
    elif isinstance(status, int):
        why = f"the model endpoint is unavailable (HTTP {status})"
    else:
        why = "the model endpoint could not be reached"
    return f"{why}: {name}" + (f": {text}" if text else "")
