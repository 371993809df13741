"""A sentence about another errand beside the answer: "The answer is yes. Go ahead with the
booking. I'll send the agenda later tonight.", "Second, yes please book it. Third, can you also
remind me about the dentist on Friday?" (outside tester 28a: "tonight" and "Friday" read as a
time and a day added to the booking).

A sentence of its own in which the person says they will send, share or bring something, or
asks to be reminded of or sent something, names its day or time for that errand, not for the
booking. The answer reader (:mod:`arena.wording.answers`) drops such a sentence, whole, before
it reads facts, as it drops a wish (:mod:`arena.wording.pleasantries`). A sentence that names
the booking ("it", "the room", "book"), a room, a head count or any number, a condition or turn ("if", "once", "but",
"instead") or a negation stays, so "I'll send the agenda once the room is confirmed" and "Can
you remind me about it on Friday?" are still read.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.facts import RoomWords, read_facts
from arena.wording.numbers import fold

_LEAD = (
    r"(?:(?:and|also|oh|ps|p\.?s\.?|btw|by the way|first|second|third|finally|lastly|next|then|"
    r"separately|unrelated)[,:;]? +)*"
)
#: The person's own errand, or one they ask the agent for, opening a sentence.
_ERRAND = LazyPattern(
    rf"^ *{_LEAD}(?:(?:i'll|i will|ill|i'm going to|im going to|i am going to|we'll|we will|"
    r"i can) +(?:also +)?(?:send|share|forward|circulate|email|e-mail|mail|print|prepare|"
    r"write|draft|post|upload|order)\b"
    r"|(?:(?:can|could|would|will) you|please) +(?:also +)?(?:remind me|send me|forward me|"
    r"email me|text me|ping me)\b)"
)
#: Words that tie a sentence to the booking or the answer: it stays.
_TIED = LazyPattern(
    r"\b(?:book\w*|reserv\w*|rooms?|booking|meeting|slot|it|its|them|there|that|this|instead|if|"
    r"once|when|unless|until|till|after|before|but|cancel\w*|chang\w*|move\w*|switch\w*|only|"
    r"not|no|never|nope|nah|don't|dont|\w+n't|yes|ok|okay|sure|approve\w*|deny|denied|go ahead|"
    r"whether|as long as|provided|pending|also book)\b"
)
#: The facts an errand's sentence may name for itself: a room, a count or a number stay the
#: booking's ("I'll email the 8 of us", "remind me to order lunch for 8").
_WHEN = frozenset(("day", "date", "time"))
_SENTENCE = LazyPattern(r"[^.!?\n]+[.!?]*")


def without_errands(text: str, rooms: RoomWords | None) -> str:
    """``text`` without the sentences that are only about another errand (module docstring)."""
    kept, dropped = [], False
    for m in _SENTENCE.finditer(text):
        sentence = m.group()
        folded = fold(sentence)
        if (
            _ERRAND.match(folded)
            and not _TIED.search(folded)
            and all(f.kind in _WHEN for f in read_facts(sentence, rooms))
        ):
            dropped = True
            continue
        kept.append(sentence)
    out = " ".join(s.strip() for s in kept)
    return out if dropped and re.search(r"\w", out) else text


#: A clause asking for or promising a deed beside the booking that the booking tool does not do:
#: "and send me the confirmation", "please remind me an hour before", "I'll order the pastries",
#: "and put it on the shared calendar", "let the team know".
_DEED = LazyPattern(
    rf"(?:^|[.;!?,\u2013\u2014(]|\b(?:and|y|und|et)\b) *{_LEAD}(?:(?:please|pls|can you|could you|would you|"
    r"i'll|i will|ill|we'll|i'm going to|i can) +)*(?:also +)?(?P<deed>(?:send|e-?mail|forward|"
    r"circulate|share|order|remind|notify|ping|text|tell|let (?:me|us|the \w+|everyone) know|"
    r"add it to|put it (?:in|on|into)|bring|prepare|print|write|sort out|post|upload|update|"
    r"cc|copy|mandame|manda|envia|schick|sende|envoyez|envoie)\b[^.;!?,\u2013\u2014()]*)"
)


def errand_beside(text: str) -> str | None:
    """The words of an errand beside a yes in ``text`` (an answer, folded) that the booking tool
    does not do ("send me the confirmation", "order the pastries"), else None: a yes with one
    approves the booking as asked (the errand changes none of its room, day, time, people or
    length), and the reading names it, so that whoever reads the answer's reading sees it was
    not carried out (docs/methodology.md, answers)."""
    m = _DEED.search(text)
    return " ".join(m.group("deed").split()) if m else None


#: What may close an errand said as the whole rest of an answer: thanks, please, a stop.
_CLOSE = LazyPattern(r"[\s.!]*(?:(?:thanks|thank you|thx|ty|please|pls|cheers)[\s.!]*)?")


def errand_only(folded: str) -> bool:
    """Whether ``folded`` (the rest of an answer after its "ok", folded) is an errand and nothing
    more ("and send me the confirmation", ", and let me know once it's booked"): such an "ok"
    agrees and asks for a deed besides, so it reads as a yes with that errand beside it
    (answers37: "ok, and forward me the booking" read as an "ok" that only heard the question)."""
    rest = folded.lstrip(" ,;:\u2013\u2014-")
    m = _DEED.match(rest)
    return m is not None and _CLOSE.fullmatch(rest, m.end()) is not None
