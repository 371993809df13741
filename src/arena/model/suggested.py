"""A booking suggested as a question: "Why don't we book Cedar for Tuesday?" asks for Cedar.

The question's negation read as a refusal: "why don't we book Cedar" as "don't book Cedar" (Cedar
ruled out, only what is free asked), and "¿Por qué no reservamos Cedar …?", "Pourquoi ne pas
réserver Cedar …?", "Perché non prenotiamo Cedar …?", "Warum buchen wir nicht Cedar …?",
"Waarom boeken we Cedar niet …?" likewise, or with Cedar ruled out and another room booked
(requests49). Such a question suggests the booking; the request reader reads it as the request
it is (:func:`as_asked`). A question about a booking that did not happen ("Why didn't you book
Cedar?") or cannot ("Why can't we book Cedar?") is no suggestion and stays as written, and so
is one in the past tense of any language ("¿Por qué no reservaste Cedar?", "Warum buchten wir
nicht …"), a "take Cedar off the list" (the verb takes the room away), a question its writer
answers ("Why not book Cedar? Because it is under renovation."): each was read as a
booking of Cedar (regress49).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: The verbs a suggestion books with, in English.
_EN_VERBS = r"(?:book|reserve|grab|get|snag|nab|take|use|go\s+with|pencil\s+in|block)"
#: "Why don't we (just) book", "why not book", "why don't you reserve", "why shouldn't we grab";
#: the verb is kept, the question words go.
_EN = LazyPattern(
    r"(?i)\bwhy\s+(?:(?:don'?t|do\s+not|shouldn'?t|should\s+not|wouldn'?t)\s+(?:we|you|u|i)"
    rf"|not)\s+(?:just\s+|simply\s+)?(?={_EN_VERBS}\b)"
    # "take Cedar off the list", "get Cedar out of the way": the verb takes the room away
    r"(?!(?:take|get|block)\b[^.?!;\n]{0,40}?\b(?:off|out|rid|away)\b)"
)
#: German and Dutch put the verb second and "nicht"/"niet" after the room: "Warum buchen wir
#: nicht Cedar", "Wieso buchen wir Cedar nicht", "Waarom boeken we Cedar niet"; the negation goes.
_DE_NL = LazyPattern(
    r"(?i)\b(?:warum|wieso|weshalb|waarom)\s+"
    r"(?P<verb>(?!buchte|reservierte|boekte|reserveerde)"
    r"(?:buch\w*|reservier\w*|boek\w*|reserveer\w*|reserveren))\s+"
    r"(?P<who>wir|ihr|du|sie|we|wij|jullie|je|u)\s+(?P<mid>(?:[\w-]+\s+){0,3}?)(?:nicht|niet)\b"
)
#: "Warum nicht Cedar buchen?", "Waarom niet Cedar boeken?": "why not" before the room and verb.
_DE_NL_NOT = LazyPattern(
    r"(?i)\b(?:warum|wieso|waarom)\s+(?:nicht|niet)\s+"
    r"(?=(?:[\w-]+\s+){0,4}?(?:buchen|reservieren|boeken|reserveren)\b)"
)
#: French: "Pourquoi ne pas réserver", "Pourquoi on ne réserve pas", "Pourquoi ne réservons-nous
#: pas"; the negation goes, the verb stays.
_FR = LazyPattern(
    r"(?i)\bpourquoi\s+(?:"
    r"ne\s+pas\s+(?=r[ée]serv|book|bloquer|prendre)"
    r"|(?:est-ce\s+qu['e]\s*)?(?P<who>on|nous|vous|tu)\s+ne\s+"
    r"(?P<verb>(?!r[ée]serv(?:ais|ait|ions|iez|aient)\b)(?:r[ée]serv\w*|book\w*))\s+pas\b"
    r"|ne\s+(?P<inv>(?!r[ée]serv(?:ais|ait|ions|iez|aient)\b)r[ée]serv\w*)"
    r"(?:-(?:nous|vous|on|t-on))?\s+pas\b)"
)
#: Spanish, Italian, Portuguese: "¿Por qué no reservamos", "Perché non prenotiamo", "Por que não
#: reservamos", "Por que a gente não reserva"; the negation goes.
_ROMANCE = LazyPattern(
    r"(?i)\b(?:por\s*qu[ée]|perch[ée]|porqu[eê])\s+(?:(?:no|n[ãa]o|non)\s+|"
    r"(?P<who>a\s+gente|n[óo]s|noi)\s+(?:no|n[ãa]o|non)\s+)"
    r"(?=(?:lo\s+|la\s+|le\s+|se\s+|ci\s+)?(?:reserv|prenot|riserv|agend|book)\w*)"
    # the past tense asks why it was not done: "reservaste", "reservó", "reservou", "prenotavamo"
    r"(?!(?:lo\s+|la\s+|le\s+|se\s+|ci\s+)?(?:reserv|prenot|riserv|agend|book)\w*?"
    r"(?:aste|asteis|ó|aron|ou|aram|aba|abas|ábamos|abamos|aban|ava|avas|ávamos|avamo|avamos"
    r"|avano|avi|avate|ado|ato|ata|asti|ò|arono)\b)"
)

#: The question answered by its writer: "Why not book Cedar? Because it is under renovation.",
#: "… ? It's not free." The suggestion is one they turn down; it stays as written.
_ANSWERED = LazyPattern(
    r"(?i)\?\s*(?:because|'cause|cos|coz|weil|omdat|parce\s+que|car|porque"
    r"|poich[ée]|it'?s\s+not|it\s+is\s+not|it\s+isn'?t|it'?s\s+(?:broken|closed|booked|taken)"
    r"|it\s+is\s+(?:broken|closed|booked|taken))\b"
)
#: The question a suggestion is in, up to its question mark.
_QUESTION = LazyPattern(
    r"(?i)\b(?:why|warum|wieso|weshalb|waarom|pourquoi|por\s*qu|perch|porqu)"
    r"[^?.!;\n]{0,200}(?:\?|$)"
)

#: A question word any of them opens with; where none is, the text is left as it is, unread.
_WHY = LazyPattern(r"(?i)\b(?:why|warum|wieso|weshalb|waarom|pourquoi|por\s*qu|perch|porqu)")


def as_asked(text: str) -> str:
    """``text`` with each booking suggested as a question (:data:`_EN` and its neighbours) said
    as the request it is: "Why don't we book Cedar for Tuesday?" as "please book Cedar for
    Tuesday?", "¿Por qué no reservamos Cedar …?" as "¿reservamos Cedar …?"."""
    if not _WHY.search(text):
        return text
    for question in _QUESTION.finditer(text):
        if _ANSWERED.match(text, question.end() - 1):
            return text
    text = _EN.sub("please ", text)
    text = _DE_NL.sub(lambda m: " ".join([m["verb"], m["who"], *m["mid"].split()]), text)
    text = _DE_NL_NOT.sub("", text)
    text = _FR.sub(_fr, text)
    return _ROMANCE.sub(lambda m: f"{m['who']} " if m["who"] else "", text)


def _fr(m: re.Match[str]) -> str:
    if m["verb"]:
        return f"{m['who']} {m['verb']}"
    return m["inv"] or ""


__all__ = ["as_asked"]
