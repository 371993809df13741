"""What an approval's words rule out, for :func:`arena.check_approved.differs`: a value the
words name only to rule it out was never approved (approved47b, after red team 47).

Where no proposer binds the gate (a user's own arena, ``open`` in ``arena show``), the words are
the only judge of a booking, and they were read for whether a value appears in them, not what
they say of it: "Book R-102, not R-204" passed a booking of R-204, as did "anything but Cedar",
"Aspen (Cedar is too small)", "not on Tuesday, Wednesday" and "for 6 — not 8". Rooms are read
as the scripted model reads a request's (:func:`arena.model.room_asked.ruled_out_rooms`), days
as its day reader does (:func:`arena.wording.days.day_kind`), and a number by the words right
around it here, in English, German, Spanish, French and Dutch.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence

from arena.lazy_pattern import LazyPattern


def fold(text: str) -> str:
    """:func:`arena.wording.numbers.fold`, imported on first use: importing the checks (the cold
    resume path, docs/benchmarks.md) loads no wording."""
    from arena.wording.numbers import fold as folded

    return folded(text)


#: Right before a number, words that rule it out: "6, not 8", "instead of 8", "rather than 8",
#: "anything but 8", "nicht 8", "statt 8", "no 8", "en lugar de 8", "pas 8", "au lieu de 8",
#: "niet 8", "in plaats van 8" ("not for 8", "not 8 people" alike).
_NUMBER_OUT_BEFORE = LazyPattern(
    r"(?:\b(?:not|never|but not|except|excluding|instead of|rather than|other than|"
    r"anything but|nicht|kein\w*|statt|anstatt|ausser|no|nunca|excepto|salvo|menos|"
    r"en (?:lugar|vez) de|pas|jamais|sauf|au lieu de|plutot que|niet|geen|behalve|"
    r"in plaats van)"
    r"|\bno\s+(?:son|es|somos|seran|para)|\bce n'est pas|\bn'est pas|\bsind (?:es )?nicht)"
    r"\s+(?:(?:for|fur|para|pour|voor|the|die|los|les|de)\s+)?$"
)
#: Right after a number, words that rule it out: "8 is too many", "8 people was wrong", "8
#: doesn't fit", "8 nicht", "8 no", "8 non", "8 niet".
_NUMBER_OUT_AFTER = LazyPattern(
    r"^(?:\s+(?:people|persons|ppl|pax|guests|personen|personas|personnes))?"
    r"(?:\s+(?:is|are|was|were|would be)\s+(?:(?:way|far|much|a bit)\s+)?"
    r"(?:too (?:many|few|much|big|small)|wrong|not right|incorrect|out)\b"
    r"|\s+(?:doesn't|does not|won't|will not|can't|cannot)\s+(?:fit|work)\b"
    r"|\s+(?:nicht|no|non|niet)\s*(?:[,.;:!)]|$))"
)


def ruled_out(
    value: object, texts: Sequence[str], spellings: Callable[[], Iterable[str]] = tuple
) -> bool:
    """Whether ``texts`` (the approval's words) name ``value`` only to rule it out: a room by its
    id or one of its ``spellings()`` (its name; asked for only where the words may rule a room
    out), a weekday, or a number. A value named once as asked for is approved, whatever else
    the words rule out ("not R-204, R-102" books R-102; "no, 6 is right" books 6)."""
    from arena.check_approved import spots

    said = str(value).strip()
    folded = [fold(t) for t in texts if t]
    if re.fullmatch(r"\d+", said):
        starts = [(t, s) for t in folded for s in spots(said, t)]
        return bool(starts) and all(_number_out(t, s, s + len(said)) for t, s in starts)
    day = _weekday(said)
    if day is not None:
        return _day_out(day, folded)
    texts = [t for t in texts if t]
    if not any(_ROOM_CUE.search(fold(t)) for t in texts):
        return False
    return _room_out([fold(s) for s in (said, *spellings()) if s], texts)


#: Right before a word, the one before it in a list ("not 8 or 10", "not Monday or Tuesday",
#: "nicht 8 oder 10"): a list a "not" opens is ruled out whole. A comma alone sets the next
#: against it ("not Monday, Tuesday"), and is no list.
_LISTED_AFTER = LazyPattern(
    r"(?<![\w-])(?P<prev>\d+|[a-z]+)\s*,?\s*(?:or|nor|and|oder|und|noch|ni|o|y|ou|et|of|en|/)"
    r"\s*(?:(?:on|am|el|le|op|the|for|fur|para|pour|voor)\s+)?$"
)


def _listed_out(folded: str, start: int, out: Callable[[str, int, int], bool]) -> bool:
    """Whether the word at ``start`` follows, in one list, a word ``out`` rules out."""
    m = _LISTED_AFTER.search(folded, max(0, start - 60), start)
    return m is not None and out(folded, m.start("prev"), m.end("prev"))


def _number_out(folded: str, start: int, end: int) -> bool:
    if not folded[start : start + 1].isdigit():
        return False  # a list's word before it is a number, or rules nothing out here
    return bool(
        _NUMBER_OUT_BEFORE.search(folded, max(0, start - 40), start)
        or _NUMBER_OUT_AFTER.match(folded[end : end + 60])
        or _listed_out(folded, start, _number_out)
    )


#: Right before a weekday, Dutch words that rule it out, which the day reader's negations lack:
#: "maar niet op dinsdag", "in plaats van dinsdag", "behalve maandag".
_DAY_OUT_NL = LazyPattern(r"\b(?:niet|geen|behalve|in plaats van)\s+(?:(?:op|de|het)\s+){0,2}$")


def _weekday(value: str) -> str | None:
    folded = fold(value)
    if not re.search(r"[a-z]{3}", folded) or re.fullmatch(r"r-?\d+", folded):
        return None  # a room's id is no day: the day reader is not loaded for it (cold resume)
    from arena.wording.days import day_of

    return day_of(value)


def _day_out(day: str, folded: Sequence[str]) -> bool:
    """Whether every weekday word for ``day`` in ``folded`` is one its words rule out."""
    from arena.wording.days import ABBREV, DAY_WORDS, day_kind, english_days

    def out(text: str, start: int, end: int) -> bool:
        if (DAY_WORDS.get(text[start:end]) or ABBREV.get(text[start:end])) is None:
            return False
        return bool(
            _DAY_OUT_NL.search(text, max(0, start - 30), start)
            or day_kind(text, start, end) is None
            or _listed_out(text, start, out)
        )

    spots = [
        (text, m.start(), m.end())
        for text in map(english_days, folded)
        for m in re.finditer(r"[a-z]+", text)
        if (DAY_WORDS.get(m.group()) or ABBREV.get(m.group())) == day
    ]
    return bool(spots) and all(out(*spot) for spot in spots)


#: A word without which :func:`arena.model.room_asked.ruled_out_rooms` rules no room out (its
#: words before a room, and the verbs of those after one): where a text has none, that reader,
#: whose imports a cold resume would pay for, is not loaded ("Book R-102 for 6 people on
#: Tuesday"). A word here that rules nothing out only costs the reading.
_ROOM_CUE = LazyPattern(
    r"n't|\bdont\b|'s\b|'[a-z]{1,3}\s+(?:olmasin|degil)\b|\b(?:not|no|never|except\w*|"
    r"besides|avoid\w*|without|nicht|ausser|ohne|statt|anstatt|anstelle|salvo|menos|sin|sauf|"
    r"sans|pas|non|tranne|eccetto|senza|nao|exceto|sem|niet|behalve|zonder|inte|ikke|ej|nie|"
    r"jangan|bukan|tanpa|kecuali|isipokuwa|near\w*|beside|behind|by|opposite|neben|bei|hinter|"
    r"gegenuber|cerca|junto|frente|pres|derriere|next|close\w*|across|front|lado|cote|face|"
    r"than|but|unless|bar|barring|save|apart|aside|instead|rather|place|lugar|vez|lieu|plutot|"
    r"is|was|were|been|are|ist|war|sind|waren|es|era|fue|est|etait|son|eran|sont|etaient|"
    r"wieder|mas|jamais|preferred)\b"
)


#: Where a sentence or an aside ends: a room named as asked for in one ("Book R-102 (Aspen) for 6
#: …") is asked for, whatever another says of it ("(the request says: Aspen was too noisy last
#: time, but fine)").
_PIECE_END = LazyPattern(r"[;!?\n()\[\]]|\.(?!\d)")


def _room_out(names: Sequence[str], texts: Sequence[str]) -> bool:
    """Whether a sentence or aside rules the room out by any of its ``names`` (its id, "r-204",
    or name), and every one that names it rules it out."""
    from arena.model.room_asked import ruled_out_rooms

    def keys(name: str) -> set[str]:
        digits = re.fullmatch(r"r-?(\d{3})", name)
        return {f"R-{digits.group(1)}"} if digits else {name}

    wanted = set().union(*(keys(n) for n in names)) if names else set()
    pieces = [p for t in texts for p in _PIECE_END.split(t)]
    naming = [
        p
        for p in pieces
        if any(re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", fold(p)) for n in names)
    ]
    return bool(naming) and all(wanted & ruled_out_rooms(t) for t in naming)


__all__ = ["ruled_out"]
