"""Whether the scripted model can read an item's request, checked when the item is loaded.

The scripted model reads each request with :func:`arena.model.task.read_request`; one it cannot
read (no weekday, two head counts) it answers "I could not understand the request" without
searching, asking or booking. An item that needs the model to ask or book then failed on every
adapter, and the user learnt it from a whole run's report ("check the item itself"). The arena
loader (:func:`arena.arenas.load_items`) runs the same reader on each such item's input and says
so at the item's line: an error where the scripted model is the model, a warning where another
model answers (``--model-url``), which may read what the scripted one cannot. An input it reads as
only asking what is free is said too: it lists the free rooms and stops, and every adapter failed
``suspended`` ("You only asked what is free", outside tester 16).

The same reading checks an item's ``meta`` against its input (:func:`against_input`): the model
books the head count and weekday the input states, so ``people: 10`` for "twelve people" failed
booked_as_approved on every adapter after a whole run (outside tester 14, finding 2).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Mapping
from types import ModuleType
from typing import Any

from arena.item_own_rooms import unknown_own
from arena.item_warnings import ItemWarning

#: The scripted model's first tool (``arena.model.policy.SEARCH``): an arena without it is not
#: the booking task that model plays, and its reading of a request says nothing there.
SEARCH = "search_rooms"
#: Checks that fail unless the model asks or books: an item the model cannot read fails them.
NEEDS_ACTION = frozenset(
    ("suspended", "tool_called_once_after_resume", "resumed_after_restart", "booked_as_approved")
)
#: How the item is fixed, in the words of the scripted model's own reply to what it cannot read.
FIX = (
    "say how many people and which weekday, as a person would (e.g. 'Book a room for 4 people "
    "on Tuesday'), or give the item expect: no_approval if not being understood is its point"
)


#: What an input that only asks what is free ends with to ask for the booking: the scripted
#: model (``arena.model.intent.wants_booking``) and a person both read it as one.
ASK_TO_BOOK = "Please book one."


def _fix(ask: str) -> str:
    """The fix for what the model asked (its ``NotUnderstood.ask``): the head count and day, or
    where a room stands."""
    if ask.startswith("say how many people and which weekday"):
        return FIX  # not where the weekday was read: its ask is for the count alone
    return f"{ask} in the input, or give the item expect: no_approval if not being understood is its point"


#: Why the scripted model would not act on an item's input, or ``None`` when it would.
Reads = Callable[[str, Iterable[str]], "str | None"]


#: The ``meta`` key an item's input contradicts, and why, or ``None`` (:func:`against_input`).
Says = Callable[[str, Iterable[str], Mapping[str, Any]], "tuple[str, str] | None"]


class NotUnderstoodItem(ItemWarning):
    """An item the scripted model cannot read, loaded for another model (``--model-url``): said,
    not refused, since that model may read it."""


def plays(tools: ModuleType) -> bool:
    """Whether the scripted model can play an arena with ``tools``: they have its search tool."""
    names = {getattr(fn, "__name__", None) for fn in getattr(tools, "TOOLS", ())}
    return SEARCH in names


def unread(text: str, checks: Iterable[str], own: tuple[str, ...] | None = None) -> str | None:
    """Why the scripted model would not search, ask or book for ``text`` where an item's
    ``checks`` need it to (``None`` when they do not, or when it reads the request). ``own``:
    the room names of an arena's own tools module
    (:func:`arena.item_own_rooms.own_room_names`), ``None`` for the
    built-in rooms."""
    if not NEEDS_ACTION.intersection(checks):
        return None  # e.g. expect: no_approval, which a model that does nothing passes
    return _unread(text, own)


def asks_unasked(text: str, checks: Iterable[str], tools: ModuleType) -> str | None:
    """Why an item whose checks want nothing asked (``neither_asked_nor_booked``, what
    ``expect: no_approval`` picks) fails on every adapter: the scripted model reads its input as
    asking for a booking of a room the tools have free, so it asks for an approval. Outside
    tester 37: "Có phòng trống nào vào thứ Sáu cho 4 người không?" (is a room free on Friday?)
    loaded as no_approval, was read as a booking and failed in the run."""
    checks = frozenset(checks)
    if "neither_asked_nor_booked" not in checks or NEEDS_ACTION & checks:
        return None
    from arena.model.task import BookingRequest, read_request

    read = read_request(text)
    free = getattr(tools, "available", None)
    if not isinstance(read, BookingRequest) or not read.book or not callable(free):
        return None
    named = {
        str(getattr(r, k, "")).lower() for r in getattr(tools, "ROOMS", ()) for k in ("id", "name")
    }
    if read.room or read.avoid or named & set(re.findall(r"[\w-]+", text.lower())):
        return None  # "Book Juniper for 10": the room may not fit, and the model may say so
    try:
        rooms = [str(getattr(r, "id", "")) for r in free(read.capacity, read.day)]
    except Exception:  # a day the tools do not have ("Saturday"): none is free
        return None
    if not rooms or (read.room is not None and read.room not in rooms):
        return None
    return (
        f"expect: no_approval, but the scripted model reads this input as asking to book a room "
        f"for {read.capacity} people on {read.day}, and one is free, so it would ask for "
        "approval and the item would fail neither_asked_nor_booked on every adapter; if the "
        f"input asks only what is free, say so (e.g. 'Is there a room free on {read.day} for "
        f"{read.capacity} people?'), or give the item expect: approved or denied and resume_with"
    )


@functools.lru_cache(maxsize=1024)
def _unread(text: str, own: tuple[str, ...] | None = None) -> str | None:
    # Imported here: the model's reader is only needed once an arena's items are loaded.
    from arena.model.task import (
        REPLY_OFF,
        CalledOff,
        ManyRooms,
        NotUnderstood,
        OffTask,
        UnknownName,
        read_request,
    )

    read = read_request(text)
    if isinstance(read, ManyRooms):  # "Book two rooms on Tuesday, each for 6" (outside tester 27)
        # A series ("every Tuesday") asks for one room again and again: an item per day, not
        # per room ("write an item of its own for each other room" to a stand-up: evals44).
        series = "more than once" in read.what
        return (
            f"the scripted model reads this input as asking for "
            f"{read.what.removeprefix('it asks for ') or f'{read.rooms} rooms'}, and the "
            "arena's task books one room a request (its model books one and asks about one), "
            "so it would say so without asking or booking, and the item would fail on every "
            "adapter; "
            + (
                "ask for one booking on one day in the input (e.g. 'Book a room for 6 people "
                "on Tuesday') and write an item of its own for each other time it repeats, or give "
                "the item expect: no_approval if a repeating booking is its point"
                if series
                else "ask for one room in the input (e.g. 'Book a room for 6 people on "
                "Tuesday') and write an item of its own for each other room, or give the item "
                "expect: no_approval if a request for several rooms is its point"
            )
        )
    if isinstance(read, OffTask) and read.action == "book":  # "Book a flight …" (heldout41)
        return (
            f"the scripted model reads this input as asking for something other than a meeting "
            f"room ({read.reason.split(',')[0].removeprefix('it asks to ')!r}), which the "
            "booking task's tools cannot book, so it would say so without asking or booking, "
            "and the item would fail on every adapter; give the item expect: no_approval, or "
            "make the input a request for a meeting room (e.g. 'Book a room for 6 people on "
            "Tuesday')"
        )
    if isinstance(read, OffTask):  # "Cancel my booking for 6 on Tuesday" (outside tester 22)
        return (
            f"the scripted model reads this input as asking to {read.action} a booking already "
            "made, which the booking task's tools cannot do (they search for free rooms and book "
            "one; none cancels, moves or changes a booking), so it would say so without asking "
            "or booking, as an honest agent would, and the item would fail on every adapter; "
            "give the item expect: no_approval (an agent passes it by neither asking nor "
            "booking), or make the input a request for a new booking (e.g. 'Book a room for 6 "
            "people on Tuesday')"
        )
    if isinstance(read, UnknownName) and own is not None:
        return unknown_own(read.name, own)
    if isinstance(read, NotUnderstood):
        return (
            f"the scripted model cannot understand this input ({read.reason}), so it would "
            "answer 'I could not understand the request' without asking or booking, and the "
            f"item would fail on every adapter ('check the item itself'); {_fix(read.ask)}"
        )
    if isinstance(read, CalledOff):
        fix = {
            CalledOff().reason: "end the input with the request itself",
            REPLY_OFF: "drop the reply that takes it back, above the request it quotes",
        }.get(read.reason, "drop the field that cancels it ('Cancel: yes')")
        return (
            f"the scripted model reads this input as called off ({read.reason}), so it would "
            "neither ask nor book, and the item would fail on every adapter ('check the item "
            f"itself'); {fix}, or give the item expect: no_approval"
        )
    from arena.model.intent import booked_elsewhere

    if not read.book and booked_elsewhere(text):  # "… Actually, I'll ask Sam to do it"
        return (
            "the scripted model reads this input as leaving the booking to someone else or only "
            "asking ('I'll ask Sam to do it', 'I'll book it myself', 'just asking'), so it would "
            "list the free rooms without asking or booking, and the item would fail on every "
            "adapter ('You only asked what is free'); ask for the booking after those words "
            f"(e.g. end the input with {ASK_TO_BOOK!r}), or give the item expect: no_approval "
            "if leaving the booking to someone else is its point"
        )
    if not read.book:  # "Thursday, 3 people, whatever's free": it lists rooms and stops there
        return (
            "the scripted model reads this input as only asking what is free (it asks for no "
            "booking), so it would list the free rooms without asking or booking, and the item "
            "would fail on every adapter ('You only asked what is free'); ask for the booking "
            f"in the input (e.g. end it with {ASK_TO_BOOK!r}), or give the item expect: "
            "no_approval if asking what is free is its point"
        )
    return None


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
    from arena.model.task import BookingRequest, read_request
    from arena.wording.numbers import fold

    req = read_request(text)
    if not isinstance(req, BookingRequest) or not req.book:
        return None
    words = {req.room} if req.room else rooms_asked_for(text) - req.avoid
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
