"""Named faults of a hostile or broken model endpoint, injected by the scripted model's server.

The harness assigns a run its fault on the run's route (:mod:`arena.model.run_behaviour`,
across processes by a keyed POST to the model's log):
the run's adapter sees neither the fault's name nor a marker, so it cannot behave well only when
it is tested with a fault (``arena faults``). A client of its own (``arena model serve``, a hand
test) picks one by its model name, ``fault-<name>`` (or ``scripted-fault-<name>``), or by a
marker in its input, ``[fault:<name>]``: both are in what the agent reads.
:class:`arena.model.fault_injector.FaultInjector` wraps the server's ASGI app at the outermost level — below it the
transport is still reachable, so a connection can be reset or cut mid-body — and passes every
other request through untouched.

Transport faults (``http500`` .. ``hang``) hit every request: a broken endpoint stays broken.
Content faults (``surrogate`` .. ``not_object``) change the first answer of a run — the compliant
model's first tool call gets the fault's name or arguments — and later requests are answered
compliantly, so a framework that reports the bad call back to the model may recover.

This module is what the faults are, how a request selects one and who is told of it; serving
them is :mod:`arena.model.fault_injector` (the transport faults) and
:mod:`arena.model.fault_content` (the altered answers), which import it.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

import msgspec

from arena.flights import PREFIX, fault_named
from arena.model import run_behaviour

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

DRIP_EVERY_S = 0.5
_RUNS = "/runs/"  # arena.request_log.RUNS_PREFIX (not imported: it brings msgspec's structs)


class Fault(msgspec.Struct, frozen=True):
    name: str
    kind: str  # "transport" or "content"
    what: str
    #: The class of failure it stands for: one fault of each is what ``make test`` runs on
    #: every adapter (:data:`CLASSES`); the others of a class fail the same code path.
    group: str = ""


FAULTS: dict[str, Fault] = {
    f.name: f
    for f in (
        Fault("http500", "transport", "HTTP 500 with an OpenAI-style error body", "status"),
        Fault("rate429", "transport", "HTTP 429 with Retry-After: 1", "status"),
        Fault("malformed", "transport", "HTTP 200 whose body (or SSE data) is not JSON", "body"),
        Fault("truncated", "transport", "the answer cut off mid-body, connection closed", "body"),
        Fault("stall", "transport", "HTTP 200 headers, then nothing, forever", "silence"),
        Fault(
            "drip",
            "transport",
            f"HTTP 200, then one byte every {DRIP_EVERY_S:g}s, forever",
            "silence",
        ),
        Fault("reset", "transport", "the connection reset (RST) on the request", "connection"),
        Fault("hang", "transport", "the request accepted, no answer ever", "silence"),
        Fault("surrogate", "content", "a tool argument holding a lone surrogate (\\ud800)", "text"),
        Fault("nul", "content", "a tool argument holding NUL (\\u0000)", "text"),
        Fault("overlong", "content", "invalid UTF-8 (an overlong encoding) in the body", "body"),
        Fault("huge", "content", "a 1 MB tool argument", "call"),
        Fault("unknown_tool", "content", "a call to a tool the agent does not have", "call"),
        Fault(
            "not_object", "content", "tool arguments that are a JSON array, not an object", "call"
        ),
    )
}
#: The classes of failure and the fault that stands for each in ``make test``: an HTTP error
#: status, a body that cannot be read, a dropped connection, an endpoint gone silent, text no
#: store or serialiser takes, a tool call the agent cannot make.
CLASSES: dict[str, str] = {
    "status": "http500",
    "body": "malformed",
    "connection": "reset",
    "silence": "stall",
    "text": "surrogate",
    "call": "not_object",
}


def fault_for(model: object, body: bytes = b"") -> Fault | str | None:
    """The fault a model name (else a marker in the request) selects, an error text for an
    unknown one, or None (no fault). The name is read by :func:`arena.flights.fault_named`,
    the rule the transport's record reads a request by too."""
    name = fault_named(model, body)
    if name is None:
        return None
    fault = FAULTS.get(name)
    if fault is None:
        return f"unknown fault {name!r}; valid: " + ", ".join(FAULTS)
    return fault


def assigned(run_id: str) -> Fault | None:
    """The fault the harness assigned to ``run_id``'s route, if any
    (:func:`arena.model.run_behaviour.assign_fault`)."""
    name = run_behaviour.fault_assigned(run_id)
    return FAULTS.get(name) if name else None


