"""A run's timeline and what an edit changed, as the inbox's pages say them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena import inbox
from arena.store.base import RequestRecord
from arena.views import (
    AuditView,
    RequestView,
    RunView,
    ToolCallView,
    arg_changes,
    said_line,
)


def edit_changes(r: inbox.RequestSummary) -> list[str]:
    """``room_id R-204 → R-210`` for each argument an edit changed, from the request's answer
    and what it proposed (its proposed side effect, then its own arguments); ``[]`` unless the
    request was answered with an edit."""
    answer = r.context.answer
    if answer is None or not answer.edited_args:
        return []
    return _changes(r.context.proposed_side_effect, r.args, answer.edited_args)


def _changes(effect: Any, args: Mapping[str, Any], edited: Mapping[str, Any]) -> list[str]:
    return arg_changes(effect, args, edited)


def edit_lines(records: Sequence[RequestRecord]) -> dict[str, str]:
    """Request id → ``edited: room_id R-102 → R-210`` for each request answered with an edit
    that changed an argument: the audit page's ``request.edited`` row said only the note
    (requests45), where the run's timeline said what changed."""
    out = {}
    for r in records:
        edited = r.response.edited_args if r.response is not None else None
        if edited:
            effect = r.request.details.get("proposed_side_effect")
            if changed := arg_changes(effect, r.request.args, edited):
                out[r.id] = f"edited: {'; '.join(changed)}"
    return out


def timeline(run: RunView, audit: list[AuditView]) -> list[dict[str, Any]]:
    """proposed → presented → decided → executed, from the tool log and the audit trail: what
    the agent proposed (not an operator's edit of it), who decided what (an edit with what it
    changed), and what ran (the side effect's ledger entries too, not under "decided": outside
    tester 11, finding 12)."""
    steps: list[dict[str, Any]] = []
    for r in run.requests:
        # What approving the request as asked would run (its binding before any edit), else the
        # gate call and its arguments: the gated tool beside the gate's arguments read as a
        # call that never was.
        binds = r.binds or {}
        asked = binds.get("proposed") or binds.get("authorises")
        proposed = str(asked) if asked else f"{r.action} {dict(r.args)}"
        steps.append({"stage": "proposed", "at": r.asked_at, "what": proposed})
        presented = next(
            (e for e in audit if e.transition == "request.created" and e.request_id == r.id),
            None,
        )
        if presented:
            steps.append({"stage": "presented", "at": presented.at, "what": r.id})
        for e in audit:
            if e.request_id == r.id and e.transition != "request.created":
                by = f"{e.by} ({e.role or 'no role'}, {e.interface})"
                stage = "executed" if e.transition.startswith("side_effect.") else "decided"
                if e.transition == "answer.refused":  # lost to a decision, or came too late
                    stage = "refused"
                what = f"{e.transition} by {by}"
                if e.said is not None:  # an answer in words: what was said, how it was read
                    what += f": {said_line(e.said, e.read_as)}"
                if e.transition == "request.edited" and r.answer is not None:
                    edited = r.answer.edited_args
                    changed = _changes(r.proposed_side_effect, r.args, edited or {})
                    now = binds.get("authorises")
                    what = f"edited by {by}: {'; '.join(changed) or edited}" + (
                        f" (authorises {now})" if now and binds.get("proposed") else ""
                    )
                steps.append({"stage": stage, "at": e.at, "what": what})
    for c in listed_calls(run.requests, run.tool_calls):
        steps.append(
            {
                "stage": "executed",
                "at": c.at or f"leg {c.leg}",
                "what": f"{c.tool} {c.args} → {c.status} (leg {c.leg})",
            }
        )
    return steps


def listed_calls(
    requests: Sequence[RequestView], calls: Sequence[ToolCallView]
) -> list[ToolCallView]:
    """The tool calls a timeline lists: the gated tools' calls, whatever came of them (the
    gate's own echo is the decision), and blocked calls of a tool no request asked for."""
    gated = {r.tool for r in requests if r.tool and r.tool != r.action}
    asked = {r.action for r in requests}
    return [c for c in calls if c.tool in gated or (c.status == "blocked" and c.tool not in asked)]
