"""The model's per-run request log: what each model request of a run carried and what the
model answered (docs/architecture.md, "evidence").

The scripted model's server (:mod:`arena.model.app`) writes it, or for a real endpoint the
gateway in front of it (:mod:`arena.gateway_log`); the runner reads it (in process, or over a
socket: :mod:`arena.model.remote_log`), and :mod:`arena.evidence` turns it into judgements about
legs.
Kept apart from those judgements: this is the record, that is what it proves.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping, Sequence

import msgspec

from arena.request_keys import KEPT_HANDED as KEPT_HANDED
from arena.request_keys import KEPT_WORDS as KEPT_WORDS
from arena.request_keys import RESULT_FRAMING as RESULT_FRAMING
from arena.request_keys import WHOLE_FROM as WHOLE_FROM
from arena.request_keys import Handed as Handed
from arena.request_keys import args_key as args_key
from arena.request_keys import handed_entry as handed_entry
from arena.request_keys import handed_words as handed_words
from arena.request_keys import heard_entry as heard_entry
from arena.request_keys import heard_words as heard_words
from arena.request_keys import result_key as result_key
from arena.request_keys import system_key as system_key
from arena.request_keys import told_entry as told_entry
from arena.request_keys import turn_key as turn_key
from arena.request_keys import whole_key as whole_key
from arena.request_keys import whole_keys as whole_keys

#: The path segment a per-run base URL carries: ``http://host:port/runs/<run_id>/v1``.
RUNS_PREFIX = "/runs/"
#: The ASGI scope key under which a middleware outside the per-run log (the fault injector) is
#: handed the log entries of the request it passed on, a list the log appends to: a content
#: fault rewrites the model's answer after it was logged, and the log keeps what the adapter
#: received too (red team 31, F5a).
LOGGED = "arena.logged"
#: How the scripted model's refusal of a request off its run's route begins
#: (:mod:`arena.model.routes`): the adapter's doing, not the endpoint's failure.
UNROUTED = "unrouted model request"


class LoggedRequest(msgspec.Struct, kw_only=True):
    """One model request of a run; ``calls`` (the tool names it answered with) is filled once
    the model has answered, so a request still in flight counts as a request too. ``said``: the
    user messages the request carried, oldest first (a second send that continues the
    conversation carries the first send's text too). ``carried``: the assistant turns and tool
    results it carried — none for a new conversation that merely quotes the first send's text.
    ``text``: what the model answered in words ("" for tool calls only), so a final message can
    be told from one the adapter wrote itself. ``answered``: the tools whose last call in the
    request came with its answer (a result, or a user message after it; a pending placeholder
    is none), so a reply can be told from one given without the person's answer. ``turns``:
    the assistant turns the request carried and ``made``: those its response added, as
    :func:`turn_key` values, so a conversation carried on can be told from an invented one.
    ``results``: the tool results it carried, as :func:`result_key` values, so one carried on
    can be told from one rewritten (a booking's confirmation turned into a failure).
    ``heard``: for each gate call whose answer the request carried, (the call's id, its
    :func:`turn_key`, what the answer says: approve, deny or unclear, and the words the model
    read, :func:`heard_words`), so a decision handed to the wrong request, or given to the model
    as something else than the person said, can be told from the one the person gave. ``told``:
    for each booking call whose result the request carried, (the call's id, its
    :func:`turn_key`, the result's words, :func:`heard_words`), so a booking a person denied
    through the per-tool gate can be held against what the model was handed for it (a
    confirmation, a crash: red team 26). ``handed``: for every call whose result the request
    carried, (the call's id, the tool's name, its :func:`args_key`, the result's words,
    :func:`handed_words`, and for a long one the keys of the whole of it, :func:`whole_keys`), so what the model was handed can be held against what the harness's
    wrapper returned for the call (a made-up listing, a rewritten confirmation: red team 27,
    :mod:`arena.handed`). ``ids``: the ids of the calls
    its response made, in order; ``returned``: the call ids whose results it carried — so a bad
    call the framework handed back to the model can be told from one it swallowed."""

    seq: int
    run_id: str
    at: float = msgspec.field(default_factory=time.monotonic)
    calls: tuple[str, ...] = ()
    said: tuple[str, ...] = ()
    carried: int = 0
    text: str = ""
    answered: tuple[str, ...] = ()
    turns: tuple[str, ...] = ()
    made: tuple[str, ...] = ()
    #: The :func:`turn_key` of words the response said beside its calls (in ``made`` too): a
    #: framework may leave them out of the conversation it sends back (CrewAI), no other one.
    spoke: str = ""
    results: tuple[str, ...] = ()
    heard: tuple[tuple[str, str, str, str], ...] = ()
    told: tuple[tuple[str, str, str], ...] = ()
    handed: tuple[Handed, ...] = ()
    ids: tuple[str, ...] = ()
    returned: tuple[str, ...] = ()
    #: The system text the request carried, as :func:`system_key` keeps it.
    system: str = ""
    #: The system text itself, as :func:`arena.offered.system_words` keeps it, on the run's first
    #: request that carried it ("" on the others): the arena's instructions must be in it (red
    #: team 31, F5b: :func:`arena.model_given.instructions_missing`).
    system_text: str = ""
    #: The tools it offered, as :func:`arena.offered.tool_keys` keeps them (red team 31, F5c),
    #: and a ``tool_choice`` that tells the model which tool to call, or none
    #: (:func:`arena.offered.choice_key`; "" for none given, "auto" or "required").
    tools: tuple[str, ...] = ()
    choice: str = ""
    #: What its tools said of their parameters (:func:`arena.offered.param_words`).
    params: tuple[str, ...] = ()
    #: Sent to the endpoint's shared URL, not the run's route, while the model served runs:
    #: refused unanswered (:mod:`arena.model.routes`) and filed here, under the run whose
    #: conversation it carries (else every run in flight), so that a run which went on calling
    #: the model off its route cannot read as stopped (red team 9). Only what it carried is kept.
    unrouted: bool = False
    #: For an unrouted request, the run id of the route it came on: one the harness made for no
    #: run in flight (red team 12), or another run's whose conversation it did not carry (red
    #: team 14); "" for one sent to the shared URL.
    via: str = ""


class RequestLog:
    """Per-run model requests, written by the server thread and read by the runner.

    Cheap on purpose: an append under a lock per request; the runner reads counts and slices
    and forgets a run once its evidence is taken.

    Read-only through its public names: an adapter reaches this object (``ctx.endpoint
    .request_log``) and the checks read it as the harness's evidence, so every write (a request
    arrived, seen, refused, a run forgotten or registered) is private, the harness's alone, and
    reads hand out copies (red team 16: an adapter logged a request it never sent).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._runs: dict[str, list[LoggedRequest]] = {}
        self._seq = 0
        #: Runs in flight: routed here and not yet forgotten, each with the fault marker its
        #: requests carried ("" for none) — whom an unrouted request may belong to.
        self._live: dict[str, str] = {}
        #: Unrouted requests refused so far (:attr:`refused`).
        self._refused = 0
        #: The runs whose route the harness made (:meth:`_register`), until forgotten: the only
        #: run routes a server that serves runs answers on (:mod:`arena.model.routes`).
        self._registered: set[str] = set()
        #: The arena's gate of each registered run whose gate is not ``request_approval``: the
        #: call whose answer an entry's ``heard`` keeps (:func:`arena.model.logged.fill`).
        self._gates: dict[str, str] = {}
        #: Picks up registrations sent from another process (the scripted model's own process,
        #: :mod:`arena.model.process`); asked when a route is not registered here yet.
        self._pending: Callable[[], None] | None = None

    @property
    def forwarded(self) -> bool:
        """Whether arena's gateway keeps this log in front of a real endpoint
        (:mod:`arena.gateway_log`), not the scripted model: a failure there may be the
        endpoint's own, which no probe of the scripted model can belie
        (:func:`arena.drive._process_ends.belied`)."""
        return False

    @property
    def refused(self) -> int:
        """Unrouted requests refused so far (each counted once, however many runs it is filed
        under; one filed under none — no run in flight — is counted here only)."""
        return self._refused

    def _register(self, run_id: str, gate: str = "") -> None:
        """The harness made ``run_id``'s endpoint (:func:`arena.model_endpoint.run_endpoint`):
        its route is served until the run is forgotten; ``gate``, the arena's gate call where it
        is not ``request_approval`` (users53b: smolagents' typed answer to ``ask_manager`` was
        never logged as heard, and read as words the person never sent). Never learnt from a request: a route an
        adapter makes up (``/runs/<any id>/v1``) would put its requests on a log no run reads
        (red team 12). Private: an adapter's ``ctx.endpoint.request_log`` is this object, and
        nothing public it reaches may register a route (red team 14)."""
        with self._lock:
            self._registered.add(run_id)
            if gate:
                self._gates[run_id] = gate

    def _gate(self, run_id: str) -> str:
        """The gate ``run_id`` registered with ("": none said, ``request_approval``)."""
        with self._lock:
            return self._gates.get(run_id, "")

    def registered(self, run_id: str) -> bool:
        """Whether ``run_id``'s route is one the harness made (and has not forgotten)."""
        with self._lock:
            if run_id in self._registered:
                return True
        if self._pending is not None:
            self._pending()
        with self._lock:
            return run_id in self._registered

    def task(self, run_id: str) -> str:
        """The task (first user message) of the run's first answered request on its route: the
        conversation its route carries ("" while none answered; :mod:`arena.model.routes`)."""
        with self._lock:
            return _first_task(self._runs.get(run_id, ()))

    def task_of_another(self, task: str, run_id: str) -> bool:
        """Whether ``task`` is the task of a registered run other than ``run_id`` (and not
        ``run_id``'s own): a request on ``run_id``'s route carrying it is that run's
        conversation going on on a sibling's route. Only a task another run holds counts: a
        framework's own follow-up with another first message (smolagents under a ``not_object``
        fault) is no other run's, and was refused when any other first message counted.

        Nor does a run that began with the same task as ``run_id`` (the same item, run twice at
        once: a probe beside its item's run, ``--repeats``): the words cannot tell the two
        apart, and where a framework rewrites its history between legs (CrewAI wraps its task
        again on a resume), the one resumed first made the other's next first message its own
        and the other was refused on its own route (a crewai run failed one time in four)."""
        with self._lock:
            mine = self._runs.get(run_id, ())
            if any(e.said[:1] == (task,) for e in mine if not e.unrouted):
                return False
            began = _first_task(mine)
            for other in self._registered:
                theirs = self._runs.get(other, ())
                if other == run_id or (began and _first_task(theirs) == began):
                    continue
                if any(not e.unrouted and e.said[:1] == (task,) for e in theirs):
                    return True
            return False

    def _carries_on(self, run_id: str, turns: Sequence[str]) -> bool:
        """Whether a request carrying the assistant turns ``turns`` goes on with the conversation
        ``run_id``'s model held on its route: it carries every turn of the furthest of the run's
        answered requests (those it carried and those it made), in order, and there is one.
        Such a request is the run's whatever its first message: CrewAI wraps its task for the
        model ("Current Task: X") and keeps the bare X in its history, so its second send began
        with the task of another adapter's run of the same item, was refused on its own route
        and filed under that run, and both failed (make demo's "2nd send" read no about one
        time in two). A sibling going on on this route carries its own turns, not these."""
        with self._lock:
            mine = [e for e in self._runs.get(run_id, ()) if not e.unrouted]
            went = max((_held(e, mine) for e in mine), key=len, default=())
        held = _held_turns(turns, mine)
        return bool(went) and tuple(held[: len(went)]) == went

    def _arrived(self, run_id: str) -> LoggedRequest:
        """A request came on ``run_id``'s route: its entry, which the server fills as it answers
        (the only hold on the logged entry itself: every read hands out copies)."""
        with self._lock:
            self._seq += 1
            entry = LoggedRequest(seq=self._seq, run_id=run_id)
            self._runs.setdefault(run_id, []).append(entry)
            self._live.setdefault(run_id, "")
            return entry

    def _seen(self, run_id: str, marker: str = "") -> None:
        """A request came on ``run_id``'s route (before any fault answered it): the run is in
        flight, and ``marker`` is the fault its requests carry (:mod:`arena.model.routes`)."""
        with self._lock:
            if marker or run_id not in self._live:
                self._live[run_id] = marker

    def live(self) -> tuple[str, ...]:
        """The runs in flight, oldest first."""
        with self._lock:
            return tuple(self._live)

    def _unrouted(
        self,
        said: tuple[str, ...],
        turns: tuple[str, ...],
        carried: int,
        marker: str = "",
        via: str = "",
    ) -> tuple[str, ...]:
        """File a refused request that came on the shared URL (or on ``via``'s route, one the
        harness did not make); the runs it was filed under.

        Its owner, among the runs in flight: those whose logged requests it carries on (the
        same task, their turns a prefix of its own); else those whose requests carried the same
        fault marker (a run whose every request a transport fault answered has none logged);
        else every one of them — the harness cannot tell whose it was, so none may pass over
        it (as a tool called with no run's context fails every leg running)."""
        with self._lock:
            self._refused += 1
            live = list(self._live)
            owners = _extended(self._runs, live, said, turns)
            if not owners and marker:
                owners = [r for r in live if self._live[r] == marker]
            for run_id in owners or live:
                self._seq += 1
                entry = LoggedRequest(
                    seq=self._seq,
                    run_id=run_id,
                    said=said,
                    turns=turns,
                    carried=carried,
                    unrouted=True,
                    via=via,
                )
                self._runs.setdefault(run_id, []).append(entry)
            return tuple(owners or live)

    def count(self, run_id: str) -> int:
        with self._lock:
            return len(self._runs.get(run_id, ()))

    def entries(self, run_id: str, start: int = 0, end: int | None = None) -> list[LoggedRequest]:
        """Copies of the run's entries: one an adapter sets a field on changes no record.
        Copied by msgspec in C (``copy.copy``'s dispatch in Python, per entry, was most of the
        copy; the leg runner and the checks read a run's entries several times a leg: issue
        16)."""
        with self._lock:
            return list(map(msgspec.structs.replace, self._runs.get(run_id, ())[start:end]))

    def since(self, run_id: str, at: float) -> list[LoggedRequest]:
        """The run's requests that arrived at or after ``at`` (``time.monotonic()``: one clock
        for every process of this machine, the scripted model's own included)."""
        return [e for e in self.entries(run_id) if e.at >= at]

    def _first_system(self, entry: LoggedRequest) -> bool:
        """Whether no other request of ``entry``'s run carried its system text (``system``)."""
        with self._lock:
            return not any(
                e is not entry and e.system == entry.system
                for e in self._runs.get(entry.run_id, ())
            )

    def _forget(self, run_id: str) -> None:
        """The run ended: drop its entries and its route (the harness's call alone)."""
        with self._lock:
            self._runs.pop(run_id, None)
            self._live.pop(run_id, None)
            self._registered.discard(run_id)
            self._gates.pop(run_id, None)


def _first_task(entries: Sequence[LoggedRequest]) -> str:
    """The task of the first answered request among ``entries`` ("" while none answered)."""
    for e in entries:
        if not e.unrouted and e.said and e.said[0].strip():
            return e.said[0]
    return ""


def _extended(
    runs: Mapping[str, Sequence[LoggedRequest]],
    live: Sequence[str],
    said: tuple[str, ...],
    turns: tuple[str, ...],
) -> list[str]:
    """The runs in ``live`` whose conversation a request carrying ``said`` and ``turns`` goes
    on with: one of their answered requests had the same task and led to a prefix of
    ``turns`` (several, when identical runs are in flight: each may be its owner)."""
    if not said or not said[0].strip():
        return []
    same = [
        r for r in live if any(e.said[:1] == said[:1] and not e.unrouted for e in runs.get(r, ()))
    ]
    on = [r for r in same if _led_to(runs.get(r, ()), said, turns)]
    return on or same


def _led_to(entries: Sequence[LoggedRequest], said: tuple[str, ...], turns: Sequence[str]) -> bool:
    """Whether one of ``entries`` with the task ``said`` opens led to a prefix of ``turns``."""
    mine = [e for e in entries if e.said[:1] == said[:1] and not e.unrouted]
    held = _held_turns(turns, mine)
    return any((went := _held(e, mine)) == held[: len(went)] for e in mine)


def _held(entry: LoggedRequest, run: Sequence[LoggedRequest]) -> tuple[str, ...]:
    """The turns ``entry`` carried and made, less the words said beside calls in ``run``."""
    return _held_turns((*entry.turns, *entry.made), run)


def _held_turns(turns: Sequence[str], run: Sequence[LoggedRequest]) -> tuple[str, ...]:
    """``turns`` less the words the model said beside its calls in ``run``
    (``LoggedRequest.spoke``): a framework may send them back or leave them out (CrewAI), and
    either way the conversation is the run's."""
    spoke = {e.spoke for e in run if e.spoke}
    return tuple(t for t in turns if t not in spoke) if spoke else tuple(turns)


def run_base_url(base_url: str, run_id: str) -> str:
    """``http://h:p/v1`` → ``http://h:p/runs/<run_id>/v1`` (the server strips it again)."""
    root = base_url.rstrip("/")
    suffix = ""
    if root.endswith("/v1"):
        root, suffix = root[:-3], "/v1"
    return f"{root}{RUNS_PREFIX}{run_id}{suffix}"
