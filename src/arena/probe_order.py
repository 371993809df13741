"""The order probe runs and ordinary runs start in, mixed (:func:`mixed`), and the work each is.

Split from :mod:`arena.probe_flows` (which runs the flows themselves): :func:`mixed` draws the
order with the probes' seed (:func:`drawn`), keeps a probe run first on its item, and
:func:`spread` places an adapter's runs of one column apart (red team 21: an adapter careful
only on its first k runs in a process, where the probes ran first, read "unaided: yes").

The guarantee (:func:`unmet` says where an order breaks it): in each process, every group of
two or more of an adapter's probe runs, of one column or of one probe, has a run at or after
the middle of that adapter's runs there, and each adapter's probe runs reach it (the harness
calls its ``start``) in their drawn places among its runs, whatever runs are in flight. So one
of each group reaches the adapter after its first K runs there for every K up to half its runs;
what the adapter awaits inside ``start`` before it notes the run is its own.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING, NamedTuple, Protocol

from arena.leg_call import REACHING

if TYPE_CHECKING:
    from arena.runner import RunResult

#: How many orders :func:`drawn` draws at most before it keeps one that breaks the guarantee
#: (seeds 0..2000 with 1 to 4 workers, over one, two, five or the eight shipped adapters, and
#: 0..500 with the gap :func:`mixed` asks: never more than 4; test_s43_probe_order_guarantee).
DRAWS = 200


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
    #: The probe's own name: its runs in a column go one to each half of the adapter's runs
    #: (the hasty runs, which a careful-first adapter passes anyway, took both late places of
    #: "unaided" while both batch runs ran early: session 43).
    name: str = ""


async def mixed(
    work: Sequence[Work], *, seed: int | str | None, concurrency: int
) -> list[RunResult | None]:
    """Every run of ``work``, started in an order drawn with ``seed`` (:func:`drawn`; None:
    ``work``'s order), at most ``concurrency`` at once; the results in ``work``'s order. Where
    a run must meet its item first, the item's other runs wait until the first such run (as
    drawn) ended: the probe items stay new to the adapter however the runs mix (red team 17).

    Each adapter's probe runs reach it in their drawn places among its runs (:func:`_after`): a
    run starts once the runs it follows handed the adapter their first leg
    (:data:`arena.leg_call.REACHING`) or ended. Runs that waited for their item's first run used to let the adapter's later runs
    start before them: a batch probe run drawn tenth of FirstK's twelve in a worker reached it
    fourth, and FirstK read "unaided: yes" (session 43, seed 18, ``--workers 2``); started in
    order, two runs in flight reached the adapter in whichever order their first awaits (the
    model log's registration) ended."""
    order = drawn(work, seed, gap=2 * concurrency)
    lead: dict[str, tuple[int, asyncio.Event]] = {}
    for i in order:
        item, first = work[i].item, work[i].first
        if first and item not in lead:
            lead[item] = (i, asyncio.Event())
    # each wait is on a run drawn earlier (none waits on its own adapter's later run): only
    # where each item's first run is the one its others wait for
    chained = all(w.item not in lead or lead[w.item][0] == i for i, w in _firsts(order, work))
    after = _after(order, work) if chained else {}
    began = {i: asyncio.Event() for i in order}
    gate = asyncio.Semaphore(max(1, concurrency))

    async def one(i: int) -> RunResult | None:
        first = lead.get(work[i].item)
        try:
            if first is not None and first[0] != i:
                await first[1].wait()
            for earlier in after.get(i, ()):
                await began[earlier].wait()
            async with gate:
                REACHING.set(began[i].set)  # its adapter's next run starts once this one
                return await work[i].start()  # reaches the adapter (arena.leg_call.awaited)
        finally:
            began[i].set()
            if first is not None and first[0] == i:
                first[1].set()

    tasks = {i: asyncio.ensure_future(one(i)) for i in order}  # they start in this order
    await asyncio.gather(*tasks.values())
    return [tasks[i].result() for i in range(len(work))]


def _after(order: Sequence[int], work: Sequence[Work]) -> dict[int, list[int]]:
    """The runs each run must see reach its adapter before it starts: a probe run every run of
    its adapter drawn before it (those since the adapter's previous probe run, which itself
    came after all before it), an ordinary run the adapter's last probe run drawn before it. So
    a probe run reaches the adapter in its drawn place among the adapter's runs, while the
    ordinary runs between two probe runs go in any order (one waiting for its item's probe run
    to end holds back only the adapter's next probe run, not every later run)."""
    after: dict[int, list[int]] = {}
    since: dict[str, list[int]] = {}  # adapter -> its runs since its last probe run, that one first
    for i in order:
        runs = since.setdefault(work[i].adapter, [])
        if work[i].probe:
            after[i] = list(runs)
            runs[:] = [i]
        else:
            after[i] = runs[:1] if runs and work[runs[0]].probe else []
            runs.append(i)
    return after


def drawn(work: Sequence[Work], seed: int | str | None, gap: int = 1) -> list[int]:
    """The order :func:`mixed` starts ``work`` in: drawn with ``seed`` (None: ``work``'s), each
    item's first run one that must meet it first (:func:`opened`), each adapter's probe runs
    spread (:func:`spread`), ``gap`` as :func:`opened` takes it; drawn again, up to
    :data:`DRAWS` times, while :func:`unmet` finds the guarantee broken (a part had no place
    free, or :func:`opened` found no order)."""
    if seed is None:
        return opened(list(range(len(work))), work, gap) or list(range(len(work)))
    rng = random.Random(f"{seed}:order")
    order: list[int] | None = None
    for _ in range(DRAWS):
        order = list(range(len(work)))
        rng.shuffle(order)
        order = opened(spread(order, work, rng), work, gap)
        if order is not None and unmet(order, work) is None:
            return order
    return order or list(range(len(work)))


def opened(order: list[int], work: Sequence[Work], gap: int = 1) -> list[int] | None:
    """``order`` interleaved again so that each item's first run is one that must meet it first
    (where the item has such a run), each adapter's runs in their order: at each place the run
    drawn earliest whose item is met, ``gap`` places back at least where one is (the runs in
    flight at once: one drawn right after its item's first run waits for it to end, and holds
    back its adapter's next probe run), or that meets it. Where every adapter's next run waits,
    one of them swaps with a later run of its adapter that can go (one that leaves its probe
    runs as far on: :func:`_late`); failing that the gap goes. The item's other runs wait for
    that one to end (:func:`mixed`); drawn before it, they waited while their adapter's later
    runs went ahead. None where no swap helps."""
    fresh = {w.item for w in work if w.first}
    at = {i: place for place, i in enumerate(order)}
    seqs: dict[str, list[int]] = {}
    for i in order:
        seqs.setdefault(work[i].adapter, []).append(i)
    done = dict.fromkeys(seqs, 0)  # adapter -> how many of its runs are placed
    met: dict[str, int] = {}  # item -> the place of its first run
    out: list[int] = []

    def spaced(i: int) -> bool:
        w = work[i]
        return w.first or w.item not in fresh or len(out) - met.get(w.item, len(out)) >= gap

    def met_at_all(i: int) -> bool:
        return work[i].first or work[i].item not in fresh or work[i].item in met

    while len(out) < len(order):
        heads = [(at[seq[done[a]]], a) for a, seq in seqs.items() if done[a] < len(seq)]
        for can_go in (spaced, met_at_all):
            if ready := [(p, a) for p, a in heads if can_go(order[p])]:
                a = min(ready)[1]
                break
            # the first adapter (as drawn) with a later run that can go
            if went := [a for _, a in sorted(heads) if _unblocked(seqs[a], done[a], work, can_go)]:
                a = went[0]
                break
        else:
            return None
        i = seqs[a][done[a]]
        done[a] += 1
        met.setdefault(work[i].item, len(out))
        out.append(i)
    return out


def _unblocked(
    seq: list[int], done: int, work: Sequence[Work], can_go: Callable[[int], bool]
) -> bool:
    """Swap ``seq``'s next run (``seq[done]``, which waits) with the first later run that can go
    and leaves ``seq``'s probe runs as far on (:func:`_late`); whether one did."""
    for k in range(done + 1, len(seq)):
        if not can_go(seq[k]):
            continue
        swapped = list(seq)
        swapped[done], swapped[k] = swapped[k], swapped[done]
        if _late(swapped, work) is None or _late(seq, work) is not None:
            seq[done], seq[k] = seq[k], seq[done]
            return True
    return False


def _firsts(order: Sequence[int], work: Sequence[Work]) -> list[tuple[int, Work]]:
    """Each item's first run in ``order``."""
    seen: dict[str, int] = {}
    for i in order:
        seen.setdefault(work[i].item, i)
    return [(i, work[i]) for i in seen.values()]


def _opens(order: Sequence[int], work: Sequence[Work], item: str) -> bool:
    """Whether ``item``'s first run in ``order`` is one that must meet it first (or none is)."""
    first = next((work[i] for i in order if work[i].item == item), None)
    return first is None or first.first or not any(w.first and w.item == item for w in work)


def _rounds(runs: list[int], work: Sequence[Work], rng: random.Random) -> list[int]:
    """``runs`` (one column's) drawn into rounds: one run of each probe, then a second of
    each, ...: placed one to a part in this order, a probe's second run falls in the later
    half of the adapter's runs whenever no probe of the column has more than two."""
    by_probe: dict[str, list[int]] = {}
    for run in runs:
        by_probe.setdefault(work[run].name, []).append(run)
    probes = list(by_probe.values())
    rng.shuffle(probes)
    for mine in probes:
        rng.shuffle(mine)
    rounds = max(len(mine) for mine in probes)
    return [mine[r] for r in range(rounds) for mine in probes if r < len(mine)]


def spread(order: list[int], work: Sequence[Work], rng: random.Random) -> list[int]:
    """``order`` with each adapter's k runs for one column moved, one into each of k equal parts
    of that adapter's runs as drawn (the place within a part drawn too, in rounds of one run a
    probe: :func:`_rounds`); other runs take the places they leave, the other adapters' keep
    theirs.

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
            n, k = len(places), len(runs)
            for j, run in enumerate(_rounds(runs, work, rng)):
                part = places[j * n // k : (j + 1) * n // k]
                here = order.index(run)
                free = [p for p in part if order[p] not in placed]
                if here not in part and free:
                    there = free[rng.randrange(len(free))]
                    order[here], order[there] = order[there], order[here]
                placed.add(run)
    return order


def unmet(order: Sequence[int], work: Sequence[Work]) -> str | None:
    """Where ``order`` breaks the guarantee (the module's docstring), else None: an item whose
    first run need not meet it first, or an adapter's group of two or more probe runs of one
    column, or of one probe, none of them at or after the middle of its runs."""
    for item in dict.fromkeys(w.item for w in work if w.first):
        if not _opens(order, work, item):
            return f"item {item}: its first run is not one that must meet it first"
    mine: dict[str, list[int]] = {}
    for i in order:
        mine.setdefault(work[i].adapter, []).append(i)
    for runs in mine.values():
        if (why := _late(runs, work)) is not None:
            return why
    return None


def _late(runs: Sequence[int], work: Sequence[Work]) -> str | None:
    """Where one adapter's ``runs`` (in order) have a group of two or more probe runs of one
    column, or of one probe, none at or after the middle of them, else None."""
    groups: dict[tuple[str, str], list[int]] = {}
    for q, i in enumerate(runs):
        if work[i].probe:
            groups.setdefault((work[i].probe, ""), []).append(q)
            if work[i].name:
                groups.setdefault((work[i].probe, work[i].name), []).append(q)
    for (column, probe), at in groups.items():
        if len(at) >= 2 and max(at) < len(runs) // 2:
            what = f"probe {probe}" if probe else f"column {column}"
            adapter = work[runs[0]].adapter
            return f"{adapter}: its {what} runs at {at}, all before {len(runs) // 2}"
    return None
