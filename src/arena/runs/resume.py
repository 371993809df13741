"""Continuing a stored run: check it is ready, claim it, rebuild what it needs, run, persist, release.

Another process rebuilds everything from the run's record: the adapter from its name and the
arena's tools module, the model endpoint from the recorded behaviour or URL (a scripted run gets a
scripted server of its own — the recorded port died with the process that ran it), and the
:class:`RunContext` from the stored events, tool calls, open requests, leg counter and session
snapshot. A run whose state is not durable (vanilla) can only be continued by the process that
still holds it in :data:`arena.runs.recorder.LIVE`; anywhere else it fails with
:class:`NotDurable` before the store is touched.

The record is data, never code or credentials: what is rebuilt from it, and how the operator's
configuration bounds that, is :mod:`arena.runs.rebuild`; a run whose audit entries or answers do
not verify (:mod:`arena.store.chain`) is not resumed. What must hold before a run is claimed (and
which runs are ready) is :mod:`arena.runs.readiness`; this module claims, runs and releases.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Sequence
from contextlib import ExitStack
from datetime import datetime

import msgspec

from arena.checks import run_checks
from arena.context import ModelEndpoint, RunContext
from arena.deadline import harness_faults
from arena.errors import ArenaError, Conflict, UserError
from arena.model.process import ModelProcess
from arena.reconcile import NeedsReconciliation, check_settled
from arena.runner import (
    DEFAULT_LEG_TIMEOUT,
    MAX_RESUMES,
    RESUME_CAP,
    Answerer,
    LegRunner,
    RunResult,
    human_answerer,
    run_legs,
)
from arena.runs.allow import Allow, load_allow
from arena.runs.eval_runs import StartedElsewhere, gone
from arena.runs.held import HeldElsewhere, held_message, held_runs
from arena.runs.leg_ran import cut_off, taken_over
from arena.runs.lost import CLOSER, NotDurable, close_lost, lost
from arena.runs.readiness import AuditBroken as AuditBroken
from arena.runs.readiness import Ready
from arena.runs.readiness import find_state as find_state
from arena.runs.readiness import ready as ready
from arena.runs.readiness import ready_runs as ready_runs
from arena.runs.rebuild import (
    check_endpoint,
    check_key_option,
    endpoints,
    rebuild_adapter,
    restore_context,
    scripted_model,
)
from arena.runs.recorder import CLAIM_MARGIN_S, OWNER, StoreRecorder
from arena.runs.stopped import ctrl_c_raises, ctrl_c_stops, given_back
from arena.store.base import RunRecord, Store
from arena.trace import Trace
from arena.types import Responder, ResumableRunner, Turn


class SetAsideError(ArenaError):
    """The environment broke the resumed leg (key refused, model down); the run waits again."""


#: What becomes of a run whose claim this process could not give back (docs/operator.md).
OWN_CLAIM = (
    "this process's own claim could not be released (disk full?); the next `arena resume "
    "--all` takes it over once this process exits"
)


class OwnClaimKept(ArenaError):
    """The store refused the resumed leg and the release of its claim: the run stays held by
    this process's own claim until the process exits (exit 3, said once)."""


class ResumeOutcome(msgspec.Struct, frozen=True, kw_only=True):
    """What ``resume_many`` did with one run: a result, or why it was not resumed."""

    run_id: str
    result: RunResult | None = None
    error: str | None = None
    #: True when ``error`` is a user error (nothing was written); False for a runtime failure.
    user_error: bool = True
    #: Not continued here because another resumer holds the run's claim ("held") or finished it
    #: meanwhile ("finished"), or the running eval that started it continues it ("eval"):
    #: ``resume --all`` does not count it as a failure. "own": held by this process's own
    #: claim, which the store refused to release (exit 3). "interrupted": Ctrl-C stopped it
    #: before its leg was recorded (``error`` says what became of it; exit 130).
    elsewhere: str | None = None
    #: Resumed after taking the claim over from a resumer that had died: from whom, and the
    #: side effects it had run that the ledger replayed instead of running again.
    taken_over: str | None = None


class _Recorder(StoreRecorder):
    """A resume's recorder that remembers a leg the store discarded because this process lost
    its claim (it expired and another resumer took the run over, or ended it): that leg is not
    this process's result, and no failure of the run."""

    #: The store's refusal of the leg (``record_leg``'s Conflict), or None.
    discarded: Conflict | None = None

    def leg_finished(
        self, ctx: RunContext, turn: Turn, *, started_at: datetime, duration_s: float
    ) -> Turn:
        try:
            return super().leg_finished(ctx, turn, started_at=started_at, duration_s=duration_s)
        except Conflict as exc:
            self.discarded = exc
            raise


