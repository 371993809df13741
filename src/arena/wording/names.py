"""Where an answer names a person: a name thanked, greeted, signing, said of oneself, and a
signature block.

People sign, thank and greet by name ("Yes, please go ahead.\n\nBest,\nMaria", "Go ahead, thanks
Dana", "I, Dana, approve", "don't forget to invite Sam"), and a signature carries titles and phone
numbers. The facts reader (:mod:`arena.wording.facts`) reads no number there as a date or a head
count. A room is read there all the same: a room is one of the arena's rooms, wherever it stands
("Yes. Thanks, Cedar" names Cedar where Cedar is a room: red team 11). A weekday is no name
wherever it stands: "Yes — Wednesday.", "Yes. Thanks, Wednesday", "Ja — Donnerstag." name a day
(outside tester 27b: read as a signature, the day was dropped and the yes booked Tuesday).
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.days import weekday

#: A name: "Maria", "O'Neil", "Jean-Luc", "JOHN"; several make one ("John Smith").
_NAME = r"(?:[A-Z][a-z]+(?:['-][A-Z]?[a-z]+)*|[A-Z]{2,})"
_NAMES = rf"{_NAME}(?:[ \t]+{_NAME}){{0,3}}"
#: What may follow a name in these places: the end, a mark, or a new line.
_AFTER = r"(?=[ \t]*(?:[.!,;:)\n\u2013\u2014-]|$))"
_THANKS = (
    r"(?i:thanks?(?:[ \t]+you)?(?:[ \t]+(?:so|very)[ \t]+much)?(?:[ \t]+again)?|many[ \t]+thanks|thx|"
    r"ty|cheers|merci|danke|gracias|grazie|ta)"
)
_GREETING = (
    r"(?i:hi|hello|hey|hiya|dear|good[ \t]+(?:morning|afternoon|evening)|morning|hallo|"
    r"liebe[rs]?|hola|bonjour|salut|ciao)"
)
#: Words that close a message before its signature ("Best,", "Kind regards", "Cheers").
_SIGN_OFF = (
    r"(?i:best(?:[ \t]+(?:regards|wishes))?|(?:kind|warm|warmest|many)?[ \t]*regards|cheers|"
    r"thanks|thank[ \t]+you|many[ \t]+thanks|sincerely|yours(?:[ \t]+(?:truly|sincerely))?|br|kr|"
    r"rgds|thx|ty|talk[ \t]+soon|take[ \t]+care|(?:mit[ \t]+)?freundlichen[ \t]+gr(?:ü|ue)(?:ß|ss)en|"
    r"(?:viele[ \t]+)?gr(?:ü|ue)(?:ß|ss)e|lg|vg|saludos|un[ \t]+saludo|cordialement|bien[ \t]+à[ \t]+vous|"
    r"amitiés|a[ \t]+bientôt)"
)
#: Verbs whose object is a person: "invite Sam", "let Dana know", "cc Priya".
_PERSON_VERB = (
    r"(?i:invite|invited|tell|remind|cc|bcc|ping|e-?mail|message|notify|inform|let|thank|"
    r"loop[ \t]+in|call|text|welcome)"
)
_APPROVER_VERB = (
    r"(?i:approved|approves|signed[ \t]+off|signs[ \t]+off|okayed|ok'?d|oks|agreed|agrees|says|said|"
    r"gave[ \t]+(?:it[ \t]+)?the|(?:must|might|may|will|would|can|could|should|needs[ \t]+to|has[ \t]+to)"
    r"[ \t]+(?:also[ \t]+)?(?:approve|sign[ \t]+off|agree|decide))\b"
)
_PLACES = [
    rf"\b{_THANKS}[ \t]*,?[ \t]*(?P<thanked>{_NAMES}){_AFTER}",  # "thanks Dana", "Cheers, Sam"
    rf"(?:^|[.!?\n][ \t]*)[ \t]*{_GREETING}[ \t]*,?[ \t]+(?P<greeted>{_NAMES}){_AFTER}",  # "Hi Maria,"
    rf"(?:^|[.!?\n])[ \t]*{_SIGN_OFF}[ \t]*,[ \t]*(?P<signed>{_NAMES})[ \t.!]*$",  # "... Best, Maria"
    # a dash before the name at the end: "Yes, go ahead. -- Maria", "\n— Maria" (a lone "-" only
    # after a sentence end: "Yes - Maple" may still name a room)
    rf"(?:(?:^|[.!?\n])[ \t]*(?:--+|[\u2013\u2014~-])|[ \t](?:--+|[\u2013\u2014~]))[ \t]*"
    rf"(?P<dashed>{_NAMES})[ \t.!]*$",
    rf"\b(?:I|me|we)[ \t]*,[ \t]*(?P<named>{_NAMES})[ \t]*,",  # "I, Dana, approve"
    rf"^[ \t]*(?P<here>{_NAME})[ \t]+here\b",  # "Dana here, go ahead"
    rf"\b{_PERSON_VERB}[ \t]+(?P<object>{_NAMES})\b",  # "don't forget to invite Sam"
    # who approves or says so: "Dana approved, go ahead", "Legal has signed off"
    rf"(?P<approver>{_NAMES})[ \t]+(?:(?i:has|had|already|also|just)[ \t]+)*{_APPROVER_VERB}",
]
_PLACE_RE = LazyPattern("|".join(_PLACES), re.M)
#: A signature block: after a "--" line, or after a line that only closes the message ("Best,"),
#: its short lines up to a blank line or a postscript.
_BLOCK_START = LazyPattern(rf"^[ \t]*(?:--+|\u2014|{_SIGN_OFF}[ \t]*[,.!]?)[ \t]*$", re.M)
_BLOCK_LINE = LazyPattern(
    r"[ \t]*(?!(?i:p\.?s\b))(?![^\n]*\b(?i:please|instead|rather|prefer|book|reserve|but|not|room)\b)"
    r"[^\n?]{1,60}"
)


def _names_day(words: str) -> bool:
    """Whether a name found holds a weekday ("Wednesday", "Wed", "Donnerstag"): a day, no person."""
    return any(weekday(word) for word in re.findall(r"[^\W\d_]+", words))


def person_spans(text: str) -> list[tuple[int, int]]:
    """Where ``text`` names people: a name thanked, greeted, signing, said of oneself or the
    object of a verb for people, and a signature block (name, title, phone)."""
    spans = [
        m.span(g)
        for m in _PLACE_RE.finditer(text)
        for g in m.groupdict()
        if m.group(g) and not _names_day(m.group(g))
    ]
    for m in _BLOCK_START.finditer(text):
        end, lines = m.end(), 0
        while lines < 5 and text.startswith("\n", end):
            line = _BLOCK_LINE.match(text, end + 1)
            if not line or not line.group().strip():
                break
            end, lines = line.end(), lines + 1
        if lines:
            spans.append((m.end(), end))
    return spans
