"""What the words that lift the gate are said to be in their own clause: forbidden.

"Booking without approval is not allowed.", "Buchen ohne Genehmigung ist nicht erlaubt.",
"Bypassing the approval step is never acceptable.", "Booking before approval is not allowed."
name a booking without the person's yes only to forbid it, and each read as lifting the gate in
each of the seven languages until session 41 (gate41). Each reading of :mod:`arena.gate_lifted`,
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
    r"|policy))"
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
