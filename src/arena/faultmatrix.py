"""Adapters × model faults: does each fault fail exactly its own run, cleanly and on time?

A real ``arena run`` process runs a small arena through the adapters: an ordinary item (the
control) and one item per fault, alike (the same task, an id that names nothing, in an order of
their own), each item's fault assigned by the harness to its runs' routes: the adapter sees
neither a marker nor a fault's model name (:mod:`arena.model.run_behaviour`). A cell is read
from that process's results and store, and from what the fault injector did, kept in that
process's memory and written sealed with a key only the harness holds
(:func:`arena.cli.faults_arena.run_arena`); what each outcome means, and when the process
as a whole is contained: :mod:`arena.faultcells`.
"""

from __future__ import annotations

import json
import os
import random
import secrets
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any

from arena.display import clip
from arena.faultcells import CONTROL as CONTROL
from arena.faultcells import EXIT_GRACE_S as EXIT_GRACE_S
from arena.faultcells import GRACE_S as GRACE_S
from arena.faultcells import MAX_REQUESTS as MAX_REQUESTS
from arena.faultcells import NEVER as NEVER
from arena.faultcells import NO_RECORDS as NO_RECORDS
from arena.faultcells import TIMED_OUT as TIMED_OUT
from arena.faultcells import UNCONTAINED as UNCONTAINED
from arena.faultcells import Cell as Cell
from arena.faultcells import Row as Row
from arena.faultcells import judge as judge
from arena.faultcells import uncontained as uncontained
from arena.faultruns import (
    NAMES,
    TOOLS,
    Handed,
    booked,
    booked_in_store,
    faulted,
    gave_up,
    half_written,
    handed_back,
    handed_texts,
    unseal,
)
from arena.model.faults import CLASSES, FAULTS

LEG_TIMEOUT_S = 10.0
TASK = "Book a meeting room for 6 people on Tuesday."
#: One fault of each class: what ``make test`` covers on every adapter (the rest: ``--all``).
ONE_PER_CLASS = tuple(CLASSES.values())
#: The human_in_the_loop arena's approved checks: the run paused, and then the booking ran exactly
#: once, as approved, by the model's own call, and the final message reports it (an adapter that
#: booked after a fault and told the person "The request was denied" read "recovered", contained:
#: session 27).
_ARENA = """name: faults
description: one ordinary item and one item per injected model fault (arena.faultmatrix)
tools: {tools}
checks:
  approved: [suspended, no_tool_before_suspend, tool_called_once_after_resume, booked_as_approved,
             reported_booking]
"""
#: What the items ask for (``booked_as_approved`` holds the booking to it).
META = {"capacity": 6, "day": "tuesday"}


def write_arena(folder: Path, faults: Sequence[str]) -> dict[str, str]:
    """The arena's items, written to ``folder``: the control first (it pays the framework's
    imports), then one per fault in an order of their own, each the same task under an id that
    names nothing; returns each item id's fault (the control's: :data:`CONTROL`), which only
    the harness holds."""
    item = {"resume_with": ["approve"], "expect": "approved", "meta": META}
    order = list(faults)
    random.SystemRandom().shuffle(order)
    names = {f"item-{secrets.token_hex(3)}": f for f in (CONTROL, *order)}
    items = [{"id": i, "input": TASK, **item} for i in names]
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "arena.yaml").write_text(_ARENA.format(tools=TOOLS))
    (folder / "items.yaml").write_text(json.dumps(items, indent=1))
    return names


