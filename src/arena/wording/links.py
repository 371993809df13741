"""A web address in an answer: its path and query are no words of the answer.

"Approved: https://approvals.example.com/r/48213?decision=approve", "Yes! http://bit.ly/3xYz9",
"ok https://zoom.us/j/9876543210?pwd=xyz", "yes — see https://example.com/2024/12/no-cost-centre"
and "ok, book it https://example.com/cancel-policy" each read unclear (answers40): the address's
digits were read as a head count or a time, its "no" or "cancel" as words of the answer. An
address is read as the rooms it names alone ("https://rooms.example.com/R-204" names R-204, so a
yes with it to another room stays unclear); a chat link's or a Markdown link's label is read as
the words it shows ("<https://example.com/a|approve>", "[the record](https://…)"). An answer
that is only an address says nothing (unclear), whatever its query says ("?decision=approve").
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern
from arena.wording.room_words import room_words

#: A chat app's link with its label: "<https://example.com/a|approve>".
_LABELLED = LazyPattern(r"<(?:https?://|www\.)[^\s<>|]+\|([^<>\n]*)>", re.I)
#: A Markdown link: "[the record](https://example.com/r/1)".
_MARKDOWN = LazyPattern(r"\[([^\[\]\n]*)\]\((?:https?://|www\.)[^\s()]+\)", re.I)
#: A bare address, in angle brackets or not: "https://…", "www.example.com/…".
_BARE = LazyPattern(r"<?\b(?:https?://|www\.)[^\s<>]*[^\s<>.,;:!?)\]'\"]>?", re.I)
#: An id-shaped room in an address ("/R-204", "?room=r204").
_ROOM_ID = LazyPattern(r"(?<![a-z0-9])r-?\d{3}(?![0-9])", re.I)


def without_links(text: str, rooms: object = None) -> str:
    """``text`` with each web address written as the rooms it names, and each labelled link as
    its label (see the module docstring); ``text`` itself where it holds no address."""
    if "http" not in text.lower() and "www." not in text.lower():
        return text
    text = _LABELLED.sub(lambda m: m.group(1), text)
    text = _MARKDOWN.sub(lambda m: m.group(1), text)
    names: list[str] = []
    if rooms is not None:
        for room in rooms:  # type: ignore[attr-defined]
            names.extend(word for word in room_words(room) if not _ROOM_ID.fullmatch(word))

    def named(m: re.Match[str]) -> str:
        address = m.group()
        said = [
            found.upper().replace("R", "R-", 1).replace("--", "-")
            for found in _ROOM_ID.findall(address)
        ]
        parts = {p.lower() for p in re.split(r"[/?&=#.+_:%-]+", address)}
        said += [name for name in names if name.lower() in parts]
        return f" {' '.join(said)} " if said else " "

    # "Approved: <address>": the mark that led to the address goes with it
    return _LED_IN.sub("", _BARE.sub(named, text))


#: What pointed to an address left at a line's end ("Approved: ", "Approved → ").
_LED_IN = LazyPattern(r"[ \t]*(?::|->|=>|\u2192|\u27a1\ufe0f?)[ \t]*$", re.M)


__all__ = ["without_links"]
