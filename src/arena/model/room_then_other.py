"""A room only spoken of, then a booking that names another: the booking's room is asked.

"Is Cedar free Tuesday? Book Maple for 6." booked Cedar, and "Aspen is the smallest, so book
Cedar" booked Aspen (requests49c): a room at the head of a question about it ("Is Cedar free …?")
or of a statement about it ("Aspen is …") read as asked for, beside the room the booking names.
The first is only named when the next clause books another room with nothing but "so"/"then"
before the verb. Not where the booking is a fallback ("If not, book Maple", "… Maple if it's
taken", "… or Maple") or a second booking ("book Maple too").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Before the room, in its sentence: nothing, or a question's verb ("Is Cedar …", "Est-ce que").
_HEAD = LazyPattern(
    r"(?:^|[.!?;\n]\s*)(?:(?:well|ok|okay|hm+|and|but|also|btw|fyi)\W*\s+)*"
    r"(?:(?:is|are|was|ist|war|est-ce que|esta|e)\s+)?(?:the\s+)?$"
)
#: Right after the room: a statement about it ("Aspen is the smallest", "Cedar's booked").
_SAID_OF = LazyPattern(r"(?:\s+room)?(?:'s\b|\s+(?:is|was|has|ist|war|es|est|e|hat)\b)")
#: Where the clause about the room ends, before the booking: ", so", "? ", ". ", "; then".
_BREAK = LazyPattern(r"[,.;!?\n\u2013\u2014]")
#: The booking's head, right before the other room: "so book", "Then please reserve the".
_BOOKS = LazyPattern(
    r"^\s*(?:(?:so|then|just|please|pls|ok|okay|dann|also|alors|entonces|allora|dus)\W*\s+){0,3}"
    r"(?:book|reserve|grab|take|buch|buche|reserviere|reserva|prenota|boek|reserveer)\s+"
    r"(?:(?:us|me)\s+)?(?:the\s+)?(?:room\s+)?$"
)
#: A fallback, a condition or a second booking anywhere near: "if not", "otherwise", "too".
_NOT_INSTEAD = LazyPattern(
    r"\b(?:if|unless|otherwise|else|or|in case|too|also(?!\s+(?:buch|reservier))|as well|and|wenn|"
    r"falls|sonst|auch|si|"
    r"sinon|aussi|tambien|anche|altrimenti|ook|anders|senao|caso)\b"
)
_REACH = 160  # characters from the room to the other that the reading spans


def other_booked_after(folded: str, span: tuple[int, int], next_start: int) -> bool:
    """Whether the room at ``folded[start:end]`` (``span``) is only spoken of, and the clause after
    it books the next room named (at ``next_start``) instead."""
    start, end = span
    if next_start - end > _REACH or not _HEAD.search(folded, max(0, start - 40), start):
        return False
    cut = _BREAK.search(folded, end, next_start)
    if cut is None or _NOT_INSTEAD.search(folded, end, next_start):
        return False
    if folded[cut.start()] != "?" and not _SAID_OF.match(folded, end):
        return False
    if not _BOOKS.search(folded[cut.end() : next_start]):
        return False
    stop = _BREAK.search(folded, next_start)
    return not _NOT_INSTEAD.search(folded, next_start, stop.start() if stop else len(folded))


__all__ = ["other_booked_after"]
