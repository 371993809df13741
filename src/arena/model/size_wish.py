"""A room's size asked for beyond the head count: "the biggest room", "a large room".

The scripted model books the smallest free room that seats the head count (``search_rooms``
lists them smallest first), so "Book the biggest room for 6 on Tuesday" proposed Aspen, the
smallest, in a question that read as if the wish was met (outside tester 22, finding 3), where
"the one with the big screen" was said as not checked (:mod:`arena.wording.requirements`). The
wish for a big room is said likewise (:func:`arena.model.rooms.summary`); one for the smallest
room the model meets, so it is not said.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

_NOUN = r"(?:room|one|space|place|meeting room|conference room)"
#: "the biggest room", "the largest one available", "the biggest", "a bigger room", "a large
#: room", "plenty of space", "den größten Raum", "einen großen Raum", "la sala más grande", "la
#: plus grande salle", "une grande salle". A superlative alone counts where no other noun
#: follows ("the biggest for 6"), not in "the largest team".
_WISH = LazyPattern(
    r"(?<![\w-])(?:"
    rf"(?:the\s+|a\s+|an\s+)?(?:biggest|largest|roomiest|most\s+spacious|bigger|larger|roomier)"
    rf"(?:\s+{_NOUN}(?:\s+(?:available|possible|you\s+have|there\s+is))?"
    r"|\s+(?:available|possible|you\s+have|there\s+is)|(?=\s+(?:for|on|we|that|please)\b|\s*[.,;:!?)]|\s*$))"
    rf"|(?:a|the)\s+(?:(?:really|very|nice)\s+)?(?:big|large|huge|spacious|roomy)\s+{_NOUN}"
    r"|(?:plenty|lots|loads)\s+of\s+(?:space|room)|the\s+(?:bigger|larger)\s+the\s+better"
    r"|(?:den|das|der|die|einen|ein)\s+(?:m[öo]glichst\s+)?gr(?:ö|oe|o)(?:ß|ss)(?:t?e[nrs]?)\s+"
    r"(?:raum|zimmer|besprechungsraum)|(?:den|das|die)\s+gr(?:ö|oe|o)(?:ß|ss)te[nrs]?"
    r"|m[öo]glichst\s+gro(?:ß|ss)"
    r"|(?:la\s+|una\s+)?(?:sala\s+)?(?:m[aá]s\s+(?:grande|amplia)|grande|amplia)(?:\s+sala)?"
    r"(?=\s|[.,;:!?]|$)"
    r"|(?:la\s+)?(?:salle\s+)?(?:la\s+)?plus\s+grande(?:\s+salle)?|une\s+grande\s+salle"
    r")(?![\w-])",
    re.IGNORECASE,
)
#: Spanish "grande" alone is a size only beside "sala" ("una sala grande", "la más grande").
_BARE_GRANDE = re.compile(r"(?:la\s+|una\s+)?(?:grande|amplia)", re.IGNORECASE)


def size_wishes(text: str) -> list[str]:
    """The request's words that ask for a big room, as written, each once."""
    found = [" ".join(m.group(0).split()) for m in _WISH.finditer(text)]
    return list(dict.fromkeys(w for w in found if not _BARE_GRANDE.fullmatch(w)))


__all__ = ["size_wishes"]
