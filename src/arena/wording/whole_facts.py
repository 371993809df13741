"""Whether a fact an answer shares with the request is said whole, or as part of another one.

The answer reader says a room, day or count the answer repeats as "it"
(:func:`arena.wording.facts.compare`), so that "Yes, book Aspen" reads as the plain yes it is.
Outside tester 27c found the request's fact taken inside other words: "aspen annex" read "it
annex", "room 102b" "room itb", "six teen people" "it teen people", "a week from tuesday" "a week
from it", and each approved the booking asked. Each names another room, count or day: a room
name with a word that names a part or another room beside it ("Aspen Annex", "Aspen B", "Aspen
West", "new Aspen"), a number glued to more letters or digits ("102b") or to "teen" ("six teen",
16 as speech-to-text writes it), a weekday said a week on ("a week from Tuesday", "the following
Tuesday", "Tuesday week"). :func:`part_of` names the whole, so that the yes is unclear naming it.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: A word after a room's name that makes it another room or a part of one ("Aspen Annex",
#: "Aspen B", "Aspen West", "Aspen Lounge", "Aspen 2"): a place word, a compass point, a single
#: letter (not "a", "i", "s": "Aspen's", "Aspen I think") or a Roman numeral.
_ROOM_AFTER = LazyPattern(
    r"[ \t]*-?[ \t]*(?:annexe?|wing|west|east|north|south|upper|lower|lounge|suite|hall|studio|"
    r"pod|booth|terrace|loft|extension|tower|building|block|mini|annex room|side|corner|"
    r"[b-hj-rt-z]|ii|iii|iv)(?![\w'-])",
    0,
)
#: A word before a room's name that makes it another room ("new Aspen", "big Aspen", "the other
#: Aspen", "Aspen's annex" is read after).
_ROOM_BEFORE = LazyPattern(
    r"(?<![\w'-])(?:new|old|big|small|little|main|upper|lower|north|south|east|west|mini|large|"
    r"other|second|first)[ \t]+$",
    0,
)
#: "teen" or "ty" after a number word: "six teen" is sixteen, "six ty" or "six t" sixty, as
#: speech-to-text splits them.
_TEEN = LazyPattern(r"[ \t]*-?[ \t]*(?:teen|ty|t)(?![\w'-])", 0)
#: A weekday said a week on: "a week from Tuesday", "a week on Tuesday", "two weeks from
#: Tuesday", "the following Tuesday", "the Tuesday after (next)", "Tuesday week", "Tuesday next
#: wk", "Tuesday fortnight".
_DAY_BEFORE = LazyPattern(
    r"(?<![\w'-])(?:(?:a|one|two|three|\d+)[ \t]+weeks?[ \t]+(?:from|on|after)(?:[ \t]+(?:this|next))?"
    r"|(?:the[ \t]+)?following|(?:the[ \t]+)?one[ \t]+after|after[ \t]+next)[ \t]+$",
    0,
)
_DAY_AFTER = LazyPattern(
    r"[ \t]*(?:week|wk|fortnight|after[ \t]+next|(?:of|on)[ \t]+the[ \t]+(?:following|next)"
    r"[ \t]+week|next[ \t]+wk)(?![\w'-])",
    0,
)


_KINDS = frozenset(("room", "day", "day ruled out", "count", "number"))


def part_of(answer: str, kind: str, span: tuple[int, int]) -> str | None:
    """The words of ``answer`` that the fact at ``span`` (a room, day, count or number the
    request names) is part of, where they name another one ("Aspen Annex", "102b", "six teen",
    "a week from Tuesday"); None where the fact is said whole."""
    if kind not in _KINDS:
        return None
    start, end = span
    lowered = answer.lower()
    if (start and lowered[start - 1].isalnum()) or lowered[end : end + 1].isalnum():
        left = start
        while left and lowered[left - 1].isalnum():
            left -= 1
        right = end
        while right < len(lowered) and lowered[right].isalnum():
            right += 1
        return answer[left:right]  # "102b", "aspen2": glued to more of a word
    before, after = None, None
    if kind == "room":
        before = _ROOM_BEFORE.search(lowered, 0, start)
        after = _ROOM_AFTER.match(lowered, end)
    elif kind in ("count", "number"):
        after = _TEEN.match(lowered, end)
    elif kind in ("day", "day ruled out"):
        before = _DAY_BEFORE.search(lowered, 0, start)
        after = _DAY_AFTER.match(lowered, end)
    if before is None and after is None:
        return None
    return " ".join(
        answer[before.start() if before else start : after.end() if after else end].split()
    )
