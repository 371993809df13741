"""A room set against the one ruled out right before it: "Not Cedar, Aspen on Tuesday for 6",
"Not Cedar — Aspen", "Cedar no, Aspen …", "Nicht Cedar, sondern Aspen", "Pas Cedar, Aspen".

The second room is the one wanted. A room after a comma used to be read as one more room of the
list the "not" opens, and both were ruled out: "Not Cedar, Aspen on Tuesday for 6." booked R-210
(Maple) unasked (requests46b). A list is a list where a conjunction closes it ("Not Cedar or
Aspen", "not Cedar, Aspen or Maple": each ruled out, as before), or a third room follows ("not
Cedar, Aspen, Maple": read as before); a room said something of ("Not Cedar, Aspen was noisy
too") is read as before.
"""

from __future__ import annotations

import functools

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: A negation, in the languages the readers know: "not", "nicht", "pas", "niet", "nie", "inte".
_NEG = (
    r"(?:not|no|never|except|avoid|skip|nicht|kein\w*|pas|sin|niet|geen|non|nao|nie|inte|ikke|ej)"
)
#: What says "no" after the room it refuses: "Cedar no", "Cedar niet", "Cedar nicht".
_NO_AFTER = r"(?:no|not|nope|nah|niet|nee|nicht|nein|non|pas|nao|nie|inte|nej)"
#: The room ruled out right before a room's name, and what sets the second against it: a comma,
#: semicolon or dash, and/or a "but (rather)".
_SET_AGAINST = LazyPattern(
    rf"(?:\b{_NEG}\s+(?:the\s+)?(?P<a>r-?\d{{3}}|[a-z]+)(?:\s+room)?"
    rf"|\b(?P<b>r-?\d{{3}}|[a-z]+)(?:\s+room)?\s+{_NO_AFTER}(?=\s*[,;\u2013\u2014-]))"
    r"\s*(?P<mark>[,;]|\s-+|[\u2013\u2014]|-)?\s*"
    r"(?P<but>(?:but|sondern|sino|mais|maar|ma|mas|ale|lecz|tylko|utan|men|aber|just|only)\s+"
    r"(?:(?:rather|instead|lieber|eher|plutot|piuttosto|liever|mejor|raczej|hellre)\s+)?)?"
    r"(?:the\s+)?\Z"
)
#: After the room, a list the "not" may go on over: "Aspen or Maple", "Aspen, Maple", "Aspen and
#: Maple" (the room after the conjunction checked to be one).
_LIST_GOES_ON = LazyPattern(
    r"(?:\s+room)?\s*(?:,\s*(?:the\s+)?(?P<n>r-?\d{3}|[a-z]+)\b"
    r"|,?\s*(?:or|and|nor|oder|und|noch|ni|ou|et|y|o|e|of|eller|lub|albo|i|/|&)\s*(?:the\s+)?"
    r"(?P<m>r-?\d{3}|[a-z]+)\b)"
)
#: After the room, words that say something of it rather than ask for it: "Aspen was noisy
#: too", "Aspen's aircon is broken", "Aspen ist kaputt", "Aspen doesn't work".
_SAID_OF = LazyPattern(
    r"(?:\s+room)?(?:'s\b|\s+(?:is|was|were|are|has|had|does|did|doesn'?t|didn'?t|isn'?t|"
    r"wasn'?t|won'?t|can'?t|smells?|looks|seems|sounds|feels|too|also|ist|war|hat|hatte|es|era|"
    r"fue|est|etait|a|avait|heeft|e|ha|jest|byla?|ar|var|har|hade)\b)"
)


@functools.cache
def _room_words() -> frozenset[str]:
    """The folded names of the arena's rooms (imported late: the rooms tool reads models)."""
    from arena.tools.rooms import ROOMS

    return frozenset(fold(room.name) for room in ROOMS)


def _is_room(word: str | None) -> bool:
    """Whether ``word`` (folded) is a room's name or id ("aspen", "r-204", "r204")."""
    if word is None:
        return False
    bare = word.replace("-", "")
    return word in _room_words() or (bare[:1] == "r" and bare[1:].isdigit())


def set_against(folded: str, start: int, end: int) -> bool:
    """Whether the room named at ``folded[start:end]`` (folded text) is the one wanted in place
    of a room ruled out right before it (:data:`_SET_AGAINST`), a list not going on after it
    and nothing said of it."""
    if not _is_room(folded[start:end]):
        return False
    m = _SET_AGAINST.search(folded, max(0, start - 60), start)
    if m is None or not (m["mark"] or m["but"]) or not _is_room(m["a"] or m["b"]):
        return False
    on = _LIST_GOES_ON.match(folded, end)
    if on is not None and _is_room(on["n"] or on["m"]):
        return False  # "not Cedar, Aspen or Maple": the "not" said of each
    return _SAID_OF.match(folded, end) is None


#: Between a room's name and the next, a "but" that says something of the first through a
#: pronoun, then a "so" that leads to the second: "Aspen would be nice, but it's small, so Cedar
#: please", "We usually use Aspen, but it's being painted, so Cedar …", "Aspen wäre schön, aber
#: er ist zu klein, also Cedar", "Aspen serait bien, mais elle est petite, donc Cedar".
_BUT_IT_SO = LazyPattern(
    r"^[^.;!?\n]{0,80}?\b(?:but|aber|mais|pero|ma|maar)\s+"
    r"(?:it|that|this|that one|this one|er|es|sie|der|das|il|elle|c|ce|esa|ese|e|die|het|hij)"
    r"(?:'s|'|\s+(?:is|was|has|had|would|will|'ll|won'?t|isn'?t|wasn'?t|doesn'?t|does not|"
    r"can'?t|got|gets|seems|ist|war|hat|est|etait|a|esta|es|era|tiene|ha|era|is|heeft))"
    r"[^.;!?\n]{0,60}?[,;\u2013\u2014-]?\s*"
    r"(?:so|donc|alors|also|asi que|entonces|quindi|allora|dus)\s+(?:(?:then|just|maybe|perhaps|"
    r"instead|rather|dann|eben|plutot|mejor|meglio)\s+)?(?:(?:the|la|le|el|den|die|de)\s+)?$"
)


def dropped_for_next(between: str) -> bool:
    """Whether the words ``between`` a room's name and the next room's (folded) drop the first
    for the second (:data:`_BUT_IT_SO`): its "would be nice" or "we usually use" asked for it
    (requests49: Aspen was booked, the room the writer turned from)."""
    return _BUT_IT_SO.search(between) is not None
