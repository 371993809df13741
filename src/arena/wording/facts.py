"""What an answer says besides yes: the room, day, date, time and head count it names, held
against the request's.

"Yes, Maple", "Yes, Wednesday please" and "Yes, 8 people" say yes to a booking that was not
asked for (red team 10): going ahead with the asked one would not be what the person said. The
answer reader (:mod:`arena.wording.answers`) reads the facts in an answer and in the words it
answers (``asked``) alike (:mod:`arena.wording.named_facts`, whose names this module still
gives: ``Fact``, ``read_facts``, ``room_key``, ``room_keys``, ``RoomWords``); a fact the answer
repeats ("Yes, book Aspen" for an Aspen request) is said as "it", and one it adds leaves a yes
unclear. A fact repeats only said whole (:mod:`arena.wording.whole_facts`), one after a "no"
corrects the one before it (:mod:`arena.wording.corrections`).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from arena.lazy_pattern import LazyPattern
from arena.wording.asked_times import (
    ALONE_AFTER,
    AT,
    CLOCK_DIGITS,
    DIGIT,
    ENDS_AT,
    HOUR_SAID,
    MINUTES_SAID,
    RANGE_ON,
    STARTS,
    asked_hour,
    bare_end,
    by_day,
    ends_of_length,
    range_ends,
    range_numbers,
)
from arena.wording.asked_times import RANGE_GAP as RANGE_GAP
from arena.wording.clock import DATE_LEAD, bare_time, dotted_time
from arena.wording.corrections import corrected, taken_back
from arena.wording.count_bounds import count_met, other_numbers
from arena.wording.named_facts import Fact as Fact
from arena.wording.named_facts import RoomWords as RoomWords
from arena.wording.named_facts import read_facts as read_facts
from arena.wording.named_facts import room_key as room_key
from arena.wording.named_facts import room_keys as room_keys
from arena.wording.numbers import fold
from arena.wording.provisos import condition_open, weekday_met
from arena.wording.ruled_out import barred, count_ruled_out, left_out, listed_after, ruled_out
from arena.wording.time_bounds import asked_start, met_bound, said_side, turned_bound
from arena.wording.whole_facts import part_of


def repeated(answer: str, asked: str, rooms: RoomWords | None = None) -> list[Fact]:
    """The facts of ``answer`` that name ``asked``'s own room, day or head count (with no rooms
    known, its capitalised names, as :func:`compare` reads them): what a yes may speak against
    (:mod:`arena.wording.against`)."""
    table = room_keys(rooms)
    have: dict[str, set[str]] = {}
    kinds = {"day ruled out": "day", "number": "count"}
    for fact in read_facts(asked, table):
        have.setdefault(kinds.get(fact.kind, fact.kind), set()).update(fact.values)
    facts = read_facts(answer, table)
    if not table:
        names = {fold(m.group(1)) for m in _PROPER.finditer(asked) if _inside(asked, m)}
        have["name"], facts = names, _with_names(answer, facts, names)
    return [
        fact
        for fact in facts
        if fact.kind in ("room", "name", "day", "day ruled out", "count", "number")
        and fact.values & have.get(kinds.get(fact.kind, fact.kind), set())
    ]


class Compared(NamedTuple):
    """An answer with the facts it repeats said as "it", the facts it adds, and the rooms and
    days it rules out that are not the request's ("Aspen" in "as long as it's not Aspen" to a
    Cedar request): a condition against one of them the request already meets."""

    text: str
    added: list[str]
    others: tuple[str, ...] = ()


#: A word with a capital ("Aspen", "ASPEN"): a name, where no sentence starts with it.
_PROPER = LazyPattern(r"(?<![\w'-])([A-Z][a-z]{2,}|[A-Z]{3,})(?![\w'-])")


def _inside(text: str, m: re.Match[str]) -> bool:
    before = text[: m.start()].rstrip(" \t\n\"'(")
    return bool(before) and before[-1] not in ".!?:"


def _with_names(answer: str, facts: list[Fact], names: set[str]) -> list[Fact]:
    """``facts`` and, where no fact stands, the words of ``answer`` that are ``names``."""
    spans = [f.span for f in facts]
    for m in re.finditer(r"[^\W\d_]+", answer):
        word = fold(m.group())
        if word in names and not any(a < m.end() and m.start() < b for a, b in spans):
            facts.append(Fact("name", frozenset({word}), m.span(), m.group()))
    return sorted(facts, key=lambda f: f.span)


#: A word that places a time ("after lunch", "before noon", "around 3"), just before it: the
#: answer that repeats it with the request's time says the request's time, not a condition.
#: Also the other languages' "at" ("um 9:30 Uhr", "à 14h30", "a las 3", "@ 14h30"), so that the
#: approval question carries it with the time (outside tester 25); and "alle", "às", "om"
#: ("sì, alle 11:00": held-out tester 33).
WHEN_WORD = LazyPattern(
    r"(?:\b(after|before|around|about|by|from|until|till|at|um|gegen|ab|vers|a las|\u00e0|"
    r"alle|om|\u00e0s)\s+"
    r"|(@)\s*)$",
    re.I,
)
#: What each of those words says of the time: at it, after it, or before it.
_WHEN_SIDE = {"after": "after", "from": "after", "ab": "after", "before": "before", "by": "before"}
_WHEN_SIDE |= {"until": "before", "till": "before"}


def _when(said: re.Match[str] | None) -> str:
    """Which side of its time a when-word puts the meeting ("at" without one)."""
    return _WHEN_SIDE.get(fold(said.group(1) or ""), "at") if said else "at"


def _as_asked_time(fact: Fact, answer: str, times: set[str]) -> Fact:
    """``fact``, or the request's own time where it is a bare four-digit number that says it
    ("yes, 1430 works", "book it for 1430" to "… at 14:30?": outside tester 26); a "1430" the
    request does not say as a time stays a number, as "2026" and "for 1000" do."""
    if fact.kind == "date":  # "Ja, 14.30 passt." to "… at 14:30" (not "on 14.03", "2.05.")
        start, end = fact.span
        told = dotted_time(fact.said)
        if (
            not told
            or not told & times
            or DATE_LEAD.search(fold(answer[max(0, start - 12) : start]))
        ):
            return fact
        if answer[end : end + 1] == "." and int(fact.said.strip()[-2:]) <= 12:
            return fact
        return Fact("time", told & times, fact.span, fact.said)
    if fact.kind not in ("number", "count"):
        return fact
    read = bare_time(fact.said)
    if read is None or not read[0] & times:
        return fact
    start = fact.span[0] + read[1]
    return Fact("time", read[0] & times, (start, start + 4), answer[start : start + 4])


#: What is said with the request's own weekday ("on Tuesday", "for this Tuesday", "this coming
#: Tuesday"): "it" with it, not "on it" (read as "I'm on it") (session 28); "next Tuesday" is
#: another day than the asked one (:data:`_NEXT`).
_DAY_LEAD = LazyPattern(
    r"(?:\b(?:on|for)\s+)?(?:\b(?:this|next|this coming|coming)\s+)?(?:\b(?:on|for)\s+)?$", re.I
)

#: "next" before the request's own weekday ("yes, next Wednesday" to "… on Wednesday"): in
#: English the Wednesday of this week or of the week after, so another day than the one booked
#: may be meant (outside tester 33); "this (coming) Wednesday" and "on Wednesday" are the asked.
_NEXT = LazyPattern(r"\bnext\b", re.I)
#: A request that itself says "next Tuesday": the answer's "next Tuesday" repeats it.
_NEXT_DAY = LazyPattern(r"\bnext\s+(?:mon|tue|wed|thu|fri|sat|sun)", re.I)
#: "next" in the other languages the reader reads, folded, before the weekday ("nächsten
#: Freitag", "el próximo viernes", "na próxima sexta", "volgende vrijdag") or after it
#: ("vendredi prochain", "venerdì prossimo", "el viernes que viene", "sexta que vem"): as
#: ambiguous as the English (held-out tester 35: "oui, mais vendredi prochain" approved Friday).
_NEXT_BEFORE = LazyPattern(r"\b(?:nachste[nrs]?|proxim[oa]|prossim[oa]|volgende|prochaine?)\s+$")
_NEXT_AFTER = LazyPattern(r"\s+(?:prochaine?|prossim[oa]|proxim[oa]|que viene|que vem)\b")
#: A request that says "next" in any of those languages: the answer's repeats it.
_NEXT_ASKED = LazyPattern(
    r"\b(?:next|nachste[nrs]?|proxim[oa]|prossim[oa]|volgende|prochaine?|que viene|que vem)\b"
)


def _foreign_next(answer: str, start: int, end: int) -> bool:
    """Whether the weekday at ``start``:``end`` of ``answer`` is said with another language's
    "next" (:data:`_NEXT_BEFORE`, :data:`_NEXT_AFTER`)."""
    before = fold(answer[max(0, start - 40) : start])
    return bool(_NEXT_BEFORE.search(before) or _NEXT_AFTER.match(fold(answer[end : end + 20])))


#: "the" before the request's own room, and "room" after it: "book the Aspen (room)" is "book
#: it", not "book the it", read as booking something else (outside tester 28a's voice answers).
#: Who a bare number counts: "we're 9 now", "there'll be 12", "we are now 7".
_WE_ARE = LazyPattern(
    r"\b(?:we|there)(?: *'re| are| *'ll be| will be| would be| *'d be)(?: now| still)? *$"
)
_ROOM_LEAD = LazyPattern(r"\bthe\s+$", re.I)
_ROOM_TAIL = LazyPattern(r"\s+room\b", re.I)


def _shared(fact: Fact, have: dict[str, set[str]]) -> frozenset[str]:
    """The values of ``fact`` the request says too (a number as its head count)."""
    shared = fact.values & have.get(fact.kind, set())
    if fact.kind == "number":
        shared = shared or (fact.values & have.get("count", set()))
    return shared


def compare(answer: str, asked: str, rooms: RoomWords | None = None) -> Compared:
    """``answer`` with what it shares with ``asked`` said as "it" (a count as nothing), and what
    it names that ``asked`` does not: a room (of ``rooms``, see :func:`read_facts`), a weekday, a
    date, a time or a head count."""
    table = room_keys(rooms)
    have: dict[str, set[str]] = {}
    told_when: dict[str, str] = {}  # {"lunch": "after"} for "Tuesday after lunch"
    starts: list[frozenset[str]] | None = []  # the clock times the meeting is at, if no bound
    barred_rooms = barred(asked, request := read_facts(asked, table))  # "…, not Aspen please"
    for fact in request:
        kind = "day" if fact.kind == "day ruled out" else fact.kind
        if kind == "room" and fact.values & barred_rooms:
            continue
        values = by_day(fact.values) if kind == "time" else fact.values
        have.setdefault(kind, set()).update(values)
        if kind == "time":
            said = WHEN_WORD.search(asked[: fact.span[0]])
            told_when |= dict.fromkeys(values, _when(said) if said else said_side(fact.said))
            if starts is not None and any(v.isdigit() for v in values):
                at = asked_start(asked, fact.span[0], fact.said)
                starts = [*starts, values] if at else None  # "by 3": no time to meet
        if kind in ("count", "room", "date", "time"):
            have.setdefault("number", set()).update(v for v in fact.values if v.isdigit())
    have.setdefault("number", set()).update(str(int(d)) for d in re.findall(r"\d+", asked))
    # the hour or minutes of a clock time: "yes, 14" alone to "at 14:30" is 14:00 or 14 people,
    # neither asked (answers38: approved, as "14" is one of the request's numbers)
    clock_digits = {
        str(int(d)) for m in CLOCK_DIGITS.finditer(asked) for d in re.findall(r"\d+", m.group())
    }
    ends = range_ends(asked, request)
    length_ends = ends_of_length(request)  # "at 13:00 for 1 hour" ends at 14:00 (answers38)
    ends |= length_ends
    have.setdefault("time", set()).update(length_ends)
    answer = weekday_met(answer, have.get("day", set()))  # "yes if it's on a weekday"
    # "yes if it's under 10 people": met where the request's count settles it (not "8, 5 more
    # may join")
    answer = count_met(answer, have.get("count", set()), other_numbers(asked, request))
    # a bound on the time is met only where the meeting's last minute is within it too: "only
    # till 10" to "at 09:30 for 1 hour" cuts it short (held-out tester 38: approved, its start
    # before 10); "only till 10:30" is met
    last_minutes = frozenset(str(int(v) - 1) for v in length_ends)
    within_times = (starts or []) + ([last_minutes] if starts and last_minutes else [])
    facts = read_facts(answer, table)
    if not table:  # "Yes, book Aspen" for "Book R-102 (Aspen) …": the request's own name is "it"
        have["name"] = {fold(m.group(1)) for m in _PROPER.finditer(asked) if _inside(asked, m)}
        facts = _with_names(answer, facts, have["name"])
    out, added, others, last = [], [], [], 0
    fixed = corrected(answer, facts)  # "yeah tuesday um no thursday": Thursday is asked for
    ended = None  # the kind of the fact the last "it" said, while nothing else followed
    timed_facts = [_as_asked_time(f, answer, have.get("time", set())) for f in facts]
    # "yes for eight sorry six": a fact taken back for the request's own is no longer said
    instead = {f.span: f for f in timed_facts}
    dropped = {
        span: later
        for span, later in taken_back(answer, timed_facts).items()
        if _shared(instead[later], have)
    }
    ranged_numbers = range_numbers(answer, timed_facts)
    for fact in timed_facts:
        shared = _shared(fact, have)
        start, end = fact.span
        if fact.span in dropped:
            out.append(answer[last:start])
            last = dropped[fact.span][0]
            continue
        if fact.kind == "room" and fact.values & barred_rooms and not ruled_out(answer, fact):
            added.append(f"room {fact.said.strip()!r} (the request rules it out)")
            continue  # "yes, Aspen is fine" to "…, not Aspen please"
        if (
            fact.kind == "number"
            and _WE_ARE.search(fold(answer[max(last, start - 20) : start]))
            and not fact.values & have.get("count", set())
        ):  # "yes, we're 9 now" to "for 8 people … at 9am": 9 people, no 9 o'clock (held-out 39)
            added.append(f"count {fact.said.strip()!r}")
            continue
        whole = part_of(answer, fact.kind, fact.span) if shared else None
        if whole:  # "aspen annex", "102b", "six teen", "a week from tuesday": another one
            added.append(f"{fact.kind} {whole!r}")
            continue
        if shared and fact.span in ranged_numbers and not asked_hour(fact, have.get("time", set())):
            added.append(f"time {fact.said.strip()!r}")  # "sure, 9-10" to "9-11am for 10 people"
            continue
        when = WHEN_WORD.search(answer[last:start]) if fact.kind == "time" else None
        side = _when(when) if when else said_side(fact.said) if fact.kind == "time" else "at"
        if shared and (when or side != "at"):
            if all(told_when.get(v, "at") != side for v in shared):
                added.append(f"time {answer[last + (when.start() if when else 0) : end].strip()!r}")
                continue  # "yes, before 2pm works", "yes if it's before 2" for "at 2pm"
            if when:  # "yes, after lunch works": the request's "after lunch"
                start = last + when.start()
        said_from = fact.span[0]  # the fact's own start, past the bound word before it
        said_at = (
            AT.match(fold(fact.said))
            or (when and AT.match(fold(when.group()) + "1"))
            or STARTS.search(fold(answer[max(last, start - 24) : start]) + fold(fact.said))
        )
        ranged = ended in ("time", "number") and RANGE_GAP.fullmatch(answer[last:start])
        lead = re.match(r"\D*", fact.said).group()  # type: ignore[union-attr]
        lead = lead if DIGIT.search(fact.said) else ""  # "lunch" is its own time, no lead
        # with its bound word: "yes, till lunch works" to "from 9 till lunch" says its end
        # (items35: read as a start at lunch, so unclear; "till 12" read as its end)
        ends_at = ENDS_AT.search(fold(answer[max(last, said_from - 24) : said_from] + lead))
        starts_then = bool(said_at) or not ends_at  # "oui, 11h" alone, as "at 11h" (outside 34)
        if shared and fact.kind == "time" and starts_then and shared <= ends and not ranged:
            added.append(f"time {fact.said.strip()!r} (the request's end)")
            continue  # "yes, at 11" to "10:00-11:00": a start an hour later (held-out 33)
        if (
            fact.kind == "number"
            and fact.values <= clock_digits
            and not fact.values & have.get("count", set())
            and not asked_hour(fact, have.get("time", set()))
            and not HOUR_SAID.search(answer, 0, start)
            and not MINUTES_SAID.match(answer, end)  # "thirty minutes past fourteen"
        ):  # "ok, 11 till 12" to "at 11:30 for 30 minutes": 11 is no time asked (answers38)
            added.append(
                f"number {fact.said.strip()!r} (the hour or minutes of the request's time)"
            )
            continue
        if (
            fact.kind == "number"
            and not (ranged or ends_at)
            and bare_end(fact, ends, have.get("time", set()), have.get("count"))
        ):
            added.append(f"number {fact.said.strip()!r} (the request's end, or a head count)")
            continue  # "yes, 11" to "10:00-11:00": a start an hour later, or 11 people
        if (
            fact.kind == "number"
            and not (ranged or ends_at or said_at or fact.span in ranged_numbers)
            and not RANGE_ON.match(answer, end)  # "ok, 10 till 11": a range's start
            and ALONE_AFTER.match(answer, end)  # not "the two managers agree"
            and not fact.values & have.get("count", set())
            and asked_hour(fact, have.get("time", set()))
        ):  # "YES 2" to "… at 2pm": 2 people, option 2 or 2 o'clock (held-out tester 34)
            added.append(f"number {fact.said.strip()!r} (an hour without 'at', or a head count)")
            continue
        timed = fact.kind in ("time", "number")
        if (
            shared
            and timed
            and ended in ("time", "number")
            and RANGE_GAP.fullmatch(answer[last:start])
        ):
            last, ended = end, fact.kind  # "3 till 4" for "from 3 till 4": the range, one "it"
        elif shared:
            bare = fact.kind == "count" and not condition_open(answer[last:start])
            lead = {"day": _DAY_LEAD, "room": _ROOM_LEAD}.get(fact.kind)
            said_on = lead.search(answer, last, start) if lead else None
            if said_on and _NEXT.search(said_on.group()) and not _NEXT_DAY.search(asked):
                # "yes, next Wednesday" to "… on Wednesday": this week's or the week after's
                added.append(f"day {answer[said_on.start() : end].strip()!r}")
                continue
            if (
                fact.kind == "day"
                and _foreign_next(answer, start, end)
                and not _NEXT_ASKED.search(fold(asked))
            ):
                added.append(f"day {fact.said.strip()!r} (said with 'next')")
                continue
            start = said_on.start() if said_on else start  # "yes, on (this) Tuesday": it
            tail = _ROOM_TAIL.match(answer, end) if fact.kind == "room" else None
            end = tail.end() if tail else end  # "book the Aspen room": "book it"
            out += [answer[last:start], "" if bare else "it"]  # "as long as it's for 6": it
            last, ended = end, fact.kind
        elif fact.span in fixed:
            added.append(f"{fixed[fact.span]} {fact.said.strip()!r}")
        elif (
            fact.kind == "day ruled out"
            or (fact.kind in ("room", "unknown room") and ruled_out(answer, fact))
            or (fact.kind in ("count", "number") and count_ruled_out(answer, fact))
        ):
            others.append(fact.said.strip())
        elif (
            fact.kind in ("room", "day")
            and others
            and listed_after(answer, fact, others[-1], facts)
        ):  # "not Atrium or Aspen", "not on Monday or Wednesday": ruled out too (outside tester 26)
            others.append(fact.said.strip())
        elif (
            fact.kind == "time"
            and (
                bound := met_bound(
                    answer, last, fact.span, fact.values, within_times, ends=bool(ends)
                )
            )
            is not None
        ):  # "only if it's before noon" to "at 10am": met (outside tester 26)
            out += [answer[last:bound], "it"]
            last, ended = end, "time"
        elif fact.kind == "time" and (turned := turned_bound(answer, last, fact.span)):
            added.append(f"time {turned!r}")  # "yes, not before noon" to "at 9am": unmet
        else:
            added.append(f"{fact.kind} {fact.said.strip()!r}")
    out.append(answer[last:])
    # only where the request names its own room (day) is one ruled out known to be another:
    # "as long as it isn't Atrium" to "a room for 8" may rule out the room the agent picks
    known = {"room": bool(have.get("room")), "day ruled out": bool(have.get("day"))}
    known["day"] = known["day ruled out"]  # one listed after a day ruled out ("or Wednesday")
    known["unknown room"] = known["room"]
    known["count"] = known["number"] = bool(have.get("count"))  # "yes, but not for 10" to 6
    kinds = {f.said.strip(): f.kind for f in facts}
    unknown = [f for f in facts if f.said.strip() in others and not known.get(f.kind, False)]
    # "yes, anything but Atrium" to "a room for 8": Atrium may be the room picked, as it was read
    added += [f"room {f.said.strip()!r}" for f in unknown if left_out(answer, f)]
    others = [o for o in others if known.get(kinds.get(o, ""), False)]
    return Compared("".join(out), added, tuple(others))
