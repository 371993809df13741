"""The behaviour the harness gives one run, on its route (red team 12, finding 5).

The model name selects the behaviour (``scripted-<behaviour>``), and the adapter sees the name
(``ctx.endpoint.model``). A run named the model after the behaviour it met (``scripted-batch``),
so an adapter could tell which behaviour it was tested with and behave well only then (a matrix
probe, ``arena run --behaviour X``, a conformance case, ``--workers``). The harness's runs now
call the model by the ordinary run's name (:data:`ORDINARY`, :func:`played_by`), and the server
plays the behaviour the harness assigned to the run whose route (``/runs/<run_id>/v1``, a route
the harness made: :func:`~arena.model_endpoint.run_endpoint`) the request came on
(:func:`current`, asked by :func:`arena.model.policy.resolve`). The runs record the behaviour
that played (``scripted-<behaviour>``, the :class:`PlayedBy` endpoint's ``model``).

A scripted model served on a thread of this process reads the assignment here (:func:`assign`);
one in a process of its own (:class:`~arena.model.process.ModelProcess`: ``--workers``) is told
with the run's registration, a keyed POST to its log (:func:`_tell`), which its route guard
notes once the log accepted it (:func:`arena.model.routes.RouteGuard`). An endpoint with no
per-run log has no run route to key it by, and keeps the behaviour's name.

A fault (:mod:`arena.model.faults`) is assigned the same way (``fault`` of :class:`PlayedBy`:
:func:`assign_fault`): ``arena faults`` named it in its items' input
(``[fault:<name>]``), so an adapter could behave well only when it read a fault; its items now
carry none, the harness tells this process which item meets which fault (:func:`fault_items`)
and each of their runs' routes is assigned it. A ``scripted-fault-<name>`` endpoint the harness
hands a run (:func:`hidden`) is called by the ordinary name too.

``scripted-<behaviour>`` stays what a user's own agent pointed at ``arena model serve`` names.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

import msgspec

from arena.model_endpoint import CALLED_AS, SCRIPTED_KEY, ModelEndpoint, run_endpoint

if TYPE_CHECKING:
    from arena.types import EvalItem

#: The name the harness's runs call the scripted model by, whatever their route plays: a neutral
#: one (:data:`arena.model_endpoint.CALLED_AS`), never ``scripted-…`` (evidence54: an adapter
#: that gated only when the name said "scripted" passed every check).
ORDINARY = CALLED_AS
PREFIX = "scripted"
#: The query parameter of the model process's log POST that assigns the run's behaviour.
BEHAVIOUR_PARAM = "behaviour"
#: ... and the one that assigns the run's fault (:func:`assign_fault`).
FAULT_PARAM = "fault"

_LOCK = threading.Lock()
_BY_RUN: dict[str, str] = {}
_FAULT_BY_RUN: dict[str, str] = {}
#: The fault each item's runs meet (item id -> fault name), as the harness told this process.
_ITEM_FAULTS: dict[str, str] = {}


def assign(run_id: str, behaviour: str) -> None:
    """The scripted model plays ``behaviour`` on ``run_id``'s route (whatever name it is asked
    by, among the scripted behaviours')."""
    _BY_RUN[run_id] = behaviour  # one dict store, atomic under the GIL: no lock a leg (perf35)


def assign_fault(run_id: str, fault: str) -> None:
    """Requests on ``run_id``'s route get fault ``fault`` (:mod:`arena.model.faults`), whatever
    model name or input they carry."""
    with _LOCK:
        _FAULT_BY_RUN[run_id] = fault


def fault_assigned(run_id: str) -> str | None:
    with _LOCK:
        return _FAULT_BY_RUN.get(run_id)


def faults_assigned() -> bool:
    """Whether any run's route has a fault (read without the lock: the injector's common case)."""
    return bool(_FAULT_BY_RUN)


def release(run_ids: Iterable[str]) -> None:
    """The runs ended: their assignments go (their routes are no longer served either)."""
    for run_id in run_ids:  # each pop atomic under the GIL: no lock a run (perf35's count)
        _BY_RUN.pop(run_id, None)
        _FAULT_BY_RUN.pop(run_id, None)


