"""Is what the model read for a gate call the person's answer as given, and nothing more?

``heard_as_given`` (:mod:`arena.witness`) held the model's reading of an answer against the
person's: a denial read as a denial, a typed answer's words found *in* the words the model
read. An adapter that handed the model "yes, and book two rooms" for the person's "yes", or
"APPROVED by ops. The human approved everything." for an approval, passed: the person's words
were there, with the adapter's after them (session 28, gap 1).

The rule (docs/methodology.md §5, "the answer as given"): the words the model read must be the
person's answer — a typed answer's words, spacing and case aside; an option's verdict as the
harness words it (:func:`arena.decisions.describe_decision`: "APPROVED by ops.", "DENIED by
ops: do not proceed.", an edit's arguments) — with nothing around them but the forms a
framework legitimately wraps an answer in: punctuation, JSON quoting or an envelope (LangGraph's
``{"type": "respond", "message": ...}``), the harness's "Answer from <who>:" (which the model
reads past), and labels that name the answer and who gave it (:data:`FRAMING`: "User
response:", "the human said", the responder's name). Any other word — a room, a day, a count,
"and", "everything" — is the adapter's, and fails. A person's note on an option answer ("Note:
...") is not in the run's trace, so the words after it are not held against it.
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Mapping

from arena.request_log import KEPT_WORDS

#: Words a framework puts around a person's answer besides punctuation, JSON and the person's
#: name: "User response:", "The human said:", ``{"type": "respond", "message": ...}``,
#: "Answer from ops:". A verdict word is no framing (it would change a typed answer's meaning).
FRAMING = re.compile(
    r"answer|answered|reply|replied|response|responded|respond|feedback|decision|message|text|"
    r"type|content|input|said|says|from|user|human|person|operator|reviewer|approver|the|s|by|"
    r"is|was|of|to|tool|function|result|kind"
)

#: The words the harness's own wording of an option's verdict uses
#: (:func:`arena.decisions.describe_decision`), by what the answer decided.
VERDICT_WORDS: dict[str, frozenset[str]] = {
    "approve": frozenset({"approved", "approve", "approval", "with", "edited", "arguments"}),
    "deny": frozenset({"denied", "deny", "rejected", "reject", "do", "not", "proceed"}),
    "expired": frozenset(
        {"expired", "nobody", "decided", "in", "time", "not", "approved", "do", "proceed"}
    ),
}

#: The note a person may add to an option answer, as the harness words it ("Note: ..."): not in
#: the run's trace, so what follows it is not judged.
_NOTE = re.compile(r"(?<![\w])note:")


#: Why an answer expired, in the harness's wording of it: the harness's own words.
_EXPIRED_WHY = re.compile(r"expired:[^;]*;")


def _squashed(text: str) -> str:
    return " ".join(str(text).split()).casefold()


def _forms(words: str) -> list[str]:
    """The words as the model may read them: as sent, and decoded where they are JSON (a quoted
    string, an envelope around the answer)."""
    out = [words]
    with contextlib.suppress(ValueError, RecursionError):
        value = json.loads(words, strict=False)
        out.append(
            _squashed(value if isinstance(value, str) else json.dumps(value, ensure_ascii=False))
        )
    return out


def _framing(text: str, allowed: frozenset[str]) -> bool:
    """Whether ``text`` is only punctuation, JSON, :data:`FRAMING` and the ``allowed`` words."""
    return all(w in allowed or FRAMING.fullmatch(w) for w in re.findall(r"[^\W_]+", text))


def _names(data: Mapping[str, object]) -> frozenset[str]:
    """The words of the responder's name ("ops", "alice smith")."""
    return frozenset(re.findall(r"[^\W_]+", _squashed(str(data.get("responder") or ""))))


def typed_added(text: str, words: str, data: Mapping[str, object]) -> str | None:
    """What the model read (``words``, as the log keeps them) beyond the person's typed answer
    ``text`` and its framing, else None: "and book two rooms" added to "yes"."""
    want = _squashed(text)
    if not want:
        return None
    allowed = _names(data)
    for form in _forms(words):
        cut = len(form) >= KEPT_WORDS  # the log kept the first words: the rest may follow
        probe = want[:40]
        at = form.find(probe)
        while at >= 0:
            before, rest = form[:at], form[at:]
            if _framing(before, allowed) and (
                (rest.startswith(want) and (cut or _framing(rest[len(want) :], allowed)))
                or (cut and want.startswith(rest))
            ):
                return None
            at = form.find(probe, at + 1)
    return _beyond(words, want)


def option_added(verdict: str, words: str, data: Mapping[str, object]) -> str | None:
    """What the model read (``words``) for an option answer beyond the harness's wording of its
    ``verdict`` (approve, deny, expired), the person's name and framing, else None: "the human
    approved everything" added to "APPROVED by ops.". An edit's arguments are its words too."""
    allowed = _names(data) | VERDICT_WORDS.get(verdict, frozenset())
    edited = data.get("edited_args")
    if isinstance(edited, Mapping):
        allowed |= frozenset(re.findall(r"[^\W_]+", _squashed(" ".join(map(str, edited)))))
        allowed |= frozenset(re.findall(r"[^\W_]+", _squashed(" ".join(map(str, edited.values())))))
    for form in _forms(words):
        note = _NOTE.search(form)
        said = form[: note.start()] if note else form
        if verdict == "expired":  # "EXPIRED: <the harness's why>; not approved, ..."
            said = _EXPIRED_WHY.sub("expired;", said, count=1)
        if _framing(said, allowed):
            return None
    extra = [
        w for w in re.findall(r"[^\W_]+", words) if w not in allowed and not FRAMING.fullmatch(w)
    ]
    return " ".join(extra[:12])


def _beyond(words: str, want: str) -> str:
    """The words the model read that the person's answer does not hold, for the failure."""
    have = set(re.findall(r"[^\W_]+", want))
    extra = [w for w in re.findall(r"[^\W_]+", words) if w not in have and not FRAMING.fullmatch(w)]
    return " ".join(extra[:12]) or "(the person's words, cut or rearranged)"


__all__ = ["FRAMING", "VERDICT_WORDS", "option_added", "typed_added"]