async def _continue(
    store: Store,
    prepared: Ready,
    adapter: ResumableRunner,
    endpoint: ModelEndpoint,
    *,
    answerer: Answerer | None,
    leg_timeout_s: float,
    actor: Responder,
    owner: str,
    claim_ttl_s: float | None,
    claim: RunRecord | None = None,
) -> RunResult:
    from arena.store import store_flag

    record = prepared.record
    ttl = claim_ttl_s if claim_ttl_s is not None else leg_timeout_s + CLAIM_MARGIN_S
    clock = time.perf_counter()
    if claim is None:
        claim = store.claim(record.id, owner, ttl_s=ttl, actor=actor)
        # Read again under the claim: a resumer whose claim ran out could still begin a side
        # effect between ready()'s read and this takeover, and the run went on past it, its
        # outcome never asked for (durable35). (A worker claims first, then ready() reads.)
        check_settled(store, claim, owner=owner)
    recorder = _Recorder(
        store=store,
        origin=record.origin,
        actor=actor,
        claim_ttl_s=ttl,
        owner=owner,
        claimed=True,
        store_flag=store_flag(store),
    )
    run_leg = LegRunner(
        timeout_s=leg_timeout_s,
        faults=harness_faults(record.origin.item.input, endpoint.model),
        task=record.origin.item.input,
    )
    ctx: RunContext | None = None
    try:
        recorder.legs = store.turns(record.id)
        if prepared.live is not None:
            ctx = prepared.live.ctx
            ctx.endpoint = endpoint
        else:
            ctx = restore_context(store, record, prepared.open_requests, endpoint)
        recorder.attach(ctx, claim.claim_token)
        responses = [r.response for r in prepared.open_requests if r.response is not None]
        ctx.deliver(responses)
        new_legs: list[Turn] = []
        # The leg about to run is the run's resume number ``record.legs`` (one send, then a
        # resume a leg): past MAX_RESUMES the run fails, as in one process (runner.run_legs).
        # Counted from the legs before, every resume through a store ran: an agent that asked
        # at every leg waited again after its 7th resume (red team 44). An eval's line takes
        # several sends and, in its own process, no cap (arena.drive): not counted here either.
        if record.origin.mode != "eval" and record.legs > MAX_RESUMES:
            recorder.failed(ctx, RESUME_CAP)
            error: str | None = RESUME_CAP
        else:
            error = await run_legs(
                adapter,
                ctx,
                lambda: adapter.resume(responses, ctx),
                answerer or human_answerer,
                new_legs,
                run_leg,
                resumes=record.legs,
                hooks=recorder,
            )
        if recorder.aside:
            raise SetAsideError(recorder.aside)
        if recorder.claimed and error:  # the store refused the leg, and then its release
            recorder.claimed = False
            try:
                store.release(record.id, owner, actor=actor, note=error)
            except ArenaError:  # a full disk: said once, as the claim it leaves (exit 3)
                raise OwnClaimKept(f"run {record.id}: {error}; {OWN_CLAIM}") from None
            raise SetAsideError(
                f"{error}; released on a second try, the run is left waiting: "
                f"arena resume {record.id} continues it"
            )
    finally:
        if recorder.claimed:
            store.release(record.id, owner, actor=actor, note=_stopped(ctx, record.legs))
    assert ctx is not None
    if recorder.discarded is not None and _lost_to_another(store, record.id, owner):
        # Not this run's outcome: whoever holds or finished it reports it (resume --all says
        # so per run, not as a failure; `arena resume RUN` gets the store's refusal).
        raise recorder.discarded
    trace = Trace(legs=tuple(recorder.legs), error=error, model_stops=run_leg.model_stops(ctx))
    log = run_leg.request_log(ctx)
    if log is not None:
        log._forget(ctx.run_id)
    item = record.origin.item
    # The harness's own word that the endpoint or the leg timeout failed it (as arena.runner's):
    # t.restart(process=True) excuses a failed leg only by it, never by the leg's error text.
    failed = run_leg.harness_failed if trace.status == "failed" else None
    # ... and that the last leg ran out its time in the adapter's own code: a slow adapter's
    # verdict there, not a lost pause's (drive36).
    late = run_leg.timed_out if trace.status == "failed" and not failed else None
    return RunResult(
        run_id=record.id,
        arena=record.origin.arena,
        item=item,
        adapter=record.adapter,
        model=record.origin.endpoint.model,
        trace=trace,
        checks=tuple(run_checks(trace, item, record.origin.check_spec)),
        started_at=record.created_at,
        duration_s=time.perf_counter() - clock,
        leg_durations_s=tuple(run_leg.durations),
        extra={"environment_failed": failed} if failed else {"timed_out": late} if late else {},
    )


