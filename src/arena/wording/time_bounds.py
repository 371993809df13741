"""A condition on the time that the request's own time meets: "ok but only if it's before noon"
to "… at 10am", "yes if it's in the morning" to "… at 9am" (outside tester 26).

A condition that restates the request is met and approves ("as long as it's Aspen"); a bound on
the time (before, after, by, until a clock time, before or after lunch) or a part of the day (in
the morning, afternoon or evening) does so when every time the request gives lies within it. The
answer reader (:func:`arena.wording.facts.compare`) then says the bound as the request's own "it",
as it says a repeated room, and the condition reads as met
(:func:`arena.wording.provisos.drop_met`). A bound the request's time is outside of ("before
noon" to "at 2pm"), or one said to a request that gives no time or gives a bound itself ("by
3"), stays a time the answer adds: unclear, as every condition the request does not meet is;
so does an end ("just until 2:30", "nur bis 15 Uhr") said to a request that gives its start
alone, as it says how long to book, which the request leaves open (held-out tester 34).
Only a bound said as a condition counts ("if it's", "only", "as long as", "solange"): "yes,
after 5" may say when to book, not when the meeting is. A part of the day needs no condition:
"Yes, Tuesday afternoon is fine" to "… at 14:30" names the part the meeting is in (outside
tester 27b).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Which side of its time a bound word puts the meeting; "by", "until" say "before" as
#: :data:`arena.wording.facts.WHEN_WORD`'s sides do.
_SIDES = {
    "before": "before", "by": "before", "until": "before", "till": "before", "vor": "before",
    "bis": "before", "avant": "before", "antes de": "before", "antes del": "before",
    "hasta": "before", "after": "after", "from": "after", "ab": "after", "nach": "after",
    "apres": "after", "despues de": "after", "despues del": "after",
}  # fmt: skip
_BOUND_WORD = (
    r"before|after|by|until|till|from|vor|nach|bis|ab|avant|apres|antes del?|despues del?|hasta"
)
#: A "not" before a bound word turns its side ("not before noon" is from noon on: session 27).
_NOT = r"(?:not|nicht|pas|no|never|nie|jamais|nunca)"
#: ... said just before a time that carries its bound word ("no antes de las 12").
_NOT_BEFORE = LazyPattern(rf"\b{_NOT}\s*$")
_TURNED = {"before": "after", "after": "before"}
#: A "not" (and a "but") just before where a turned bound's words start.
_NEG_LEAD = LazyPattern(rf"(?:\b(?:but|aber|mais|pero|ma|maar) +)?(?:\b{_NOT} +)?$")
#: A bound word just before a time ("before noon", "avant midi", "antes de las 12"), or a
#: part of the day's article ("in the morning", "am Vormittag", "le matin", "por la tarde").
_LEAD = LazyPattern(
    rf"\b(?:(?P<neg>{_NOT} )?(?P<bound>{_BOUND_WORD})(?: (?:the|las?|l'|le|den|dem))?|(?:in|during) the|am|le|la|"
    r"l'|por la|en la|de la|dans la|durant la)\s*$"
)
#: A time said with its bound word ("before 11": the clock reads "before 11" as one time).
_SAID_WITH = LazyPattern(rf"(?P<bound>{_BOUND_WORD})\s")
#: Words a request's time is said with that make it a bound, not the time it starts at.
_ASKED_BOUND = LazyPattern(r"\b(?:before|by|after|later than|earlier than|not before)\s*$")
#: The parts of the day as minutes after midnight, from (inclusive) to (exclusive).
_PARTS: dict[str, tuple[int, int]] = {
    "morning": (300, 720), "vormittag": (300, 720), "matin": (300, 720), "matinee": (300, 720),
    "afternoon": (720, 1080), "nachmittag": (720, 1080), "apres-midi": (720, 1080),
    "evening": (1020, 1440), "abend": (1020, 1440), "soir": (1020, 1440),
    "soiree": (1020, 1440), "tonight": (1020, 1440), "night": (1200, 1440), "tarde": (720, 1260), "manana": (300, 720),
    "lunch": (720, 780), "lunchtime": (720, 780),
}  # fmt: skip
#: Words that make what follows them in their clause a condition ("if it's", "only", "as long
#: as", "solange", "pourvu que"); Spanish and French "si" after the first word only ("Sí, por la
#: tarde" says yes).
_CONDITIONED = LazyPattern(
    r"(?:\b(?:if|only|just|as long as|so long as|provided|providing|assuming|on condition|"
    r"solange|sofern|wenn|falls|nur|vorausgesetzt|solo|solamente|siempre que|siempre y cuando|"
    r"con tal de que|(?<!\ben )tant que|pourvu que|seulement|uniquement|a condition)\b|(?<=\S) +si\b)"
    r"[^,.;:!?\u2013\u2014]*$"
)
_ONLY_AFTER = LazyPattern(r"\s*(?:only|nur|seulement|uniquement|solamente)\b")


def _fold1(text: str) -> str:
    """``text`` folded character by character, so that positions still match it ("ß" as "s")."""
    return "".join((fold(c) or " ")[:1] for c in text)


def _side(text: str, last: int, start: int, said: str) -> str | None:
    """The side of its time the bound word a time at ``start`` in ``text`` (said as ``said``,
    after a fact that ended at ``last``) is said with puts the meeting ("before", "after"), or
    None where it is said as the time itself ("at 10am") or as a part of the day."""
    bound = _bound_word(text, last, start, said)
    side = _SIDES.get(bound) if bound else None
    return _TURNED.get(side or "") if side and _negated(text, last, start) else side


def _negated(text: str, last: int, start: int) -> bool:
    """Whether a "not" turns the bound of the time at ``start`` ("yes, not before noon", "sí, no
    antes de las 12"): a restriction the person puts on the booking, so a condition, whose side
    is the other one (a meeting "not before noon" is after it)."""
    before = fold(text[max(last, start - 20) : start])
    lead = _LEAD.search(before)
    if lead and lead.group("bound"):
        return bool(lead.group("neg"))
    return bool(_NOT_BEFORE.search(before)) and _lead_word(text[start:]) is not None


#: The bound words that say when the meeting ends, not when it starts ("until 2:30", "bis 11").
_ENDS = LazyPattern(r"until|till|bis|hasta")


def _bound_word(text: str, last: int, start: int, said: str) -> str | None:
    """The bound word a time at ``start`` is said with ("before", "until"), as :func:`_side`
    reads it."""
    lead = _LEAD.search(fold(text[max(last, start - 20) : start]))
    return (lead.group("bound") if lead else None) or _lead_word(said)


def _lead_word(said: str) -> str | None:
    m = _SAID_WITH.match(fold(said))
    return m.group("bound") if m else None


def asked_start(text: str, start: int, said: str) -> bool:
    """Whether a request's time at ``start`` is one the meeting is at ("at 10am", "from 10",
    "10-11"), not a bound on it ("by 3", "no later than 4")."""
    word = _lead_word(said)  # "from 10", "until 11" (a range's end): the meeting's own times
    before = fold(text[max(0, start - 20) : start])
    return not _ASKED_BOUND.search(before) and word in (None, "from", "ab", "until", "till", "bis")


#: A bound word the clock reads with its time ("before 10", "by 3": one time as read).
_SAID_BOUND = LazyPattern(r"\s*(before|after|by)\s")


def said_side(said: str) -> str:
    """The side of its time a bound word inside a time as read (``said``) puts the meeting
    ("before 10": "before"), "at" without one, as :data:`arena.wording.facts.WHEN_WORD`'s
    sides: "yes if it's before 10" to "at 10am" is another time, not the request's."""
    m = _SAID_BOUND.match(fold(said))
    return _SIDES[m.group(1)] if m else "at"


