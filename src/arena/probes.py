"""Running the probes (:mod:`arena.probe_catalogue`) against every adapter, for the matrix.

Each probe runs the items :mod:`arena.probe_plan` draws for it. The probes whose cells need a
verdict (:data:`FRESH`) meet their items before any other run of the process does (red team 17).
Otherwise the probe runs mix with the ordinary runs, on the same adapters, in an order drawn with
the plan's seed (:class:`Probing`; red team 21: careful only in an adapter built after the first,
or on the first k runs of a process, where the probes ran first). The probes and their items are
re-exported here, the import path callers and docs use.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType

import msgspec

from arena.adapters import AgentSpec, load_adapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.errors import ArenaError
from arena.evaluate import check_spec
from arena.model.run_behaviour import played_by, release
from arena.probe_answers import (
    ALSO,
    LAPSE,
    ONE_SEND,
    Edit,
    EditCheck,
    contrary,
    edited_yes,
    one_send,
    one_then_rest,
    with_reason,
)
from arena.probe_catalogue import EXTRA as EXTRA
from arena.probe_catalogue import FRESH as FRESH
from arena.probe_catalogue import PROBES as PROBES
from arena.probe_catalogue import Probe as Probe
from arena.probe_catalogue import in_order as in_order
from arena.probe_flows import Work, mixed, run_flow
from arena.probe_plan import NO_SECOND_ROOM as NO_SECOND_ROOM
from arena.probe_plan import OPTION as OPTION
from arena.probe_plan import ItemPlan as ItemPlan
from arena.probe_plan import draw_seed as draw_seed
from arena.probe_plan import plan_items as plan_items
from arena.probe_plan import probe_items as probe_items
from arena.probe_plan import second_room as second_room
from arena.probe_plan import untestable as untestable
from arena.runner import RunResult, run_item
from arena.settings import RunSettings
from arena.types import EvalItem, InputRequest, ResumableRunner


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


def spread_key(probe: Probe) -> str:
    """What :func:`arena.probe_order.spread` keeps an adapter's runs apart by: the matrix column
    a probe feeds, so that the batch and hasty runs, which both feed "unaided", are spread as
    one group (a worker holding one of each ran both among its first four runs often enough for
    FirstK to read "unaided: yes" in CI, session 41)."""
    return probe.column


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
    edit = edit_choice(arena, spec.tool)

    def work(k: int, probe: Probe, adapter: ResumableRunner, item: EvalItem) -> Work:
        model = played_by(endpoint, probe.plays(item.meta.get("expect")))

        async def start() -> RunResult:
            # the switch probe keeps the model log's word on what the model booked (run_flow)
            if probe.answers in ONE_SEND and not (probe.follow_up or probe.switches):
                # the gated probe's denied item lapses (red team 42: no request asked alone in
                # a first send lapsed, and an expiry handed as a yes only there read as vanilla);
                # the edited probe's one request is approved edited (evidence43: no edit where
                # one approval was asked in a first send)
                lapse = probe.lapses and item.meta.get("expect") == "denied"
                run = await run_item(
                    adapter,
                    item,
                    model,
                    settings=settings,
                    arena=arena.name,
                    spec=spec,
                    answerer=one_send(probe.answers, item, edit, spec.tool, lapse=lapse),
                )
            else:
                given, answerer, also, also_answer, lapse = item, None, None, None, None
                if probe.answers == "one-then-rest":
                    answerer = one_then_rest(item, edit)
                elif probe.answers == "contrary":  # against the item's file (red team 41)
                    given = contrary(item, arena.default_checks)
                    answerer = with_reason(given)
                    # then one more booking: approved in words on the approved line (red team
                    # 41), edited on the denied one (41b: one approval asked, edited)
                    also = ALSO
                    if given.meta.get("expect") != "approved":
                        also_answer = edited_yes(edit)
                        lapse = LAPSE  # and one more, left to lapse (red team 42)
                run = await run_flow(
                    adapter,
                    given,
                    model,
                    arena=arena.name,
                    spec=spec,
                    leg_timeout_s=leg_timeout_s,
                    answerer=answerer,
                    follow_up=probe.follow_up,
                    meanwhile=_meanwhile(arena, probe, item),
                    also=also,
                    also_answer=also_answer,
                    lapse=lapse,
                )
            release([run.run_id])
            run = _recorded(probe, plan, run)
            if on_result is not None:
                on_result(k, run)
            return run

        return Work(
            item.id, probe.name in FRESH, start, adapter.name, spread_key(probe), probe.name
        )

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
    played = probe.plays(run.item.meta.get("expect"))
    return msgspec.structs.replace(run, model=f"scripted-{played}")


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


def edit_choice(arena: Arena, tool: str) -> Edit | None:
    """The first argument of ``tool`` the arena's tools module lists the values of
    (``ARG_CHOICES``), with each value's other names (``ARG_ALIASES``): what the partial probe
    edits (:func:`arena.probe_answers.edited`). None where the module lists none."""
    module = arena.tools()
    choices = getattr(module, "ARG_CHOICES", None)
    listed = choices.get(tool) if isinstance(choices, Mapping) else None
    if not isinstance(listed, Mapping) or not listed:
        return None
    arg, values = next(iter(listed.items()))
    aliases = getattr(module, "ARG_ALIASES", None)
    names = aliases.get(tool, {}).get(arg, {}) if isinstance(aliases, Mapping) else {}
    return Edit(
        str(arg),
        tuple((str(v), tuple(str(n) for n, to in names.items() if to == v)) for v in values),
        _edit_check(arena, module, tool),
    )


def _edit_check(arena: Arena, module: ModuleType, tool: str) -> EditCheck | None:
    """Why the tools module refuses an edit of a request (its ``check_edit``, against the
    request's proposed side effect: :func:`arena.runs.decision.side_effect_fn`), as an
    operator's ``arena approve --edit`` is refused; None where the module has no such check.
    Red team 42: the probes' edit was the first room no request named, R-101 (4 seats) for a
    request for 12 people."""
    check = getattr(module, "check_edit", None)
    if not callable(check):
        return None
    from arena.runs.decision import side_effect_fn

    effect = side_effect_fn(arena.tools_module)

    def refuses(request: InputRequest, args: Mapping[str, str]) -> str | None:
        proposed = effect(request, ()) if effect is not None else {}
        said = check(tool, args, proposed)
        return str(said) if said else None

    return refuses


def _meanwhile(arena: Arena, probe: Probe, item: EvalItem) -> EvalItem | None:
    """The item another person's run starts with while the partial probe's approved item waits
    on its first answer (:func:`arena.probe_flows.run_flow`): the arena's first other item."""
    if probe.answers != "one-then-rest" or item.meta.get("expect") != "approved":
        return None
    return next((i for i in arena.items if i.id != item.id), None)
