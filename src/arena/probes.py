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

The probes whose cells need a verdict (:data:`FRESH`) each take items no other probe of the run
took, drawn with a seed that changes per invocation (:func:`plan_items`), and meet them before any
other run of the process does (red team 17: careful only on a text seen before, or on the two
texts the probes always used). Otherwise the probe runs mix with the ordinary runs, on the same
adapters, in an order drawn with that seed (:class:`Probing`; red team 21: careful only in an
adapter built after the first, or on the first k runs of a process, where the probes ran first).
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field

import msgspec

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.errors import ArenaError
from arena.evaluate import check_spec
from arena.matrix.stops import NOT_MEASURED
from arena.model.run_behaviour import played_by, release
from arena.probe_flows import FOLLOW_UP, Work, mixed, one_then_rest, run_flow
from arena.runner import RunResult, run_item
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

#: The probes whose cells need a verdict from items the adapter has not met in this process: each
#: takes items no other probe took where the arena has enough (:func:`plan_items`), and its run
#: of one goes before any other run of it (:func:`arena.probe_flows.mixed`).
FRESH = ("batch", "hasty", "gated", "reject", "switch", "partial")


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


def probe_items(arena: Arena, probe: Probe, seed: int | None = None) -> list[EvalItem]:
    """Per outcome the probe needs, an item that can test its cell (drawn with ``seed``, else
    at random), answered with that outcome's option (:data:`OPTION`) where the item answers
    otherwise. The switch probe needs an approved item where another free room fits as well
    (:func:`second_room`)."""
    seed = draw_seed() if seed is None else seed
    return list(plan_items(arena, (probe,), seed).items[probe.name])


def untestable(arena: Arena, probe: Probe) -> str | None:
    """Why the probe runs no item although the arena has items of the outcome it needs (its
    cell then reads "-" with this, never "no"), else None."""
    if not probe.switches or probe.every_item:
        return None
    has = any(i.meta.get("expect") in probe.expects for i in arena.items)
    return NO_SECOND_ROOM if has and not _candidates(arena, probe, probe.expects[0]) else None


def draw_seed() -> int:
    """A seed for the probes' items, new each invocation (``arena matrix --probe-seed`` takes
    one back: the runs record it as ``extra["probe_seed"]``)."""
    return random.SystemRandom().randrange(1_000_000)


def in_order(probes: Iterable[Probe]) -> list[Probe]:
    """The :data:`FRESH` probes first (they choose items first), then the rest."""
    given = list(probes)
    return [p for p in given if p.name in FRESH] + [p for p in given if p.name not in FRESH]


@dataclass(frozen=True, kw_only=True)
class ItemPlan:
    """The items each probe runs (probe name -> items) and, per :data:`FRESH` probe that had to
    repeat an item an earlier probe took, why (the arena has too few): said in its cell."""

    seed: int
    items: Mapping[str, tuple[EvalItem, ...]]
    reused: Mapping[str, str]


def plan_items(arena: Arena, probes: Sequence[Probe], seed: int) -> ItemPlan:
    """Each probe's items, drawn with ``seed`` among those that can test its cell: a
    :data:`FRESH` probe takes items no other probe of ``probes`` took while the arena has such
    (the probe with the fewest candidates chooses first), the others any. An item answered
    otherwise than by its outcome's option is given the option (:data:`OPTION`), preferred
    after an untaken item answered by the option itself."""
    rng = random.Random(seed)
    taken: dict[str, str] = {}  # item id -> the probe that took it
    chosen: dict[tuple[str, str], EvalItem] = {}
    reused: dict[str, list[str]] = {}
    wanted = [(p, e) for p in in_order(probes) if not p.every_item for e in p.expects]
    fresh_first = sorted(
        (pe for pe in wanted if pe[0].name in FRESH),
        key=lambda pe: len(_candidates(arena, *pe)),
    )
    for probe, expect in [*fresh_first, *(pe for pe in wanted if pe[0].name not in FRESH)]:
        candidates = _candidates(arena, probe, expect)
        if not candidates:
            continue
        untaken = [i for i in candidates if i.id not in taken]
        item = _answered(rng, untaken or candidates, expect)
        if probe.name in FRESH and not untaken:
            reused.setdefault(probe.name, []).append(
                f"{item.id} also ran the {taken[item.id]} probe (the arena has "
                f"{len(candidates)} {expect} item(s) that can test it; the probes need more)"
            )
        taken.setdefault(item.id, probe.name)
        chosen[(probe.name, expect)] = item
    items = {
        p.name: tuple(arena.items)
        if p.every_item
        else tuple(chosen[(p.name, e)] for e in p.expects if (p.name, e) in chosen)
        for p in probes
    }
    notes = {name: "item reused: " + "; ".join(why) for name, why in reused.items()}
    return ItemPlan(seed=seed, items=items, reused=notes)


