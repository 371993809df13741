"""A day said from a today the request names: "Today is Monday; book a room tomorrow" is Tuesday.

"It's Monday today; book a room for the day after" was read as Monday and booked (outside
tester 34); session 46's outside team found the same wrong booking in the languages this reader
did not hold ("今日は月曜日です。明日…", "Oggi è lunedì … domani", "Vandaag is het maandag …
morgen", "今天是星期一…明天", "Hoje é segunda-feira … amanhã"), where the today came after the
request ("Book a room for 5 tomorrow; today is Monday.": the day written over the wrong place),
where "tomorrow" came twice, and where Spanish "mañana" was the morning ("mañana por la
mañana"): each left the named today as the only weekday, and it was booked. A careful clerk
books the day after (or two after), or asks; never the today.

:func:`from_today` writes each such day as the weekday it names, and the today's phrase as
"today", so the readers after it see the day asked for, or two days (asked about) where the
words name two ("tomorrow or the day after"). Reads text as the request reader prepares it:
Japanese, Chinese and Korean weekdays are already English names (:mod:`arena.wording.far_weekdays`).
"""

from __future__ import annotations

import re
import unicodedata

from arena.lazy_pattern import LazyPattern, compile_kept

_EN = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
#: Each language's weekdays, Monday first, folded (no accents); Portuguese without "-feira".
_NAMES = (
    _EN,
    ("montag", "dienstag", "mittwoch", "donnerstag", "freitag", "samstag", "sonntag"),
    ("lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"),
    ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"),
    ("lunedi", "martedi", "mercoledi", "giovedi", "venerdi", "sabato", "domenica"),
    ("maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"),
    ("segunda", "terca", "quarta", "quinta", "sexta", "sabado", "domingo"),
)
_INDEX = {name: i for names in _NAMES for i, name in enumerate(names)}


def _fold(word: str) -> str:
    decomposed = unicodedata.normalize("NFKD", word.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


_DAYS = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|montag|dienstag|mittwoch|donnerstag|"
    r"freitag|samstag|sonntag|lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo|lundi|"
    r"mardi|mercredi|jeudi|vendredi|samedi|dimanche|luned[iì]|marted[iì]|mercoled[iì]|"
    r"gioved[iì]|venerd[iì]|sabato|domenica|maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|"
    r"zondag|(?:segunda|ter[cç]a|quarta|quinta|sexta)(?:[- ]feira)?)(?![\w-])"
)


def _day(name: str) -> str:
    return f"(?P<{name}>{_DAYS})"


