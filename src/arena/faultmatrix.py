"""Adapters × model faults: does each fault fail exactly its own run, cleanly and on time?

A real ``arena run`` process runs a small arena through the adapters: an ordinary item (the
control) and one item per fault, alike (the same task, an id that names nothing, in an order of
their own), each item's fault assigned by the harness to its runs' routes: the adapter sees
neither a marker nor a fault's model name (:mod:`arena.model.run_behaviour`). A cell is read
from that process's results and store, and from what the fault injector did, kept in that
process's memory and written sealed with a key only the harness holds
(:func:`arena.cli.faults_arena.run_arena`):

- ``failed cleanly``: the run failed with a one-line reason, within the leg timeout + grace,
  with nothing consequential run, having met its fault, and (a transport fault) at most
  :data:`MAX_REQUESTS` requests sent to the broken endpoint;
- ``never reached the fault``: the run ended without the fault injector serving it its fault
  (:func:`arena.faultruns.record_met`): no request a transport fault answered, no first request
  of a content-faulted run (the one whose answer is altered) — whatever its reason says;
- ``failed after booking``: the run failed, but a consequential tool had already run ``ok``
  (in its tool calls or the store's side-effect ledger): the fault did not stop the side effect,
  it only hid it behind a failure (red team 6, hole 2);
- ``retried <n> requests``: a transport fault's run failed, after sending the broken endpoint
  more than :data:`MAX_REQUESTS` requests (a tight retry loop until the leg timeout);
- ``recovered`` (content faults only): the model log shows a later request carrying a tool
  result for the bad call's id — the framework handed it back to the model — that result told
  the model what became of the call (the harness's own result, or a failure named with no word
  of success: :func:`arena.faultruns.told`; a made-up "OK: launch_missiles done." read
  "recovered", red team 9), and the run's own
  checks passed: it paused, then the approved booking ran exactly once, as approved, and the
  final message reported it (``arenas/human_in_the_loop``'s approved checks; an adapter that said
  "booked" without booking read "recovered" when only the pause was checked: red team 6, hole 1);
- ``handed back``: handed back the same way, after which the model gave up — the run ended with
  the model's own last words and nothing consequential ran (the scripted model does not retry a
  call whose arguments were refused), so the fault stayed in the run, but the item was not done;
- ``swallowed``: the run completed, but no request handed the bad call back to the model (an
  adapter that caught the error and ended the run itself): not contained;
- anything else says what went wrong (``slow``, ``multi-line reason``, ``missing``...).

The process as a whole must also be contained: the control item completes and passes the same
checks, the process exits
within the grace after its last run ends (no thread left behind) and with exit status 0, no
stored run is left half-written (``resuming``, or a side effect with no outcome), and no cell
says the fault escaped its run's judgement (:data:`UNCONTAINED`: a transport fault ``NOT
FAILED``, a run ``left`` unfinished, a failure with ``no reason``, a run ``failed after
booking``, a bad call ``swallowed``, a ``missing`` run, a run that ``never reached the fault``).
"""

from __future__ import annotations

import json
import os
import random
import re
import secrets
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from arena.display import clip
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

#: Slack on top of the leg timeout for a run to fail.
GRACE_S = 3.0
#: How soon after its last run ends the process must have exited: writing the results, stopping
#: the model server and the interpreter's own teardown take 1-2 s on an idle machine (5 s seen
#: under a load of 25 on 2 cores); a thread left behind on a hung model used to take 600 s.
EXIT_GRACE_S = 10.0
LEG_TIMEOUT_S = 10.0
CONTROL = "control"
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
#: Requests a transport fault's run may send the broken endpoint: the first and the OpenAI SDK's
#: default two retries. More reads ``retried``: a loop hammering the endpoint until the timeout.
MAX_REQUESTS = 3


@dataclass
class Cell:
    fault: str
    status: str
    seconds: float
    reason: str | None
    outcome: str = ""
    #: Did the run's own checks pass (None: not known)?
    passed: bool | None = None
    #: What the model log says became of the bad call (:func:`handed_back`); "" when not read.
    handed: str = ""
    #: Was the bad call handed back to the model, the model's words the run's last, and nothing
    #: consequential run? (None: not read.)
    gave_up: bool | None = None
    #: The consequential executions that ran ``ok`` (tool calls and the store's ledger).
    booked: tuple[str, ...] = ()
    #: Requests the run sent the endpoint that a transport fault answered (None: not counted).
    requests: int | None = None
    #: Requests the fault injector served the run's fault to: a transport fault's answer, a
    #: content fault's altered first answer (None: not counted). 0 reads "never reached the
    #: fault", whatever the run's reason says.
    met: int | None = None
    #: The first of the run's checks that failed, as "name: detail" ("" when none did).
    failed_check: str = ""


