"""Whether a timed round did the work it is timed for, item by item, on either side.

The overhead stage divides the arena's time by a native script's; the ratio means something only
if both sides did the same work. Counts do not establish that: a native driver that answered every
pause with the opposite verdict booked six rooms, as many as there are approved items, and made as
many model calls (red team 3, finding 6). So a round's work is read per item: which items booked
(exactly the approved ones, once each, each after that item's pause), which room each booked (the
arena's: the room its person approved; both sides: a room that fits the item, and the same room
per item on both sides) and how many model calls each item's conversation made (the bench server
counts them by task, ``bench.server.tasks_at``). A native pause counts only when its verdict was
asked after the framework's turn returned (``bench.native.STOPPED``), not from inside a tool: an
inline verdict makes the same model requests in the same order, so the server cannot tell them
apart (red team 6, hole 5). All of it is read after the timed region; inside it a side only
appends a tuple per pause and booking.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from arena.binding import approvals
from arena.tools.rooms import DAYS, ROOMS, available
from arena.types import EvalItem
from bench.native import STOPPED

BOOK = "book_room"
#: Per-item model calls of a conversation that no item's input explains (a key of its own).
UNKNOWN = "?"


@dataclass(frozen=True)
class Work:
    """What a round booked: per item, whether each booking came after that item's first pause
    (key ``None``: a booking no item can be named for), and the room each booked."""

    booked: dict[str | None, list[bool]] = field(default_factory=dict)
    rooms: dict[str | None, list[str]] = field(default_factory=dict)
    #: Items whose pause was answered from inside the framework's turn (native side).
    inline: set[str | None] = field(default_factory=set)
    #: Bookings of another room than the one the person approved (arena side), in words.
    unapproved: list[str] = field(default_factory=list)

    def item_rooms(self) -> dict[str, list[str]]:
        """The rooms booked per item id (``UNKNOWN`` for no item's), to compare the sides."""
        return {UNKNOWN if k is None else k: v for k, v in self.rooms.items()}


def _room(value: Any) -> str:
    return str(value or "").strip().upper()


def native_work(events: Iterable[Sequence[Any]]) -> Work:
    """From ``bench.native.EVENTS`` (in order): a booking counts as after the pause when its
    item's pause was answered before it; a pause not marked STOPPED was answered inline."""
    paused: set[str | None] = set()
    inline: set[str | None] = set()
    booked: dict[str | None, list[bool]] = {}
    rooms: dict[str | None, list[str]] = {}
    for kind, item, detail in events:
        if kind == "pause":
            paused.add(item)
            if detail != STOPPED:
                inline.add(item)
        elif kind == "book":
            booked.setdefault(item, []).append(item is not None and item in paused)
            rooms.setdefault(item, []).append(_room(detail))
    return Work(booked=booked, rooms=rooms, inline=inline)


def arena_work(results: Iterable[Any]) -> Work:
    """From ``run_many``'s results: each run's executed bookings, against the seq of its first
    input request (a run belongs to one item, so nothing has to be attributed), and each one's
    room against the room its approval's binding names."""
    booked: dict[str | None, list[bool]] = {}
    rooms: dict[str | None, list[str]] = {}
    unapproved: list[str] = []
    for r in results:
        trace = r.trace
        asked = [e.seq for e in trace.events if e.type == "input.requested"]
        first = min(asked) if asked else None
        granted = dict(approvals(trace.events))
        for c in trace.calls(BOOK):
            if c.status == "ok":
                booked.setdefault(r.item.id, []).append(first is not None and c.seq > first)
                room = _room(c.args.get("room_id"))
                rooms.setdefault(r.item.id, []).append(room)
                binding = granted.get(c.request_id or "")
                want = _room((binding.args or {}).get("room_id")) if binding else ""
                if want != room:
                    unapproved.append(f"{r.item.id} {room} (approved: {want or 'no room'})")
    return Work(booked=booked, rooms=rooms, unapproved=unapproved)


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
    if inline := sorted(i or UNKNOWN for i in work.inline):
        out.append(f"pause answered inside the framework's turn, no stop: {', '.join(inline)}")
    if work.unapproved:
        out.append(f"booked another room than approved: {', '.join(work.unapproved)}")
    if unfit := _unfit(work, items):
        out.append(f"booked a room that does not fit the item: {', '.join(unfit)}")
    return out


def unverified(work: Work, items: Sequence[EvalItem]) -> dict[str, str]:
    """Per item id, the first of :func:`problems` its own work shows ({} when none does): a
    stage that counts items done (the concurrency stage) counts only those that did the work,
    not every run that completed after a pause (evidence52)."""
    out: dict[str, str] = {}
    for item in items:
        own = Work(
            booked={item.id: work.booked[item.id]} if item.id in work.booked else {},
            rooms={item.id: work.rooms[item.id]} if item.id in work.rooms else {},
            inline={item.id} & work.inline,
        )
        if wrong := problems(own, [item]):
            out[item.id] = wrong[0]
    return out


def _unfit(work: Work, items: Sequence[EvalItem]) -> list[str]:
    """Bookings of a room that is unknown, too small for the item's ``meta.capacity`` or taken
    on its ``meta.day`` (an item without them is held to the room existing)."""
    known = {r.id: r for r in ROOMS}
    out: list[str] = []
    for item in items:
        meta = item.meta or {}
        need, day = meta.get("capacity"), str(meta.get("day") or "").strip().lower()
        free = (
            {r.id for r in available(need, day)} if isinstance(need, int) and day in DAYS else None
        )
        for room in work.rooms.get(item.id, []):
            if room not in known:
                out.append(f"{item.id} {room} (no such room)")
            elif isinstance(need, int) and known[room].capacity < need:
                out.append(f"{item.id} {room} (seats {known[room].capacity}, {need} wanted)")
            elif free is not None and room not in free:
                out.append(f"{item.id} {room} (taken on {day})")
    return out


def rooms_differ(
    arena: Iterable[Mapping[str, list[str]]], native: Iterable[Mapping[str, list[str]]]
) -> str:
    """Where the rooms booked per item (one mapping per round) differ between the sides, or ``""``:
    the native side books the room the arena's person approved, item by item, in every round."""
    a = {tuple(sorted((k, tuple(v)) for k, v in r.items())) for r in arena}
    n = {tuple(sorted((k, tuple(v)) for k, v in r.items())) for r in native}
    if a == n:
        return ""
    first_a, first_n = (dict(sorted(s)[0]) if s else {} for s in (a, n))
    keys = sorted(set(first_a) | set(first_n))
    diff = [
        f"{k} {'+'.join(first_a.get(k, ())) or '-'}/{'+'.join(first_n.get(k, ())) or '-'}"
        for k in keys
        if first_a.get(k, ()) != first_n.get(k, ())
    ]
    if not diff:  # the first rounds agree, a later one does not
        diff = [f"{len(a)} arena vs {len(n)} native patterns across the rounds"]
    return "rooms booked per item (arena/native) differ: " + ", ".join(diff)


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
