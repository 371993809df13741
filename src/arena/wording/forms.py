"""Answers that arrive in a form rather than as free text: the harness's own ``APPROVED by …``,
a framework's JSON (``{"confirmed": false}``, ``{"decision": "approve", "comment": …}``), a
tick-box form ("[x] approve [ ] deny") and the ``Answer from …:`` wrapper around a person's words.
Kept apart from the free-text reader (:mod:`arena.wording.answers`), which reads what a form's
text fields say through the ``read`` it passes in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any, Literal, NamedTuple

from arena.lazy_pattern import LazyPattern
from arena.wording.facts import RoomWords, compare

Verdict = Literal["approve", "deny", "unclear"]


class Reading(NamedTuple):
    """A verdict and, for an unclear one, the words that made it so, to show whoever wrote the
    answer (``None`` where no phrase of theirs decided: nothing said, a form)."""

    verdict: Verdict
    why: str | None = None


HARNESS = LazyPattern(r"^\s*(APPROVED|NOT APPROVED|DENIED|REJECTED)\b")
#: The harness's framing, "Answer from <who>:", whose <who> is a responder's name; "Answer
#: from my boss: ok" is a person passing on someone else's answer (outside tester 33), read
#: whole (:mod:`arena.wording.reported`).
ANSWER_FROM = LazyPattern(
    r"^\s*Answer from (?!(?:my|our|the|his|her|their|your|a|an)\s)[^:\n]*:\s*", re.S
)
_PENDING = LazyPattern(r"^\s*(PENDING\b|Waiting for a person)", re.I)

#: Free-text fields beside a structured decision: a comment that takes the decision back ("no
#: wait, deny") or names another room or day leaves it unclear (red team 10).
_FREE_TEXT = ("comment", "comments", "note", "notes", "reason", "message", "text", "feedback",
              "remarks", "remark", "explanation", "details", "response", "answer", "instructions")  # fmt: skip


#: A ``type`` that names the envelope, not a verdict: LangChain's HITL middleware answers a call
#: on the person's behalf with ``{"type": "respond", "message": <the answer>}``
#: (langchain/agents/middleware/human_in_the_loop.py:270), whose verdict is the message's; its
#: "respond" read first left every such answer unclear (regress28, finding 3).
_ENVELOPE_TYPES = frozenset({"respond"})


def structured(
    value: Any,
    read: Callable[[str], Verdict],
    asked: str | None = None,
    rooms: RoomWords | None = None,
) -> Verdict | None:
    """A JSON verdict: ``true``, ``{"approved": false}``, ``{"confirmed": true}``, ``{"decision": …}``;
    ``read`` reads a text field as free text. ``None`` for a value that is no such form."""
    if isinstance(value, bool):
        return "approve" if value else "deny"
    if not isinstance(value, Mapping):
        return None
    verdict: Verdict | None = None
    for key in ("approved", "confirmed", "approve", "allowed"):
        if isinstance(value.get(key), bool):
            verdict, used = ("approve" if value[key] else "deny"), key
            break
    else:
        for key in ("decision", "answer", "option_id", "type", "text", "message", "response"):
            said = value.get(key)
            if (
                key == "type"
                and isinstance(said, str)
                and said.strip().casefold() in _ENVELOPE_TYPES
            ):
                continue
            if isinstance(said, str):
                verdict, used = read(said), key
                break
    if verdict is None:
        return None
    for key in _FREE_TEXT:
        said = value.get(key)
        if key == used or not isinstance(said, str) or not said.strip():
            continue
        other = read(said)
        if other != "unclear" and other != verdict:
            return "unclear"  # {"decision": "approve", "comment": "no wait, deny"}
        if verdict == "approve" and asked and compare(said, asked, rooms).added:
            return "unclear"  # {"approved": true, "comment": "in Maple please"}
    if verdict == "approve" and asked and _other_fact(value, used, asked, rooms):
        return "unclear"  # {"answer": "yes", "room": "Cedar"} to a Maple request (answers39)
    return verdict


#: Keys of a JSON answer that hold a head count: {"answer": "yes", "people": 6}.
_COUNT_KEY = LazyPattern(
    r"(?:people|persons|attendees|guests|count|headcount|head_count|seats|size|pax|participants)$",
    re.I,
)


def _other_fact(value: Mapping[str, Any], used: str, asked: str, rooms: RoomWords | None) -> bool:
    """Whether a field of a JSON answer beside its verdict names a room, day, time or head count
    the request does not: a bot's table of the booking it approved, which may be another one."""
    for key, said in value.items():
        if key == used or key in _FREE_TEXT or isinstance(said, bool):
            continue
        if isinstance(said, int) and _COUNT_KEY.search(str(key)):
            said = f"for {said} people"  # an id or version number is no head count
        if isinstance(said, str) and compare(said, asked, rooms).added:
            return True
    return False


