"""Clock times in words a person writes, as minutes after midnight: "3pm", "2:30pm", "16 Uhr",
"14:30", "14h30", "at 3", "noon" ("midi", not the "après-midi"), "0930-1030", "1430 hrs", "at
1430", the end of a range ("from 10 to 11"), approximate ones ("10ish", "half 2") and times said
in words ("half past two", "halb drei", "deux heures et demie"). Split from
:mod:`arena.wording.facts`, which reads an answer's facts and the request's alike with them: a
time read one way in the question and another in the answer ("at 14" and ":30") made a yes that
repeats it add a time (outside tester 25).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.lazy_pattern import LazyPattern
from arena.wording.days import ABBREV, DAY_WORDS

#: How a time found is handed on: its kind, the values it may mean, and its span.
Add = Callable[[str, frozenset[str], int, int], None]

#: German "am" is "on the": "wir sind 6 am Dienstag" (6 people on Tuesday), "10 am 3." (ten on
#: the 3rd), "ab 9 am Montag"; no "a.m." before a German weekday, the weekend or a date
#: (session 27: read "6 am", a yes that repeated the head count added a time).
_NOT_GERMAN_AM = (
    r"(?! +(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|wochenende|"
    r"(?:nachsten|kommenden|folgenden|selben|gleichen) |\d{1,2}\.|"
    # a short German weekday where a day sits: "für 4 am Do", "8 am Mi., 10 Uhr"
    r"(?:mo|di|mi|do|fr)(?:\.|\s*$|\s*[,;]|\s+\d|\s+(?:fur|für|um|ab|bis)\b)))"
)
#: A clock time: "3pm", "2:30pm", "16 Uhr", "14h", "14:30", "14h30" (French and German write the
#: minutes after an "h"), "at 3", "noon". "at 14" is read only where no minutes or unit follow:
#: "at 14:30" read as "at 14" and ":30" left over, so "yep 14:30 is fine" added a time to a
#: question that said "at 14:30", and "yes at 14:45" repeated it (outside tester 25). Also after
#: the Italian "alle", Portuguese "às", Dutch "om" and "@": "sì, alle 11" to "10:00-11:00" read no
#: time and approved a start an hour early (held-out tester 33).
_CLOCK = LazyPattern(
    r"\b(?P<hour>\d{1,2})(?:[:.h](?P<minute>[0-5]\d))?\s*"
    rf"(?P<unit>am(?![a-z]){_NOT_GERMAN_AM}|pm(?![a-z])|a\.m\.?|p\.m\.?|a m(?![\w'])|p m(?![\w'])|"
    r"uhr|h\b|o'?clock)"
    r"|\b(?P<hour24>\d{1,2})[:h](?P<minute24>[0-5]\d)\b"
    r"|(?:\b(?:at|um|by|from|until|till|before|after|around|vers|a las|(?:antes|despues) de las|"
    r"(?:hasta|desde|a partir de) las|alle|as|om)\s+|@\s*)(?P<bare>\d{1,2})\b"
    r"(?![:.h]\d)(?!\s*(?:am|pm|a\.m|p\.m|uhr|h\b|o'?clock))"
    r"(?!\s*(?:people|persons|ppl|of us|pax|guests|attendees|participants|seats|heads))"
    r"|\b(?P<word>noon|midday|midnight|minuit|mitternacht|medianoche|mittag|mediodia|"
    r"(?<!apres-)(?<!apres )midi)\b"
)
#: Words of a German answer, where "alle" before a number is "all" ("ja, alle 6"), not the
#: Italian "at" ("sì, alle 11").
_GERMAN = LazyPattern(r"\b(?:ja|jawohl|nein|fur|wir|sind|kommen|bitte|danke|gerne|passt|uhr)\b")
#: A time of four digits ("0930", "1430 hrs"), read only with a leading zero, before an hour
#: word, as an end of a range of such ("0930-1030"), or where the words around it make it a time
#: (:data:`_BARE_AT`): a bare "1430" may be anything, and "2023-2024" are years.
_HHMM = r"(?:[01]\d|2[0-3])[0-5]\d"
_MILITARY = LazyPattern(
    r"\b(?!(?:19|20)\d\d\s*(?:-|\u2013|to|till|until|bis)\s*(?:19|20)\d\d\b)"
    rf"(?P<one>{_HHMM})\s*(?:-|\u2013|to|till|until|bis)\s*(?P<two>{_HHMM})\b"
    rf"|\b(?P<unit>{_HHMM})\s*(?:hrs?|hours|h|uhr)\b|\b(?P<zero>0\d[0-5]\d)\b"
)
#: Longest first, ties by spelling: a set's order is the process's string hashing, and a
#: pattern spelt differently in each process was never the kept one (arena.lazy_pattern).
_DAY_NAMES = "|".join(sorted({*DAY_WORDS, *ABBREV}, key=lambda w: (-len(w), w)))
#: A year ("2026", "1999"): after "by", "from", a weekday, it is more likely a year than a time.
_YEAR = r"(?:19|20)\d\d\b"
_NOT_PEOPLE = (
    r"(?![.,:]?\d)(?!\s*(?:-\s*)?(?:people|persons?|ppl|of us|pax|guests|attendees|participants|"
    r"seats|heads|personen|leute|personas|personnes)\b)"
)
#: A bare four-digit 24-hour time ("1430") where the words around it make it one: right after
#: "at", "um", "@", "a las", "gegen", "vers" (any such time); after another when-word ("by",
#: "from", "until", "before", "after", "around") or a weekday ("Tuesday 1430"), or before
#: "sharp", "start", "slot", a time zone, unless it reads as a year ("by 2026", "Tuesday
#: 2026"); never before a people word ("at 1000 people"). Outside tester 26: "yes, at 1430" and
#: "Tuesday 1430" added a number to a question that said 14:30.
_BARE_AT = LazyPattern(
    rf"(?:\b(?:at|um|gegen|vers|a las)\s+|@\s*)(?P<at>{_HHMM})\b{_NOT_PEOPLE}"
    rf"|\b(?:by|from|until|till|before|after|around|ab|(?:{_DAY_NAMES})\.?,?)\s+"
    rf"(?!{_YEAR})(?P<near>{_HHMM})\b{_NOT_PEOPLE}"
    rf"|\b(?!{_YEAR})(?P<then>{_HHMM})\s+(?=(?:sharp|start|slot|local|utc|gmt|cet|cest|bst|"
    r"est|edt|pst|pdt)\b)"
)
#: A bare four-digit number as said ("1430", "for 1430"): a time where the question says it.
_BARE = LazyPattern(rf"(?:for\s+)?({_HHMM})")


def bare_time(said: str) -> tuple[frozenset[str], int] | None:
    """What a number read as such ("1430", or "for 1430" read as a head count) means as a clock
    time, and where its digits start in ``said``: the caller keeps it a time only where the
    question names that time ("yes, 1430 works" to "… at 14:30?": outside tester 26)."""
    m = _BARE.fullmatch(said.strip().lower())
    if m is None:
        return None
    digits = m.group(1)
    offset = len(said) - len(said.lstrip()) + m.start(1)
    return _hour_values(int(digits[:2]), int(digits[2:]), twenty_four=True), offset


#: A time written with a dot ("14.30", "2.30"), as German and British writers do; read as a date
#: ("adds date '14.30'"), "Ja, 14.30 passt." to "… at 14:30" read unclear (helper dots26).
_DOTTED = LazyPattern(r"(\d{1,2})\.([0-5]\d)")
#: A when-word just before a dotted time ("at 14.30", "um 14.30", "à 14.30"): a time.
DOTTED_LEAD = LazyPattern(
    r"(?:\b(?:at|um|gegen|ab|vers|a las|a|by|from|until|till|before|after|around)\s+|@\s*)$"
)
#: A clock's unit just after one ("14.30 Uhr", "2.30pm"): the clock reads it whole.
DOTTED_UNIT = LazyPattern(r"\s*(?:am|pm|a\.m|p\.m|uhr|h\b|hrs?\b|o'?clock)")
#: A word before a date ("on 14.03", "am 14.03", "le 14.03"): a dotted number after it is a date.
DATE_LEAD = LazyPattern(r"\b(?:on|am|den|der|vom|le|du|el|del|the|date|datum|fecha)\s+$")


def dotted_time(said: str) -> frozenset[str] | None:
    """What a dotted "H.MM" may mean as a clock time ("2.30": 150 or 870); None where ``said``
    is no such time ("14.3", "3.5.2026", "25.30")."""
    m = _DOTTED.fullmatch(said.strip())
    if m is None or int(m.group(1)) > 23:
        return None
    return _hour_values(int(m.group(1)), int(m.group(2)))


#: The end of a range after a time ("from 10 to 11", "de 9h à 11h", "von 9 bis 11"): a time too,
#: not a head count, so the approval question carries it and a yes may repeat it.
_RANGE_END = LazyPattern(
    r"\s*(?:-|\u2013|to|till|til|until|thru|through|bis|a|au|hasta|jusqu'?a)\s*"
    r"(?P<hour>\d{1,2})(?:[:.h](?P<minute>[0-5]\d))?\b(?![.,]\d)"
    r"(?!\s*(?:am|pm|a\.m|p\.m|uhr|h\b|o'?clock))"  # "bis 16 Uhr": the clock reads it whole
    r"(?!\s*(?:people|persons|person|ppl|of us|pax|guests|attendees|participants|seats|heads|"
    r"personen|leute|personas|personnes)\b)"
)
_HOURS = [
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
]
#: An approximate time, still the time the person asked for: "10ish", "10-ish", "noonish",
#: "half 2" (British: half past two). Its "ish" dropped from the approval question left "Yes,
#: 10ish works" adding a time the question never named: unclear on every adapter (tester 19).
APPROX = LazyPattern(
    r"\b(\d{1,2})(?:[:.](\d{2}))?\s*-?\s*ish\b"
    rf"|\bhalf\s+(\d{{1,2}}|{'|'.join(_HOURS)})\b(?!\s*(?:an?\b|hours?|hrs?|days?|of|the|past|people|ppl|pax))"
    r"|\b(noon|midday|lunch(?:time)?|morning|afternoon|evening|tea ?time)\s*-?\s*ish\b"
)


def approx_values(m: re.Match[str]) -> frozenset[str]:
    """What an approximate time may mean: "10ish" 600 or 1320, "half 2" 150 or 870, "noonish"
    720, "lunchish" lunch (as the span reader reads "lunch")."""
    if m.group(4):
        word = m.group(4).replace(" ", "")
        return frozenset({"720"} if word in ("noon", "midday") else {re.sub("time$", "", word)})
    raw = m.group(1) or m.group(3)
    hour = int(raw) if raw.isdigit() else _HOURS.index(raw) + 1
    minute = 30 if m.group(3) else int(m.group(2) or 0)
    if hour > 12:
        return frozenset({str(hour % 24 * 60 + minute)})
    return frozenset({str(hour * 60 + minute), str((hour + 12) * 60 + minute)})


def _clock_values(m: re.Match[str]) -> frozenset[str]:
    """The minutes after midnight a clock time may mean: "3pm" 900, "at 3" 180 or 900, "14h30" 870."""
    if m.group("word"):
        night = m.group("word") in ("midnight", "minuit", "mitternacht", "medianoche")
        return frozenset({"0"} if night else {"720"})
    if m.group("hour24"):  # "14:30", "2:30" (either half of the day), "9h30" (24-hour)
        hour, minute = int(m.group("hour24")), int(m.group("minute24"))
        # "02:30", "02h30": a leading zero writes the 24-hour clock, 2:30 in the night
        zero = m.group("hour24").startswith("0")
        return _hour_values(hour, minute, twenty_four="h" in m.group(0) or zero)
    hour = int(m.group("hour") or m.group("bare"))
    minute = int(m.group("minute") or 0)
    unit = (m.group("unit") or "").replace(".", "").replace(" ", "")
    if unit.startswith("p") and hour < 12:
        return frozenset({str((hour + 12) * 60 + minute)})
    return _hour_values(hour, minute, twenty_four=unit.startswith("a") or unit in ("uhr", "h"))


#: The start of a range before a time with "am" or "pm" ("2-3pm", "11:30-1pm"): a time in the
#: half of the day the end says, the other where it is later than the end (held-out tester 33: "2-3pm"
#: read as the number 2 and 3pm, so "yes, Tuesday 14:00-15:00 is fine" added a time).
_RANGE_START = LazyPattern(
    r"(?<![\d:.])(?P<start>(?P<hour>\d{1,2})(?::(?P<minute>[0-5]\d))?)\s*(?:-|\u2013|to)\s*$"
)


def _start_values(first: re.Match[str], end: re.Match[str]) -> frozenset[str]:
    """The minutes after midnight the start ``first`` of the range ending at ``end`` means."""
    hour, minute = int(first.group("hour")), int(first.group("minute") or 0)
    if hour > 12:
        return _hour_values(hour, minute)
    pm = end.group("unit").startswith("p")
    if (hour % 12, minute) > (int(end.group("hour")) % 12, int(end.group("minute") or 0)):
        pm = not pm  # "11-1pm": 11 in the morning; "9-12pm": 9 to noon
    return frozenset({str((hour % 12 + 12 * pm) * 60 + minute)})


def _hour_values(hour: int, minute: int, *, twenty_four: bool = False) -> frozenset[str]:
    """``hour``:``minute`` as minutes after midnight: both halves of the day for an hour up to 12
    said without "am", "pm" or an "h" ("9:30" may be 570 or 1290)."""
    if twenty_four or hour > 12:
        return frozenset({str(hour % 24 * 60 + minute)})
    return frozenset({str(hour * 60 + minute), str((hour + 12) * 60 + minute)})


#: The hours said as words, in the languages the reader reads ("two", "zwei", "deux", "dos").
def _numbered(words: str) -> dict[str, int]:
    return {w: n + 1 for n, w in enumerate(words.split())}


_HOUR_WORDS = {
    **_numbered(" ".join(_HOURS)),
    **_numbered("eins zwei drei vier funf sechs sieben acht neun zehn elf zwolf"),
    **_numbered("une deux trois quatre cinq six sept huit neuf dix onze douze"),
    **_numbered("una dos tres cuatro cinco seis siete ocho nueve diez once doce"),
    "ein": 1, "un": 1, "uno": 1,
}  # fmt: skip
_H = rf"(?:\d{{1,2}}|{'|'.join(sorted(_HOUR_WORDS, key=len, reverse=True))})"
_NOT_COUNTED = (
    r"(?!\s*-?\s*(?:people|persons?|ppl|of us|pax|guests|attendees|participants|seats|heads|"
    r"minutes?|mins?|hours?|hrs?|personen|leute|minuten|stunden|personas|minutos|horas|personnes|"
    r"minutes|heures)\b)"
)
#: A part of the day said with a time ("de la tarde", "in the afternoon", "nachmittags").
_LATE = (
    r"pm|p m(?![\w'])|p\.m\.?|in the (?:afternoon|evening)|(?:de|por) la (?:tarde|noche)|de l'apres-midi|"
    r"du soir|nachmittags|abends|am nachmittag|am abend"
)
_EARLY = r"am(?= *(?:[,.;:!?]|$))|a m(?![\w'])|a\.m\.?|in the morning|(?:de|por) la manana|du matin|morgens|vormittags|am vormittag"
#: A clock time said in words, read whole so that its hour is no head count: "half past two",
#: "quarter to three", "two thirty", German "halb drei" (2:30), "Viertel nach zwei", French "deux
#: heures et demie", "14 heures 30", Spanish "las 2 y media de la tarde" (outside tester 26: "Sure,
#: half past two" to "… at 14:30" added the number two). Its hour up to 12 means either half of
#: the day, unless a part of the day is said with it.
#: Minutes said before "past", "after", "to" or "before" an hour, in fives ("twenty-five past
#: two", "thirty minutes past two", "30 minutes after 2"): not one to four, which are mostly head
#: counts ("for two after three").
_MIN_WORDS = {"five": 5, "ten": 10, "fifteen": 15, "twenty": 20, "twenty five": 25, "thirty": 30,
              "thirty five": 35, "forty": 40, "forty five": 45, "fifty": 50, "fifty five": 55,
              "half an hour": 30, "a quarter": 15, "a quarter of an hour": 15}  # fmt: skip
_UNIT = r"\s*-?\s*(?:minutes?|mins?)"
#: In digits only with "minutes": "10 to 11" is a range, "for 5 after 6" five people.
_MIN = (
    rf"(?:[1-5]?[05]{_UNIT}|(?:"
    + "|".join(w.replace(" ", "[- ]") for w in sorted(_MIN_WORDS, key=len, reverse=True))
    + rf")(?:{_UNIT})?)"
)
_SPOKEN = LazyPattern(
    rf"\b(?:(?P<nm>{_MIN}) (?P<nm_side>past|after) (?P<nm_h>{_H})(?![\w-])"
    rf"|(?<!from )(?<!between )(?P<nt>{_MIN}) (?:to|before) (?P<nt_h>{_H})(?![\w-])"
    rf"|(?P<past>half|quarter|twenty|ten|five) past (?P<past_h>{_H})"
    rf"|(?<!from )(?<!between )(?P<to>quarter|twenty|ten|five) to (?P<to_h>{_H})"
    rf"|(?P<en_h>{_H}) (?P<en_m>thirty|fifteen|forty[- ]five|forty|twenty|ten|o'?clock)"
    rf"|halb (?P<halb_h>{_H})|viertel (?P<viertel>nach|vor) (?P<viertel_h>{_H})"
    rf"|(?P<fr_h>{_H}) ?(?:heures?|h) ?(?:et (?P<fr_et>demie|quart)|moins (?:le )?(?P<fr_moins>quart)|"
    r"(?P<fr_m>[0-5]\d)\b)"
    rf"|(?P<es_h>{_H}) y (?P<es_m>media|cuarto)|(?P<es_menos_h>{_H}) menos (?:un )?cuarto)"
    rf"{_NOT_COUNTED}(?: (?P<late>{_LATE})\b| (?P<early>{_EARLY})\b)?"
)
_MINUTES = {"half": 30, "quarter": 15, "twenty": 20, "ten": 10, "five": 5, "thirty": 30,
            "fifteen": 15, "forty five": 45, "forty-five": 45, "forty": 40, "oclock": 0,
            "o'clock": 0, "demie": 30, "quart": 15, "media": 30, "cuarto": 15}  # fmt: skip


def _said_minutes(said: str) -> int | None:
    """The minutes of :data:`_MIN` as said ("thirty minutes", "25", "twenty-five")."""
    words = re.sub(r"\s*-?\s*(?:minutes?|mins?)$", "", said).replace("-", " ")
    return int(words) if words.isdigit() else _MIN_WORDS.get(words)


def _spoken_values(m: re.Match[str]) -> frozenset[str] | None:
    """The minutes after midnight a time said in words may mean (:data:`_SPOKEN`)."""
    g = m.group
    raw = next(g(k) for k in ("nm_h", "nt_h", "past_h", "to_h", "en_h", "halb_h", "viertel_h",
                              "fr_h", "es_h", "es_menos_h") if g(k))  # fmt: skip
    hour = int(raw) if raw.isdigit() else _HOUR_WORDS[raw]
    if g("nm") or g("nt"):
        minute = _said_minutes(g("nm") or g("nt"))
        if minute is None or not 0 < minute < 60:
            return None
        if g("nt"):
            hour, minute = hour - 1, 60 - minute
    elif g("past"):
        minute = _MINUTES[g("past")]
    elif g("to") or g("halb_h") or g("viertel") == "vor" or g("fr_moins") or g("es_menos_h"):
        back = _MINUTES.get(g("to") or "", 30 if g("halb_h") else 15)
        hour, minute = hour - 1, 60 - back
    elif g("en_m"):
        minute = _MINUTES[g("en_m").replace("-", " ")]
    elif g("viertel"):
        minute = 15
    elif g("fr_et") or g("es_m"):
        minute = _MINUTES[g("fr_et") or g("es_m")]
    else:
        minute = int(g("fr_m") or 0)
    if not 0 <= hour <= 24:
        return None
    if raw.startswith("0") and len(raw) == 2:  # "02h30": the 24-hour clock, 2:30 in the night
        return _hour_values(hour, minute, twenty_four=True)
    if g("late") and hour < 12:
        return frozenset({str((hour + 12) * 60 + minute)})
    if g("early") and hour <= 12:
        return frozenset({str(hour % 12 * 60 + minute)})
    return _hour_values(hour % 24, minute)


#: "at night" after a clock time: "2:30 at night" is 2:30, "10 at night" 22:00 (outside tester
#: 27c: "yes at 2:30 at night" repeated a 14:30 request).
_NIGHT = LazyPattern(
    r"\s*(?:at night|in the night|in the middle of the night|in the early hours|overnight|"
    r"de la nuit|der nacht|nachts|in der nacht|de la madrugada|de la noche)\b"
)


def _at_night(values: frozenset[str], folded: str, end: int) -> frozenset[str]:
    """``values``, only those in the night (before 6:00 or from 18:00) where "at night" follows."""
    if not _NIGHT.match(folded, end):
        return values
    night = frozenset(v for v in values if not 6 * 60 <= int(v) < 18 * 60)
    return night or values


def read_times(folded: str, add: Add) -> None:
    """Clock times (:data:`_CLOCK`, :data:`_MILITARY`, :data:`_BARE_AT`) and the ends of their
    ranges."""
    for m in _SPOKEN.finditer(folded):
        values = _spoken_values(m)
        values = values and _at_night(values, folded, m.end())
        if values:
            add("time", values, m.start(), m.end())
    for m in _MILITARY.finditer(folded):
        for name in ("one", "two", "unit", "zero"):
            if m.group(name):
                said = m.group(name)
                add("time", _hour_values(int(said[:2]), int(said[2:]), twenty_four=True),
                    *m.span(name))  # fmt: skip
    for m in _BARE_AT.finditer(folded):
        name = m.lastgroup or "at"
        said = m.group(name)
        add("time", _hour_values(int(said[:2]), int(said[2:]), twenty_four=True), *m.span(name))
    for m in _CLOCK.finditer(folded):
        if m.group("bare") and folded.startswith("alle", m.start()) and _GERMAN.search(folded):
            continue  # German "ja, alle 6": all six, not Italian "alle 6" (at six)
        values = _at_night(_clock_values(m), folded, m.end())
        add("time", values, m.start(), m.end())
        first = _RANGE_START.search(folded, 0, m.start()) if m.group("unit") else None
        if first and m.group("unit")[0] in "ap":  # "2-3pm": 2pm, so "14:00-15:00" repeats it
            add("time", _start_values(first, m), *first.span("start"))
        end = _RANGE_END.match(folded, m.end())
        if end and not m.group("word"):
            hour, minute = int(end.group("hour")), int(end.group("minute") or 0)
            pm = min(int(v) for v in values) >= 12 * 60 and hour < 12  # "2pm-4": 4pm
            told = frozenset({str((hour + 12) * 60 + minute)}) if pm else None
            add("time", told or _hour_values(hour, minute), end.start("hour"), end.end())
