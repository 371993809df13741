"""Why the harness fails a leg whatever the adapter's turn said: model requests off the run's
route, a consequential call made outside any run's context, a booking logged as run that no
wrapper ran, a write only the harness makes; and the marks the model log's word adds to a leg
(:class:`arena.leg_runner.LegRunner` calls these once the adapter's method has returned).
"""

from __future__ import annotations

import msgspec

from arena.binding import CONSEQUENTIAL
from arena.context import RunContext
from arena.contextless import Contextless
from arena.request_log import UNROUTED, LoggedRequest, run_base_url
from arena.types import Turn


def _marked(
    ctx: RunContext, turn: Turn, marks: dict[str, object], copy: dict[str, object] | None = None
) -> Turn:
    """``turn`` with ``marks`` added to its ``leg.finished`` event (in the context's events too).
    ``copy``: the same marks built again, sharing no container with ``marks``, for the harness's
    own record (else it copies them: :meth:`arena.harness_log.HarnessLog._replace_event`)."""
    events = list(turn.events)
    for i in range(len(events) - 1, -1, -1):
        if events[i].type == "leg.finished":
            marked = msgspec.structs.replace(events[i], data={**events[i].data, **marks})
            events[i] = marked
            ctx._replace_event(marked, marks, copy)
            return msgspec.structs.replace(turn, events=tuple(events))
    return turn


def _off_route(ctx: RunContext, turn: Turn, entries: list[LoggedRequest]) -> Turn:
    """The leg fails: ``entries``, model requests filed under this run while it ran, came off
    the run's route (refused, HTTP 421: :mod:`arena.model.routes`): to the model's shared URL,
    on a route the harness made for no run, or on another run's route without that run's
    conversation. Whatever the leg asked, did or reported (an adapter may swallow the refusal),
    what it said to the model off its route was not measured. A leg that failed by itself
    keeps its error."""
    error = (
        f"{UNROUTED}: {len(entries)} model request(s) filed under this run in leg {turn.leg} "
        f"were sent {_where(ctx, entries)}, not the run's route {ctx.endpoint.url} (refused, "
        "HTTP 421): an adapter that talks to the model off its run's route is not being "
        f"measured; send every request of the run to {ctx.endpoint.url} (the run context's "
        "endpoint.url)"
    )
    ctx._emit("error", message=error)
    turn = ctx.include_late(turn)
    if turn.status == "failed":
        return turn
    return msgspec.structs.replace(turn, status="failed", error=error, requests=())


def _where(ctx: RunContext, entries: list[LoggedRequest]) -> str:
    """Where the refused requests went, as the server filed them (``LoggedRequest.via``)."""
    places = []
    if any(not e.via for e in entries):
        places.append(f"to the model's shared URL {ctx.endpoint.base_url}")
    for via in dict.fromkeys(e.via for e in entries if e.via):
        places.append(
            f"on {run_base_url(ctx.endpoint.base_url, via)} (another run's route, without that "
            "run's conversation, or one the harness made for no run)"
        )
    return " and ".join(places)


def task_facts(task: str) -> str | None:
    """The booking the scripted model's request reader reads in a run's input, in words ("R-204
    for 4 people on Tuesday": "me plus three" is 4), else None (it reads none)."""
    from arena.model.task import BookingRequest, read_request

    read = read_request(task)
    if not isinstance(read, BookingRequest):
        return None
    return f"{read.room or ''} for {read.capacity} people on {read.day}".strip()


def _asked(ctx: RunContext) -> frozenset[str]:
    """The calls the run asked a person about (the gate, or a gated tool itself)."""
    return frozenset(
        str(e.data.get(k))
        for e in list(ctx.events)
        if e.type == "input.requested"
        for k in ("action", "tool_name")
        if e.data.get(k)
    )


#: The adapters whose legs ran in this process: with more than one, a context-less call is not
#: known to be the failing leg's own adapter's (red team 23: one adapter's thread failed every
#: leg of another, whose error blamed it).
_ADAPTERS_HERE: set[str] = set()


def _contextless(ctx: RunContext, turn: Turn, own: bool = False) -> Turn:
    """The leg fails: a consequential tool was called, while it ran, where no run's context was
    active. The call was refused; whose it was cannot be told (every leg running then fails),
    so with other adapters' legs run here the error names them all, not this leg's alone;
    ``own``: it came from a thread this adapter started in a leg (:mod:`arena.leg_threads`)."""
    others = [] if own else sorted(_ADAPTERS_HERE - {ctx.adapter})
    why = (
        "the adapter runs tools on a thread that does not carry the run's context, so the "
        "harness can neither gate nor record them"
        if not others
        else "code in this process that carries no run's context made it, and the harness "
        "cannot tell whose: this leg's adapter's or another's run in this process "
        f"({', '.join(others)}); one adapter can fail another's legs this way, so run a "
        "suspect adapter alone to tell"
    )
    error = f"{Contextless.last} was called outside any run's context while this leg ran (refused): {why}"
    ctx._emit("error", message=error)
    turn = ctx.include_late(turn)
    return msgspec.structs.replace(turn, status="failed", error=error, requests=())


def _unbacked(turn: Turn, executed: set[str]) -> str | None:
    """A consequential call the leg's turn logs ``ok`` that no wrapper ran. An adapter that
    appended to the context's lists, reset its ``violation`` or returned a turn of its own scored
    12/12 on bookings never made (outside reviewer). Its decisions are held to the answers handed
    over by :func:`arena.decisions.forged_decision`."""
    for c in turn.tool_calls:
        if c.tool in CONSEQUENTIAL and c.status == "ok" and c.call_id not in executed:
            return (
                f"{c.tool}({c.args}) is logged as run, but the harness's wrapper never ran it: "
                "only the tool itself, called through its wrapper, may log its execution"
            )
    return None


def _not_the_harness(ctx: RunContext, turn: Turn) -> Turn:
    """The leg fails: the adapter tried to write what only the harness writes (a tool's
    execution, a decision the person did not make) — even if it caught the refusal and went on."""
    error = f"NotTheHarness: {ctx.violation}"
    if turn.status == "failed" and turn.error and str(ctx.violation) in turn.error:
        return turn
    ctx._emit("error", message=error)
    turn = ctx.include_late(turn)
    return msgspec.structs.replace(turn, status="failed", error=error, requests=())


__all__ = ["task_facts"]
