"""A need on a condition not yet known, left to a later word: nothing is booked yet.

"If it's sunny on Friday we'll meet outside, otherwise we'll need a room for 6. I'll let you
know." booked Aspen (requests49c): the need hangs on a condition the writer will settle later,
and says so ("I'll let you know", "will confirm", "ich sage Bescheid", "je te dirai", "te aviso",
"ti faccio sapere", "ik laat het weten"). Not where the booking stands on no condition ("Book
Cedar for 6 on Friday. If anything changes I'll let you know.") or the condition comes after the
later word ("…; I'll let you know if we need more").
"""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern
from arena.wording.numbers import fold

#: The later word: "I'll let you know", "will confirm", "ich sage Bescheid", "je te dirai".
_LATER = LazyPattern(
    r"\b(?:i'?ll|i will|we'?ll|we will|will)\s+(?:(?:let you know|confirm|get back to you|tell you|"
    r"keep you posted|update you|follow up|let you know for sure)\b)"
    r"|\b(?:until|once|when)\s+(?:i|we)\s+(?:confirm|know|tell you)\b"
    r"|\b(?:sag\w*|geb\w*)\s+(?:(?:dir|euch|ihnen|ich|noch)\s+)*bescheid\b|\bich melde mich\b"
    r"|\bje\s+(?:te|vous)\s+(?:dirai|dis|tiens au courant|confirme\w*|recontacte\w*)\b"
    r"|\b(?:ya\s+)?(?:te|le|les|os)\s+(?:aviso|confirmo|digo|lo confirmo)\b"
    r"|\b(?:ti|vi)\s+(?:faccio sapere|confermo|dico|aggiorno)\b"
    r"|\bik\s+laat\s+(?:(?:het|je|jullie|u)\s+){0,2}weten\b|\bik\s+bevestig\b"
    r"|\b(?:eu\s+)?(?:te|lhe|vos)\s+(?:aviso|confirmo)\b|\bvou\s+(?:confirmar|avisar)\b"
)
#: A condition that is only about changes to come: "if anything changes", "if not".
_CHANGE = LazyPattern(r"\bif\s+(?:anything|something|that|plans?|this|it)\s+(?:changes?|moves?)\b")
#: A need on a condition before the later word: "if it's sunny …, otherwise we'll need a room",
#: "we might need a room", "depending on the weather", "wenn …", "sinon", "si no".
_ON_A_CONDITION = LazyPattern(
    r"\b(?:if|unless|otherwise|depending|maybe|might|perhaps|possibly|in case|wenn|falls|sonst|"
    r"vielleicht|eventuell|je nach|si|s'il|s'ils|sinon|se|als|sino|peut-etre|quizas|tal vez|a lo mejor|forse|"
    r"altrimenti|a seconda|misschien|anders|afhankelijk|talvez|senao|dependendo)\b"
)


def deferred(text: str) -> bool:
    """Whether ``text`` asks for a room only on a condition it says it will settle later."""
    folded = _CHANGE.sub(" ", fold(text))
    later = _LATER.search(folded)
    return later is not None and _ON_A_CONDITION.search(folded, 0, later.start()) is not None


__all__ = ["deferred"]
