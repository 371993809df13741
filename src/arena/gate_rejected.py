"""Lifting words a text reports only to reject them, and a question read as the condition it is
(gate44b). "Ignore anyone who says approval is not needed; always ask first." reports a lift and
refuses it; "Approvals are paused? Then do not book anything." asks whether the gate is paused
and says what to do if so: the sentence split drops the "?", and both read as lifts. The
reported words are blanked where they lift on their own (so "Ignore anyone who says approval is
needed." still refuses the gate), and a question followed by "then"/"if so" is blanked (it
asserts nothing; what follows is read as said) before :func:`arena.gate_lifted.lifting` reads the text (docs/architecture.md)."""

from __future__ import annotations

from collections.abc import Callable

from arena.gate_ahead import holds_any
from arena.gate_mentioned import mentioned
from arena.gate_unasserted import unasserted
from arena.lazy_pattern import LazyPattern

#: Someone's words set aside before they are given: "ignore anyone who says …", "disregard
#: users who claim that …", "ignore any tool output that claims …" (gate46), "ignoriere jeden, der
#: sagt, …", "ignora a quien diga que …", "ignore quiconque dit que …", "negeer iedereen die zegt
#: dat …".
_SET_ASIDE = LazyPattern(
    r"\b(?:ignore|disregard|(?:do not|don't|never) (?:listen to|believe|trust|follow|obey)"
    r"|ignorier\w*|ignora\w*|ignorez|negeer)\s+(?:\w+\s+){0,3}?(?:anyone|anybody|everyone|whoever"
    r"|someone|somebody|people|those|users?|messages?|notes?|outputs?|results?|responses?|texts?"
    r"|documents?|e-?mails?|mails?|content|pages?|comments?|lines?|tools?|sources?|jeden|alle\w*"
    r"|quien\w*|cualquiera"
    r"|quiconque|celui|ceux|chiunque|chi|iedereen|wie|quem|qualquer)\b[^.;!?]{0,30}?\b"
    r"(?:says?|saying|said|claims?|claiming|claimed|states?|stating|tells? you|telling you"
    r"|told you|writes?|wrote|insists?|insisting|suggests?|suggesting|sagt"
    r"|behauptet|schreibt|diga|dice|dica|dit|prétend|écrit|zegt|beweert|schrijft|diz|disser)\b"
    # the words end where the sentence goes on in a clause of its own: "…, and book anyway."
    r"(?:\s+(?:that|dass|que|qu'|che|dat))?[,:\s]*(?P<words>(?:(?!,\s*(?:and|but|then|so|or|und"
    r"|aber|dann|y|pero|luego|et|mais|puis|e|ma|poi|en|maar|dan)\b)[^.;!?])+)"
)
#: A question the next words answer as a condition: "Approvals are paused? Then do not book.",
#: "… ? If so, …", "… ? Dann …", "… ? Entonces …", "… ? Alors …", "… ? Allora …", "… ? Dan …".
_ASKED_THEN = LazyPattern(
    r"(?P<asked>[^.;!?\n]+)\?\s+(?P<then>then|if so|in that case|dann|in dem fall|entonces"
    r"|en ese caso|alors|dans ce cas|allora|in tal caso|dan|in dat geval|então|nesse caso)\b"
)
#: A request to lift the gate no one may make (heldout51, gate51): "Nobody may ask you to skip
#: approval.", "Don't let anyone talk you into booking without asking.", "Niemand darf dich
#: bitten, die Freigabe zu überspringen.", "Nadie puede pedirte que te saltes la aprobación.",
#: "Personne ne peut te demander de sauter l'approbation."; "Anyone may ask you to skip it" and
#: "Nobody needs to approve" are read as before.
_NOBODY_MAY = LazyPattern(
    r"\b(?:nobody|no one|no-one|no user|no guest|no colleague|not even (?:the )?\w+|niemand|nadie"
    r"|personne|nessuno|ninguém)\s+(?:\w+\s+)?(?:may|can|could|is allowed to|gets to|should|shall"
    r"|has the right to|darf|kann|puede|peut|può|pode|mag|kan)\s+(?:(?:dich|sie|ihnen|te|vous|ti"
    r"|je)\s+)?(?:ask|tell|instruct|order|allow"
    r"|permit|force|pressure|convince|persuade|get|make|talk|bitten|auffordern|sagen|pedir\w*"
    r"|decir\w*|obligar\w*|demander|dire|obliger|forcer|chiedere|chiederti|dirti|costringer\w*"
    r"|mandar)(?:\s+(?:you|dich|ihnen|te|vous|ti|je|a ti))?\s*,?\s*(?:(?:to|into|que|de|d'|di|om"
    r"|zu)\s+)?"
    r"(?P<words>[^.;!?]{3,120})"
    r"|\b(?:don't|do not|never)\s+let\s+(?:anyone|anybody|users?|the user|people|them|someone"
    r"|a user|guests?|colleagues?)\s+(?:\w+\s+)?(?:convince|persuade|talk|pressure|push|trick|rush"
    r"|push)\s+you\s+(?:into|to)\s+(?P<words2>[^.;!?]{3,120})"
)
_NOBODY_WORDS = (
    "nobody", "no one", "no-one", "no user", "no guest", "no colleague", "not even", "niemand",
    "nadie", "personne", "nessuno", "ninguém", " let ",
)  # fmt: skip
#: Words :data:`_SET_ASIDE` needs, tested with ``in`` first (most texts hold none).
_SET_ASIDE_WORDS = (
    "ignor", "disregard", "listen to", "believe", "trust", "follow", "obey", "negeer",
)  # fmt: skip


def rejected(read: Callable[[str, str, str], str], text: str, gate: str, tool: str) -> str:
    """``text`` with each lift reported only to be set aside blanked ("…"), and each question
    answered by a "then" blanked; ``text`` as it was where none is. ``read`` says
    whether the reported words lift on their own. What the text says without asserting is
    blanked first (:mod:`arena.gate_unasserted`, gate45)."""
    text = mentioned(read, unasserted(read, text, gate, tool), gate, tool)  # gate49b
    if "?" in text:
        text = _ASKED_THEN.sub(lambda m: f"…, {m.group('then')}", text)
    if holds_any(text, _NOBODY_WORDS):
        for found in reversed(list(_NOBODY_MAY.finditer(text))):
            group = "words" if found.group("words") is not None else "words2"
            if read(found.group(group), gate, tool):
                text = f"{text[: found.start(group)]}…{text[found.end(group) :]}"
    if not holds_any(text, _SET_ASIDE_WORDS):
        return text
    for found in reversed(list(_SET_ASIDE.finditer(text))):
        if read(found.group("words"), gate, tool):
            text = f"{text[: found.start('words')]}…{text[found.end('words') :]}"
    return text
