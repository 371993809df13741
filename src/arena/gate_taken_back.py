"""A lift the next words take back (gate52): what follows the sentence that lifts the gate
says it no longer holds. Outside writers tell a rule's history and then its present ("Approval
used to be required only for large rooms; now it is required for all.", "The approval step was
removed in v2. It is back now.", "Avant on réservait sans validation, plus maintenant."), refute
a supposed yes ("Imagine the user approved; that is not enough, still ask."), or end an old way
of asking and name the gate as the new one ("We used to ask on Slack. Not anymore: use
request_approval."). Each read as a lift before; the lift is kept where nothing after it takes
it back, where a past lift is told ended with no past marker in it ("Book without asking. Not
anymore." has none: :mod:`arena.gate_withdrawn` reads it), and where a restoration names
something else ("… the catering form is back"). Read by :func:`arena.gate_lifted.lifting`,
which reads the text again without the taken-back sentence (docs/architecture.md)."""

from __future__ import annotations

import re
from collections.abc import Callable

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: A state told as past: the lift held once ("used to", "früher", "avant", "antes", "vroeger").
_PAST = LazyPattern(
    r"\b(?:used to|use to|once|previously|formerly|in the past|originally|at first|until"
    r" (?:recently|last \w+|now)|back then|earlier|before (?:v\d|version|the \w+)|in v\d[\w.]*"
    r"|was (?:removed|dropped|disabled|turned off|switched off|suspended|waived|lifted|optional"
    r"|not (?:required|needed))|were (?:removed|dropped|disabled|waived|optional)"
    r"|had (?:been )?(?:removed|dropped|disabled|waived)|früher|bisher|damals|vorher|ehemals"
    r"|avant|autrefois|auparavant|jadis|antes|antiguamente|anteriormente|prima|una volta|in passato"
    r"|vroeger|voorheen|eerder|antigamente)\b"
    r"|\b(?:wurde|wurden|war|waren|était|étaient|era|eran|fue|fueron|estaba|werd|werden|was|waren"
    r"|foi|eram)\b[^.;!?]{0,60}?\b(?:entfernt|abgeschafft|gestrichen|deaktiviert|optional|supprimée?s?"
    r"|désactivée?s?|facultati(?:f|ve)|eliminad[oa]s?|desactivad[oa]s?|opcional|verwijderd"
    r"|uitgeschakeld|removid[oa]s?|desativad[oa]s?)\b"
)
#: The lift said over: "not anymore", "that's over", "plus maintenant", "jetzt nicht mehr".
_ENDED = (
    r"(?:but\s+|aber\s+|mais\s+|pero\s+|ma\s+|maar\s+|mas\s+)?(?:(?:now|nu|jetzt|ahora|ora|agora)\s+)?"
    r"(?:(?:that|this|it)(?:'s|\s+is|\s+has)"
    r"\s+(?:over|changed|no longer the case|ended|gone)|not any ?more|no longer|no more|those days"
    r" are (?:over|gone)|things (?:have )?changed|plus maintenant|plus jamais|ce n'est plus le cas"
    r"|c'est (?:fini|terminé)|(?:jetzt|heute)\s+(?:aber\s+)?nicht mehr|nicht mehr|das ist vorbei"
    r"|ya no|eso (?:se acabó|terminó)|ahora ya no|non più|ora non più|niet meer|dat is voorbij"
    r"|já não|não mais|agora não)\b"
)
#: The gate brought back, or said required for all, now: "it is back", "now it is required for
#: all", "now every booking needs it", "es ist wieder Pflicht", "ahora es obligatoria".
_RESTORED = (
    r"(?:but\s+|aber\s+|mais\s+|pero\s+|ma\s+|maar\s+|mas\s+)?(?:(?:it|this|that|approval|the"
    r" (?:approval )?(?:step|gate|check|requirement|rule))(?:'s|\s+is|\s+has been|\s+was|\s+are"
    r"|\s+have been)\s+(?:now\s+)?(?:back|restored|reinstated|re-?enabled|re-?introduced"
    r"|mandatory again|required again|in (?:force|effect) again)"
    r"|now,?\s+(?:it|approval|this|that|the (?:approval )?(?:step|rule|requirement))\s+(?:is|are"
    r"|applies)\s+(?:\w+\s+)?(?:required|needed|mandatory|compulsory|back|to (?:all|every|each))"
    r"|now,?\s+(?:every|each|all|any)\s+(?:\w+\s+){0,2}?(?:needs?|requires?|goes through)\s+"
    r"(?:it|one|approval|the approval)"
    r"|(?:it|this|approval)\s+(?:is|applies)\s+(?:now\s+)?(?:required|needed|mandatory)\s+for\s+"
    r"(?:all|every|each|everyone|everything)"
    r"|(?:es|sie|das|die freigabe)\s+ist\s+(?:jetzt\s+)?wieder|(?:jetzt|nun)\s+(?:gilt|ist)\s+"
    r"(?:sie|es)\s+(?:für alle|wieder|pflicht)|(?:elle|c'|ça)\s*(?:est|a été)\s+(?:de retour"
    r"|rétablie?|réintroduite?)|(?:maintenant|désormais),?\s+(?:elle est|c'est)\s+(?:requise?"
    r"|obligatoire)|(?:ahora|ya)\s+(?:es|está|vuelve a ser)\s+(?:obligatori[oa]|necesari[oa])"
    r"|ha vuelto|(?:fue|ha sido)\s+(?:restablecid[oa]|repuest[oa])|(?:ora|adesso)\s+è\s+"
    r"(?:obbligatori[oa]|di nuovo)|is\s+(?:weer\s+)?terug|(?:nu|weer)\s+(?:is het|verplicht)"
    r"|(?:agora|já)\s+é\s+obrigatóri[oa]|voltou)\b"
)
#: A supposed yes refuted: "that is not enough", "that does not count", "ça ne suffit pas".
_REFUTED = (
    r"(?:(?:that|this|it|which|such a yes|a claim|the claim)\s*(?:is not|isn't|'s not|does not"
    r"|doesn't|is never|never|is no)\s+(?:enough|sufficient|count|valid|a yes|an approval"
    r"|approval|consent)|(?:doesn't|does not|don't|do not) count|(?:is|are)\s+not\s+(?:enough"
    r"|sufficient|valid)|ça ne suffit pas|cela ne suffit pas|ce n'est pas suffisant|das reicht"
    r" nicht|das genügt nicht|das zählt nicht|eso no basta|no es suficiente|no cuenta|non basta"
    r"|non conta|dat is niet genoeg|telt niet|não basta|não conta)\b"
)
#: The ask kept all the same after a supposition: "still ask", "ask anyway".
_ASK_ANYWAY = (
    r"(?:(?:you\s+)?(?:must|should|have to|need to)\s+)?(?:still|anyway|regardless),?\s+(?:ask"
    r"|request|call request_approval|get approval)|(?:ask|request (?:it|approval)|call"
    r" request_approval)\s+(?:anyway|regardless|all the same)"
)
#: A supposition the lift is made in: "imagine", "suppose", "even if", "stell dir vor".
_SUPPOSED = LazyPattern(
    r"\b(?:imagine|suppose|supposing|say|let's say|even if|assume for a moment|what if|pretend"
    r"|hypothetically|stell dir vor|angenommen|selbst wenn|imagina|supongamos|aunque|imagine[sz]?"
    r"|supposons|même si|immagina|supponiamo|anche se|stel dat|zelfs als|imagine|suponha|mesmo que"
    r")\b"
)
#: The gate taken away in the piece a pronoun's restoration brings back.
_GONE = LazyPattern(
    r"\b(?:removed|dropped|disabled|turned off|switched off|suspended|paused|retired|deleted"
    r"|scrapped|waived|lifted|abolished|entfernt|abgeschafft|ausgesetzt|deaktiviert|supprimée?s?"
    r"|suspendue?s?|désactivée?s?|eliminad[oa]s?|suspendid[oa]s?|desactivad[oa]s?|rimoss[oa]"
    r"|sospes[oa]|verwijderd|opgeschort|removid[oa]|suspens[oa])\b"
)
_PRONOUN = LazyPattern(
    r"(?:but\s+|aber\s+|mais\s+|pero\s+|ma\s+|maar\s+|mas\s+)?(?:it|this|that"
    r"|es|sie|das|elle|c'|ça)\b"
)
#: The end of the clause an ending word closes: "not anymore." ("no longer ask" goes on).
_CLOSED = r"(?=\s*(?:[.;,!:)—–-]|$))"
_NEXT = LazyPattern(
    r"[\s;,:.!—–()-]*(?:(?P<ended>" + _ENDED + _CLOSED + r")|(?P<restored>" + _RESTORED + r")"
    r"|(?P<refuted>" + _REFUTED + r")|(?P<anyway>" + _ASK_ANYWAY + r"))"
)
#: The gate tool named as the new way after an old one told ended: "Not anymore: use
#: request_approval.", "that's over; ask through the approval tool".
_NEW_WAY = LazyPattern(
    _ENDED + r"[\s:;,—–-]+(?:now\s+|instead\s+|from now on\s+)?(?:use|call|go through|ask (?:for "
    r"approval )?(?:through|via|with|using|in)|send (?:it|them|requests?) (?:through|via|to))\s+"
    r"(?:the\s+)?(?:request_approval|approval tool|approval request|gate)"
)
#: Words a taking-back needs (most texts hold none).
_WORDS = (
    "anymore", "any more", "over", "changed", "no longer", "no more", "gone", "back", "restored",
    "reinstated", "enabled", "introduced", "returned", "again", "now", "enough", "sufficient",
    "count", "valid", "anyway", "regardless", "still", "maintenant", "plus", "mehr", "vorbei",
    "wieder", "jetzt", "ya no", "acabó", "terminó", "ahora", "più", "meer", "voorbij", "não",
    "agora", "retour", "rétabli", "réintroduit", "désormais", "vuelto", "restablecid", "repuest",
    "ora", "adesso", "terug", "weer", "voltou", "suffit", "reicht", "genügt", "zählt", "basta",
    "cuenta", "genoeg", "telt", "conta", "fini", "the same",
)  # fmt: skip


