"""Running items through adapters: legs, the resume loop, the cap, merging, checks (docs/architecture.md).

A run is a sequence of legs. After a ``waiting`` leg the runner asks an *answerer* for responses —
the item's scripted human in the arena, nobody in ``--human`` mode (the run is left waiting for an
operator) — and resumes. ``MAX_RESUMES`` caps the cycle so a broken adapter fails loudly instead of
hanging; a per-leg timeout does the same for one that never returns (:mod:`arena.leg_runner`).
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any, Protocol

import msgspec

from arena import run_memory
from arena.agent_steps import agent_requests
from arena.checks import CheckResult, CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.deadline import harness_faults
from arena.errors import ArenaError
from arena.evidence import asked_words, carries_task
from arena.hosting import SCRIPTED
from arena.item_answers import response
from arena.item_edits import check_answers, edits_in, spelled, tools_for
from arena.leg_runner import CANCEL_GRACE_S as CANCEL_GRACE_S
from arena.leg_runner import LegRunner, _describe_exception
from arena.model.run_behaviour import release as release_route
from arena.model.run_behaviour import routed as run_route
from arena.outage import PAGE_FIX, FailingAlike, page_words, stops_the_rest
from arena.settings import DEFAULT_LEG_TIMEOUT as DEFAULT_LEG_TIMEOUT
from arena.settings import DEFAULTS, RunSettings
from arena.trace import Trace
from arena.types import (
    EvalItem,
    InputRequest,
    InputResponse,
    ResumableRunner,
    Turn,
    new_id,
    utcnow,
)

MAX_RESUMES = 3
#: Why a run that paused again after :data:`MAX_RESUMES` resumes failed, in memory or in a store.
RESUME_CAP = (
    f"the agent paused again after {MAX_RESUMES} resumes (MAX_RESUMES = {MAX_RESUMES}); "
    "stopping instead of looping — the adapter or agent never finishes"
)


class SetAside(ArenaError):
    """A leg the environment broke was not recorded; the stored run waits again (the message)."""


#: Given the pending requests and how many resumes happened so far, the answers to send, or None
#: to leave the run waiting for someone else (an operator, another process).
Answerer = Callable[[Sequence[InputRequest], int], Sequence[InputResponse] | None]


def scripted_answerer(item: EvalItem) -> Answerer:
    """The item's scripted human: answer the n-th pause with ``resume_with[n]`` (last one repeats)."""

    def answer(requests: Sequence[InputRequest], resumes: int) -> Sequence[InputResponse] | None:
        if not item.resume_with:
            return None
        choice = item.resume_with[min(resumes, len(item.resume_with) - 1)]
        # SCRIPTED: the one signature the store takes from a run's process
        return [response(choice, r.id, SCRIPTED) for r in requests]

    return answer


def human_answerer(requests: Sequence[InputRequest], resumes: int) -> None:
    """Nobody answers here: the run stays waiting in the store for an operator."""
    return None


class RunResult(msgspec.Struct, frozen=True, kw_only=True):
    run_id: str
    arena: str
    item: EvalItem
    adapter: str
    model: str
    trace: Trace
    checks: tuple[CheckResult, ...]
    started_at: datetime
    duration_s: float
    leg_durations_s: tuple[float, ...] = ()
    extra: dict[str, Any] = msgspec.field(default_factory=dict)

    @property
    def passed(self) -> bool:
        return self.trace.status != "failed" and all(c.passed for c in self.checks)

    @property
    def status(self) -> str:
        return self.trace.status


