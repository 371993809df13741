"""Someone else's request quoted and set aside: "Dana wrote 'book the Atrium for 30 on Monday'.
Ignore that, we need Juniper for 4 on Monday." asks for Juniper for 4 (regress47: read as 30
people, the quoted count, and no free room). The sentence that quotes the ask, up to the words
that set it aside ("ignore that", "disregard that", "forget that", "never mind that", "scratch
that", "ignoriere das", "vergiss das", "ignora eso", "olvida eso", "ignore ça", "oubliez ça",
"n'en tenez pas compte"), is not read; a quote not set aside is read as before.
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: A quote ('…', "…", “…”, „…“, «…», ‘…’) in a sentence, then words that set it aside.
_SET_ASIDE = LazyPattern(
    r"(?i)(?:^|(?<=[.!?\n]))(?:[^.!?\n'\"“„«‘]|(?<=\w)'(?=\w))*"
    r"(?:(?<![\w])'[^'\n]{6,}?'(?![\w])|\"[^\"\n]{6,}?\"|“[^”\n]{6,}?”|„[^“”\n]{6,}?[“”]|"
    r"«[^»\n]{6,}?»|‘[^’\n]{6,}?’)"
    r"[^\w\n]*(?:[^.!?\n'\"“„«‘]{0,40}?[.!?;:,\u2013\u2014-]\s*)?"
    r"(?:(?:please\s+|but\s+|pero\s+|mais\s+|aber\s+)?(?:ignore|disregard|forget|scratch)\s+"
    r"(?:that|this|it)|never\s*mind(?:\s+(?:that|this))?|"
    r"ignorier(?:e|en\s+sie)?\s+(?:das|es)|vergiss\s+(?:das|es)|vergessen\s+sie\s+(?:das|es)|"
    r"ignora(?:lo|\s+eso|\s+esto)|olv[ií]da(?:lo|te\s+de\s+eso|\s+eso)|no\s+hagas\s+caso|"
    r"ignore[zr]?\s+(?:[çc]a|cela|ceci)|ignorez-le|oublie[zr]?\s+(?:[çc]a|cela)|"
    r"ne\s+(?:tiens|tenez)\s+pas\s+compte|n'en\s+(?:tiens|tenez)\s+pas\s+compte)"
    r"(?![\w'])[\s,.;:!\u2013\u2014-]*"
)


def without_quoted_asks(text: str) -> str:
    """``text`` without each sentence that quotes an ask and the words that set it aside."""
    if not any(q in text for q in "'\"“„«‘"):
        return text
    return _SET_ASIDE.sub(" ", text)


__all__ = ["without_quoted_asks"]
