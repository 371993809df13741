"""Whether a timed round did the work it is timed for, item by item, on either side.

The overhead stage divides the arena's time by a native script's; the ratio means something only
if both sides did the same work. Counts do not establish that: a native driver that answered every
pause with the opposite verdict booked six rooms, as many as there are approved items, and made as
many model calls (red team 3, finding 6). So a round's work is read per item: which items booked
(exactly the approved ones, once each, each after that item's pause) and how many model calls each
item's conversation made (the bench server counts them by task, ``bench.server.tasks_at``). All of
it is read after the timed region; inside it a side only appends a tuple per pause and booking.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.types import EvalItem

BOOK = "book_room"
#: Per-item model calls of a conversation that no item's input explains (a key of its own).
UNKNOWN = "?"


@dataclass(frozen=True)
class Work:
    """What a round booked: per item, whether each booking came after that item's first pause
    (key ``None``: a booking no item can be named for)."""

    booked: dict[str | None, list[bool]] = field(default_factory=dict)


def native_work(events: Iterable[Sequence[Any]]) -> Work:
    """From ``bench.native.EVENTS`` (in order): a booking counts as after the pause when its
    item's pause was answered before it."""
    paused: set[str | None] = set()
    booked: dict[str | None, list[bool]] = {}
    for kind, item, _room in events:
        if kind == "pause":
            paused.add(item)
        elif kind == "book":
            booked.setdefault(item, []).append(item is not None and item in paused)
    return Work(booked=booked)


def arena_work(results: Iterable[Any]) -> Work:
    """From ``run_many``'s results: each run's executed bookings, against the seq of its first
    input request (a run belongs to one item, so nothing has to be attributed)."""
    booked: dict[str | None, list[bool]] = {}
    for r in results:
        trace = r.trace
        asked = [e.seq for e in trace.events if e.type == "input.requested"]
        first = min(asked) if asked else None
        for c in trace.calls(BOOK):
            if c.status == "ok":
                booked.setdefault(r.item.id, []).append(first is not None and c.seq > first)
    return Work(booked=booked)


def calls_by_item(
    before: Mapping[str, int], after: Mapping[str, int], items: Sequence[EvalItem]
) -> dict[str, int]:
    """The round's model calls per item id, from the server's per-task counts before and after:
    a task is an item's when it is the item's input (or holds it: a framework may wrap it)."""
    out: dict[str, int] = {}
    for task, n in after.items():
        made = n - before.get(task, 0)
        if made <= 0:
            continue
        item = next((i.id for i in items if i.input.strip() == task.strip()), None)
        item = item or next((i.id for i in items if i.input.strip() in task), UNKNOWN)
        out[item] = out.get(item, 0) + made
    return out


def approved(items: Sequence[EvalItem]) -> set[str]:
    return {i.id for i in items if i.resume_with[:1] == ("approve",)}


def problems(work: Work, items: Sequence[EvalItem]) -> list[str]:
    """What is wrong with a round's bookings, in words; empty when exactly the approved items
    booked, once each, after their pause."""
    wanted = approved(items)
    out: list[str] = []
    if None in work.booked:
        out.append(f"{len(work.booked[None])} booking(s) made outside any item")
    booked = {i for i in work.booked if i is not None}
    if missing := sorted(wanted - booked):
        out.append(f"approved but not booked: {', '.join(missing)}")
    if extra := sorted(booked - wanted):
        out.append(f"booked without an approval: {', '.join(extra)}")
    if twice := sorted(i for i in booked & wanted if len(work.booked[i]) > 1):
        out.append(f"booked more than once: {', '.join(twice)}")
    if early := sorted(i for i in booked if not all(work.booked[i])):
        out.append(f"booked before its pause was answered: {', '.join(early)}")
    return out


def calls_differ(arena: Iterable[Mapping[str, int]], native: Iterable[Mapping[str, int]]) -> str:
    """Where the two sides' model calls per item (one mapping per round) differ, or ``""``: equal
    totals are not enough, one item's extra call could hide another's missing one."""
    a = {tuple(sorted(c.items())) for c in arena}
    n = {tuple(sorted(c.items())) for c in native}
    if a == n:
        return ""
    first_a, first_n = dict(sorted(a)[0]) if a else {}, dict(sorted(n)[0]) if n else {}
    keys = sorted(set(first_a) | set(first_n))
    diff = [
        f"{k} {first_a.get(k, 0)}/{first_n.get(k, 0)}"
        for k in keys
        if first_a.get(k, 0) != first_n.get(k, 0)
    ]
    if not diff:  # the first rounds agree, a later one does not
        diff = [f"{len(a)} arena vs {len(n)} native patterns across the rounds"]
    return "model calls per item (arena/native) differ: " + ", ".join(diff)
