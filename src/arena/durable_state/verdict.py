"""What happened at each crash point, read off the phases' notes and the stores."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.durable_state.process import AdapterProcesses, PhaseRun
from arena.durable_state.score import CrashOutcome, read_journals, score_store, unowned_lines
from arena.reconcile import reconcile
from arena.store import SQLiteStore, Store
from arena.types import Responder

#: Who settles the held runs of ``before_outcome``, in the audit trail.
OPERATOR = Responder(name="durable_state operator", role="scripted", interface="scripted")


def journal_counts(run: AdapterProcesses) -> list[list[Any]]:
    """Every phase's executions so far, ``[run_id, tool, count]`` each: what the operator's
    phase is handed to settle the held runs by (it cannot read the phases' journals)."""
    return [[rid, tool, n] for (rid, tool), n in read_journals(run.journals()).items()]


def reconcile_held(store: Store, executions: Sequence[Sequence[Any]]) -> int:
    """What an operator does with runs held for reconciliation: look at the real system (the
    execution journal stands for the room calendar) and record, per run, whether its booking took
    effect. Run in a phase of its own that loads no adapter (:func:`.child.reconcile`): a process
    that hosts adapter code may reconcile nothing (:func:`arena.hosting.check_reconcile`), and the
    parent hosts a user's ``module:factory`` (``arena run`` builds it once to check it). Returns
    how many runs were settled."""
    ran_by = {(str(rid), str(tool)): int(n) for rid, tool, n in executions}
    settled = 0
    for record in store.runs(status="needs_reconciliation"):
        tool = record.origin.check_spec.tool
        ran = ran_by.get((record.id, tool), 0)
        reconcile(
            store,
            record.id,
            "took-effect" if ran else "no-effect",
            reason=f"the execution journal shows {ran} execution(s) of {tool} for this run",
            actor=OPERATOR,
        )
        settled += 1
    return settled


def answered_per_point(phase: PhaseRun, option: str | None = None) -> dict[str, int]:
    """Answers written per crash point (only ``option`` ones when given)."""
    out = phase.out or {}
    return {
        cp: sum(1 for a in v.get("answered", []) if option is None or a.get("option") == option)
        for cp, v in out.items()
        if isinstance(v, dict)
    }


def adapter_info(phases: Mapping[str, PhaseRun]) -> dict[str, str]:
    for name in ("first_legs", "first_legs_killed"):
        phase = phases.get(name)
        for source in (phase.out, phase.note) if phase else ():
            if source and isinstance(source.get("adapter"), dict):
                return dict(source["adapter"])
    return {}


def score_crash_point(
    run: AdapterProcesses, cp: str, answered: PhaseRun, final: PhaseRun, *, order: Sequence[str]
) -> CrashOutcome:
    not_resumed: dict[str, str] = {}
    for outcome in ((final.out or {}).get("outcomes") or {}).get(cp, []):
        if outcome.get("error"):
            not_resumed[outcome["run_id"]] = outcome["error"]
    fallback = final.error
    covering = [
        p
        for p in run.phases.values()
        if p.name in ("answer", "resume") or _phase_covers(p.name, cp)
    ]
    errors = [p.error for p in covering if p.error]
    # What a resumer read in the state folder, and what was there for it to read (listed by the
    # harness: a read through a subprocess or under a code name has no audit note).
    beside = tuple(dict.fromkeys(f for p in covering for f in (*p.beside, *p.found)))
    outside = tuple(dict.fromkeys(f for p in covering for f in p.outside))
    errors[:0] = [
        f"resume read {f}, written by an earlier phase: state outside the store" for f in outside
    ]
    path = run.store(cp)
    if not path.exists():
        return CrashOutcome(
            adapter=run.adapter,
            crash_point=cp,
            results=(),
            lost_decisions=0,
            double_bookings=0,
            crash="no store: the first legs never ran",
            crash_reached=False,
            problems=tuple(errors) or ("the first legs never ran",),
            beside_store=beside,
            outside_store=outside,
        )
    journals = run.journals()
    executions = read_journals(journals) if journals else None
    mine = [j for j in journals if any(j.name.startswith(f"{p.name}.") for p in covering)]
    with SQLiteStore(path, create=False) as store:
        runs = {r.id for r in store.runs()}
    unowned = tuple(unowned_lines(mine, runs, runs | _known_runs(run, cp)))
    with SQLiteStore(path, create=False) as store:
        if fallback:
            for record in store.runs():
                not_resumed.setdefault(record.id, fallback)
        results, lost, double, problems = score_store(
            store,
            adapter=run.adapter,
            crash_point=cp,
            order=order,
            not_resumed=not_resumed,
            executions=executions,
        )
        crash, reached = _crash(run, cp, store, answered)
    problems[:0] = unowned
    if not reached:
        problems.insert(0, f"crash point not reached as planned: {crash}")
    return CrashOutcome(
        adapter=run.adapter,
        crash_point=cp,
        results=tuple(results),
        lost_decisions=lost,
        double_bookings=double,
        replays=sum(int(r.extra.get("replays", 0)) for r in results),
        crash=crash,
        crash_reached=reached,
        problems=tuple(errors + problems),
        beside_store=beside,
        outside_store=outside,
        unowned=unowned,
    )


def _known_runs(run: AdapterProcesses, cp: str) -> set[str]:
    """The run ids every other crash point's store holds (a journal is a phase's, and a phase
    carries runs of several crash points)."""
    known: set[str] = set()
    for other in run.crash_points:
        path = run.store(other)
        if other != cp and path.exists():
            with SQLiteStore(path, create=False) as store:
                known.update(r.id for r in store.runs())
    return known


def _phase_covers(phase: str, cp: str) -> bool:
    return {
        "first_legs": cp != "after_pause",
        "first_legs_killed": cp == "after_pause",
        "resume_killed_after_claim": cp == "after_decision",
        "resume_killed_after_booking": cp == "after_booking",
        "resume_killed_before_outcome": cp == "before_outcome",
        "reconcile": cp == "before_outcome",
        "resume_reconciled": cp == "before_outcome",
        "resume_killed_before_complete": cp == "before_complete",
    }.get(phase, False)


def _crash(run: AdapterProcesses, cp: str, store: Store, answered: PhaseRun) -> tuple[str, bool]:
    """What happened at the crash point, and whether it happened as planned."""
    if cp == "restart":
        first = run.phases["first_legs"]
        if first.returncode == 0:
            return "the first legs' process exited normally (0)", True
        return f"the first legs' process exited {first.returncode}", False
    name = {
        "after_pause": "first_legs_killed",
        "after_decision": "resume_killed_after_claim",
        "after_booking": "resume_killed_after_booking",
        "before_outcome": "resume_killed_before_outcome",
        "before_complete": "resume_killed_before_complete",
    }[cp]
    phase = run.phases.get(name)
    if phase is None:  # a booking point where no answered run books (orchestrate.run_adapter)
        return (
            "nobody was killed: no answered run of this arena books (every answer denies or is "
            "unclear), so there is no booking to crash in; its runs were resumed as after a "
            "restart"
        ), True
    note = phase.note or {}
    reached, planned = int(note.get("reached", 0)), int(note.get("planned", 0))
    if not phase.killed:
        return f"{name} was not killed (exit {phase.returncode})", False
    why = _first_outcome_error(note) if reached < planned else ""
    suffix = f" — {why}" if why else ""
    if cp == "after_pause":
        text = f"SIGKILLed after {reached}/{planned} first legs were recorded{suffix}"
        return text, reached == planned
    records = store.runs()
    taken_over = sum(
        1 for r in records for h in store.history(r.id) if h.transition == "run.claim_taken_over"
    )
    if cp == "after_decision":
        text = (
            f"resumer SIGKILLed right after claiming {reached}/{planned} runs; the retry took "
            f"{taken_over} dead claim(s) over{suffix}"
        )
        return text, reached == planned and planned > 0
    owner = note.get("owner")
    approvals = answered_per_point(answered, "approve").get(cp, 0)
    booked = sum(
        1
        for r in records
        for s in store.side_effects(r.id)
        if s.owner == owner and s.status == "ok"
    )
    if cp == "before_outcome":
        held, settled = (
            sum(1 for r in records if any(h.transition == t for h in store.history(r.id)))
            for t in ("run.needs_reconciliation", "run.reconciled")
        )
        text = (
            f"resumer SIGKILLed right after approved booking {reached}/{planned} ran, before its "
            f"outcome reached the ledger; the retry took {taken_over} dead claim(s) over and held "
            f"{held} run(s) for reconciliation; {settled} reconciled from the execution journal, "
            f"then resumed{suffix}"
        )
        ok = reached == planned and planned > 0 and held == settled == approvals
        return text, ok
    if cp == "after_booking":
        text = (
            f"resumer SIGKILLed right after approved booking {reached}/{planned} returned, "
            f"mid-leg, no run marked complete; the retry took {taken_over} dead claim(s) "
            f"over{suffix}"
        )
        return text, reached == planned and planned > 0
    text = (
        f"resumer SIGKILLed with {reached}/{planned} ended legs unrecorded, after "
        f"{booked}/{approvals} approved bookings ran; the retry took {taken_over} dead claim(s) "
        f"over{suffix}"
    )
    return text, reached == planned and planned > 0 and booked == approvals


def _first_outcome_error(note: Mapping[str, Any]) -> str:
    for batch in (note.get("outcomes") or {}).values():
        for outcome in batch:
            if outcome.get("error"):
                return str(outcome["error"])
    for batch in (note.get("runs") or {}).values():
        for run in batch:
            if run.get("error"):
                return str(run["error"])
    return ""
