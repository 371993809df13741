"""The person's answers a leg's adapter was handed and never resolved (docs/architecture.md).

The harness hands each answer to ``resume()``; an adapter that drops one (or asks the same
again under a new id) leaves the person's decision in no record of the run, so the leg fails,
naming the answers lost. :class:`arena.leg_runner.LegRunner` keeps what was handed and decided.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import msgspec

from arena.context import RunContext, describe_decision
from arena.leg_verdicts import _marked
from arena.types import InputResponse, Turn

#: How a leg that asked an answered request again under its id fails (:func:`_answered_again`):
#: the harness refused what the adapter did, not a lost pause (``t.restart(process=True)``).
ASKED_AGAIN = "an answered request was asked again under its id: "


def dropped(
    ctx: RunContext,
    turn: Turn,
    handed: Mapping[str, InputResponse],
    decided: Mapping[str, object],
) -> Turn:
    """The leg fails if it ended waiting still listing a request whose answer the harness
    handed to ``resume()``, never resolved: the adapter dropped the person's answer (and
    most likely asked the same again, under a new id). An answer held for the rest of a
    partial answer leaves the pending list (``_approvals.gather``); one left there showed
    the eval a pause on a request it had answered, ``respond`` refusing it as answered and
    pointing to ``t.resume()``, which hands the same answer to the same adapter (drive37)."""
    # Only a leg that was handed answers, or still lists a request asked before it, can be
    # waiting on one answered: other legs skip reading the record (a lock a leg, issue 16).
    if (handed or any(r.leg < turn.leg for r in turn.requests)) and (
        reused := _answered_again(ctx, turn)
    ) is not None:
        return reused
    waiting = {r.id for r in turn.requests}
    # Held for a partial answer only while a request asked before this leg still waits:
    # one taken off ctx.pending with only new requests left was dropped (drive40).
    anew = all(r.leg >= turn.leg for r in turn.requests)
    listed = [
        (rid, r) for rid, r in handed.items() if rid in waiting or (anew and rid not in decided)
    ]
    if not listed:  # no answer handed over for a request still listed: nothing to read
        return turn  # in the run's record (a copy and a lock a leg: issue 16, session 37)
    lost = _not_responded(ctx, listed)
    if not lost:
        return turn
    still = (
        "it still pending"
        if any(r.request_id in waiting for r in lost)
        else (
            "it taken off ctx.pending as if held for a partial answer, though no request of "
            "its pause still waits"
        )
    )
    again = [
        str(e.data.get("request_id"))
        for e in turn.events
        if e.type == "input.requested" and e.data.get("request_id") not in handed
    ]
    asked = f", asking {', '.join(again)} in its place" if again else ""
    error = (
        f"the person's answer to request(s) {_named(lost)} was handed to resume() and never "
        f"resolved: leg {turn.leg} ended waiting with {still}{asked}, so the "
        "person would be asked again what they already answered; call "
        "ctx.resolve(request, response) for every answer resume() receives (the pairs "
        "ctx.accept_responses returns), or, to wait for the rest of a partial answer, hold "
        "it and take its request off ctx.pending"
    )
    return _failed(ctx, turn, error, lost)


def _answered_again(ctx: RunContext, turn: Turn) -> Turn | None:
    """The leg fails if it ended waiting on a request the run's record already shows answered
    (an ``input.responded`` event names it): the adapter put an answered request back on
    ``ctx.pending`` to ask again under its id, where a new question takes a new id
    (``ctx.request_input``). The person was shown a request already decided, and the line could
    take no answer to it (``AlreadyAnswered``), or, across a restart, read it as no request at
    all (evidence51, ``ReasksUnderOldId``); None when no listed request was answered."""
    waiting = {r.id for r in turn.requests}
    if not waiting:
        return None
    answered = {
        str(e.data.get("request_id")): e.data
        for e in ctx._record_events
        if e.type == "input.responded" and e.data.get("request_id") in waiting
    }
    if not answered:
        return None
    said = ", ".join(f"{rid} ({data.get('option_id') or 'text'})" for rid, data in answered.items())
    error = (
        f"{ASKED_AGAIN}leg {turn.leg} ended waiting on request(s) {said}, already answered in "
        "this run, put back on ctx.pending; each request takes one answer, so ask a new "
        "question with ctx.request_input (or ask_for_approval), which gives it a new id"
    )
    ctx._emit("error", message=error)
    turn = ctx.include_late(turn)
    return msgspec.structs.replace(turn, status="failed", error=error, requests=())


def unresolved(
    ctx: RunContext,
    turn: Turn,
    handed: Mapping[str, InputResponse],
    decided: Mapping[str, object],
) -> Turn:
    """The leg fails if it ended the run with an answer the harness handed to ``resume()``
    never resolved (``ctx.resolve``): the person's decision is in no record of the run, and
    the checks and matrix, which read the record, judged the run as if nobody had answered.
    An adapter that handed the model a denial as a crash without resolving it scored 12/12
    and read "rej≠fail -" (red team 25, finding 2). The answers are kept on the leg's
    ``leg.finished`` (``unresolved``) for the matrix."""
    if all(rid in decided for rid in handed):
        # Each answer handed over is one this runner's guards verified as logged decided
        # in the run's record (forged_decision), which keeps every decision: none is lost,
        # and the record needs no copy and no walk (issue 16, session 37).
        return turn
    lost = _not_responded(ctx, handed.items())
    if not lost:
        return turn
    error = (
        f"the person's answer to request(s) {_named(lost)} was handed to resume() and never "
        f"resolved by the time leg {turn.leg} ended the run: the gate was never recorded "
        "approved or rejected, so the decision is in no record of the run; call "
        "ctx.resolve(request, response) for every answer resume() receives (the pairs "
        "ctx.accept_responses returns) before the model hears it"
    )
    return _failed(ctx, turn, error, lost)


def _not_responded(
    ctx: RunContext, answers: Iterable[tuple[str, InputResponse]]
) -> list[InputResponse]:
    """The answers, by request id, that no ``input.responded`` event of the run's record names."""
    decided = {e.data.get("request_id") for e in ctx._record_events if e.type == "input.responded"}
    return [r for rid, r in answers if rid not in decided]


def _named(lost: list[InputResponse]) -> str:
    return ", ".join(f"{r.request_id} ({describe_decision(r)})" for r in lost)


def _failed(ctx: RunContext, turn: Turn, error: str, lost: list[InputResponse]) -> Turn:
    """The leg failed with ``error``, the lost answers kept on its ``leg.finished``."""
    ctx._emit("error", message=error)
    turn = ctx.include_late(turn)
    kept = [
        {"request_id": r.request_id, "option_id": r.option_id, "approved": r.approved} for r in lost
    ]
    turn = _marked(ctx, turn, {"unresolved": kept})
    return msgspec.structs.replace(turn, status="failed", error=error, requests=())
