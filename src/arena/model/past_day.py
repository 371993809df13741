"""A request for a day already past: "Book a room for 6 last Monday", "… on Tuesday last week".

The rooms tool books a weekday, and the model read "last Monday" as Monday and asked to book the
coming one (outside tester 29b): a day the person did not ask for. Where every mention of the
weekday read is said as past ("last Monday", "el lunes pasado", "lundi dernier", "letzten
Montag"), or the clause that asks for the booking puts it last week or yesterday, the request
cannot be served and the model says so. A past day given as a likeness ("the same room as last
week", "like last Monday") or beside another day asked for is no such request.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import compile_kept
from arena.model.asked_about import why_not_done
from arena.wording.numbers import fold

_BEFORE_DAY = r"(?:last|previous|this past|letzten?|vergangenen?)\s+"
_AFTER_DAY = r"\s+(?:pasado|dernier|passe)\b"
#: A booking's sentence put in the past: "… last week", "yesterday", "gestern", "ayer", "hier".
_PAST = compile_kept(
    r"\b(?:last week|yesterday|the week before|letzte woche|gestern|la semana pasada|ayer|"
    r"la semaine derniere|hier)\b(?!'s)"
)
#: What ends a clause: a past said in another clause is no day of the booking's.
_CLAUSE = compile_kept(r"[.!?;,()\n\u2013\u2014]|\s-\s|\b(?:but|and|because|since|as)\b")
#: Words that make a past day a likeness, not the booking's day: "same as last week".
_LIKENESS = compile_kept(
    r"\b(?:as|like|than|from|since|same|wie|como|comme|que|seit)\s+(?:\w+\s+)?$"
)
#: A booking's words: a verb, or a thank-you's gerund ("Thanks for booking Cedar on Tuesday for 8
#: last week!": items41, read as a booking of Cedar on Tuesday).
_BOOKING = compile_kept(
    r"\b(?:book|reserve|buche|buchen|reserva|reservez|reserver|grab|need|"
    r"for (?:booking|reserving))\b"
)
#: A weekday as each language writes it, for the day read (English, title case).
_NAMES = {
    "Monday": "monday|montag|lunes|lundi",
    "Tuesday": "tuesday|dienstag|martes|mardi",
    "Wednesday": "wednesday|mittwoch|miercoles|mercredi",
    "Thursday": "thursday|donnerstag|jueves|jeudi",
    "Friday": "friday|freitag|viernes|vendredi",
}


def past_day(text: str, day: str) -> str | None:
    """The words that put the booking ``text`` asks for (on ``day``) in the past, else
    ``None``."""
    folded = fold(text)
    for start, end in why_not_done(folded):  # "Why didn't you book Cedar yesterday? Book …"
        folded = folded[:start] + " " * (end - start) + folded[end:]
    said_day = _said_past(folded, _NAMES.get(day))
    if said_day is not None:
        return said_day or None
    clauses = _CLAUSE.split(folded)
    for clause in clauses:  # "…, we had to cancel last week's meeting": no
        for m in _PAST.finditer(clause):
            booking = _BOOKING.search(clause)
            if booking is None or _LIKENESS.search(clause[: m.start()]):
                continue
            if booking.group().startswith("for ") and any(
                c is not clause and _BOOKING.search(c) for c in clauses
            ):
                continue  # "Thanks for booking last week! Now I need a room for 6 on Friday"
            return m.group()
    return None


def _said_past(folded: str, names: str | None) -> str | None:
    """The words that say the weekday read as past ("last monday"); "" where a mention of it
    is a likeness ("the same room as last Monday"), so nothing else is read; ``None`` where it
    is said plainly too."""
    if names is not None:
        said = list(re.finditer(rf"\b(?:{names})\b", folded))
        past = []
        for m in said:
            before = re.search(rf"{_BEFORE_DAY}$", folded[: m.start()])
            after = re.match(_AFTER_DAY, folded[m.end() :])
            if before is None and after is None:
                return None  # "Tuesday" said plainly too: the day asked for
            start = before.start() if before is not None else m.start()
            if _LIKENESS.search(folded[:start]):
                return ""  # "the same room as last Monday"
            past.append(folded[start : m.end() + (after.end() if after else 0)])
        if past:
            return past[0]
    return None
