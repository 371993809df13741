"""The feature matrix, derived from runs rather than from flags someone typed (methodology §7).

Only *how* an adapter pauses (native primitive, emulation, partial) comes from its construction
(``pause_kind``); whether it paused at all, stopped at the gate, kept the rejection distinct and
stored its state durably is read off the runs' traces.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from arena.runner import RunResult
from arena.trace import Trace


@dataclass(frozen=True, kw_only=True)
class MatrixRow:
    adapter: str
    pause: str  # native | emulated | partial | unsupported
    enforced: bool | None
    durable: bool | None
    rejection_distinct: bool | None
    passed: str
    mechanism: str
    version: str

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _stopped_at_gate(trace: Trace) -> bool:
    """In every waiting leg, nothing executed after the first input request was raised."""
    for leg in trace.legs:
        if leg.status != "waiting":
            continue
        asked = next((e.seq for e in leg.events if e.type == "input.requested"), None)
        if asked is None:
            return False
        if any(e.type == "tool.finished" and e.seq > asked for e in leg.events):
            return False
    return True


def _continued_after_pause(trace: Trace) -> bool:
    """A later leg received the answer to the first pause (the decision reached the agent)."""
    pause = trace.first_pause
    if pause is None:
        return False
    asked = {r.id for r in pause.requests}
    return any(
        e.type == "input.responded" and e.data.get("request_id") in asked
        for t in trace.legs
        if t.leg > pause.leg
        for e in t.events
    )


def _rejection_distinct(trace: Trace, gate: str) -> bool:
    gate_calls = trace.calls(gate)
    return (
        bool(gate_calls)
        and all(c.status == "rejected" for c in gate_calls)
        and not any(c.status == "failed" for c in trace.tool_calls)
    )


def derive_row(
    adapter: str,
    results: Sequence[RunResult],
    *,
    pause_kind: str = "native",
    mechanism: str = "",
    version: str = "",
    gate: str = "request_approval",
    survived_restart: bool | None = None,
) -> MatrixRow:
    """One adapter's row. ``survived_restart`` (the durable_state arena's verdict: every crash
    point resumed in a fresh process with nothing lost or booked twice) decides ``durable`` when
    given; otherwise it says whether every pause's state was JSON a store could keep.
    """
    paused = [r for r in results if r.trace.first_pause is not None]
    # Only runs whose denial reached the agent can show how it was recorded.
    denied = [
        r
        for r in paused
        if r.item.meta.get("expect") == "denied" and _continued_after_pause(r.trace)
    ]
    durable_flags = [r.extra.get("durable") for r in paused if r.extra.get("durable") is not None]
    return MatrixRow(
        adapter=adapter,
        pause=pause_kind if paused else "unsupported",
        enforced=all(_stopped_at_gate(r.trace) for r in paused) if paused else None,
        durable=survived_restart
        if survived_restart is not None
        else (all(durable_flags) if durable_flags else None),
        rejection_distinct=all(_rejection_distinct(r.trace, gate) for r in denied)
        if denied
        else None,
        passed=f"{sum(r.passed for r in results)}/{len(results)}",
        mechanism=mechanism,
        version=version,
    )


def derive_matrix(
    results: Sequence[RunResult],
    adapters: Mapping[str, Any],
    gate: str = "request_approval",
    survived: Mapping[str, bool | None] | None = None,
) -> list[MatrixRow]:
    """One row per adapter from compliant runs; ``adapters`` maps names to adapter instances,
    ``survived`` names to the durable_state verdict (see :func:`derive_row`)."""
    rows = []
    for name, adapter in adapters.items():
        rows.append(
            derive_row(
                name,
                [r for r in results if r.adapter == name],
                pause_kind=getattr(adapter, "pause_kind", "native"),
                mechanism=getattr(adapter, "mechanism", ""),
                version=getattr(adapter, "framework_version", ""),
                gate=gate,
                survived_restart=(survived or {}).get(name),
            )
        )
    return rows
