"""A weekday described by its place in the working week, not named: "the first weekday" and
"the start of the week" are Monday, "the last working day of the week" and "the end of the
week" are Friday.

Why: heldout54 r57 "Room for 6 on the first weekday." and r58 "Last working day of the week, 10
people." were refused as naming no weekday, though a clerk books Monday and Friday. Mechanism:
the working week runs Monday to Friday, so its first or last day (said with "weekday", "working
day", "business day" or "the week's start/end") is that weekday; :func:`described_days` writes it
as the weekday's name (in English, which every day reader takes) before the days are read. A
first or last day of a month, a year or "next week's" unnamed span is no weekday and stays as it
was (the model asks); "the weekend" is not the end of the week; "fin de semana" (weekend) neither.
Imports nothing heavy (the checks load it on a cold resume, through :mod:`arena.model.day_shift`).
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

_DAY = r"(?:week\s*day|weekday|working\s+day|work\s*day|business\s+day)"
#: "(of|in) the week" and its kin after a first/last day; "of the month" etc. end no weekday.
_OF_WEEK = r"(?:\s+(?:of|in)\s+(?:the|this|that)\s+week)?"
_NOT_AFTER = r"(?!\s+(?:of|in)\s+(?:the\s+|this\s+|next\s+|that\s+)?(?:month|year|quarter|sprint))"
_FIRST = LazyPattern(
    rf"\b(?:the\s+)?(?:first|1st|earliest)\s+{_DAY}{_OF_WEEK}\b{_NOT_AFTER}"
    r"|\b(?:the\s+)?(?:start|beginning)\s+of\s+(?:the\s+)?(?:working\s+|work\s+)?week\b"
    r"|\b(?:the\s+)?first\s+day\s+of\s+the\s+(?:working\s+|work\s+|business\s+)week\b"
    r"|\b(?:le\s+)?premier\s+jour\s+(?:ouvr[ée]|ouvrable|de\s+travail)(?:\s+de\s+la\s+semaine)?\b"
    r"(?!\s+du\s+mois)"
    r"|\b(?:el\s+)?primer\s+d[ií]a\s+(?:h[aá]bil|laborable|de\s+trabajo)(?:\s+de\s+la\s+semana)?\b"
    r"(?!\s+del\s+mes)"
    r"|\b(?:(?:am|den|der)\s+)?erste[nm]?\s+(?:Werktag|Arbeitstag|Wochentag)(?:\s+der\s+Woche)?\b"
    r"(?!\s+(?:des|im)\s+Monat)",
    re.I,
)
_LAST = LazyPattern(
    rf"\b(?:the\s+)?(?:last|final|latest)\s+{_DAY}{_OF_WEEK}\b{_NOT_AFTER}"
    r"|\b(?:the\s+)?end\s+of\s+(?:the\s+)?(?:working\s+|work\s+)?week\b"
    r"|\b(?:the\s+)?(?:last|final)\s+day\s+of\s+the\s+(?:working\s+|work\s+|business\s+)?week\b"
    r"|\b(?:le\s+)?dernier\s+jour\s+(?:ouvr[ée]|ouvrable|de\s+travail)(?:\s+de\s+la\s+semaine)?\b"
    r"(?!\s+du\s+mois)"
    r"|\b(?:el\s+)?[uú]ltimo\s+d[ií]a\s+(?:h[aá]bil|laborable|de\s+trabajo)(?:\s+de\s+la\s+semana)?\b"
    r"(?!\s+del\s+mes)"
    r"|\b(?:(?:am|den|der)\s+)?letzte[nm]?\s+(?:Werktag|Arbeitstag|Wochentag)(?:\s+der\s+Woche)?\b"
    r"(?!\s+(?:des|im)\s+Monat)",
    re.I,
)
#: Before a described day, words that make it no day to book: "next week's", "every", or one
#: ruled out ("any weekday but the first weekday", "not at the end of the week": regress55,
#: the first booked Monday).
_NOT_BEFORE = LazyPattern(
    r"(?:\bnext\s+week'?s|\bevery|\beach"
    r"|\b(?:but|except|not|no|excluding|besides|avoid|skip|other\s+than|apart\s+from|außer"
    r"|sauf|excepto|salvo|tranne|nicht|pas|ni)(?:\s+(?:on|at|in|for|am|le|el|la))?)\s*$",
    re.I,
)
#: After it, a span other than the week it is the first or last working day of: "the first
#: working day in January", "the first weekday of March", "the last business day of the fiscal
#: year", "the first weekday next month", "el primer día hábil de enero", "am ersten Werktag im
#: Januar" (regress55: each booked Monday or Friday; such a day is any weekday).
_OTHER_SPAN = LazyPattern(
    r"\s*,?\s*(?:(?:of|in|for|de|del|du|des|im|di|dello|della|van|w)\s+)?(?:(?:the|this|next|that"
    r"|coming|la|el|le|der|dem|den|il|lo|este|ce|cette|nächsten|próximo|prochain)\s+)?"
    r"(?:[\w-]+\s+)?(?!may\s+(?:i|we|you)\b)(?:months?|years?|quarters?|sprints?|semesters?|terms?|fiscal|fy\d*|q[1-4]"
    r"|january|february|march|april|may|june|july|august|september|october|november|december"
    r"|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|enero|febrero|marzo|abril|mayo|junio|julio"
    r"|agosto|septiembre|octubre|noviembre|diciembre|janvier|f[ée]vrier|mars|avril|mai|juin"
    r"|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre|januar|februar|m[äa]rz|juni|juli"
    r"|oktober|dezember|monats?|jahr(?:es)?|quartals?|mois|ann[ée]e|trimestre|mes|año)\b",
    re.I,
)
#: After it, an event it is counted from, whose date the request does not give: "the last
#: working day before my vacation", "the first weekday after the holiday" (regress54: booked
#: Friday and Monday); not a time of that day ("the start of the week before 10am").
_FROM_EVENT = LazyPattern(
    r"\s*(?:before|after|following|preceding|prior\s+to|ahead\s+of|since|until|vor|nach|avant"
    r"|apr[eè]s|antes|despu[eé]s)\b(?!\s*(?:\d|noon|midday|lunch|mittag|midi|mediod[ií]a))",
    re.I,
)


def _named(m: re.Match[str], text: str, day: str) -> str:
    if (
        _NOT_BEFORE.search(text[: m.start()])
        or _FROM_EVENT.match(text, m.end())
        or _OTHER_SPAN.match(text, m.end())
    ):
        return m.group()
    return day


def described_days(text: str) -> str:
    """``text`` with each first or last day of the working week written as its weekday."""
    if not re.search(
        r"(?i)week|working|business|work\s*day|ouvr|h[aá]bil|laborable|werktag|arbeitstag|"
        r"wochentag|trabajo|travail",
        text,
    ):
        return text
    for pattern, day in ((_FIRST, "Monday"), (_LAST, "Friday")):
        text = pattern.sub(functools.partial(_named, text=text, day=day), text)
    return text


__all__ = ["described_days"]
