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
#: A rule, requirement or step, in the readers' languages (a German compound holds its stem:
#: "Freigaberegel", "Genehmigungspflicht").
_RULE = (
    r"(?:rules?|requirements?|polic(?:y|ies)|steps?|checks?|gates?|instructions?|obligations?"
    r"|process|\w*regel\w*|\w*pflicht\w*|\w*vorschrift\w*|schritt\w*|regla|norma|requisito"
    r"|paso|règle|exigence|obligation|étape|regola|requisito|obbligo|passaggio|\w*regel"
    r"|\w*verplichting|vereiste|stap|regra|exigência|etapa)"
)
#: The rule's subject, the gate named in it: "the 'ask before booking' rule", "the approval
#: step", "the requirement to ask for approval", "la regla de pedir aprobación", "die Regel,
#: vor dem Buchen zu fragen".
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
    r"(?:regel|pflicht|vorschrift|schritt|verplichting|stap)\w*)"
    r",?\s+(?:[\w'\"-]+\s+){0,6}?"
    r"(?P<void>(?:does not|doesn't|do not|don't|no longer|won't|will not)\s+apply"
    r"|(?:is|are)\s+(?:not\s+applicable|inapplicable|not in (?:force|effect)|not enforced"
    r"|suspended|off|relaxed|lifted|waived)"
    r"|(?:gilt|gelten)\s+(?:[\w-]+\s+){0,4}?nicht|(?:ist|sind)\s+(?:hier\s+)?(?:ausgesetzt"
    r"|aufgehoben|nicht anwendbar)"
    r"|no\s+(?:se\s+)?(?:aplica|aplican|rige|rigen)|(?:queda|está)\s+suspendid[oa]"
    r"|ne\s+s'applique(?:nt)?\s+pas|n'est\s+pas\s+applicable|est\s+suspendue?"
    r"|non\s+si\s+applica(?:no)?|non\s+vale|è\s+sospes[oa]"
    r"|(?:geldt|gelden)\s+(?:[\w-]+\s+){0,4}?niet|is\s+opgeschort"
    r"|não\s+se\s+aplica(?:m)?|não\s+vale|está\s+suspens[oa])"
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
#: Words one reading needs (most of a framework's template holds none).
_WORDS = (
    "apply", "applicable", "in force", "in effect", "enforced", "suspend", " off", "relaxed",
    "lifted", "waived", "gilt", "gelten", "ausgesetzt", "aufgehoben", "anwendbar", "aplica", "rige",
    "suspendid", "s'applique", "applica", "applicable", "vale", "sospes", "geldt", "gelden", "opgeschort",
    "suspens",
)  # fmt: skip


def inapplicable(sentence: str) -> bool:
    """Whether ``sentence`` says the rule that keeps the gate does not apply (the module's
    docstring)."""
    if not holds_any(sentence, _WORDS):
        return False
    for found in _SUBJECT.finditer(sentence):
        named = sentence[found.start() : found.start("void")]
        if _BYPASS.search(named) or _BEFORE.search(sentence, 0, found.start()):
            continue
        if _SCOPE_AFTER.match(sentence, found.end()):
            continue  # "… does not apply to searches, only to bookings."
        return True
    return False