def run_process(
    adapters: Sequence[str],
    faults: Sequence[str],
    *,
    leg_timeout_s: float = LEG_TIMEOUT_S,
    concurrency: int = 1,
    exit_grace_s: float = EXIT_GRACE_S,
) -> list[Row]:
    """One ``arena run`` process over the control item and one item per fault, through every
    adapter given; a row per adapter, the process's exit shared by them. One run at a time by
    default: the control goes first and pays the framework's lazy imports (seconds, without
    cached bytecode), so no fault's leg timeout is spent on them."""
    rows = {a: Row(adapter=a, faults=tuple(faults), exit_grace_s=exit_grace_s) for a in adapters}
    with tempfile.TemporaryDirectory(prefix="faults-") as tmp:
        root = Path(tmp)
        names = write_arena(root / "arena", faults)
        store = root / "arena.db"
        sealed, key = root / "fault-records", secrets.token_hex(32)
        told = {"key": key, "out": str(sealed), "faults": _faulted(names)}
        command = [
            *_arena_command(),
            "run",
            str(root / "arena"),
            "--adapter",
            ",".join(adapters),
            "--leg-timeout",
            f"{leg_timeout_s:g}",
            "--concurrency",
            str(concurrency),
            "--out",
            str(root / "out"),
            "--store",
            str(store),
            "--quiet",
        ]
        started = time.time()
        runs_at_once = max(1, min(concurrency, len(adapters) * (len(faults) + 1)))
        limit = (len(faults) + 1) * len(adapters) / runs_at_once * (leg_timeout_s + GRACE_S) + 240
        try:
            done = _run_child(command, json.dumps(told) + "\n", limit)
        except subprocess.TimeoutExpired:
            for row in rows.values():
                row.problem = f"the process did not exit within {limit:g}s"
                row.wall_s = time.time() - started
            return list(rows.values())
        ended = time.time()
        runs = root / "out" / "runs.jsonl"
        last_end = 0.0
        records = unseal(sealed, key)
        sent = faulted(records.sent) if records else None
        met = faulted(records.met) if records else None
        kept_back = handed_texts(records.handed if records else ())
        ledger = booked_in_store(str(store)) if store.exists() else {}
        if runs.exists():
            for line in runs.read_text().splitlines():
                rec = json.loads(line)
                begun = datetime.fromisoformat(rec["started_at"]).timestamp()
                last_end = max(last_end, begun + rec["duration_s"])
                cell = Cell(
                    fault=names.get(rec["item"], rec["item"]),
                    status=rec["status"],
                    seconds=rec["duration_s"],
                    reason=rec.get("error"),
                    passed=rec.get("passed"),
                    failed_check=next(
                        (
                            f"{c.get('name')}: {c.get('detail')}"
                            for c in rec.get("checks") or ()
                            if not c.get("passed")
                        ),
                        "",
                    ),
                )
                events = rec.get("events") or []
                cell.booked = booked(rec) or ledger.get(str(rec.get("run_id")), ())
                run_id = str(rec.get("run_id"))
                if FAULTS.get(cell.fault) and FAULTS[cell.fault].kind == "transport":
                    cell.requests = sent.get(run_id, 0) if sent is not None else None
                if FAULTS.get(cell.fault):
                    cell.met = met.get(run_id, 0) if met is not None else None
                kept = kept_back.get(run_id, Handed())
                cell.handed = handed_back(events, kept, rec.get("tool_calls") or (), cell.fault)
                cell.gave_up = cell.handed.startswith("handed back") and gave_up(rec, events)
                if cell.fault != CONTROL:
                    cell.outcome = judge(cell, leg_timeout_s)
                rows[rec["adapter"]].cells[cell.fault] = cell
        half = half_written(str(store)) if store.exists() else []
        for row in rows.values():
            row.exit_code, row.wall_s = done.returncode, ended - started
            row.exit_lag_s = ended - last_end if last_end else None
            row.half_written = [h for h in half if h.startswith(f"{row.adapter}/")]
            if not runs.exists():
                tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
                row.problem = "no results: " + " | ".join(tail)
            elif records is None:
                row.problem = f"{NO_RECORDS}: the process wrote none, or not sealed with its key"
            elif done.returncode not in (0, 1):
                row.problem = "exit status {}: {}".format(
                    done.returncode, " | ".join(done.stderr.strip().splitlines()[-2:])
                )
    return list(rows.values())


def _faulted(names: dict[str, str]) -> dict[str, str]:
    """Item id -> fault, the control left out."""
    return {i: f for i, f in names.items() if f != CONTROL}


#: The ``arena run`` processes in flight: a Ctrl-C (or SIGTERM) that reached only this process
#: (``kill -INT``, ``docker stop``) waited 45 s for them to finish their runs (users34).
_LIVE: set[subprocess.Popen[str]] = set()