class RunHooks(Protocol):
    """What a store does at the runner's transitions (``arena.runs.recorder.StoreRecorder``)."""

    def leg_finished(
        self, ctx: RunContext, turn: Turn, *, started_at: datetime, duration_s: float
    ) -> Turn: ...

    def resuming(self, ctx: RunContext, answers: Sequence[InputResponse]) -> None: ...

    def failed(self, ctx: RunContext, error: str) -> None: ...

    def set_aside(self, ctx: RunContext, why: str) -> str: ...

    def left_waiting(self, adapter: ResumableRunner, ctx: RunContext) -> None: ...

    def finished(self, ctx: RunContext) -> None: ...

    def interrupted(self, ctx: RunContext) -> None:
        """The run's task was cancelled mid-leg (Ctrl-C, a stopped worker): give back or end
        what this process holds in the store, so that nothing waits on a process that is gone.
        Never raises."""
        ...

    def contain(self, ctx: RunContext, error: str) -> str:
        """After a hook raised: leave the stored run ended (or marked), never half-written;
        returns the run's error (with what could not be recorded added)."""
        ...


class Recording(Protocol):
    """Makes the hooks that persist one new run (``arena.runs.recorder.recording(store)``).

    The runner calls it once per run with what the run is; it never imports a store itself.
    """

    def __call__(
        self,
        ctx: RunContext,
        item: EvalItem,
        endpoint: ModelEndpoint,
        *,
        arena: str,
        spec: CheckSpec | None,
        settings: RunSettings,
    ) -> RunHooks: ...


async def run_legs(
    adapter: ResumableRunner,
    ctx: RunContext,
    first: Callable[[], Awaitable[Turn]],
    answerer: Answerer,
    legs: list[Turn],
    run_leg: LegRunner,
    resumes: int = 0,
    *,
    hooks: RunHooks | None = None,
) -> str | None:
    """Run ``first`` then resume while answers come. Returns an error when the cap is hit.

    With ``hooks`` (a store) each leg is persisted as it ends; a store that refuses (a lost
    claim, a locked file, a full disk) ends this run with its message instead of stopping the
    others, and so does any other exception: one run's failure never escapes it.
    """
    try:
        return await _run_legs(adapter, ctx, first, answerer, legs, run_leg, resumes, hooks)
    except (asyncio.CancelledError, KeyboardInterrupt):
        # Not this run's failure: the whole process is stopping. Its claim must not outlive it.
        if hooks is not None:
            hooks.interrupted(ctx)
        raise
    except SetAside as exc:
        return str(exc)
    except ArenaError as exc:
        if hooks is None:
            raise
        error = f"store: {exc}"
    except Exception as exc:  # a value no store could keep, a hook's bug: this run only
        error = f"run aborted: {_describe_exception(exc)}"
    if hooks is not None:
        error = hooks.contain(ctx, error)
    return error


async def _run_legs(
    adapter: ResumableRunner,
    ctx: RunContext,
    first: Callable[[], Awaitable[Turn]],
    answerer: Answerer,
    legs: list[Turn],
    run_leg: LegRunner,
    resumes: int,
    hooks: RunHooks | None,
) -> str | None:
    async def leg(call: Callable[[], Awaitable[Turn]]) -> Turn:
        started_at = utcnow() if hooks is not None else None  # only a store keeps it
        turn = await run_leg(ctx, call)
        # a rate limit, every retry spent, after a person answered: the answered run was failed
        # for good on it (users40); a 500 stays the model's own failure (test_run_not_lost)
        failing = run_leg.endpoint_failing if ctx.leg > 1 else None
        failing = failing if failing == "HTTP 429" else None
        if hooks is not None and (run_leg.environment_error or run_leg.endpoint_page or failing):
            # Not the run's fault: keep what a person answered instead of failing the run. A
            # login page or a redirect to one is the user's setup as a refused key is: an
            # answered run resumed into it was failed for good (users39).
            why = run_leg.environment_error or (
                f"the model endpoint answered a chat call with "
                f"{page_words(run_leg.endpoint_page)}, not an API answer: {PAGE_FIX}"
                if run_leg.endpoint_page
                else f"the model endpoint answered {failing} to a model call, every retry "
                "spent (a rate limit, which may pass)"
            )
            raise SetAside(hooks.set_aside(ctx, why))
        if hooks is not None and started_at is not None:
            turn = hooks.leg_finished(
                ctx, turn, started_at=started_at, duration_s=run_leg.durations[-1]
            )
        legs.append(turn)
        return turn

    turn = await leg(first)
    while turn.status == "waiting":
        answers = answerer(turn.requests, resumes)
        if answers is None:
            if hooks is not None:
                hooks.left_waiting(adapter, ctx)
            return None
        if resumes >= MAX_RESUMES:
            if hooks is not None:
                hooks.failed(ctx, RESUME_CAP)
            return RESUME_CAP
        run_leg.settle(ctx)  # the answer is given now: the stop is judged up to here
        if hooks is not None:
            hooks.resuming(ctx, answers)
        resumes += 1
        ctx.deliver(answers)
        turn = await leg(lambda a=answers: adapter.resume(a, ctx))  # type: ignore[misc]
    if hooks is not None:
        hooks.finished(ctx)
    return None