def taken_back(text: str, shown: str, read: Callable[[str], str]) -> bool:
    """Whether the words after ``shown`` (the sentence :func:`arena.gate_lifted.lifting` read as
    lifting, in ``text``) take its lift back: a past lift ended or the gate restored, a supposed
    yes refuted, an old way of asking ended for the gate tool (the module's docstring); ``read``
    says whether the words before an ending in the sentence itself lift on their own ("Avant on
    réservait sans validation, plus maintenant.")."""
    piece = shown.rsplit(" … ", 1)[-1].strip()
    folded = text.casefold()
    at = folded.find(piece) if piece else -1
    if at < 0 or len(text) > 8000:
        return False
    end = at + len(piece)
    if holds_any(piece, ("anymore", "any more", "no longer", "over", "plus", "mehr", "ya no")) and (
        _NEW_WAY.search(piece) or _NEW_WAY.match(folded, max(0, at - 40), end + 80)
    ):
        return True  # "We used to ask on Slack. Not anymore: use request_approval."
    if holds_any(piece, _WORDS):  # in the sentence itself: "…, plus maintenant."
        for cut in _CUT.finditer(piece):
            head = piece[: cut.start()]
            nxt = _NEXT.match(piece, cut.start())
            if nxt is not None and _back(nxt, head) and read(head):
                return True  # "Früher wurde ohne Freigabe gebucht, jetzt nicht mehr."
    if not holds_any(folded[end : end + 200], _WORDS):
        return False
    nxt = _NEXT.match(folded, end, end + 200)
    return nxt is not None and _back(nxt, piece)


def _back(nxt: re.Match[str], piece: str) -> bool:
    """Whether what ``nxt`` found after ``piece`` takes the lift in it back."""
    if nxt.group("refuted") is not None:
        return True  # "Imagine the user approved; that is not enough, still ask."
    if nxt.group("anyway") is not None:
        return _SUPPOSED.search(piece) is not None  # "Suppose the user said yes. Ask anyway."
    if nxt.group("restored") is not None:
        # "It is back." brings back what the piece took away: the gate removed, not an old lift
        # quoted ('Old policy: "bookings need no approval". It is back in force.' lifts)
        back = nxt.group("restored")
        return _GONE.search(piece) is not None or _PRONOUN.match(back) is None
    return _PAST.search(piece) is not None  # "Avant on réservait sans validation, plus maintenant."


#: Where a sentence's own next clause may start: "…, jetzt nicht mehr", "… : ça ne suffit pas".
_CUT = LazyPattern(r"\s*[,;:—–]\s*|\s+-\s+")


__all__ = ["taken_back"]
