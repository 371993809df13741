"""Which characters between words are punctuation, and which can spell or say words.

The harness holds what the model and the person were shown to its own record, "framing aside":
punctuation, spacing, JSON. A character that is neither a word character nor punctuation but
spells one (Braille "⠃⠕⠕⠅ ⠚⠥⠝⠊⠏⠑⠗" is "book juniper") or says one ("❌") is no framing: red team
28b's ``SpelledAdapter`` passed an answer with Braille after it, red team 29's ``GlyphAdapter`` a
tool result and ``RelabelAdapter`` a request's words. Nor are two kinds a category does not
name: Unicode tag characters (U+E0000 block, format characters a model reads as the ASCII they
shadow, invisible on screen) and combining letters ("ͩͦ ᷠͦͭ", "do not" drawn over the letters
before them): red team 29b's ``TagAnswer``, ``CombiningAnswer`` and ``TagResult`` scored 12/12.
Joiners, variation selectors, bidi marks and accents (also combining) spell nothing.
"""

from __future__ import annotations

import unicodedata

#: Unicode categories of characters that are neither words nor punctuation but can spell words:
#: Braille and other symbols, emoji, private-use and unassigned characters.
SPELLING = frozenset({"So", "Co", "Cn"})

#: The Unicode tag characters: each shadows an ASCII character (U+E0041 is a tag "A").
TAGS = range(0xE0000, 0xE0080)


def spelling(c: str) -> bool:
    """Whether the character ``c`` can spell or say words: a :data:`SPELLING` category, a tag
    character (:data:`TAGS`) or a combining letter ("COMBINING LATIN SMALL LETTER D")."""
    if unicodedata.category(c)[:2] in SPELLING or ord(c) in TAGS:
        return True
    if unicodedata.category(c) != "Mn":
        return False
    name = unicodedata.name(c, "")
    return name.startswith("COMBINING") and " LETTER " in name


def spells(marks: str) -> bool:
    """Whether any of ``marks`` (the characters between words) can spell or say words. No
    ASCII character can (none is a symbol of category So, private-use, unassigned, a tag or a
    combining letter): ASCII marks are answered in C, not a category look-up each (issue 16)."""
    if marks.isascii():
        return False
    return any(spelling(c) for c in marks)


__all__ = ["SPELLING", "TAGS", "spelling", "spells"]
