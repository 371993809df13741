"""An item's facts against the rooms of the arena's tools: whether any run could meet them
(:func:`impossible`: a day or a room the tools do not have, a head count no room seats, a named
room too small or taken that day, no room free that seats it), and the rooms free on a day,
which :mod:`arena.item_reading` reads too. The facts themselves are :mod:`arena.item_facts`'s."""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import Any

from arena.item_facts import BOTH, _avoid_problem, avoided_rooms, day_fact, did_you_mean


def impossible(meta: Mapping[str, Any], tools: ModuleType, *, acts: bool) -> str | None:
    """Facts no run can meet, so no adapter could pass: two head counts that disagree, or — for
    an item whose checks need the agent to ask or book (``acts``; a denied item too: an agent
    asks only about a room it found, and one that finds none says so and asks nobody) — a day or
    a room the arena's tools do not have (their optional ``DAYS`` and ``ROOMS``), a head count
    more than any of those rooms seats, a named room too small for it or taken that day, or no
    room that seats it free that day (their optional ``available``). An item about a Saturday,
    or 30 people, that no agent should ask about (``expect: no_approval``) is fine."""

    people, capacity = meta.get("people"), meta.get("capacity")
    if people is not None and capacity is not None and people != capacity:
        return (
            f"meta people: {people} and capacity: {capacity} disagree (booked_as_approved "
            "compares one head count); keep people (how many come) or capacity (seats needed)"
        )
    rooms = getattr(tools, "ROOMS", None)
    avoid = _avoid_problem(meta, rooms) if rooms and avoided_rooms(meta) else None
    if avoid is not None:
        return avoid
    if not acts:
        return None
    days = getattr(tools, "DAYS", None)
    day = meta.get("day")
    if days and isinstance(day, str) and (day_fact(day) or "").lower() not in days:
        return (
            f"meta day {day!r}: the arena's tools ({tools.__name__}) book only "
            f"{', '.join(days)}, so no agent could book it; pick one of those, {BOTH} day"
        )
    seats = [c for r in rooms or () if isinstance(c := getattr(r, "capacity", None), int)]
    count = people if people is not None else capacity
    if seats and isinstance(count, int) and count > max(seats):
        weekday_ = day_fact(day) if isinstance(day, str) else None
        free = [getattr(r, "capacity", 0) for r in (_free(tools, 1, weekday_) or {}).values()]
        most = max([c for c in free if isinstance(c, int)] or seats)  # one free that day
        return (
            f"meta people: {count}: no room of the arena's tools seats more than {max(seats)}, "
            "so no agent could book for them; expect: no_approval (the agent should say no room "
            f"fits) or lower the head count to {most} or fewer, {BOTH} people"
        )
    room = meta.get("room")
    if rooms and isinstance(room, str):
        named = [r for r in rooms for a in ("id", "name") if _same(getattr(r, a, ""), room)]
        if not named:
            listed = ", ".join(f"{r.id} ({r.name})" for r in rooms)
            hint = did_you_mean(room, [str(getattr(r, a)) for r in rooms for a in ("id", "name")])
            return f"meta room {room!r}: the arena's tools have no such room; {hint}rooms: {listed}"
        return _room_problem(named[0], room, count, day, tools)
    return _no_free_room(meta, count, day, tools)


def _same(value: object, room: str) -> bool:
    return str(value).casefold() == room.strip().casefold()


def _room_problem(
    room: Any, asked: str, count: object, day: object, tools: ModuleType
) -> str | None:
    """Why the named room can never be booked as the item asks: it seats fewer than the head
    count (``room: Juniper`` for 10 failed on every adapter), or the tools' schedule (their
    optional ``available(capacity, day)``) has it taken that day. The rooms and days offered
    instead are those the item would load with, changed in the input and in ``meta`` alike."""

    seats = getattr(room, "capacity", None)
    people = count if isinstance(count, int) else 1
    label = f"{room.id} ({room.name})"
    rooms = getattr(tools, "ROOMS", ())
    weekday_ = day_fact(day) if isinstance(day, str) else None
    free = _free(tools, people, weekday_)
    if isinstance(seats, int) and people > seats:
        fitting = [r for r in rooms if getattr(r, "capacity", 0) >= people]
        fits = [r for r in fitting if free is None or r.id in free]
        on = f" and is free on {weekday_.title()}" if free is not None and weekday_ else ""
        offer = f"name a room that seats {people}{on} ({', '.join(map(_label, fits))}) {BOTH} room"
        if not fits:  # none that day: a room with a day it is free, both changed
            days = getattr(tools, "DAYS", ())
            free_on = [(d, f) for d in days if (f := _free(tools, people, d))]
            offer = f"no room that seats {people} is free on {str(weekday_).title()}" + (
                f"; name {_label(next(iter(free_on[0][1].values())))} and "
                f"{free_on[0][0].title()} {BOTH} room and day"
                if free_on
                else ""
            )
        lower = (
            f", or lower the head count to {seats} or fewer {BOTH} people"
            if free is None or room.id in (_free(tools, seats, weekday_) or {})
            else ""
        )
        return (
            f"meta room {asked!r}: {label} seats {seats}, fewer than people: {people}, so no "
            f"agent could book it for them; {offer}{lower}"
        )
    if free is None or weekday_ is None or room.id in free:
        return None
    listing = ", ".join(map(_label, free.values())) or "none"
    days = [d for d in getattr(tools, "DAYS", ()) if room.id in (_free(tools, people, d) or {})]
    other = f"a day it is free ({', '.join(d.title() for d in days)})" if days else "another day"
    return (
        f"meta room {asked!r}: {label} is taken on {weekday_.title()} in the schedule of the "
        f"arena's tools ({tools.__name__}), so no agent could book it; free on {weekday_.title()} for "
        f"{people}+ people: {listing}; "
        + (f"name one of those {BOTH} room, or " if free else "")
        + f"pick {other} {BOTH} day"
    )