def _minutes(values: frozenset[str]) -> set[int]:
    """The clock values among ``values``, the daytime ones (7:00 to 19:59) where "at 10" may be
    600 or 1320: a meeting is booked in the day, so "at 10" is 10am."""
    found = {int(v) for v in values if v.isdigit()}
    day = {v for v in found if 420 <= v < 1200}
    return day or found


def within(values: frozenset[str], side: str | None, asked: list[frozenset[str]]) -> bool:
    """Whether every time of ``asked`` (each the values one time of the request may mean) lies
    on ``side`` of the bound ``values`` ("before" noon, "after" lunch) or, with no side, within
    the part of the day ``values`` names ("morning")."""
    times = [_minutes(a) for a in asked]
    if not times or not all(times):
        return False
    parts = [_PARTS[v] for v in values if v in _PARTS]
    clock = _minutes(values)
    if side is None:
        ranges = [p for p in parts if p[1] - p[0] > 60]  # "lunch" is no part to be within
        return bool(ranges) and all(lo <= t < hi for lo, hi in ranges for ts in times for t in ts)
    ends = [p[0] if side == "before" else p[1] - 1 for p in parts] or list(clock)
    if not ends:
        return False
    if side == "before":
        return all(t < end for end in ends for ts in times for t in ts)
    return all(t > end for end in ends for ts in times for t in ts)


