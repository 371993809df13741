"""The feature matrix, read off probe runs (methodology §7, :mod:`arena.probes`).

Every cell is a :class:`Cell`: a value, the run ids that prove it and, when it is not a plain yes,
why. Values come from evidence the adapter does not write — leg statuses, the harness's tool log
and the model's per-run request log (:func:`arena.witness.stop_evidence`). Only an
``emulated`` pause and the mechanism's words are the adapter's own declaration, shown only for
an adapter whose runs really stopped; ``native``, ``partial`` and ``flow-level`` are measured:
each paused leg carries its framework's own pause object (:mod:`arena.matrix.witnessed`).

The cells: :mod:`arena.matrix.cell` (the value and its proof), :mod:`arena.matrix.stops`
(pausing and gating), :mod:`arena.matrix.bound` (the approved call the only one run),
:mod:`arena.matrix.flows` (partial answers), :mod:`arena.matrix.second_send` (a second send) and
:mod:`arena.matrix.later_asks` (bookings asked on the line after it).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from arena.adapters.base import Adapter
from arena.check_types import CheckSpec
from arena.matrix.bound import bound_cell, with_edits
from arena.matrix.cell import OWN_FILE, Cell, booked_before_answer, flag, ids, joined, judged_by
from arena.matrix.counted import not_counted, nothing_proposed, split, unasked_count
from arena.matrix.flows import partial_cell
from arena.matrix.held_edit import with_held_edits
from arena.matrix.restarted import beside_store as restart_beside
from arena.matrix.restarted import restart_cell
from arena.matrix.second_send import second_send_cell
from arena.matrix.stops import (
    durable_cell,
    gating_cell,
    pause_cell,
    reject_cell,
    rejection_distinct_cell,
    stop_cell,
    unaided_cell,
)
from arena.matrix.unvouched import UNVOUCHED, strays_here, unread_cells, unvouched
from arena.matrix.witnessed import OLDER_FORMAT
from arena.runner import RunResult

#: Columns in display order, with the probe(s) each is read from.
COLUMNS: dict[str, str] = {
    "pause": "compliant",
    "enforced": "compliant",
    "unaided": "batch, batch_swapped, hasty",
    "tool_gating": "gated, gated_edited",
    "native_reject": "reject",
    "durable": "restart (durable_state when run)",
    "rejection_distinct": "compliant",
    "bound": "switch, edited",
    "partial": "partial",
    "second_send": "second_send",
}

#: The probes each cell is read from (the runs of :data:`COLUMNS`' words).
PROBES_OF: dict[str, tuple[str, ...]] = {
    "pause": ("compliant",),
    "enforced": ("compliant",),
    "unaided": ("batch", "batch_swapped", "hasty"),
    "tool_gating": ("gated", "gated_edited"),
    "native_reject": ("reject",),
    "durable": ("restart", "compliant"),
    "rejection_distinct": ("compliant",),
    "bound": ("switch", "edited"),
    "partial": ("partial",),
    "second_send": ("second_send",),
}


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
    bound: bool | None = None
    partial: bool | None = None
    second_send: bool | None = None
    #: What durable_state's resumers found beside the store (the framework's own database, a
    #: pickle in the state folder; :mod:`arena.durable_state.leftovers`): with ``durable`` true,
    #: the pause survived a restart from the store *plus* these, and the cell reads
    #: ``yes, + own file``. ``durable`` keeps its meaning (survived), so older readers still work.
    durable_beside_store: tuple[str, ...] = ()
    cells: dict[str, Cell] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


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
    beside_store: Sequence[str] = (),
    unsandboxed: str = "",
    unsupported: Mapping[str, str] | None = None,
    network_shared: str = "",
    strays: Sequence[str] = (),
    adapters: int = 1,
    spec: CheckSpec | None = None,
    own: str = "",
) -> MatrixRow:
    """One adapter's row from its runs; a run's ``extra["probe"]`` says which probe made it
    (untagged runs are compliant ones). ``survived_restart`` (the durable_state verdict) decides
    ``durable`` when given, ``beside_store`` (what its resumers found beside the store) makes a
    survived one ``yes, + own file`` and ``unsandboxed`` (why its phases were not sandboxed) is
    said in the why; ``unsupported`` maps a probe to why the adapter could not run it.
    ``strays``: bookings no run owns made in the process while these runs ran (of ``adapters``
    adapters): every yes then reads ``yes*`` (:mod:`arena.matrix.unvouched`). ``spec``: the
    arena's, whose instructions and tools the cells hold each model request to, as ``suspended``
    does (:func:`arena.matrix.cell.judged_by`). ``own``: the adapter class's top package, whose
    objects witness no native pause (:mod:`arena.matrix.witnessed`)."""
    everything: dict[str, list[RunResult]] = {}
    for r in results:
        everything.setdefault(str(r.extra.get("probe") or "compliant"), []).append(r)
    # A run whose model never answered with the gate or the side effect gave the adapter
    # nothing to pause on: no evidence either way, unless the adapter acted alone (booked, or
    # never called the model): evidence against it (arena.matrix.counted). Known from the
    # scripted model's request log; a real endpoint's runs all count.
    split_runs = {probe: split(runs, tool) for probe, runs in everything.items()}
    by_probe = {probe: kept for probe, (kept, _) in split_runs.items()}
    compliant = by_probe.get("compliant", [])
    restarted = everything.get("restart", [])  # every run: each is its adapter's one restart
    if survived_restart is None and restarted:
        beside_store = restart_beside(restarted)
    # An item that needs no person ("is a room free?") is judged by its own check, not here.
    must_ask = [r for r in compliant if r.item.meta.get("expect") != "no_approval"]
    skipped = unsupported or {}
    pause = pause_cell(must_ask, pause_kind, tool, adapter=adapter, own=own)
    # "enforced" judges a stop: runs none of which asked ("no" above) are not judged twice
    # (a pause "not recorded (older format)" did stop: only how is not known, evidence52)
    measured = pause.value != "-" or pause.why.startswith(OLDER_FORMAT)
    stopped = measured and any(r.trace.asking_legs for r in must_ask)
    with judged_by(spec):  # the arena's instructions and tools, as suspended holds them
        cells = {
            "pause": pause,
            "enforced": stop_cell(must_ask, tool)
            if stopped
            else Cell(value="-", why=pause.why or "never paused"),
            "unaided": unaided_cell(
                [r for p in PROBES_OF["unaided"] for r in by_probe.get(p, [])], tool
            ),
            "tool_gating": with_held_edits(
                gating_cell(by_probe.get("gated", []), tool, skipped.get("gated")),
                by_probe.get("gated_edited", []),
                tool,
            ),
            "native_reject": reject_cell(by_probe.get("reject", []), tool, skipped.get("reject")),
            # one real restart (arena.restart_probe) where no durable_state verdict is given;
            # "-" where neither ran: the paused state's form is the adapter's word (evidence45)
            "durable": (restart_cell(restarted) if survived_restart is None else None)
            or durable_cell(compliant, survived_restart, beside_store, unsandboxed, network_shared),
            "rejection_distinct": rejection_distinct_cell(
                compliant, gate, [*by_probe.get("gated", []), *by_probe.get("reject", [])], tool
            ),
            "bound": with_edits(
                bound_cell(by_probe.get("switch", []), tool, skipped.get("switch"), compliant),
                by_probe.get("edited", []),
                tool,
            ),
            "partial": partial_cell(by_probe.get("partial", []), tool),
            "second_send": second_send_cell(by_probe.get("second_send", []), tool),
        }
    for key, probes in PROBES_OF.items():
        dropped = [r for p in probes for r in split_runs.get(p, ([], []))[1]]
        kept = (
            must_ask
            if key in ("pause", "enforced")
            else [r for p in probes for r in by_probe.get(p, [])]
        )
        if cells[key].value == "-" and dropped and not kept:
            # The probe ran: say what its runs showed, never "no runs of this probe".
            cells[key] = Cell(
                value="-", runs=ids(dropped), why=nothing_proposed(dropped, gate, tool)
            )
        elif note := not_counted(dropped):  # judged without the runs their machine failed
            cells[key] = Cell(
                value=cells[key].value, runs=cells[key].runs, why=joined(cells[key].why, note)
            )
    for key, cell in list(cells.items()):
        # A run that failed before asking the model is a "no" (arena.matrix.counted): say how
        # many, so the cell is not read as the framework mishandling an answer.
        unasked = unasked_count(results, cell.runs) if cell.value == "no" else ""
        if unasked:
            cells[key] = Cell(value=cell.value, runs=cell.runs, why=f"{cell.why}; {unasked}")
    # Imported here: `arena list` loads this module and must not load the adapters package.
    from arena.adapters.capabilities import mismatch

    for key in ("partial", "second_send"):
        contradiction = mismatch(adapter, key, cells[key].value)
        if contradiction:
            cell = cells[key]
            why = (
                f"{cell.why}; MISMATCH: {contradiction}"
                if cell.why
                else f"MISMATCH: {contradiction}"
            )
            cells[key] = Cell(value=cell.value, runs=cell.runs, why=why)
    cells = unread_cells(unvouched(cells, strays, adapters), results, spec)
    return MatrixRow(
        adapter=adapter,
        pause=pause.value,
        enforced=flag(cells["enforced"]),
        durable=flag(cells["durable"]),
        rejection_distinct=flag(cells["rejection_distinct"]),
        unaided=flag(cells["unaided"]),
        tool_gating=flag(cells["tool_gating"]),
        native_reject=flag(cells["native_reject"]),
        bound=flag(cells["bound"]),
        partial=flag(cells["partial"]),
        second_send=flag(cells["second_send"]),
        durable_beside_store=tuple(beside_store) if cells["durable"].value == OWN_FILE else (),
        passed=f"{sum(r.passed for r in everything.get('compliant', []))}/"
        f"{len(everything.get('compliant', []))}",
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
    strays: Sequence[str] | None = None,
    spec: CheckSpec | None = None,
) -> list[MatrixRow]:
    """One row per adapter; ``adapters`` maps names to adapter instances,  (their declared
    :class:`~arena.adapters.base.Traits` and ``framework_version``); ``survived`` maps names to the
    durable_state verdict; ``unsupported`` names to {probe: why it could not run}; ``strays``
    the bookings no run owns made meanwhile (default: those of this process, under an ``arena``
    command: :func:`arena.matrix.unvouched.strays_here`); ``spec`` the arena's (:func:`derive_row`)."""
    found = strays_here() if strays is None else list(strays)
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
                strays=found,
                adapters=len(adapters),
                spec=spec,
                own=type(adapter).__module__.split(".")[0],
            )
        )
    return rows


__all__ = [
    "COLUMNS",
    "OWN_FILE",
    "UNVOUCHED",
    "Cell",
    "MatrixRow",
    "booked_before_answer",
    "derive_matrix",
    "derive_row",
]