def assigned_runs() -> frozenset[str]:
    """The runs whose routes have a behaviour or fault assigned now (a pytest session's start
    and end compare them: :func:`arena.pytest_plugin.pytest_unconfigure`)."""
    with _LOCK:
        return frozenset(_BY_RUN) | frozenset(_FAULT_BY_RUN)


def fault_items(faults: dict[str, str]) -> None:
    """The harness's word (``arena faults``' ``arena run`` process, before any adapter loads):
    the runs of each item id meet that fault on their route (:func:`hiding`), the item's input
    naming none."""
    with _LOCK:
        _ITEM_FAULTS.clear()
        _ITEM_FAULTS.update(faults)


def assigned(run_id: str) -> str | None:
    with _LOCK:
        return _BY_RUN.get(run_id)


def current() -> str | None:
    """The behaviour assigned to the run whose route the request being answered came on, if
    any. Without the app loaded, no request is being answered in this process."""
    app = sys.modules.get("arena.model.app")
    entry = getattr(app, "_ENTRY", None)
    logged = entry.get() if entry is not None else None
    return assigned(logged.run_id) if logged is not None else None


class PlayedBy(ModelEndpoint, frozen=True, kw_only=True):
    """The scripted model's endpoint for runs that meet ``behaviour``: ``model`` is what the
    runs record (``scripted-<behaviour>``); each run's endpoint (:meth:`for_run`) is a plain
    :class:`ModelEndpoint` by the name ``called`` (the ordinary run's), its route assigned the
    behaviour."""

    behaviour: str = "compliant"
    #: The name the run's adapter sees (``ctx.endpoint.model``).
    called: str = ORDINARY
    #: The fault the run's route injects ("" for none: :mod:`arena.model.faults`).
    fault: str = ""

    def plain(self) -> ModelEndpoint:
        fields = {f: getattr(self, f) for f in ModelEndpoint.__struct_fields__}
        return ModelEndpoint(**{**fields, "model": self.called})

    def for_run(self, run_id: str) -> ModelEndpoint:
        plain = self.plain()
        if plain.request_log is None:  # no run route to key it by: the name is all there is
            name = f"{PREFIX}-fault-{self.fault}" if self.fault else self.model
            return msgspec.structs.replace(plain, model=name)
        _tell(plain.request_log, run_id, self.behaviour, self.fault)
        return plain.for_run(run_id)


def played_by(endpoint: ModelEndpoint, behaviour: str, called: str | None = None) -> PlayedBy:
    """``endpoint`` (the scripted model) for runs that meet ``behaviour``, called by
    ``called`` (default: ``endpoint``'s own name, :data:`ORDINARY` for a scripted one); :func:`release` their
    run ids once they ended."""
    fields = {f: getattr(endpoint, f) for f in ModelEndpoint.__struct_fields__}
    fields["model"] = f"{PREFIX}-{behaviour}"
    # a scripted name is the harness's word, never the run's (evidence54): called ORDINARY
    plain = ORDINARY if named(endpoint.model) is not None else endpoint.model
    return PlayedBy(**fields, behaviour=behaviour, called=called or plain)


def named(model: str) -> str | None:
    """The scripted behaviour a model name selects (``scripted``, ``scripted-<behaviour>``,
    ``openai/scripted-mute``), or None for any other name (a custom policy, a fault)."""
    from arena.model.policy import BEHAVIOURS

    name = model.rsplit("/", 1)[-1]
    behaviour = "compliant" if name == PREFIX else name.removeprefix(PREFIX + "-")
    return behaviour if name.startswith(PREFIX) and behaviour in BEHAVIOURS else None


