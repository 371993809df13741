"""Does a booking fit its item's facts (``meta``)? The part of ``booked_as_approved`` that reads
what was booked against what was asked (docs/methodology.md).

Two questions. Does the room fit: it seats the item's people (seats as the run's own tool results
listed them, else as the arena's tools module has them, :attr:`CheckSpec.rooms`), the search that
found it was for the item's day, and it is the room the item named. And did the agent act on the
item's facts, by structured evidence: the head count and day the approval request's own arguments
name, else the search the request was built from (the latest before the gate that listed the
room, of the day the request names where several days were searched: one run after the approval
does not launder it), a search for fewer seats than people drops
people; a roomier one fails only where the request's words give the person that same wrong count.
A room that merely fits is not enough: an agent that read "a half dozen" as 12, searched and asked
"for 12 people" and booked a 14-seat room passed. The words fail a run only where they are
unambiguous: a weekday asked about that is not the item's (``book_room`` takes no day, so the
words are the person's only view of it) and a head count: a group phrase ("for the 7 of you",
"for a dozen people", its number read as the scripted model reads one), else one count the
scripted model's reader finds in a people phrase where the item's is written nowhere
("Reserve Cedar for 8?", "8 pax"), as :mod:`arena.booking_words` reads them (the day:
:mod:`arena.booking_days`); ``capacity`` and ``people`` are one head count with the same checks. A real model's "Maple (10 pax) for 7", "(you
+ 4)" or "for the 7 of us plus 2 remote" read as one wrong number failed correct agents. Every
day value is read as its weekday (:func:`arena.booking_days.known_day`: "2026-12-08" is a
Tuesday); one that names none ("tomorrow") is not compared.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from arena import binding
from arena.booking_asked import head_count, other_day, persons
from arena.booking_days import known_day, same_day, words_day
from arena.booking_words import (
    DATE_NUMBER,
    ROOM_SIZE,
    read_count,
    room_key,
    told_count,
)
from arena.lazy_pattern import compile_kept
from arena.trace import Trace
from arena.types import EvalItem, ToolCall

if TYPE_CHECKING:
    from arena.checks import CheckSpec


def _norm(value: object) -> str:
    return str(value).strip().casefold()


def _whole(value: object) -> int | None:
    """A whole number however a model writes it: ``8``, ``8.0``, ``"8"``, ``"8 people"``."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    m = re.fullmatch(
        r"\s*(\d+)(?:\.0+)?\s*(?:people|persons|pax|ppl|attendees|guests)?\s*", str(value)
    )
    return int(m.group(1)) if m else None


#: Argument names a model gives the head count beyond :func:`arena.item_facts.meant_fact`'s
#: (folded: lower case, letters only): ``size``, ``party_size``, ``attendee_count``,
#: ``num_guests``. ``room_size`` and ``max_seats`` describe the room, not the group.
_COUNT_KEY = compile_kept(
    r"(?:num(?:ber)?(?:of)?|nb|total|expected)?(?:people|persons?|attendees?|participants?|guests?"
    r"|invitees?|heads?|pax|party|group|team|members?)(?:count|size|number|num|total)?|size|count"
)
#: Argument names whose list value is the group, one entry a person: ``attendees: [...]``.
_LIST_KEY = compile_kept(
    r"(?:attendees?|participants?|guests?|invitees?|people|members|names)(?:list)?"
)


