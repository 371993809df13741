"""Reading a crash point's store after every process is gone: results, lost decisions, bookings.

Everything is counted from the store, never from what a process said about itself:

- a **lost decision** is an answer the store holds that no recorded leg delivered to the agent
  (no ``input.responded`` for its request): it never reached the agent, or it did in a process
  that died and the run could not be completed from the store since;
- **bookings** are executions of the consequential tool, read from the execution journal
  (:data:`arena.tools.JOURNAL_ENV`): one line per execution, appended as the tool returns in
  whichever process ran it, SIGKILLed ones included — evidence the side-effect ledger cannot
  fake, since the ledger is what is under test. Without a journal: one per ledger entry plus
  unkeyed executions in the tool-call log. **Double bookings** are bookings beyond one per run;
- **bookings no run owns** are journal lines no run of the store can own: no run id (a child
  process, a thread with no run's context), a run id no store of the adapter holds (a made-up
  one), or flagged by the ledger (``around_wrapper``, ``stray``, ``unowned``). Every line is
  read: each such line is the adapter's problem and the crash point is not survived;
- **replays** are the framework's attempts to run the tool again that the ledger held back
  (``side_effect.replayed`` events: the retry got the recorded outcome instead). A framework
  that resumes mid-leg from its own checkpoint replays nothing; one that re-runs the leg from
  the pause replays each booking. Replays are not failures — double bookings are.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from arena.checks import run_checks
from arena.runner import RunResult
from arena.store.base import RunRecord, Store
from arena.trace import Trace


@dataclass(frozen=True, kw_only=True)
class CrashOutcome:
    """One adapter through one crash point: its runs, counted from the store."""

    adapter: str
    crash_point: str
    results: tuple[RunResult, ...]
    lost_decisions: int
    double_bookings: int
    #: Re-runs of the side effect the ledger held back (see the module docstring).
    replays: int = 0
    #: What happened at the crash point, in words (who died where, what it had done).
    crash: str
    crash_reached: bool
    #: Why it did not survive, first things first (empty when it did).
    problems: tuple[str, ...] = ()
    #: Files an earlier phase wrote that a resumer read: in the adapter's state folder beside
    #: the store (the framework's own second store, shown with the verdict), and anywhere else
    #: (state outside the store: not survived). :mod:`arena.readwatch`. Beside it also lists
    #: whatever the harness found in the run folder besides the stores when a resumer started
    #: (:mod:`arena.durable_state.leftovers`), read or not.
    beside_store: tuple[str, ...] = ()
    outside_store: tuple[str, ...] = ()
    #: Execution-journal lines no run owns, in words (:func:`unowned_lines`).
    unowned: tuple[str, ...] = ()

    @property
    def passed(self) -> int:
        return sum(r.passed for r in self.results)

    @property
    def survived(self) -> bool:
        return (
            self.crash_reached
            and bool(self.results)
            and self.passed == len(self.results)
            and self.lost_decisions == 0
            and self.double_bookings == 0
            and not self.outside_store
            and not self.unowned
        )


#: (run id, tool) -> executions that returned ok, from an execution journal.
Executions = Mapping[tuple[str, str], int]


def read_journal(path: Path) -> Executions:
    """Count an execution journal's lines (a torn last line — a process killed mid-write — is
    not an execution that returned)."""
    counts: Counter[tuple[str, str]] = Counter()
    if not path.exists():
        return counts
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if entry.get("status") == "ok" and entry.get("run_id"):
            counts[(str(entry["run_id"]), str(entry.get("tool")))] += 1
    return counts


#: A journal line's marks that say the ledger found no leg owning it (arena.tools.journal).
FLAGS = ("around_wrapper", "stray", "unowned")


def journal_lines(path: Path) -> list[dict[str, Any]]:
    """Every whole line of an execution journal (a torn last line is no line)."""
    if not path.exists():
        return []
    lines: list[dict[str, Any]] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        try:
            entry = json.loads(raw)
        except ValueError:
            continue
        if isinstance(entry, dict):
            lines.append(entry)
    return lines


def unowned_lines(
    paths: Iterable[Path], runs: Collection[str], known: Collection[str]
) -> list[str]:
    """The lines of ``paths`` no run of this store owns, in words: a booking (or a refused call)
    with no run id or one no store of the adapter holds (``known``), and any line of one of this
    store's ``runs`` that the ledger flagged. Nothing is dropped: a line is a run's or a problem."""
    found: list[str] = []
    for path in paths:
        for entry in journal_lines(path):
            run_id, status = entry.get("run_id"), entry.get("status")
            flags = [f for f in FLAGS if entry.get(f)]
            what = f"{entry.get('tool')}({entry.get('args')}) {status}"
            if run_id is None or str(run_id) not in known:
                if status != "ok" and not flags:
                    continue  # a refused call of no run the ledger did not flag: nothing ran
                whose = "no run id" if run_id is None else f"run id {run_id!r}, which no run holds"
            elif str(run_id) in runs and flags:
                whose = f"run {run_id}, flagged {'/'.join(flags)} by the ledger"
            else:
                continue
            found.append(
                f"a booking no run owns: {what} in {path.name.split('.')[0]} "
                f"(pid {entry.get('pid')}), {whose}"
            )
    return found


def read_journals(paths: Iterable[Path]) -> Executions:
    """Every phase's journal, counted together."""
    total: Counter[tuple[str, str]] = Counter()
    for path in paths:
        total.update(read_journal(path))
    return total


