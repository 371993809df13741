"""The one weekday a request settles on where it names several, or one it leaves to the model.

"Tuesday or Wednesday, whichever — Tuesday preferred" asks for Tuesday; "Thursday or Friday,
whichever is free" for Thursday, the first (a day after "or" is offered, as "otherwise
Wednesday" is: :mod:`arena.wording.days`); "10 people Tuesday, 4 people Wednesday — just the
Tuesday one for now" for Tuesday, for the 10 of that clause; "day doesn't matter — earliest in
the week" for Monday. Each was read as two weekdays or none, and nothing was booked (heldout50).
Two days both asked for with nothing to choose between them ("Tuesday and Wednesday") are
still asked about.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.days import ABBREV, DAY_WORDS, day_kind, english_days, offered_else
from arena.wording.numbers import fold

_DAY = "(" + "|".join(sorted({*DAY_WORDS, *ABBREV}, key=lambda w: (-len(w), w))) + ")"
_ART = r"(?:(?:on|the|am|den|le|el|la|il|de|op)\s+)?"
#: A day marked as preferred: "Tuesday preferred", "preferably Tuesday", "ideally on Tuesday",
#: "lieber Dienstag", "de préférence mardi", "preferiblemente el martes", "Tuesday if possible".
_PREFERRED = LazyPattern(
    r"(?<![\w-])(?:(?:preferably|ideally|prefer(?:red)?|we'?d prefer|i'?d prefer|rather|"
    r"lieber|am liebsten|vorzugsweise|bevorzugt|idealerweise|de preference|plutot|idealement|"
    r"preferiblemente|preferentemente|idealmente|preferibilmente|bij voorkeur|liefst)\s+"
    rf"{_ART}{_DAY}(?!\s*,?\s*(?:or|and|oder|und|ou|et|o|y|of|en)\s)"
    rf"|{_DAY}s?\s+(?:is\s+|would\s+be\s+)?(?:preferred|preferably|ideally|is\s+best|best|"
    r"if\s+possible|bevorzugt|lieber|de\s+preference|preferiblemente|de\s+preferencia|"
    r"di\s+preferenza|bij\s+voorkeur))(?![\w-])"
)
#: Two days offered as one choice left to the model: "Thursday or Friday, whichever is free",
#: "either Tuesday or Wednesday", "Dienstag oder Mittwoch, egal", "mardi ou mercredi, peu
#: importe", "martes o miércoles, da igual".
_EITHER = LazyPattern(
    rf"(?<![\w-])(?:either\s+{_ART}{_DAY}\s+or\s+{_ART}{_DAY}"
    rf"|{_DAY}\s*,?\s+(?:or|oder|ou|o|of)\s+{_ART}{_DAY}\s*[,;:\u2013\u2014-]?\s*"
    r"(?:whichever|whatever|either|any|doesn'?t matter|does not matter|no preference|"
    r"egal|ganz egal|peu importe|n'importe|da igual|me da igual|cualquiera|"
    r"uno qualsiasi|qualsiasi|maakt niet uit))(?![\w-])"
)
#: One day kept of several asked: "just the Tuesday one for now", "only the Tuesday booking",
#: "just Tuesday for now" (not "I'm only free Monday", "nur Montag frei": the writer's week).
_KEPT = LazyPattern(
    r"(?<![\w-])(?:just|only|nur|seulement|uniquement|juste|solo|solamente|alleen)\s+"
    r"(?:(?:the|den|die|das|le|la|el|celle\s+du|celui\s+du|la\s+del|el\s+del|de)\s+)?"
    rf"{_DAY}(?:\s+(?:one|booking|room|request|reservation)(?:\s+for\s+now)?|\s+for\s+now)"
    r"(?![\w-])"
)
#: The earliest day of the week left to the model: "earliest in the week", "the earliest day
#: possible", "as early in the week as possible", "möglichst früh in der Woche", "le plus tôt
#: possible dans la semaine", "lo más temprano posible en la semana".
_EARLIEST = LazyPattern(
    r"(?<![\w-])(?:(?:the\s+)?earliest(?:\s+(?:free|available|possible|open))?"
    r"(?:\s+(?:day|weekday|slot))?\s+(?:in|of)\s+the\s+week"
    r"|(?:the\s+)?earliest\s+(?:possible\s+|free\s+|available\s+)?(?:day|weekday)"
    r"(?:\s+(?:possible|available|you\s+can))?"
    r"|as\s+early\s+in\s+the\s+week\s+as\s+possible|first\s+(?:free\s+)?day\s+of\s+the\s+week"
    r"|(?:moglichst|so)\s+fruh(?:\s+wie\s+moglich)?\s+in\s+der\s+woche|fruhestmoglich\w*"
    r"|le\s+plus\s+tot\s+(?:possible\s+)?dans\s+la\s+semaine"
    r"|lo\s+mas\s+temprano\s+(?:posible\s+)?en\s+la\s+semana"
    r"|el\s+primer\s+dia\s+(?:libre\s+|disponible\s+)?de\s+la\s+semana)(?![\w-])"
)
_ANY_DAY = LazyPattern(rf"(?<![\w-]){_DAY}(?![\w-])")
#: The first day alone kept after a fallback was offered: "otherwise Friday. Actually, just
#: Thursday", "… — no, only Thursday" (regress51: Friday was still searched and booked); not
#: "only Thursday or Friday".
_ONLY = LazyPattern(
    r"(?<![\w-])(?:just|only|nur|seulement|uniquement|juste|solo|solamente|alleen|apenas|soltanto)"
    rf"\s+{_ART}{_DAY}(?!\s*,?\s*(?:or|oder|ou|o|of|et|and|und|y|e|en)\s)(?![\w-])"
)
#: A day the writer decides on after weighing others: "Friday's fine, or Thursday — let's do
#: Thursday", "let's go with", "let's say", "make it", "we'll take", "final answer:", "machen wir",
#: "nehmen wir", "disons", "va pour", "on part sur", "digamos", "mejor el", "que sea el" (heldout54
#: r55 read two weekdays and booked nothing). Not "let's do Thursday or Friday".
_DECIDED = LazyPattern(
    r"(?<![\w-])(?:let'?s\s+(?:do|go\s+with|go\s+for|say|make\s+it|book|take|settle\s+on)"
    r"|make\s+it|we'?ll\s+(?:do|take|go\s+with)|go\s+with|(?:final\s+answer|decision)\s*:?"
    r"|(?:machen|nehmen)\s+wir|lieber\s+doch|disons|va\s+pour|on\s+part\s+sur|finalement"
    r"|digamos|mejor|que\s+sea|al\s+final|facciamo|diciamo|laten\s+we)\s+"
    r"(?:(?:doch|lieber|dann|then|instead|actually|just|plutot|pues)\s+)?"
    rf"{_ART}{_DAY}(?!\s*,?\s*(?:or|oder|ou|o|of|et|and|und|y|e|en)\s)(?![\w-])"
    # the day first: "ok Tuesday it is", "Tuesday then.", "va pour mardi", "Dienstag also"
    rf"|(?<![\w-]){_DAY}\s+(?:it\s+is|it\s+will\s+be|then|wins|es|sera|c'est)(?=\s*[.!,;]|\s*$)"
)
#: Where a request's clauses part: "10 people Tuesday, 4 people Wednesday — just …".
_CLAUSE = LazyPattern(r"[^,;.!?\n\u2013\u2014]+")


def _day(word: str) -> str:
    return DAY_WORDS.get(word) or ABBREV[word]


def chosen_day(text: str, days: list[str]) -> str | None:
    """Of ``days`` (several weekdays, as :func:`arena.wording.days.asked_days` gives them), the
    one ``text`` settles on: the one marked preferred, the first of two left to the model, or
    the one kept; ``None`` where it settles on none of them."""
    folded = fold(text)
    marked = {_day(w) for m in _PREFERRED.finditer(folded) for w in m.groups() if w}
    if len(marked) == 1 and (day := marked.pop()) in days:
        return day
    kept = {_day(w) for m in _KEPT.finditer(folded) for w in m.groups() if w}
    if len(kept) == 1 and (day := kept.pop()) in days:
        return day
    decided = list(_DECIDED.finditer(folded))
    said = next((w for w in decided[-1].groups() if w), "") if decided else ""
    if said and (day := _day(said)) in days:
        later = _ANY_DAY.findall(folded, decided[-1].end())  # the decision is the last word
        if not later:
            return day
    for m in _EITHER.finditer(folded):
        first = next(w for w in m.groups() if w)
        if _day(first) in days and {_day(w) for w in m.groups() if w} >= set(days):
            return _day(first)
    return None


def days_else(text: str, day: str) -> tuple[str, ...]:
    """The weekdays, title case, ``text`` offers after ``day`` (English, lower case) to try
    where ``day`` has no room: the other of two left to the model ("Thursday or Friday,
    whichever is free") and those offered as a fallback ("otherwise Friday", "or Friday if
    Thursday is full", "sinon vendredi", "altrimenti venerdì"). Only the first was searched;
    the model said the room was not free, though Friday was offered (requests51)."""
    folded = english_days(fold(text))
    if len(folded) > 4000:
        return ()
    offered: list[str] = []
    for m in _EITHER.finditer(folded):
        said = [_day(w) for w in m.groups() if w]
        if said and said[0] == day:
            offered += said[1:]
    ruled: set[str] = set()
    for m in _ANY_DAY.finditer(folded):
        if offered_else(folded, m.start(), m.end()):
            offered.append(_day(m.group(1)))
        elif day_kind(folded, m.start(), m.end()) is None:
            ruled.add(_day(m.group(1)))  # "otherwise Friday. Actually, not Friday."
    if offered and any(_day(m.group(1)) == day for m in _ONLY.finditer(folded)):
        return ()  # "otherwise Friday. Actually, just Thursday."
    return tuple(d.title() for d in dict.fromkeys(offered) if d != day and d not in ruled)


def earliest(text: str) -> str | None:
    """Monday where ``text`` leaves the day to the model as the earliest in the week."""
    return "monday" if _EARLIEST.search(fold(text)) else None


def only_kept(text: str) -> str:
    """``text`` without the clauses that ask for another day than the one it keeps ("10 people
    Tuesday, 4 people Wednesday — just the Tuesday one": the 4 are not counted); as it was
    where it keeps none."""
    folded = fold(text)
    if len(folded) != len(text):
        return text
    kept = {_day(w) for m in _KEPT.finditer(folded) for w in m.groups() if w}
    if len(kept) != 1:
        return text
    day = kept.pop()
    out = text
    for clause in _CLAUSE.finditer(folded):
        named = {_day(w) for w in _ANY_DAY.findall(clause.group())}
        if named and day not in named:
            start, end = clause.span()
            out = out[:start] + " " * (end - start) + out[end:]
    return out
