"""What an approval's words say about the day: the weekday asked about, however written.

``book_room`` takes no day: the words are the person's only view of it, so
``booked_as_approved`` (:mod:`arena.booking_fit`) fails a run whose words ask about another
day, but only where they are unambiguous (:func:`words_day`). The head count's half is
:mod:`arena.booking_words`. A cheap scan first: the day reader loads only where another day is
named.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from typing import Any

from arena.booking_words import approval_texts
from arena.lazy_pattern import LazyPattern
from arena.model.day_shift import shift_days


def _norm(value: object) -> str:
    return str(value).strip().casefold()


_ENGLISH_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _english_day(text: str) -> str | None:
    """``tue``, ``Tues.``, ``TUESDAY``: an English day name or its short form, else None."""
    word = text.strip().rstrip(".").lower()
    if len(word) < 3:
        return None
    return next((d for d in _ENGLISH_DAYS if d.startswith(word)), None)


def same_day(said: object, day: object) -> bool:
    """``Tuesday`` is the item's ``tue``, ``Tues.``, ``dienstag``, ``martes`` or ``2026-12-08``
    (:func:`known_day`); two values not both read as weekdays compare as written."""
    a, b = known_day(said), known_day(day)
    if a is not None and b is not None:
        return a == b
    return _norm(said) == _norm(day)


def known_day(value: object) -> str | None:
    """The English weekday a day value names, however written (:func:`arena.wording.days.day_of`:
    "Tue", "dienstag", "next Tuesday", "2026-12-08"), else ``None`` ("tomorrow", "Dec 9"): the
    one reading of every day value, so a date is compared as its weekday, not as text (a right
    ``day: "2026-12-08"`` in the gate's arguments failed a correct run, red team 10, finding 6).
    English names are read here: the multilingual reader costs a cold resume up to 45 ms."""
    return _known_day(str(value))


@functools.lru_cache(maxsize=1024)
def _known_day(text: str) -> str | None:
    """:func:`known_day` of a value's text (all that either reader reads), once per text."""
    english = _english_day(text)
    if english is not None:
        return english
    from arena.wording.days import day_of

    return day_of(text)


#: The weekdays as the approval's words may name them: full names in the four languages the day
#: reader knows, and English short forms ("Tue", "Weds", "Fri") but not "mon", "sat", "sun",
#: which are also other words; each may take a plural "s" ("Tuesdays").
_WEEKDAY_NAMES = (
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "montag",
    "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonnabend", "sonntag", "lunes",
    "martes", "miercoles", "miércoles", "jueves", "viernes", "sabado", "sábado", "domingo",
    "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "tue", "tues",
    "wed", "weds", "thu", "thur", "thurs", "fri",
)  # fmt: skip
#: A weekday word, whole (no word character on either side). Only a hit that is not the item's
#: day loads the reader.
_WEEKDAY_WORD = LazyPattern(r"(?<!\w)(?:" + "|".join(_WEEKDAY_NAMES) + r")s?(?!\w)", re.IGNORECASE)
#: The same words, lower case, with their plurals: what a whole word of ASCII text is looked up
#: in (:func:`_weekday_hits`).
_WEEKDAY_SET = frozenset(w + s for w in _WEEKDAY_NAMES for s in ("", "s"))
_WORD = LazyPattern(r"\w+")


def _weekday_hits(text: str) -> list[str]:
    """The weekday words of ``text`` as :data:`_WEEKDAY_WORD` finds them, in order. A hit is a
    whole word (word characters only, none on either side), so in ASCII text, where ignoring
    case is lower-casing, it is a word found in :data:`_WEEKDAY_SET`: a set look-up per word
    instead of a case-folded scan of the alternation at every position (~4x cheaper)."""
    if text.isascii():
        return [w for w in _WORD.findall(text) if w.lower() in _WEEKDAY_SET]
    return [m.group(0) for m in _WEEKDAY_WORD.finditer(text)]


@functools.lru_cache(maxsize=1024)
def _read(text: str) -> tuple[str, tuple[str, ...]]:
    """One text of an approval as :func:`words_day` reads it: a weekday said relative to another
    written as the one it names (:func:`arena.model.day_shift.shift_days`), and the weekday
    words in it. The text's alone, so read once per text: a scripted model asks about the same
    words run after run, and the two scans were ~0.3 M instructions per booking (issue 16)."""
    shifted = shift_days(text)
    return shifted, tuple(_weekday_hits(shifted))


#: An English weekday or its short form, as :data:`_NAMED_GROUP` and :data:`_PAIR` read it.
_DAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tues?|weds?|thu(?:rs?)?|fri)"
#: "for the Tuesday team": a group named by its day, not the day asked about.
_NAMED_GROUP = LazyPattern(
    rf"\b(?:the|your|our|my|their)\s+(?P<d>{_DAY})\s+(?=(?:team|group|crew|squad|folks|gang"
    r"|cohort|class|club|committee|people|crowd|regulars)\b)",
    re.I,
)
#: "on Tuesday and Wednesday", "for Wed & Thu": two days asked, where ``book_room`` books one.
_PAIR = LazyPattern(rf"\b(?:on|for)\s+(?:the\s+)?(?P<a>{_DAY})s?\s*(?:,?\s*and|&|\+)\s*"
                   rf"(?:on\s+)?(?P<b>{_DAY})s?\b", re.I)  # fmt: skip


