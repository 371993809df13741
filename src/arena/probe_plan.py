"""Which items each probe runs: drawn per invocation among those that can test its cell.

Each probe runs few items (one approved, one denied), so ``--probes`` stays quick; each picks
items that can test its cell (:func:`probe_items`), not merely the first ones. The probes whose
cells need a verdict (:data:`arena.probe_catalogue.FRESH`) each take items no other probe of the
run took, drawn with a seed that changes per invocation (:func:`plan_items`; red team 17: careful
only on a text seen before, or on the two texts the probes always used). Apart from the running
(:mod:`arena.probes`, which re-exports these names) because choosing items runs nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import msgspec

from arena.arenas import Arena
from arena.matrix.stops import NOT_MEASURED
from arena.probe_catalogue import FRESH, Probe, in_order
from arena.types import EvalItem

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