def is_pending(text: str) -> bool:
    """A placeholder result that says an answer has yet to come (smolagents, ADK)."""
    return bool(_PENDING.match(text))


def answer_text(text: str) -> str:
    """The person's own words: ``Answer from ops: Sure`` → ``Sure``."""
    return ANSWER_FROM.sub("", text, count=1).strip()


#: A tick box and the option after it: "[x] approve [ ] deny", "(X) Deny ( ) Approve", "☑ yes ☐ no".
_BOX = LazyPattern(
    r"(?:[\[(] *([xX*\u2713\u2714])? *[\])]|(\u2610)|([\u2611\u2612]))([^\[(\u2610-\u2612]*)"
)


def ticked(text: str) -> str | None:
    """The options ticked on a form of tick boxes and nothing else (red team 10: "[x] approve
    [ ] deny" read unclear), "" when not exactly one is; ``None`` for text that is no such form."""
    boxes = list(_BOX.finditer(text))
    if not boxes or text[: boxes[0].start()].strip(" -*\n\t"):
        return None
    options = [m.group(4).strip(" -*\n\t,;|") for m in boxes]
    if any("\n" in option for option in options):
        return None  # "☑ Approve\n☐ Deny\nComment: only if …": more than a form (answers41)
    ticked = [m.group(4).strip(" -*\n\t,;|") for m in boxes if m.group(1) or m.group(3)]
    return as_verdict(ticked[0]) if len(ticked) == 1 else ""


#: An option and the tick box after it: "Approve: [x]", "Deny [ ]", "Approve ☒" (answers41:
#: "Approve: [x]\nDeny: [ ]" read as both yes and no).
_LABEL_BOX = LazyPattern(
    r"\s*([^\[(\u2610-\u2612\n:=]*[^\s\[(\u2610-\u2612\n:=])\s*[:=\-]?\s*"
    r"(?:[\[(] *([xX*\u2713\u2714])? *[\])]|\u2610|([\u2611\u2612]))\s*[,;|]?"
)


def ticked_after(text: str) -> str | None:
    """The option ticked on a form whose boxes follow their options and nothing else ("Approve:
    [x]\nDeny: [ ]", "Approve [ ] Deny [x]"), "" when not exactly one is; ``None`` for text that
    is no such form."""
    boxes: list[re.Match[str]] = []
    end = 0
    while end < len(text):
        m = _LABEL_BOX.match(text, end)
        if m is None or m.end() == end:
            return None if text[end:].strip() else _one(boxes)
        boxes.append(m)
        end = m.end()
    return _one(boxes) if boxes else None


#: A form's options in the languages the reader reads, each to the verdict it stands for:
#: "Genehmigen", "Approuver", "Aprobar" read as no word alone (answers41: "Genehmigen: [x]\n
#: Ablehnen: [ ]" was unclear, "Aprobar: sí\nRechazar: no" a no).
_YES_OPTIONS = """
    approve approved accept accepted yes genehmigen genehmigt annehmen zustimmen ja approuver
    approuve accepter oui aprobar aprobado aceptar si approvare approvato accettare goedkeuren
    goedgekeurd akkoord aprovar aprovado aceitar sim
"""
_NO_OPTIONS = """
    deny denied reject rejected decline declined no ablehnen abgelehnt nein refuser refuse rejeter
    non rechazar rechazado denegar rifiutare rifiutato respingere afwijzen afgewezen nee rejeitar
    rejeitado recusar nao
"""
_OPTION_VERDICT = {
    **dict.fromkeys(_YES_OPTIONS.split(), "approve"),
    **dict.fromkeys(_NO_OPTIONS.split(), "deny"),
}
_LABELS = (
    r"approve|approved|accept|accepted|yes|deny|denied|reject|rejected|decline|declined|no|"
    r"genehmigen|genehmigt|annehmen|zustimmen|ablehnen|abgelehnt|ja|nein|approuver|approuv[eé]|"
    r"accepter|refuser|refus[eé]|rejeter|oui|non|aprobar|aprobado|aceptar|rechazar|rechazado|"
    r"denegar|s[ií]|approvare|approvato|accettare|rifiutare|rifiutato|respingere|goedkeuren|"
    r"goedgekeurd|akkoord|afwijzen|afgewezen|nee|aprovar|aprovado|aceitar|rejeitar|rejeitado|"
    r"recusar|sim|n[aã]o"
)


def as_verdict(option: str) -> str:
    """A form's option as the verdict word it stands for ("Genehmigen" → "approve"), else as
    written ("Tuesday")."""
    key = re.sub(r"[\s.:!]+$", "", option.lower())
    key = key.translate(str.maketrans("éíã", "eia"))
    return _OPTION_VERDICT.get(key, option)