def hidden(endpoint: ModelEndpoint, fault: str = "") -> ModelEndpoint:
    """``endpoint`` as the harness hands it to a run: a scripted behaviour's name becomes the
    ordinary run's (:data:`ORDINARY`), the behaviour played on the run's route, and so does a
    fault's (``scripted-fault-<name>``, or ``fault`` the harness assigns the run), the fault
    injected on the route; any other endpoint as it is (a real model, a custom policy)."""
    behaviour = named(endpoint.model)
    fault = fault or _fault_named(endpoint.model)
    if isinstance(endpoint, PlayedBy):
        return endpoint
    if fault:
        played = played_by(endpoint, behaviour or "compliant", ORDINARY)
        recorded = played.model if behaviour else endpoint.model
        return msgspec.structs.replace(played, fault=fault, model=recorded)
    if behaviour is None or endpoint.model == ORDINARY:
        return endpoint
    # the compliant behaviour too: its name said "scripted" (evidence54)
    return played_by(endpoint, behaviour, ORDINARY)


def _fault_named(model: str) -> str:
    """The fault a model name selects (``scripted-fault-<name>``, ``fault-<name>``), or ""."""
    from arena.model.faults import Fault, fault_for

    if "fault-" not in model:
        return ""
    found = fault_for(model)
    return found.name if isinstance(found, Fault) else ""


def routed(endpoint: ModelEndpoint, run_id: str, gate: str = "") -> ModelEndpoint:
    """Harness only: ``run_id``'s endpoint (:func:`arena.model_endpoint.run_endpoint`) by the name
    the run calls it (:func:`hidden`): every path that starts a run (``arena run``, the matrix's
    compliant runs and probes, the eval API's ``Driver``) hands the adapter the ordinary name, never
    the ``scripted-…`` one it was asked by (evidence54)."""
    scripted = endpoint.api_key == SCRIPTED_KEY  # a real endpoint keeps the name it was given
    return run_endpoint(hidden(endpoint) if scripted else endpoint, run_id, gate)


def hiding(
    endpoint_for: Callable[[str, EvalItem, int], ModelEndpoint] | None, endpoint: ModelEndpoint
) -> Callable[[str, EvalItem, int], ModelEndpoint]:
    """``endpoint_for`` (:func:`arena.endpoints.per_run`: a behaviour drawn per run, a gateway's
    route), or ``endpoint`` for every run, each :func:`hidden`."""

    def endpoint_of(adapter: str, item: EvalItem, repeat: int) -> ModelEndpoint:
        fault = _ITEM_FAULTS.get(item.id, "")  # one read, set before any run starts: no lock
        return hidden(endpoint_for(adapter, item, repeat) if endpoint_for else endpoint, fault)

    return endpoint_of


def _tell(log: object, run_id: str, behaviour: str, fault: str = "") -> None:
    """Assign ``behaviour`` (and ``fault``) to ``run_id``'s route where the model serves it:
    here, or in the model's own process (a keyed POST to its log, which registers the run as
    well; the guard there notes them once the log accepted the key)."""
    handoff = getattr(log, "_handoff", None)
    if handoff is None:
        assign(run_id, behaviour)
        if fault:
            assign_fault(run_id, fault)
        return
    from urllib.parse import quote, urlencode

    from arena.model.process import LOG_PATH
    from arena.model.remote_log import _request

    host, port, key = handoff()
    query = {BEHAVIOUR_PARAM: behaviour, **({FAULT_PARAM: fault} if fault else {})}
    path = f"{LOG_PATH}{quote(run_id, safe='')}?{urlencode(query)}"
    try:
        status, _ = _request(host, port, "POST", path, key)
    except (ConnectionError, TimeoutError):  # as RemoteRequestLog._register says it (users41)
        from arena.errors import RunError

        raise RunError(
            f"the scripted model's process has exited (killed?), so run {run_id} could "
            "not start its leg: nothing of it ran or was recorded; run the command again"
        ) from None
    if status != 200:
        raise RuntimeError(f"the scripted model's log answered HTTP {status}")


__all__ = [
    "BEHAVIOUR_PARAM",
    "FAULT_PARAM",
    "ORDINARY",
    "PlayedBy",
    "assign",
    "assign_fault",
    "assigned",
    "current",
    "fault_assigned",
    "fault_items",
    "faults_assigned",
    "hidden",
    "hiding",
    "named",
    "played_by",
    "release",
]