def _lost_to_another(store: Store, run_id: str, owner: str) -> bool:
    """The run is now another resumer's: held under its claim, or over."""
    now = store.run(run_id)
    if now.status == "resuming":
        return now.claim_owner not in (None, owner)
    return now.status in ("completed", "failed")


def _stopped(ctx: RunContext | None, recorded_legs: int) -> str:
    """The audit note of a claim given back without a recorded leg: before the leg began, or
    cut off inside it (:func:`arena.runs.recorder.cut_off`)."""
    if ctx is None or ctx.leg <= recorded_legs:
        return "the resume stopped before a leg"
    return cut_off(ctx)


async def resume_run(
    run_id: str,
    store: Store,
    *,
    adapter: ResumableRunner | None = None,
    endpoint: ModelEndpoint | None = None,
    answerer: Answerer | None = None,
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT,
    actor: Responder | None = None,
    owner: str = OWNER,
    claim_ttl_s: float | None = None,
    api_key_env: str | None = None,
    endpoint_name: str | None = None,
    allow: Allow | None = None,
    claim: RunRecord | None = None,
) -> RunResult:
    """Continue one waiting run with its stored answers; returns the whole run's result.

    Raises (before touching the store) Conflict when it is over or claimed, UserError when an
    answer is missing, NotDurable when its state lived in another process's memory, NotAllowed
    when its tools module or endpoint is not in the operator's configuration, AuditBroken when
    its audit entries or answers do not verify. ``claim``: a claim ``owner`` already holds (what
    :meth:`Store.try_claim` returned; ``arena worker`` claims first), used instead of a new one.
    """
    allow = allow or load_allow()
    if endpoint is None:
        check_key_option(allow, endpoint_name, api_key_env)
    prepared = ready(
        store, run_id, owner=owner if claim is not None else None, rebuild=adapter is None
    )
    with ExitStack() as stack:
        model = scripted_model(stack, prepared.record, endpoint)  # starts while the framework loads
        rebuilt = adapter is None
        if adapter is None:  # the allow-list decides before anything is imported or contacted
            adapter = (
                prepared.live.adapter
                if prepared.live
                else rebuild_adapter(prepared.record.origin, allow)
            )
        find_state(store, prepared, adapter)
        if endpoint is None and rebuilt:  # rebuilt from the record, as `arena resume` does
            check_endpoint(prepared.record, api_key_env, allow=allow, endpoint_name=endpoint_name)
        if endpoint is None:
            allow.endpoint(prepared.record.origin.endpoint)
        with endpoints(
            [prepared.record],
            endpoint,
            api_key_env,
            allow=allow,
            endpoint_name=endpoint_name,
            model=model,
        ) as endpoint_for:
            return await _continue(
                store,
                prepared,
                adapter,
                endpoint_for(prepared.record),
                answerer=answerer,
                leg_timeout_s=leg_timeout_s,
                actor=actor or Responder(name="resume", interface="scripted"),
                owner=owner,
                claim_ttl_s=claim_ttl_s,
                claim=claim,
            )


