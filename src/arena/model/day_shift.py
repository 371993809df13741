"""A weekday said relative to another: "the day after Tuesday" is Wednesday.

"Book a room for 6 the day after Tuesday" asks for Wednesday, and "two days after Monday" for
Wednesday too; the request reader took the weekday written (Tuesday, Monday) and booked it
(outside tester 22, finding 2), while the approval's words were read right. Both now read the
request through :func:`shift_days`, which writes such a phrase as the weekday it names, in the
language it was written in ("am Tag nach Dienstag" → "am Mittwoch", "le lendemain de mardi" →
"le mercredi"), so every reader after it sees one plain weekday. Works on text as written and
folded (no accents, lower case); imports nothing heavy (the checks load it on a cold resume).
"""

from __future__ import annotations

import re
import unicodedata

from arena.lazy_pattern import LazyPattern, compile_kept
from arena.model.day_described import described_days
from arena.model.day_today import from_today

#: Each language's weekdays, Monday first; the first English entries are the full names.
_NAMES = {
    "en": ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"),
    "de": ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"),
    "es": ("lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"),
    "fr": ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
}
#: English short forms ("the day after Tue"); "mon", "sat", "sun" are other words too.
_SHORT = {"tue": 1, "tues": 1, "wed": 2, "weds": 2, "thu": 3, "thur": 3, "thurs": 3, "fri": 4}
_COUNTS = {
    "a": 1, "an": 1, "one": 1, "the": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
    "ein": 1, "einen": 1, "der": 1, "den": 1, "dem": 1, "zwei": 2, "drei": 3, "vier": 4,
    "funf": 5, "un": 1, "el": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "le": 1,
    "deux": 2, "trois": 3, "quatre": 4, "cinq": 5,
}  # fmt: skip


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


#: folded day word → (language, index)
_DAY_OF = {
    **{_fold(name): (lang, i) for lang, names in _NAMES.items() for i, name in enumerate(names)},
    **{short: ("en", i) for short, i in _SHORT.items()},
}
_DAY = (
    r"(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day|tues?|weds?|thu(?:rs?)?|fri|montag|"
    r"dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lunes|martes|mi[eé]rcoles|jueves|"
    r"viernes|s[aá]bado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)(?![\w-])"
)
_N = (
    r"(?:\d|one|two|three|four|five|six|zwei|drei|vier|f[uü]nf|dos|tres|cuatro|cinco|deux|trois|"
    r"quatre|cinq)"
)
#: "the day after Tuesday", "two days before Friday", "der Tag nach Dienstag", "zwei Tage vor
#: Freitag", "día después del martes", "el día siguiente al martes", "deux jours après lundi",
#: "le lendemain de mardi", "la veille du vendredi". An article the phrase stands after in
#: German, Spanish and French ("am", "el", "le") is left in place for the day.
_SHIFT = LazyPattern(
    r"(?<![\w-])(?:"
    rf"(?P<en>(?:(?P<n1>the|a|one|1)\s+day|(?P<n2>{_N})\s+days)\s+"
    r"(?P<w1>after|before|following|prior\s+to)\s+(?:the\s+)?)"
    rf"|(?P<de>(?:(?P<n3>der|den|dem|einen|ein|1)\s+)?tag|(?P<n4>{_N})\s+tage)\s+"
    r"(?P<w2>nach|vor)\s+(?:dem\s+)?"
    rf"|(?P<es>(?:(?P<n5>un|1)\s+)?d[ií]a|(?P<n6>{_N})\s+d[ií]as)\s+"
    r"(?:(?P<w3>despu[eé]s|antes)\s+(?:del|de\s+el|de)|(?P<w4>siguiente|anterior)\s+al?)\s+"
    rf"|(?P<fr>(?:(?P<n7>un|1)\s+)?jour|(?P<n8>{_N})\s+jours)\s+(?P<w5>apr[eè]s|avant)\s+"
    r"(?:le\s+)?"
    r"|(?P<after_fr>lendemain)\s+(?:de|du|d')\s*"
    r"|(?P<before_fr>(?:la\s+)?veille)\s+(?:de|du|d')\s*"
    rf"){_DAY}",
    re.IGNORECASE,
)
_BEFORE_WORDS = frozenset(("before", "prior to", "vor", "antes", "anterior", "avant"))
#: Words after which an English day stands alone ("for the day after Tuesday" → "for Wednesday").
_PREPOSITION = compile_kept(r"\b(?:on|for|by|until|till|from|to|as of|starting)\s*$", re.I)


def _steps(m: re.Match[str]) -> int:
    """How many days forward (negative: back) the phrase moves from its weekday."""
    if m.group("after_fr"):
        return 1
    if m.group("before_fr"):
        return -1
    count = next((g for g in (m.group(f"n{i}") for i in range(1, 9)) if g), "1")
    n = int(count) if count.isdigit() else _COUNTS.get(_fold(count), 1)
    way = next(g for g in (m.group(f"w{i}") for i in range(1, 6)) if g)
    return -n if _fold(" ".join(way.split())) in _BEFORE_WORDS else n


def _named(m: re.Match[str]) -> str:
    lang, at = _DAY_OF[_fold(m.group("d"))]
    if m.group("en") or lang == "en":  # "the day after Tuesday", "the day after Dienstag"
        day = _NAMES["en"][(at + _steps(m)) % 7].title()
        alone = not m.group("en") or _PREPOSITION.search(m.string, 0, m.start())
        return day if alone else f"on {day}"
    day = _NAMES[lang][(at + _steps(m)) % 7]
    if m.group("d") == _fold(m.group("d")):  # written folded ("miercoles"): kept so
        return _fold(day)
    return day.title() if m.group("d")[:1].isupper() else day


def shift_days(text: str) -> str:
    """``text`` with each weekday said relative to another written as the weekday it names."""
    text = from_today(text)  # "Today is Monday; book … tomorrow": Tuesday (day_today)
    text = described_days(text)  # "the last working day of the week": Friday (day_described)
    if not re.search(r"(?i)after|before|following|prior|nach|vor|despu|antes|siguiente|anterior|"
                     r"apr|avant|lendemain|veille", text):  # fmt: skip
        return text
    return _SHIFT.sub(_named, text)


__all__ = ["shift_days"]
