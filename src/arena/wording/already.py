"""Spanish "ya" and Portuguese "já" where they say "already", not "yes".

"ya" is a yes in English chat and "ja" one in German and Dutch, so "Maria ya la reservó" (Maria
already booked it), "Ya está hecho" (it's done already) and "Já está feito", "O João já reservou a
sala" (folded, "ja") approved and, end to end, booked a room someone else had booked (outside
tester 29a). A Portuguese "já", written with its accent, is never the German "ja"; a Spanish "ya"
before a pronoun or a verb ("ya la reservó", "ya está", "ya tenemos sala", "ya lo hizo") is
"already". Both are written "already", so that the reader hears the news that the booking is
done (:mod:`arena.wording.need_gone`) and no yes; "Ya, claro" and "ya, book it" are as before.
"""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: An accented "já", as Portuguese writes it ("Já está feito", "já reservei").
_JA = LazyPattern(r"(?<!\w)j[áÁ](?!\w)", re.I)
#: A Spanish "ya" before a pronoun or a verb: a preterite ("reservó", "reservé", "hizo",
#: "hicieron"), a participle ("reservada", "hecho"), or a common verb ("está", "tenemos", "hay").
_YA = LazyPattern(
    r"(?<!\w)ya(?= +(?:me|te|se|lo|la|le|los|las|les|nos|est[aá]\w*|es|son|fue|fueron|hay|"
    r"tenemos|tengo|tiene|tienen|hizo|hice|hicimos|hicieron|hech[oa]s?|"
    r"\w+(?:ó|é|aron|ieron|ad[oa]s?|id[oa]s?))(?!\w))",
    re.I,
)


def as_already(text: str) -> str:
    """``text`` with a Spanish "ya" or a Portuguese "já" that says "already" written so."""
    return _YA.sub("already", _JA.sub("already", text))