async def resume_many(
    store: Store,
    run_ids: Sequence[str] | None = None,
    *,
    concurrency: int = 4,
    endpoint: ModelEndpoint | None = None,
    leg_timeout_s: float = DEFAULT_LEG_TIMEOUT,
    actor: Responder | None = None,
    owner: str = OWNER,
    claim_ttl_s: float | None = None,
    api_key_env: str | None = None,
    endpoint_name: str | None = None,
    allow: Allow | None = None,
) -> list[ResumeOutcome]:
    """Resume several runs (default: every run that is ready); one failure does not stop the rest."""
    allow = allow or load_allow()
    if endpoint is None:  # a caller's own endpoint carries its own key
        check_key_option(allow, endpoint_name, api_key_env)
    ids = list(run_ids) if run_ids is not None else ready_runs(store, with_lost=True)
    # Every ready run (--all): one whose pause is gone is closed once, not refused at each call.
    close = (actor or CLOSER) if run_ids is None else None
    with ExitStack() as stack:  # the scripted model's process, if one starts
        outcomes: dict[str, ResumeOutcome] = {}
        prepared: list[tuple[Ready, ResumableRunner]] = []
        adapters: dict[tuple[str, str, str], ResumableRunner] = {}
        reached: set[str] = set()
        model: ModelProcess | None = None
        # Loading the runs' frameworks blocks the loop (seconds): a Ctrl-C stops it at once;
        # nothing is claimed yet (users tester 32)
        with ctrl_c_raises():
            for run_id in ids:
                try:
                    p = ready(store, run_id, close=close, rebuild=True)
                    # the allow-list first: nothing imported, nothing contacted
                    if endpoint is None:
                        allow.endpoint(p.record.origin.endpoint)
                    # the first scripted run starts it, before any framework loads
                    if model is None:
                        model = scripted_model(stack, p.record, endpoint)
                    if p.live is not None:
                        adapter = p.live.adapter
                    else:
                        origin = p.record.origin
                        key = (origin.adapter, origin.tools_module, origin.arena)
                        if key not in adapters:
                            adapters[key] = rebuild_adapter(origin, allow)
                        adapter = adapters[key]
                    find_state(store, p, adapter)
                    if endpoint is None:
                        check_endpoint(
                            p.record, api_key_env, reached, allow=allow, endpoint_name=endpoint_name
                        )
                    prepared.append((p, adapter))
                except UserError as exc:
                    outcomes[run_id] = _not_resumed(
                        store, run_id, exc, owner, every=run_ids is None
                    )
        gate = asyncio.Semaphore(max(1, concurrency))
        who = actor or Responder(name="resume", interface="scripted")

        async def one(p: Ready, adapter: ResumableRunner, ep: ModelEndpoint) -> None:
            async with gate:
                dead = p.record.claim_owner if p.record.status == "resuming" else None
                try:
                    result = await _continue(
                        store,
                        p,
                        adapter,
                        ep,
                        answerer=None,
                        leg_timeout_s=leg_timeout_s,
                        actor=who,
                        owner=owner,
                        claim_ttl_s=claim_ttl_s,
                    )
                    if (spent := usage_of(p.record.id)) is not None:  # as arena run's (users55)
                        result.extra["usage"] = spent
                    outcomes[p.record.id] = ResumeOutcome(
                        run_id=p.record.id,
                        result=result,
                        taken_over=taken_over(store, p.record.id, dead) if dead else None,
                    )
                except ArenaError as exc:  # lost a race for the claim, an unreadable snapshot...
                    outcomes[p.record.id] = _not_resumed(
                        store, p.record.id, exc, owner, every=run_ids is None
                    )

        records = [p.record for p, _ in prepared]
        with endpoints(
            records, endpoint, api_key_env, allow=allow, endpoint_name=endpoint_name, model=model
        ) as endpoint_for:
            usage_of = getattr(endpoint_for, "usage", lambda _run_id: None)
            work = asyncio.gather(*(one(p, a, endpoint_for(p.record)) for p, a in prepared))
            with ctrl_c_stops(work) as stopped:
                try:
                    await work
                except asyncio.CancelledError:
                    if not stopped:
                        raise
        # Ctrl-C: the runs that finished are returned; each other one was given back (or ended)
        # by its recorder, and says so (docs/operator.md, exit 130).
        return [outcomes[i] if i in outcomes else given_back(store, i) for i in ids]


def _not_resumed(
    store: Store, run_id: str, exc: ArenaError, owner: str, *, every: bool
) -> ResumeOutcome:
    """Why ``run_id`` was not resumed; with ``every`` (``resume --all``), a run another resumer
    holds or finished meanwhile — the claim race, not a failure — is said as such."""
    user_error = isinstance(exc, UserError)
    if isinstance(exc, OwnClaimKept):
        return ResumeOutcome(run_id=run_id, error=str(exc), user_error=False, elsewhere="own")
    if isinstance(exc, StartedElsewhere) and not gone(store.run(run_id)):
        # Its eval is running and continues it: not this resume's failure.
        return ResumeOutcome(run_id=run_id, error=str(exc), elsewhere="eval")
    if not every or not isinstance(exc, Conflict) or isinstance(exc, NeedsReconciliation):
        return ResumeOutcome(run_id=run_id, error=str(exc), user_error=user_error)
    now = store.run(run_id)
    if now.status == "resuming" and now.claim_owner not in (None, owner):
        return ResumeOutcome(run_id=run_id, error=held_message(now), elsewhere="held")
    if now.status in ("completed", "failed"):
        said = (
            f"run {run_id} was continued by another resumer meanwhile and is now {now.status} "
            "(that resumer reports it); nothing left to do here"
        )
        return ResumeOutcome(run_id=run_id, error=said, elsewhere="finished")
    return ResumeOutcome(run_id=run_id, error=str(exc), user_error=user_error)


__all__ = [
    "AuditBroken",
    "HeldElsewhere",
    "NotDurable",
    "ResumeOutcome",
    "SetAsideError",
    "StartedElsewhere",
    "check_endpoint",
    "check_key_option",
    "close_lost",
    "endpoints",
    "held_runs",
    "lost",
    "ready",
    "ready_runs",
    "rebuild_adapter",
    "restore_context",
    "resume_many",
    "resume_run",
]
