"""A reply's own words above (or below) the mail it quotes: the newest message says the request.

Mechanism: where a text quotes an earlier mail, the writer's own words are read first; where they
alone read as a booking, that booking is the request and the quoted mail's room, day and count
are history; where they only thank or acknowledge, the quoted request is not theirs to ask again
(asked about, not booked).

requests53: "Yes, let's do Thursday. Can you book Maple?" above a quoted "Should we use Atrium
on Monday for 20?" booked Atrium for 20 (the whole thread was read as one request, the quote's
count choosing the room), and "Thanks!" above "> Book Cedar for Tuesday" booked Cedar: a thanks
is no request. A reply that refers back ("book it", "yes, go ahead", "book something that fits")
is read with the quote, as before (:func:`arena.model.task.read_request`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import TypeVar

from arena.lazy_pattern import LazyPattern
from arena.model.other_names import folded_room_names
from arena.model.room_translations import in_room_names
from arena.wording.days import ABBREV, DAY_WORDS
from arena.wording.mail import header_spans, own_words, quoted_lines
from arena.wording.numbers import fold

R = TypeVar("R")

#: Words that thank or acknowledge, in the languages read: one must be said for a thanks.
_THANK_WORD = LazyPattern(
    r"\b(?:thanks|thank|thx|ty|tks|tnx|cheers|danke|dank|merci|gracias|grazie|bedankt|"
    r"dankjewel|obrigad[oa]|got it|noted|received|understood|entendu|bien recu|verstanden|"
    r"ricevuto)\b"
)
#: Words that ask or consent beside a thanks: "Thanks, yes please", "Danke, bitte buchen", "Merci,
#: vas-y", "that works", "go ahead" — a thanks with one of these answers or asks, and the quoted
#: request is read with it.
_ASKS = LazyPattern(
    r"\b(?:yes|yeah|yep|yup|sure|please|pls|plz|go ahead|go for it|do it|works|fine|sounds good|"
    r"looks good|agreed|confirm\w*|approved?|proceed|book\w*|reserv\w*|buch\w*|prenot\w*|boek\w*|"
    r"ja|bitte|passt|einverstanden|mach|oui|vas-y|allez-y|d'accord|ca marche|ca me va|si|vale|"
    r"claro|adelante|de acuerdo|por favor|va bene|procedi|graag|doe maar|can|could|would|need|"
    r"want|let'?s|also|and then|in advance|im voraus|d'avance|de antemano|in anticipo)\b|[?\d]"
)
#: A mail's own header line ("From: Tom", "Subject: Re: planning"), not a quote's mark.
_OWN_HEADER = LazyPattern(
    r"\s*(?:from|von|de|van|da|to|an|aan|para|subject|betreff|objet|asunto|oggetto|onderwerp|"
    r"date|datum|fecha|sent|cc)[ \t]*:",
    re.I,
)
_WORD = LazyPattern(r"[^\W\d_]+(?:'[^\W\d_]+)?")


def quotes_a_mail(text: str) -> bool:
    """Whether ``text`` quotes or forwards an earlier mail ("> " lines, "On …, X wrote:",
    "-----Original Message-----", "Von: …")."""
    return bool(header_spans(text)) or any(s.lstrip().startswith(">") for s in text.splitlines())


def thanks_only(words: str) -> bool:
    """Whether ``words`` only thank or acknowledge ("Thanks!", "Ok thanks", "Parfait, merci !",
    "Got it, see you there"): a thanks is said, and nothing that asks or consents
    (:data:`_ASKS`), nor a room, a weekday or a number."""
    folded = fold(words)
    if not _THANK_WORD.search(folded) or _ASKS.search(folded):
        return False
    found = set(_WORD.findall(folded))
    return not found & (set(DAY_WORDS) | set(ABBREV) | set(folded_room_names()))


@functools.lru_cache(maxsize=256)
def _own(text: str) -> str | None:
    """The writer's own words in a ``text`` that quotes a mail, where there are some and they
    are not the whole text; else ``None``."""
    if not quotes_a_mail(text):
        return None
    spans = header_spans(text)
    if spans and not text[: spans[0][0]].strip() and _OWN_HEADER.match(text[spans[0][0] :]):
        text = text[spans[0][1] :]  # "From: Tom\nSubject: Re: planning": the reply's own headers
    own = own_words(text).strip()
    return own if own and own != text.strip() else None


def newest_words(text: str, read: Callable[[str], R], asks: Callable[[R], bool]) -> str | None:
    """The reply's own words where they alone read (``read``) as a booking (``asks``): the words
    the request is in; else ``None`` (the whole text is)."""
    own = _own(text)
    return own if own is not None and asks(read(own)) else None


#: Own words that leave the room to the model where the quoted room will not do: "book something
#: that fits", "whatever fits", "another room", "a bigger one", "etwas Passendes", "une autre
#: salle", "una sala más grande".
_OPEN_ROOM = LazyPattern(
    r"\b(?:something|anything|whatever|whichever|one|a room|any room|somewhere)\b[^.!?\n]{0,20}?"
    r"\b(?:fits?|fitting|big enough|large enough|works)\b"
    r"|\b(?:another|a different|a bigger|a larger|any other|some other)\s+(?:room|one|space)\b"
    r"|\bsomething (?:bigger|larger|else)\b"
    r"|\b(?:etwas passendes|einen? (?:anderen?|grosseren?) raum|(?:une )?autre salle|"
    r"une salle plus grande|quelque chose qui convient|otra sala|una sala mas grande|"
    r"algo que (?:sirva|quepa)|un'altra sala|una sala piu grande)\b"
)


def with_quoted_facts(
    text: str,
    count_of: Callable[[str], int | None],
    day_of: Callable[[str], str | None],
    *,
    named: bool = False,
) -> str | None:
    """The reply's own words where they leave the room to the model (:data:`_OPEN_ROOM`), or
    (``named``) name a room of their own (:func:`names_a_room`), with
    the head count and weekday the quoted mail says where they say none: "Agreed — book something
    that fits on Monday." above "> Too small, we're 9 now." is "…\n9 people" (requests53: the
    quote's Juniper was asked for, and found too small). The quote's rooms are not carried: the
    reply asks for another. ``None`` where the reply does not leave the room open."""
    own = _own(text)
    if own is None or not (names_a_room(own) if named else _OPEN_ROOM.search(fold(own))):
        return None
    quoted = quoted_lines(text)
    facts = []
    count = count_of(own)
    if count is None and (count := count_of(quoted)) is not None:
        facts.append(f"{count} people")
    if _BIGGER.search(fold(own)) and (seats := _seats_named(quoted)) and (count or 0) <= seats:
        facts = [f for f in facts if not f.endswith(" people")] + [f"{seats + 1} people"]
    if day_of(own) is None and (day := day_of(quoted)) is not None:
        facts.append(day)
    return f"{own}\n{', '.join(facts)}" if facts else None


#: Own words asking for a bigger room than the quoted one: "a bigger one", "something larger",
#: "einen größeren Raum", "une salle plus grande" (regress53: the quote's count alone booked Aspen,
#: smaller than the quoted Cedar).
_BIGGER = LazyPattern(
    r"\b(?:bigger|larger|more seats|grosser\w*|groesser\w*|plus grande?|mas grande|piu grande"
    r"|groter\w*|maior)\b"
)


def _seats_named(words: str) -> int:
    """The most seats of the arena's rooms ``words`` name by name (0 where none)."""
    from arena.tools.rooms import ROOMS

    found = set(_WORD.findall(fold(in_room_names(words))))
    return max((r.capacity for r in ROOMS if fold(r.name) in found), default=0)


def names_a_room(words: str) -> bool:
    """Whether ``words`` name one of the arena's rooms (its name or id): a reply that names
    its own room ("Can you book Maple?", "Don't book Atrium. Book Maple.") asks for that room,
    and the quote gives only the count and weekday it lacks (regress53: the quote's Atrium was
    booked)."""
    folded = fold(in_room_names(words))  # "Buch lieber Ahorn.": Maple
    return bool(set(_WORD.findall(folded)) & set(folded_room_names())) or bool(
        _ROOM_ID.search(folded)
    )


_ROOM_ID = LazyPattern(r"\br-?\d{3}\b")


def thanked_only(text: str) -> bool:
    """Whether ``text`` quotes a mail and the writer's own words beside it only thank."""
    own = _own(text)
    return own is not None and thanks_only(own)


__all__ = ["newest_words", "quotes_a_mail", "thanked_only", "thanks_only", "with_quoted_facts"]
