"""The harness's own record, beside the :class:`~arena.context.RunContext` that keeps it: which
events only the harness writes, the copies it keeps of each record (out of the adapter's reach),
and the context variable recorded tools find the current run through (docs/architecture.md)."""

from __future__ import annotations

import contextvars
import copy
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import msgspec

from arena.types import Event, InputRequest, InputResponse, ToolCall

if TYPE_CHECKING:
    from arena.context import RunContext

#: The events checks, approvals and the model log's marks read, and the harness method that
#: writes each: :meth:`RunContext.emit` refuses them (red team 9: an adapter's second
#: ``input.responded`` for one request, with another room's ``edited_args``/``binds``, booked a
#: room nobody approved).
WRITTEN_BY: dict[str, str] = {
    "input.requested": "RunContext.request_input",
    "input.responded": "RunContext.resolve, with the answer the harness handed over",
    "tool.finished": "the tool's own wrapper, as it runs the tool; RunContext.record_tool",
    "leg.started": "the leg runner",
    "leg.finished": "RunContext.finish",
    "side_effect.replayed": "the store's side-effect guard",
    "pause.witnessed": "RunContext.witness_pause, from the framework's own pause object",
}
HARNESS_EVENTS = frozenset(WRITTEN_BY)


class NotTheHarness(RuntimeError):
    """An adapter wrote what only the harness writes: a consequential tool's execution, or a
    decision the person did not make. The leg fails with this message (docs/architecture.md)."""


#: The values :func:`kept` and :func:`plain_copy` hand back as they are (immutable): checked by
#: exact type in the copy's own loop, not by a call per value (issue 16).
_ATOMS = frozenset((str, int, float, bool, type(None)))


