"""A results folder's run records read back as runs, for the matrix's own judges (report43).

``arena report`` derives the feature matrix again from the runs a folder holds, with
:func:`arena.matrix.derive_row`, the function ``arena run --probes`` decided its cells with
(docs/methodology.md, the report). That function reads :class:`~arena.runner.RunResult`; a
folder holds records (:func:`arena.results.run_record`). This module turns each record back into
the run it was written from: its legs with their events, tool calls and pending requests, its
checks, and its item from the arena (a probe's item as its recorded seed drew it, answer and all).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

import msgspec

from arena.arenas import Arena
from arena.check_types import CheckResult
from arena.errors import UserError
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import APPROVAL_OPTIONS, EvalItem, Event, InputRequest, Option, ToolCall, Turn

#: The file ``arena run --probes`` writes its probe runs to, beside ``runs.jsonl``.
PROBES_FILE = "probes.jsonl"

#: A record's own keys (:func:`arena.results.run_record`); any other is the run's ``extra``.
RECORD_KEYS = frozenset(
    [
        "schema_version",
        "run_id",
        "arena",
        "item",
        "adapter",
        "model",
        "status",
        "passed",
        "error",
        "legs",
        "tool_calls",
        "blocked_calls",
        "events",
        "checks",
        "started_at",
        "duration_s",
        "leg_durations_s",
    ]
)


def probe_records(folder: Path) -> list[dict[str, Any]]:
    """``probes.jsonl``'s records ([] without one); a broken line is one line naming it."""
    path = folder / PROBES_FILE
    if not path.is_file():
        return []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as exc:
        raise UserError(
            f"{path} cannot be read as probe runs ({exc}); is it the file arena run --probes wrote?"
        ) from None
    out = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise UserError(f"{path}:{n} is not JSON; was the file cut short?") from None
        if not isinstance(record, dict):
            raise UserError(f"{path}:{n} is not a run's record (not a JSON object)")
        out.append(record)
    return out


def probe_of(record: Mapping[str, Any]) -> str:
    """The probe that made the run: its tag, else the compliant arena run (untagged)."""
    return str(record.get("probe") or "compliant")


def exact(record: Mapping[str, Any]) -> bool:
    """Whether every waiting leg's pending requests were recorded (records from before session
    43 kept only each leg's events: a partial answer's held requests are then unknown)."""
    return all(
        "requests" in leg for leg in record.get("legs") or () if leg.get("status") == "waiting"
    )


def items_by_probe(
    arena: Arena, records: Iterable[Mapping[str, Any]]
) -> dict[tuple[Any, ...], EvalItem]:
    """The items the probes ran, by (seed, probe, item id), drawn again as ``arena run
    --probes`` and ``arena matrix`` drew them (:func:`arena.probe_plan.plan_items` over the
    probes besides the compliant one), each as its probe ran it: the second-send probe's
    answered against its file, with the checks of the answer given
    (:func:`arena.probe_answers.contrary`; session 47: its runs' checks were not the drawn
    item's, so an edited record was never judged again)."""
    from arena.probe_answers import contrary
    from arena.probe_catalogue import EXTRA
    from arena.probe_plan import plan_items

    against = {p.name for p in EXTRA if p.answers == "contrary"}
    seeds = {s for r in records if isinstance(s := r.get("probe_seed"), int)}
    found: dict[tuple[Any, ...], EvalItem] = {}
    for seed in seeds:
        for probe, items in plan_items(arena, EXTRA, seed).items.items():
            for item in items:
                given = contrary(item, arena.default_checks) if probe in against else item
                found[(seed, probe, item.id)] = given
    return found


def item_of(
    record: Mapping[str, Any], arena: Arena, drawn: Mapping[tuple[Any, ...], EvalItem]
) -> EvalItem | None:
    """The record's item: the probe's as drawn, else the arena's of that id (None: not in it)."""
    key = (record.get("probe_seed"), probe_of(record), record.get("item"))
    if key in drawn:
        return drawn[key]
    return next((i for i in arena.items if i.id == record.get("item")), None)