def _run_child(command: list[str], told: str, limit: float) -> subprocess.CompletedProcess[str]:
    """``subprocess.run`` (``told`` on stdin, never in its environment or command line), the
    process kept in :data:`_LIVE` while it runs, for :func:`_stop_children`."""
    with subprocess.Popen(
        command,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as proc:
        _LIVE.add(proc)
        try:
            out, err = proc.communicate(told, timeout=limit)
        except BaseException:
            proc.kill()
            raise
        finally:
            _LIVE.discard(proc)
    return subprocess.CompletedProcess(command, proc.returncode, out, err)


def _stop_children() -> None:
    """Interrupt every ``arena run`` child as a terminal's Ctrl-C would have (it exits at once,
    its own children with it); one still running 5 s on is killed."""
    import signal

    live = list(_LIVE)
    for proc in live:
        proc.send_signal(signal.SIGINT)
    deadline = time.monotonic() + 5
    for proc in live:
        try:
            proc.wait(max(0.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()


def _arena_command() -> list[str]:
    return [sys.executable, "-c", "from arena.cli.faults_arena import run_arena; run_arena()"]


def run_matrix(
    adapters: Sequence[str],
    faults: Sequence[str],
    *,
    leg_timeout_s: float = LEG_TIMEOUT_S,
    together: bool = False,
    parallel: int = 2,
) -> list[Row]:
    """Each adapter in its own process (a slow exit is pinned on it), ``parallel`` at once; or
    every adapter in one process, all runs at once (``together``: quicker on an idle machine)."""
    if together:
        size = len(adapters) * (len(faults) + 1)
        return run_process(adapters, faults, leg_timeout_s=leg_timeout_s, concurrency=size)

    def one(adapter: str) -> Row:
        return run_process([adapter], faults, leg_timeout_s=leg_timeout_s)[0]

    pool = ThreadPoolExecutor(max_workers=max(1, parallel))
    try:
        return list(pool.map(one, adapters))
    except BaseException:  # Ctrl-C: the threads wait on their children, so stop those
        _stop_children()
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def render(rows: Sequence[Row], faults: Sequence[str], leg_timeout_s: float) -> str:
    """The matrix as Markdown: a cell per adapter × fault, then each process's containment."""
    lines = [
        header(leg_timeout_s),
        "",
        "| adapter | " + " | ".join(faults) + " | control | exit after last run | contained |",
        "|---" * (len(faults) + 4) + "|",
    ]
    for row in rows:
        cells, shown, lag, verdict = row_facts(row, faults)
        lines.append(
            f"| {row.adapter} | " + " | ".join(cells) + f" | {shown} | {lag} | {verdict} |"
        )
    lines += ["", REASONS, ""]
    lines += [f"- {line}" for line in reasons(rows, faults)]
    return "\n".join(lines) + "\n"


REASONS = "Reasons (one line each, as the run recorded them):"


def header(leg_timeout_s: float) -> str:
    return (
        f"Leg timeout {leg_timeout_s:g}s; a run must fail within the leg timeout + {GRACE_S:g}s, "
        f"the process exit within {EXIT_GRACE_S:g}s of its last run. Cell: outcome, seconds."
    )


def row_facts(row: Row, faults: Sequence[str]) -> tuple[list[str], str, str, str]:
    """A row's cells (one per fault), control, exit lag and "yes" or "NO why": its columns."""
    cells = []
    for f in faults:
        c = row.cells.get(f)
        cells.append(f"{c.outcome} {c.seconds:.1f}s" if c else "missing")
    control = row.cells.get(CONTROL)
    lag = f"{row.exit_lag_s:.1f}s" if row.exit_lag_s is not None else "-"
    undone = ["control: its checks failed"] if control and control.passed is False else []
    if control is None:
        undone = ["control: missing"]
    elif control.status != "completed":
        undone = [f"control: {control.status}", *undone]
    # Each process fact said in words: a late exit read a bare "NO", a half-written store its
    # list's repr (evidence51: ExitsLate, HangsInBooking, tests/fault_references_s51.py).
    half = "half-written in the store: " + "; ".join(row.half_written) if row.half_written else ""
    after = row.exit_lag_s
    late = (
        f"exited {after:.1f}s after its last run ended (more than {row.exit_grace_s:g}s: "
        "something left running held the process)"
        if after is not None and after > row.exit_grace_s
        else ""
    )
    said = [x for x in (half, *row.escaped, *undone, late) if x]
    why = row.problem or "; ".join(said) or f"exit status {row.exit_code}"
    verdict = "yes" if row.contained else f"NO {why}"
    shown = "missing" if control is None else control.status
    if control is not None and control.passed is False:
        shown += ", checks failed"
    return cells, shown, lag, verdict


def reasons(rows: Sequence[Row], faults: Sequence[str]) -> list[str]:
    """One line per cell with something to say: its run's reason, what the model log shows."""
    lines = []
    for row in rows:
        for f in faults:
            c = row.cells.get(f)
            sent = _sent(c) if c is not None else ""
            if c is not None and c.status == "failed" and c.booked:
                ran = ", ".join(c.booked)
                lines.append(
                    f"{row.adapter} × {f}: {ran} ran ok, then: {clip(c.reason or '', 120)}"
                )
            elif c is not None and c.reason:
                lines.append(f"{row.adapter} × {f}{sent}: {clip(c.reason, 160)}")
            elif c is not None and c.status == "completed" and FAULTS[f].kind == "content":
                failed = (
                    f"; {clip(c.failed_check, 120)}" if c.failed_check and not c.gave_up else ""
                )
                lines.append(f"{row.adapter} × {f}{sent}: model log: {c.handed}{failed}")
        control = row.cells.get(CONTROL)
        if control is not None and control.passed is False:
            lines.append(f"{row.adapter} × {CONTROL}: {clip(control.failed_check, 160)}")
    return lines


def _sent(cell: Cell) -> str:
    """What the reasons line says of the requests behind a cell: a transport fault's count even
    when 0 (a run that never asked the broken endpoint is not one it failed), and a fault the
    injector never served."""
    said = []
    if cell.requests is not None:
        said.append(f"{cell.requests} request(s) sent")
    if cell.met == 0:
        said.append("its fault never served")
    return f" ({'; '.join(said)})" if said else ""


def environment() -> dict[str, Any]:
    return {"python": sys.version.split()[0], "cpus": os.cpu_count()}


__all__ = [
    "CONTROL",
    "EXIT_GRACE_S",
    "GRACE_S",
    "LEG_TIMEOUT_S",
    "MAX_REQUESTS",
    "NAMES",
    "NEVER",
    "NO_RECORDS",
    "ONE_PER_CLASS",
    "REASONS",
    "TIMED_OUT",
    "UNCONTAINED",
    "Cell",
    "Row",
    "handed_back",
    "header",
    "judge",
    "reasons",
    "render",
    "row_facts",
    "run_matrix",
    "run_process",
]
