"""Weekdays a request marks as given up, said otherwise than in words the reader knows.

A request that changes its day in writing names both days: "Room for 4 on Wednesday (was Mon,
now Wed)", "Friday was originally Thursday", "Tuesday → Thursday change agreed", "(Orig. Wed →
now Fri.)", Markdown's "~~Tuesday~~ Thursday", a form's ticked and unticked boxes ("[ ] Mon
[x] Tue [ ] Wed", "☐ Monday ☑ Wednesday", "- [x] Tue / - [ ] Wed") and a list marked per day
("Tue ✗ Wed ✓"). Each was refused at load as naming several weekdays (outside tester 36): the
words :mod:`arena.wording.days` reads for a day left behind ("instead of Monday", "moved it from
Monday", "Monday no longer works") are no marks of this kind. :func:`given_up_days` writes such
a text without the weekdays given up, so the reader sees the one kept; a text where none would
be left stays as it is.
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

_DAY = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thu(?:rs?)?|fri|montag|"
    r"dienstag|mittwoch|donnerstag|freitag|lunes|martes|mi[eé]rcoles|jueves|viernes|lundi|mardi|"
    r"mercredi|jeudi|vendredi)\.?(?![\w-])"
)
#: Struck through in Markdown or HTML: deleted words.
_STRUCK = LazyPattern(r"~~[^~\n]{1,80}~~|<(?:s|del|strike)>[^<\n]{1,80}</(?:s|del|strike)>", re.I)
#: A day beside an empty box, alone there ("[ ] Mon", "☐ Monday", "- [ ] Wed"), not a to-do's
#: text ("- [ ] book a room for Thursday": its box is the task's, not the day's).
_UNTICKED = LazyPattern(
    rf"(?P<box>\[\s?\]|[☐□⬜◻])[ \t]*{_DAY}(?=[ \t]*(?:$|[\[☐☑☒✓✔□■⬜◻✅|,;/]))",
    re.I | re.M,
)
#: A day marked no ("Tue ✗", "Tue ❌", "Tue: no").
_CROSSED = LazyPattern(rf"(?<![\w-]){_DAY}[ \t]*(?:[✗✘❌×]|:[ \t]*no\b)", re.I)
#: A day the change leaves: "Tuesday → Thursday", "Tue -> Thu", "Wed => now Fri".
_ARROW = LazyPattern(
    rf"(?<![\w-]){_DAY}[ \t]*(?:→|->|=>|⟶|➡️?|➔|»|>>)[ \t]*(?=(?:now[ \t]+)?{_DAY})", re.I
)
#: A day it was before: "(was Mon, now Wed)", "was originally Thursday", "orig. Wed",
#: "formerly Tuesday", "previously Monday".
_WAS = LazyPattern(
    r"(?<![\w-])(?:(?:was|were)(?:[ \t]+(?:originally|initially|previously|first|planned[ \t]+"
    r"for|set[ \t]+for|scheduled[ \t]+for|booked[ \t]+for))?|orig(?:inally|\.)?|formerly|"
    # an updated invite's field: "Previous time: Tuesday 10:00" above "New time: Wednesday …"
    # (outside tester 38: refused as naming two weekdays)
    r"(?:previous|old|original|former)[ \t]+(?:time|date|day|slot|schedule)|"
    # a day struck in words: "Scratch Wednesday, Friday is better", "forget Monday"
    r"scratch|(?<!n't )(?<!not )forget(?:[ \t]+about)?|"
    rf"previously|initially)[ \t]*:?[ \t]*(?:on[ \t]+)?{_DAY}",
    re.I,
)
_ANY_DAY = LazyPattern(rf"(?<![\w-]){_DAY}", re.I)
#: Whether any of the marks is there at all (most texts: nothing to do).
_MAYBE = LazyPattern(r"~~|<(?:s|del|strike)>|[\[☐□⬜◻✗✘❌×→⟶➡➔»]|->|=>|>>|:[ \t]*no\b|\bwas\b|"
                     r"\bwere\b|\borig|\bformerly\b|\bpreviously\b|\binitially\b|"
                     r"\b(?:previous|old|former)\s+(?:time|date|day|slot|schedule)\b|"
                     r"\bscratch\b|\bforget\b", re.I)  # fmt: skip


#: A day word's weekday, by how it starts (English, German, Spanish, French).
_WEEKDAY = (
    ("mon", "lun"), ("tue", "die", "mar"), ("wed", "mit", "mie", "mié", "mer"),
    ("thu", "don", "jue", "jeu"), ("fri", "fre", "vie", "ven"), ("sat",), ("sun",),
)  # fmt: skip


def _weekday(word: str) -> int:
    low = word.lower()
    return next((i for i, starts in enumerate(_WEEKDAY) if low.startswith(starts)), -1)


def _cut_day(m: re.Match[str]) -> str:
    return m.groupdict().get("box") or " "


#: The end of a sentence: a question's change is only asked about.
_SENTENCE_END = LazyPattern(r"[.!?\n]")


def _asked(text: str, m: re.Match[str]) -> bool:
    """Whether the change ``m`` stands in a question ("Should we move Wednesday -> Friday?"):
    a change asked about gives no day up (regress36: it booked Friday under "… book a room
    for 6 on Wednesday for now")."""
    end = _SENTENCE_END.search(text, m.end())
    return end is not None and end.group() == "?"


def _cut_said(text: str, m: re.Match[str]) -> str:
    """A change's day cut from ``text``, unless the change is asked about (:func:`_asked`)."""
    return m.group() if _asked(text, m) else _cut_day(m)


def given_up_days(text: str) -> str:
    """``text`` without the weekdays it marks as given up, where a weekday is left: a day it
    changes from ("was Mon", "Tue → Thu") is given up wherever it is named ("room for 4 on mon"
    above "(was Mon, now Wed)"), unless the change is asked about; a struck, unticked or crossed
    one only there."""
    if not _MAYBE.search(text):
        return text
    said = (
        _ANY_DAY.search(m.group())
        for p in (_ARROW, _WAS)
        for m in p.finditer(text)
        if not _asked(text, m)
    )
    left = {day for d in said if d is not None and (day := _weekday(d.group())) >= 0}
    kept = _STRUCK.sub(" ", text)
    for pattern in (_UNTICKED, _CROSSED):
        kept = pattern.sub(_cut_day, kept)
    for pattern in (_ARROW, _WAS):
        kept = pattern.sub(functools.partial(_cut_said, kept), kept)
    if left:
        kept = _ANY_DAY.sub(lambda m: " " if _weekday(m.group()) in left else m.group(), kept)
    return kept if kept != text and _ANY_DAY.search(kept) else text


__all__ = ["given_up_days"]
