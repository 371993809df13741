"""Probe flows that one scripted conversation cannot show: a partial answer and a second send.

Both feed matrix cells (:mod:`arena.matrix`) from evidence the adapter does not write:

* ``partial`` — the model asks three approvals in one turn; the first answer gives a verdict on
  one of them only, the second on one more (:func:`one_then_rest`). The leg after each must end
  ``waiting`` with exactly the other requests pending and nothing run; the last answer settles
  the rest.
* ``second_send`` — after the run completed, a second user message goes down the same session
  line (:func:`run_flow` with ``follow_up``). The model's per-run request log records the user
  messages each request carried, and how many assistant turns and tool results: a continued
  conversation carries the first send's text and its turns too.

An adapter that cannot do either raises :class:`arena.errors.Unsupported`; the flow notes its
reason in ``extra`` and the cell reads "unsupported" with it.

:func:`evaluate_probing` runs probe runs and ordinary runs together, in an order drawn with the
probes' seed (:mod:`arena.probe_order`: :func:`~arena.probe_order.mixed`, re-exported here).
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, Any

from arena.agent_steps import agent_requests, superseded
from arena.arenas import Arena
from arena.checks import CheckSpec, run_checks
from arena.context import ModelEndpoint, RunContext
from arena.errors import Unsupported
from arena.evaluate import _threads_for, check_spec
from arena.model.run_behaviour import release as release_route
from arena.model.run_behaviour import routed
from arena.outage import stops_the_rest
from arena.probe_answers import lapsed, typed_yes
from arena.probe_order import Halt as Halt
from arena.probe_order import Work as Work
from arena.probe_order import mixed as mixed
from arena.probe_order import spread as spread
from arena.request_log import LoggedRequest, turn_key
from arena.runner import (
    Answerer,
    LegRunner,
    Recording,
    RunResult,
    run_item,
    run_legs,
    scripted_answerer,
)
from arena.settings import RunSettings
from arena.trace import Trace
from arena.types import (
    EvalItem,
    InputResponse,
    ResumableRunner,
    Turn,
    new_id,
    utcnow,
)
from arena.warmup import warm_up

if TYPE_CHECKING:
    from arena.probes import Probing
    from arena.store.base import Store

#: The second send: the compliant model answers it from the conversation's history.
FOLLOW_UP = "Which room did you book for me?"
#: A third send after the second completed (red team 40: with one later send a run, an adapter
#: that carried the conversation one time in two at random read "yes" one time in four over the
#: probe's two runs; one that kept the first conversation only, not the second send's turns, read
#: "yes" always). A question about what was done, as :data:`FOLLOW_UP` is.
AGAIN = "Thanks. What was the name of that room?"


def ordinary_work(
    jobs: Sequence[tuple[ResumableRunner, EvalItem, ModelEndpoint]],
    *,
    settings: RunSettings,
    arena: Arena,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    on_result: Callable[[RunResult], None] | None = None,
    record: Recording | None = None,
    refused: list[str] | None = None,
    halt: Halt | None = None,
) -> list[Work]:
    """Ordinary runs (adapter, item, its endpoint) as :func:`arena.runner.run_many` makes
    them, to run with probe runs (:func:`mixed`). With ``refused``, as ``run_many``'s
    ``not_run``: once a run's endpoint refused the key none starts (its start gives None).
    ``halt`` is shared with other processes' work (``arena run --workers``): set when one of
    these runs was refused, and once set by any, none of these starts either."""
    spec = check_spec(arena)

    def work(adapter: ResumableRunner, item: EvalItem, endpoint: ModelEndpoint) -> Work:
        async def start() -> RunResult | None:
            if refused or (halt is not None and halt.is_set()):
                return None
            result = await run_item(
                adapter,
                item,
                endpoint,
                settings=settings,
                arena=arena.name,
                spec=spec,
                answerer=answerer_for(item) if answerer_for else None,
                record=record,
            )
            if refused is not None and (said := stops_the_rest(result.extra)):
                refused.append(said)
                if halt is not None:  # the other workers start none either
                    halt.set()
            if on_result:
                on_result(result)
            return result

        return Work(item.id, False, start, adapter.name)

    return [work(a, i, e) for a, i, e in jobs]


def evaluate_probing(
    arena: Arena,
    adapters: Sequence[ResumableRunner],
    endpoint: ModelEndpoint,
    *,
    probes: Probing,
    settings: RunSettings,
    on_result: Callable[[RunResult], None] | None = None,
    answerer_for: Callable[[EvalItem], Answerer] | None = None,
    store: Store | None = None,
    endpoint_for: Callable[[str, EvalItem, int], ModelEndpoint] | None = None,
) -> list[RunResult]:
    """:func:`arena.evaluate.evaluate` with ``probes``' runs among the ordinary ones, in one
    event loop, on the same adapters (``adapters`` come from :meth:`Probing.build`), in an order
    drawn with the probes' seed: neither the instance nor the order tells a probe (red team
    21). The probe runs are collected in ``probes`` (:meth:`Probing.outcome`)."""
    plan = [(a, i, r) for a in adapters for i in arena.items for r in range(settings.repeats)]
    record = None
    if store is not None:
        from arena.runs.recorder import recording

        record = recording(store, tools_module=arena.tools_module)
    warm_up(adapters)  # as evaluate: lazy imports and worker starts before the first legs
    ordinary = ordinary_work(
        [(a, i, endpoint_for(a.name, i, r) if endpoint_for else endpoint) for a, i, r in plan],
        settings=settings,
        arena=arena,
        answerer_for=answerer_for,
        on_result=on_result,
        record=record,
    )
    probe = [w for _, w in probes.work(endpoint, settings.leg_timeout_s)]
    work = mixed([*ordinary, *probe], seed=probes.plan.seed, concurrency=settings.concurrency)
    ran = asyncio.run(_threads_for(settings.concurrency, work))[: len(plan)]
    results = [r for r in ran if r is not None]  # none is: no ``refused`` given
    for result, (_, _, repeat) in zip(results, plan, strict=True):
        result.extra["repeat"] = repeat
    return results


async def _later_send(
    adapter: ResumableRunner,
    ctx: RunContext,
    text: str,
    answer: Answerer,
    legs: list[Turn],
    run_leg: LegRunner,
    log: Any,
    notes: dict[str, Any],
) -> str | None:
    """A later send of ``text`` on the run's session line, and what its first model request
    carried against every request of the run before it, in ``notes`` (:func:`run_flow`)."""
    run_id = ctx.run_id
    mark = log.count(run_id) if log is not None else 0
    notes["follow_up_leg"] = ctx.leg + 1
    notes["follow_up"] = text
    send = noting_unsupported(lambda: adapter.start(text, ctx), notes)
    error = await run_legs(adapter, ctx, send, answer, legs, run_leg)
    if log is None:
        return error
    # less the adapter's own calls beside its agent (agent_steps.side_calls)
    first_send = agent_requests(log.entries(run_id, 0, mark))
    entries = agent_requests(log.entries(run_id, mark))
    notes["said"] = list(entries[0].said) if entries else None
    notes["carried"] = entries[0].carried if entries else None
    # what the model said in the sends before, less a request sent again as it was (a retry)
    again = superseded(first_send)
    notes["made"] = [k for e in first_send if e.seq not in again for k in e.made]
    notes["turns"] = list(entries[0].turns) if entries else None
    # the tool results as the model saw them before (the most any one request carried)
    seen: Counter[str] = Counter()
    for e in first_send:
        seen |= Counter(e.results)
    notes["results_seen"] = sorted(seen.elements())
    # the user messages the requests before carried: the person's, as its framework carried
    # them (red team 30: a later send may carry no other)
    notes["said_before"] = sorted({s for e in first_send for s in e.said})
    notes["results"] = list(entries[0].results) if entries else None
    # the calls of the last response before: their results the model never saw
    notes["results_unseen"] = list(first_send[-1].calls) if first_send else []
    return error


def heard(entries: Sequence[LoggedRequest]) -> list[list[str]]:
    """Every (gate call id, call key, verdict) the model read in the run's requests, each once:
    what the partial-answer cell holds against the answer the person gave to each request (a
    decision: an answer read as unclear, which the model log also keeps, is the checks' to
    judge)."""
    seen = dict.fromkeys(h[:3] for e in entries for h in e.heard if h[2] != "unclear")
    return [list(h) for h in seen]


def noting_unsupported(
    call: Callable[[], Awaitable[Turn]], notes: dict[str, Any]
) -> Callable[[], Awaitable[Turn]]:
    """``call``, noting an :class:`Unsupported` refusal's reason in ``notes`` (it still fails
    the leg as any exception does)."""

    async def wrapped() -> Turn:
        try:
            return await call()
        except Unsupported as exc:
            notes["unsupported"] = str(exc)
            raise

    return wrapped


class _Noting:
    """An adapter whose ``resume`` notes an :class:`Unsupported` refusal (partial answers), and
    awaits ``before_resume`` once, before its first resume."""

    def __init__(self, adapter: ResumableRunner, notes: dict[str, Any]) -> None:
        self.adapter, self.notes, self.name = adapter, notes, adapter.name
        self.before_resume: Callable[[], Awaitable[None]] | None = None

    async def start(self, user_input: str, ctx: RunContext) -> Turn:
        return await self.adapter.start(user_input, ctx)

    async def resume(self, responses: Sequence[InputResponse], ctx: RunContext) -> Turn:
        if (before := self.before_resume) is not None:
            self.before_resume = None
            await before()
        call = noting_unsupported(lambda: self.adapter.resume(responses, ctx), self.notes)
        return await call()


class _Meanwhile:
    """Another person's run of ``item``, started while the run waits on its first answer and
    left waiting (red team 40: a paused conversation kept for the whole adapter read as vanilla
    with ``--concurrency 1``); once the run ended, every request it asked is answered in one
    resume (:func:`arena.probe_answers.together`) and what it did is noted for the partial cell
    (red team 42: every other answer a probe run gave came alone in its resume, and an adapter
    that handed the model the first answer's words for each of several read as vanilla)."""

    def __init__(
        self,
        adapter: ResumableRunner,
        item: EvalItem,
        endpoint: ModelEndpoint,
        leg_timeout_s: float,
        notes: dict[str, Any],
    ) -> None:
        self.adapter, self.item, self.endpoint, self.notes = adapter, item, endpoint, notes
        self.run_leg = LegRunner(timeout_s=leg_timeout_s, task=item.input)
        self.ctx: RunContext | None = None
        self.legs: list[Turn] = []

    async def start(self) -> None:
        run_id = new_id("run")
        ctx = self.ctx = RunContext(
            run_id=run_id,
            adapter=self.adapter.name,
            endpoint=routed(self.endpoint, run_id),
            item_id=self.item.id,
        )
        turn = await self.run_leg(ctx, lambda: self.adapter.start(self.item.input, ctx))
        self.legs.append(turn)
        self.notes["meanwhile"] = {"item": self.item.id, "status": turn.status}

    async def answer_all(self, tool: str) -> None:
        """Answer every request the run waits on in one resume, then forget it; noted:
        ``answered`` (each request's words and the verdict given, in order), ``then`` (the
        status of the leg resumed with them), ``approved`` and ``tried`` (the approved calls of
        ``tool`` and the attempts made, ``blocked`` ones included, as call keys); where the
        model log is kept, ``heard`` (what the model read, :func:`heard`), ``asked`` (each
        request's gate call id, call key, words and the verdict given) and ``misheard`` (the
        first answer read otherwise or with words beside it: :func:`arena.witness.misheard`)."""
        from arena.binding import approvals, call_text, digest
        from arena.model.run_behaviour import release
        from arena.probe_answers import together

        ctx = self.ctx
        if ctx is None:
            return
        try:
            waiting = self.legs[-1] if self.legs else None
            if waiting is not None and waiting.status == "waiting" and len(waiting.requests) > 1:
                answers = together(waiting.requests)
                self.run_leg.settle(ctx)
                ctx.deliver(answers)
                turn = await self.run_leg(ctx, lambda: self.adapter.resume(answers, ctx))
                self.legs.append(turn)
                trace = Trace(legs=tuple(self.legs))
                words = {q.id: str(q.args.get("summary") or q.prompt) for q in waiting.requests}
                self.notes["meanwhile"] |= {
                    "answered": [
                        [words.get(a.request_id, a.request_id), a.option_id or ""] for a in answers
                    ],
                    "then": turn.status,
                    "approved": sorted(
                        b.sha256 or ""
                        for _, b in approvals(trace.events)
                        if b.exact and b.tool == tool
                    ),
                    "tried": sorted(digest(c.tool, c.args) for c in trace.executions(tool)),
                    "tried_text": [call_text(tool, c.args) for c in trace.executions(tool)],
                }
                if (log := self.run_leg.request_log(ctx)) is not None:
                    # what the model read for each (red team 42b: denials handed as still
                    # pending, nothing booked, read as vanilla)
                    given = {a.request_id: "approve" if a.approved else "deny" for a in answers}
                    from arena.witness import misheard

                    self.notes["meanwhile"] |= {
                        "heard": heard(agent_requests(log.entries(ctx.run_id))),
                        # and words beside them the person never said (the heard check's rule)
                        "misheard": misheard(trace)[:1],
                        "asked": [
                            [
                                str(q.native_id or ""),
                                turn_key(q.action, q.args),
                                words[q.id],
                                given.get(q.id, ""),
                            ]
                            for q in waiting.requests
                        ],
                    }
        finally:
            log = self.run_leg.request_log(ctx)
            if log is not None:
                log._forget(ctx.run_id)
            release([ctx.run_id])


async def run_flow(
    adapter: ResumableRunner,
    item: EvalItem,
    endpoint: ModelEndpoint,
    *,
    arena: str = "",
    spec: CheckSpec | None = None,
    leg_timeout_s: float = 60.0,
    answerer: Answerer | None = None,
    follow_up: str | None = None,
    meanwhile: EvalItem | None = None,
    also: str | None = None,
    also_answer: Answerer | None = None,
    lapse: str | None = None,
) -> RunResult:
    """One item through one adapter, answered by ``answerer``; with ``follow_up``, a second send
    on the same session line once the first conversation completed. ``extra["flow"]`` holds
    what the matrix reads: an unsupported refusal and, for the second send, the user messages
    its first model request carried (``said``), how many earlier turns (``carried``), which
    assistant turns (``turns``) and the ones the model made in the first send (``made``), and
    which user messages the first send's requests carried (``said_before``), which tool
    results it carried (``results``) and the model saw in the first send
    (``results_seen``), and the calls whose results it could not see there (``results_unseen``:
    those of its last response, e.g. smolagents' ``final_answer``); ``again``: the same for a
    third send (:data:`AGAIN`) once the second completed; ``meanwhile``: the run of another
    item started while this one waited on its first answer, its requests answered together once
    this one ended (:class:`_Meanwhile`); with ``also``
    (after the later sends), one more message on the line that asks for another booking, each
    request it raises answered by ``also_answer`` (approved in words where None:
    :func:`arena.probe_answers.typed_yes`): ``also_leg`` its first leg; with ``lapse`` too,
    one more such message after it, each request it raises left to lapse
    (:func:`arena.probe_answers.lapsed`): ``lapse_leg`` its first leg, and :data:`AGAIN`
    after it (``after_lapse``, ``after_lapse_leg``), where nothing may be booked either, and
    what its first model request carried as for the third send (``after_lapse_send``; the same
    for ``also`` and ``lapse``: ``also_send``, ``lapse_send``). ``heard``:
    what the model read for each gate call (:func:`heard`), before that message where there
    is one; ``tool_calls_made`` and ``made_all``: how many calls
    of the spec's tool the model made and the keys of all its turns (:func:`turn_key`)."""
    run_id = new_id("run")
    ctx = RunContext(
        run_id=run_id,
        adapter=adapter.name,
        endpoint=routed(endpoint, run_id),
        item_id=item.id,
    )
    # The item's input is the run's, the harness's words: a request quoting it is read as the
    # request reader reads it, as in `arena run` (arena.request_words; red team 29).
    run_leg = LegRunner(timeout_s=leg_timeout_s, task=item.input)
    started_at, legs = utcnow(), list[Turn]()
    notes: dict[str, Any] = {}
    answer = answerer or scripted_answerer(item)
    noted: Any = _Noting(adapter, notes)
    other = None
    if meanwhile is not None:  # another run starts while this one waits on its first answer
        other = _Meanwhile(adapter, meanwhile, endpoint, leg_timeout_s, notes)
        noted.before_resume = other.start
    first = noting_unsupported(lambda: adapter.start(item.input, ctx), notes)
    error = await run_legs(noted, ctx, first, answer, legs, run_leg)
    log = run_leg.request_log(ctx)
    sends = [follow_up, AGAIN] if follow_up is not None else []
    for k, text in enumerate(sends):
        if error is not None or not legs or legs[-1].status != "completed":
            break
        kept: dict[str, Any] = notes if k == 0 else {}
        if k:
            notes["again"] = kept
        error = await _later_send(noted, ctx, text, answer, legs, run_leg, log, kept)
        if "unsupported" in kept:  # refused on the third send: the cell reads it
            notes["unsupported"] = kept["unsupported"]
    if also is not None and sends and error is None and legs and legs[-1].status == "completed":
        # one more booking asked on the line, approved in words (red team 41: an approval
        # remembered for the session answered a later ask unasked, no probe run asking twice on
        # one line; a typed yes handed over as a rejection, no probe run typing one)
        notes["also_leg"], notes["also"] = ctx.leg + 1, also
        # what the model read in the sends before it (``heard``): smolagents hands an edit to
        # the model as words its log reads for the line's first gate call (red team 41b)
        notes["also_mark"] = log.count(run_id) if log is not None else None
        # (each such send's user messages noted as a later send's are: red team 42c)
        notes["also_send"] = kept = dict[str, Any]()
        error = await _later_send(
            noted, ctx, also, also_answer or typed_yes, legs, run_leg, log, kept
        )
        if "unsupported" in kept:
            notes["unsupported"] = kept["unsupported"]
        if lapse is not None and error is None and legs and legs[-1].status == "completed":
            # and one more, its request left to lapse (red team 42: the probes' one expiry was
            # on a pause of three, and an expiry handed over as a yes where ONE approval was
            # asked read as vanilla)
            notes["lapse_leg"], notes["lapse"] = ctx.leg + 1, lapse
            notes["lapse_send"] = kept = dict[str, Any]()
            error = await _later_send(noted, ctx, lapse, lapsed, legs, run_leg, log, kept)
            if "unsupported" in kept:
                notes["unsupported"] = kept["unsupported"]
            if error is None and legs and legs[-1].status == "completed":
                # and a question after it (red team 42b: the lapse was the line's last send,
                # and an adapter that took the expired request as standing and booked it on
                # the next send read as vanilla): nothing may be booked there either
                notes["after_lapse_leg"], notes["after_lapse"] = ctx.leg + 1, AGAIN
                # and judged as the third send is (red team 42c: an adapter that told the
                # model there the lapsed request was approved read as vanilla)
                notes["after_lapse_send"] = after = dict[str, Any]()
                error = await _later_send(noted, ctx, AGAIN, lapsed, legs, run_leg, log, after)
                if "unsupported" in after:
                    notes["unsupported"] = after["unsupported"]
    if other is not None:  # its requests answered together, now this run ended
        await other.answer_all((spec or CheckSpec()).tool)
    trace = Trace(legs=tuple(legs), error=error, model_stops=run_leg.model_stops(ctx))
    if log is not None:
        every = agent_requests(log.entries(run_id))
        mark = notes.pop("also_mark", None)
        before = agent_requests(log.entries(run_id, 0, mark)) if mark is not None else every
        notes["heard"] = heard(before)
        # what the model itself asked to run: a switch probe whose model booked only the
        # approved call injected no fault, and its run proves nothing (arena.matrix.stops)
        tool = (spec or CheckSpec()).tool
        notes["tool_calls_made"] = sum(e.calls.count(tool) for e in every)
        notes["made_all"] = [k for e in every for k in e.made]
        log._forget(run_id)
    release_route([run_id])  # the behaviour its route played (routed: evidence54)
    return RunResult(
        run_id=run_id,
        arena=arena,
        item=item,
        adapter=adapter.name,
        model=endpoint.model,
        trace=trace,
        checks=tuple(run_checks(trace, item, spec)),
        started_at=started_at,
        duration_s=sum(run_leg.durations),
        leg_durations_s=tuple(run_leg.durations),
        extra={"flow": notes},
    )
