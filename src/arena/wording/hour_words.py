"""An hour said in words where a clock time stands: "a las tres", "à sept heures", "um elf Uhr",
"Yes, at six", "two-thirty". Read as a number, "six" repeated the request's head count and
"tres", "elf", "sept" (mostly other words: "très", an elf, September) were no number at all, so
a yes at another time approved (outside tester 26). The fact reader
(:mod:`arena.wording.facts`) asks this module about each number word before it counts it.
"""

from __future__ import annotations

from arena.wording.numbers import Number

#: Where a number word is an hour: after "at", "a las", "um", "à", "alle", or before "Uhr",
#: "heures", "pm".
_TIME_LEADS = frozenset({"at", "las", "um", "gegen", "vers", "a", "as", "alle"})
_TIME_AFTER = frozenset({"heures", "heure", "h", "uhr", "pm"})
#: The minutes said after the hour ("a las dos y media", "à deux heures et quart").
_PAST = {("y", "media"): 30, ("y", "cuarto"): 15, ("et", "demie"): 30, ("et", "quart"): 15}
# ... and in Portuguese ("às três e meia": outside tester 28e) and Italian ("e mezza")
_PAST.update({("e", "meia"): 30, ("e", "mezza"): 30, ("e", "mezzo"): 30, ("e", "quarto"): 15})
#: ... or said as a number after it ("two-thirty", "two fifteen", "quatorze heures trente",
#: "vierzehn Uhr dreißig"), or after "e"/"y"/"et" ("alle due e trenta", "às duas e trinta", "a las
#: catorce y treinta": outside tester 29a read those the hour alone).
_MINUTE_WORDS = {
    "fifteen": 15, "thirty": 30, "forty": 40, "fifty": 50,
    "trente": 30, "quarante": 40, "cinquante": 50, "dreissig": 30, "dreisig": 30, "vierzig": 40, "funfzig": 50,
    "treinta": 30, "cuarenta": 40, "cincuenta": 50, "trenta": 30, "quaranta": 40,
    "cinquanta": 50, "trinta": 30, "quarenta": 40, "cinquenta": 50, "dertig": 30, "veertig": 40,
    "vijftig": 50,
}  # fmt: skip
#: Words that join minutes to the hour ("e trenta", "y treinta", "et quart" is in _PAST).
_MINUTE_JOIN = frozenset({"e", "y", "et"})
#: Italian and Portuguese hours that are other words as often ("tre", "due", "dez", "una"):
#: an hour only after "alle", "verso le", "all'", "às", "pelas" (outside tester 29a: "Sì, alle
#: tre" and "Sim, às dez" to 14:30 read no time and approved).
LEAD_ONLY_HOURS = {
    "tre": 3,
    "due": 2,
    "sei": 6,
    "otto": 8,
    "una": 1,
    "uma": 1,
    "dez": 10,
    "doze": 12,
}
_ITALIAN_LEAD_ONLY = frozenset({"tre", "due", "sei", "otto", "una"})
#: What comes before "le" where "le" leads an Italian hour ("verso le tre", "per le due").
_BEFORE_LE = frozenset({"verso", "per", "entro", "dopo", "fino", "circa", "prima"})
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
    if before == "alle" and word in _GERMAN:
        return None  # German "alle sechs": all six
    last = n.end + (after in _TIME_AFTER)
    minutes = _PAST.get(
        (toks[last] if last < len(toks) else "", toks[last + 1] if last + 1 < len(toks) else ""), 0
    )
    last += 2 if minutes else 0
    gap = int(last < len(toks) and toks[last] in ("-", *_MINUTE_JOIN))
    if not minutes and last + gap < len(toks) and toks[last + gap] in _MINUTE_WORDS:
        minutes, last = _MINUTE_WORDS[toks[last + gap]], last + gap + 1  # "at two-thirty"
    hour = n.value % 24
    part = _DAY_PARTS.get(tuple(toks[last : last + 2]))  # "da manhã", "di notte", "da tarde"
    if part is not None and hour < 12:
        return frozenset({str((hour + part) * 60 + minutes)}), last + 2
    hours = (
        {hour + 12} if after == "pm" and hour < 12 else {hour, hour + 12} if hour < 12 else {hour}
    )
    return frozenset(str(h % 24 * 60 + minutes) for h in hours), last


#: A part of the day said after an Italian, Portuguese or French hour, as the hours it adds:
#: "às duas e meia da manhã" and "alle due e mezza di notte" are 2:30 at night, not 14:30
#: (outside tester 29a: both approved "… at 14:30"); "da tarde", "del pomeriggio" are p.m.
_DAY_PARTS: dict[tuple[str, ...], int] = {
    ("da", "manha"): 0, ("da", "madrugada"): 0, ("de", "madrugada"): 0, ("di", "notte"): 0,
    ("di", "mattina"): 0, ("del", "mattino"): 0, ("della", "mattina"): 0, ("du", "matin"): 0,
    ("da", "tarde"): 12, ("da", "noite"): 12, ("del", "pomeriggio"): 12, ("di", "pomeriggio"): 12,
    ("di", "sera"): 12, ("della", "sera"): 12, ("du", "soir"): 12,
}  # fmt: skip


def time_lead(toks: list[str], at: int) -> str:
    """The word that leads the number word at ``at`` as an hour, said as :func:`said_hour` reads
    it: "alle" for Italian "all'una", "verso le tre", "per le due"; "as" for Portuguese "pelas
    três", "das três"; else the word before it."""
    before = toks[at - 1] if at else ""
    two_back = toks[at - 2] if at > 1 else ""
    if before == "'" and two_back in ("all", "dall"):
        return "alle"  # "all'una", "dall'una"
    if before in ("dalle", "delle", "sulle") or (before == "le" and two_back in _BEFORE_LE):
        return "alle"
    if before in ("pelas", "das") and toks[at] not in _GERMAN:
        return "as"
    return before


def lead_only_hours(toks: list[str]) -> list[Number]:
    """The hours of :data:`LEAD_ONLY_HOURS` in ``toks`` that an hour's lead comes before ("alle
    tre", "às dez", "à uma"), which :func:`arena.wording.numbers.find_numbers` leaves out."""
    found = []
    for i, tok in enumerate(toks):
        if tok not in LEAD_ONLY_HOURS:
            continue
        lead = time_lead(toks, i)
        italian = lead == "alle" and tok in _ITALIAN_LEAD_ONLY
        portuguese = lead in ("as", "a") and tok not in _ITALIAN_LEAD_ONLY | {"due"}
        if italian or portuguese:
            found.append(Number(value=LEAD_ONLY_HOURS[tok], start=i, end=i + 1, digits=False))
    return found