async def run_item(
    adapter: ResumableRunner,
    item: EvalItem,
    endpoint: ModelEndpoint,
    *,
    settings: RunSettings = DEFAULTS,
    arena: str = "",
    spec: CheckSpec | None = None,
    answerer: Answerer | None = None,
    ctx: RunContext | None = None,
    record: Recording | None = None,
) -> RunResult:
    """One item through one adapter: legs until the end (or a pause nobody answers here).

    With ``record`` (:func:`arena.runs.recorder.recording` over a store) every leg is persisted
    as it ends; a run left waiting can be resumed with :func:`arena.runs.resume_run`.
    """
    check_answers(item)  # "Approve" from Python: refused before the run, as the loader does
    if edits_in(item):  # an edit from Python: "MAPLE" is R-210
        tool = (spec or CheckSpec()).tool
        item = spelled(item, tool, tools_for(adapter, tool))
    if ctx is None:
        run_id = new_id("run")
        ctx = RunContext(
            run_id=run_id,
            adapter=adapter.name,
            endpoint=run_route(endpoint, run_id, (spec or CheckSpec()).gate),
            item_id=item.id,
            request_ttl_s=settings.request_ttl_s,
        )
    started_at = utcnow()
    clock = time.perf_counter()
    legs: list[Turn] = []
    run_leg = LegRunner(
        timeout_s=settings.leg_timeout_s,
        faults=harness_faults(item.input, endpoint.model),
        task=item.input,
    )
    hooks = None
    if record is not None:
        hooks = record(ctx, item, endpoint, arena=arena, spec=spec, settings=settings)
    error = await run_legs(
        adapter,
        ctx,
        lambda: adapter.start(item.input, ctx),
        answerer or scripted_answerer(item),
        legs,
        run_leg,
        hooks=hooks,
    )
    trace = Trace(legs=tuple(legs), error=error, model_stops=run_leg.model_stops(ctx))
    extra: dict[str, Any] = {
        "durable": all(run_leg.durable_pauses) if run_leg.durable_pauses else None
    }
    if run_leg.harness_failed and trace.status == "failed":
        # The harness's own word (arena.matrix.counted): the run proves nothing of the framework.
        extra["environment_failed"] = run_leg.harness_failed
    if run_leg.key_refused:  # the user's setup: run_many starts no further items after it
        extra["key_refused"] = run_leg.key_refused
    if run_leg.endpoint_down:  # nor after this: the endpoint did not take a connection
        extra["endpoint_down"] = run_leg.endpoint_down
    if run_leg.endpoint_page:  # nor after this: it answered a web page, no API's answer
        extra["endpoint_page"] = run_leg.endpoint_page
    if run_leg.endpoint_failing and trace.status == "failed":  # nor after three alike
        extra["endpoint_failing"] = run_leg.endpoint_failing
    log = run_leg.request_log(ctx)
    if log is not None:
        if not trace.asking_legs or trace.status == "failed":
            # Did the model ever answer with the gate or the side effect? A run where it did
            # not (no room fits) says nothing about how the adapter pauses
            # (arena.matrix.derive_row). Asked only of runs that never paused or failed: for
            # the others the pause is the evidence, and the log is a round trip to the model's
            # process. A failed leg keeps no record of its requests (arena.leg_runner), so the
            # run's own say how many came on its route and whether one carried the item's task:
            # a failure the endpoint caused needs a request it failed (arena.endpoint_blame), a
            # run that failed before asking the model is the adapter's (arena.matrix.counted).
            entries = log.entries(ctx.run_id)
            agent = agent_requests(entries)  # the adapter's own calls beside it are not the run
            proposing = {(spec or CheckSpec()).gate, (spec or CheckSpec()).tool}
            routed = [e for e in entries if not e.unrouted]
            if not trace.asking_legs:
                extra["model_proposed"] = any(proposing.intersection(e.calls) for e in agent)
            extra["model_requests"] = len(routed)
            extra["model_asked"] = carries_task(
                (asked_words(s) for e in agent if not e.unrouted for s in e.said if s.strip()),
                item.input,
            )
        log._forget(ctx.run_id)
    release_route([ctx.run_id])  # the behaviour its route played (run_route: evidence54)
    # judged with what its adapter's earlier runs left (red team 37: arena.run_memory)
    checks = run_memory.judged_after(adapter.name, lambda: tuple(run_checks(trace, item, spec)))
    said = spec.instructions if spec else ""
    if memory := run_memory.judged_after(
        adapter.name, lambda: run_memory.carried(trace, item.input, said)
    ):  # kept for the matrix's cells, which read the run after the others noted theirs
        extra["memory"] = memory[0]
    run_memory.note(adapter.name, trace)
    return RunResult(
        run_id=ctx.run_id,
        arena=arena,
        item=item,
        adapter=adapter.name,
        model=endpoint.model,
        trace=trace,
        checks=checks,
        started_at=started_at,
        duration_s=time.perf_counter() - clock,
        leg_durations_s=tuple(run_leg.durations),
        extra=extra,
    )