def bound_start(text: str, last: int, start: int, said: str) -> int | None:
    """Where the bound a time at ``start`` is part of begins ("before noon", "in the morning"),
    where a condition says it ("only if it's before noon", "yes, only in the morning", "ja,
    nur vormittags"); None where no condition does ("yes, before noon works")."""
    head = _fold1(text[last:start])
    lead = _LEAD.search(head)
    at = last + (lead.start() if lead else len(head))
    end = start + len(said)
    if _CONDITIONED.search(fold(text[:at])) or _ONLY_AFTER.match(fold(text[end:])):
        return at
    if _negated(text, last, start):  # "yes, not before noon": "not" makes it a condition
        return negated_start(text, last, at)
    return None


def negated_start(text: str, last: int, at: int) -> int:
    """Where a turned bound that starts at or before ``at`` begins, with the "not" and a "but"
    before it ("yes, but not before noon": "but not before noon")."""
    m = _NEG_LEAD.search(_fold1(text[last:at]))
    return last + m.start() if m else at


def turned_bound(text: str, last: int, span: tuple[int, int]) -> str | None:
    """The words of a turned bound on the time at ``span`` ("not before noon", "no antes de las
    12"), for a person to read where the request's time does not meet it; None where none is."""
    start, end = span
    if not _negated(text, last, start):
        return None
    lead = _LEAD.search(_fold1(text[max(last, start - 20) : start]))
    at = max(last, start - 20) + lead.start() if lead and lead.group("bound") else start
    words = " ".join(text[negated_start(text, last, at) : end].split())
    return re.sub(r"^(?i:but|aber|mais|pero|ma|maar) +", "", words)


def met_bound(text: str, last: int, span: tuple[int, int], values: frozenset[str],
              asked: list[frozenset[str]], *, ends: bool = True) -> int | None:  # fmt: skip
    """Where a condition on the time that ``asked`` (the request's times said as times) meets
    begins in ``text``, the time at ``span`` (with ``values``) its end; None where it is no such
    condition or is not met. ``last``: where the fact before it ended. ``ends``: whether the
    request says when the meeting ends; where it does not, "only until 2:30" to "at 2pm" says how
    long to book, which the request leaves open, so it is not met (held-out tester 34)."""
    start, end = span
    said = text[start:end]
    side = _side(text, last, start, said)
    if (
        not ends
        and _ENDS.fullmatch(_bound_word(text, last, start, said) or "")
        and not _negated(text, last, start)
    ):
        return None
    if side is None and not any(v in _PARTS for v in values):
        return None  # "if it's at 9": the time itself, not a bound
    if not within(values, side, asked):
        return None
    at = bound_start(text, last, start, said)
    if at is None and side is None and not _negated(text, last, start):
        # "Yes, Tuesday afternoon is fine", "Yes, Monday morning works" to "at 14:30", "at 10am":
        # the part of the day the meeting is in says its time, as the clock time would (outside
        # tester 27b: read as a time added); a bound ("yes, after 5") still says when to book
        lead = _LEAD.search(_fold1(text[last:start]))
        at = last + lead.start() if lead else start
    return at
