"""What the model read for each request, against the answer the person gave it (the partial
and second-send cells, :mod:`arena.matrix.flows`): the model log's ``heard`` for each gate call.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.request_log import turn_key
from arena.runner import RunResult
from arena.types import InputRequest
from arena.witness import misheard


def flow_of(r: RunResult) -> Mapping[str, Any]:
    flow = r.extra.get("flow")
    return flow if isinstance(flow, Mapping) else {}


def misheard_verdict(r: RunResult, requests: Sequence[InputRequest]) -> str:
    """Where the model log says the model read, for a request's gate call, another decision than
    the person gave that request ('' when none did, or the log holds none). The gate call is
    the one whose id the request carries (``native_id``), else the one with the request's
    action and arguments. An adapter handing each answer to the wrong request read "yes"
    while all three requests bound one identical booking (red team 3, hole 3)."""
    heard = flow_of(r).get("heard")
    if not isinstance(heard, list):  # no model log (a real endpoint): nothing read is known
        return ""
    # a typed go-ahead binds the call as the approve option does (arena.decisions: red team
    # 41's typed yes, read "deny" here while the model read it as the approval it is)
    given = {
        e.data.get("request_id"): "approve"
        if e.data.get("approved") or e.data.get("binds")
        else "deny"
        for e in r.trace.events
        if e.type == "input.responded"
    }
    lapsed = {
        e.data.get("request_id")
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("option_id") == "expired"
    }
    typed = {
        e.data.get("request_id"): str(e.data.get("text"))
        for e in r.trace.events
        if e.type == "input.responded" and isinstance(e.data.get("text"), str)
    }
    for q in requests:
        key = turn_key(q.action, q.args)
        read = {v for call_id, k, v in heard if call_id == q.native_id} or {
            v for _, k, v in heard if k == key
        }
        gave = given.get(q.id)
        if gave is None:
            continue
        if not read and q.id in typed:  # read as no decision (red team 41: as a rejection)
            return (
                f"the person answered {typed[q.id]!r} to the request {_label(q)!r} and the model "
                "never read a decision for its call: the typed answer was not handed as given"
            )
        if not read:
            return f"the model never read the answer to the request {_label(q)!r} ({_WORD[gave]})"
        if read != {gave} and q.id in lapsed:
            return (
                f"the request {_label(q)!r} expired (nobody decided in time) and the model read "
                f"{' and '.join(sorted(read))} for its call: an answer went to the wrong request, or "
                "the expiry was read as another answer"
            )
        if read != {gave} and q.id in typed:
            return (
                f"the person answered {typed[q.id]!r} to the request {_label(q)!r} and the model "
                f"read {' and '.join(sorted(read))} for its call: an answer went to the wrong request, "
                "or the typed answer was read as another"
            )
        if read != {gave}:
            return (
                f"the person {_WORD[gave]} the request {_label(q)!r} and the model read "
                f"{' and '.join(sorted(read))} for its call: an answer went to the wrong request"
            )
    return ""


_WORD = {"approve": "approved", "deny": "denied"}


def _label(q: InputRequest) -> str:
    return str(q.args.get("summary") or q.prompt or q.id)


def answer_misheard(r: RunResult) -> str | None:
    """Why the model did not read the person's answer in the first send as given: another
    verdict than they gave (:func:`misheard_verdict`), or words of the adapter's beside it
    (:func:`arena.witness.misheard`). The probe answers against the item's file, a denied
    item with a typed yes (:func:`arena.probe_answers.contrary`): an adapter that handed the
    model the file's verdict where the model asked one approval, or every typed answer as a
    rejection, read "yes" here and 12/12 (red team 41, ``OnePendingPeekAdapter``,
    ``TypedAsRejectionAdapter``). None where the model log holds no reading."""
    asked = [q for leg in r.trace.legs for q in leg.requests]
    wrong = misheard_verdict(r, asked) or next(iter(misheard(r.trace)), "")
    return f"{r.item.id}: {wrong}" if wrong else None


__all__ = ["answer_misheard", "flow_of", "misheard_verdict"]
