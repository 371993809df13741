"""The rule that keeps the gate said not to apply (gate44): "The 'ask before booking' rule does
not apply in this workspace.", "The approval step is not applicable here.", "Die Freigaberegel
gilt hier nicht.", "La regla de pedir aprobación no se aplica aquí.", "La règle de demander une
confirmation ne s'applique pas ici." lift the gate as "the approval requirement is waived" does
(:func:`arena.gate_later.voided`). Kept: the rule said to apply ("The rule to ask does apply
here.", "… gilt auch hier"), said not to apply to a read only ("… does not apply to searches,
only to bookings."), said so under a condition ("If the approval rule does not apply, say
so."), and a rule that lets the agent round the gate said not to apply ("The rule that lets you
book without asking does not apply here." keeps it: :mod:`arena.gate_aside`). Read by
:func:`arena.gate_later.voided` (docs/architecture.md)."""

from __future__ import annotations

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: The gate's words in a rule's name: "approval", "ask before booking", "Freigabe", "pedir".
_GATE_WORDS = (
    r"(?:approv\w*|confirm\w*|consent\w*|sign-?offs?|permission|ask\w*|human review|hitl"
    r"|freigabe\w*|genehmigung\w*|bestätigung\w*|zustimmung\w*|frag\w*|aprobaci\w*"
    r"|confirmaci\w*|autorizaci\w*|permiso|pedir|preguntar|approbation|validation|autorisation"
    r"|demander|approvazion\w*|conferma|autorizzazion\w*|chiedere|goedkeuring\w*|bevestiging\w*"
    r"|toestemming\w*|vragen|aprovaç\w*|confirmaç\w*|autorizaç\w*|perguntar)"
)
#: A rule, requirement, step or process, in the readers' languages (a German compound holds its
#: stem: "Freigaberegel", "Genehmigungspflicht").
_RULE = (
    r"(?:rules?|requirements?|polic(?:y|ies)|steps?|checks?|gates?|instructions?|obligations?"
    r"|process|\w*regel\w*|\w*pflicht\w*|\w*vorschrift\w*|schritt\w*|regla|norma|requisito"
    r"|paso|proceso|obligación|règle|exigence|obligation|étape|processus|regola|requisito"
    r"|obbligo|passaggio|obrigação"
    r"|processo|\w*regel|proces|\w*verplichting|vereiste|stap|regra|exigência|etapa)"
)
#: A word between the verb and what it says of the rule ("is currently paused"), not a negation.
_ADVERB = (
    r"(?:(?!not\b|never\b|nicht\b|nie\b|no\b|nunca\b|ne\b|pas\b|non\b|mai\b|niet\b|nooit\b"
    r"|não\b)\w+\s+)?"
)
#: The rule's subject, the gate named in it: "the 'ask before booking' rule", "the approval
#: step", "the requirement to ask for approval", "la regla de pedir aprobación", "die Regel,
#: vor dem Buchen zu fragen"; and what is said of it: it does not apply, is suspended, paused.
_SUBJECT = LazyPattern(
    r"(?:"
    + _GATE_WORDS
    + r"[^.;:]{0,30}?\b"
    + _RULE
    + r"|\b"
    + _RULE
    + r"\b[^.;:]{0,40}?"
    + _GATE_WORDS
    + r"\w*['\"]?"
    # a compound: "Freigaberegel", "Genehmigungspflicht", "goedkeuringsregel"
    r"|\b(?:freigabe|genehmigung|bestätigung|zustimmung|goedkeuring|bevestiging|toestemming)s?"
    r"(?:regel|pflicht|vorschrift|schritt|prozess|verplichting|stap|proces)\w*"
    # the gate itself, opening the sentence: "Approvals are paused this week."
    r"|^(?:(?:the|die|el|los|las|les|le|la|gli|i|de|os|as)\s+)?(?:approvals?|confirmations?"
    r"|sign-?offs?|freigaben?|genehmigungen|aprobaciones|approbations|approvazioni|goedkeuringen"
    r"|aprovações)(?=\s+(?:is|are|has|have|ist|sind|están|sont|sono|zijn|estão)\b))"
    r",?\s+(?P<filler>(?:[\w'\"-]+\s+){0,6}?)"
    r"(?P<void>(?:does not|doesn't|do not|don't|no longer|won't|will not)\s+apply"
    r"|(?:is|are|has been|have been)\s+" + _ADVERB + r"(?:not\s+applicable|inapplicable"
    r"|not in (?:force|effect|use)|not enforced|not active|inactive|suspended|off|relaxed"
    r"|lifted|waived|paused|on hold|put on hold|out of (?:use|service|action))"
    r"|(?:gilt|gelten)\s+(?:[\w-]+\s+){0,4}?nicht|(?:ist|sind)\s+(?:hier\s+)?(?:ausgesetzt"
    r"|aufgehoben|nicht anwendbar)"
    r"|(?:ist|sind)\s+" + _ADVERB + r"(?:pausiert|inaktiv|außer kraft|ausgesetzt)"
    r"|(?:está|están)\s+" + _ADVERB + r"(?:en pausa|pausad[oa]s?|inactiv[oa]s?)"
    r"|(?:est|sont)\s+" + _ADVERB + r"(?:en pause|suspendue?s?|inactive?s?)"
    r"|(?:è|sono)\s+" + _ADVERB + r"(?:in pausa|inattiv[oaie]|sospes[oaie])"
    r"|(?:is|zijn)\s+" + _ADVERB + r"(?:gepauzeerd|inactief|buiten werking)"
    r"|(?:está|estão)\s+" + _ADVERB + r"(?:em pausa|inativ[oa]s?)"
    r"|no\s+(?:se\s+)?(?:aplica|aplican|rige|rigen)|(?:queda|está)\s+suspendid[oa]"
    r"|ne\s+s'applique(?:nt)?\s+pas|n'est\s+pas\s+applicable|est\s+suspendue?"
    r"|(?:est|sont)\s+levée?s?"
    r"|(?:queda|está)\s+(?:levantad[oa]|anulad[oa])|è\s+(?:revocat[oa]|tolt[oa])|is\s+opgeheven"
    r"|non\s+si\s+applica(?:no)?|non\s+vale|è\s+sospes[oa]"
    r"|(?:geldt|gelden)\s+(?:[\w-]+\s+){0,4}?niet|is\s+opgeschort"
    r"|não\s+se\s+aplica(?:m)?|não\s+vale|está\s+suspens[oa])(?![\w-])"
)
#: What the rule said void for instead: a read ("does not apply to searches") or a part only.
_SCOPE_AFTER = LazyPattern(
    r"[^.;:]*?\b(?:only|nur|solo|sólo|seulement|uniquement|soltanto|alleen|apenas|search\w*"
    r"|list\w*|read\w*|look\w*|brows\w*|quer\w*|such\w*|búsqued\w*|recherch\w*|ricerc\w*"
    r"|zoek\w*|pesquis\w*)\b"
)
#: A way round the gate in the rule's name: the rule that lets the agent skip it.
_BYPASS = LazyPattern(
    r"\b(?:without|skip\w*|bypass\w*|exempt\w*|exception\w*|lets?|allow\w*|permit(?:s|ted)"
    r"|auto\w*|ohne|sin|sans|senza|sem|zonder)\b"
)
#: A condition or a question before: "If the approval rule does not apply, say so."
_BEFORE = LazyPattern(
    r"\b(?:if|whether|unless|when|wenn|falls|ob|si|se|caso)\b|\b(?:not|never|nie|nunca"
    r"|jamais|mai|nooit|nunca)\b"
)
_NEGATED = LazyPattern(
    r"\b(?:not|never|no|nicht|nie|niemals|nunca|jamás|ne|jamais|mai|niet|nooit|não)\b"
)
#: Words one reading needs (most of a framework's template holds none).
_WORDS = (
    "apply", "applicable", "in force", "in effect", "enforced", "suspend", " off", "relaxed",
    "lifted", "waived", "gilt", "gelten", "ausgesetzt", "aufgehoben", "anwendbar", "aplica",
    "rige", "suspendid", "s'applique", "applica", "vale", "sospes", "geldt", "gelden",
    "opgeschort", "suspens", "paused", "pausiert", "pausa", "pause", "hold", "inactiv", "inaktiv",
    "inattiv", "inativ", "not in use", "out of", "außer kraft", "gepauzeerd", "inactief",
    "buiten werking", "not active", "levé", "levantad", "anulad", "revocat", "tolt", "opgeheven",
)  # fmt: skip