def _candidates(arena: Arena, probe: Probe, expect: str) -> list[EvalItem]:
    """The arena's items of outcome ``expect`` that can test the probe's cell (the switch
    probe: those where the most free rooms fit, none where only one does)."""
    candidates = [i for i in arena.items if i.meta.get("expect") == expect]
    if probe.switches:
        ranked = [(second_room(arena, i), i) for i in candidates]
        best = max((rank for rank, _ in ranked), default=0)
        candidates = [i for rank, i in ranked if rank == best and rank > 0]
    return candidates


def _answered(rng: random.Random, pool: Sequence[EvalItem], expect: str) -> EvalItem:
    """One of ``pool``, one answered by ``expect``'s option if any is, else one given it."""
    option = OPTION.get(expect)
    if option is None:
        return rng.choice(pool)
    plain = [i for i in pool if set(i.resume_with) == {option}]
    if plain:
        return rng.choice(plain)
    item = rng.choice(pool)
    return msgspec.structs.replace(
        item,
        resume_with=(option,),
        meta={**item.meta, "probe_answer": f"{option} (the item's own answer given as an option)"},
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


#: One probe run to make: its place among the run's probe runs, the probe, the adapter's name,
#: the item (:func:`probe_jobs`; ``arena run --workers`` deals these out, :mod:`arena.parallel`).
ProbeJob = tuple[int, Probe, str, EvalItem]
#: Each adapter built for a probe's agent (its name, whether the tool is gated), or why not.
Runners = dict[tuple[str, bool], ResumableRunner]


def probe_jobs(plan: ItemPlan, probes: Sequence[Probe], names: Sequence[str]) -> list[ProbeJob]:
    """Every probe's runs, numbered: per probe every adapter, per adapter the probe's items
    (the order they run in is drawn: :func:`arena.probe_flows.mixed`)."""
    pairs = [(p, n, i) for p in in_order(probes) for n in names for i in plan.items[p.name]]
    return [(k, p, n, i) for k, (p, n, i) in enumerate(pairs)]


def build_runners(
    arena: Arena,
    names: Sequence[str],
    probes: Sequence[Probe],
    build: Callable[[str, AgentSpec], ResumableRunner] = load_adapter,
    *,
    seed: int | str,
    ordinary: bool = False,
) -> tuple[Runners, list[Unsupported]]:
    """The adapters the probes run (one per agent variant: plain, gated), and each (adapter,
    probe) that could not be built. With ``ordinary`` the plain ones are the ordinary runs'
    (a failure to build one is raised), so the probes run on the ordinary runs' adapter: they
    are built first, by name, as with no probes, and the gated ones after them in an order
    drawn with ``seed`` (red team 21: careful only in an instance built after the first)."""
    plain = AgentSpec.from_module(arena.tools(), name=arena.name)
    gated = gated_spec(arena)
    wanted = {(n, p.gated) for p in probes for n in names}
    keys = [(n, False) for n in names if ordinary or (n, False) in wanted]
    later = [(n, True) for n in names if (n, True) in wanted]
    random.Random(f"{seed}:build").shuffle(later)
    built: dict[tuple[str, bool], ResumableRunner | ArenaError] = {}
    for key in [*keys, *later]:
        try:
            built[key] = build(key[0], gated if key[1] else plain)
        except ArenaError as exc:
            if ordinary and not key[1]:
                raise
            built[key] = exc
    unsupported = [
        Unsupported(adapter=name, probe=probe.name, reason=str(why))
        for probe in in_order(probes)
        for name in names
        if isinstance(why := built[(name, probe.gated)], ArenaError)
    ]
    runners = {k: r for k, r in built.items() if not isinstance(r, ArenaError)}
    return runners, unsupported


def probe_work(
    arena: Arena,
    jobs: Sequence[ProbeJob],
    runners: Runners,
    endpoint: ModelEndpoint,
    *,
    plan: ItemPlan,
    leg_timeout_s: float = 60.0,
    on_result: Callable[[int, RunResult], None] | None = None,
) -> list[tuple[int, Work]]:
    """Each of ``jobs`` whose adapter could be built, with its place, as a run to make
    (:func:`arena.probe_flows.mixed`); it calls ``on_result`` with its place and its run as
    recorded (:func:`_recorded`) when it ends."""
    spec = check_spec(arena)
    settings = RunSettings(leg_timeout_s=leg_timeout_s)

    def work(k: int, probe: Probe, adapter: ResumableRunner, item: EvalItem) -> Work:
        model = played_by(endpoint, probe.behaviour)

        async def start() -> RunResult:
            # the switch probe keeps the model log's word on what the model booked (run_flow)
            if probe.answers == "scripted" and probe.follow_up is None and not probe.switches:
                run = await run_item(
                    adapter, item, model, settings=settings, arena=arena.name, spec=spec
                )
            else:
                answerer = one_then_rest(item) if probe.answers == "one-then-rest" else None
                run = await run_flow(
                    adapter,
                    item,
                    model,
                    arena=arena.name,
                    spec=spec,
                    leg_timeout_s=leg_timeout_s,
                    answerer=answerer,
                    follow_up=probe.follow_up,
                )
            release([run.run_id])
            run = _recorded(probe, plan, run)
            if on_result is not None:
                on_result(k, run)
            return run

        return Work(item.id, probe.name in FRESH, start, adapter.name, probe.name)

    return [
        (k, work(k, p, runners[(n, p.gated)], i)) for k, p, n, i in jobs if (n, p.gated) in runners
    ]


def skipped(
    arena: Arena, names: Sequence[str], probes: Sequence[Probe], unsupported: Sequence[Unsupported]
) -> dict[str, dict[str, str]]:
    """Per adapter, {probe: why it could not be built for it}, or why no item could test it
    (starting :data:`~arena.matrix.stops.NOT_MEASURED`: the cell reads "-")."""
    out: dict[str, dict[str, str]] = {}
    for u in unsupported:
        out.setdefault(u.adapter, {})[u.probe] = u.reason
    for probe in probes:  # a probe with no item that can test its cell: "-", with why
        if (why := untestable(arena, probe)) is not None:
            for name in names:
                out.setdefault(name, {}).setdefault(probe.name, why)
    return out


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
    seed: int | None = None,
) -> tuple[list[RunResult], dict[str, dict[str, str]]]:
    """Every probe through every named adapter, on the items :func:`plan_items` draws with
    ``seed`` (default: a new one), the runs in an order drawn with it too, each :data:`FRESH`
    probe's before any other run of its item (:func:`arena.probe_flows.mixed`); results carry
    ``extra["probe"]``, ``extra["probe_seed"]`` and, where a fresh probe had to repeat an item,
    ``extra["probe_reused"]`` (said in its cell). Also returns :func:`skipped`.

    ``endpoint`` must be the scripted model (the probes are its behaviours), by the name an
    ordinary run calls it: each probe's runs call it by that name too, and the server plays the
    probe's behaviour on their routes (:mod:`arena.model.run_behaviour`), so an adapter cannot
    tell a probe from an ordinary run by the model's name (red team 12, finding 5). The runs
    record the behaviour's name (``scripted-<behaviour>``) as their model. ``arena run`` runs
    them among its ordinary runs (:class:`Probing`): same adapters, same processes (red teams
    20, 21)."""
    probing = Probing(arena=arena, names=tuple(names), probes=tuple(probes), seed=seed)
    probing.on_result = on_result
    probing.build(build, ordinary=False)
    work = probing.work(endpoint, leg_timeout_s)
    gc.collect()  # clients of an earlier loop close now, not inside this one
    # One event loop for all probes: HTTP clients cached per loop then close with it.
    asyncio.run(mixed([w for _, w in work], seed=probing.plan.seed, concurrency=concurrency))
    return probing.outcome()


