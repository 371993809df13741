"""A count or a weekday taken back with a bare "no" and said again: "for 5, no 6 people",
"op maandag, nee sorry, dinsdag" (evals48).

:data:`arena.model.corrections._CORRECTION` reads an English "no" only with a mark after it
("5, no, 6"), so that "no catering" is none; a "no" between two counts or two weekdays, in
any of the languages the requests come in ("nee", "nej", "non", "nein", "não", "yok", "아니",
"いや"), is one too: the words after it are the ones meant. A count said as a clock time ("at 5,
no 6pm") or a room's number is left; "5, not 6 like last time" has no "no".
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import DAY_WORDS

#: "No" in the languages a request comes in (folded: "não" is "nao"); Korean and Japanese as
#: :func:`arena.wording.far_weekdays.in_english` leaves them.
_NO = (
    r"(?P<no>no|nope|nee|neen|nej|nei|non|nein|nao|yok|"
    r"\u110b\u1161\u1102\u1175(?:\u110b\u116d|\u110b\u1169)?|\u3044\u3084|\u3044\u3048)"
)
#: The "no"s that are also a "not": "el lunes, no el martes" and "Monday, no Tuesday" rule
#: Tuesday out, "para 5, não 6" is 5 (not 6): a correction only with a mark or a word after
#: them ("no, Tuesday", "no, mejor 6"); an English "for 5, no 6" is one.
_ALSO_NOT = frozenset({"no", "non", "nao"})
#: What may follow the "no" before the word meant: "nee sorry", "nej förresten", "no, mejor",
#: "yok yok", "no wait".
_THEN = (
    r"(?:[\s,.:!\u3001\u2013\u2014-]*(?:sorry|sorri|pardon|perdon|scusa|scusate|entschuldigung|"
    r"sorry|forlat|forresten|ursakta|desculpa|wait|wacht|vanta|warte|mejor|besser|lieber|liever|"
    r"hellre|plutot|meglio|rather|better|i mean|ik bedoel|jag menar|ich meine|nee|nej|yok)\b)*"
)
_MARKS = r"[\s,.:!\u3001\u2013\u2014-]*"
#: A count as it stands in a request's prepared words ("5", "5 people", "5 personen").
_COUNT = (
    r"\b\d{1,3}(?:\s*(?:people|persons|personen|personer|personas|personnes|persone|pessoas|"
    r"kisi|kisilik|of us))?"
)
_DAY = r"(?:" + "|".join(sorted(DAY_WORDS, key=len, reverse=True)) + r")"

#: The "no" between two counts on one line (a "nope" on a chat line of its own answers the line
#: before it: "3 others? i thought 4 / jen: nope, 3 others"): "for 5, no 6 people", "5 yok 6 kişilik", "5명, 아니 6명"; the
#: second is no clock time, seat size or share ("no 6pm", "no 6-seaters", "no 6:30").
_COUNT_NO = LazyPattern(
    r"(?<![-#:.])" + _COUNT + r"[ \t]*[,\u3001\u2013\u2014-]?[ \t]*\b" + _NO + r"\b(?P<then>" + _THEN + _MARKS + ")"
    + r"(?=\d{1,3}\b(?![.:,]\d)(?!\s*(?:-\s*)?(?:am|pm|uhr|h|o'?clock|seat|seats|seater|"
    r"seaters|person\b|pers\b|%|percent|minutes?|mins?|hours?)))"
)  # fmt: skip
#: The "no" between two weekdays: "maandag, nee sorry, dinsdag", "monday günü, yok yok
#: tuesday", " monday , 아니  tuesday"; and a bracketed slip: "Monday (sorry, typo: Tuesday)".
_DAY_NO = LazyPattern(
    r"\b" + _DAY + r"(?:[ \t]+gunu)?[ \t]*(?:[,\u3001\u2013\u2014-][ \t]*)?\b" + _NO + r"\b(?P<then>" + _THEN
    + _MARKS + r")"
    + r"(?=(?:(?:on|op|pa|am|el|le|il|na|the)\s+)?" + _DAY + r"\b)"
    r"|(?:\b" + _DAY + r"|" + _COUNT + r")\s*\(\s*(?:sorry|oops|typo|correction|my bad|i mean|"
    r"i meant)\b(?:[\s,:;]+(?:typo|i mean|i meant|should be|it'?s|make it|correction))*"
    + _MARKS + r"(?=(?:on\s+)?" + _DAY + r"\b|\d{1,3}\b)"
)  # fmt: skip
#: A correction said as a heading in another language: "Correctie: dinsdag", "Rättelse: 7".
_HEADING = LazyPattern(
    r"\b(?:correctie|rattelse|korrigering|duzeltme|correzione|correcao|correccion|"
    r"rectificacion|rectificatif)\s*:"
)
#: Words before a count that make it a clock time or a room's number: "at 5, no 6".
_NOT_COUNT = LazyPattern(r"(?:\b(?:at|um|om|kl|a las|alle|a|room|rum|zaal|raum|sala|salle)\s*)$")
#: A count after a word that says it in Spanish, Italian or Portuguese, where "no" is "not".
_ROMANCE = LazyPattern(r"\b(?:para|per|pra|por)\s*$")


def no_marks(folded: str) -> list[int]:
    """Where each such correction's words start in ``folded`` (a request's folded words)."""
    ends = [m.end() for m in _HEADING.finditer(folded)]
    ends += [m.end() for m in _DAY_NO.finditer(folded) if not _bare_not(m)]
    for m in _COUNT_NO.finditer(folded):
        before = folded[max(0, m.start() - 12) : m.start()]
        bare = _bare_not(m) and (m["no"] == "nao" or _ROMANCE.search(before) is not None)
        if not bare and not _NOT_COUNT.search(before):
            ends.append(m.end())
    return ends


def _bare_not(m: re.Match[str]) -> bool:
    """Whether ``m``'s "no" is one that is also a "not", with nothing after it but spaces."""
    return m["no"] in _ALSO_NOT and not (m["then"] or "").strip()
