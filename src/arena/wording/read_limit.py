"""How many characters of a person's own words the readers read: past it, none are read.

A person's answer is a line or a few; a request is a sentence or a short mail. The readers run
dozens of patterns over the words and look back over what came before each day, room and "no"
they meet, so their cost grows faster than the text: 16,000 characters of "...", "Tuesday
Tuesday …" or "Yes, book Aspen. " repeated took 10 s and more, the scripted model's server
answering nobody meanwhile (outside tester 27; the model reads at most
:data:`arena.model.reading.READ_AT_MOST` characters of a tool result, quoted mail and signature
included). The limits apply to the words the person wrote, after quoted lines, headers and
signatures are taken out, so a short reply above a long thread is still read.
"""

from __future__ import annotations

#: The most characters of an answer's own words read: a longer one is unclear (the model does
#: nothing on it). The longest answer any test or outside tester wrote was ~700.
ANSWER_AT_MOST = 2_000
#: The most characters of a request (headers taken out) read: a longer one is not understood,
#: and the model asks for it again. Items' requests are under 100.
REQUEST_AT_MOST = 3_000


def too_long(words: str, at_most: int, what: str = "answer") -> str | None:
    """Why ``words`` are not read (as one ``what``), or ``None`` when they are no longer than
    ``at_most``."""
    if len(words) <= at_most:
        return None
    return f"it is {len(words):,} characters long, more than the {at_most:,} read as one {what}"


__all__ = ["ANSWER_AT_MOST", "REQUEST_AT_MOST", "too_long"]
