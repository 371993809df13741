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

_FOLD: list[Callable[[str], str]] = []


def fold(text: str) -> str:
    """:func:`arena.wording.numbers.fold`, imported on first use: importing the checks (the cold
    resume path, docs/benchmarks.md) loads no wording. Kept once imported: the import statement
    cost ~10 k instructions a call, most of a folded text's cost (issue 16, session 48)."""
    if not _FOLD:
        from arena.wording.numbers import fold as folded

        _FOLD.append(folded)
    return _FOLD[0](text)


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
    # The gate's prompt and its summary are often one text: read once (any/all over the texts
    # read the same without a repeat).
    texts = list(dict.fromkeys(t for t in texts if t))
    folded = [fold(t) for t in texts]
    if said.isdecimal():  # re.fullmatch(r"\d+", said), ~6 k instructions less
        starts = [(t, s) for t in folded for s in spots(said, t)]
        return bool(starts) and all(_number_out(t, s, s + len(said)) for t, s in starts)
    day = _weekday(said)
    if day is not None:
        return _day_out(day, folded)
    if not any(map(_cued, folded)):
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


def _cued(folded: str) -> bool:
    """``_ROOM_CUE.search(folded)``, read word by word where ``folded`` has no apostrophe (the
    pattern's other branches all hold one): a word of its alternation is a whole ``\\w`` run, a
    stem's (``except\\w*``) its start. The search tried ~150 words at each word's start, ~50 k
    instructions a gate's text; this ~13 k (issue 16, session 48; a test holds the two equal)."""
    if "'" in folded:
        return _ROOM_CUE.search(folded) is not None
    words, stems = _cue_words()
    if folded.isascii():  # its ``\\w`` runs, split in C: a ``findall`` was ~20 k instructions
        runs = folded.encode().translate(_NOT_WORD).decode().split()
    else:
        runs = _WORD_RUN.findall(folded)
    if not words.isdisjoint(runs):
        return True
    return any(map(folded.__contains__, stems)) and any(r.startswith(stems) for r in runs)


_WORD_RUN = LazyPattern(r"\w+")
#: Every ASCII character ``\\w`` does not match, as a space (``str.split``'s whitespace); a
#: byte table: a ``str`` one looked each character up in a dict, ~18 k instructions a text.
_NOT_WORD = bytes(c if chr(c).isalnum() or chr(c) == "_" else 32 for c in range(256))
_CUE: list[tuple[frozenset[str], tuple[str, ...]]] = []


def _cue_words() -> tuple[frozenset[str], tuple[str, ...]]:
    """The words and stems of ``_ROOM_CUE``'s word branches (``\\b(?:not|...|except\\w*|...)\\b``
    and ``\\bdont\\b``), read off the pattern itself so the two cannot drift apart."""
    if not _CUE:
        _CUE.append(cue_words(_ROOM_CUE.pattern))
    return _CUE[0]


def cue_words(pattern: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """The words and ``\\w*`` stems of ``pattern``'s branches that are ``\\b(?:w|...)\\b`` or
    ``\\bw\\b``; a branch of any other form must hold an apostrophe (:func:`_cued` reads those
    texts with the pattern itself), else this raises."""
    words: set[str] = set()
    stems: list[str] = []
    for branch in _top_branches(pattern):
        if "'" in branch:
            continue
        body = branch.removeprefix(r"\b").removesuffix(r"\b")
        if body.startswith("(?:") and body.endswith(")"):
            body = body[3:-1]
        for word in body.split("|"):
            stem = word.removesuffix(r"\w*")
            if not stem.isalpha() or not stem.isascii() or not branch.startswith(r"\b"):
                raise ValueError(f"not a word branch of the room cue: {branch!r}")
            if stem != word:
                stems.append(stem)
            elif not branch.endswith(r"\b"):
                raise ValueError(f"not a word branch of the room cue: {branch!r}")
            else:
                words.add(word)
    return frozenset(words), tuple(stems)


def _top_branches(pattern: str) -> list[str]:
    """``pattern`` split at its top-level ``|`` (none inside brackets or escaped)."""
    out, depth, start, i = [], 0, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "|" and depth == 0:
            out.append(pattern[start:i])
            start = i + 1
        i += 1
    return [*out, pattern[start:]]


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
