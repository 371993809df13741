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

What the input states, held against the item's ``meta`` and the arena's tools, is
:mod:`arena.item_stated`'s.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable, Sequence
from types import ModuleType

from arena.item_own_rooms import unknown_own
from arena.item_warnings import ItemWarning
from arena.wording.read_limit import ANSWER_AT_MOST, REQUEST_AT_MOST

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


#: The longest ``input`` or ``resume_with`` answer an item may hold (characters), for any model:
#: :data:`arena.model.reading.READ_AT_MOST`, past which the scripted model reads no answer at all
#: (quoted mail and signature included); a person's request or answer, with its quoted thread, is
#: a few thousand. The loader's readers (the room, day and answers held against the input) cost
#: more than the text grows: a 96 KB mail thread took 120 s to load, a 5.6 MB input 27 s to be
#: refused, and an 80 KB ``text:`` answer 13 s (a 4 MB one ran for minutes; users51).
TEXT_AT_MOST = 16_000


def too_long_text(raw: object) -> tuple[tuple[str | int, ...], str] | None:
    """Where in an item entry (``("input",)``, ``("resume_with", k)``) a text is too long to
    load, and why; ``None`` when none is. Said before anything reads it, so a pasted file is
    refused at once."""
    if not isinstance(raw, dict):
        return None
    answers = raw.get("resume_with")
    texts: list[tuple[tuple[str | int, ...], object]] = [(("input",), raw.get("input"))]
    if isinstance(answers, list):
        texts += [(("resume_with", k), a) for k, a in enumerate(answers)]
    for loc, text in texts:
        if not isinstance(text, str) or len(text) <= TEXT_AT_MOST:
            continue
        if loc[0] == "input":
            what, words, read = "input", "request", REQUEST_AT_MOST
            fix = "write the request itself, e.g. 'Book a room for 6 people on Tuesday.'"
        else:
            what, words, read = f"resume_with answer {text[:12]!r}…", "answer", ANSWER_AT_MOST
            fix = "write the answer itself, e.g. 'text:yes, book it'"
        return loc, (
            f"item {raw.get('id')!r}: {what} is {len(text):,} characters long, more than the "
            f"{TEXT_AT_MOST:,} an item's input or answer may hold (a person's {words} with its "
            f"quoted mail; the scripted model reads {read:,} characters of the {words}'s own "
            f"words): {fix}"
        )
    return None


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


class NotUnderstoodItem(ItemWarning):
    """An item the scripted model cannot read, loaded for another model (``--model-url``): said,
    not refused, since that model may read it."""


def plays(tools: ModuleType) -> bool:
    """Whether the scripted model can play an arena with ``tools``: they have its search tool."""
    names = {getattr(fn, "__name__", None) for fn in getattr(tools, "TOOLS", ())}
    return SEARCH in names


#: Checks that fail unless the consequential call runs: with the rooms' tools but its booking
#: tool named otherwise (``book_boardroom``) the scripted model asks, and then calls a
#: ``book_room`` it was not offered.
NEEDS_BOOKING = frozenset(("tool_called_once_after_resume", "booked_as_approved"))


def unplayed(
    tools: ModuleType, items: Sequence[tuple[str, Iterable[str]]], probes: bool
) -> str | None:
    """Why the scripted model cannot run an arena whose tools are not its booking task (``None``
    where it can, or where no item needs what it lacks). It plays one task,
    ``arena.tools.rooms``'s, calling its tools by their names: given a refund desk's tools
    (``lookup_order``, ``issue_refund``) it answered each item "I could not understand the
    request: it does not say on which weekday", and with the rooms' tools but a gate of another
    name (``ask_facilities``) "request_approval was not offered to me"; every item that needs it
    to ask failed ``suspended`` on every adapter, after whole runs, and ``arena matrix`` read
    every cell "no", MISMATCH against what each adapter declares (users53). ``items``: each
    item's id and checks; ``probes``: the probes would run (``arena matrix``, ``--probes``)."""
    from arena.tools import rooms

    names = [getattr(fn, "__name__", repr(fn)) for fn in getattr(tools, "TOOLS", ())]
    played = [fn.__name__ for fn in rooms.TOOLS]
    missing = [name for name in played if name not in names]
    # without only the booking tool the model still searches and asks: what needs a booking fails
    needs = NEEDS_BOOKING if missing == [rooms.CONSEQUENTIAL] else NEEDS_ACTION
    failing = [i for i, checks in items if needs.intersection(checks)]
    if not missing or not (failing or probes):
        return None
    head = (
        f"{tools.__name__}'s TOOLS ({', '.join(names) or 'none'}) have no "
        f"{' or '.join(missing)}, and the scripted model plays one task, arena.tools.rooms's, "
        f'calling {", ".join(played)} by those names (docs/items.md, "tools")'
    )
    if probes:
        return (
            f"{head}; the probes are that task's bookings, so every matrix cell would read 'no' "
            "whatever the adapter does: measure adapters with `arena matrix` (the "
            "human_in_the_loop arena), and run this arena without probes against your own "
            "model (--model-url URL --model NAME)"
        )
    shown = ", ".join(failing[:3]) + (f" and {len(failing) - 3} more" if len(failing) > 3 else "")
    fails = "tool_called_once_after_resume" if needs is NEEDS_BOOKING else "suspended"
    return (
        f"{head}: {shown} would fail {fails} on every adapter; run them against your own model "
        "(--model-url URL --model NAME), or script your agent's model in a pytest eval "
        '(docs/drive.md, "Your own agent")'
    )


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