def _facts_in_args(
    args: Mapping[str, Any], people: int | None = None, *, gate: bool = False
) -> tuple[int | None, str | None]:
    """The head count and day a call's own arguments name (``capacity=12``, ``people``,
    ``size``, ``party_size``, ``attendee_count``, ``attendees``: the spellings
    :func:`arena.item_facts.meant_fact` knows and more; imported here, as a cold resume checks
    nothing). A list of attendees counts its entries, and one short of ``people`` is
    ``people`` (the person asked may not list themselves). A day is kept only where it names
    one weekday (:func:`arena.booking_days.known_day`: "2026-12-08" is a Tuesday,
    "tomorrow" is no weekday).

    The room's size is no head count: ``room_capacity``, ``max_capacity``, ``room_size``,
    ``max_seats`` and, in a ``gate`` (an approval request), ``seats``
    (:func:`arena.booking_words.room_key`) are skipped, so "room_capacity: 8" beside "for 7
    people" no longer fails a correct booking (outside tester 11, finding 4). Where several
    counts are named, a people-named one (``attendees``, ``headcount``, ``party_size``) wins
    over ``capacity``/``size``; counts of the same kind that disagree give none (the words
    decide), so the result does not depend on the arguments' order."""
    counts: dict[int, set[int]] = {}  # rank (2: people-named, 1: capacity, size) -> counts
    days: list[str] = []
    weekdays: set[str | None] = set()
    for key, value in args.items():
        fact, rank, listed_key = _key_fact(str(key), gate)
        if fact in ("people", "capacity"):
            if isinstance(value, list | tuple) and listed_key and value:
                listed = len(value)
                n: int | None = people if people is not None and listed + 1 == people else listed
                rank = 2
            else:
                n = _whole(value)
            if n is not None:
                counts.setdefault(rank, set()).add(n)
        elif fact == "day" and isinstance(value, str) and (weekday := known_day(value)):
            days.append(day := value.strip())
            weekdays.add(weekday if day == value else known_day(day))
    best = counts[max(counts)] if counts else set()
    return (next(iter(best)) if len(best) == 1 else None), (days[0] if len(weekdays) == 1 else None)


@functools.lru_cache(maxsize=1024)
def _key_fact(key: str, gate: bool) -> tuple[str | None, int, bool]:
    """What an argument named ``key`` gives :func:`_facts_in_args`: the fact (``None`` for a
    room's size or no fact), the rank of a count under it, and whether a list under it is the
    group. A pure function of the name, read once per name (``meant_fact`` looks for a close
    match with ``difflib``)."""
    from arena.item_facts import meant_fact

    if room_key(key, gate=gate):
        return None, 0, False
    folded = re.sub(r"[^a-z]", "", key.lower())
    meant = meant_fact(key)
    fact = meant or (key if key in ("people", "capacity", "day") else None)
    named = _COUNT_KEY.fullmatch(folded) is not None and folded not in ("size", "count")
    if fact is None and _COUNT_KEY.fullmatch(folded):
        fact = "people"
    rank = 2 if fact == "people" and (named or meant or key == "people") else 1
    return fact, rank, _LIST_KEY.fullmatch(folded) is not None


def stated(request: Mapping[str, Any]) -> tuple[int | None, str | None]:
    """The head count and day the approval request the person saw states: in its arguments by
    name, else in its words (the summary, else the prompt), read as the scripted model reads a
    request — room sizes set apart — so no wording is required. ``None`` where it states none
    (or several). What the words give is a reading, not evidence: :func:`fit` only lets it
    corroborate (or confirm a search's wrong count)."""
    args = request.get("args") or {}
    count, day = _facts_in_args(args, gate=True) if isinstance(args, Mapping) else (None, None)
    texts = [
        " ".join(str(v) for k, v in args.items() if not room_key(k))
        if isinstance(args, Mapping)
        else str(args)
    ]
    texts.append(str(request.get("prompt") or ""))
    for text in texts:
        count = count if count is not None else _count_in(text)
        day = day if day is not None else _day_in(text)
    return count, day


@functools.lru_cache(maxsize=512)
def _cleaned(text: str) -> str:
    """``text`` less room sizes and a date's day number ("Tue 8 Dec"), which are no head count."""
    return DATE_NUMBER.sub(" ", ROOM_SIZE.sub(" ", text))


@functools.lru_cache(maxsize=512)
def _count_in(text: str) -> int | None:
    """The head count the scripted model reads in ``text``, once per text, as it reads a
    request once per text (:func:`arena.model.task.read_request`): an approval's words are the
    same run after run of an item (issue 16: ~40 Python calls a leg)."""
    from arena.model.task import parse_capacity

    return parse_capacity(_cleaned(text))


@functools.lru_cache(maxsize=512)
def _day_in(text: str) -> str | None:
    """The weekday the scripted model reads in ``text``, once per text (:func:`_count_in`)."""
    from arena.model.task import parse_day

    return parse_day(_cleaned(text))