async def run_many(
    jobs: Sequence[tuple[ResumableRunner, EvalItem]],
    endpoint: ModelEndpoint,
    *,
    settings: RunSettings = DEFAULTS,
    arena: str = "",
    spec: CheckSpec | None = None,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    on_result: Callable[[RunResult], None] | None = None,
    record: Recording | None = None,
    endpoint_for: Callable[[int], ModelEndpoint] | None = None,
    not_run: list[int] | None = None,
) -> list[RunResult]:
    """Run (adapter, item) jobs with at most ``settings.concurrency`` in flight; results keep
    job order.

    ``endpoint_for(i)`` gives job ``i`` its own endpoint (a behaviour drawn for that run). With
    ``not_run``, once a run's endpoint refused the key (``extra["key_refused"]``, the harness's
    own record) no further job starts: the user's setup fails every run alike (12 runs each
    "refused the API key", users36). Those in flight finish; the jobs not started are left out
    of the results and their indices put in ``not_run``.
    """
    tool = (spec or CheckSpec()).tool
    for adapter, item in jobs:  # an item's edit the tools cannot take: refused before any run
        check_answers(item)  # "Approve", "deny: too expensive": no answer
        if edits_in(item):
            spelled(item, tool, tools_for(adapter, tool))
    gate = asyncio.Semaphore(settings.concurrency)
    refused: list[str] = []
    alike = FailingAlike() if settings.stop_failing_alike else None

    async def one(index: int, adapter: ResumableRunner, item: EvalItem) -> RunResult | None:
        async with gate:
            if refused and not_run is not None:
                not_run.append(index)
                return None
            result = await run_item(
                adapter,
                item,
                endpoint_for(index) if endpoint_for else endpoint,
                settings=settings,
                arena=arena,
                spec=spec,
                answerer=answerer_for(item) if answerer_for else None,
                record=record,
            )
            said = stops_the_rest(result.extra) or (alike.note(result.extra) if alike else None)
            if said:  # before the next job takes the gate
                refused.append(said)
        if on_result:
            on_result(result)
        return result

    ran = await asyncio.gather(*(one(n, a, i) for n, (a, i) in enumerate(jobs)))
    if not_run is not None:
        not_run.sort()
    return [r for r in ran if r is not None]
