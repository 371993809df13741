"""A room's fault bounded by a weekday: "Aspen's projector is broken until Wednesday", "Cedar is
closed from Thursday", "Maple wird bis Mittwoch renoviert".

Session 45's note 2: such a weekday was read as a second day asked for beside the request's own
("it names more than one weekday (Wednesday, Thursday)"), and where the request named no other
it was read as the day asked ("Aspen is closed until Wednesday. Book a room for 6." booked a room
on Wednesday; it now names no day). The bound's weekday is no day asked for (:func:`without_fault_days`) where the fault is over, or not begun, on the day that is
(:func:`lapsed_on`), and the fault then says nothing of the room (:func:`without_lapsed_faults`:
"broken until Wednesday" and the room asked for on Thursday). Where it still holds that day both
weekdays are read, and the request is asked about as before, never another room booked unasked.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import DAY_WORDS
from arena.wording.numbers import fold

_ORDER = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_SHORT = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday"}
_SHORT |= {"weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday"}
_SHORT |= {"fri": "friday", "sat": "saturday", "sun": "sunday"}
#: Longest first, ties by spelling: the same pattern text in every process (a set's order is
#: its string hashing: arena.lazy_pattern keeps a pattern by its text).
_DAY = "|".join(sorted({*DAY_WORDS, *_SHORT}, key=lambda w: (-len(w), w)))

#: Words that bound a fault: until (it holds before the day) or from (it holds from the day on).
_UNTIL = ("until", "till", "til", "up to", "up until", "bis", "hasta", "jusqu'a", "jusqua", "tot")
_THROUGH = ("through", "thru", "to and including")
_FROM = ("from", "starting", "as of", "ab", "desde", "a partir de", "vanaf", "beginning")
_AFTER = ("after", "nach", "despues del", "despues de", "apres")
_BOUNDS = "|".join(
    re.escape(w) for w in sorted({*_UNTIL, *_THROUGH, *_FROM, *_AFTER}, key=lambda w: (len(w), w))
)

#: A fault said of a room: broken, closed, under renovation, being repainted, out of order.
_FAULT = LazyPattern(
    r"\b(?:broken|out of (?:order|service|action)|closed|shut|down|unavailable|off limits|"
    r"blocked|not (?:working|available|usable)|(?:doesn'?t|does not|won'?t) work|"
    r"under (?:renovation|repair|repairs|maintenance|construction)|being (?:repaired|renovated|"
    r"repainted|painted|cleaned|fixed|refurbished)|kaputt|defekt|gesperrt|geschlossen|renoviert|"
    r"cerrad[ao]|averiad[ao]|en obras|fermee?|en travaux|en panne|gesloten|stuk|dicht)\b"
)
#: The bound itself: "until Wednesday", "from next Thursday", "bis Mittwoch".
_BOUND = LazyPattern(
    rf"\b(?P<word>{_BOUNDS})\s+(?:(?:next|this|coming|el|le|den|am)\s+)?(?P<day>{_DAY})s?\b"
)
#: Where a fault's clause ends: a sentence's mark, a comma or semicolon, "so", "but", "and".
_CLAUSE_END = LazyPattern(r"[.;!?\n,:\u2013\u2014]|\b(?:so|but|and|aber|pero|mais|maar)\b")


def _bounds(folded: str) -> list[tuple[int, int, re.Match[str]]]:
    """Each bound in a clause that tells of a fault: (clause start, clause end, the bound)."""
    found = []
    for m in _BOUND.finditer(folded):
        ends = [e.end() for e in _CLAUSE_END.finditer(folded, 0, m.start())]
        start = ends[-1] if ends else 0
        closes = _CLAUSE_END.search(folded, m.end())
        end = closes.start() if closes else len(folded)
        if _FAULT.search(folded, start, end):
            found.append((start, end, m))
    return found


def without_fault_days(text: str) -> str:
    """``text`` with the weekday that bounds a fault blanked ("Aspen's projector is broken until
    Wednesday. Book a room for 6 on Thursday": Thursday alone is asked for)."""
    folded = fold(text)
    if len(folded) != len(text):
        return text  # positions would not match
    for _, _, m in _bounds(folded):
        text = text[: m.start()] + " " * (m.end() - m.start()) + text[m.end() :]
    return text


def without_lapsed_faults(text: str, day: str) -> str:
    """``text`` without each fault's clause whose bound says it does not hold on ``day`` (the
    weekday asked for): "until Wednesday" asked Thursday, "from Thursday" asked Tuesday."""
    folded = fold(text)
    asked = day.lower()
    if len(folded) != len(text) or asked not in _ORDER:
        return text
    for start, end, m in reversed(_bounds(folded)):
        word = m.group("word")
        bound = _ORDER.index(DAY_WORDS.get(m.group("day")) or _SHORT[m.group("day")])
        at = _ORDER.index(asked)
        lapsed = (
            (word in _UNTIL and at > bound)
            or (word in _THROUGH and at > bound)
            or (word in _FROM and at < bound)
            or (word in _AFTER and at <= bound)
        )
        if lapsed:
            text = text[:start] + " " * (end - start) + text[end:]
    return text


def lapsed_on(text: str, day: str) -> bool:
    """Whether every fault ``text`` bounds by a weekday is over (or not begun) on ``day``."""
    return without_fault_days(without_lapsed_faults(text, day)) == without_lapsed_faults(text, day)


def fault_held(text: str, day: str) -> str | None:
    """The room (its folded name) whose fault ``text`` bounds by a weekday and that still holds on
    ``day``, where the words after the fault ask for that room all the same: "Aspen is closed
    through Wednesday. Book Aspen for 6 on Wednesday." (regress46: Aspen was booked, the closed
    room), "Aspen ist bis Mittwoch geschlossen. Bitte Aspen am Mittwoch …" (another room was
    booked unasked). The writer may have misread their own note, or mean a later week: the model
    asks. ``None`` where no such fault holds, or the room is not asked for after it."""
    from arena.model.other_names import folded_room_names
    from arena.model.room_stance import room_stances

    kept = fold(without_lapsed_faults(text, day))
    if len(kept) != len(text):
        return None
    for start, end, _ in _bounds(kept):
        clause = kept[start:end]
        named = [n for n in folded_room_names() if re.search(rf"\b{re.escape(n)}\b", clause)]
        later = room_stances(text[end:]) if named else {}
        held = next((n for n in named if later.get(n) in ("wanted", "placed", "unsaid")), None)
        if held is not None:
            return held
    return None


def faults_of_rooms_given_up(text: str, day: str) -> bool:
    """Whether each fault ``text`` bounds by a weekday that still holds on ``day`` is a room's
    that the rest of the text does not ask for, where it asks for another room by name:
    "Aspen's screen is broken until Wednesday, so for Tuesday put the 5 of us in Cedar." asks
    for Cedar on Tuesday (heldout46: asked about as two weekdays), the bound's weekday no day
    asked. A fault of no room named ("the building is closed until Wednesday"), of the room
    asked for all the same, or beside "a room" (session 46: asked about) is no such fault."""
    from arena.model.other_names import folded_room_names
    from arena.model.room_stance import room_stances

    kept = fold(without_lapsed_faults(text, day))
    bounds = _bounds(kept) if len(kept) == len(text) else []
    if not bounds:
        return False
    rest, faulted = kept, set()
    for start, end, _ in bounds:
        named = {
            n for n in folded_room_names() if re.search(rf"\b{re.escape(n)}\b", kept[start:end])
        }
        if not named:
            return False
        faulted |= named
        rest = rest[:start] + " " * (end - start) + rest[end:]
    stances = room_stances(rest)
    asked = {k for k, s in stances.items() if s == "wanted"}
    return bool(asked) and not asked & faulted and not faulted & set(stances)
