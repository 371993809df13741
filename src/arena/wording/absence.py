"""An absence notice read as a no: "I'm away with no access to email", "Do Not Disturb is on",
"Maria is out of the office and not checking messages", "Ich habe keinen Zugriff auf E-Mails".

An out-of-office reply, a chat's away status or a bot's "I couldn't understand that" holds words
for no ("no access", "not in the office", "won't be answering"), and the answer reader read
each as a refusal (outside tester 33): the agent dropped a booking the person never saw. They
say nobody is there to decide, so :func:`arena.wording.answers.explain_answer` reads such a no
as unclear, unless the words left once the notice is taken out still refuse ("I'm OOO until
Monday. No, don't book it.").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: What an absence phrase goes on with ("... to my email until Monday"), up to a word that may
#: begin the person's own answer ("so no", "but don't").
_TAIL = r"(?: +(?!(?:so|but|and|no|nope|don'?t|do|please|pls|deny|cancel)\b)[\w'@.-]+){0,6}"
#: Words that say the person is away or cannot answer, or that a machine wrote the text.
ABSENCE_RE = LazyPattern(
    r"\b(?:(?:no|limited|without|keine[nm]?|sans|sin|senza|geen) (?:access|zugriff|acces|acceso|"
    r"accesso|toegang)\b"
    + _TAIL
    + r"|(?:not|n'?t|nicht|pas) (?:be )?(?:checking|reading|monitoring|answering|responding to|"
    r"replying to) "
    + _TAIL
    + r"|(?:may|might|will|won'?t|will not|cannot|can'?t) (?:not )?(?:be able to )?(?:respond|reply|"
    r"answer)(?:ing)?(?: right away| immediately| until " + _TAIL + r")?"
    r"|(?:i'?m|i am|is|are|currently) (?:currently )?(?:not|un)(?: )?(?:available|reachable|in the "
    r"office|at (?:my )?(?:desk|work))\b" + _TAIL + r"|not in (?:the|my) office(?: today)?"
    r"|nicht im buro|absente?s? jusqu|fuera de la oficina|do not disturb|dnd is on"
    r"|no (?:response|reply|answer) will be (?:sent|given)"
    + _TAIL
    + r"|no decision until "
    + _TAIL
    + r"|(?:this )?mailbox is not monitored|(?:please )?do not reply(?: to this (?:e-?mail|message))?"
    r"|no one is available(?: to answer)?|nobody is available(?: to answer)?"
    r"|(?:couldn'?t|could not|did not|didn'?t) understand (?:that|this|your message)"
    r"|could not be (?:displayed|delivered)|(?:wasn'?t|was not|not) delivered"
    r"|reply stop to (?:opt out|unsubscribe|stop)"
    r"|out sick|on sick leave|no meetings please)"
)


def without_absence(text: str) -> str | None:
    """``text`` folded with its absence words taken out, or ``None`` where it holds none."""
    folded = fold(text).replace("\u2019", "'")
    if not ABSENCE_RE.search(folded):
        return None
    return ABSENCE_RE.sub(" ", folded)


__all__ = ["ABSENCE_RE", "without_absence"]
