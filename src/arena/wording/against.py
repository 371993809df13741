"""A yes that speaks against the very room, day or head count it was asked about: "yes, avoid
Aspen", "sure, though Aspen is too small", "Sì, però Aspen è troppo piccola", "✅ — Aspen's booked
solid for us, try elsewhere" to "Book R-102 (Aspen) for 6 people on Tuesday?" (outside tester
22). Booking would do what the person just argued against, so the answer reader
(:mod:`arena.wording.answers`) reads such a yes as unclear.

A room the answer rules out that is NOT the one asked about leaves the yes as it was ("yes, not
Cedar": :func:`arena.wording.facts.compare`); only the request's own room, weekday or head count
(:func:`arena.wording.facts.repeated`) is looked at, and only in its own clause: right before it a
word that excludes or avoids it ("not", "avoid", "skip", "evite", "vermijd", "sans"), after it a
verdict on it ("is too small", "was too noisy", "'s booked solid", "è troppo piccola", "no").
The request's own clock time counts too, and a doubt about it or its day is such a verdict:
"Approved, although Tuesday is tricky.", "Yes, although 14:30 clashes with standup." (outside
tester 27b: both approved): the person says the slot they approve is a problem.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.days import english_days
from arena.wording.facts import Fact, RoomWords, read_facts, repeated, room_keys
from arena.wording.numbers import fold

_ARTICLE = r"(?:(?:the|a|an|in|on|for|la|le|l'|el|il|de|het|die|das|den|der|em|na|o|a|ao)\s+)?"
#: Right before the request's room, day or count: a word that excludes or avoids it.
_AGAINST_BEFORE = LazyPattern(
    r"\b(?:not|no|nicht|keine?n?|pas|non|niet|geen|nao|nunca|never|avoid(?:ing)?|skip(?:ping)?|"
    r"except(?:ing)?|excluding|without|sans|ohne|sin|senza|zonder|sem|anything but|rather than|"
    r"instead of|other than|over|hate|evit\w*|vermijd\w*|vermeid\w*|meide\w*|pass on|"
    r"steer clear of|stay away from|anders als|plutot que|en vez de|invece di|em vez de)\s+"
    + _ARTICLE
    + r"$"
)
_SHUT = r"closed|shut|geschlossen|fermee?|cerrad[ao]|chius[ao]|gesloten|fechad[ao]"
#: Shut on the request's day, time or room, right before it: "Yes, closed Tuesday" (requests43:
#: approved), "sure, office shut on Tuesday"; not before its count ("Yes, closed 6 deals last
#: week, book it.": regress43, read unclear since requests43).
_SHUT_BEFORE = LazyPattern(rf"\b(?:{_SHUT})\s+" + _ARTICLE + r"$")
#: ... or right after it: "Ja, Dienstag geschlossen." (requests43)
_SHUT_AFTER = LazyPattern(rf"^\s*(?:{_SHUT})\b")
#: Words that say a room, day or count will not do, in each language read (folded).
_BAD = (
    r"small|tiny|cramped|tight|noisy|loud|awful|terrible|horrible|dreadful|bad|stuffy|cold|hot|"
    r"dark|dirty|smelly|broken|no good|a no go|klein|laut|schlecht|furchtbar|ungeeignet|"
    r"petite?|bruyante?|nulle?|pequen[ao]|ruidos[ao]|mal[ao]|fatal|piccol[ao]|rumoros[ao]|"
    r"brutt[ao]|orribile|lawaaierig|luid|slecht|krap|barulhent[ao]|ruim|horrivel|pessim[ao]|terrivel"
)
#: Words that say a room or day is taken, read after a verb ("Aspen's booked solid", "Aspen is
#: always full", "Tuesday is busy"), so "for the full team" and "a busy week, book it" are none.
_TAKEN = (
    r"booked|full|taken|busy|occupied|packed|unavailable|voll|belegt|besetzt|occupee?|prise?|"
    r"ocupad[ao]|occupat[ao]|bezet|vol|"
    # ... or shut: "Aspen is being renovated", "is under renovation" (session 42: approved)
    r"closed|shut|(?<=being )renovated|(?<=getting )renovated|renovation|construction|maintenance|"
    r"repair|out of order|out of service|"
    r"unusable|flooded|geschlossen|fermee?|cerrad[ao]|chius[ao]|gesloten|fechad[ao]"
)
#: Words that say a day or time is a problem for the people meeting (folded).
_AWKWARD = (
    r"tricky|difficult|hard(?! to beat)|tough|awkward|inconvenient|problematic|a problem|an issue|"
    r"a stretch|not great|less than ideal|far from ideal|a pain|clash(?:es)?|clashing|conflicts?|"
    r"conflicting|overlaps?|overlapping|collides?|double[- ]booked|schwierig|ungunstig|knapp|"
    r"kollidiert|difficile|complique|delicat|genant|dificil|complicad[ao]|choca|scomod[ao]|"
    r"lastig|moeilijk|onhandig|(?:a )?nightmare|a squeeze|a struggle|"
    r"(?:a bit|a little|rather|quite|pretty|very|kind of|slightly) (?:early|late|tight|busy|packed)"
)
#: Not right after a word that denies it: "14:30 is not a problem", "no conflicts", "kein Problem".
_UNDENIED = (
    r"(?<!\bnot )(?<!\bno )(?<!n't )(?<!\bnever )(?<!\bhardly )(?<!\bwithout )(?<!\bnicht )"
    r"(?<!\bkein )(?<!\bpas )(?<!\bsin )(?<!\bnot a )(?<!\bnot an )(?<!n't a )(?<!n't an )"
    r"(?<!\bnot too )(?<!\bnot that )(?<!\bnot very )"
)
_BE = r"(?:is|'s|was|are|already|fully|all|always|gets|got|ist|est|es|esta|e|sera|wordt|fica)"

#: After it in its clause: a verdict against it ("is too small", "was too noisy last time",
#: "'s booked solid", "ist zu klein", "è troppo piccola", "é pequena demais", "won't work", "no").
_AGAINST_AFTER = LazyPattern(
    r"^\s*(?:no|not|nope|nah|nee|nein|non|nao)\s*$"
    r"|\b(?:too|way too|far too|trop|troppo|demasiado)\s+(?!(?:please|pls|thanks|then|if)\b)[a-z]+"
    r"|\b(?:zu|te)\s+(?![a-z]+en\b)[a-z]+"  # "zu klein", "te klein"; not "zu buchen", "te boeken"
    rf"|\b(?:{_BAD})\b|\b[a-z]+ demais\b"
    rf"|(?:\b|(?='s)){_BE}\s+(?:[a-z]+\s+)?(?:{_TAKEN})\b|\bbooked\s+(?:solid|up|out)"
    # ... or the people there shut: "Tuesday we're closed" (session 42: approved)
    rf"|'re\s+(?:{_TAKEN})\b"
    r"|\b(?:will not|won't|does not|doesn't|can not|cannot|can't|is not|isn't|not)\s+"
    r"(?:work|do|fit|suit|good|great|ideal|suitable|available|free|an option|big enough|enough)\b"
    r"|\b(?:elsewhere|somewhere else|another room|other room|ailleurs|otra sala|woanders|altrove"
    r"|ergens anders|outra sala)\b"
    # kept away from, the verb after it: "Klar, aber Maple vermeiden wir", "ja, Maple meiden
    # wir", "yes, Maple is to be avoided" (answers52: approved)
    r"|\b(?:avoided|skipped|(?:ver)?meiden|(?:ver)?meide|evitamos|evitiamo|evitons|vermijden)\b"
    # a doubt about the slot: "Tuesday is tricky", "14:30 clashes with standup", "ist ungünstig"
    rf"|{_UNDENIED}\b(?:{_AWKWARD})\b"
)
#: Right before the request's day or time: it said shut or taken then ("Yes, the office is closed
#: Tuesday", "we're shut on Tuesday", "Aspen is booked all Tuesday": session 42, approved). A verb
#: says it, so "booked on Tuesday" alone (the booking said back) is none.
_TAKEN_BEFORE = LazyPattern(
    rf"(?:\b|(?='))(?:{_BE}|are|'re|were|be|will be)\s+(?:[a-z]+\s+)?(?:{_TAKEN})\s+"
    r"(?:(?:on|at|from|all|this|next|every|that|the whole|all day|el|los|le|il|am|an|op|na|no|em)\s+)*$"
)
#: ... or a verb right before it and the word after it, as German says it ("Das Büro ist am
#: Dienstag geschlossen"): :data:`_BE_BEFORE` before the day, :data:`_TAKEN_NEXT` after it.
_BE_BEFORE = LazyPattern(rf"\b(?:{_BE}|sind|are)\s+(?:(?:am|an|on|op|le|el|il)\s+)?$")
_TAKEN_NEXT = LazyPattern(rf"^\s*(?:{_TAKEN})\b")
#: What ends the clause a room, day or count is spoken of in.
_CLAUSE_END = LazyPattern(
    r"[,;:.!?()\u2013\u2014\n]| - |\b(?:but|though|although|mais|aber|pero|ma|maar|mas|pero)\b"
)


def spoken_against(answer: str, asked: str, rooms: RoomWords | None = None) -> str | None:
    """The words of ``answer`` that speak against the room, day or head count ``asked`` proposes
    ("'avoid Aspen'", "'Aspen is too small'"), or None (see the module docstring)."""
    said = english_days(answer)
    for fact in repeated(said, english_days(asked), rooms) + _same_time(said, asked, rooms):
        start, end = fact.span
        before = fold(said[:start])
        tail = fold(said[end:])
        after = tail[: m.start()] if (m := _CLAUSE_END.search(tail)) else tail
        hit = _AGAINST_BEFORE.search(before)
        if not hit and fact.kind not in ("count", "number"):
            hit = _SHUT_BEFORE.search(before)
        if not hit and fact.kind in ("day", "time"):  # "the office is closed Tuesday"
            hit = _TAKEN_BEFORE.search(before)
            shut = _TAKEN_NEXT.match(after) if _BE_BEFORE.search(before) else None
            if shut:  # "ist am Dienstag geschlossen"
                return (fold(said[start:end]) + shut.group()).strip()
        if hit:
            return (before[hit.start() :] + fold(said[start:end])).strip()
        shut_after = fact.kind not in ("count", "number") and _SHUT_AFTER.search(after)
        if fact.kind == "day ruled out" or _AGAINST_AFTER.search(after) or shut_after:
            return (fold(said[start:end]) + after).strip()
    return None


def _same_time(answer: str, asked: str, rooms: RoomWords | None) -> list[Fact]:
    """The clock times of ``answer`` that are ``asked``'s own ("14:30", "2:30pm" to "at 14:30")."""
    table = room_keys(rooms)
    times = {v for f in read_facts(asked, table) if f.kind == "time" for v in f.values}
    return [f for f in read_facts(answer, table) if f.kind == "time" and f.values & times]
