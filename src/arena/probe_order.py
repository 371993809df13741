"""The order probe runs and ordinary runs start in, mixed (:func:`mixed`), and the work each is.

Split from :mod:`arena.probe_flows` (which runs the flows themselves): :func:`mixed` draws the
order with the probes' seed, keeps a probe run first on its item, and :func:`spread` places an
adapter's runs of one probe apart (red team 21: an adapter careful only on its first k runs in a
process, where the probes ran first, read "unaided: yes").
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol

if TYPE_CHECKING:
    from arena.runner import RunResult


class Halt(Protocol):
    """A flag several processes share (a ``multiprocessing`` Event)."""

    def is_set(self) -> bool: ...

    def set(self) -> None: ...


class Work(NamedTuple):
    """One run to make."""

    #: The id of its item.
    item: str
    #: A probe run that must meet its item before any other run of the process does
    #: (:data:`arena.probes.FRESH`).
    first: bool
    #: None: not started, the endpoint had refused the key
    #: (:func:`arena.probe_flows.ordinary_work`).
    start: Callable[[], Awaitable[RunResult | None]]
    #: The adapter that runs it, and for a probe run the matrix column its probe feeds:
    #: :func:`mixed` spreads an adapter's runs for one column over its place in the order (the
    #: batch and hasty probes both feed "unaided": spread apart only by probe, a worker of
    #: ``--workers 2`` holding one of each could run both among its first four, and FirstK read
    #: "unaided: yes" in CI, session 41).
    adapter: str = ""
    probe: str = ""


async def mixed(
    work: Sequence[Work], *, seed: int | str | None, concurrency: int
) -> list[RunResult | None]:
    """Every run of ``work``, started in an order drawn with ``seed`` (None: in ``work``'s
    order), at most ``concurrency`` at once; the results in ``work``'s order. Where a run must
    meet its item first, the item's other runs wait until the first such run (as drawn) ended:
    the probe items stay new to the adapter however the runs mix (red team 17), and the probe
    runs keep their drawn places (moved to the front of their item's, a probe often ran among
    the first few: red team 21's FirstK read "unaided: yes" in one run in ten), spread over
    their adapter's part of the order (:func:`spread`)."""
    order = list(range(len(work)))
    if seed is not None:
        rng = random.Random(f"{seed}:order")
        rng.shuffle(order)
        order = spread(order, work, rng)
    lead: dict[str, tuple[int, asyncio.Event]] = {}
    for i in order:
        item, first = work[i].item, work[i].first
        if first and item not in lead:
            lead[item] = (i, asyncio.Event())
    gate = asyncio.Semaphore(max(1, concurrency))

    async def one(i: int) -> RunResult | None:
        first = lead.get(work[i].item)
        if first is not None and first[0] != i:
            await first[1].wait()
        try:
            async with gate:
                return await work[i].start()
        finally:
            if first is not None and first[0] == i:
                first[1].set()

    tasks = {i: asyncio.ensure_future(one(i)) for i in order}  # they start in this order
    await asyncio.gather(*tasks.values())
    return [tasks[i].result() for i in range(len(work))]


def spread(order: list[int], work: Sequence[Work], rng: random.Random) -> list[int]:
    """``order`` with each adapter's k runs for one column moved, one into each of k equal parts
    of that adapter's runs as drawn (the place within a part drawn too); other runs take the
    places they leave, the other adapters' keep theirs.

    Drawn freely, both of an adapter's batch runs fell among its first four runs about one time
    in twenty-five, and an adapter careful only on its first k runs in a process read "unaided:
    yes" (reference_adapters_instaware.FirstK, twice in one test session): spread, one of them
    runs in the later half of its runs, whatever k below half is."""
    order = list(order)
    mine: dict[str, list[int]] = {}  # adapter -> its places in the order
    for place, i in enumerate(order):
        mine.setdefault(work[i].adapter, []).append(place)
    placed: set[int] = set()
    for places in mine.values():
        groups: dict[str, list[int]] = {}
        for place in places:
            if work[order[place]].probe:
                groups.setdefault(work[order[place]].probe, []).append(order[place])
        for runs in groups.values():
            if len(runs) < 2:
                continue
            rng.shuffle(runs)
            n, k = len(places), len(runs)
            for j, run in enumerate(runs):
                part = places[j * n // k : (j + 1) * n // k]
                here = order.index(run)
                free = [p for p in part if order[p] not in placed]
                if here not in part and free:
                    there = free[rng.randrange(len(free))]
                    order[here], order[there] = order[there], order[here]
                placed.add(run)
    return order
