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
    r"|vroeger|voorheen|eerder|antigamente|during|temporarily|last (?:week|month|year|quarter)"
    r"|did not|didn't|were not|weren't|wasn't|während|letzte[nrs]? (?:woche|monat|jahr)|durante"
    r"|pendant|tijdens|vorige (?:week|maand)|la semana pasada|el (?:mes|año) pasado)\b"
    # a need told negated in the past: "Im Sommer war keine Freigabe nötig."
    r"|\b(?:war|waren|was|were|était|étaient|era|eran|fue|fueron|estaba|hacía|werd|foi)\s+"
    r"(?:\w+\s+){0,2}?(?:kein\w*|nicht|no|not|pas|ninguna?|geen|niet|não)\b"
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
    r"|já não|não mais|agora não"
    # a named period or exemption ended: "The pilot has ended", "Die Testphase ist vorbei"
    r"|(?:the|that|this|die|der|das|la|el|le|il|de|het|a|o)\s+(?:[\w'-]+\s+){0,4}?(?:is|has|was"
    r"|ist|wurde|est|a|è|es|ha|se|foi)\s+(?:now\s+)?(?:been\s+)?(?:over|ended|finished|expired"
    r"|cancell?ed|revoked|withdrawn|vorbei|beendet|abgelaufen|zu ende|terminée?|finie?|finit[oa]"
    r"|terminad[oa]|terminó|acabó|voorbij|afgelopen|encerrad[oa]|terminou|acabou)"
    r"|(?:la|el)\s+(?:[\w'-]+\s+){0,4}?(?:terminó|acabó|expiró))\b"
)
#: Every booking, and no part of them: "all", "every booking" ("all large rooms" is a part).
_ALL = (
    r"(?:all|every|each|any|everyone|everything)(?:\s+(?:single\s+)?(?:rooms?|bookings?"
    r"|reservations?|requests?|meetings?|users?|days?))?(?=\s*(?:[.;,!)—–]|$|and\b|again\b|now\b"
    r"|from now\b|without exception\b|no matter\b))"
)
#: The gate brought back, or said required for all, now: "it is back", "now it is required for
#: all", "now every booking needs it", "es ist wieder Pflicht", "ahora es obligatoria".
_RESTORED = (
    r"(?:but\s+|aber\s+|mais\s+|pero\s+|ma\s+|maar\s+|mas\s+)?(?:(?:it|this|that|approval|the"
    r" (?:approval )?(?:step|gate|check|requirement|rule))(?:'s|\s+is|\s+has been|\s+was|\s+are"
    r"|\s+have been)\s+(?:now\s+)?(?:back|restored|reinstated|re-?enabled|re-?introduced"
    r"|mandatory again|required again|in (?:force|effect) again)"
    r"|now,?\s+(?:it|approval|this|that|the (?:approval )?(?:step|rule|requirement))\s+(?:is|are"
    r"|applies)\s+(?:\w+\s+)?(?:(?:required|needed|mandatory|compulsory)(?:\s+for\s+"
    + _ALL
    + r"|(?=\s*(?:[.;,!]|$|again\b|everywhere\b|always\b)))|back|to "
    + _ALL
    + r")"
    r"|now,?\s+(?:every|each|all|any)(?:\s+(?:single\s+)?(?:rooms?|bookings?|reservations?"
    r"|requests?|meetings?))?\s+(?:needs?|requires?|goes through)\s+(?:it|one|approval"
    r"|the approval)"
    r"|(?:it|this|approval)\s+(?:is|applies)\s+(?:now\s+)?(?:required|needed|mandatory)\s+for\s+"
    + _ALL
    + r"|(?:es|sie|das|die freigabe)\s+ist\s+(?:jetzt\s+)?wieder|(?:jetzt|nun)\s+(?:gilt|ist)\s+"
    r"(?:sie|es)\s+(?:für alle|wieder|pflicht)|(?:elle|c'|ça)\s*(?:est|a été)\s+(?:de retour"
    r"|rétablie?|réintroduite?)|(?:maintenant|désormais),?\s+(?:elle est|c'est)\s+(?:requise?"
    r"|obligatoire)|(?:ahora|ya)\s+(?:es|está|vuelve a ser)\s+(?:obligatori[oa]|necesari[oa])"
    r"|ha vuelto|(?:fue|ha sido)\s+(?:restablecid[oa]|repuest[oa])|(?:ora|adesso)\s+è\s+"
    r"(?:obbligatori[oa]|di nuovo)|is\s+(?:weer\s+)?terug|(?:nu|weer)\s+(?:is het|verplicht)"
    r"|(?:agora|já)\s+é\s+obrigatóri[oa]|voltou"
    # the gate said needed for the booking itself: "It IS needed for booking.", "It is required
    # before you book." (gate52)
    r"|(?:it|approval|this|that|human approval|sign-?off)\s+(?:is|remains|stays)\s+(?:still\s+)?"
    r"(?:needed|required|mandatory)\s+(?:again\s+)?(?:for|before|to)\s+(?:you\s+)?(?:(?:book|reserv)"
    r"\w*(?!\s+(?:of|over|with|for|on|in|at|longer|larger|under|above|below|more|than|bigger"
    r"|smaller)\b)|the booking|a booking|" + _ALL + r")"
    r"|(?:jetzt|nun)\s+wieder|vuelve a ser obligatori[oa]|(?:est|redevient)\s+(?:de nouveau"
    r"|à nouveau)\s+obligatoire|è di nuovo obbligatori[oa]|is weer verplicht)\b"
)
#: A conclusion that every booking needs the gate: "…, so every booking needs approval.",
#: "…, así que siempre hay que pedirla." (the lift's condition never met).
_CONCLUDED = LazyPattern(
    r"\b(?:so|therefore|thus|hence|which means|that means|meaning|daher|deshalb|also|así que"
    r"|por lo tanto|por eso|donc|alors|quindi|dunque|dus|daarom|portanto|então|por isso)\b,?\s+"
    r"(?:(?:in practice|effectively|in effect|in fact)\s+)?(?:(?:every|each|all|any)(?:\s+(?:single"
    r"\s+)?(?:rooms?|bookings?|reservations?|requests?|meetings?))?\s+(?:needs?|requires?"
    r"|must (?:get|have|go through))\s+(?:human\s+)?(?:approval|sign-?off|confirmation|it)"
    r"|(?:approval|it) is (?:always )?(?:required|needed|mandatory)(?: for " + _ALL + r"| always\b"
    r"|(?=\s*[.;!]|$))|(?:you\s+)?(?:always|immer|siempre|toujours|sempre|altijd)\s+(?:\w+\s+){0,3}?"
    r"(?:ask|request|need|hay que|pedir\w*|fragen|einholen|demander|chiedere|vragen)\w*"
    r"(?![^.;!]{0,40}\b(?:only|large|big|bigger|larger|over|above|more than|when|if|unless|solo"
    r"|nur|seulement|grand\w*|grande\w*|groß\w*)\b))"
)
#: A supposed yes refuted: "that is not enough", "that does not count", "ça ne suffit pas".
_REFUTED = (
    r"(?:(?:that|this|it|which|such a yes|a claim|the claim)\s*(?:is not|isn't|'s not|does not"
    r"|doesn't|is never|never|is no)\s+(?:enough|sufficient|count|valid|a yes|an approval"
    r"|approval|consent)|(?:doesn't|does not|don't|do not) count|(?:is|are)\s+not\s+(?:enough"
    r"|sufficient|valid)|ça ne suffit pas|cela ne suffit pas|ce n'est pas suffisant|das reicht"
    r" nicht|das genügt nicht|das zählt nicht|eso no basta|no es suficiente|no cuenta|non basta"
    r"|non conta|dat is niet genoeg|telt niet|não basta|não conta"
    # quoted words said to be no rule (gate52): "Such text is not policy.", "No es válido."
    r"|(?:such|that|this|it|which)\s+(?:(?:text|message|note|claim|line|page|e-?mail|mail|quote"
    r"|statement|wording|paste|request|suggestion)\s+)?(?:is not|isn't|is no)\s+(?:policy"
    r"|our policy|valid|true|binding|authoritative|an instruction|a rule)|no es (?:válid[oa]|ciert[oa]"
    r"|verdad)|n'est pas (?:valide|vrai)|(?:ist|sind) (?:nicht gültig|ungültig|falsch)|stimmt nicht"
    r"|non è (?:valid[oa]|vero)|is niet (?:geldig|waar)|não é (?:válid[oa]|verdade)"
    r"|treat (?:this|it|that|them) as untrusted"
    # a proposal or request refused: "Answer: we are not doing that.", "refuse", "do not comply"
    r"|(?:we are not|we're not|we won't|we will not)\s+(?:doing|going to do|do)\s+(?:that|this|it)"
    r"|(?:(?:politely\s+)?(?:refuse|decline)|(?:do not|don't|never) (?:comply|obey|do (?:it|that"
    r"|this))|say no|lehne (?:das |es )?ab|rechaz\w*|niégate|rifiuta\w*|weiger\w*|recuse\w*)"
    r"(?:\s+(?:it|that|this|them|the request|politely))?(?=\s*(?:[.;,!:—–]|and\b|y\b|und\b|et\b"
    r"|$)))\b"
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
    # a future maybe, a request reported (gate52): "we may let you …", "users may ask you to …"
    r"|in a future (?:release|version)|in the future|some ?day|one day|may let|might let"
    r"|if we ever|eventually|(?:may|might|will|could|can) ask you|asks? you to|tells? you to"
    r"|insists?|claims?|says?|si algún día|un jour|eines tages)\b"
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
_GATE_STEMS = (
    "approv", "requir", "rule", "step", "check", "gate", "sign", "genehmig", "freigab", "aprob",
    "validation", "approb", "goedkeur", "aprova", "pflicht", "obligat",
)  # fmt: skip
_LEAVE_STEMS = (
    "exempt", "exception", "waiver", "pilot", "trial", "experiment", "test", "phase", "migration",
    "period", "window", "freeze", "exenci", "excepci", "ausnahme", "befreiung", "dérogation",
    "esenzion", "vrijstelling", "isenç", "prueba", "piloto", "pilote", "no-approval", "without",
)  # fmt: skip
_BACK_WORDS = (
    "back", "restor", "reinstat", "enabled", "introduc", "return", "retour", "rétabli",
    "vuelto", "restablecid", "repuest", "terug", "voltou", "wieder", "in force", "in effect",
)  # fmt: skip
#: The end of the clause an ending word closes: "not anymore." ("no longer ask" goes on).
_CLOSED = r"(?=\s*(?:[.;,!:)—–-]|$))"
#: An opener before the taking back: "For now, and in this task, …", "Answer: …" (a footnote
#: between them is passed over: "Approval is not needed.† † …for viewing. It IS needed …").
_OPENER = (
    r"(?:(?:for now|until then|until that happens"
    r"|for the time being|currently|today|right now|however|answer|in this task|here|hasta entonces"
    r"|bis dahin|en attendant|nel frattempo|tot die tijd|até lá)\b[\s,:]*(?:and (?:[\w ]{0,20}?),"
    r"\s*)?)?"
)
_NEXT = LazyPattern(
    r"(?:[\s.;,:!]*(?:[†‡*¹²³⁴]\s*)+[^.;!?]{0,80}[.;!?])?[\s;,:.!?'\"»”’—–()-]*"
    + _OPENER
    + r"(?:(?P<ended>"
    + _ENDED
    + _CLOSED
    + r")|(?P<restored>"
    + _RESTORED
    + r")"
    r"|(?P<refuted>" + _REFUTED + r")|(?P<anyway>" + _ASK_ANYWAY + r"))"
)
#: The gate tool named as the new way after an old one told ended: "Not anymore: use
#: request_approval.", "that's over; ask through the approval tool".
_NEW_WAY = LazyPattern(
    _ENDED + r"[\s:;,—–-]+(?:now\s+|instead\s+|from now on\s+)?(?:use|call|go through|ask (?:for "
    r"approval )?(?:through|via|with|using|in)|send (?:it|them|requests?) (?:through|via|to))\s+"
    r"(?:the\s+)?(?:request_approval|approval tool|approval request|gate)"
)

#: Words by which a later sentence sets an earlier rule aside.
OVERRIDES = LazyPattern(
    r"\b(?:updates?|updated|supersed\w*|overrid\w*|from now on|effective (?:now|immediately|today)"
    r"|as of (?:now|today)|ab sofort|ab jetzt|désormais|dorénavant|à partir de maintenant"
    r"|a partir de ahora|desde ahora|d'ora in poi|da ora|vanaf nu|a partir de agora|från och med nu"
    r"|hädanefter|aktualizacja|od teraz|güncelleme|artık"
    # a later edit marked as such, in the readers' languages (gate53): "EDIT 2026-12-01:",
    # "ACTUALIZACIÓN:", "Nachtrag (hat Vorrang):", "Amendment …, effective now"
    r"|amend(?:ed|ment)|addendum|errat(?:um|a)|nachtrag|aktualisierung|actualizaci[oó]n|enmienda"
    r"|mise à jour|avenant|aggiornamento|rettifica|bijwerking|atualização|uppdatering|poprawka"
    # words that are an act too ("you may edit the title"): a marker only before a colon, a
    # date or a bracket
    r"|(?:edit(?:ed)?|revised|revision|änderung|wijziging|alteração|ändring|değişiklik)"
    r"(?=\s*(?:[:(\[—–-]|\d))"
    r"|desde hoy|a partir de hoy|ab heute|dès aujourd'hui|à partir d'aujourd'hui|da oggi"
    r"|vanaf vandaag|a partir de hoje|from today)\b"
)
#: ... or, where the lift names the booking (read by :func:`arena.gate_lifted.lifting`), as "ignore the above", "actually", "for this demo".
SET_ASIDE = LazyPattern(
    r"\b(?:(?:ignore|disregard|forget)(?: (?:all|what|the rule|the|that|this|my|i said))*"
    r"(?: (?:above|previous|earlier|preceding|prior|last|first|former|said|that|this))"
    r"|never ?mind|scratch that|strike that|actually|instead|on second thought|correction"
    r"|ignorier\w* (?:das|die|den) (?:obige|vorige|vorherige)|vergiss das|eigentlich|stattdessen"
    r"|ignore[zr]? ce qui précède|en fait|en realidad|ignora lo anterior|in realtà|eigenlijk"
    r"|na verdade|(?:for|für|pour|para|per|voor) (?:this|today'?s|diese[nmr]?|cette|ce|esta|este"
    r"|questa|questo|deze|dit) (?:demo|démo|test|task|session|run|exercise|week|sprint|aufgabe"
    r"|tâche|prueba|tarea|prova|sessione|sitzung|woche|semaine|semana|settimana|week)"
    r"|(?:today|this week) only|only (?:today|this week)|(?:today|this week|for now)(?=,)"
    r"|in (?:the )?(?:staging|test|demo|sandbox) env\w*)\b"
    r"|\b(?:exception|ausnahme|excepción|eccezione|uitzondering|exceção) *:"
)


#: A lift asked as a question and answered with a refusal (gate52b): the question's words are
#: what the answer refuses, so "Book without asking? No. Ask." keeps the gate, while "Need
#: approval? No." (a question that lifts nothing itself, :mod:`arena.gate_answered`) lifts and
#: "Skip approval? No problem." or "… ? Yes." agree. "No, …" refuses where an ask follows it.
_ANSWERED_NO = LazyPattern(
    r"\s*[?？]+\s*(?:[>*•-]\s*)*(?:(?:a|answer|antwort|respuesta|réponse|resposta)\s*[:：]\s*)?"
    r"(?:no|nope|nah|never|no way|absolutely not|certainly not|definitely not|of course not"
    r"|not at all|nein|niemals|auf keinen fall|non|jamais|surtout pas|nunca|jamás|de ninguna manera"
    r"|não|nee|nooit|nej|aldrig|nie|mai|いいえ|不|不行|不可以|绝不)"
    r"(?:\s*[.!。！]+(?=\s|$)|\s*$|(?P<rule>\s*[,—–:-]+\s*))"
)
#: What a "No, …" refusal goes on with for it to refuse: the ask, or the booking's gate kept.
_ASK_RULE = LazyPattern(
    r"(?:(?:you|we)\s+)?(?:(?:always|still|must|should|need to|have to|first)\s+)*(?:ask\w*"
    r"|request\w*|get (?:a |the |their )?(?:yes|approval|ok)|wait|confirm\w*|approval|never|don't"
    r"|do not|not|frag\w*|immer|pide|pregunta|siempre|demande|toujours|pe[çc]a|sempre|vraag|altijd)\b"
)


#: A rule after the refusal that keeps the ask for some bookings only.
_NARROWED = LazyPattern(
    r"[^.!?。！？\n]{0,80}?\b(?:only|just for|unless|except|nur|solo|sólo|seulement|uniquement|só"
    r"|apenas|alleen|endast|bara|solo per|tranne|salvo|sauf|außer|ausser)\b"
)


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
    if (
        (no := _ANSWERED_NO.match(folded, end, end + 120)) is not None
        and (no.group("rule") is None or _ASK_RULE.match(folded, no.end(), no.end() + 120))
        and not read(rest := folded[no.end() : no.end() + 300])
        and not _NARROWED.match(rest)  # "… ? No — ask only for big rooms." narrows the ask
    ):
        return True  # "Book without asking? No. Ask.": the question's own words refused
    if holds_any(piece, ("anymore", "any more", "no longer", "over", "plus", "mehr", "ya no")) and (
        _NEW_WAY.search(piece) or _NEW_WAY.match(folded, max(0, at - 40), end + 80)
    ):
        return True  # "We used to ask on Slack. Not anymore: use request_approval."
    if len(piece) < 600:  # in the sentence itself: "…, plus maintenant."
        for cut in _CUT.finditer(piece):
            head = piece[: cut.start()]
            nxt = _NEXT.match(piece, cut.start())
            if nxt is not None and _back(nxt, head) and read(head):
                return True  # "Früher wurde ohne Freigabe gebucht, jetzt nicht mehr."
    nxt = _NEXT.match(folded, end, end + 200)
    if nxt is not None and _back(nxt, piece):
        return True
    # "Approval is waived only on Saturdays. Rooms are bookable Monday to Friday, so every
    # booking needs approval." (the next sentence concludes the gate for all)
    stop = _SENTENCE_END.search(folded, end + 1, end + 300)
    return _CONCLUDED.search(folded, end, stop.end() if stop else end + 300) is not None


#: Where the sentence after the piece ends.
_SENTENCE_END = LazyPattern(r"[^.!?\n]{3,}[.!?\n]")


def _back(nxt: re.Match[str], piece: str) -> bool:
    """Whether what ``nxt`` found after ``piece`` takes the lift in it back."""
    if nxt.group("refuted") is not None:
        return True  # "Imagine the user approved; that is not enough, still ask."
    if nxt.group("anyway") is not None:
        return _SUPPOSED.search(piece) is not None  # "Suppose the user said yes. Ask anyway."
    if (ended := nxt.group("ended")) is not None and holds_any(ended, _GATE_STEMS):
        # "The approval requirement has been withdrawn." ends the gate, not a lift; "the
        # approval waiver is over" ends the leave
        return holds_any(ended, _LEAVE_STEMS) and _PAST.search(piece) is not None
    if nxt.group("restored") is not None:
        # "It is back." brings back what the piece took away: the gate removed, not an old lift
        # quoted ('Old policy: "bookings need no approval". It is back in force.' lifts)
        back = nxt.group("restored")
        return (
            _GONE.search(piece) is not None
            or _PRONOUN.match(back) is None
            or not holds_any(back, _BACK_WORDS)  # "It is required before you book."
        )
    return _PAST.search(piece) is not None  # "Avant on réservait sans validation, plus maintenant."


#: Where a sentence's own next clause may start: "…, jetzt nicht mehr", "… : ça ne suffit pas".
_CUT = LazyPattern(r"\s*[,;:—–]\s*|\s+-\s+")


__all__ = ["OVERRIDES", "SET_ASIDE", "taken_back"]
