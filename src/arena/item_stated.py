"""What an item's input states, held against its ``meta`` and the arena's tools, as it loads.

Apart from :mod:`arena.item_reading` (whether the scripted model can read the request at all):
once it can, the model books the head count, weekday and room the input states, so an item whose
``meta`` says otherwise (``people: 10`` for "twelve people") failed ``booked_as_approved`` on every
adapter after a whole run (outside tester 14, finding 2); so did an input naming a room the
arena's tools do not have, or one it rules out. Each is said at the item's line, with both fixes.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import Any

from arena.item_reading import NEEDS_ACTION
from arena.item_warnings import ItemWarning

#: The ``meta`` key an item's input contradicts, and why, or ``None`` (:func:`against_input`).
Says = Callable[[str, Iterable[str], Mapping[str, Any]], "tuple[str, str] | None"]


class MetaAgainstInput(ItemWarning):
    """An item whose ``meta`` contradicts what its input states, loaded for another model
    (``--model-url``), which may read the input as ``meta`` has it: said, not refused."""


def against_input(
    text: str, checks: Iterable[str], meta: Mapping[str, Any]
) -> tuple[str, str] | None:
    """The ``meta`` key (``people``, ``capacity``, ``day``) whose value the item's input states
    otherwise, as the scripted model reads it, and why; ``None`` where they agree, where the
    input states none (meta is then the only word), or where the ``checks`` need no booking.

    The fix offers both sides, the input first: the reading may be the model's mistake ("me,
    Priya, Tom and Alex … at half past two" read as 2 people), and "make meta people 2" alone
    would load an item that then passes for the wrong reason (outside tester 16)."""
    if not NEEDS_ACTION.intersection(checks):
        return None
    count, day = _stated(text)
    for key in ("people", "capacity"):
        value = meta.get(key)
        if count is not None and isinstance(value, int) and value != count:
            said = f"{value} people"
            if re.search(rf"\b{said}\b", text, re.IGNORECASE):  # the input fix, followed
                return key, _both(
                    f"meta {key} {value}: the input says {said!r}, yet the scripted model reads "
                    f"{count} people in it (its reader does not say from which words)",
                    f"{value}, reword what else in the input it may count as people (another "
                    "number, a correction, a name, a 'one' beside the count)",
                    f"{count}, make meta {key} {count}",
                )
            return key, _both(
                f"meta {key} {value}: the scripted model reads {count} people in the input",
                f"{value} people, say so in the input in place of how it counts them now "
                f"(e.g. {f'for {value} people'!r})",
                f"{count}, make meta {key} {count}",
            )
    value = meta.get("day")
    if day is not None and isinstance(value, str):
        from arena.item_facts import day_fact

        meant = day_fact(value)
        if meant is not None and meant.lower() != day:
            return "day", _both(
                f"meta day {value!r}: the scripted model reads {day.title()} in the input",
                f"{meant.title()}, name it in the input in place of the day it names now "
                f"(e.g. {f'on {meant.title()}'!r})",
                f"{day.title()}, make meta day {day}",
            )
    room = meta.get("room")
    return _other_room(text, room) or _room_ruled_out(text, room) or _asks_avoided(text, meta)


def _asked_rooms(text: str) -> list[Any]:
    """The rooms the scripted model reads ``text`` as asking for (after its corrections, less
    those it rules out), of ``arena.tools.rooms``; none where it reads no booking."""
    from arena.model.room_stance import rooms_asked_for
    from arena.model.task import BookingRequest, prepared_request, read_request
    from arena.tools.rooms import ROOMS
    from arena.wording.numbers import fold

    read = read_request(text)
    if not isinstance(read, BookingRequest) or not read.book:
        return []
    said = prepared_request(text)  # as the model reads it: "アスペン" is Aspen (requests43)
    words = {read.room} if read.room else rooms_asked_for(said) - read.avoid
    return [r for r in ROOMS if r.id in words or fold(r.name) in words]


def _asks_avoided(text: str, meta: Mapping[str, Any]) -> tuple[str, str] | None:
    """``meta.avoid`` against the one room the scripted model reads the input as asking for:
    "Book Aspen for 6" with ``avoid: Aspen`` loaded, and the model booked the room the item
    rules out on every adapter (outside tester 21)."""
    from arena.item_facts import avoided_rooms

    named = _asked_rooms(text)
    if len(named) != 1:
        return None
    room, label = named[0], f"{named[0].id} ({named[0].name})"
    out = [
        a
        for a in avoided_rooms(meta)
        if a.strip().casefold() in (room.id.casefold(), room.name.casefold())
    ]
    if not out:
        return None
    return "avoid", _both(
        f"meta avoid {meta.get('avoid')!r}: the scripted model reads {label} as the room the "
        f"input asks for",
        f"to rule {out[0]} out, ask for no room by name in the input and say 'not {out[0]}'",
        f"{label}, "
        + (
            "leave meta avoid out"
            if len(avoided_rooms(meta)) == 1
            else f"leave {out[0]} out of meta avoid"
        ),
    )


def _other_room(text: str, value: object) -> tuple[str, str] | None:
    """``meta.room`` against the one room the scripted model asks for in ``text`` (a
    correction's room: "Book Cedar … Actually no, Atrium" is Atrium, outside tester 20); ``None``
    where they agree, where it reads no single room, or where ``meta.room`` is no room of its."""
    from arena.tools.rooms import ROOMS

    if not isinstance(value, str):
        return None
    named = _asked_rooms(text)
    meant = [r for r in ROOMS if value.strip().casefold() in (r.id.casefold(), r.name.casefold())]
    if len(named) != 1 or not meant or meant[0] == named[0]:
        return None
    room, label = named[0], f"{named[0].id} ({named[0].name})"
    return "room", _both(
        f"meta room {value!r}: the scripted model reads {label} as the room the input asks for",
        f"{value}, ask for it in the input in place of {room.name} (e.g. 'Book {value} …')",
        f"{label}, make meta room {room.name}",
    )


def _room_ruled_out(text: str, value: object) -> tuple[str, str] | None:
    """``meta.room`` that the input rules out ("Book a room for 6 on Tuesday, not Cedar" with
    ``room: Cedar``): the model books another room, and booked_as_approved failed it on every
    adapter (outside tester 38)."""
    from arena.model.task import BookingRequest, read_request
    from arena.tools.rooms import ROOMS
    from arena.wording.numbers import fold

    read = read_request(text)
    if not isinstance(value, str) or not isinstance(read, BookingRequest) or not read.book:
        return None
    meant = [r for r in ROOMS if value.strip().casefold() in (r.id.casefold(), r.name.casefold())]
    if not meant or not {meant[0].id, fold(meant[0].name)} & read.avoid or _asked_rooms(text):
        return None
    name = meant[0].name
    return "room", _both(
        f"meta room {value!r}: the scripted model reads the input as ruling {name} out",
        f"{name}, ask for it in the input in place of ruling it out (e.g. 'Book {name} …')",
        f"any room but {name}, leave meta room out (or write avoid: {name})",
    )


def _both(read: str, input_fix: str, meta_fix: str) -> str:
    """A contradiction's two fixes, the input's first: which one is right only the author knows
    (the model books what it reads in the input; ``booked_as_approved`` compares ``meta``)."""
    return (
        f"{read}; if the item means {input_fix}, or, if it means {meta_fix} (the model books what "
        "it reads in the input, so booked_as_approved would fail every run)"
    )


def _stated(text: str) -> tuple[int | None, str | None]:
    """The head count and weekday (lower case) the scripted model reads in ``text``, each
    ``None`` where it reads none: "is any room free on Friday?" states no head count."""
    from arena.model.task import BookingRequest, parse_capacity, read_request

    read = read_request(text)
    if not isinstance(read, BookingRequest):
        return None, None
    return (read.capacity if read.book else parse_capacity(text)), read.day.lower()


def input_room_problem(
    text: str, meta: Mapping[str, Any], tools: ModuleType, *, acts: bool
) -> str | None:
    """Why the room an item's input asks for can never be booked as the item asks, where
    ``meta.room`` does not name it (which :func:`arena.item_rooms.impossible` checks): too small
    for the head count, or taken that day in the tools' schedule. The scripted model books the
    room the input names and says it is not free instead of asking, so the item failed
    ``suspended`` on every adapter (outside tester 19: "book Maple 4 ppl wed" loaded, where
    ``room: Maple`` was refused). Rooms offered as alternatives ("Aspen or Cedar, whichever is
    free") are a problem only when none of them can be booked. ``None`` where the checks need no
    action, ``meta.room`` is set, or the input names no room of the tools' ``ROOMS``."""
    room = meta.get("room")
    rooms = getattr(tools, "ROOMS", None)
    if not acts or not rooms or (isinstance(room, str) and room.strip()):
        return None
    from arena.item_rooms import _room_problem
    from arena.model.room_fallback import any_room_else
    from arena.model.room_stance import rooms_asked_for
    from arena.model.task import BookingRequest, prepared_request, read_request
    from arena.wording.numbers import fold

    req = read_request(text)
    if not isinstance(req, BookingRequest) or not req.book:
        return None
    said = prepared_request(text)  # a reply's own words, not the room of the mail it quotes
    words = {req.room} if req.room else rooms_asked_for(said) - req.avoid
    named = [
        r
        for r in rooms
        if getattr(r, "id", None) in words or fold(str(getattr(r, "name", ""))) in words
    ]
    count = meta.get("people", meta.get("capacity", req.capacity))
    day = meta.get("day", req.day)
    problems = [_room_problem(r, str(r.name or r.id), count, day, tools) for r in named]
    if not named or not all(problems):
        return None
    if any_room_else(text):  # "Juniper if possible, otherwise anything": another room will do
        return None
    first = problems[0] or ""
    label = str(named[0].name or named[0].id)
    said = " or ".join(f"{r.id} ({r.name})" for r in named)
    return f"the input asks for {said}" + first.removeprefix(f"meta room {label!r}").replace(
        "in the input and in meta room", "in the input"
    )


def input_tools_problem(
    text: str, checks: Iterable[str], meta: Mapping[str, Any], tools: ModuleType
) -> str | None:
    """Why what the input asks for can never be booked with the arena's tools where ``meta`` does
    not say it (where it does, :func:`arena.item_rooms.impossible` checks ``meta``): a weekday the
    tools do not book ("for 4 on Saturday" loaded, then every adapter failed with "unknown day
    'Saturday'", outside tester 20), or a room too small or taken that day
    (:func:`input_room_problem`)."""
    acts = bool(NEEDS_ACTION.intersection(checks))
    if not acts:
        return None
    days = getattr(tools, "DAYS", None)
    if days and not (isinstance(meta.get("day"), str) and meta["day"].strip()):
        _, day = _stated(text)
        if day is not None and day not in days:
            return (
                f"the scripted model reads {day.title()} in the input, and the arena's tools "
                f"({tools.__name__}) book only {', '.join(days)}, so it would fail on every "
                "adapter (unknown day); name one of those in the input (and meta day), or give "
                "the item expect: no_approval if a day no room is booked on is its point"
            )
    return (
        input_room_problem(text, meta, tools, acts=acts)
        or input_avoid_problem(text, meta, tools)
        or _input_count_problem(text, meta, tools)
    )


def _input_count_problem(text: str, meta: Mapping[str, Any], tools: ModuleType) -> str | None:
    """:func:`arena.item_rooms.input_count_problem` for the count and day read in ``text``,
    where it asks to book and names no room (a named room is checked above)."""
    from arena.item_rooms import input_count_problem
    from arena.model.task import BookingRequest, read_request

    req = read_request(text)
    if not isinstance(req, BookingRequest) or not req.book or req.room:
        return None
    day = meta.get("day") if isinstance(meta.get("day"), str) else req.day
    return input_count_problem(req.capacity, day, meta, tools)


def input_avoid_problem(text: str, meta: Mapping[str, Any], tools: ModuleType) -> str | None:
    """Why no room can be asked about once the rooms the input rules out are left out, where
    ``meta.avoid`` alone leaves one (:func:`arena.item_rooms.impossible` says it where ``meta``
    rules them all out): "… für ein Dutzend Leute am Dienstag, aber nicht Sequoia" loaded without
    ``avoid``, and the scripted model, reading "aber nicht Sequoia", found every room free for 12
    that Tuesday ruled out and asked nobody, so the item failed ``suspended`` on every adapter
    (outside tester 34)."""
    from arena.item_facts import avoided_rooms, day_fact
    from arena.item_rooms import _free, _label, _out
    from arena.model.task import BookingRequest, read_request

    req = read_request(text)
    if not isinstance(req, BookingRequest) or not req.book or req.room or not req.avoid:
        return None
    count = meta.get("people", meta.get("capacity", req.capacity))
    day = meta.get("day", req.day)
    people = count if isinstance(count, int) and not isinstance(count, bool) else req.capacity
    weekday_ = day_fact(day) if isinstance(day, str) else None
    free = _free(tools, people, weekday_)
    meta_out = {a.casefold() for a in avoided_rooms(meta)}
    out = meta_out | {a.casefold() for a in req.avoid}
    if not free or all(_out(r, meta_out) for r in free.values()):
        return None  # none free at all, or meta's own avoid: said at meta's line
    if any(not _out(r, out) for r in free.values()):
        return None
    listing = ", ".join(map(_label, free.values()))
    return (
        f"the input rules out every room free for {people} on {str(weekday_).title()} "
        f"({listing}), so the "
        "scripted model would ask nobody and book nothing, and the item would fail on every "
        "adapter; rule out fewer rooms in the input, or pick a day another room is free in the "
        "input and in meta day, or give the item expect: no_approval if no room being left is "
        "its point"
    )