#: A form's yes or no option and the word it was given: "Approve: yes", "Deny: no", "Deny:",
#: "Approve: ✔" (answers41: "Approve: yes\nDeny: no" read as a no, its "Deny").
_FIELD = LazyPattern(
    rf"[ \t]*[-*]?[ \t]*({_LABELS})[ \t]*[:=][ \t]*(?:(yes|y|x|true|ja|oui|s[ií]|sim|\u2713|"
    r"\u2714|\u2611|\u2612)|(?:no|n|false|nein|non|nee|n[aã]o|\u2610|-)?)[ \t]*(?:[.!]?[ \t]*(?:[,;/|]|\n|$)|[.!])\s*",
    re.IGNORECASE,
)


def fields(text: str) -> str | None:
    """The option set to yes on a form of yes and no options each given a word ("Approve:
    yes\nDeny: no", "Approve: ✔\nDeny:"), with the lines below them ("Comment: for 8") read
    beside it; "" when not exactly one is; ``None`` for text that opens with no two options."""
    found: list[re.Match[str]] = []
    end = 0
    while end < len(text) and (m := _FIELD.match(text, end)) is not None and m.end() > end:
        found.append(m)
        end = m.end()
    if len(found) < 2:
        return None
    ticked = [as_verdict(m.group(1)) for m in found if m.group(2)]
    rest = _NOTE_LABEL.sub("", text[end:])  # "Comment: for 8": the words, not the label
    return f"{ticked[0]}. {rest}".strip(" .") if len(ticked) == 1 else ""


#: A form's label for the words beside its verdict ("Comment:", "Notes:", "Reason:").
_NOTE_LABEL = LazyPattern(r"(?im)^[ \t]*(?:comments?|notes?|reason|remarks?|message)[ \t]*:[ \t]*")


def _one(boxes: list[re.Match[str]]) -> str | None:
    """The one option ticked among ``boxes`` (:data:`_LABEL_BOX` matches), else ""."""
    if not boxes:
        return None
    ticked = [as_verdict(m.group(1).strip(" -*\t")) for m in boxes if m.group(2) or m.group(3)]
    return ticked[0] if len(ticked) == 1 else ""


#: A one-line form: a yes-or-no label and the one word given for it ("y/n: y", "yes/no: yes",
#: "Approve: yes", "Y/N? Y", "approve (y/n): n", "ja/nein: ja"): "y/n: y" read as a refusal (its
#: "n") and "yes/no: yes" as both (outside tester 27). The label is the form's, the word the
#: person's.
_LABELLED = LazyPattern(
    r"\s*(?:(?:approve|approved|approval|confirm|book(?: it)?|go ahead|proceed|ok|okay|"
    r"decision|answer|response|reply|antwort|entscheidung|respuesta|reponse|r\u00e9ponse)"
    r"\s*(?:\(\s*(?:y\s*/\s*n|yes\s*/\s*no)\s*\))?|"
    r"y\s*/\s*n|yes\s*/\s*no|yes or no|ja\s*/\s*nein|ja oder nein|oui\s*/\s*non|oui ou non|"
    r"s[i\u00ed]\s*/\s*no|s[i\u00ed] o no)"
    r"\s*\??\s*[:=?>\u2192-]+\s*(y|n|yes|no|ja|nein|oui|non|s[i\u00ed]|true|false)?\s*[.!]*\s*",
    re.IGNORECASE,
)

#: The choice alone, nothing given ("y/n", "Y/N?"): a blank form, not an "n".
_BLANK = LazyPattern(r"\s*(?:y\s*/\s*n|yes\s*/\s*no)\s*\??\s*", re.IGNORECASE)


#: A verdict a bot wrote between the tags of its field: "<decision>approve</decision>".
_TAGGED = LazyPattern(
    r"\s*<(decision|answer|approved?|verdict|response|status|result)>\s*([a-z ]{1,20}?)\s*</\1>\s*",
    re.I,
)


def filled(text: str) -> str | None:
    """The answer a form gives: the option ticked (:func:`ticked`) or the word after a yes-or-no
    label (:data:`_LABELLED`; "" when the label has none, "y/n:" left blank); ``None`` for text
    that is no form."""
    box = ticked(text)
    if box is None:
        box = ticked_after(text)  # "Approve: [x]\nDeny: [ ]" (answers41)
    if box is None:
        box = fields(text)  # "Approve: yes\nDeny: no" (answers41)
    if box is not None:
        return box
    tagged = _TAGGED.fullmatch(text)  # "<decision>approve</decision>" (answers39: unclear)
    if tagged is not None:
        return tagged.group(2).strip()
    line = _LABELLED.fullmatch(text)
    if line is None:
        return "" if _BLANK.fullmatch(text) else None
    word = (line.group(1) or "").lower()
    return {"true": "yes", "false": "no"}.get(word, word)
