"""A room's name said in the writer's language: "Réserver Cèdre mardi", "Zeder für 6", "el Cedro".

Mechanism: a word that translates one room's name is that room's name where it is written as a
name (capitalised) or sits where a room's name goes (after a booking verb and its article, beside
a word for a room); elsewhere ("une table en bois de cèdre") it is the tree, and stays a word.

The arena's rooms are named after trees, and a French, German or Spanish writer names the tree in
their own words: "Réserver Cèdre mardi pour 6" booked Aspen (the first free room for 6; the
translated name was read as no room), "Reserva el Cedro para 6" was asked about as a room called
Cedro. :func:`in_room_names` writes each such word as the room's own name, which the request
readers then place as they place any other ("pas le Cèdre": not Cedar).
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

#: Each room's name in French, German, Spanish, Italian, Dutch, Portuguese and Polish (folded
#: spellings: the pattern matches accented and unaccented alike). A word that is a common word
#: of one of these languages is only read capitalised or in a room's slot.
_TRANSLATED = {
    "Juniper": "genevrier|wacholder|enebro|ginepro|jeneverbes|zimbro|jalowiec",
    "Aspen": "tremble|espe|zitterpappel|alamo(?: temblon)?|pioppo(?: tremulo)?|ratelpopulier|"
    "choupo|osika|osike",
    "Cedar": "cedre|zeder|cedro|cedr",
    "Maple": "erable|ahorn|arce|acero|esdoorn|bordo",
    "Sequoia": "sequoie|secuoya|secuoia|sekwoja|mammutbaum",
    "Atrium": "atrio",
}
_ACCENTED = str.maketrans({"e": "[eéèêë]", "a": "[aáàâä]", "o": "[oóòôö]", "i": "[iíìî]",
                           "u": "[uúùûü]", "l": "[lł]", "c": "[cç]"})  # fmt: skip


def _spelled(folded: str) -> str:
    """``folded`` as a pattern that also matches it written with accents ("cedre": "Cèdre")."""
    return folded.translate(_ACCENTED)


#: A booking verb and its article, or a word for a room, right before the name: its slot.
_BEFORE = (
    r"(?:\b(?:r[eé]serv\w*|buch\w*|reserv\w*|prenot\w*|boek\w*|book|zarezerwuj\w*)[ \t]+"
    r"(?:(?:nous|nos|uns|mir|ci|mi|us|me)[ \t]+)?(?:(?:le|la|el|il|lo|o|a|den|die|das|de|het|"
    r"the)[ \t]+|l['\u2019])?|\b(?:salle|sala|raum|zaal|room|salon|sal[eęi])[ \t]+(?:(?:de|du|"
    r"del|di|do|da)[ \t]+)?)"
)
#: A name, then maybe a word for a room joined to it ("Ahorn-Raum", "Zedernraum").
_PATTERN = LazyPattern(
    "|".join(
        rf"(?P<{name}>(?P<{name}_slot>(?i:{_BEFORE}))?(?<![\w-])(?P<{name}_word>(?i:"
        rf"{_spelled(words)}))(?:n?(?=-?(?i:raum|zimmer|saal|zaal|room)\b)|(?![\w-])))"
        for name, words in _TRANSLATED.items()
    )
)


def _said(m: re.Match[str]) -> str:
    name = next(n for n in _TRANSLATED if m.group(n))
    word = m.group(f"{name}_word")
    if m.group(f"{name}_slot") is None and not word[0].isupper():
        return m.group(0)  # "bois de cèdre", "a bordo": the word, not the room
    joined = m.string[m.end() : m.end() + 1].isalpha()  # "Zedernraum": "Cedar-raum"
    return m.group(0)[: m.start(f"{name}_word") - m.start()] + name + ("-" if joined else "")


@functools.lru_cache(maxsize=256)
def in_room_names(text: str) -> str:
    """``text`` with each translated room name (:data:`_TRANSLATED`) that sits as a name written
    as the room's own name: "Réserver Cèdre mardi" is "Réserver Cedar mardi"."""
    return _PATTERN.sub(_said, text)


__all__ = ["in_room_names"]