def _asked_pair(text: str, day: object) -> str | None:
    """ "Tuesday and Wednesday" where those two are the only days the words ask about (by the
    scripted model's reader: "Nothing on Monday and Wednesday, so Tuesday?" asks one) and not
    both ``day``; else ``None``."""
    from arena.wording.days import asked_days
    from arena.wording.numbers import fold

    for m in _PAIR.finditer(text):
        a, b = _english_day(m.group("a")), _english_day(m.group("b"))
        if a is None or b is None or a == b or (same_day(a, day) and same_day(b, day)):
            continue
        if set(asked_days(fold(text))) == {a, b}:
            return f"{a.title()} and {b.title()}"
    return None


def words_day(request: Mapping[str, Any], day: object) -> str | None:
    """The weekday the approval's words ask about where it is not ``day``, else ``None``.
    ``book_room`` takes no day: the words are the person's only view of it, so "Can I grab
    Aspen on Wednesday?" for a Tuesday item misinformed them (outside tester 7, finding 3). A
    date without its year ("the 3rd", "Dec 9") is no weekday; a day ruled out or in passing
    ("not Thursday", "instead of Monday", "Tuesday is fully booked", "the Friday retro", "for
    the Tuesday team") is not the one asked about
    (the scripted model's reader, :func:`arena.model.task.parse_day`, loaded only when a weekday
    other than the item's is written). "The day after Tuesday" is Wednesday, and "on Tuesday
    and Wednesday" asks two days ("Tuesday and Wednesday"), not one (red team 7, hole 5).
    Several days asked, none of them ``day`` ("on Wednesday. (Friday is also an option.)"), and
    a date with its year ("2026-12-09") where no weekday is named, fail too (red team 10)."""
    # "the day after Tuesday" asks about Wednesday (red team 7, hole 5), "zwei Tage nach
    # Montag" too: read as the request reader reads them (outside tester 22)
    read = [_read(t) for t in approval_texts(request)]
    texts = [text for text, _ in read]
    hits = [h for _, found in read for h in found]
    if not hits:
        return _dated(texts, day)
    if all(_english_day(h) is not None and same_day(h, day) for h in hits):
        return None
    from arena.model.task import parse_day
    from arena.wording.days import asked_days
    from arena.wording.numbers import fold

    for text in texts:
        text = _NAMED_GROUP.sub(lambda m: m.group(0).replace(m.group("d"), "usual"), text)
        pair = _asked_pair(text, day)
        if pair is not None:
            return pair
        found = parse_day(text)
        if found is not None:
            return None if same_day(found, day) else found
        # Several days asked, none the item's ("on Wednesday. (Friday is also an option.)"):
        # whichever the person takes it for, it is not the item's day.
        asked = asked_days(fold(text))
        if day is not None and len(asked) > 1 and not any(same_day(d, day) for d in asked):
            return " or ".join(d.title() for d in asked)
    return None


def _dated(texts: list[str], day: object) -> str | None:
    """The weekday of the one date with its year the words give ("on 2026-12-09"), where they
    name no weekday and it is not ``day``; a date without its year ("Dec 9") is no weekday."""
    if day is None or not any(_YEAR.search(t) for t in texts):
        return None
    from arena.wording.days import dated_days
    from arena.wording.numbers import fold

    for text in texts:
        dates = set(dated_days(fold(text)))
        if len(dates) == 1 and not same_day(found := dates.pop(), day):
            return found.title()
    return None


#: A year, before the date reader is loaded: "2026-12-09", "9 Dec 2026".
_YEAR = LazyPattern(r"\b(?:19|20)\d\d\b")


def weekday_words(text: str) -> list[str]:
    """The words in ``text`` that name a weekday (:data:`_WEEKDAY_WORD`), in order: an operator's
    edit reads the days a request names with it where the day reader finds none asked."""
    return _weekday_hits(text)
