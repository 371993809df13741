"""The gate's words misspelt, read as spelt (gate44): "dont bother w/ the aproval thing, just bok
the room" lifted nothing, its "aproval" and "bok" no word any reading knows. A word of the gate
or the booking with a letter doubled, dropped or swapped ("aproval", "approvel", "apporval",
"confrim", "comfirm", "permision", "bok", "boook", "resevre") and the shorthands "w/" and "w/o"
are written out before :func:`arena.gate_lifted.lifting` reads the text; a word spelt right is
left as it is, so the readings' negations and conditions read the same ("dont book w/o aproval"
keeps the gate as "dont book without approval" does). Read by :func:`arena.gate_lifted.lifting`
(docs/architecture.md)."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: A misspelt word of the gate or the booking, each group its own spelling out. "approv" with a
#: letter doubled or dropped ("aproval", "apprroval", "approvel") or two swapped ("apporval");
#: "confirm" ("confrim", "comfirm", "confim", "cofirm"); "permission" ("permision",
#: "premission", "permisson"); "book" ("bok", "boook", "bokk"), "reserve" ("resevre", "reseve").
_MISSPELT = LazyPattern(
    r"\b(?P<approv>(?!approv(?:al|als|e|ed|es|ing)\b)a{1,2}p{1,2}r{1,2}o{1,2}v"
    r"|a(?:ppo|po|ppro|pro)rv|appov)(?P<approv_end>al|als|e|ed|es|ing|el|els|l|le)\b"
    r"|\b(?P<confirm>(?!confirm)co[nm]?f(?:ri|ir|r|i)m{1,2})"
    r"(?P<confirm_end>|s|ed|ing|ation|ations)\b"
    r"|\b(?P<permission>(?!permission)(?:per{1,2}mis{1,2}i?on|premis{1,2}ion))"
    r"(?P<permission_end>|s)\b"
    r"|\b(?P<book>(?!book)bo{1,3}k{1,2})(?P<book_end>|s|ed|ing)\b"
    r"|\b(?P<reserve>res(?:evre|eve|rve|ereve))(?P<reserve_end>|s|d)\b"
    r"|\b(?P<without>wihtout|witout|whitout|withotu|wtihout|withuot)\b"
    r"|\b(?P<needed>neded|neeeded|nedded)\b"
    r"|(?<![\w/])(?P<short>w/o|w/)(?=\s)"
)
_ENDS = {"el": "al", "l": "al", "le": "al", "els": "als"}


#: A piece every misspelling :data:`_MISSPELT` reads holds (a letter doubled or dropped leaves
#: one of these), tested with ``in`` first: the pattern itself costs a scan of every text.
_PIECES = (
    "aap", "apr", "prr", "roov", "porv", "rorv", "ppov", "apov", "approvel", "approvl", "nfrim",
    "mfirm", "mfrim", "nfim", "ofirm", "ofrim", "nfrm", "mfrm", "ofim", "mfim", "ofrm", "confirmm",
    "misio", "misson", "mison", "rrmis", "premis", "bok", "boook", "resev", "resrv", "serev", "w/",
    "wiht", "witout", "whitout", "withot", "wtih", "withuot", "neded", "neeed", "nedd",
)  # fmt: skip


def respelled(text: str) -> str:
    """``text`` with the gate's and the booking's words that are misspelt spelt out (the
    module's docstring)."""
    for piece in _PIECES:
        if piece in text:
            return _MISSPELT.sub(_spelt, text)
    return text


def _spelt(found: re.Match[str]) -> str:
    if (short := found.group("short")) is not None:
        return "without" if short == "w/o" else "with"
    if found.group("approv") is not None:
        end = found.group("approv_end")
        return "approv" + _ENDS.get(end, end)
    if found.group("without") is not None:
        return "without"
    if found.group("needed") is not None:
        return "needed"
    for word in ("confirm", "permission", "book", "reserve"):
        if found.group(word) is not None:
            return word + found.group(word + "_end")
    return found.group(0)