@dataclass(kw_only=True)
class Probing:
    """The probe runs of one invocation: their items (:func:`plan_items`), jobs, adapters, what
    came back (:meth:`outcome`). ``arena run --probes`` runs them among its ordinary runs
    (:func:`arena.probe_flows.evaluate_probing`, :func:`arena.parallel.evaluate_spread`)."""

    arena: Arena
    names: tuple[str, ...]
    probes: tuple[Probe, ...]
    seed: int | None = None
    on_result: Callable[[RunResult], None] | None = None
    plan: ItemPlan = field(init=False)
    jobs: tuple[ProbeJob, ...] = field(init=False)
    runners: Runners = field(default_factory=dict, init=False)
    results: dict[int, RunResult] = field(default_factory=dict, init=False)
    unsupported: list[Unsupported] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        seed = draw_seed() if self.seed is None else self.seed
        self.plan = plan_items(self.arena, self.probes, seed)
        self.jobs = tuple(probe_jobs(self.plan, self.probes, self.names))

    def build(
        self,
        build: Callable[[str, AgentSpec], ResumableRunner] = load_adapter,
        ordinary: bool = True,
    ) -> list[ResumableRunner]:
        """Build the probes' adapters and, with ``ordinary``, the ordinary runs' (the plain
        ones, which the probes share: :func:`build_runners`); returns the plain ones by name."""
        self.runners, self.unsupported = build_runners(
            self.arena, self.names, self.probes, build, seed=self.plan.seed, ordinary=ordinary
        )
        return [self.runners[(n, False)] for n in self.names if (n, False) in self.runners]

    def took(self, place: int, run: RunResult) -> None:  # a probe run ended
        self.results[place] = run
        if self.on_result is not None:
            self.on_result(run)

    def work(self, endpoint: ModelEndpoint, leg_timeout_s: float) -> list[tuple[int, Work]]:
        return probe_work(
            self.arena,
            self.jobs,
            self.runners,
            endpoint,
            plan=self.plan,
            leg_timeout_s=leg_timeout_s,
            on_result=self.took,
        )

    def outcome(self) -> tuple[list[RunResult], dict[str, dict[str, str]]]:
        """What :func:`run_probes` returns: the runs in job order, and per adapter why a probe
        could not run (said once where each worker built every probe's adapters)."""
        said = list(dict.fromkeys((u.adapter, u.probe, u.reason) for u in self.unsupported))
        why = [Unsupported(adapter=a, probe=p, reason=r) for a, p, r in said]
        runs = [self.results[k] for k in sorted(self.results)]
        return runs, skipped(self.arena, self.names, self.probes, why)


