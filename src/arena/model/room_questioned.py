"""A room named in a question and taken after it by a pronoun: "… Cedar? Please book it now.".

"Why didn't you book Cedar? Please book it now." booked Aspen (requests49b): the question's
"didn't" read Cedar as ruled out, and the "it" of the booking after it was no room. "It" after
a question about a room is that room, in each language the model reads ("Is Cedar free Tuesday?
Then book it", "Ist Cedar frei? Dann buch ihn", "¿Está libre Cedar? Resérvalo", "Cedar est
libre ? Réserve-la", "Cedar è libera? Prenotala", "Reserva-a", "Boek hem"). Not where the
booking is refused ("Don't book it yet") or another room is named before the pronoun.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: What ends a sentence before its question mark (the room is then not in the question).
_ENDS = LazyPattern(r"[.!\n]")
#: A booking verb with a pronoun for its room, in the folded text.
_TAKEN = LazyPattern(
    r"\b(?:book|reserve|grab|take|get|snag|nab|secure|hold)\s+(?:it|that(?:\s+(?:one|room))?|"
    r"this(?:\s+one)?|the room)\b"
    r"|\b(?:buch|buche|bucht|buchen|reservier\w*|nimm|nehmt)\s+(?:sie\s+)?(?:ihn|es|den|das)\b"
    r"|\b(?:reserv|agend)\w*?(?:lo|la)\b|\breserv\w*-(?:la|le|a|o)\b|\bprenot\w*?(?:la|lo)\b"
    r"|\b(?:la|le|lo|l')\s*(?:reserv|prenot)\w*"
    r"|\b(?:boek|reserveer)\s+(?:hem|het|die|deze)\b"
)
#: Right before the verb, a refusal: "don't book it", "no la reserves", "ne la réserve pas".
_REFUSED = LazyPattern(
    r"\b(?:don'?t|do not|never|not|no|nicht|nie|ne|non|nao|niet|nunca)\s+(?:\w+\s+){0,2}$"
)
#: Right after the pronoun, a refusal: "buch ihn nicht", "boek hem niet", "réserve-la pas".
_NOT_AFTER = LazyPattern(r"\s+(?:noch\s+)?(?:nicht|niet|pas|yet)\b")
_REACH = 200  # characters after the question that a pronoun may stand in


def taken_after_question(folded: str, end: int, next_start: int) -> bool:
    """Whether the room named at ``folded[:end]`` stands in a question and a booking after the
    question takes it by a pronoun before the next room is named (at ``next_start``)."""
    mark = folded.find("?", end, end + _REACH)
    if mark < 0 or _ENDS.search(folded, end, mark) or next_start <= mark:
        return False
    found = _TAKEN.search(folded, mark + 1, min(next_start, mark + 1 + _REACH))
    if found is None:
        return False
    before = folded[max(mark + 1, found.start() - 30) : found.start()]
    return not _REFUSED.search(before) and not _NOT_AFTER.match(folded, found.end())


__all__ = ["taken_after_question"]
