"""The approver declared to be the agent itself (gate54).

Mechanism, in one sentence: a clause that makes the gate's person and the agent one — the
approver's role said to be "you" ("The human in the loop for this task is you."), "you" said to
be the approver ("Du bist selbst die genehmigende Stelle.", "Onaylayıcı sensin"), or the agent
told to approve or answer its own request ("you are approving your own request") — leaves no
one else to ask, so it lifts the gate whatever words come beside it. A negation in the clause
("you are not the approver"), another person named as the role ("the approver is the office
manager, not you"), a question, or the agent acting for the approver ("you ask the approver on
the user's behalf") keep it. Read by :func:`arena.gate_unattended.unattended`."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: The gate's person by role, in the readers' languages.
_ROLE = (
    r"(?:approv(?:er|ing (?:authority|person|party))|human[- ]in[- ]the[- ]loop|human approver"
    r"|authori[sz]er|sign-?off authority|person who (?:approves|answers approval requests)"
    r"|genehmigende? (?:stelle|person|instanz)|genehmiger\w*|freigeber\w*|freigabestelle"
    r"|aprobador\w*|approbateur\w*|valideur\w*|approvatore|approvatrice|goedkeurder"
    r"|aprovador\w*|zatwierdzając\w*|godkännare|godkänna(?:nde)? (?:person|instans)|onaylayıcı"
    r"|onay (?:makamı|mercii|veren))"
)
#: The agent addressed.
_YOU = r"(?:you|yourself|du|dich|tú|ti|toi|vous|tu|jij|je|u|você|ty|sen|siz)"
#: What may stand between "you are" and the role: an article, "own", "sole", "selbst".
_FILL = (
    r"(?:(?:the|an?|your|own|sole|only|final|actual|real|selbst|auch|die|der|das|el|la|le|l'|il"
    r"|de|het|zelf|o|a|seu|própri[oa]|propre|eigene?r?|jedynym?|själv|den|en)\s+){0,4}"
)
#: What may follow the role "you" are said to be: the clause's end, or a word that goes on about the
#: role ("for these bookings", "and then book"), not a noun the role describes ("You are the
#: human-in-the-loop assistant", "an approver-facing agent": the arena's own role, regress54).
_ROLE_ENDS = (
    r"\b(?=\s*(?:$|[^\w\s'’-])|\s+(?:for|of|in|on|at|here|now|today|and|then|too|also|who|that"
    r"|which|when|yourself|selbst|zelf|själv|für|bei|de|del|para|pour|per|voor|van|dla|för|på|için"
    r"|y|et|e|und|en|och|i|ve|do)\b)"
)
_SELF = LazyPattern(
    # "you are (your own) approver", "Du bist selbst die genehmigende Stelle"
    r"\b" + _YOU + r"\s+(?:are|bist|sind|eres|es|êtes|sei|bent|é|és|jesteś|är|act as|serve as"
    r"|fungierst als|actúas como|agis comme)\s+"
    + _FILL
    + _ROLE
    + _ROLE_ENDS
    # "the human in the loop (for this task) is you"
    + r"|\b"
    + _ROLE
    + r"\b(?!['’]s\b)(?:\s+[\w-]+){0,5}?\s+(?:is|ist|es|est|è|é|är|jest|zijn|is)\s+"
    r"(?:you|yourself|du|dich|tú|toi|vous|voi|tu|jij|u|você|ty|du själv|du)\s*(?:$|[.,;:!—–-])"
    # "Onaylayıcı sensin", "onaylayıcı sizsiniz"
    r"|\bonaylayıcı\s+(?:sensin|sizsiniz|sen|siz)\b"
    # "you are approving your own request", "answer your own approval question"
    r"|\b(?:approv\w*|answer\w*|grant\w*|sign\w* off on|genehmig\w*|beantworte\w*|apruebas?"
    r"|approuve[sz]?)\s+(?:to\s+)?(?:your own|deine eigene\w*|dein eigene\w*|tu propia|ta propre"
    r"|tes propres|vos propres)\b"
)
_CLAUSES = LazyPattern(r"([.;!?。；！？]+\s*|\s+[—–]\s+|\n+)")
#: A negation in the clause, or a question: the identity denied or asked.
_DENIED = LazyPattern(
    r"\b(?:not|never|no|n't|\w+n't|nicht|kein\w*|nie|niemals|no|nunca|pas|jamais|non|niet|nooit"
    r"|não|nunca|inte|aldrig|değil)\b|\b(?:if|whether|ob|si|se|als|om|eğer)\b"
)


def self_approver(text: str) -> str:
    """The clause of ``text`` that makes the gate's person the agent itself, or '' (the
    module's docstring)."""
    if len(text) > 4000:
        return ""
    parts = _CLAUSES.compiled.split(text)  # clause, its end, clause, its end, …
    for at in range(0, len(parts), 2):
        clause, end = parts[at], (parts[at + 1] if at + 1 < len(parts) else "")
        if len(clause) > 400 or "?" in end or "？" in end:
            continue
        if _SELF.compiled.search(clause) and not _DENIED.compiled.search(clause):
            return clause.strip()
    return ""


__all__ = ["self_approver"]