def _free(tools: ModuleType, people: int, weekday_: str | None) -> dict[str, Any] | None:
    """The rooms the tools' schedule (their optional ``available(capacity, day)``) has free for
    ``people`` on ``weekday_``, by id; ``None`` where it cannot say."""
    schedule = getattr(tools, "available", None)
    if not callable(schedule) or weekday_ is None:
        return None
    try:
        return {str(r.id): r for r in schedule(people, weekday_)}
    except Exception:  # the user's tools: a schedule that cannot answer says nothing here
        return None


def _label(room: Any) -> str:
    return f"{room.id} ({room.name})" if hasattr(room, "name") else str(room.id)


def _no_free_room(
    meta: Mapping[str, Any], count: object, day: object, tools: ModuleType
) -> str | None:
    """Why no room can be asked about: the tools' schedule (their optional ``available(capacity,
    day)``) has every room that seats the head count taken that day, or each free one is ruled
    out (``avoid``). Every adapter failed such an item: a correct agent says no room is free and
    asks nobody (outside tester 12, finding 3)."""
    schedule = getattr(tools, "available", None)
    weekday_ = day_fact(day) if isinstance(day, str) else None
    if not callable(schedule) or weekday_ is None:
        return None
    people = count if isinstance(count, int) else 1
    try:
        free, every = list(schedule(people, weekday_)), list(schedule(1, weekday_))
    except Exception:  # the user's tools: a schedule that cannot answer says nothing here
        return None
    out = {a.casefold() for a in avoided_rooms(meta)}
    if any(not _out(r, out) for r in free):
        return None
    on = weekday_.title()
    key = "people" if meta.get("people") is not None else "capacity"
    said = f"{key}: {count} on {on}" if isinstance(count, int) else f"day: {day}"
    days = [
        d.title()
        for d in getattr(tools, "DAYS", ())
        if any(not _out(r, out) for r in (_free(tools, people, d) or {}).values())
    ]
    another = f"a day one is free ({', '.join(days)})" if days else "another day"
    if free:
        listing = ", ".join(_label(r) for r in free)
        return (
            f"meta {said}: meta avoid rules out every room free for {people} then ({listing}), "
            f"so no agent could ask for or book one; rule out fewer rooms {BOTH} avoid, or "
            f"pick {another} {BOTH} day"
        )
    seats = f" that seats {people}" if isinstance(count, int) else ""
    largest = max(every, key=lambda r: getattr(r, "capacity", 0), default=None)
    most = getattr(largest, "capacity", None)
    fits = isinstance(most, int)
    biggest = (
        f"the largest free room that day is {_label(largest)}, seats {most}"
        if fits
        else "no room is free that day at all"
    )
    smaller = f", or a head count of {most} or fewer {BOTH} {key}" if fits else ""
    return (
        f"meta {said}: no room of the arena's tools ({tools.__name__}){seats} is "
        f"free on {on} ({biggest}), so no agent could ask for or book one; pick {another} "
        f"{BOTH} day{smaller}; or expect: no_approval (the agent should say no room is free)"
    )


def input_count_problem(
    count: int, day: str | None, meta: Mapping[str, Any], tools: ModuleType
) -> str | None:
    """Why no room can be asked about for the head count the scripted model reads in an item's
    input where ``meta`` gives none (``meta.people`` is checked by :func:`impossible`): more than
    any room seats, or no room that seats it free that day. "Book a room for 30 people on
    Tuesday" loaded with no word (session 41), and every adapter failed: the model found no
    room and asked nobody. ``day`` is the weekday read (``meta.day`` where it says one)."""
    if meta.get("people") is not None or meta.get("capacity") is not None:
        return None
    rooms = getattr(tools, "ROOMS", None) or ()
    seats = [c for r in rooms if isinstance(c := getattr(r, "capacity", None), int)]
    fix = "or give the item expect: no_approval (the agent should say no room "
    if seats and count > max(seats):
        return (
            f"the scripted model reads {count} people in the input, and no room of the arena's "
            f"tools seats more than {max(seats)}, so no agent could book for them; lower the "
            f"head count in the input to {max(seats)} or fewer, {fix}fits)"
        )
    weekday_ = day_fact(day) if isinstance(day, str) else None
    free = _free(tools, count, weekday_)
    if free is None or free:
        return None
    days = [d.title() for d in getattr(tools, "DAYS", ()) if _free(tools, count, d)]
    other = f"one is free on {', '.join(days)}" if days else "none is free any day"
    return (
        f"the scripted model reads {count} people on {str(weekday_).title()} in the input, and "
        f"no room of the arena's tools that seats {count} is free that day ({other}), so no "
        f"agent could ask for or book one; name another day or a smaller head count in the "
        f"input, {fix}is free)"
    )


def _out(room: Any, out: set[str]) -> bool:
    """Whether ``room`` is one of those ``out`` (casefolded ids and names) rules out."""
    return bool({str(room.id).casefold(), str(getattr(room, "name", "")).casefold()} & out)


#: The answer each ``expect`` needs first among an item's ``resume_with``.


__all__ = ["impossible", "input_count_problem"]
