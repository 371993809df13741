"""What a room mentioned before says now: asked for again ("Cedar was great last time, book it
again"), refused again ("… but I don't want it again"), its fault conceded ("though Cedar has a
broken projector") or over ("… but it's fixed now"). :mod:`arena.model.room_stance` reads these
beside the words that ask for or rule out a room (:mod:`arena.model.room_asked`).
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: After a room named as the one used before, what asks for it again: "Cedar was great last
#: time, let's do that again", "book it again", "go back there", "nimm ihn wieder", "otra vez".
#: Read as a room merely liked, such a request booked the first free room that fit (session
#: 43's note: Cedar asked for, Aspen booked). Only a pronoun or "the same" points back: "Cedar
#: was great, but book Aspen again" asks for Aspen.
_AGAIN = LazyPattern(
    r"\b(?:(?:do|book|get|have|use|take|reserve|grab|go for|go with|repeat|want|try|pick)\s+"
    r"(?:it|that|that one|that room|this one|the same(?: room| one)?|same|there)\s+"
    r"(?:again|once more|one more time)"
    r"|(?:same|that) (?:again|once more)|go back (?:there|to it)|back there again"
    r"|(?:nimm|nehmt|nehmen wir|buch\w*)\s+(?:ihn|es|den|das)\s+(?:wieder|nochmal|noch ?mal)"
    r"|(?:reserva(?:la|lo)?|repitamos(?:lo)?)\s+(?:otra vez|de nuevo)"
    r"|(?:reserve[sz]?[- ]la|reprenons[- ]la)\s+(?:encore|de nouveau|[àa] nouveau))\b"
)


#: Right before "do that again", words that say not to: "I don't want to do that again",
#: "let's never do that again", "nimm ihn nicht wieder" (regress44: each booked the room).
_NOT_AGAIN = LazyPattern(
    r"\b(?:not|never|no|don't|dont|do not|won't|wouldn't|can't|rather not|nicht|nie|kein\w*|"
    r"nunca|jamas|ne|pas)\b(?:\s+(?:\w|')+){0,3}\s*$"
)


#: After a room named as the one used before, words that refuse it through a pronoun:
#: "I don't want it again", "nimm ihn nicht wieder", "no lo reserves otra vez", "ne la reprends
#: pas", "boka den inte igen", "non prenotarla di nuovo" (requests44b: the German and Spanish
#: read the room, named first, as asked for and booked it).
_REFUSED_AGAIN = LazyPattern(
    r"\b(?:(?:don't|dont|do not|never|won't|wouldn't|rather not)\s+(?:\w+\s+){0,2}?"
    r"(?:want|need|use|book|take|get|have|pick|reserve|repeat)\s+(?:it|that(?: one| room)?|"
    r"this one|the same(?: room| one)?|there)\s+(?:again|anymore|any more|once more)"
    r"|(?:nimm|nehmt|nehmen wir|buch\w*|will|wollen|mochte\w*)\s+(?:ihn|es|den|das|sie)\s+"
    r"(?:bitte\s+)?(?:nicht|nie)\s*(?:mehr|wieder|nochmal|noch ?mal)?"
    r"|(?:ihn|es|den|das|sie)\s+(?:bitte\s+)?(?:nicht|nie)\s+(?:mehr\s+|wieder\s+|nochmal\s+)?"
    r"(?:nehmen|buchen|haben)"
    r"|no\s+(?:lo|la|los|las)\s+(?:\w+\s+)?(?:reserv\w*|tom\w*|quier\w*|coj\w*|us\w*|"
    r"pid\w*)|no\s+(?:\w+\s+)?(?:otra vez|de nuevo|nunca mas)"
    r"|ne\s+(?:la|le|les|l')\s*(?:\w+\s+)?(?:reserv\w*|prend\w*|repren\w*|veu\w*|"
    r"voul\w*)\s+(?:pas|plus|jamais)"
    r"|non\s+(?:la|lo|li|le)\s+(?:\w+\s+)?(?:prenot\w*|prend\w*|vogli\w*)"
    r"|non\s+(?:prenotarl[ao]|prenderl[ao])"
    r"|(?:boka|bokar|bestill|bestille|ta|tar|tag|valj|velg)\s+(?:den|det|inte|ikke|ej)\s+"
    r"(?:den\s+|det\s+)?(?:inte|ikke|ej|igen|igjen)"
    r"|(?:inte|ikke|ej)\s+(?:den|det)\s+(?:igen|igjen))"
)


def refused_again(folded: str, end: int, stop: int) -> bool:
    """Whether, between a room's mention ending at ``end`` and the next room's at ``stop``,
    ``folded`` refuses that room through a pronoun (:data:`_REFUSED_AGAIN`): "Cedar was okay
    last time, but I don't want it again" rules Cedar out, and "nimm ihn nicht wieder" too."""
    return _REFUSED_AGAIN.search(folded, end, stop) is not None


def asked_again(folded: str, end: int, stop: int) -> bool:
    """Whether, between a room's mention ending at ``end`` and the next room's at ``stop``,
    ``folded`` asks for that room again (:data:`_AGAIN`), not said not to ("I don't want to
    do that again"); a room named in between takes the pointer."""
    for m in _AGAIN.finditer(folded, end, stop):
        words = folded[max(end, m.start() - 40) : m.start()]
        if not _NOT_AGAIN.search(words) and not _NOT_AGAIN.search(folded[m.start() : m.end()]):
            return True
    return False


#: A concession right before a room's name: "Book Cedar …, though Cedar has a broken projector",
#: "Reserva Aspen …, aunque Aspen tiene la pantalla rota": what follows is said of a room the
#: writer still asks for (requests45: the fault ruled it out and another room was booked).
_CONCEDED = LazyPattern(
    r"\b(?:though|although|even though|even if|albeit|aunque|obwohl|auch wenn|wenngleich|"
    r"bien que|meme si|quoique|anche se|sebbene|ainda que|embora|hoewel)\s+(?:the\s+)?\Z"
)


def conceded(folded: str, start: int) -> bool:
    """Whether the room's name at ``folded[start]`` follows a concession (:data:`_CONCEDED`)."""
    return bool(_CONCEDED.search(folded, max(0, start - 40), start))


#: Right after a fault said of a room, that it is over: "Cedar smelled of paint last week but
#: should be fine now", "…, but it's fixed now", "…, aber jetzt ist alles gut" (requests45: the
#: room asked for was ruled out by its past fault and another room booked).
_RESOLVED = LazyPattern(
    r"\s*,?\s*(?:but|though|aber|pero|mais|ma)\s+(?:now\s+|jetzt\s+|ya\s+)?"
    r"(?:(?:it|that|this|es|das)\s*)?(?:should be|is|'s|will be|has been|was|ist|sollte|esta|est|e)"
    r"\s+(?:now\s+|jetzt\s+|ya\s+|wieder\s+|all\s+|alles\s+)?"
    r"(?:fine|ok|okay|fixed|sorted|better|clean|repaired|resolved|gut|behoben|repariert|"
    r"arreglad[oa]|reparad[oa]|bien|repare)\b"
)


def resolved(folded: str, at: int) -> bool:
    """Whether a fault said of a room, whose clause ends at ``folded[at]``, is said to be over
    (:data:`_RESOLVED`)."""
    return bool(_RESOLVED.match(folded, at))