def rebuilt(record: Mapping[str, Any], item: EvalItem) -> RunResult:
    """The run ``record`` was written from, as far as the matrix's cells read it."""
    events = [msgspec.convert(e, Event) for e in record.get("events") or ()]
    calls = [msgspec.convert(c, ToolCall) for c in record.get("tool_calls") or ()]
    asked: dict[str, InputRequest] = {}
    pending: dict[str, InputRequest] = {}
    legs = []
    for leg in record.get("legs") or ():
        n = int(leg.get("leg") or 0)
        mine = tuple(e for e in events if e.leg == n)
        for e in mine:
            rid = str(e.data.get("request_id"))
            if e.type == "input.requested":
                asked[rid] = pending[rid] = _request(e, str(record.get("run_id")))
            elif e.type == "input.responded":
                pending.pop(rid, None)
        requests: Sequence[InputRequest] = ()
        if leg.get("status") == "waiting":
            ids = leg.get("requests")
            requests = (
                list(pending.values())
                if ids is None  # an older record: what was asked and not yet answered
                else [asked.get(str(i)) or _unseen(str(i), record, n) for i in ids]
            )
        legs.append(
            Turn(
                status=leg.get("status") or "failed",
                leg=n,
                message=str(leg.get("message") or ""),
                error=leg.get("error"),
                events=mine,
                tool_calls=tuple(c for c in calls if c.leg == n),
                requests=tuple(requests),
            )
        )
    return RunResult(
        run_id=str(record.get("run_id")),
        arena=str(record.get("arena")),
        item=item,
        adapter=str(record.get("adapter")),
        model=str(record.get("model")),
        trace=Trace(legs=tuple(legs), error=_trace_error(record, legs)),
        checks=tuple(msgspec.convert(c, CheckResult) for c in record.get("checks") or ()),
        started_at=datetime.fromisoformat(str(record.get("started_at"))),
        duration_s=float(record.get("duration_s") or 0.0),
        leg_durations_s=tuple(record.get("leg_durations_s") or ()),
        extra={k: v for k, v in record.items() if k not in RECORD_KEYS},
    )


def _trace_error(record: Mapping[str, Any], legs: Sequence[Turn]) -> str | None:
    """The run's own error (ended outside any leg): the record keeps it, else its first leg's."""
    error = record.get("error")
    first = next((t.error for t in legs if t.error), None)
    if not error:
        return None
    ended_elsewhere = record.get("status") == "failed" and (not legs or legs[-1].status != "failed")
    return str(error) if error != first or ended_elsewhere else None


def _request(e: Event, run_id: str) -> InputRequest:
    d = e.data
    options = tuple(
        Option(id=str(o.get("id")), label=str(o.get("label") or o.get("id")))
        for o in d.get("options") or ()
        if isinstance(o, Mapping)
    )
    return InputRequest(
        id=str(d.get("request_id")),
        run_id=run_id,
        action=str(d.get("action") or ""),
        tool_name=d.get("tool_name"),
        args=d.get("args") or {},
        prompt=str(d.get("prompt") or ""),
        reason=str(d.get("reason") or ""),
        options=options or APPROVAL_OPTIONS,
        details=d.get("details") or {},
        leg=e.leg,
        created_at=e.at,
        native_id=d.get("native_id"),
    )


def _unseen(rid: str, record: Mapping[str, Any], leg: int) -> InputRequest:
    """A pending request no event of the run raised: its id is all the record says."""
    return InputRequest(id=rid, run_id=str(record.get("run_id")), action="", leg=leg)


__all__ = [
    "PROBES_FILE",
    "exact",
    "item_of",
    "items_by_probe",
    "probe_of",
    "probe_records",
    "rebuilt",
]
