"""A reply above a quoted or forwarded request: the words above a mail's first header, and the
room a quoted request asks for that the reply above it rules out (read by
:func:`arena.model.task.read_request`; split from it to keep one concept a module)."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.model.room_fallback import any_room
from arena.model.room_stance import room_stances
from arena.wording.mail import header_spans, own_words, quoted_lines
from arena.wording.numbers import fold


def above_quote(text: str) -> str | None:
    """The words above the first header of a mail ``text`` replies to or forwards, where there
    are words on both sides of it; else ``None``."""
    spans = header_spans(text)
    if not spans:
        return None
    start, end = spans[0]
    return text[:start] if text[:start].strip() and text[end:].strip() else None


#: Words that leave another room to the model: "Cedar is closed, book another one".
ELSEWHERE = LazyPattern(
    r"\b(?:another|any other|other rooms?|a different|something else|elsewhere|instead|anderen?|"
    r"otra|otro|autre|whatever|whichever)\b"
)


def out_above(text: str) -> str | None:
    """The room a quoted request asks for that the reply above it rules out, the reply asking
    for none: "FYI — Cedar is closed on Thursday" above "> Can we use Cedar Thursday for 6?"
    (requests44b: the first free room, Aspen, was booked unasked)."""
    quoted, own = quoted_lines(text), own_words(text)
    mine = room_stances(own) if quoted else {}
    if not mine or "wanted" in mine.values() or ELSEWHERE.search(fold(own)) or any_room(own):
        return None  # "Not Cedar, any other room is fine.": another room is left to the model
    asked = (k for k, s in room_stances(quoted).items() if s == "wanted")
    return next(
        (k if k.startswith("R-") else k.title() for k in asked if mine.get(k) == "ruled_out"), None
    )