#: The rule said to hold for one named part only, the rest let go: "Only Atrium bookings need
#: approval.", "Approval only applies to the Atrium.", "Nur das Atrium braucht eine Freigabe.",
#: "Solo el Atrium necesita aprobación." ("Only bookings need approval" and "Approval only
#: applies to bookings" name every booking and keep the gate).
_GATE_NAMED = (
    r"(?:an?\s+|the\s+|eine?\s+|la\s+|una?\s+|l'|de\s+|een\s+)?(?:approval|confirmation|sign-?off"
    r"|permission|consent|freigabe|genehmigung|zustimmung|bestätigung|aprobación|confirmación"
    r"|autorización|validation|approbation|autorisation|approvazione|conferma|autorizzazione"
    r"|goedkeuring|bevestiging|toestemming|aprovação|confirmação|autorização)\b"
)
_EVERY = (
    r"(?!(?:all|every|each|any|real|actual|these|those|such|new|booking|bookings|room|rooms"
    r"|reservation|reservations|request|requests|the)\b)"
)
_ONE_PART = LazyPattern(
    r"\bonly\s+(?:the\s+)?" + _EVERY + r"[\w-]+\s+(?:bookings?|rooms?|reservations?)\s+(?:\w+\s+)?"
    r"(?:need|needs|require|requires|go through|goes through|get|gets)\s+"
    + _GATE_NAMED
    + r"|\b(?:approval|confirmation|sign-?off|permission|consent|asking)\s+(?:\w+\s+)?only\s+"
    r"(?:applies|is needed|is required|matters|counts)\s+(?:to|for)\s+(?:the\s+)?"
    + _EVERY
    + r"[\w-]+"
    r"|\b(?:nur|solo|sólo|seul[e]?|seulement|soltanto|alleen|apenas|só)\s+(?:das|der|die|el|la|l'"
    r"|le|il|lo|het|de|o|a)?\s*" + _EVERY + r"[\w-]+\s+(?:\w+\s+)?(?:braucht|benötigt|erfordert"
    r"|necesita|requiere|nécessite|exige|richiede|heeft|vereist|precisa|requer)\s+(?:\w+\s+)?"
    + _GATE_NAMED
)
#: A stem every reading's gate word holds (:data:`_GATE_WORDS`, :data:`_GATE_NAMED`).
_GATE_STEMS = (
    "appro", "apro", "confirm", "conferma", "consent", "sign", "permis", "ask", "human review",
    "hitl", "freigabe", "genehmig", "bestätig", "zustimm", "frag", "autori", "pedir", "gunt",
    "validation", "demander", "chiedere", "goedkeur", "bevestig", "toestemming", "vragen",
)  # fmt: skip
_ONLY_WORDS = ("only", "nur", "solo", "sólo", "seul", "soltanto", "alleen", "apenas", "só")


def inapplicable(sentence: str) -> bool:
    """Whether ``sentence`` says the rule that keeps the gate does not apply, or applies to one
    named part only (the module's docstring)."""
    if not holds_any(sentence, _GATE_STEMS):
        return False
    part = _ONE_PART.search(sentence) if holds_any(sentence, _ONLY_WORDS) else None
    if part is not None and not _BEFORE.search(sentence, 0, part.start()):
        return True  # "Approval only applies to the Atrium." (gate44)
    if not holds_any(sentence, _WORDS):
        return False
    for found in _SUBJECT.finditer(sentence):
        named = sentence[found.start() : found.start("void")]
        if _BYPASS.search(named) or _BEFORE.search(sentence, 0, found.start()):
            continue
        if _NEGATED.search(found.group("filler")):
            continue  # "The approval process has never been paused."
        if _SCOPE_AFTER.match(sentence, found.end()):
            continue  # "… does not apply to searches, only to bookings."
        return True
    return False