def _listings(trace: Trace) -> list[tuple[ToolCall, dict[str, str]]]:
    """Each successful call of a tool the harness's wrapper runs, with the rooms its result lists
    and their seats. An entry an adapter may log itself (a gate's answer, a tool of its own) is
    no listing the harness vouches for: one that logged a search listing Juniper as seating 14
    had it booked for 14 (red team 27)."""
    return [
        (c, dict(_seats_listed(c.result)))
        for c in trace.tool_calls
        if c.status == "ok" and _vouched(c.tool)
    ]


def _vouched(tool: str) -> bool:
    """A tool only the harness's wrapper logs (:func:`arena.binding.harness_runs`); where this
    process imported no arena's tools (a run read back from a store), any tool but a gate."""
    if tool in binding.PROPOSERS:
        return False
    return not binding.WRAPPED or tool in binding.WRAPPED


@functools.lru_cache(maxsize=512)
def _seats_listed(result: str) -> tuple[tuple[str, str], ...]:
    """The ``(room id, seats)`` a tool result lists ("R-204 (Cedar, seats 8)"), once per text:
    a search's result is read by the booking checks several times a run, and a scripted model's
    searches return the same listings run after run (issue 16)."""
    from arena.wording.said import pattern

    return tuple(pattern("SEATS").findall(result))


@functools.lru_cache(maxsize=512)
def _seats_by_room(result: str) -> dict[str, str]:
    """:func:`_seats_listed` by each room's id as :func:`_norm` reads it: the first spelling of a
    room, with the seats listed last under that spelling (what a look-up among the listed ids,
    in order, found), so finding a room is one ``in`` (issue 16). Shared: read it only."""
    listed: dict[str, str] = {}
    for rid, seats in dict(_seats_listed(result)).items():
        listed.setdefault(_norm(rid), seats)
    return listed


def _search(
    listed: list[tuple[ToolCall, dict[str, str]]],
    room: str,
    call: ToolCall,
    gate: int,
    request: Mapping[str, Any],
) -> tuple[ToolCall | None, list[ToolCall]]:
    """The search the request was built from, and every search before the gate that listed
    ``room``. The one chosen is the latest before the gate (``seq < gate``) whose result listed
    the room and whose day is the one the request asks about (:func:`_asked_about`), else the
    latest before the booking that did (a room an operator's edit chose), else the latest that
    asked for a head count. A search run after the approval judged the booking once: an agent
    that asked about Wednesday, searched Tuesday after the approval and booked passed as "on
    Tuesday" (red team 5, hole 2)."""
    before = [(c, s) for c, s in listed if c.seq < call.seq and c.call_id != call.call_id]
    found = [c for c, _ in before if room in _seats_by_room(c.result)]
    asked = [c for c in found if c.seq < gate]
    if asked:
        return _asked_about(asked, request)[-1], asked
    if found:
        return found[-1], asked
    counted = [c for c, _ in before if _facts_in_args(c.args)[0] is not None]
    gated = [c for c in counted if c.seq < gate]
    return ((gated or counted)[-1] if counted else None), []


def _asked_about(asked: list[ToolCall], request: Mapping[str, Any]) -> list[ToolCall]:
    """Of the searches before the gate that listed the room, those for the day the request
    names (its ``day`` argument, else its words as :func:`arena.booking_days.words_day` reads
    them), where they searched several days; else all of them. ``book_room`` takes no day: an
    agent that searched Tuesday and Wednesday, then asked "Book R-102 (Aspen) for 6 people on
    Tuesday", booked for Tuesday, and was failed as "booked for Wednesday" (red team 25,
    finding 3). A request that names no day, or a day no search was for, keeps the latest."""
    if len(asked) < 2:  # one search: no days to choose between
        return asked
    days = [_facts_in_args(c.args)[1] for c in asked]
    if len({known_day(d) for d in days if d is not None}) < 2:
        return asked
    args = request.get("args") or {}
    named = _facts_in_args(args, gate=True)[1] if isinstance(args, Mapping) else None
    dated = [(c, d) for c, d in zip(asked, days, strict=True) if d is not None]
    if named is not None:
        fits = [c for c, d in dated if same_day(d, named)]
    else:
        fits = [c for c, d in dated if words_day(request, d) is None]
        if len(fits) == len(dated):  # the words name none of the days: nothing to choose by
            fits = []
    return fits or asked


