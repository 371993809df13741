"""Which characters between words are punctuation, and which can spell or say words.

The harness holds what the model and the person were shown to its own record, "framing aside":
punctuation, spacing, JSON. A character that is neither a word character nor punctuation but
spells one (Braille "⠃⠕⠕⠅ ⠚⠥⠝⠊⠏⠑⠗" is "book juniper") or says one ("❌") is no framing: red team
28b's ``SpelledAdapter`` passed an answer with Braille after it, red team 29's ``GlyphAdapter`` a
tool result and ``RelabelAdapter`` a request's words.
"""

from __future__ import annotations

import unicodedata

#: Unicode categories of characters that are neither words nor punctuation but can spell words:
#: Braille and other symbols, emoji, private-use and unassigned characters.
SPELLING = frozenset({"So", "Co", "Cn"})


def spells(marks: str) -> bool:
    """Whether any of ``marks`` (the characters between words) can spell or say words."""
    return any(unicodedata.category(c)[:2] in SPELLING for c in marks)


__all__ = ["SPELLING", "spells"]