_TODAY = r"(?:today|heute|hoy|aujourd'hui|oggi|vandaag|hoje)"
#: Today said as a weekday: "today is Monday", "today's Monday", "heute ist Montag", "hoy es
#: lunes", "aujourd'hui c'est lundi", "oggi è lunedì", "vandaag is het maandag", "hoje é
#: segunda-feira", "it's Monday today", "wir haben heute Montag", "het is vandaag maandag",
#: "今日は月曜日です", "本日は月曜日", "今天是星期一", "오늘은 월요일" (Han and Hangul days already
#: English names here).
_TODAY_IS = LazyPattern(
    rf"(?<![\w-])(?:(?:today(?:\s+is|'s|\s+being)|heute\s+ist|hoy\s+es|aujourd'hui\s+"
    r"(?:c'est|on\s+est|nous\s+sommes)|oggi\s+(?:è|e')|vandaag\s+is(?:\s+het)?|hoje\s+[ée])"
    rf"\s+(?:a\s+|ein\s+)?{_day('d1')}"
    rf"|(?:it's|it\s+is|es\s+ist|c'est|on\s+est|nous\s+sommes|(?:è|e')|het\s+is)\s+"
    rf"(?:a\s+|ein\s+)?{_day('d2')}\s+{_TODAY}(?![\w-])"
    rf"|(?:es\s+ist|wir\s+haben|het\s+is|on\s+est|nous\s+sommes|estamos)\s+{_TODAY}\s+"
    rf"(?:a\s+)?{_day('d3')})"
    rf"|(?:今日|本日|きょう|今天|오늘)\s*(?:[はが是은이]\s*)?{_day('d4')}"
    # today labelled with its weekday, as a note or field: "(today: Thursday)", "Today = Thu…",
    # "[heute: Donnerstag]", "hoy - jueves" (heldout53: "(today: Thursday) need a room tmrw"
    # booked Thursday)
    rf"|(?<![\w-]){_TODAY}(?:'s\s+(?:date|day))?\s*(?::|=|\u2013|\u2014|-(?!\w))\s*{_day('d11')}"
    # yesterday's weekday, today the day after it: "Yesterday was Monday. Book a room for 6
    # tomorrow." is Wednesday (regress46: booked Monday, the yesterday)
    r"|(?<![\w-])(?:yesterday\s+was|gestern\s+war|ayer\s+fue|hier\s+c'[ée]tait|ieri\s+(?:era|"
    rf"è\s+stato)|gisteren\s+was(?:\s+het)?|ontem\s+foi)\s+(?:a\s+|ein\s+)?{_day('y1')}"
    rf"|(?:昨日|きのう|昨天|어제)\s*(?:[はが是은는이]\s*)?{_day('y2')}",
    re.IGNORECASE,
)
#: Today's weekday said without the word "today", read only beside a day said from today: "It's
#: Monday. Book a room tomorrow", "Happy Monday! … tomorrow", "Monday today", "today (Monday)",
#: "Es ist Montag. … morgen", "月曜日です。明日…", "今日（月曜日）" (each booked Monday).
_TODAY_LIKELY = LazyPattern(
    r"(?:^|(?<=[.!?\n]))\s*(?:it's|it\s+is|es\s+ist|c'est|on\s+est|het\s+is|è|es)\s+"
    rf"{_day('d5')}\s*(?=[.!;]|,\s*so\b|$)"
    r"|(?<![\w-])(?:happy|feliz|fijne|buon|bon|sch[öo]nen)\s+"
    + _day("d6")
    + r"|(?:^|(?<=[.!?\n]))\s*"
    + _day("d7")
    + rf"\s+{_TODAY}(?![\w-])"
    rf"|(?<![\w-]){_TODAY}\s*[(,]\s*{_day('d8')}"
    r"|(?:^|(?<=[。！？\n]))\s*" + _day("d9") + r"\s*です"
    r"|(?:今日|本日|今天|오늘)\s*[（(]\s*" + _day("d10"),
    re.IGNORECASE,
)
#: A day said from today: "tomorrow", "the day after (tomorrow)", "the next day", "morgen",
#: "übermorgen", "mañana" (not the morning: "por la mañana"), "pasado mañana", "demain",
#: "après-demain", "domani", "dopodomani", "overmorgen", "amanhã", "depois de amanhã", "明日",
#: "明後日", "明天", "后天", "내일", "모레".
_FROM_TODAY = LazyPattern(
    r"(?<![\w-])(?:(?P<two>the\s+day\s+after\s+tomorrow|[uü]bermorgen|pasado\s+ma[nñ]ana|"
    r"apr[eè]s-demain|dopodomani|overmorgen|depois\s+de\s+amanh[ãa])|(?P<one>tomorrow|tmrw?|tmrow|tomm?orr?ow|2morr?ow|2moro|"
    r"the\s+(?:day\s+after|next\s+day|following\s+day)|(?<!guten\s)(?<!goede\s)(?<!am\s)"
    r"(?<!de\s)morgen(?:ochtend|middag|avond)?|(?<!la\s)(?<!esta\s)(?<!cada\s)ma[nñ]ana|"
    r"demain|domani|domattina|amanh[ãa]))(?![\w-])"
    r"|(?P<two_cjk>明後日|あさって|后天|後天|모레)|(?P<one_cjk>明日|あした|明天|내일)",
    re.IGNORECASE,
)
#: "today" said as the day asked ("book … today"), read only where the request names today's
#: weekday: "Yesterday was Monday; book a room for 6 today." is Tuesday (regress47: the
#: yesterday, Monday, was read as the only weekday named and booked).
_TODAY_WORD = LazyPattern(
    rf"(?<![\w-]){_TODAY}(?![\w-])|(?P<cjk>今日|本日|きょう|今天|오늘)", re.IGNORECASE
)
#: Words after which an English day stands alone ("for tomorrow" → "for Tuesday").
_PREPOSITION = compile_kept(r"\b(?:on|for|by|until|till|from|to|as of|starting)\s*$", re.I)
#: "the day after" said right after "tomorrow or/and": the day after that.
_AFTER_TOMORROW = compile_kept(r"(?i)\btomorrow\s*,?\s*(?:or|and|/|&)\s*the\s+day\s+after$")
_CUE = compile_kept(
    r"(?i)today|heute|hoy|aujourd|oggi|vandaag|hoje|今日|本日|きょう|今天|오늘|yesterday|gestern|"
    r"ayer|hier|ieri|gisteren|ontem|昨日|きのう|昨天|어제"
)


