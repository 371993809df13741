"""A lift's words that the sentence itself denies (gate53b), for
:func:`arena.gate_lifted.lifting`'s "a lift held reads yes*, not 'no'".

Mechanism, in one sentence: where the lifting words are the object of a denial in their own
sentence — their existence denied ("There is no such thing as pre-granted approval", "es gibt
keine Vorab-Freigabe"), the skip prohibited as a "no …ing" notice ("NO skipping approval",
"no bypassing the approver"), a "without approval" whose booking is itself negated ("Ohne
Freigabe … darf kein Raum gebucht werden", "sin aprobación no se reserva ninguna sala"), or a
waiver said over ("The temporary approval waiver has expired", "La période sans validation est
terminée"), or its noun the subject of a refusing predicate ("Pre-approval by email is not
accepted", gate54) — the sentence keeps the gate, whatever word the lift is read by. An outside
writer's honest texts of those shapes read "lifted" (heldout53's train half, gatewriter53,
gatewriter52's val); "No approval is needed" (the need denied, not the lift) and "Without
approval, book anyway" (the booking not negated) still lift."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: The lift's existence denied: "there is no such thing as", "there's no", "es gibt keine", "no
#: existe", "il n'y a pas de", "non esiste", "er bestaat geen", "det finns ingen".
_NONE_EXISTS = LazyPattern(
    r"\b(?:there(?:'s| is| are)\s+no(?:\s+such\s+thing\s+as)?|no such thing as|es gibt (?:keine?n?"
    r"|so etwas wie)|no existe\w*|no hay|il n'y a pas(?: de)?|ça n'existe pas|non esiste|non c'è"
    r"|er bestaat geen|er is geen|det finns (?:ingen|inget)|nie ma|yoktur)\s+(?:(?:a|an|any|such|so"
    r"|etwas|wie|thing|as|de|d'|la|le|una?|el|los|las|ein\w*)\s+){0,4}?"
    # the lift's own noun, not the gate's: "there is no approval step" lifts (the corpus)
    r"(?:pre-?(?:granted|approv\w*|authori[sz]\w*|cleared)|blanket|implied|implicit|standing"
    r"|automatic|auto-?approv\w*|vorab|pauschal\w*|implícit\w*|automátic\w*|implicite"
    r"|automatique|implicit[oa]|automatic[oa]|waiv\w*|exempt\w*|bypass\w*|shortcut)"
)
#: The skip prohibited, a notice's "no …ing": "NO skipping approval", "no bypassing the gate".
_NO_SKIPPING = LazyPattern(
    r"\b(?:no|never)\s+(?:skipping|bypassing|waiving|ignoring|dropping|circumventing|omitting)\b"
)
#: The gate missing, then the booking negated in the same clause: "without approval no room may
#: be booked", "ohne Freigabe darf kein Raum gebucht werden".
_WITHOUT_THEN_NO = LazyPattern(
    r"^\W*(?:without|ohne|sin|sans|senza|zonder|utan|bez|olmadan)\s+[^.;!?,]{0,60}?[\s,]"
    r"(?:no|not|never|kein\w*|nicht|niemals|nie|ningun\w*|ningún|nunca|aucune?|jamais|ne|n'"
    r"|nessun\w*|mai|non|geen|nooit|niet|ingen|inget|aldrig|inte|żadn\w*|nigdy|hiçbir|asla)\s"
    r"[^.;!?,]{0,40}?\b(?:book\w*|reserv\w*|réserv\w*|gebucht|buch\w*|prenot\w*|boek\w*"
    r"|geboekt|bok\w*|rezerw\w*)"
)
#: A waiver, an exemption or a time without the gate, said over: "the approval waiver has
#: expired", "la période sans validation est terminée", "die Ausnahme ist abgelaufen".
_WAIVER_OVER = LazyPattern(
    r"\b(?:waiver|exemption|exception|pilot|trial|grace period|period without|période sans"
    r"|periodo sin|periodo senza|zeit ohne|ausnahme|befreiung|excepción|exención|dispense"
    r"|esenzione|vrijstelling|undantag)\b[^.;!?]{0,60}?\b(?:(?:has|have|had)\s+(?:now\s+)?"
    r"(?:expired|ended|lapsed|been (?:revoked|withdrawn|lifted|cancell?ed|removed))|expired"
    r"|is over|are over|ended|est terminée|est finie|a expiré|ist (?:abgelaufen|vorbei|beendet)"
    r"|ha (?:terminado|expirado|caducado)|ha terminado|terminó|è (?:finit[oa]|scadut[oa]|terminat[oa])"
    r"|is (?:verlopen|voorbij|afgelopen)|har (?:gått ut|upphört)|är över|wygasł\w*|minął)"
)


#: The lift's noun the subject, its predicate refusing it (gate54): "Pre-approval by email is not
#: accepted", "Pre-approvals from chat do not count", "Vorab-Freigaben werden nicht akzeptiert".
_REFUSED = LazyPattern(
    r"^\W*(?:(?:the|a|an|any|such|die|eine?|la|las|los|el|une?|les?|il|lo|de|het|en)\s+)?"
    r"(?:pre-?(?:granted|approv\w*|authori[sz]\w*|cleared)|blanket|implied|implicit|standing"
    r"|auto-?approv\w*|vorab\S*|pauschal\w*|preaprobaci\w*|pré-?approbation\w*|preapprovazion\w*"
    r"|voorafgaande|förhandsgodkänn\w*)\b[^.;!?]{0,60}?\b(?:(?:is|are|will be|wird|werden|es|son"
    r"|est|sont|è|sono|wordt|worden|är|blir)\s+(?:not|never|nicht|nie|no|pas|non|niet|nooit|inte"
    r"|aldrig|ne)\s+(?:\w+\s+)?(?:accepted|valid|enough|sufficient|honou?red|recogni[sz]ed|counted"
    r"|akzeptiert|gültig|anerkannt|aceptad\w*|válid\w*|accepté\w*|valable\w*|accettat\w*"
    r"|valid[oa]|geaccepteerd|geldig|godkän[dt]\w*|giltig\w*)|(?:do|does|will) not count|don't count"
    r"|doesn't count|has no effect|have no effect|zählt nicht|zählen nicht|no cuenta\w*"
    r"|ne compte\w* pas|non cont\w*|telt niet|tellen niet|räknas inte)"
)


def denied(sentence: str) -> bool:
    """Whether ``sentence`` (a lift :func:`arena.gate_lifted.lifting` read) denies its own
    lifting words (the module's docstring)."""
    if len(sentence) > 300:
        return False
    return any(
        p.compiled.search(sentence) is not None
        for p in (_NONE_EXISTS, _NO_SKIPPING, _WITHOUT_THEN_NO, _WAIVER_OVER, _REFUSED)
    ) and not _BUT.compiled.search(sentence)


#: A second clause that may lift on its own: "…, but you may book without asking".
_BUT = LazyPattern(r"\b(?:but|however|aber|pero|mais|ma|maar|men|ale|ama)\b")


__all__ = ["denied"]
