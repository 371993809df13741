"""A correction that keeps one of several rooms asked for keeps that room's own count and day.

Mechanism: where two or more rooms are each asked for with their own count ("Cedar for the 8 of
us … and Maple for the 10 of us …") and the request ends by keeping one of them ("— no wait,
just Cedar", "actually only Cedar", "eigentlich nur Cedar"), the other rooms' names and counts
are dropped before the readers read it, so the kept room's count is the head count (not the
sum: heldout52_train r079 read 18 people and booked nothing) and a day said once for both stays.
The ending must keep one room and say nothing else; any other ending is left as it was.
"""

from __future__ import annotations

import functools
import re

from arena.lazy_pattern import LazyPattern

#: A count a room is asked for with: "for 8", "for the 8 of us", "pour 8", "für acht".
_COUNT = (
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|"
    r"fourteen|fifteen|sixteen|eighteen|twenty)"
)
#: Words that correct what came before: "no wait", "actually", "on second thought".
_MARK = (
    r"(?:no\s+wait|wait|no|nope|actually|scratch\s+that|on\s+second\s+thoughts?|sorry|i\s+mean|"
    r"correction|change\s+of\s+plans?|make\s+it|eigentlich|doch|nein|en\s+fait|finalement|non|"
    r"plut[oô]t|en\s+realidad|mejor|perd[oó]n|anzi|nee|eh|oops|hmm|ok)"
)
_ONLY = r"(?:just|only|nur|seulement|juste|solo|solamente|s[oó]lo|alleen|bara)"


@functools.lru_cache(maxsize=8)
def _patterns(names: tuple[str, ...]) -> tuple[re.Pattern[str], re.Pattern[str]]:
    alts = "|".join(re.escape(n) for n in names)
    asked = re.compile(
        rf"(?i)\b(?P<room>{alts})(?:\s+room)?\s+(?:for|f[uü]r|pour|para|per|voor|f[oö]r)\s+"
        rf"(?:the\s+|les\s+|die\s+)?(?P<n>{_COUNT})\b(?:\s+(?:of\s+us|people|persons|ppl|pax|"
        r"personen|personnes|personas|persone))?"
    )
    kept = re.compile(
        rf"(?i)(?:[,.;!\u2013\u2014-]|\b{_MARK}\b)[\s,.:;!\u2013\u2014-]*"
        rf"(?:(?:{_MARK})\b[\s,.:;!\u2013\u2014-]*)*{_ONLY}\s+(?:the\s+)?(?P<room>{alts})"
        r"(?:\s+room)?(?:\s+(?:only|then|please|pls|bitte|svp|por\s+favor))?[\s.!]*$"
    )
    return asked, kept


def kept_room(text: str, names: tuple[str, ...]) -> str:
    """``text`` with the rooms a closing "just X" drops taken out with their own counts, where
    two or more rooms were asked for each with a count and X is one of them; else ``text``."""
    if not names or len(text) > 2000:
        return text
    asked, kept = _patterns(names)
    end = kept.search(text)
    if end is None:
        return text
    keep = end.group("room").casefold()
    found = list(asked.finditer(text, 0, end.start()))
    rooms = {m.group("room").casefold() for m in found}
    if len(rooms) < 2 or keep not in rooms:
        return text
    out, at = [], 0
    for m in found:
        if m.group("room").casefold() != keep:
            out.append(text[at : m.start()])
            at = m.end()
    out.append(text[at:])
    return "".join(out)


_SPACES = LazyPattern(r"[ \t]{2,}")


def kept_room_request(text: str, names: tuple[str, ...]) -> str:
    """:func:`kept_room`, runs of spaces it leaves made one."""
    dropped = kept_room(text, names)
    return dropped if dropped is text else _SPACES.sub(" ", dropped)


__all__ = ["kept_room", "kept_room_request"]