def _index(word: str) -> int:
    return _INDEX[re.split(r"[- ]", _fold(word))[0]]


def from_today(text: str) -> str:
    """``text`` with each day said from a today it names written as that weekday, and the
    today's phrase as "today"; ``text`` itself where it names no today. Two todays that
    disagree name none ("today" both, the relative words left: no weekday, asked about)."""
    todays = list(_TODAY_IS.finditer(text)) if _CUE.search(text) else []
    if not todays and _FROM_TODAY.search(text):  # "It's Monday. Book a room tomorrow."
        todays = list(_TODAY_LIKELY.finditer(text))
    if not todays:
        return text
    inside = [range(m.start(), m.end()) for m in todays]
    later = [m for m in _FROM_TODAY.finditer(text) if not any(m.start() in r for r in inside)]
    # a "y" group names yesterday's weekday: today is the day after it
    at = {
        (_index(v) + (k[0] == "y")) % 7
        for m in todays
        for k, v in m.groupdict().items()
        if k[0] in "dy" and v
    }
    edits: list[tuple[int, int, str]] = [(m.start(), m.end(), "today") for m in todays]
    if not later:  # "Heute ist Montag, bitte für Mittwoch": today's weekday said in passing
        rest = "".join(" " if any(i in r for r in inside) else c for i, c in enumerate(text))
        said = [m for m in _TODAY_WORD.finditer(text) if not any(m.start() in r for r in inside)]
        yesterday = any(k[0] == "y" and v for m in todays for k, v in m.groupdict().items())
        if re.search(rf"(?i)(?<![\w-]){_DAYS}", rest):
            pass  # the weekday written is the day asked
        elif yesterday and said and len(at) == 1:  # "Yesterday was Monday; … today": Tuesday
            today = _EN[next(iter(at))].title()
            for m in said:
                day = today if _PREPOSITION.search(text, 0, m.start()) else f"on {today}"
                edits.append((m.start(), m.end(), f" {day} " if m.group("cjk") else day))
        elif yesterday and not any(
            k[0] == "d" and v for m in todays for k, v in m.groupdict().items()
        ):
            # "Yesterday was Monday. Book a room for 6.": the yesterday is no day asked, and no
            # other is said (heldout47: booked Monday, a day gone); the request asks which
            edits = [(m.start(), m.end(), "yesterday") for m in todays]
        else:
            return text  # "Today is Monday, book a room for 5": the today is the day asked
    elif len(at) == 1:
        for m in later:
            # "tomorrow or the day after": the day after tomorrow
            two = m.group("two") or m.group("two_cjk") or _AFTER_TOMORROW.search(text, 0, m.end())
            day = _EN[(next(iter(at)) + (2 if two else 1)) % 7].title()
            day = day if _PREPOSITION.search(text, 0, m.start()) else f"on {day}"
            edits.append((m.start(), m.end(), day if m.group(0).isascii() else f" {day} "))
    for start, end, new in sorted(edits, reverse=True):
        text = f"{text[:start]}{new}{text[end:]}"
    return text


__all__ = ["from_today"]
