"""The feature matrix, read off probe runs (methodology §7, :mod:`arena.probes`).

Every cell is a :class:`Cell`: a value, the run ids that prove it and, when it is not a plain yes,
why. Values come from evidence the adapter does not write — leg statuses, the harness's tool log
and the model's per-run request log (:func:`arena.checks.stop_evidence`). Only the *kind* of
pause (native, emulated, partial, flow-level) and the mechanism's words are the adapter's own
declaration, and they are shown only for an adapter whose runs really stopped.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from arena.adapters.base import Adapter
from arena.checks import stop_evidence
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import ToolCall

#: Columns in display order, with the probe(s) each is read from.
COLUMNS: dict[str, str] = {
    "pause": "compliant",
    "enforced": "compliant",
    "unaided": "batch, hasty",
    "tool_gating": "gated",
    "native_reject": "reject",
    "durable": "compliant (durable_state when run)",
    "rejection_distinct": "compliant",
}


@dataclass(frozen=True, kw_only=True)
class Cell:
    value: str  # yes | no | unsupported | - (not measured) | a pause kind
    runs: tuple[str, ...] = ()
    why: str = ""


@dataclass(frozen=True, kw_only=True)
class MatrixRow:
    adapter: str
    pause: str  # native | emulated | partial | flow-level | leaky | unsupported | -
    enforced: bool | None
    durable: bool | None
    rejection_distinct: bool | None
    passed: str
    mechanism: str
    version: str
    unaided: bool | None = None
    tool_gating: bool | None = None
    native_reject: bool | None = None
    cells: dict[str, Cell] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _flag(cell: Cell) -> bool | None:
    return {"yes": True, "no": False}.get(cell.value)


def _ids(runs: Iterable[RunResult]) -> tuple[str, ...]:
    return tuple(r.run_id for r in runs)


def booked_before_answer(trace: Trace, tool: str) -> list[ToolCall]:
    """Executions of ``tool`` before any answer reached the run (no input.responded before it)."""
    answered = min((e.seq for e in trace.events if e.type == "input.responded"), default=None)
    return [c for c in trace.executions(tool) if answered is None or c.seq < answered]


def _verdict(runs: Sequence[RunResult], bad: Mapping[str, str], *, proven: str = "yes") -> Cell:
    """``no`` naming the runs in ``bad`` (run id → why), else ``proven`` naming all runs."""
    if not runs:
        return Cell(value="-", why="not measured: no runs of this probe")
    if bad:
        first = next(iter(bad.values()))
        return Cell(value="no", runs=tuple(bad), why=first)
    return Cell(value=proven, runs=_ids(runs))


def _problems(r: RunResult, tool: str) -> str:
    """Why this run does not show a stop before the side effect ('' when it does)."""
    if not r.trace.asking_legs:
        return f"{r.item.id}: never asked (legs: {', '.join(t.status for t in r.trace.legs)})"
    leaks, _ = stop_evidence(r.trace)
    if leaks:
        return f"{r.item.id}: asked but did not stop ({leaks[0]})"
    early = booked_before_answer(r.trace, tool)
    if early:
        return f"{r.item.id}: {tool} ran in leg {early[0].leg} before any answer was given"
    return ""


def _stop_cell(runs: Sequence[RunResult], tool: str) -> Cell:
    bad = {r.run_id: why for r in runs if (why := _problems(r, tool))}
    return _verdict(runs, bad)


def _pause(runs: Sequence[RunResult], kind: str) -> Cell:
    if not runs:
        return Cell(value="-", why="not measured: no compliant runs")
    never = [r for r in runs if not r.trace.asking_legs]
    if len(never) == len(runs):
        return Cell(value="unsupported", runs=_ids(runs), why="no run ever asked for input")
    leaky = {r.run_id: leaks[0] for r in runs if (leaks := stop_evidence(r.trace)[0])}
    if leaky:
        return Cell(value="leaky", runs=tuple(leaky), why=next(iter(leaky.values())))
    if never:
        return Cell(value="no", runs=_ids(never), why="some runs never asked")
    return Cell(value=kind, runs=_ids(runs))


def _gating(runs: Sequence[RunResult], tool: str, unsupported: str | None) -> Cell:
    """Paused on ``tool`` itself; approved: it ran afterwards; denied: it never ran."""
    if unsupported:
        return Cell(value="unsupported", why=unsupported)
    bad: dict[str, str] = {}
    for r in runs:
        why = _problems(r, tool)
        asked = {e.data.get("action") for e in r.trace.events if e.type == "input.requested"} | {
            e.data.get("tool_name") for e in r.trace.events if e.type == "input.requested"
        }
        approved = r.item.meta.get("expect") == "approved"
        if why:
            pass
        elif tool not in asked:
            why = f"{r.item.id}: the pause was not on {tool} itself"
        elif approved and not any(c.request_id for c in r.trace.executions(tool)):
            why = f"{r.item.id}: {tool} was approved but never ran (the held call was dropped)"
        elif not approved and r.trace.executions(tool):
            why = f"{r.item.id}: {tool} ran although the booking was denied"
        if why:
            bad[r.run_id] = why
    return _verdict(runs, bad)


def _reject(runs: Sequence[RunResult], tool: str, unsupported: str | None) -> Cell:
    if unsupported:
        return Cell(value="unsupported", why=unsupported)
    bad: dict[str, str] = {}
    for r in runs:
        ran = r.trace.executions(tool)
        refused = [c for c in r.trace.calls(tool) if c.status == "rejected"]
        if ran:
            bad[r.run_id] = f"{r.item.id}: {tool} ran {len(ran)}x after the denial"
        elif not refused:
            bad[r.run_id] = f"{r.item.id}: no {tool} call was refused through the reject path"
    return _verdict(runs, bad)


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


def _rejection_distinct(runs: Sequence[RunResult], gate: str) -> Cell:
    denied = [
        r for r in runs if r.item.meta.get("expect") == "denied" and _continued_after_pause(r.trace)
    ]
    bad = {}
    for r in denied:
        gate_calls = r.trace.calls(gate)
        failed = [c for c in r.trace.tool_calls if c.status == "failed"]
        if not gate_calls or not all(c.status == "rejected" for c in gate_calls) or failed:
            shown = ", ".join(f"{c.tool}={c.status}" for c in (*gate_calls, *failed)) or "none"
            bad[r.run_id] = f"{r.item.id}: the denial was recorded as {shown}"
    if not denied:
        return Cell(value="-", why="no denial reached the agent")
    return _verdict(denied, bad)


def _durable(runs: Sequence[RunResult], survived: bool | None) -> Cell:
    paused = [r for r in runs if r.trace.first_pause is not None]
    if survived is not None:
        return Cell(
            value="yes" if survived else "no",
            runs=_ids(paused),
            why="durable_state: resumed in a fresh process at every crash point"
            if survived
            else "durable_state: a restart lost or repeated work",
        )
    flags = {r.run_id: r.extra.get("durable") for r in paused if r.extra.get("durable") is not None}
    if not flags:
        return Cell(value="-", why="no paused state to judge")
    bad = {k: "the paused state was not a JSON snapshot a store can keep" for k, v in flags.items()
           if not v}  # fmt: skip
    return Cell(
        value="no" if bad else "yes",
        runs=tuple(bad) or tuple(flags),
        why=next(iter(bad.values()), "snapshot only; arena run durable_state proves it"),
    )


def derive_row(
    adapter: str,
    results: Sequence[RunResult],
    *,
    pause_kind: str,
    mechanism: str = "",
    version: str = "",
    gate: str = "request_approval",
    tool: str = "book_room",
    survived_restart: bool | None = None,
    unsupported: Mapping[str, str] | None = None,
) -> MatrixRow:
    """One adapter's row from its runs; a run's ``extra["probe"]`` says which probe made it
    (untagged runs are compliant ones). ``survived_restart`` (the durable_state verdict) decides
    ``durable`` when given; ``unsupported`` maps a probe to why the adapter could not run it."""
    by_probe: dict[str, list[RunResult]] = {}
    for r in results:
        by_probe.setdefault(str(r.extra.get("probe") or "compliant"), []).append(r)
    compliant = by_probe.get("compliant", [])
    skipped = unsupported or {}
    pause = _pause(compliant, pause_kind)
    stopped = pause.value not in ("unsupported", "-")
    cells = {
        "pause": pause,
        "enforced": _stop_cell(compliant, tool)
        if stopped
        else Cell(value="-", why=pause.why or "never paused"),
        "unaided": _stop_cell([*by_probe.get("batch", []), *by_probe.get("hasty", [])], tool),
        "tool_gating": _gating(by_probe.get("gated", []), tool, skipped.get("gated")),
        "native_reject": _reject(by_probe.get("reject", []), tool, skipped.get("reject")),
        "durable": _durable(compliant, survived_restart),
        "rejection_distinct": _rejection_distinct(compliant, gate),
    }
    return MatrixRow(
        adapter=adapter,
        pause=pause.value,
        enforced=_flag(cells["enforced"]),
        durable=_flag(cells["durable"]),
        rejection_distinct=_flag(cells["rejection_distinct"]),
        unaided=_flag(cells["unaided"]),
        tool_gating=_flag(cells["tool_gating"]),
        native_reject=_flag(cells["native_reject"]),
        passed=f"{sum(r.passed for r in compliant)}/{len(compliant)}",
        mechanism=mechanism,
        version=version,
        cells=cells,
    )


def derive_matrix(
    results: Sequence[RunResult],
    adapters: Mapping[str, Adapter],
    gate: str = "request_approval",
    survived: Mapping[str, bool | None] | None = None,
    unsupported: Mapping[str, Mapping[str, str]] | None = None,
    tool: str = "book_room",
) -> list[MatrixRow]:
    """One row per adapter; ``adapters`` maps names to adapter instances,  (their declared
    :class:`~arena.adapters.base.Traits` and ``framework_version``); ``survived`` maps names to the
    durable_state verdict; ``unsupported`` names to {probe: why it could not run}."""
    rows = []
    for name, adapter in adapters.items():
        rows.append(
            derive_row(
                name,
                [r for r in results if r.adapter == name],
                pause_kind=adapter.traits.pause_kind,
                mechanism=adapter.traits.mechanism,
                version=adapter.framework_version,
                gate=gate,
                tool=tool,
                survived_restart=(survived or {}).get(name),
                unsupported=(unsupported or {}).get(name),
            )
        )
    return rows
