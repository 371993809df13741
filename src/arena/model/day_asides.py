"""Lines whose weekdays are not the meeting's: a mail's "CC: Maria (back Monday)", a postscript
about something else ("P.S. I'm off on Friday"), and, beside the request's own day, a ticket's
"Due: Friday" or a title's "Monday Motivation".

A request's own day sits in its body; these name when a task is due, who is copied, or news
beside the request. Read as days asked for, they made a second weekday ("Please book Cedar on
Wednesday for 8. … CC: Maria (back Monday)": not understood), or replaced the day outright: a
"PS:" opens a correction ("PS: 8 now"), so "Room for 5 Friday.\\nPS - Tuesday's standup is
cancelled" booked Tuesday (items41). :func:`without_day_asides`, :func:`without_due` and
:func:`without_titles` write a text without them for the day's reading; a P.S. that speaks of
the booking ("P.S. make it Thursday", "PS: Thursday instead", "P.S. book it for Thursday", "PS:
Thursday") stays, as the correction it is, and one that changes the day (:data:`_CHANGES`:
"P.S. Thursday instead please", "P.S. switch to Thursday") gives the day read
(:func:`changed_day_words`; session 41: two weekdays, and "switch to Thursday" booked Tuesday).
A last sentence that moves the day ("… on Tuesday. Thursday instead please.") does too.
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import DAY_WORDS
from arena.wording.numbers import fold

#: A field that copies people: "CC: Maria (back Monday)", "Bcc: ops (Friday rota)".
_COPY = LazyPattern(
    r"(?im)(?:^|(?<=[.!?])[ \t]+)[ \t>*-]*b?cc[ \t]*(?::|[ \t][\u2013\u2014-][ \t])[^\n]*"
)
#: A field that dates a task, not the meeting, where the request names its own day: "Due:
#: Friday", "Due date – Monday", "Deadline: Tue", "Fällig: Freitag", "Échéance : lundi".
_DUE = LazyPattern(
    r"(?im)(?:^|(?<=[.!?])[ \t]+)[ \t>*-]*(?:due(?:[ \t]+(?:date|by|on))?|deadline|"
    r"f[äa]llig(?:keit)?|frist|[ée]ch[ée]ance|vencimiento|fecha[ \t]+l[íi]mite|sla)"
    r"[ \t]*(?::|[ \t][\u2013\u2014-][ \t])[^\n]*"
)
#: A weekday, in the languages the reader knows, as a postscript of a day alone says it.
_DAY = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|mon|tues?|weds?|thu(?:rs?)?|fri|montag|"
    r"dienstag|mittwoch|donnerstag|freitag|lunes|martes|mi[eé]rcoles|jueves|viernes|lundi|mardi|"
    r"mercredi|jeudi|vendredi)"
)
#: A postscript, to the end of the text: "P.S. …", "PS: …", "PS - …", "P.P.S. …", "P.D.".
_POSTSCRIPT = LazyPattern(
    r"(?im)(?:^|(?<=[.!?])[ \t]+)[ \t>*-]*(?:(?:p\.?[ \t]?)?p\.?[ \t]?s|p\.?[ \t]?d)\.?"
    r"(?=[ \t:\u2013\u2014-])"
    r"[ \t]*[:\u2013\u2014-]?(?P<body>(?:.|\n)*)"
)
#: Words by which a postscript speaks of the booking itself: it changes or gives its day.
_ABOUT_BOOKING = LazyPattern(
    r"(?i)\b(?:make (?:it|that)|instead|rather|actually|book|reserve|booking|room|meeting|"
    r"(?:switch|chang|mov|shift|push|reschedul)(?:e|ed|es|ing)?\s+(?:it|that|this|the\s+\w+)\s+to|"
    r"prefer(?:ably|red)?|ideally|better|only|now|meant|mean|cannot|\w+n['’]t|"
    # "not Tuesday", "P.S. no, Thursday" (not "el lunes no estoy": the writer away that day)
    rf"(?:not|no|nicht|pas)\s+(?:(?:on|am|el|le)\s+)?{_DAY}|"
    r"correction|sorry|oops|buchen|raum|stattdessen|lieber|besser|doch|r[ée]serv\w*|salle|"
    r"plut[ôo]t|sala|mejor|en vez|au lieu)\b|^\W*no\b"
)
#: A postscript that is a day alone, perhaps with "please" or "then": "PS: Thursday", "P.S.
#: on Thursday please": the day, corrected.
_DAY_ALONE = LazyPattern(
    rf"(?i)^[\s,.:!-]*(?:(?:on|am|el|le)\s+)?{_DAY}\b[\s,.!]*(?:(?:please|pls|then|bitte|"
    r"por favor|svp|stp)\b[\s.!]*)?$"
)
#: Words by which a postscript changes the day (not "instead of Thursday", which names the day
#: given up): "Thursday instead", "rather Thursday", "make it Thursday", "switch to Thursday";
#: not news of another move ("PS the Thursday slot was moved to Friday": regress42's probe).
_CHANGES = LazyPattern(
    r"(?i)\b(?:instead\b(?!\s+of\b)|rather|make (?:it|that)|actually|correction|sorry|oops|"
    r"i meant|(?:switch|change|move|shift|push|reschedule)\s+"
    r"(?:(?:it|that|this|the\s+\w+)\s+)?to|stattdessen|lieber|doch|plut[ôo]t|mejor|en vez|au lieu|"
    r"en cambio|a la place)\b"
)
#: A last sentence that moves the day alone, the day first or right after the word that moves
#: it: "Thursday instead please.", "Let's do Thursday instead.", "Instead, Thursday." (not "Jo
#: will come Thursday instead": who comes when, not the booking's day).
_LAST_CHANGE = LazyPattern(
    r"(?i)(?:^|(?<=[.!?;\n]))[ \t]*(?P<body>(?:(?:actually|so|ok(?:ay)?|please|pls|let'?s do|"
    r"can we do|could we do|make it|go with|maybe|or)[ \t,]+)*(?:(?:on|am|el|le)[ \t]+)?"
    rf"{_DAY}\b[ \t,]*(?:instead\b(?!\s+of\b)|stattdessen|en vez|en cambio|plut[ôo]t|a la place)"
    r"|(?:instead|stattdessen|plut[ôo]t)[ \t,:]+(?:(?:on|am|le)[ \t]+)?"
    rf"{_DAY}\b)[^.!?;\n]{{0,20}}[.!?\s]*$"
)
#: A weekday anywhere (no aside without one is set aside: it cannot change the day).
_ANY_DAY = LazyPattern(rf"(?i)\b{_DAY}s?\b")


#: Short English weekdays, which :data:`DAY_WORDS` leaves out.
_SHORT = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday"}
_SHORT |= {"weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday"}
_SHORT |= {"fri": "friday"}


def _days_in(text: str) -> set[str]:
    """The weekdays ``text`` names, in English."""
    found = set()
    for m in _ANY_DAY.finditer(fold(text)):
        word = m.group(0).lower()
        day = DAY_WORDS.get(word) or DAY_WORDS.get(word[:-1]) or _SHORT.get(word)
        found.add(day or _SHORT.get(word[:-1], ""))
    return found - {""}


@functools.lru_cache(maxsize=1024)
def without_day_asides(text: str) -> str:
    """``text`` without the copy fields (:data:`_COPY`) and a postscript that does not speak of
    the booking (:data:`_POSTSCRIPT`), where they name a weekday; else as it is."""
    if _ANY_DAY.search(text) is None:
        return text
    return _without_postscript(_COPY.sub(_blank, text))


def without_due(text: str) -> str:
    """``text`` without its due-date fields (:data:`_DUE`) that name a weekday: read only where
    the whole names two days, since a ticket whose only weekday is its due date ("Book room for
    Q1 kickoff / Due: Fri Dec 11": outside testers 35 and 39) meant that day."""
    return _DUE.sub(_blank, text)


#: A title's line (a mail's own subject, a ticket's or invite's title) and words in quotes: a
#: meeting's name ("Subject: Monday Motivation kickoff", "'Friday Wins' retro").
_TITLE = LazyPattern(
    r"(?im)^[ \t>*-]*(?:subject|title|re|event|meeting|topic|summary|betreff|objet|asunto)"
    r"[ \t]*:[^\n]*"
)
_QUOTED = LazyPattern(
    r"'[^'\n]{1,40}'(?!\w)|\"[^\"\n]{1,40}\"|"
    r"\u201c[^\u201d\n]{1,40}\u201d|\u2018[^\u2019\n]{1,40}\u2019"
)


def without_titles(text: str) -> str:
    """``text`` without its title lines and quoted words that name a weekday: read only where
    the whole names two days ("Subject: Monday Motivation kickoff\nPlease book a room for 8 on
    Wednesday", "'Friday Wins' retro — book it Thursday for 9": items41, two weekdays)."""
    return _QUOTED.sub(_blank, _TITLE.sub(_blank, text))


def _blank(m: re.Match[str]) -> str:
    return m.group(0) if _ANY_DAY.search(m.group(0)) is None else ""


def _without_postscript(text: str) -> str:
    ps = _POSTSCRIPT.search(text)
    if ps is None or _ANY_DAY.search(body := ps.group("body")) is None:
        return text
    if _ABOUT_BOOKING.search(body) or _CHANGES.search(body) or _DAY_ALONE.match(body):
        return text
    if _days_in(body) & _days_in(text[: ps.start()]):
        return text  # "P.S. Tuesday is out, Thursday?": it speaks of the day asked for
    return text[: ps.start()] + re.sub(r"[^\n]", "", body)


def changed_day_words(text: str) -> str | None:
    """The words of a postscript or a last sentence of ``text`` that change the request's day
    ("P.S. Thursday instead please", "… Tuesday. Thursday instead."), which the day is read
    from first; ``None`` where there are none, or they name no weekday."""
    ps = _POSTSCRIPT.search(text)
    body = ps.group("body") if ps is not None else ""
    if _ANY_DAY.search(body) and (_CHANGES.search(body) or _DAY_ALONE.match(body)):
        return body
    last = _LAST_CHANGE.search(text)
    if last is not None and _ANY_DAY.search(last.group("body")) is not None:
        return last.group("body")
    return None


def set_aside_days(text: str) -> list[str]:
    """The weekdays, title case, that ``text`` names only in what :func:`without_day_asides`
    sets aside ("CC: Jo (back Monday)"): said where a request names no other day, so its writer
    sees why "Monday" was not read as the meeting's."""
    kept = _days_in(without_day_asides(text))
    return sorted(d.title() for d in _days_in(text) - kept)
