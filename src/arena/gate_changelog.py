"""The gate removed in a changelog or a note of what changed (gate51): "v2: the approval step
was removed.", "Release notes 3.1: the request_approval step was dropped.", "In v3 we dropped
the approval step." A removal told in the past still holds now (the past that
:func:`arena.gate_core.unasserted` reads as only mentioned is a state, "approval was not
required last year"); it lifts the gate unless the text brings the step back after it ("…
and restored in v3", "v4: approval is back") or negates or conditions the removal ("the
approval step was never removed", "if the approval step is removed, stop"). Read by
:func:`arena.gate_lifted.lifting`."""

from __future__ import annotations

from arena.gate_ahead import holds_any
from arena.lazy_pattern import LazyPattern

#: The gate's step, not a message about it ("approval emails were removed" is another act).
_STEP = (
    # ... nor the way around it ("auto-approval", "the option to skip approval": regress51, each
    # read as the gate removed)
    r"(?<![-\w])(?<!skip )(?<!skipping )(?<!bypass )(?<!bypassing )"
    r"(?:the\s+|die\s+|der\s+|la\s+|l')?(?:(?:human|manual|user)\s+)?(?:approval|request_approval"
    r"|sign-?off|hitl|human[- ]in[- ]the[- ]loop|confirmation|freigabe|genehmigung|approbation"
    r"|validation|aprobación)(?:\s+(?:step|gate|check|call|requirement|stage"
    r"|tool))?(?!\s+(?:emails?|notifications?|reminders?|messages?|banner|page|form|logs?))"
    # ... nor another act's step or a part of it ("the approval step for catering", "the
    # approval step's reminder email": regress51)
    r"(?!(?:\s+(?:step|gate|check|call|requirement|stage|tool))?(?:'s\b|\s+for\s+(?!(?:the\s+|all\s+|every\s+|room\s+)?(?:rooms?|bookings?|reservations?"
    r"|meetings?|everything|all)\b)))"
)
_REMOVAL = (
    r"(?:removed|dropped|retired|deleted|eliminated|scrapped|abolished|discontinued|taken out"
    r"|ripped out|cut|entfernt|gestrichen|abgeschafft|supprimée?|retirée?|eliminad[oa]|suprimid[oa])"
)
#: Passive ("the approval step was removed"), active ("we dropped the approval step",
#: "removed the approval step"), or a note ("approval step: removed").
_REMOVED = LazyPattern(
    r"\b" + _STEP + r"\s+(?:(?:was|were|has been|have been|got|is now|wurde|a été|fue)\s+)?"
    r"(?:\w+\s+)?" + _REMOVAL + r"\b"
    r"|\b(?:we|i|they|team|v\d+[\w.]*)\s*:?\s+(?:have\s+|has\s+)?"
    + _REMOVAL
    + r"\s+"
    + _STEP
    + r"|(?:^|:\s*)"
    + _REMOVAL
    + r"\s+"
    + _STEP
)
#: What makes it no removal that holds: a negation or a condition before it in its sentence ...
_NOT_BEFORE = LazyPattern(
    r"\b(?:not|never|n't|no|if|unless|when|whether|would|could|should|must not|cannot|nie|nicht"
    r"|kein\w*|si|ne|pas|jamais)\b"
)
#: ... or the step brought back after it, anywhere later in the text (:func:`restored_after`).
RESTORED = LazyPattern(
    r"\b(?:restored|reinstated|re-?added|re-?enabled|re-?introduced|brought back|is back|are back"
    r"|back in|returned|reverted|rolled back|undone|wieder eingeführt|wiederhergestellt"
    r"|rétabli\w*|restablecid\w*|repuest\w*)\b"
)
_WORDS = (
    "approv",
    "sign",
    "hitl",
    "human",
    "confirmation",
    "freigabe",
    "genehmigung",
    "validation",
    "aprobaci",
)
_SENTENCE = LazyPattern(r"[^.;!?\n]+")
#: A return said not to have happened, or only to come: "but never restored", "not re-enabled
#: yet", "will be restored in v4", "was supposed to be restored" (regress51: each kept the gate).
_UNSAID = LazyPattern(
    r"\b(?:not|never|no|nor|neither|will|would|should|could|may|might|to be|supposed|planned?"
    r"|plans|considered|considering|hoped?|nicht|nie|pas|jamais|nunca|mai|niet|nooit)\b|n't\b"
)
#: The step removed again after its return: "restored in v3, then removed again in v4".
_REMOVED_AGAIN = LazyPattern(
    r"\b(?:" + _REMOVAL + r"|disabled|waived|suspended|voided|switched off|turned off)\b"
)