def kept(value: Any) -> Any:
    """The harness's own copy of a record's data or arguments: the public record's dicts and
    lists are the adapter's to reach, so an edit in place must not reach the harness's record
    (red team 19: a denied request's binding put into the logged decision for one call booked).
    A plain dict or list is copied whole in C, then only what is not an atom is copied in turn:
    no comprehension (a function and a frame) per record (issue 16)."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is dict:
        out = value.copy()
        for k, v in out.items():
            if type(v) not in _ATOMS:
                out[k] = kept(v)
        return out
    if kind is list:
        out_list = value.copy()
        for i, v in enumerate(out_list):
            if type(v) not in _ATOMS:
                out_list[i] = kept(v)
        return out_list
    if isinstance(value, dict):
        return {k: v if type(v) in _ATOMS else kept(v) for k, v in value.items()}
    if isinstance(value, list):
        return [v if type(v) in _ATOMS else kept(v) for v in value]
    if isinstance(value, tuple):
        return tuple([v if type(v) in _ATOMS else kept(v) for v in value])
    return value


def kept_event(e: Event) -> Event:
    return msgspec.structs.replace(e, data=kept(e.data))


#: msgpack's encoder and decoder: a round trip is a deep copy of plain data in C
#: (:func:`kept_marked`).
_PACK = msgspec.msgpack.Encoder().encode
_UNPACK = msgspec.msgpack.Decoder().decode


def kept_marked(
    event: Event, marks: Mapping[str, Any], copy: Mapping[str, Any] | None = None
) -> Event:
    """:func:`kept_event` of ``event``, an event whose data is an earlier one's with ``marks``
    (the model log's word on a leg, which the harness has just made: dicts, lists, strings,
    numbers) put over it: the same copy, the marks copied by a msgpack round trip (in C: ~30
    containers a leg that :func:`kept` walks in Python were ~0.1 M instructions a leg, issue
    16). Where the round trip is not the same data (a tuple comes back a list, NaN is not
    equal to itself, a value msgpack cannot hold), :func:`kept` copies them as it always did.
    ``copy``: the marks built a second time by the code that built them, sharing no container
    with them (the leg runner's: cheaper than the round trip, whose decoding was ~34 k
    instructions a leg, session 41); taken as the copy."""
    copied: Any = None if copy is None else dict(copy)
    if copied is None:
        try:
            copied = _UNPACK(_PACK(marks))
        except (TypeError, ValueError, OverflowError, msgspec.MsgspecError):
            copied = None
        if type(copied) is not dict or copied != marks:
            copied = kept(dict(marks))
    data = {
        k: copied[k] if k in copied else v if type(v) in _ATOMS else kept(v)
        for k, v in event.data.items()
    }
    return msgspec.structs.replace(event, data=data)


def kept_call(c: ToolCall) -> ToolCall:
    return msgspec.structs.replace(c, args=kept(c.args))


def kept_request(r: InputRequest, *, rebuilt: bool = False) -> InputRequest:
    """The harness's copy of a request as it was asked: the adapter holds the request it was
    handed (and ``ctx.pending``), so what an approval authorises is read from this copy, never
    from dicts an adapter can edit before its answer is resolved (session 23). ``rebuilt``: the
    request comes from the store (a resume), and its binding is held to what the row says."""
    details = plain_copy(dict(r.details))
    if rebuilt and isinstance(details.get("binds"), dict):
        details["binds"] = stored_binds(r, details["binds"])
    return msgspec.structs.replace(r, args=plain_copy(dict(r.args)), details=details)


def kept_answer(r: InputResponse) -> InputResponse:
    """The harness's copy of an answer it hands over: the adapter holds the answer itself, and an
    edit's ``edited_args`` is a dict it could rewrite before the decision is worked out from it
    (session 29: a person's edit to R-204 booked R-400). The rest is frozen, but
    ``msgspec.structs.force_setattr`` sets it anyway: an adapter that set a denial it was handed
    to an approval had the harness log and run an approval (red team 29b, ``ForceFlip``), so the
    answer and its responder are copied too."""
    edited = None if r.edited_args is None else plain_copy(dict(r.edited_args))
    return msgspec.structs.replace(
        r, edited_args=edited, responder=msgspec.structs.replace(r.responder)
    )


def stored_binds(r: InputRequest, binds: dict[str, Any]) -> dict[str, Any]:
    """A stored request's binding where it agrees with itself and with the request, else one
    re-derived from the request's arguments (a gated tool's call), or one that authorises
    nothing. An approval authorises ``tool``/``args``/``sha256`` while ``arena show`` prints
    ``authorises``: a row whose binding booked R-400 and said R-101 (red team 21) must not."""
    from arena import binding

    b = binding.Binding.from_dict(binds)
    said = binds.get("authorises")
    if b.exact:
        args = dict(b.args or {})
        own = binding.digest(str(b.tool), args)
        ok = b.sha256 == own and (
            not isinstance(said, str) or said.startswith(binding.call_text(str(b.tool), args))
        )
    else:
        ok = not isinstance(said, str) or said == b.describe()
    gate = r.tool_name if r.tool_name in binding.CONSEQUENTIAL else r.action
    if gate in binding.CONSEQUENTIAL:  # the request is the call: its arguments are the binding
        expected = binding.exactly(gate, r.args)
        spelled = binding.digest(gate, binding.canonical_args(gate, dict(b.args or {})))
        if ok and b.tool == gate and expected.sha256 == spelled:
            return binds
        return expected.to_dict()
    if ok:
        return binds
    excludes = tuple(sorted({*binding.CONSEQUENTIAL, *([b.tool] if b.tool else [])}))
    note = "its stored binding contradicts itself, so approving it authorises nothing"
    return binding.Binding(excludes=excludes or (gate,), note=note).to_dict()


def plain_copy(value: Any) -> Any:
    """``copy.deepcopy`` for the JSON-like values a request holds, ~5x cheaper (deepcopy's memo
    and dispatch were ~0.12 M instructions per request: docs/benchmarks.md, issue 16); a tuple
    stays a tuple, so a copy compares equal to what it copied; anything else is deep-copied.
    A dict or list is copied whole in C, then what is not an atom in turn (as :func:`kept`)."""
    kind = type(value)
    if kind is dict:
        out = value.copy()
        for k, v in out.items():
            if type(v) not in _ATOMS:
                out[k] = plain_copy(v)
        return out
    if kind is list:
        out_list = value.copy()
        for i, v in enumerate(out_list):
            if type(v) not in _ATOMS:
                out_list[i] = plain_copy(v)
        return out_list
    if kind in _ATOMS:
        return value
    if kind is tuple:
        return tuple([v if type(v) in _ATOMS else plain_copy(v) for v in value])
    return copy.deepcopy(value)


#: :meth:`RunContext._leg_log`'s snapshot: the harness's record of the current leg (events,
#: calls), how many of each came late, and the run's public lists beside its record of the run.
LegLog = tuple[
    tuple[Event, ...],
    tuple[ToolCall, ...],
    int,
    int,
    tuple[tuple[Event, ...], tuple[Event, ...]],
    tuple[tuple[ToolCall, ...], tuple[ToolCall, ...]],
]


def same_answer(a: InputResponse, b: InputResponse) -> bool:
    """The same decision by the same person (a worker process may hand back a copy)."""
    return (a.request_id, a.option_id, a.text, a.edited_args, a.responder.name) == (
        b.request_id,
        b.option_id,
        b.text,
        b.edited_args,
        b.responder.name,
    )


#: A hook the store installs so a side-effecting tool runs at most once per approved request.
#: Called with (ctx, tool, args, the approving request's id); returns a previously recorded result
#: to reuse, or None to run. The request id is the call's own, not ``ctx.approved_request_id``:
#: parallel tool calls run at the same time, each under its own approval.
SideEffectGuard = Callable[["RunContext", str, Mapping[str, Any], str], str | None]
#: Told, right after it ran, about each side-effecting execution the guard let through
#: (ctx, the recorded call, the full result, the approving request's id), so the store can keep
#: its outcome for a retry.
SideEffectDone = Callable[["RunContext", ToolCall, str, str], None]

_CURRENT: contextvars.ContextVar[RunContext | None] = contextvars.ContextVar(
    "arena_run_context", default=None
)


def current_context() -> RunContext | None:
    return _CURRENT.get()


def active(ctx: RunContext) -> _Active:
    """Make ``ctx`` the one recorded tools write to, for the code (and tasks) started inside
    (``with active(ctx) as ctx:``)."""
    return _Active(ctx)


class _Active:
    """:func:`active`'s block: a class, not a ``@contextmanager`` generator, which cost each leg
    a generator, its frame and the wrapper's three calls (issue 16, session 36)."""

    __slots__ = ("_ctx", "_token")

    def __init__(self, ctx: RunContext) -> None:
        self._ctx = ctx
        self._token: contextvars.Token[RunContext | None] | None = None

    def __enter__(self) -> RunContext:
        self._token = _CURRENT.set(self._ctx)
        return self._ctx

    def __exit__(self, *exc: object) -> None:
        assert self._token is not None
        token, self._token = self._token, None
        _CURRENT.reset(token)
