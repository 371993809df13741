"""The ask refused as a list of things there are to be none of (gate44): "No confirmations, no
check-ins, no 'shall I?'." and "No approvals, no questions: book." lifted nothing — no verb, no
"needed" or "required" for the readings to hold the gate's word against. A sentence that is only
such a list ("no X, no Y", in the readers' languages: "keine Rückfragen, keine Bestätigungen",
"sin confirmaciones, sin preguntas", "pas de validation, pas de questions"), at least one of
whose items is the gate or an ask, and none of which is the booking, lifts the gate; "No
approval, no booking." (the booking waits for the yes) and "No confirmation emails, no
newsletters." (a message, not the ask) keep it. Read by :func:`arena.gate_lifted.lifting`
(docs/architecture.md)."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

_NO = r"(?:no|no more|keine?|kein|sin|pas de|plus de|niente|nessun[ao]?|geen|sem|nada de)\s+"
_ITEM = r"['\"]?[\w'?-]+(?:\s+[\w'?-]+){0,2}?['\"]?"
#: The whole sentence a list of two or more "no X", and an order after it ("…: book", ", just
#: book it").
_LIST = LazyPattern(
    r"^\s*(?:[-*•]\s+)?(?:and\s+)?"
    # a plain head before the list (gate50b): "Bookings are silent: no confirmations, no
    # approval requests." ("After approval: no …", "Only if …: no …" hold a condition: not read)
    + r"(?P<head>[^\W\d_][\w' -]{0,40}?:\s*)?"
    + _NO
    + _ITEM
    + r"(?:\s*,\s*(?:and\s+|or\s+|y\s+|et\s+|und\s+|e\s+|en\s+)?"
    + _NO
    + _ITEM
    + r")+\s*(?:[:,—–-]\s*(?:just\s+|simply\s+|then\s+)?(?P<then>.*))?$"
)
_EACH = LazyPattern(_NO + r"(" + _ITEM + r")(?=\s*(?:,|:|—|–|-|$))")
#: An item that is the gate or an ask to the person, the whole item: "confirmations",
#: "check-ins", "'shall i".
_GATE_ITEM = LazyPattern(
    r"['\"]?(?:approvals?|confirmations?|sign-?offs?|check-?ins?|permissions?|double-?checks?"
    r"|(?:approval|confirmation|permission|sign-?off) (?:requests?|questions?|prompts?|steps?)"
    r"|shall i\??|are you sure\??|may i\??|bestätigung(?:en)?|rückfragen?|freigaben?|nachfragen?"
    r"|genehmigung(?:en)?|confirmaci(?:ón|ones)|aprobaci(?:ón|ones)|validations?|autorisations?"
    r"|conferm[ae]|approvazion[ei]|bevestiging(?:en)?|goedkeuring(?:en)?|confirmaç(?:ão|ões)"
    r"|aprovaç(?:ão|ões))['\"]?"
)
#: An item that is an ask only with an order to book after the list: "No questions, no
#: problems." says nothing of the gate; "No approvals, no questions: book." does.
_ASK_ITEM = LazyPattern(
    r"(?:questions?(?: asked)?|asking|clarifications?|waiting|fragen|preguntas?|domande|vragen"
    r"|perguntas?)"
)
_BOOKS = LazyPattern(r"\b(?:book|reserve|buche|reserva|réserve|prenota|boek)\w*")
#: An item that is the booking: the list is then a condition ("No approval, no booking.").
_BOOKING_ITEM = LazyPattern(
    r"\b(?:book\w*|reserv\w*|réserv\w*|buchung\w*|prenotazion\w*|boeking\w*|rooms?|raum|räume"
    r"|salas?|salles?|sale|zalen?)\b"
)
#: A head that holds a condition or the gate itself: the list is then not the rule.
_HEAD_HOLDS = LazyPattern(
    r"\b(?:approv\w*|ask\w*|confirm\w*|permission|sign-?off|not|never|unless|only|if|when|after"
    r"|once|before|until|except|nach|después|après|dopo|na)\b"
)
#: The order after the list refused: "…: do not book" keeps the gate.
_NOT = LazyPattern(r"\b(?:not|never|don't|do not|dont|nicht|nie|no|ne|non|niet|nunca)\b")


def no_list(sentence: str) -> bool:
    """Whether ``sentence`` is a list of "no X" that refuses the ask (the module's docstring)."""
    if "," not in sentence:
        return False
    found = _LIST.match(sentence)
    if found is None or (found.group("then") and _NOT.search(found.group("then"))):
        return False
    if found.group("head") and _HEAD_HOLDS.search(found.group("head")):
        return False  # "After approval: no confirmations, no follow-ups."
    head = sentence[: found.start("then")] if found.group("then") else sentence
    head = head[found.end("head") :] if found.group("head") else head
    items = [item.strip() for item in _EACH.findall(head)]
    if any(_BOOKING_ITEM.search(item) for item in items):
        return False
    if any(_GATE_ITEM.fullmatch(item) for item in items):
        return True
    then = found.group("then") or ""
    return _BOOKS.match(then) is not None and any(_ASK_ITEM.fullmatch(i) for i in items)