def restored_after(text: str, start: int, end: int | None = None) -> bool:
    """Whether ``text[start:end]`` brings the removed step back: a return (:data:`RESTORED`)
    not said to be missing or to come (:data:`_UNSAID`, in the 30 characters before it), with no
    removal after it (:data:`_REMOVED_AGAIN`) that a later return does not undo."""
    end = len(text) if end is None else end
    pos = start
    while (back := RESTORED.compiled.search(text, pos, end)) is not None:
        if _UNSAID.compiled.search(text, max(start, back.start() - 30), back.start()):
            pos = back.end()  # "removed in v2 but never restored"
            continue
        again = _REMOVED_AGAIN.compiled.search(text, back.end(), end)
        if again is None:
            return True
        pos = again.end()  # "… restored in v3, then removed again in v4"
    return False


#: A rule struck through (heldout51): "~~Ask for approval before booking.~~", "<s>…</s>",
#: "<del>…</del>": a Markdown or HTML edit that takes the rule out.
_STRUCK = LazyPattern(r"~~([^~\n]{1,200})~~|<(s|del|strike)>([^<\n]{1,200})</\2>")
_STRUCK_GATE = LazyPattern(
    r"\b(?:approv\w*|sign-?off|permission|consent|confirm\w*|request_approval|freigabe|genehmig\w*"
    r"|aprobaci\w*|autorizaci\w*|approbation|validation)"
)
#: The ask said outside the struck words: the rule kept in words of its own.
_ASK_WORDS = (*_WORDS, "ask", "permission", "consent", "confirm", "request_approval", "frag")


def struck(text: str) -> str:
    """The struck rule of ``text`` that named the gate where nothing outside the struck words
    does, or '': "- ~~Ask for approval before booking.~~ - Book the room." lifts; "~~Book
    without asking.~~ Always ask for approval." keeps the gate."""
    if "~~" not in text and "</" not in text:
        return ""
    spans = list(_STRUCK.compiled.finditer(text))
    gate = next((m for m in spans if _STRUCK_GATE.compiled.search(m.group(0))), None)
    if gate is None:
        return ""
    rest = _STRUCK.compiled.sub(" ", text)
    return "" if holds_any(rest, _ASK_WORDS) else gate.group(0)


def unstruck(text: str) -> str:
    """``text`` less its struck words ("~~Book without asking.~~ Always ask." reads the ask)."""
    if "~~" not in text and "</" not in text:
        return text
    return _STRUCK.compiled.sub(" … ", text)


def removed(text: str) -> str:
    """The sentence of ``text`` (as the log keeps words) that tells the gate removed and never
    brought back, or a rule naming it struck through (:func:`struck`), or ''."""
    if len(text) > 4000 or not holds_any(text, _WORDS):
        return ""
    if said := struck(text):
        return said
    for piece in _SENTENCE.compiled.finditer(text):
        found = _REMOVED.compiled.search(piece.group(0))
        if found is None:
            continue
        if _NOT_BEFORE.compiled.search(piece.group(0), 0, found.end()):
            continue  # "was never removed", "if the approval step is removed"
        if any(q in piece.group(0)[: found.start()] for q in "'\"“„«"):
            continue  # quoted: "Some teams say 'we dropped the approval step'."
        if restored_after(text, piece.start() + found.end()):
            continue
        return piece.group(0).strip()
    return ""


__all__ = ["RESTORED", "removed", "restored_after", "struck", "unstruck"]