def routed(path: str) -> Fault | None:
    """The fault assigned to the run whose route ``path`` is on (None off a run route)."""
    if not path.startswith(_RUNS) or not run_behaviour.faults_assigned():
        return None  # the common case: no lock, no lookup
    return assigned(path[len(_RUNS) :].partition("/")[0])


def marker(name: str) -> str:
    """What an item's input carries to have its run hit by fault ``name``."""
    return f"[fault:{name}]"


def model_names() -> list[str]:
    return [f"scripted-{PREFIX}{n}" for n in FAULTS]


#: Told of every request a fault is about to answer: the fault and the request's path.
FaultListener = Callable[[Fault, str], None]
_LISTENERS: list[FaultListener] = []


def on_fault(listener: FaultListener) -> Callable[[], None]:
    """Call ``listener(fault, path)`` for every request a fault answers in this process, before
    it is answered; returns the function that stops it. Transport-faulted requests never reach
    the model's per-run log, so this is how ``arena faults`` counts a run's retries of a broken
    endpoint (:func:`arena.faultruns.count_faulted_requests`). A request to the faulted
    endpoint's shared URL that the server refused off its run's route
    (:mod:`arena.model.routes`) is told too, once for each run it was filed under, its path
    naming that run: retries off the route are retries."""
    _LISTENERS.append(listener)

    def stop() -> None:
        with contextlib.suppress(ValueError):
            _LISTENERS.remove(listener)

    return stop


def notify(fault: Fault, path: str) -> None:
    """Tell every listener of a request to the faulted endpoint (``path`` names its run)."""
    for listener in tuple(_LISTENERS):
        listener(fault, path)


#: Told of every request the fault injector injects a fault into: the fault, the request's path
#: and its parsed body (a copy of its own: changing it changes nothing else).
FaultObserver = Callable[[Fault, str, dict[str, Any]], None]
_OBSERVERS: list[FaultObserver] = []


def observe_faulted(observer: FaultObserver) -> Callable[[], None]:
    """Call ``observer(fault, path, body)`` for every request :class:`FaultInjector` injects a
    fault into in this process, before the fault answers it; returns the function that removes
    this observer (and only it: observers come and go in any order; calling it twice is
    harmless). An observer that raises is skipped for that request: the fault still answers it
    and the other observers are still told. ``arena faults`` reads what an adapter handed back
    to the model after a bad call through it (:func:`arena.faultruns.keep_handed_back`)."""
    _OBSERVERS.append(observer)

    def remove() -> None:
        with contextlib.suppress(ValueError):
            _OBSERVERS.remove(observer)

    return remove


def _observed(fault: Fault, path: str, body: bytes) -> None:
    for observer in tuple(_OBSERVERS):
        with contextlib.suppress(Exception):  # an observer's bug is not the model's answer
            observer(fault, path, json.loads(body))


def alters(fault: Fault, data: dict[str, Any]) -> bool:
    """Whether the injector serves ``fault`` to a request whose parsed body is ``data``: a
    transport fault, every request; a content fault, only a run's first request (one carrying
    no tool call or result yet), whose answer it alters; later ones are answered compliantly.
    ``arena faults`` records the runs that met their fault by this same rule
    (:func:`arena.faultruns.record_met`)."""
    return fault.kind != "content" or _first_request(data)


def _first_request(data: dict[str, Any]) -> bool:
    if data.get("previous_response_id"):
        return False
    items = data.get("messages") or data.get("input") or []
    if not isinstance(items, list):
        return True
    kinds = {str(i.get("role") or i.get("type")) for i in items if isinstance(i, dict)}
    return not kinds & {"tool", "function", "function_call_output", "function_call"}


def __getattr__(name: str) -> Any:
    """``FaultInjector``, importable from here as before its own module: imported on first use,
    since :mod:`arena.model.fault_injector` imports this module."""
    if name == "FaultInjector":
        from arena.model.fault_injector import FaultInjector

        return FaultInjector
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "FAULTS",
    "Fault",
    "FaultInjector",  # noqa: F822 (module __getattr__ imports it on first use)
    "FaultListener",
    "alters",
    "assigned",
    "fault_for",
    "marker",
    "model_names",
    "notify",
    "on_fault",
    "routed",
]