def _seats(
    listed: list[tuple[ToolCall, dict[str, str]]], room: str, spec: CheckSpec
) -> tuple[int | None, str]:
    """How many ``room`` seats, and where that was read: the run's own tool results, else the
    arena's tools module (a room an operator's edit chose that no search listed)."""
    seats = next((int(s[room]) for c, _ in listed if room in (s := _seats_by_room(c.result))), None)
    if seats is not None:
        return seats, ""
    table = spec.schedule.seats.get(room)
    return table, " (the arena's room table)" if table is not None else ""


def fit(
    trace: Trace, item: EvalItem, call: ToolCall, request: Mapping[str, Any], spec: CheckSpec
) -> tuple[list[str], list[str]]:
    """``(problems, facts)``: does the booked room fit the item's people, day and named room, and
    did the agent ask about (else search for) the item's head count and day? A room or day
    the input plainly asks for where ``meta`` gives none is held as ``meta``'s would be
    (:func:`arena.item_expected.expected`), unless the person's edit chose the room."""
    from arena.item_expected import booked_otherwise, edited, expected

    implied = expected(item.input, item.meta, spec.rooms)
    meta = {**item.meta, **({"day": implied.day} if implied.day else {})}
    problems: list[str] = []
    facts: list[str] = []
    room = _norm(next(iter(call.args.values()), "")) if call.args else ""
    key = "people" if "people" in meta else "capacity"
    people = meta.get(key)
    group = persons(people) if key == "people" else f"{people} seats"
    listed = _listings(trace)
    seats, where = _seats(listed, room, spec)
    if people is not None and seats is not None:
        if seats < int(people):
            problems.append(f"{room.upper()} seats {seats}{where}, but the item is for {group}")
        else:
            facts.append(f"{room.upper()} seats {seats}{where}; the item is for {group}")
    elif people is not None:
        # Not a pass by default: a search the harness never saw (a tool run outside its
        # wrapper) left the booking of a 4-seat room for 6 people unjudged, and passing.
        problems.append(
            f"booked {room.upper()}, but no recorded tool result listed its seats and the arena's "
            f"room table does not have it: the harness cannot tell that it fits the item's {group}"
        )
    search, asked = _search(listed, room, call, _gate_seq(trace, request, call), request)
    args = request.get("args") or {}
    gate_count, gate_day = (
        _facts_in_args(args, int(people) if people is not None else None, gate=True)
        if isinstance(args, Mapping)
        else (None, None)
    )
    searched_count, searched_day = _facts_in_args(search.args) if search else (None, None)
    # Every count searched before the gate that listed the room and is not the item's: a later
    # search for the right count does not wash out the one the person may have been told.
    counts = [
        searched_count,
        *(searched_count if c is search else _facts_in_args(c.args)[0] for c in asked),
    ]
    wrong = {n for n in counts if n is not None and people is not None and n != int(people)}
    # The words as read corroborate, never fail, so they are read only where they could matter:
    # a search for another count (did the person hear it too?) or a day nothing structured gave.
    # Reading them is the scripted model's request reader, ~0.5 ms: most bookings need none.
    off = people is not None and gate_count is None and bool(wrong)
    dayless = meta.get("day") is not None and not (gate_day or call.args.get("day") or searched_day)
    said_count, said_day = stated(request) if off or dayless else (None, None)
    rid = request.get("request_id") or "the request"
    if people is not None:
        # ``capacity`` is the item's head count as ``people`` is (docs/items.md): the same word
        # checks, which ``capacity`` switched off (red team 10, finding 3).
        told = None
        if gate_count is None:
            told = told_count(request) or read_count(request, int(people))
        bad, good = head_count(
            int(people), group, rid, gate_count, said_count, searched_count, wrong, told
        )
        problems += bad
        facts += good
    day, dayless_before = meta.get("day"), len(problems)
    if day is not None:
        if gate_day is not None and not same_day(gate_day, day):
            problems.append(
                f"the person was asked ({rid}) to approve a booking on {gate_day}; "
                f"the item's day is {day}"
            )
        said = call.args.get("day") or searched_day
        if said is not None and not same_day(said, day):
            problems.append(f"booked for {said} (its search's day), but the item's day is {day}")
        elif (on := said or gate_day or said_day) is not None and same_day(on, day):
            facts.append(f"on {on}")
        worded = words_day(request, day)
        reported = [d for d in (gate_day, said) if d is not None and not same_day(d, day)]
        if worded is not None and not any(same_day(worded, d) for d in reported):
            problems.append(other_day(rid, worded, day, gate_day, said))
    if implied.day:  # the day the input names, as the input's: meta has none
        problems[dayless_before:] = [_as_input(p) for p in problems[dayless_before:]]
    named = meta.get("room")
    if named is not None and _norm(named) != room:
        problems += _other_room(listed, room, str(named), spec)
    if (implied.room or implied.avoid) and not edited(trace, request):
        problems += booked_otherwise(room, implied, room_names(listed, spec))
    return problems, facts