def replays(store: Store, record: RunRecord) -> int:
    """Times the framework tried to run a side effect again and the ledger held it back."""
    return sum(1 for e in store.events(record.id) if e.type == "side_effect.replayed")


def bookings(store: Store, record: RunRecord, executions: Executions | None = None) -> int:
    """Real executions of the run's consequential tool (see the module docstring)."""
    tool = record.origin.check_spec.tool
    if executions is not None:
        return executions.get((record.id, tool), 0)
    keyed = sum(1 for s in store.side_effects(record.id) if s.key.tool == tool)
    unkeyed = sum(
        1
        for c in store.tool_calls(record.id)
        if c.tool == tool and c.status not in ("rejected", "blocked") and c.request_id is None
    )
    return keyed + unkeyed


def lost_decisions(store: Store, record: RunRecord) -> list[str]:
    """Request ids whose stored answer never reached the agent."""
    return [q.id for q in store.requests(record.id) if q.response is not None and not q.resolved]


def score_store(
    store: Store,
    *,
    adapter: str,
    crash_point: str,
    order: Sequence[str] = (),
    not_resumed: Mapping[str, str] | None = None,
    executions: Executions | None = None,
) -> tuple[list[RunResult], int, int, list[str]]:
    """Results (item order), lost decisions, double bookings and problems of one store.

    ``not_resumed`` says, per run id, why the last resumer did not continue a run that is still
    waiting; it becomes the run's error. ``executions``: the execution journal's counts.
    """
    records = sorted(
        store.runs(),
        key=lambda r: (order.index(r.item_id) if r.item_id in order else len(order), r.created_at),
    )
    results: list[RunResult] = []
    lost_total = double_total = 0
    problems: list[str] = []
    for record in records:
        item = record.origin.item
        error = record.error
        if record.status in ("waiting", "resuming", "needs_reconciliation"):
            why = (not_resumed or {}).get(record.id) or "no process continued it"
            error = f"not continued after the restart ({record.status}): {why}"
        turns = tuple(store.turns(record.id))
        trace = Trace(legs=turns, error=error)
        failed_leg = next((t.error for t in reversed(turns) if t.error), None)
        checks = tuple(run_checks(trace, item, record.origin.check_spec))
        lost = lost_decisions(store, record)
        booked = bookings(store, record, executions)
        double = max(0, booked - 1)
        lost_total += len(lost)
        double_total += double
        result = RunResult(
            run_id=record.id,
            arena=record.origin.arena,
            item=item,
            adapter=adapter,
            model=record.origin.endpoint.model,
            trace=trace,
            checks=checks,
            started_at=record.created_at,
            duration_s=(record.updated_at - record.created_at).total_seconds(),
            extra={
                "crash_point": crash_point,
                "lost_decisions": len(lost),
                "bookings": booked,
                "replays": replays(store, record),
                "durable": record.durable,
            },
        )
        results.append(result)
        if error:
            problems.append(f"{item.id}: {error}")
        elif failed_leg:
            problems.append(f"{item.id}: leg {turns[-1].leg} failed: {failed_leg}")
        elif lost:
            problems.append(f"{item.id}: the answer to {lost[0]} never reached the agent")
        tool = record.origin.check_spec.tool
        if double:
            problems.append(f"{item.id}: {tool} ran {booked}x")
        logged = len(trace.executions(tool))
        if record.status == "completed" and booked > logged:
            problems.append(
                f"{item.id}: {tool} ran {booked}x (side-effect ledger) but the completed run's "
                f"log shows {logged}: a booking the agent never reported"
            )
        for check in checks:
            if not check.passed and not (error or failed_leg):
                problems.append(f"{item.id}: {check.name}: {check.detail}")
    return results, lost_total, double_total, problems
