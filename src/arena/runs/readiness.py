"""Whether a stored run can be resumed, checked before anything claims it.

A resume (``arena resume``, ``resume --all``, ``arena worker``) first asks this module: is the run
still waiting, held by no live resumer, settled, durable or alive in this process, is its audit
trail intact and is every open request answered (:func:`ready`); is the adapter's own state of
the pause where a leg can open it (:func:`find_state`); which runs are ready at all
(:func:`ready_runs`). Each refusal is a UserError that says what is missing and writes nothing
(but the writes :func:`ready` names); claiming and running the legs is
:mod:`arena.runs.resume`.
"""

from __future__ import annotations

import msgspec

from arena.errors import Conflict, RunError, UserError
from arena.reconcile import check_settled
from arena.runs import policy_votes
from arena.runs.eval_runs import check_rebuildable
from arena.runs.held import HeldElsewhere, held_message
from arena.runs.lost import NotDurable, close_lost, lost
from arena.runs.policy_votes import needs_no_person
from arena.runs.recorder import LIVE, LiveRun
from arena.session import SessionLine
from arena.store import store_flag
from arena.store.base import RequestRecord, RunRecord, Store
from arena.store.holder import exited as process_gone
from arena.types import Responder, ResumableRunner


class AuditBroken(UserError):
    """The run's audit entries or answers changed after they were written: not acted on."""


class Ready(msgspec.Struct, frozen=True, kw_only=True):
    """A run found ready: its record, its open (answered) requests, and this process's
    live copy of it, if it holds one."""

    record: RunRecord
    open_requests: tuple[RequestRecord, ...]
    live: LiveRun | None


def ready(
    store: Store,
    run_id: str,
    *,
    owner: str | None = None,
    close: Responder | None = None,
    rebuild: bool = False,
) -> Ready:
    """Everything that must hold before a claim (or, with ``owner``, under the claim ``owner``
    already holds); raises a UserError saying what is missing.

    One write is possible: a run whose ledger shows a side effect begun and never finished is
    held as ``needs_reconciliation`` (arena.reconcile) before NeedsReconciliation is raised.
    With ``close`` (``resume --all``), a second: a run that is not durable and whose pause is
    known to be gone (:func:`lost`) is closed as failed by ``close`` before NotDurable is raised,
    so that ``resume --all`` does not try it again at every call. And the policy's approval of
    an open request whose rule needs no person, where it was lost after its leg was recorded
    (:mod:`arena.runs.policy_votes`). ``rebuild``: the adapter is to
    be rebuilt from the record, which an eval's run cannot be (StartedElsewhere says what can).
    """
    record = store.run(run_id)
    if record.status in ("completed", "failed"):
        raise Conflict(f"run {run_id} is already {record.status}; there is nothing to resume")
    live = LIVE.get(run_id)
    if live is not None and live.ctx.leg != record.legs:
        live = None  # someone else continued it since; this process's copy is stale
    if close is not None and live is None and lost(record, owner):
        raise close_lost(store, record, close)
    holder = owner
    if (
        record.status == "resuming"
        and (owner is None or record.claim_owner != owner)
        and record.claim_expires_at
        and record.claim_expires_at > store.now()  # the clock the claim expires by
    ):
        if not process_gone(record.claim_owner):
            raise HeldElsewhere(held_said(record))
        holder = record.claim_owner  # exited: its claim is taken over, its ledger read as its
    # A side effect ran unrecorded: a person decides, not a retry.
    check_settled(store, record, owner=holder)
    if rebuild and live is None:  # an eval's line: its own process continues it (t.resume())
        check_rebuildable(record)
    # Before "answer first": a lost pause can take no answer (arena.operator refuses one).
    if live is None and not record.durable:
        raise NotDurable(
            f"run {run_id} ({record.adapter}) is not durable: its paused state lived only in the "
            f"memory of process {record.created_by}, and a process restart loses it — it cannot "
            "be resumed from this process. Re-run the item, or use an adapter whose pause is durable"
        )
    # Before "answer first": a request whose answer was deleted can take no answer either.
    broken = store.verify_run(run_id)
    if broken is not None:
        raise AuditBroken(
            f"run {run_id} is not resumed: its audit trail does not verify — {broken.describe()}; "
            "the store was changed outside hitl-arena (arena audit verify shows the first break)"
        )
    open_requests = tuple(r for r in store.requests(run_id) if not r.resolved)
    if not open_requests:
        raise Conflict(f"run {run_id} has no open request to continue from")
    if policy_votes.approve_lost(store, run_id, open_requests):  # lost after its leg (durable42)
        open_requests = tuple(r for r in store.requests(run_id) if not r.resolved)
    unanswered = [r.id for r in open_requests if r.response is None]
    if unanswered:
        first, flag = unanswered[0], store_flag(store)  # the hint reaches this store (users31)
        raise UserError(
            f"run {run_id} still waits for an answer to {', '.join(unanswered)}; answer first: "
            f"arena approve {first}{flag}  or  arena deny {first} --reason ...{flag}"
        )
    return Ready(record=record, open_requests=open_requests, live=live)


