"""What the words that lift the gate are said to be in their own clause: forbidden.

"Booking without approval is not allowed.", "Buchen ohne Genehmigung ist nicht erlaubt.",
"Bypassing the approval step is never acceptable.", "Booking before approval is not allowed."
name a booking without the person's yes only to forbid it, and each read as lifting the gate in
each of the seven languages until session 41 (gate41); so did the rule said the other way round,
its forbidding words first ("It is forbidden to book without approval.", "Es ist verboten, ohne
Freigabe zu buchen.", "Il est interdit de réserver sans approbation.": regress41), which
:data:`FORBIDDEN_BEFORE` reads in the clause before the words. Each reading of :mod:`arena.gate_lifted`,
:mod:`arena.gate_later`, :mod:`arena.gate_ahead` and :mod:`arena.gate_clauses` that finds such
words asks :data:`FORBIDDEN` what follows them, up to the clause's end (docs/architecture.md)."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: The clause after the words: "… is not allowed", "… is forbidden", "… is a violation", "…
#: ist nicht erlaubt", "… no está permitido", "… est interdit", "… non è consentito", "… é
#: proibido", "… is niet toegestaan" ("… is not forbidden" and "…, it is not forbidden" are not).
FORBIDDEN = LazyPattern(
    r"[^,;]*?(?:\b(?:is|are|would be|will be)\s+(?:(?:not|never)\s+(?:\w+\s+)?(?:allowed|permitted"
    r"|acceptable|ok|okay|fine|an option|part of|possible|tolerated|authori[sz]ed)|(?:strictly\s+)?"
    r"(?:forbidden|prohibited|banned|disallowed)|a (?:violation|breach)|against (?:the )?(?:rules"
    # "A booking without a yes is a failure." (session 42)
    r"|policy)|(?:always\s+)?(?:an?\s+)?(?:failure|mistake|error|fault|bug|incident)|wrong"
    r"|unacceptable|off[- ]limits|out of bounds)"
    r"|\b(?:ist|es|est|è|é|is)\s+(?:ein|un|une|um|een)\s+(?:fehler|error|erreur|faute|errore"
    r"|erro|fout)\b"
    r"|\b(?:ist|sind)\s+(?:(?:nicht|nie|niemals)\s+(?:\w+\s+)?(?:erlaubt|gestattet|zulässig"
    r"|akzeptabel|möglich)|(?:streng\s+)?verboten|untersagt)"
    r"|\b(?:no|nunca)\s+(?:está|están|es|son)\s+(?:permitid|aceptable|autorizad)\w*"
    r"|\b(?:está|están|es|son)\s+(?:prohibid|vedad)\w*"
    r"|\bn'(?:est|sont)\s+(?:pas|jamais)\s+(?:autoris|permis|accept)\w*|\b(?:est|sont)\s+interdit\w*"
    r"|\bnon\s+(?:è|sono)\s+(?:consentit|permess|ammess|autorizzat|accettabil)\w*"
    r"|\b(?:è|sono)\s+vietat\w*"
    r"|\b(?:não|nunca)\s+(?:é|são|está)\s+(?:permitid|aceit|autorizad)\w*|\b(?:é|são)\s+proibid\w*"
    r"|\b(?:is|zijn)\s+(?:(?:niet|nooit)\s+(?:\w+\s+)?(?:toegestaan|toegelaten|acceptabel)|verboden))"
)


#: The clause before the words, forbidding what follows: "it is forbidden to …", "it's strictly
#: prohibited to …", "es ist verboten, …", "está prohibido …", "il est interdit de …", "è vietato
#: …", "é proibido …", "het is verboden …" ("it is not forbidden to …" is not).
FORBIDDEN_BEFORE = LazyPattern(
    r"(?:\b(?:it|this)\s+is|\bit's)\s+(?:strictly\s+|absolutely\s+)?(?:forbidden|prohibited|banned"
    r"|disallowed|not\s+(?:allowed|permitted|acceptable))\s+to\b"
    r"|\b(?:es\s+ist|ist\s+es)\s+(?:streng\s+|strikt\s+)?(?:verboten|untersagt|nicht\s+(?:erlaubt"
    r"|gestattet|zulässig))\b"
    # "no está prohibido …", "non è vietato …", "não é proibido …" allow it (session 42)
    r"|(?<!\bno )\b(?:está|esta|es)\s+(?:estrictamente\s+|totalmente\s+)?(?:prohibid|vedad)\w*"
    r"|\bno\s+(?:está|esta|es)\s+permitid\w*"
    r"|\bil\s+est\s+(?:strictement\s+|formellement\s+)?interdit\s+d[e']"
    r"|\bil\s+n'est\s+pas\s+(?:autoris|permis)\w*\s+d[e']"
    r"|(?<!\bnon )(?<!\bnão )(?<!\bnao )\b(?:è|é)\s+"
    r"(?:severamente\s+|rigorosamente\s+|estritamente\s+|expressamente\s+)?"
    r"(?:vietat|proibid)\w*"
    r"|\bnon\s+è\s+(?:consentit|permess)\w*|\bnão\s+é\s+permitid\w*"
    r"|\bhet\s+is\s+(?:streng\s+)?(?:verboden|niet\s+toegestaan)\b"
    # the act forbidden right before the lifting words (regress51: "Room bookings are forbidden
    # without approval.", "… are off-limits without approval" read as lifts)
    r"|(?<!\bnot )\b(?:is|are)\s+(?:strictly\s+|absolutely\s+)?(?:forbidden|prohibited|banned"
    r"|disallowed|off[- ]limits|not\s+(?:allowed|permitted))\s+$"
)
#: What ends the clause before the lifting words: a ";" or a "but" in any of the seven
#: languages ("It is forbidden to book without approval, but you may book without asking" lifts
#: in its second clause).
CLAUSE_BREAK = LazyPattern(r";|\b(?:but|aber|pero|mais|ma|mas|maar|however|jedoch)\b")
#: The booking itself refused right after the words: "Ohne Freigabe darfst du nicht buchen.",
#: "Sans approbation, ne réserve jamais." (regress41).
REFUSED_AFTER = LazyPattern(
    r"[^,;.]*?\b(?:darfst|darf|dürfen|dürft|sollst|soll|sollen)\s+(?:du\s+|ihr\s+|man\s+|sie\s+)?"
    r"(?:nie|nicht|niemals|keinesfalls)\s+(?:\w+\s+){0,4}?(?:buchen|reservieren)\b"
    r"|[\s,]*(?:ne|n')\s*(?:réserv|reserv)\w*\s+(?:jamais|pas|rien)\b"
)


def forbidden_before(before: str) -> bool:
    """Whether the clause ending where the lifting words begin forbids them ("it is forbidden
    to book " before "without approval")."""
    start = 0
    for start_at in CLAUSE_BREAK.finditer(before):
        start = start_at.end()
    return FORBIDDEN_BEFORE.search(before, start) is not None
