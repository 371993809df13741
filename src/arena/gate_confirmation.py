"""A confirmation asked of the person, read as a word of the gate only where it is said not to be
needed ("Confirmation is not needed.", "No se necesita confirmación.", session 42): elsewhere a
confirmation is as often a mail or a booking's receipt as the gate's yes. Split from
gate_lifted (docs/architecture.md)."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: The cheap test before :data:`CONFIRMATION`: a sentence with none of these reads nothing here.
CONFIRM_WORDS = ("confirm", "bestätig", "conferm", "bevestig")
#: A confirmation asked of the person, a word of the gate only where said not to be needed:
#: "Confirmation is not needed.", "No se necesita confirmación." (session 42; "No
#: confirmation email is sent" names no gate, nor does "a confirmation email is not needed").
CONFIRMATION = LazyPattern(
    r"\b(?:confirmations?|\w*bestätigung\w*|confirmaci[oó]n\w*|conferma|confirmaç\w*|bevestiging\w*"
    r"|confirm\w* with (?:the )?(?:user|person|requester|human))\b"
    # a mail, not the person's yes: "A confirmation email is not needed; approval before
    # booking is." (gatefix42)
    r"(?!\s+(?:e-?mails?|mails?|messages?|notifications?|receipts?|letters?|numbers?|codes?)\b)"
)

#: Not needed, in the seven languages (the first readings of gate_lifted's ``_LIFTS``).
NEEDLESS = LazyPattern(
    r"\b(?:no|not|never|no longer|\w+n't|dont|doesnt|isnt|arent)\b[^.;:,]{0,40}?"
    r"\b(?:need\w*|requir\w*|necessary|mandatory)\b"
    r"|\b(?:nicht|kein\w*)\b[^.;:,]{0,40}?\b(?:nötig|noetig|erforderlich|notwendig)\b"
    r"|\b(?:no|ya no|sin)\b[^.;:,]{0,40}?\b(?:necesit|necesari|requier|requerid|hace falta)\w*"
    r"|\b(?:pas|plus)\b[^.;:,]{0,20}?\b(?:besoin|nécessaire|necessaire|requis\w*|obligatoire)"
    r"|\b(?:non|não|nao)\b[^.;:,]{0,30}?\b(?:serv[eo]|occorr\w*|necessari\w*|necessári\w*"
    r"|obbligatori\w*|obrigatóri\w*|exigid\w*|precis\w*)"
    r"|\b(?:niet|geen)\b[^.;:,]{0,30}?\b(?:nodig|vereist|verplicht)\b"
    # skipped as an instruction, not described ("a confirmation could be skipped", ADK)
    r"|(?:^|[,:]\s*)(?:(?:please|just|simply|always|you (?:can|may|should))\s+)?(?:skip|bypass"
    r"|ignore|omit)\b|\bno\s+(?:\w+\s+)?(?:step|stage|prompt|check|round-?trips?|back-and-forth|detours?)\b(?!\s+(?:may|can|shall"
    r"|should|must|will|is to)\b)|\b(?:optional|unnecessary|superfluous|facultati\w*|optionnel\w*|opcional"
    r"|überflüssig)\b"
)


def needless(sentence: str, confirm: re.Match[str]) -> re.Match[str] | None:
    """Where ``sentence`` says the person's confirmation (``confirm``) is not needed, in its
    clause (:data:`NEEDLESS`): "Confirmation is not needed.", "No confirmation is needed from
    the user."; "Confirmation is needed; it is not needed for searches." keeps the gate."""
    start = max(sentence.rfind(",", 0, confirm.start()), sentence.rfind(";", 0, confirm.start()))
    end = min(i for i in (sentence.find(",", confirm.end()), len(sentence)) if i >= 0)
    return NEEDLESS.compiled.search(sentence, start + 1, end)
