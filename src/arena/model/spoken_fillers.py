"""Spoken fillers as a dictated note or a voicemail's transcript has them ("uh", "umm", "erm"):
the request reader (:mod:`arena.model.task`) reads a request without them, so "it's me and, uh,
four others" counts five (outside tester 39: read 4).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: A spoken filler as a dictated note or a voicemail's transcript has it: "uh", "umm", "erm",
#: and "um", "er", "ah" set off by a comma (German "um 9 Uhr" and "er" are words), with the
#: commas around it (outside tester 39: "it's me and, uh, four others" read 4, not 5).
_FILLER = re.compile(r"\b(?:uh+|u+h*m{2,}|uhm+|erm+|hmm+|(?:um|er|ah+)(?=[ \t]*,))\b", re.I)
_AFTER_FILLER = re.compile(r"[ \t]*(?:,[ \t]*)?")
#: Words a clause does not end on, so a comma after them only set the filler off ("for, um, 6").
_RUNS_ON = frozenset(
    {"and", "or", "for", "of", "on", "be", "is", "are", "the", "a", "to", "with", "about"}
    | {"like", "me", "us", "plus", "than"}
)


def without_fillers(text: str) -> str:
    """``text`` without spoken fillers (:data:`_FILLER`) and the commas around them; one between
    two numbers is a correction ("for 5, um, 6 people": 6), as "5, sorry, 6" is."""
    kept, at = [], 0
    for m in _FILLER.finditer(text):
        start, end = m.start(), m.end()
        if start < at:
            continue
        head = text[at:start].rstrip(" \t")
        comma = head.endswith(",")
        head = head.rstrip(",").rstrip(" \t")
        gap_after = _AFTER_FILLER.match(text, end)
        end = gap_after.end() if gap_after else end
        after = text[end : end + 1]
        last = head.split()[-1].lower() if head.split() else ""
        if head[-1:].isdigit() and after.isdigit():
            gap = ", sorry, "
        else:
            gap = ", " if comma and last not in _RUNS_ON else " "
        kept += [head, gap]
        at = end
    return "".join([*kept, text[at:]]) if kept else text


#: A request's opening words that only say all is well: "No problem, …", "No worries, …", "Not
#: bad, …", "Niet erg, …", "Geen probleem, …", "Nicht schlimm, …", "Kein Problem, …", "Pas grave,
#: …", "No pasa nada, …" (requests46: their "no" was read as said of the room after them, which
#: was ruled out and another booked). Only at the start of the request or of a sentence, and only
#: before a mark that closes them.
_ALL_WELL_OPENER = LazyPattern(
    r"(?:^|(?<=[.!?\n]))[ \t]*(?:(?:ok|okay|oh|ah|well)[ \t]*,?[ \t]*)?"
    r"(?:(?:no|not a|never a)[ \t]+(?:problem|prob|probs|worries|worry|issue|bother|biggie|big deal|"
    r"sweat)|not[ \t]+(?:too[ \t]+|that[ \t]+|so[ \t]+)?bad|no[ \t]+hay[ \t]+problema|"
    r"(?:ning[uú]n|sin)[ \t]+problema|no[ \t]+pasa[ \t]+nada|kein[ \t]+(?:problem|thema|stress)|"
    r"nicht[ \t]+(?:so[ \t]+)?schlimm|pas[ \t]+(?:de[ \t]+)?(?:grave|probl[eè]me|soucis?)|"
    r"(?:niet|geen)[ \t]+(?:erg|probleem|punt|zorgen)|nessun[ \t]+problema"
    r")[ \t]*[,.!:;\u2013\u2014-]+[ \t]*",
    re.I,
)


def without_openers(text: str) -> str:
    """``text`` without an opening "No problem, …" (:data:`_ALL_WELL_OPENER`): the rest is read
    as if it stood alone ("Niet erg, Cedar op dinsdag voor 6 is prima." as "Cedar op dinsdag …")."""
    return _ALL_WELL_OPENER.sub("", text)
