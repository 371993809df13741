"""A request that says its own day or head count is not settled yet.

"Book Cedar for 5 on Monday, or Tuesday if Monday is gone... actually I'm not sure which day
yet" was read as Monday, and "Aspen Thursday - we'll be 5 or 9, don't know yet" as 9 (heldout43):
the person took the day back, or gave two counts and said they do not know which. A careful
clerk asks rather than books; :func:`undecided` says which of the two is open. A day named
after the doubt settles it ("not sure which day - let's say Monday"), as a count does.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: Words that say the writer does not know, in the four languages.
_DOUBT = (
    r"(?:(?:i'?m |we'?re |i am |we are )?(?:not (?:yet )?sure|unsure|uncertain|undecided)|"
    r"(?:i |we )?(?:don'?t|do not) (?:yet )?know|no idea|not decided|still deciding|"
    r"(?:ich bin )?(?:mir )?nicht sicher|weiss (?:ich )?(?:noch )?nicht|no (?:lo )?se|"
    r"no estoy segur[oa]|je ne sais pas|pas (?:encore )?sur)"
)
#: The day left open: "not sure which day yet", "don't know what day", "no idea about the day".
_DAY_OPEN = LazyPattern(
    rf"\b{_DOUBT}\s+(?:yet\s+)?(?:(?:about|of|on)\s+)?(?:which|what|the|que|cual|el|quel|quelle|le|welche[nr]?|den|an welchem)\s+"
    r"(?:day|date|weekday|dia|fecha|jour|tag)\b"
    r"|\b(?:welcher|welchen|an welchem) tag\b[^.!?\n]*\b(?:weiss|sicher)\b"
    r"|\b(?:que|qué) d[ií]a\b[^.!?\n]*\bno (?:lo )?s[eé]\b"
    r"|\b(?:day|date)\s+(?:is\s+|still\s+)*(?:tbd|tbc|not (?:yet )?(?:fixed|decided|settled))\b"
)
#: The count left open: "not sure how many yet", and "… 5 or 9, don't know yet" (two counts
#: given, then the doubt at the clause's end).
_COUNT_OPEN = LazyPattern(
    rf"\b{_DOUBT}\s+(?:yet\s+)?(?:(?:about|of|on)\s+)?(?:how many|the (?:head ?)?count|the numbers?|"
    r"wie viele|cuantos|cuantas|combien)\b"
    r"|\b\d+\s+or\s+\d+\b(?:\s+(?:people|of us|persons))?\s*[,\u2013\u2014-]+\s*"
    rf"{_DOUBT}(?:\s+yet)?\s*(?:[.!?;\u2013\u2014-]|$)"
)
#: A weekday after the doubt: it settles the day.
_DAY_AFTER = LazyPattern(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:montag|dienstag|mittwoch|donnerstag|"
    r"freitag|lunes|martes|miercoles|jueves|viernes|lundi|mardi|mercredi|jeudi|vendredi)\b"
)
#: A count after the doubt ("… don't know yet - say 9"): it settles the count.
_COUNT_AFTER = LazyPattern(r"\b(?:say|let'?s say|call it|make it|book for)\s+\d+\b")


def undecided(text: str) -> str | None:
    """``"day"`` or ``"count"`` where ``text`` says that one is not settled yet (and names no
    weekday, or no count, after saying so), else ``None``."""
    folded = fold(text)
    day = _DAY_OPEN.search(folded)
    if day is not None and not _DAY_AFTER.search(folded, day.end()):
        return "day"
    count = _COUNT_OPEN.search(folded)
    if count is not None and not _COUNT_AFTER.search(folded, count.end()):
        return "count"
    return None
