"""Core values to stored rows and back; shared by every backend (rows index by column name).

Kept apart from the SQL so SQLite and PostgreSQL write the same columns and read them back into
the same values.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import Any

from arena.store import codec
from arena.store.base import AuditEntry, RequestRecord, RunRecord, SideEffect, SideEffectKey
from arena.types import Event, InputRequest, InputResponse, Responder, ToolCall, Turn, Usage


# -- values to write, in the column order of each INSERT in arena.store.sql ------------------
def events_json(events: Iterable[Event]) -> str:
    """A leg's events as its ``legs.events`` column: ``[seq, leg, type, data, at]`` each, in
    order (the ``events`` view reads them back as rows)."""
    ts = codec.ts
    return codec.dumps_plain([[e.seq, e.leg, e.type, e.data, ts(e.at)] for e in events])


def calls_json(calls: Iterable[ToolCall]) -> str:
    """A leg's tool calls as its ``legs.calls`` column: ``[seq, call_id, tool, args, leg,
    status, result, request_id, at]`` each, in order (read back by the ``tool_calls`` view)."""
    ts = codec.ts
    return codec.dumps_plain(
        [
            [t.seq, t.call_id, t.tool, t.args, t.leg, t.status, t.result, t.request_id, ts(t.at)]
            for t in calls
        ]
    )


def request_values(r: InputRequest) -> tuple[Any, ...]:
    return (
        r.id,
        r.run_id,
        r.leg,
        r.action,
        r.tool_name,
        codec.dumps(r.args),
        r.prompt,
        r.reason,
        codec.options_to_json(r.options),
        codec.dumps(r.details),
        r.native_id,
        codec.ts(r.created_at),
        codec.ts_or_none(r.expires_at),
    )


# -- rows read back ----------------------------------------------------------------------------
def event_from_row(row: Any) -> Event:
    return Event(
        type=row["type"],
        leg=row["leg"],
        seq=row["seq"],
        data=codec.loads(row["data"]) or {},
        at=codec.parse_ts_required(row["at"]),
    )


def tool_call_from_row(row: Any) -> ToolCall:
    return ToolCall(
        call_id=row["call_id"],
        tool=row["tool"],
        args=codec.loads(row["args"]) or {},
        leg=row["leg"],
        seq=row["seq"],
        status=row["status"],
        result=row["result"],
        request_id=row["request_id"],
        at=codec.parse_ts_required(row["at"]),
    )


def request_from_row(row: Any) -> InputRequest:
    return InputRequest(
        id=row["id"],
        run_id=row["run_id"],
        action=row["action"],
        tool_name=row["tool_name"],
        args=codec.loads(row["args"]) or {},
        prompt=row["prompt"],
        reason=row["reason"],
        options=codec.options_from_json(row["options"]),
        details=codec.loads(row["details"]) or {},
        leg=row["leg"],
        created_at=codec.parse_ts_required(row["created_at"]),
        expires_at=codec.parse_ts(row["expires_at"]),
        native_id=row["native_id"],
    )


def response_from_row(row: Any, prefix: str = "") -> InputResponse:
    edited = row[f"{prefix}edited_args"]
    return InputResponse(
        request_id=row[f"{prefix}request_id"],
        option_id=row[f"{prefix}option_id"],
        text=row[f"{prefix}text"],
        edited_args=codec.loads(edited) if edited is not None else None,
        responder=Responder(
            name=row[f"{prefix}responder"],
            role=row[f"{prefix}role"],
            interface=row[f"{prefix}interface"],
        ),
        note=row[f"{prefix}note"],
        at=codec.parse_ts_required(row[f"{prefix}at"]),
    )


def responses_in(events: Iterable[Event]) -> list[InputResponse]:
    """Answers an adapter was handed, read back from its ``input.responded`` events."""
    out = []
    for e in events:
        if e.type != "input.responded":
            continue
        d = e.data
        given = [d.get("option_id"), d.get("text"), d.get("edited_args")]
        if sum(x is not None for x in given) != 1:
            continue
        out.append(
            InputResponse(
                request_id=str(d.get("request_id")),
                option_id=d.get("option_id"),
                text=d.get("text"),
                edited_args=d.get("edited_args"),
                responder=Responder(
                    name=str(d.get("responder") or "unknown"),
                    interface=d.get("interface") or "eval",
                ),
                note=d.get("note"),
                at=e.at,
            )
        )
    return out


def verdict(response: InputResponse) -> str:
    """One word for the audit trail and messages: approved, denied, edited or answered."""
    if response.edited_args is not None:
        return "edited"
    if response.text is not None:
        return "answered"
    if response.option_id == "expired":  # arena.store.people.EXPIRED: the store's clock decided
        return "expired"
    return "approved" if response.approved else "denied"


def response_values(run_id: str, r: InputResponse) -> tuple[Any, ...]:
    who = r.responder
    edited = codec.dumps(r.edited_args) if r.edited_args is not None else None
    return (
        r.request_id,
        run_id,
        r.option_id,
        r.text,
        edited,
        who.name,
        who.role,
        who.interface,
        r.note,
        codec.ts(r.at),
    )


def too_late(request_id: str, expires_at: datetime) -> str:
    """Why an answer to a request past its ``expires_at`` was refused."""
    return (
        f"request {request_id} expired at {expires_at:%Y-%m-%d %H:%M:%S} UTC; it can no longer "
        "be answered"
    )


def already_answered(first: InputResponse) -> str:
    if first.option_id == "expired":
        return (
            f"request {first.request_id} expired ({first.note or 'by the store clock'}; recorded "
            f"{first.at:%Y-%m-%d %H:%M:%S} UTC); it can no longer be answered"
        )
    who = first.responder
    role = f", role {who.role}" if who.role else ""
    return (
        f"request {first.request_id} was already answered: {verdict(first)} by {who.name} "
        f"({who.interface}{role}) at {first.at:%Y-%m-%d %H:%M:%S} UTC — one answer per request"
    )


def run_from_row(row: Any) -> RunRecord:
    return RunRecord(
        id=row["id"],
        origin=codec.origin_from_row(row),
        status=row["status"],
        durable=bool(row["durable"]),
        legs=row["legs"],
        created_at=codec.parse_ts_required(row["created_at"]),
        updated_at=codec.parse_ts_required(row["updated_at"]),
        created_by=row["created_by"],
        error=row["error"],
        checks=codec.checks_from_json(row["checks"]),
        claim_owner=row["claim_owner"],
        claim_expires_at=codec.parse_ts(row["claim_expires_at"]),
        claim_token=int(row["claim_token"] or 0),
    )


def request_record_from_row(row: Any, resolved: set[str]) -> RequestRecord:
    response = None
    if row["s_request_id"] is not None:
        response = response_from_row(row, prefix="s_")
    return RequestRecord(
        request=request_from_row(row),
        run_status=row["run_status"],
        item_id=row["item_id"],
        adapter=row["adapter"],
        durable=bool(row["durable"]),
        response=response,
        resolved=row["id"] in resolved,
    )


def side_effect_from_row(row: Any) -> SideEffect:
    return SideEffect(
        key=SideEffectKey(
            run_id=row["run_id"],
            request_id=row["request_id"],
            tool=row["tool"],
            occurrence=row["occurrence"],
        ),
        leg=row["leg"],
        args=codec.loads(row["args"]) or {},
        status=row["status"],
        owner=row["owner"],
        started_at=codec.parse_ts_required(row["started_at"]),
        result=row["result"],
        finished_at=codec.parse_ts(row["finished_at"]),
    )


def turns_from_rows(
    legs: Iterable[Any],
    events: Sequence[Event],
    calls: Sequence[ToolCall],
    requests: Sequence[InputRequest],
) -> list[Turn]:
    """A run's legs as :class:`Turn` values, each with its own events, tool calls and requests."""
    turns = []
    for leg in legs:
        n = leg["leg"]
        usage = codec.loads(leg["usage"])
        turns.append(
            Turn(
                status=leg["status"],
                leg=n,
                message=leg["message"],
                error=leg["error"],
                events=tuple(e for e in events if e.leg == n),
                tool_calls=tuple(t for t in calls if t.leg == n),
                requests=tuple(r for r in requests if r.leg == n),
                usage=Usage(**usage) if usage else None,
            )
        )
    return turns


def audit_from_row(r: Any) -> AuditEntry:
    return AuditEntry(
        seq=r["seq"],
        run_id=r["run_id"],
        request_id=r["request_id"],
        transition=r["transition"],
        actor=Responder(name=r["actor"], role=r["role"], interface=r["interface"]),
        at=codec.parse_ts_required(r["at"]),
        note=r["note"],
    )
