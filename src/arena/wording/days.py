"""Weekdays as people write them: the English, German, Spanish and French names, English
abbreviations ("Tue", "Weds", "thurs") and misspellings ("Tusday", "wensday").

The scripted model reads a request's day with these; ``booked_as_approved`` compares an item's
``meta.day`` (which its author may write as "dienstag" or "Tue") with the day a booking ran for.
"""

from __future__ import annotations

import difflib

from arena.wording.numbers import fold

DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: Full names, folded (no accents), to the English day.
DAY_WORDS = {
    **{d: d for d in DAYS},
    "montag": "monday", "dienstag": "tuesday", "mittwoch": "wednesday",
    "donnerstag": "thursday", "freitag": "friday", "samstag": "saturday",
    "sonnabend": "saturday", "sonntag": "sunday",
    "lunes": "monday", "martes": "tuesday", "miercoles": "wednesday", "jueves": "thursday",
    "viernes": "friday", "sabado": "saturday", "domingo": "sunday",
    "lundi": "monday", "mardi": "tuesday", "mercredi": "wednesday", "jeudi": "thursday",
    "vendredi": "friday", "samedi": "saturday", "dimanche": "sunday",
}  # fmt: skip
#: English abbreviations. In running text "mon", "sat" and "sun" are also other words: the
#: scripted model reads them as days only where nothing else fits (arena.model.task).
ABBREV = {
    "mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday",
    "weds": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday",
    "fri": "friday", "sat": "saturday", "sun": "sunday",
}  # fmt: skip


def misspelt(word: str) -> str | None:
    """The English day a folded word of five letters or more is a misspelling of ("tusday")."""
    if len(word) < 5:
        return None
    close = difflib.get_close_matches(word, DAYS, n=1, cutoff=0.8)
    return close[0] if close else None


def weekday(text: str) -> str | None:
    """The English weekday one word names — "Dienstag", "miércoles", "Tue.", "Weds",
    "Tuesdays", "Tusday" — else None."""
    word = fold(text).strip().rstrip(".")
    if not word.isalpha():
        return None
    return (
        DAY_WORDS.get(word)
        or (DAY_WORDS.get(word[:-1]) if word.endswith("s") else None)
        or ABBREV.get(word)
        or misspelt(word)
    )
