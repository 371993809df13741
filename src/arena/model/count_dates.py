"""Numbers that are a date's, not a head count (split from :mod:`arena.model.count_said`).

:func:`arena.model.count_said.said_tokens` leaves such a number as the word :data:`YEAR`, which
no count reads: a year that closes a date ("December 9, 2026" above "Attendees: 4", items35),
and a day beside a month ("8 décembre", "December 8th", "8 de diciembre").
"""

from __future__ import annotations

from arena.model.count_words import is_people

YEAR = "zzyear"  # a year left as a word: "the 2024 kickoff" is no head count


def _words(text: str) -> frozenset[str]:
    return frozenset(text.split())


def dated(toks: list[str], out: list[str], i: int) -> bool:
    """Whether the year at ``i`` closes a date ("December 9, 2026", "11 Dec 2026") with no people
    word right after it: a calendar invite's "December 9, 2026 2:00 PM" or "Dec 7, 2026 10:00
    AM" above "Attendees: 4" read as 2026 people, the "PM" or "Attendees" a few words on taken
    for the year's (items35)."""
    k = i - 1 if i and toks[i - 1] == "," else i
    closes = k > 0 and (toks[k - 1] in MONTHS or out[k - 1] == YEAR)
    return closes and not is_people(toks, i + 1)


#: Months (and their short forms) in the languages a request is written in; not "may"/"mar"
MONTHS = _words(
    "january february march april june july august september october november december jan feb "
    "apr jun jul aug sep sept oct nov dec januar februar marz mai juni juli oktober dezember okt "
    "dez enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre "
    "diciembre ene abr ago dic janvier fevrier mars avril juin juillet aout septembre octobre "
    "novembre decembre janv fevr gennaio febbraio aprile maggio giugno luglio settembre ottobre "
    "dicembre januari februari maart juni juli augustus oktober fevereiro marco maio junho julho "
    "setembro outubro novembro dezembro"
)


def beside_month(toks: list[str], i: int) -> bool:
    """Whether the number at ``i`` is a date's day: right before or after a month ("8 December",
    "December 8th", "8. Dezember", "8 de diciembre")."""
    before = toks[i - 1] if i else ""
    if before in MONTHS:
        return True
    k = i + 1
    while k < len(toks) and toks[k] in (".", "de", "th", "st", "nd", "rd", "er", "o"):
        k += 1
    return k < len(toks) and toks[k] in MONTHS
