"""An hour said in words where a clock time stands: "a las tres", "à sept heures", "um elf Uhr",
"Yes, at six", "two-thirty". Read as a number, "six" repeated the request's head count and
"tres", "elf", "sept" (mostly other words: "très", an elf, September) were no number at all, so
a yes at another time approved (outside tester 26). The fact reader
(:mod:`arena.wording.facts`) asks this module about each number word before it counts it.
"""

from __future__ import annotations

from arena.wording.numbers import Number

#: Where a number word is an hour: after "at", "a las", "um", "à", or before "Uhr", "heures", "pm".
_TIME_LEADS = frozenset({"at", "las", "um", "gegen", "vers", "a", "as"})
_TIME_AFTER = frozenset({"heures", "heure", "h", "uhr", "pm"})
#: The minutes said after the hour ("a las dos y media", "à deux heures et quart").
_PAST = {("y", "media"): 30, ("y", "cuarto"): 15, ("et", "demie"): 30, ("et", "quart"): 15}
# ... and in Portuguese ("às três e meia": outside tester 28e) and Italian ("e mezza")
_PAST.update({("e", "meia"): 30, ("e", "mezza"): 30, ("e", "mezzo"): 30, ("e", "quarto"): 15})
#: ... or said as a number after it ("two-thirty", "two fifteen").
_MINUTE_WORDS = {"fifteen": 15, "thirty": 30, "forty": 40, "fifty": 50}
#: Number words that are no hour ("a couple", "not a cent"), and those that are mostly other words
#: but hours after a lead ("a las tres", "um elf"; not "at once").
_NEVER_HOURS = frozenset({"cent", "cents", "zero", "couple", "pair"})
_OTHER_WORDS = frozenset({"once", "tres", "elf", "seize", "dos", "sept", "neuf"})
#: German hours: "am" after them is German "on the" ("wir sind sechs am Dienstag"), no "a.m."
_GERMAN = frozenset(
    {"ein", "eins", "zwei", "drei", "vier", "funf", "sechs", "sieben", "acht", "neun", "zehn"}
    | {"elf", "zwolf"}
)


def _morning(toks: list[str], end: int) -> int:
    """How many tokens from ``end`` say "am" or "a.m." after an hour word ("six am", "seven
    a.m."): read as a number, "Yes, six am" to "… at 14:30" repeated the head count 6 and
    approved (helper dots26); 0 where none do."""
    if toks[end : end + 1] == ["am"]:
        return 1
    return 4 if toks[end : end + 4] == ["a", ".", "m", "."] else 0


def said_hour(
    toks: list[str], n: Number, before: str, after: str, grave: bool
) -> tuple[frozenset[str], int] | None:
    """The minutes after midnight a number word said as a clock time may mean (see
    :data:`_TIME_LEADS`), and the token its words end before; None where it says no time.
    ``grave``: the "a" (or Portuguese "as") before it is written "à" ("às")."""
    word = toks[n.start]
    early = 0 if word in _GERMAN else _morning(toks, n.end)
    if early and 0 < n.value <= 12:
        hour = n.value % 12
        return frozenset({str(hour * 60)}), n.end + early
    if not 0 < n.value <= 24 or not (before in _TIME_LEADS or after in _TIME_AFTER):
        return None
    if before in ("a", "as") and not grave and after not in _TIME_AFTER:
        return None  # "à sept", "às três", but not "a six-seater", "a dos manos", "as two of us"
    if word in _NEVER_HOURS or (word in _OTHER_WORDS and before == "at"):
        return None  # "at once"
    last = n.end + (after in _TIME_AFTER)
    minutes = _PAST.get(
        (toks[last] if last < len(toks) else "", toks[last + 1] if last + 1 < len(toks) else ""), 0
    )
    last += 2 if minutes else 0
    gap = int(last < len(toks) and toks[last] == "-")
    if not minutes and last + gap < len(toks) and toks[last + gap] in _MINUTE_WORDS:
        minutes, last = _MINUTE_WORDS[toks[last + gap]], last + gap + 1  # "at two-thirty"
    hour = n.value % 24
    hours = (
        {hour + 12} if after == "pm" and hour < 12 else {hour, hour + 12} if hour < 12 else {hour}
    )
    return frozenset(str(h % 24 * 60 + minutes) for h in hours), last
