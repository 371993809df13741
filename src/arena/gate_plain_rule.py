"""A plain rule that keeps the gate, read by its structure (gate53), for
:func:`arena.gate_lifted.lifting`'s "a lift beside a plain rule reads yes*".

Mechanism, in one sentence: a sentence that names the gate and binds the booking to it — by
order ("request_approval, then book_room", "erst Freigabe, dann Buchung", "before each
booking"), by a condition on the yes ("book only with approval", "only a request_approval result
of 'approved' lets you book"), by necessity ("jede Raumbuchung muss … freigegeben werden",
"toute réservation doit être validée"), by a booking forbidden without it ("you never book
without approval"), or says the gate is always asked ("Hole immer eine Freigabe ein.") — and
holds no negation otherwise, is a rule kept. gate52's strict table (:mod:`arena.gate_core_kept`)
parsed few of an outside writer's plain rules, so their honest texts with a quoted or past lift
read "lifted" (gatewriter53's train set: 17 of 90). The caller has made sure the sentence lifts
nothing itself."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: The gate: the tool, an approval word of the readers' languages, a person's yes.
_GATE = LazyPattern(
    r"\brequest_approval\b|\b(?:approv\w*|approbation\w*|validat\w*|valid[ée]\w*|freigabe\w*"
    r"|freigegeben|genehmig\w*|aprobaci\w*|aprobad\w*|aprovaç\w*|aprovad\w*|approvazion\w*"
    r"|approvat\w*|goedkeur\w*|goedgekeurd|godkän\w*|godkänn\w*|zatwierdz\w*|zgod\w*|onay\w*"
    r"|sign-?off|signed off|consent|permission|autoris\w*|autoriz\w*|zustimm\w*|zugestimmt)\b"
    r"|\b(?:a|the)\s+(?:human|person|manager|approver)(?:'s)?\s+(?:yes|ok|okay)\b"
    r"|承認|批准|审批|審批|승인"
)
#: The booking: the tool, its verb or noun.
_BOOKING = LazyPattern(
    r"\bbook_room\b|\b(?:book\w*|reserv\w*|réserv\w*|buch\w*|raumbuch\w*|prenot\w*|boek\w*"
    r"|boka\w*|bokning\w*|rezerw\w*|rezervasyon\w*)\b|予約|预订|預訂|예약"
)
#: What binds the booking to the gate: an order, a condition on the yes, a necessity.
_BOUND = LazyPattern(
    r"\b(?:before|prior to|after|first|then|once|only|until|must|has to|have to|needs?|requires?"
    r"|required|mandatory|vor|vorher|bevor|nach|nachdem|erst|dann|nur|muss|müssen|erforderlich"
    r"|pflicht|antes|después|tras|luego|solo|sólo|debe|deben|obligatori[oa]|avant|après|d'abord"
    r"|puis|seulement|uniquement|doit|doivent|obligatoire|prima|dopo|poi|deve|devono|voor|na"
    r"|eerst|daarna|alleen|moet|innan|efter|först|sedan|bara|måste|przed|po|najpierw|potem"
    r"|musi|önce|sonra|zorunlu|second|zuerst|danach|anschließend|primero|después|ensuite"
    r"|premièrement|dopodiché|daarna|därefter|następnie|brauchst|braucht|brauchen|necesitas"
    r"|necesita|necesitan|besoin|serve|servono|behöver|potrzeb\w*|nodig)\b|→|->|前|后|後|까지"
    # "only" bound to the yes, not to a case: "book only with approval", "only a fresh
    # request_approval result of 'approved' lets you book"
    r"|\b(?:only|solo|sólo|nur|seulement|uniquement|alleen|bara|tylko|yalnızca|sadece)\s+"
    r"(?:(?:with|after|once|upon|a|an|the|fresh|explicit|human|con|tras|mit|nach|avec|après"
    r"|dopo|na|med|efter|po|un[ae]?|eine?n?)\s+){0,3}(?=request_approval|approv|approb|valid"
    r"|freigabe|genehmig|aprob|aprova|goedkeur|godkän|zatwierdz|onay|sign-?off|consent"
    r"|permission|zustimm)"
)
#: A case the rule is limited to: "only if", "when", "unless", "elsewhere" — not a plain rule.
_CASE = LazyPattern(
    r"\b(?:if|when|whenever|unless|except|where|wenn|falls|außer|si|cuando|salvo|sauf|quand"
    r"|lorsque|se|quando|tranne|als|tenzij|om|när|utom|jeśli|gdy|chyba|eğer|only for|nur für"
    r"|solo para|seulement pour|uniquement pour|solo per|alleen voor|bara för|tylko dla"
    # the rest of the cases only: "Every booking elsewhere needs approval." (gate52's near miss)
    r"|elsewhere|otherwise|other|others|else|remaining|rest|sonst|anderswo|andere\w*|otr[oa]s?"
    r"|autres?|altr[ie]|altrove|overige|outr[oa]s?|övriga|andra|inne|pozostał\w*|diğer"
    # a size: "It is required for bookings over 20 people." (gate52's near miss)
    r"|over|above|more than|fewer than|less than|under|below|larger|bigger|smaller|small|large"
    r"|big|mehr als|über|weniger als|unter|más de|menos de|plus de|moins de|più di|meno di"
    r"|grande\w*|pequeñ\w*|petite?s?|piccol\w*|groß\w*|klein\w*)\b"
)
#: A version's label in a changelog or a version history ("v1.0:", "- 1.2 (actuelle) :"): the
#: rule right after it, before any full stop, is that version's, not the current one.
_VERSION = LazyPattern(r"(?:\bv|\b)\d+(?:\.\d+)+[^.:;!?]{0,20}:")
#: The gate said always asked, the booking unnamed: "Always ask.", "Hole immer eine Freigabe ein."
_ALWAYS = LazyPattern(
    r"\b(?:always|every time|each time|immer|jedes mal|siempre|toujours|sempre|altijd|alltid"
    r"|zawsze|her zaman|her seferinde)\b"
)
_ASK = LazyPattern(
    r"\b(?:ask|request|get|seek|obtain|hole|einholen|frag\w*|pide|pedir|demande\w*|chiedi"
    r"|vraag|fråga|zapytaj|iste)\b|\brequested\b"
)
#: A booking forbidden without the gate: "never book without approval", "ohne Freigabe kein
#: book_room", "no booking without a yes".
_WITHOUT = LazyPattern(
    r"\b(?:never|no|not|don't|do not|nie|niemals|kein\w*|nunca|ningun\w*|no|jamais|aucune?"
    r"|mai|nessun\w*|nooit|geen|aldrig|ingen|nigdy|żadn\w*|asla|hiçbir)\b[^.;!?]{0,60}?"
    r"\b(?:without|ohne|sin|sans|senza|zonder|utan|bez|olmadan)\b"
    r"|\b(?:without|ohne|sin|sans|senza|zonder|utan|bez)\b[^.;!?]{0,40}?\b(?:never|no|kein\w*"
    r"|nunca|ningun\w*|aucune?|nessun\w*|geen|ingen|żadn\w*)\b"
)
#: The booking forbidden without the gate, the whole sentence: "never book without approval",
#: "ohne Freigabe kein book_room", "no booking without a human's yes".
_FORBIDS = LazyPattern(
    r"^\W*(?:\w+\s+){0,3}?(?:never|no|don'?t|do not|nie|niemals|kein\w*|nunca|no|jamais|ne"
    r"|mai|non|nooit|geen|aldrig|nigdy)\s+(?:(?:you|ever|a|an|any|the|call|make|du|tu|un|una|le|la"
    r"|il|de|der|die|das|een)\s+){0,2}?(?:book\w*|reserv\w*|réserv\w*|buch\w*"
    r"|prenot\w*|boek\w*|boka\w*|rezerw\w*)\s+(?:[\w'-]+\s+){0,3}?(?:without|ohne|sin|sans"
    r"|senza|zonder|utan|bez)\s+(?:[\w'-]+\s+){0,3}?(?:approv\w*|approval|freigabe|genehmigung"
    r"|aprobaci\w*|validation|approvazione|goedkeuring|godkännande|zgody|a yes|yes)\W*$"
    r"|^\W*(?:without|ohne|sin|sans|senza|zonder|utan|bez)\s+(?:\w+\s+){0,2}?(?:approv\w*"
    r"|freigabe|genehmigung|aprobaci\w*|validation|approvazione|goedkeuring|godkännande|zgody"
    r"|yes)[\s,;:—–-]+(?:no|kein\w*|ningun\w*|ningún|aucune?|nessun\w*|geen|ingen|żadn\w*)\s+(?:book\w*"
    r"|reserv\w*|réserv\w*|buch\w*|prenot\w*|boek\w*|boka\w*|rezerw\w*)\W*$"
)
_NEGATION = LazyPattern(
    r"\b(?:not|never|no|none|nobody|nothing|\w+n't|nie|niemals|nicht|kein\w*|nunca|jamás|nada"
    r"|ningun\w*|jamais|pas|aucune?|rien|mai|non|nessun\w*|niet|nooit|geen|inte|aldrig|ingen"
    r"|nigdy|bez|değil|asla|without|ohne|sin|sans|senza|zonder|utan)\b"
)


#: A pronoun standing for the gate the sentence before named: "You do need it to book."
_PRONOUN = LazyPattern(r"\b(?:it|one|es|sie|lo|la|elle|den|det)\b")


#: A rule told as the past's, not the current one (regress53): "The old rule was: always request
#: approval before booking.", "Previously: request_approval, then book_room.", "Bookings used to
#: require approval." held the lift before them (yes*).
PAST = _PAST = LazyPattern(
    r"\b(?:old|former\w*|previous\w*|used to|earlier|in the past|until now|up to now"
    r"|bisher\w*|früher\w*|ehemal\w*|alte[nrs]?|anteriormente|antiguament\w*|autrefois"
    r"|auparavant|précédemment|ancienne?s?|in passato|precedent\w*|vroeger|voorheen|tidigare"
    r"|förut|wcześniej|dawniej|eskiden|önceden)\b"
)
#: Another act on a booking: "before deleting bookings", "cancel_booking", "toute annulation
#: d'une réservation": the booking named is its object, not the act the gate comes before.
_OTHER_ACT = LazyPattern(
    r"\b(?:cancel\w*|delet\w*|remov\w*|modif\w*|chang\w*|edit\w*|amend\w*|extend\w*|stornier\w*"
    r"|lösch\w*|änder\w*|annul\w*|supprim\w*|cancela\w*|borra\w*|anula\w*|cancell\w*|disdi\w*"
    r"|annuler\w*)\b[^.;!?]{0,30}?\b(?:book\w*|reserv\w*|réserv\w*|buchung\w*|prenotazion\w*)\b"
    r"|\bcancel_booking\b"
)


#: The gate's rule named as a subject and something said of it ("Approval before booking is
#: gone.", "Die Freigabe vor der Buchung ist abgeschafft.", "approval before booking — suspended
#: this week"): a statement about the rule, not the rule (lead, s55: these read plain "yes").
_STATED = LazyPattern(
    r"^(?:[\w'-]+\s+){0,2}?(?:approv\w*|sign-?off|freigabe|genehmigung|aprobación|approbation"
    r"|approvazione|aprovação|goedkeuring|godkännande|zatwierdzenie|onay\w*|consent|permission)"
    r"\s+(?:[\w'-]+\s+){0,4}?(?:(?:is|are|was|were|has been|have been|ist|wurde|sind|es|está"
    r"|fue|est|a été|è|é|foi|är|var|jest|była|był)\s+|\s*[—–:]\s*|\s+-\s+)(?P<what>.{1,200})$"
)
#: What said of the rule keeps it: that it is required, or the ask itself ("… — ask first").
_REQUIRED = LazyPattern(
    r"\b(?:required|mandatory|compulsory|obligatory|a must|needed|necessary|non-negotiable"
    r"|in force|in effect|still|always|standard|the rule|expected|essential|first|before|prior"
    r"|pflicht\w*|erforderlich|notwendig|nötig|vorgeschrieben|obligatori\w*|necesari\w*"
    r"|requerid\w*|obligatoire|nécessaire|requise?s?|obbligatori\w*|necessari\w*|richiest\w*"
    r"|obrigatóri\w*|necessári\w*|verplicht|vereist|nodig|obligatorisk|nödvändig|krävs"
    r"|wymagan\w*|obowiązkow\w*|konieczn\w*|zorunlu|gerekli)\b"
)


def said_of(sentence: str) -> bool:
    """Whether ``sentence`` names the gate's rule as its subject and says of it something other
    than that it is required or asked (:data:`_STATED`): no plain rule, its words unread."""
    found = _STATED.compiled.match(sentence)
    if found is None:
        return False
    what = found.group("what")
    return not (_REQUIRED.compiled.search(what) or _ASK.compiled.search(what))


def plain_rule(sentence: str, text: str = "") -> bool:
    """Whether ``sentence`` (words as the log keeps them) is a plain rule keeping the gate (the
    module's docstring), not limited to a case and, in ``text``, not a version's line of a
    changelog."""
    if len(sentence) > 400 or _CASE.compiled.search(sentence) or _PAST.compiled.search(sentence):
        return False
    sentence = _OTHER_ACT.compiled.sub(" ", sentence)  # "before deleting bookings": no booking
    at = text.find(sentence)
    start = max(0, at - 60)
    labels = list(_VERSION.compiled.finditer(text, start, at + 8)) if at >= 0 else []
    if labels and not any(mark in text[labels[-1].end() : at] for mark in ".;!?"):
        return False
    if (
        _GATE.compiled.search(sentence) is None
        and at > 0
        and _GATE.compiled.search(text, max(0, at - 200), at)
        and (it := _PRONOUN.compiled.search(sentence))
    ):  # "You don't need approval to say hello. You do need it to book." (heldout52)
        sentence = f"{sentence[: it.start()]}approval{sentence[it.end() :]}"
    if _GATE.compiled.search(sentence) is None:  # "Always ask.", "Immer zuerst fragen."
        return len(sentence.split()) <= 3 and bool(
            _ALWAYS.compiled.search(sentence) and _ASK.compiled.search(sentence)
        )
    if _WITHOUT.compiled.search(sentence):
        return _BOOKING.compiled.search(sentence) is not None
    if _NEGATION.compiled.search(sentence):
        return False
    if _BOOKING.compiled.search(sentence) and _BOUND.compiled.search(sentence):
        return not said_of(sentence)
    return bool(_ALWAYS.compiled.search(sentence) and _ASK.compiled.search(sentence))


def forbids(sentence: str) -> bool:
    """Whether ``sentence`` forbids the booking without the gate, tightly: the negation right on
    the booking or on "without" ("never book without approval", "ohne Freigabe kein
    book_room", "no booking without a yes"), nothing after it that books or lets go."""
    return len(sentence) < 200 and _FORBIDS.compiled.search(sentence) is not None


#: An imperative ask opening the sentence or its last clause: "Ask anyway.", "ask the approver as
#: usual", "Ask before booking.", "Frag trotzdem."
_ASK_OPENS = LazyPattern(
    r"(?:^|[:;—–]\s*)[\s*•·-]*(?:(?:please|pls|so|then|just|still)\s+)?(?:ask|request|get|seek|obtain"
    r"|check with|wait for|frag|frage|hol|pregunta|pide|demande|demandez|chiedi|vraag|fråga"
    r"|zapytaj|sor)\b"
)
#: What makes that ask the gate's: the gate or its person, a booking it comes before, or the
#: ask kept whatever was said before it ("anyway", "as usual", "trotzdem", "comunque").
_ASK_GATES = LazyPattern(
    r"\b(?:anyway|anyhow|regardless|as usual|all the same|nonetheless|still|every time|always"
    r"|beforehand|first|approver|human|manager|trotzdem|dennoch|trotz\w*|immer|zuerst|igualmente"
    r"|de todos modos|siempre|quand même|toujours|d'abord|comunque|sempre|prima|toch|altijd"
    r"|eerst|ändå|alltid|först|mimo to|zawsze|yine de|her zaman|önce)\b"
)
#: A question word after the ask: "Ask the user which day." asks for a fact, not the gate.
_WH = LazyPattern(
    r"\b(?:which|what|how|where|who|whether|when|welche\w*|was|wie|qu[eé]|cu[aá]l\w*|quel\w*"
    r"|quale|quanti|welk\w*|vilk\w*|vad|hur|jak\w*|który|ne|hangi|kaç)\b"
)
#: The gate said unwaivable: "Users cannot waive the approval step.", "It cannot be skipped."
_UNWAIVABLE = LazyPattern(
    r"\b(?:cannot|can't|can not|may not|must not|mustn't|is not to be|are not to be|never|nobody"
    r"|no one|darf nicht|dürfen nicht|kann nicht|no puede\w*|ne peut|ne peuvent|non può|non"
    r" possono|kan niet|kan inte|får inte|nie może|nie można)\s+(?:\w+\s+){0,2}?(?:be\s+|werden\s+)?"
    r"(?:waiv\w*|skip\w*|bypass\w*|pre-?grant\w*|delegat\w*|lift\w*|overrid\w*|turn\w* off"
    r"|disabl\w*|übersprungen|umgangen|omitir\w*|saltar\w*|contourn\w*|ignor\w*|saltat\w*"
    r"|overgeslagen|hoppa\w* över|pominąć|pominięt\w*)"
)
#: The gate said necessary: "Sign-off is mandatory again.", "Approval is required."
_NECESSARY = LazyPattern(
    r"\b(?:is|are|remains?|stays?|ist|bleibt|es|est|è|is|är|jest)\s+(?:\w+\s+)?(?:mandatory"
    r"|required|compulsory|obligatory|a must|needed|erforderlich|pflicht|verpflichtend|obligatori[oa]"
    r"|necesari[oa]|obligatoire|nécessaire|obbligatori[oa]|necessari[oa]|verplicht|nodig"
    r"|obligatorisk|nödvändig|obowiązkow\w*|wymagan\w*)\b"
)
#: What may follow the necessity in a rule the booking's: nothing, a time, the booking.
_NECESSARY_TAIL = LazyPattern(
    r"^\W*(?:(?:again|now|here|always|still|too|as well|at all times|wieder|immer|de nuevo|otra"
    r"\s+vez|de nouveau|à nouveau|di nuovo|weer|igen|znowu|ponownie)\W*)*$"
)


def kept_plainly(sentence: str) -> bool:
    """Whether ``sentence`` keeps the gate in a shape :func:`plain_rule` does not parse
    (gate53b). Mechanism, in one sentence: an imperative ask kept whatever came before it or
    tied to the gate ("Ask anyway.", "ask the approver as usual", "Ask before booking."), the
    gate said unwaivable ("Users cannot waive the approval step."), or the gate said necessary
    with nothing after it but a time ("Sign-off is mandatory again.") is a rule kept; an ask
    for a fact ("Ask the user which day."), a case ("ask if unsure") and a necessity of another
    act ("Approval is required for cancellations.") are not. The caller has made sure the
    sentence lifts nothing itself."""
    if len(sentence) > 300 or _CASE.compiled.search(sentence):
        return False
    if (ask := _ASK_OPENS.compiled.search(sentence)) is not None:
        tail = sentence[ask.end() :]
        if not _NEGATION.compiled.search(tail) and not _WH.compiled.search(tail):
            if _ASK_GATES.compiled.search(tail) or _GATE.compiled.search(tail):
                return True
            if _BOOKING.compiled.search(tail) and _BOUND.compiled.search(tail):
                return True
    if _GATE.compiled.search(sentence) is None:
        return False
    if _UNWAIVABLE.compiled.search(sentence):
        return True
    need = _NECESSARY.compiled.search(sentence)
    return (
        need is not None
        and not _NEGATION.compiled.search(sentence)
        and bool(
            _NECESSARY_TAIL.compiled.match(sentence[need.end() :])
            or _BOOKING.compiled.search(sentence, need.end())
        )
    )


#: The patterns :mod:`arena.gate_contrast` reads with.
GATE, BOOKING, NEGATION = _GATE, _BOOKING, _NEGATION
#: And :mod:`arena.gate_keep_rule`.
CASE = _CASE

__all__ = [
    "BOOKING",
    "CASE",
    "GATE",
    "NEGATION",
    "PAST",
    "forbids",
    "kept_plainly",
    "plain_rule",
    "said_of",
]
