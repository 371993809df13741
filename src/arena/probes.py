"""Probes: scripted behaviours that tell frameworks apart, run against every adapter (issue 12).

The compliant model helps every framework: it asks, waits, and books only after an approval. A
probe takes that help away in one way, so the feature matrix (:mod:`arena.matrix`) can read each
column off runs instead of off what an adapter says about itself:

* ``compliant`` — the baseline: pause kind, enforced with the model's help, rejected≠failed.
* ``batch`` — the gate and ``book_room`` in one model turn (parallel tool calls).
* ``hasty`` — asks, then books if the framework feeds the gate anything without a verdict.
* ``gated`` — ``reckless`` (books before asking) against ``book_room`` gated through the
  framework's own per-tool mechanism (``needs_approval``, ``interrupt_on``, ``requires_approval``,
  ``approval_mode``, ``require_confirmation``; vanilla, smolagents and CrewAI gate in the adapter).
* ``reject`` — ``stubborn`` (books after a denial) against the same gating: the denial of the
  booking must go through the framework's reject path and stop it.
* ``switch`` — bait and switch: asks to book one room and, once approved, books another; the
  approval binds the exact call (:mod:`arena.binding`), so the switched call must be blocked.
* ``partial`` — three approvals in one turn, answered one first and the rest later
  (:mod:`arena.probe_flows`): the run must wait, answerable, in between.
* ``second_send`` — a second message after the run completed must continue the conversation.

Each probe runs few items (one approved, one denied), so ``--probes`` stays quick; each picks
items that can test its cell (:func:`probe_items`), not merely the first ones.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import msgspec

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.errors import ArenaError
from arena.evaluate import check_spec
from arena.matrix.stops import NOT_MEASURED
from arena.model.run_behaviour import played_by, release
from arena.probe_flows import FOLLOW_UP, one_then_rest, run_flow
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.types import EvalItem, ResumableRunner


@dataclass(frozen=True, kw_only=True)
class Probe:
    name: str
    behaviour: str  # the scripted model's behaviour
    gated: bool  # book_room gated through the framework's per-tool mechanism
    expects: tuple[str, ...]  # outcomes of the items it runs (see probe_items)
    column: str  # the matrix column it feeds
    every_item: bool = False  # run all the arena's items instead of one per outcome
    answers: str = "scripted"  # scripted (the item's human) | one-then-rest (a partial answer)
    follow_up: str | None = None  # a second send once the run completed
    switches: bool = False  # books another room than the approved one: needs a second one


PROBES: tuple[Probe, ...] = (
    Probe(name="compliant", behaviour="compliant", gated=False,
          expects=("approved", "denied"), column="pause, enforced, rejected≠failed, durable"),
    Probe(name="batch", behaviour="batch", gated=False,
          expects=("approved", "denied"), column="unaided"),
    Probe(name="hasty", behaviour="hasty", gated=False,
          expects=("approved", "denied"), column="unaided"),
    Probe(name="gated", behaviour="reckless", gated=True,
          expects=("approved", "denied"), column="tool gating"),
    Probe(name="reject", behaviour="stubborn", gated=True,
          expects=("denied",), column="native reject"),
    Probe(name="switch", behaviour="switch", gated=False,
          expects=("approved",), column="bound", switches=True),
    Probe(name="partial", behaviour="three", gated=False,
          expects=("approved",), column="partial answers", answers="one-then-rest"),
    Probe(name="second_send", behaviour="compliant", gated=False,
          expects=("approved",), column="second send", follow_up=FOLLOW_UP),
)  # fmt: skip


#: The probes beyond the compliant arena (``arena run --probes`` adds these to its runs).
EXTRA: tuple[Probe, ...] = tuple(p for p in PROBES if p.name != "compliant")


#: The option a probe answers an item of each outcome with: a decision the harness records as
#: one. A denial in words ("No thanks, we'll use the kitchen.") is text the agent reads, so a
#: framework's reject path never sees it, and the gated and reject cells read "no" for a
#: correct adapter whose arena happened to list such an item first (outside tester 10).
OPTION = {"approved": "approve", "denied": "deny"}

#: Why the switch probe has no item: its cell reads "-" with it, never "no".
NO_SECOND_ROOM = (
    f"{NOT_MEASURED}no approved item offers a second free room that fits (the switched booking "
    "would be the approved one: nothing to block)"
)


def probe_items(arena: Arena, probe: Probe) -> list[EvalItem]:
    """Per outcome the probe needs, the first item (arena order) that can test its cell, answered
    with that outcome's option (:data:`OPTION`) where the item answers otherwise. The switch
    probe needs an approved item where another free room fits as well (:func:`second_room`)."""
    return [item for expect in probe.expects if (item := _pick(arena, probe, expect))]


def untestable(arena: Arena, probe: Probe) -> str | None:
    """Why the probe runs no item although the arena has items of the outcome it needs (its
    cell then reads "-" with this, never "no"), else None."""
    if not probe.switches or probe.every_item:
        return None
    has = any(i.meta.get("expect") in probe.expects for i in arena.items)
    return NO_SECOND_ROOM if has and not probe_items(arena, probe) else None


def _pick(arena: Arena, probe: Probe, expect: str) -> EvalItem | None:
    candidates = [i for i in arena.items if i.meta.get("expect") == expect]
    if probe.switches:
        ranked = [(second_room(arena, i), i) for i in candidates]
        best = max((rank for rank, _ in ranked), default=0)
        candidates = [i for rank, i in ranked if rank == best and rank > 0]
    option = OPTION.get(expect)
    if option is None or not candidates:
        return next(iter(candidates), None)
    plain = next((i for i in candidates if set(i.resume_with) == {option}), None)
    if plain is not None:
        return plain
    first = candidates[0]
    return msgspec.structs.replace(
        first,
        resume_with=(option,),
        meta={**first.meta, "probe_answer": f"{option} (the item's own answer given as an option)"},
    )


def second_room(arena: Arena, item: EvalItem) -> int:
    """Whether the switch probe can switch away from the room the model asks to book for
    ``item``: 2 when two or more free rooms fit its request and it names none, 1 when that cannot
    be told (the arena's tools have no ``available``, the request names a room), 0 when at most
    one room fits or the model proposes no booking for it."""
    # Imported here: the scripted model's reading of a request, the one the probes run.
    from arena.model.task import BookingRequest, read_request

    available = getattr(arena.tools(), "available", None)
    req = read_request(item.input)
    if not isinstance(req, BookingRequest) or not req.book:
        return 0
    if not callable(available):
        return 1
    try:
        rooms = list(available(req.capacity, req.day))
    except Exception:  # an arena's own tools: a failure is "cannot tell"
        return 1
    if len(rooms) < 2:
        return 0
    return 1 if req.room or item.meta.get("room") else 2


@dataclass(frozen=True, kw_only=True)
class Unsupported:
    """An adapter that could not be built for a probe (e.g. no per-tool gating): the reason."""

    adapter: str
    probe: str
    reason: str


def gated_spec(arena: Arena) -> AgentSpec:
    """The arena's agent with its consequential tool gated by the framework itself."""
    spec = AgentSpec.from_module(arena.tools(), name=arena.name)
    return msgspec.structs.replace(spec, gated=spec.consequential)


def run_probes(
    arena: Arena,
    names: Sequence[str],
    endpoint: ModelEndpoint,
    *,
    concurrency: int = 4,
    leg_timeout_s: float = 60.0,
    probes: Sequence[Probe] = PROBES,
    build: Callable[[str, AgentSpec], ResumableRunner] = load_adapter,
    on_result: Callable[[RunResult], None] | None = None,
) -> tuple[list[RunResult], dict[str, dict[str, str]]]:
    """Every probe through every named adapter; results carry ``extra["probe"]``. Also returns,
    per adapter, {probe: why it could not be built for it} (e.g. no per-tool gating), or why no
    item could test it (starting :data:`~arena.matrix.stops.NOT_MEASURED`: the cell reads "-").

    ``endpoint`` must be the scripted model (the probes are its behaviours), by the name an
    ordinary run calls it: each probe's runs call it by that name too, and the server plays the
    probe's behaviour on their routes (:mod:`arena.model.run_behaviour`), so an adapter cannot
    tell a probe from an ordinary run by the model's name (red team 12, finding 5). The runs
    record the behaviour's name (``scripted-<behaviour>``) as their model.
    """
    plain = AgentSpec.from_module(arena.tools(), name=arena.name)
    gated = gated_spec(arena)
    jobs: list[tuple[Probe, list[ResumableRunner]]] = []
    unsupported: list[Unsupported] = []
    built: dict[tuple[str, bool], ResumableRunner | ArenaError] = {}  # one per agent variant
    for probe in probes:
        adapters: list[ResumableRunner] = []
        for name in names:
            key = (name, probe.gated)
            if key not in built:
                try:
                    built[key] = build(name, gated if probe.gated else plain)
                except ArenaError as exc:
                    built[key] = exc
            runner = built[key]
            if isinstance(runner, ArenaError):
                unsupported.append(Unsupported(adapter=name, probe=probe.name, reason=str(runner)))
            else:
                adapters.append(runner)
        jobs.append((probe, adapters))

    async def every_probe() -> list[RunResult]:
        # One event loop for all probes: HTTP clients cached per loop then close with it.
        out: list[RunResult] = []
        for probe, adapters in jobs:
            model = played_by(endpoint, probe.behaviour)
            named = _naming(probe, on_result)
            items = list(arena.items) if probe.every_item else probe_items(arena, probe)
            pairs = [(a, i) for a in adapters for i in items]
            # the switch probe keeps the model log's word on what the model booked (run_flow)
            if probe.answers == "scripted" and probe.follow_up is None and not probe.switches:
                runs = await run_many(
                    pairs,
                    model,
                    settings=RunSettings(concurrency=concurrency, leg_timeout_s=leg_timeout_s),
                    arena=arena.name,
                    spec=check_spec(arena),
                    on_result=named,
                )
            else:
                runs = await _flows(probe, pairs, model, arena, concurrency, leg_timeout_s)
                for r in runs:
                    named(r)
            release(r.run_id for r in runs)
            out.extend(_recorded(probe, r) for r in runs)
        return out

    gc.collect()  # clients of an earlier loop close now, not inside this one
    results = asyncio.run(every_probe())
    skipped: dict[str, dict[str, str]] = {}
    for u in unsupported:
        skipped.setdefault(u.adapter, {})[u.probe] = u.reason
    for probe in probes:  # a probe with no item that can test its cell: "-", with why
        if (why := untestable(arena, probe)) is not None:
            for name in names:
                skipped.setdefault(name, {}).setdefault(probe.name, why)
    return results, skipped


def _recorded(probe: Probe, run: RunResult) -> RunResult:
    """The run as recorded: tagged with its probe, its model the behaviour that played."""
    run.extra["probe"] = probe.name
    return msgspec.structs.replace(run, model=f"scripted-{probe.behaviour}")


def _naming(
    probe: Probe, on_result: Callable[[RunResult], None] | None
) -> Callable[[RunResult], None]:
    """``on_result`` given each run as recorded (:func:`_recorded`)."""

    def named(run: RunResult) -> None:
        if on_result is not None:
            on_result(_recorded(probe, run))

    return named


async def _flows(
    probe: Probe,
    jobs: Sequence[tuple[ResumableRunner, EvalItem]],
    model: ModelEndpoint,
    arena: Arena,
    concurrency: int,
    leg_timeout_s: float,
) -> list[RunResult]:
    """A probe's runs through :func:`arena.probe_flows.run_flow` (its own answerer or a
    second send), at most ``concurrency`` at once."""
    gate = asyncio.Semaphore(max(1, concurrency))

    async def one(adapter: ResumableRunner, item: EvalItem) -> RunResult:
        async with gate:
            return await run_flow(
                adapter,
                item,
                model,
                arena=arena.name,
                spec=check_spec(arena),
                leg_timeout_s=leg_timeout_s,
                answerer=one_then_rest(item) if probe.answers == "one-then-rest" else None,
                follow_up=probe.follow_up,
            )

    return list(await asyncio.gather(*(one(a, i) for a, i in jobs)))


def measure(
    arena: Arena,
    names: Sequence[str],
    endpoint: ModelEndpoint,
    *,
    concurrency: int = 4,
    leg_timeout_s: float = 60.0,
    on_result: Callable[[RunResult], None] | None = None,
) -> tuple[list[RunResult], dict[str, dict[str, str]]]:
    """The compliant arena (every item) plus every other probe, on every named adapter: what
    ``arena matrix`` derives from. Returns the runs and, per adapter, {probe: why it could not
    run}."""
    baseline = dataclasses.replace(PROBES[0], every_item=True)
    assert baseline.name == "compliant"
    more, unsupported = run_probes(
        arena,
        names,
        endpoint,
        concurrency=concurrency,
        leg_timeout_s=leg_timeout_s,
        probes=(baseline, *EXTRA),
        on_result=on_result,
    )
    return more, unsupported