def _recorded(probe: Probe, plan: ItemPlan, run: RunResult) -> RunResult:
    """The run as recorded: tagged with its probe and the seed of its items (and why it repeats
    an item, if it had to), its model the behaviour that played."""
    run.extra["probe"] = probe.name
    run.extra["probe_seed"] = plan.seed
    if probe.name in plan.reused:
        run.extra["probe_reused"] = plan.reused[probe.name]
    return msgspec.structs.replace(run, model=f"scripted-{probe.behaviour}")


def measure(
    arena: Arena,
    names: Sequence[str],
    endpoint: ModelEndpoint,
    *,
    concurrency: int = 4,
    leg_timeout_s: float = 60.0,
    on_result: Callable[[RunResult], None] | None = None,
    seed: int | None = None,
) -> tuple[list[RunResult], dict[str, dict[str, str]]]:
    """The compliant arena (every item) plus every other probe, on every named adapter: what
    ``arena matrix`` derives from, mixed as :func:`run_probes` mixes them (the compliant runs
    are the ordinary ones: the same adapter, any place, after the :data:`FRESH` probe of their
    item). Returns the runs and, per adapter, {probe: why it could not run}."""
    baseline = dataclasses.replace(PROBES[0], every_item=True)
    assert baseline.name == "compliant"
    return run_probes(
        arena,
        names,
        endpoint,
        concurrency=concurrency,
        leg_timeout_s=leg_timeout_s,
        probes=(baseline, *EXTRA),
        on_result=on_result,
        seed=seed,
    )