def find_state(store: Store, prepared: Ready, adapter: ResumableRunner) -> None:
    """The adapter's own state of the pause (LangGraph's checkpoints, ADK's session) is where a
    leg can open it, checked before the run is claimed: a store folder moved or copied without
    that file raises StateNotFound (a UserError naming where it looked and how to point at the
    file), and the run waits with its answers. A leg that found no pause failed the run, and
    the answers with it, on what is the environment's fault (outside tester 20)."""
    find = getattr(adapter, "find_state", None)
    if find is None or prepared.live is not None:  # a live run's state is in this process
        return
    from arena.adapters._state_files import StateNotFound  # not for `arena pending` (lazy)

    run_id = prepared.record.id
    try:
        session = SessionLine.restore(store.snapshot(run_id))
    except RunError:  # a snapshot of another release: the leg says so
        return
    try:
        find(session, run_id)
    except StateNotFound as exc:
        raise StateNotFound(
            f"{exc}; then arena resume {run_id}. Nothing was claimed: the run still waits "
            "with its answers"
        ) from None


def ready_runs(store: Store, *, with_lost: bool = False) -> list[str]:
    """Runs whose every open request is answered (and not being resumed right now), oldest first;
    ``with_lost``: and runs whose claim is held by a process that has exited with their pause
    (:func:`lost`), for ``resume --all`` to close."""
    runs = store.runs()
    # Claims expire by the store's clock (PostgreSQL: the server's): a worker whose clock ran an
    # hour behind left a dead worker's runs alone for that hour (durable33). Read once, and only
    # when a run is being resumed.
    now = store.now() if any(r.status == "resuming" for r in runs) else None
    candidates = [
        r
        for r in runs
        if r.status == "waiting"
        or (
            r.status == "resuming"
            and r.claim_expires_at is not None
            and now is not None
            and r.claim_expires_at <= now
        )
        or (r.status == "resuming" and process_gone(r.claim_owner))
        or (with_lost and r.status == "resuming" and lost(r))
    ]
    out = []
    for record in reversed(candidates):
        open_requests = [q for q in store.requests(record.id) if not q.resolved]
        # A request its rule approves without a person counts as answered: ready() gives the
        # policy's approval where it was lost after the leg was recorded (durable42).
        answered = (q.response is not None or needs_no_person(q.request) for q in open_requests)
        if open_requests and all(answered):
            out.append(record.id)
    return out


def held_said(record: RunRecord) -> str:
    """Whose claim holds ``record``, said as ``resume --all`` says it: a holder known to be
    running continues the run (its pid named), not "if that process died" (user tester 21: a dead
    holder on this host is taken over at once, never waited out)."""
    from arena.store.holder import known_alive, parse

    said = held_message(record)
    held = parse(record.claim_owner)
    if held is None or not known_alive(record.claim_owner):
        return said
    head = said.split("; if that process died", 1)[0]
    return f"{head}: a process that is running (pid {held.pid}) continues it; nothing to do here"