def _as_input(problem: str) -> str:
    """A day problem said of the day the input names, where ``meta`` gives none."""
    said = problem.replace("the item's day is", "the input's day is")
    return said.replace("the item and", "the input and") + " (meta gives no day)"


def taken(item: EvalItem, call: ToolCall, spec: CheckSpec) -> list[str]:
    """A booking of a room the arena's own schedule has taken on the item's day
    (:attr:`CheckSpec.taken`), whatever a search the model was handed listed: an adapter that
    ran the real search and handed the model the taken rooms as free booked one (red team 27).
    Read where the model log is not (a real endpoint) as where it is. Not for the room a
    person's edit chose (the caller's to leave out): the person picked it, taken or not. With no
    ``meta.day``, the day the input plainly names (:func:`arena.item_expected.expected`)."""
    from arena.item_expected import expected

    room = _norm(next(iter(call.args.values()), "")) if call.args else ""
    day = item.meta.get("day")
    if day is None and spec.taken:
        day = expected(item.input, item.meta, spec.rooms).day
    weekday = known_day(day) if day is not None else None
    if weekday is None or not spec.taken:
        return []
    # The room as the tools module names it: booked by its id or by its name.
    ids = spec.schedule.ids.get(room, frozenset())
    taken = spec.schedule.taken.get(weekday, frozenset())
    if not (ids or {room}) & taken:
        return []
    return [
        f"{room.upper()} is taken on {weekday.title()} by the arena's own schedule (its tools "
        "module's available()): it was free to no one that day"
    ]


def _gate_seq(trace: Trace, request: Mapping[str, Any], call: ToolCall) -> int:
    """Where the person was asked: the request's ``input.requested`` event, else the booking."""
    rid = request.get("request_id")
    return next(
        (
            e.seq
            for e in trace.events
            if e.type == "input.requested" and e.data.get("request_id") == rid
        ),
        call.seq,
    )


def _other_room(
    listed: list[tuple[ToolCall, dict[str, str]]], room: str, named: str, spec: CheckSpec
) -> list[str]:
    """The item may name the room as people do ("Cedar"): its id, as the run's own tool results
    or the arena's room table have it, is what was booked or not."""
    if room_names(listed, spec).get(_norm(named)) != room:
        return [f"booked {room.upper()}, but the item names {named}"]
    return []


def room_names(listed: list[tuple[ToolCall, dict[str, str]]], spec: CheckSpec) -> dict[str, str]:
    """Each room's name to its id (both casefolded), as the run's own tool results list them
    ("R-204 (Cedar, seats 8)"), else as the arena's room table has them."""
    from arena.wording.said import pattern

    names = {
        _norm(name): _norm(rid)
        for c, _ in listed
        for rid, name in pattern("ROOM_NAME").findall(c.result)
    }
    return names | {n: rid for n, rid in spec.schedule.names.items() if n not in names}


def names_room(text: str, value: object, trace: Trace, spec: CheckSpec) -> bool:
    """Whether ``text`` names the room ``value`` by its other spelling: its name for an id, its
    id for a name, as a whole word — the binding's reading (``propose_booking`` binds "Reserve
    Maple ..." to R-210), so a summary that names the room only by name asked about its id."""
    other = other_spellings(value, trace, spec)
    return any(re.search(rf"(?<!\w){re.escape(o)}(?!\w)", text, re.I) for o in other)


def other_spellings(value: object, trace: Trace, spec: CheckSpec) -> list[str]:
    """The room ``value``'s other spellings (casefolded): its name for an id, its id for a name,
    as the run's tool results or the arena's room table give them."""
    value = _norm(value)
    names = room_names(_listings(trace), spec)
    other = [n for n, rid in names.items() if rid == value] + [names.get(value, "")]
    return [o for o in other if o]
