"""Weekdays said as context beside the one a request books: when the writer is free, or what
they booked themselves.

"I'm free Monday and Tuesday; book a room for 4 on Tuesday" and "I booked Cedar for Monday
myself; now book Aspen for Tuesday for 4" named two weekdays and were asked about (items42b),
though each asks for one: the other day is said of the writer's week, not of this booking.
:func:`without_context_days` writes a text without such a clause, read only where the whole
names two days: a clause of the writer's free days ("I'm free", "we're available", "I can do", "ich bin … frei", "estoy libre", "je suis
libre")
where the day booked is one of those it names, and a clause of a booking the writer made
("I booked …", "we've already reserved …", "ich habe … gebucht", "he reservado", "j'ai
réservé") where the rest does not ask for that room again
("book it for Tuesday too"). A clause that asks for the booking is never set
aside, and a free-days clause that does not name the day booked stays ("I'm only free Monday;
book … Tuesday" still names two days: which does the person mean?).
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.days import asked_days
from arena.wording.numbers import fold

#: A clause: up to a sentence's end, a semicolon, a line's end, or a comma before "so"/"now".
_CLAUSE = LazyPattern(r"[^.;!?\n]+?(?=[.;!?\n]|,\s*(?:so|now|but|and now|please)\b|$)")
#: The writer's free days: "I'm free Monday and Tuesday", "we are available on Mon or Tue".
_FREE = LazyPattern(
    r"(?i)^\W*(?:(?:and|also|btw|fyi)\W+)?(?:i'?m|i am|we'?re|we are|i|we)\s+(?:(?:both|all|"
    r"usually|normally)\s+)?(?:free|available|can do|could do|can make)\b"
    # "Ich bin Montag und Dienstag frei", "Estoy libre el lunes…", "Je suis libre lundi…"
    r"|^\W*(?:ich bin|wir sind)\b.*\b(?:frei|verf[üu]gbar)\b"
    r"|^\W*(?:estoy|estamos|je suis|nous sommes)\s+(?:libres?|disponibles?)\b"
)
#: A booking the writer made: "I booked Cedar for Monday myself", "we've already reserved …".
_BOOKED = LazyPattern(
    r"(?i)^\W*(?:(?:and|also|btw|fyi)\W+)?(?:i|we)(?:'ve|\s+have)?\s+(?:already\s+)?"
    r"(?:booked|reserved)\b(?!\s+(?:a|the)\s+(?:room|meeting room)\s+for\s+(?:us|you)\b)"
    # "Ich habe Cedar für Montag gebucht", "Ya reservé/he reservado …", "J'ai réservé …"
    r"|^\W*(?:ich habe|wir haben)\b.*\b(?:gebucht|reserviert)\b"
    r"|^\W*(?:ya\s+)?(?:reserv[ée]|he reservado|hemos reservado)\b"
    r"|^\W*(?:j'ai|nous avons)\s+(?:d[ée]j[àa]\s+)?r[ée]serv[ée]"
)
#: The room booked, asked for again: "I booked Cedar for Monday; book it for Tuesday too" asks
#: for Cedar, which the rest does not name (left as two days, asked about).
_SAME = LazyPattern(r"(?i)\b(?:book|reserve)\s+(?:it|that|that one|the same)\b|\bsame room\b")
#: Words that ask for a booking in a clause: such a clause is the request, never context.
_ASKS = LazyPattern(
    r"(?i)\b(?:book|reserve|need|get us|find|buch(?:e|en)?|reservier(?:e|en)?|reserva|"
    r"r[ée]serve[zr]?)\b"
)


def without_context_days(text: str) -> str:
    """``text`` without its clauses of free days or of a booking made (see the module), where
    the rest names one weekday and a free-days clause names that day too; else as it is."""
    kept: list[str] = []
    free: list[list[str]] = []
    booked = False
    pos = 0
    for m in _CLAUSE.finditer(text):
        clause = m.group(0)
        kept.append(text[pos : m.start()])
        pos = m.end()
        days = asked_days(fold(clause))
        if days and not _ASKS.search(clause) and _BOOKED.search(clause):
            kept.append(" " * len(clause))
            booked = True
            continue
        if days and not _ASKS.search(clause) and _FREE.search(clause):
            free.append(days)
            kept.append(" " * len(clause))
            continue
        kept.append(clause)
    kept.append(text[pos:])
    rest = "".join(kept)
    if rest == text:
        return text
    left = asked_days(fold(rest))
    if (
        len(left) != 1
        or any(left[0] not in days for days in free)
        or (booked and _SAME.search(rest))
    ):
        return text
    return rest


#: Words above a quoted request that make the weekday they name the meeting's: a change ("moving
#: this to Friday", "make it Friday", "Friday instead") or a choice ("Friday works", "Friday is
#: fine", "Friday please").
_CHANGED = LazyPattern(
    r"(?i)\b(?:mov\w*|push\w*|shift\w*|chang\w*|switch\w*|reschedul\w*|make (?:it|that)|instead|"
    r"rather|works?|better|prefer\w*|book\w*|reserv\w*|please|pls|can we do|how about|what about|"
    r"let'?s (?:do|go with|say)|go with|(?:is|'s) (?:fine|ok|okay|good|great))\b"
)


def reply_days(text: str, days: list[str]) -> list[str]:
    """The one weekday the words above a quoted request ("> " lines) name, where it is one of the
    quoted request's ("Tuesday works for us." above "> Monday or Tuesday?") or said as a change
    or a choice (:data:`_CHANGED`: "Moving this to Friday." above "> … on Wednesday"); else
    ``days``. A day said in passing above it ("Thanks, see you Friday!") is no change of the
    quoted request's Wednesday (requests44: Friday was booked), nor one its clause refuses
    ("Friday is better avoided.", which a first version of this reading took for Friday)."""
    lines = text.splitlines()
    own_text = "\n".join(s for s in lines if not s.lstrip().startswith(">"))
    own = asked_days(fold(own_text))
    if len(own) != 1 or own[0] not in days:
        return days
    if any(_REFUSED.search(c) and asked_days(fold(c)) for c in _CLAUSES.split(own_text)):
        return days  # "Friday is better avoided.", "Friday doesn't work": no day asked for
    if any(_SEPARATE.search(c) and asked_days(fold(c)) for c in _SENTENCES.split(own_text)):
        return [d for d in days if d != own[0]] or days  # "Friday … for the retro, separately"
    quoted = asked_days(fold("\n".join(s for s in lines if s.lstrip().startswith(">"))))
    return own if own[0] in quoted or _CHANGED.search(own_text) else days


#: Words that refuse the day their clause names: "Friday is better avoided", "not Friday".
_REFUSED = LazyPattern(
    r"(?i)\b(?:not|no|never|avoid\w*|can'?t|cannot|won'?t|doesn'?t|don'?t|isn'?t|aren'?t|out|"
    r"off|busy|closed|booked|taken|impossible|bad|worse)\b"
)
_CLAUSES = LazyPattern(r"[.;:!?,\n]")
#: Words that give the weekday their sentence names to another meeting than the one quoted:
#: "Friday is fine for the retro, separately." (requests44b: Friday was booked for the quoted
#: Wednesday request), "another meeting", "getrennt", "por separado", "séparément".
_SEPARATE = LazyPattern(
    r"(?i)\b(?:separately|separate|(?:another|other|different|second) (?:meeting|booking)|"
    r"getrennt|separat|gesondert|por separado|aparte|separement|séparément|a parte)\b"
)
_SENTENCES = LazyPattern(r"[.;!?\n]")