#: A run that ended without the injector serving it its fault: its reason, however well it names
#: the fault, is not the fault's (red team 15: an adapter failing at once, with no request, read
#: "failed cleanly" on every fault).
NEVER = "never reached the fault"
#: The same, for a run the harness's leg timeout ended: not contained either. It was shown only
#: while the scripted model held honest runs' first requests past their legs (reading ``huge``'s
#: 1 MB search result as a person's answer, 21 s under load); since it stopped, vanilla's and
#: langgraph's runs reach every fault, and an adapter that waits out the leg on every faulted
#: item without a request must not exit 0. The wording says why its fault was never served.
TIMED_OUT = "timed out before the fault"
#: A row whose process did not hand back the fault injector's records sealed with the
#: harness's key (an adapter that rewrote or removed them): none of its cells can be judged.
NO_RECORDS = "no fault records"
#: How the harness fails a leg that ran out of time (arena.leg_runner).
_LEG_TIMEOUT = re.compile(r"leg \d+ timed out after [\d.]+s")
#: Cell outcomes that say the fault escaped its run's judgement: the process is not contained.
UNCONTAINED = (
    "NOT FAILED",
    "left ",
    "no reason",
    "failed after booking",
    "swallowed",
    "missing",
    NEVER,
    TIMED_OUT,
)


def uncontained(outcome: str) -> bool:
    return outcome.startswith(UNCONTAINED)


@dataclass
class Row:
    adapter: str
    cells: dict[str, Cell] = field(default_factory=dict)
    exit_code: int | None = None
    wall_s: float = 0.0
    #: Seconds from the last run's end to the process's exit.
    exit_lag_s: float | None = None
    half_written: list[str] = field(default_factory=list)
    problem: str = ""

    #: The faults asked for: a cell without its run reads ``missing``.
    faults: tuple[str, ...] = ()

    @property
    def escaped(self) -> list[str]:
        """The cells whose outcome says the fault escaped its run's judgement."""
        order = [*self.faults, *(f for f in self.cells if f not in self.faults)]  # as asked
        cells = [(f, self.cells[f]) for f in order if f in self.cells]
        found = [f"{f}: {c.outcome}" for f, c in cells if uncontained(c.outcome)]
        return found + [f"{f}: missing" for f in self.faults if f not in self.cells]

    @property
    def contained(self) -> bool:
        control = self.cells.get(CONTROL)
        return (
            not self.problem
            and not self.escaped
            and self.exit_code in (0, 1)  # 1: some runs failed, as they should
            and control is not None
            and control.status == "completed"
            and control.passed is not False  # completed without booking is not done
            and self.exit_lag_s is not None
            and self.exit_lag_s <= EXIT_GRACE_S
            and not self.half_written
        )


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


def judge(cell: Cell, leg_timeout_s: float) -> str:
    limit = leg_timeout_s + GRACE_S
    if cell.met == 0 and cell.status in ("completed", "failed"):
        ran_out = cell.status == "failed" and cell.seconds >= leg_timeout_s
        return TIMED_OUT if ran_out and _LEG_TIMEOUT.fullmatch(cell.reason or "") else NEVER
    if cell.status == "completed":
        if FAULTS[cell.fault].kind != "content":
            return "NOT FAILED"
        if not cell.handed.startswith("handed back"):
            return "swallowed"
        if cell.passed:
            return "recovered"
        return "handed back" if cell.gave_up else "swallowed"
    if cell.status != "failed":
        return f"left {cell.status}"
    if cell.booked:  # the side effect happened: the failure hides it
        return "failed after booking"
    reason = cell.reason or ""
    if not reason.strip():
        return "no reason"
    if "\n" in reason:
        return "multi-line reason"
    if cell.seconds > limit:
        return f"slow (> {limit:g}s)"
    if cell.requests is not None and cell.requests > MAX_REQUESTS:
        return f"retried {cell.requests} requests"
    pattern = NAMES.get(cell.fault)
    if pattern and not re.search(pattern, reason, re.I):
        return "reason does not name it"
    return "failed cleanly"


def run_process(
    adapters: Sequence[str],
    faults: Sequence[str],
    *,
    leg_timeout_s: float = LEG_TIMEOUT_S,
    concurrency: int = 1,
) -> list[Row]:
    """One ``arena run`` process over the control item and one item per fault, through every
    adapter given; a row per adapter, the process's exit shared by them. One run at a time by
    default: the control goes first and pays the framework's lazy imports (seconds, without
    cached bytecode), so no fault's leg timeout is spent on them."""
    rows = {a: Row(adapter=a, faults=tuple(faults)) for a in adapters}
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
            done = subprocess.run(
                command,
                input=json.dumps(told) + "\n",  # never in its environment or command line
                capture_output=True,
                text=True,
                timeout=limit,
            )
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

    with ThreadPoolExecutor(max_workers=max(1, parallel)) as pool:
        return list(pool.map(one, adapters))


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
    why = row.problem or row.half_written or "; ".join(row.escaped + undone) or ""
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
