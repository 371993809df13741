"""A load problem's fix made whole for the item it is said of, so that following it loads.

Some fixes are written without the item at hand: ``expect: no_approval`` is offered for a head
count no room seats, an input the scripted model cannot read, or a day no room is free, and an
item that kept its ``resume_with`` was then refused for answering a pause nobody asks (outside
tester 21). And a plain yes or no written as an answer (``resume_with: ["yes"]``) is told the
answer it means. An item id with a space at an end, or an invisible one, is told the id to
write.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from arena.lazy_pattern import LazyPattern

#: The fix several load problems offer for an item that is meant to ask nobody.
NO_APPROVAL = "expect: no_approval"

#: A plain yes or no written as an answer (``resume_with: ["yes"]``): the option it means.
PLAIN = {
    **dict.fromkeys(("yes", "y", "true", "on", "ok", "okay", "approved", "accept", "accepted"),
                    "approve"),
    **dict.fromkeys(("no", "n", "false", "off", "denied", "reject", "rejected", "decline",
                     "declined"), "deny"),
}  # fmt: skip


def whole_fix(problem: str, raw: Mapping[str, Any]) -> str:
    """``problem`` with what else its ``expect: no_approval`` fix needs in the item ``raw`` (its
    entry as written): removing its ``resume_with`` (answers nobody is asked for, refused next
    as a contradiction) and its own ``checks`` (which an ``expect`` does not replace, so the same
    problem came back)."""
    if NO_APPROVAL not in problem:
        return problem
    also = [key for key in ("resume_with", "checks") if raw.get(key)]
    if not also:
        return problem
    return problem.replace(NO_APPROVAL, f"{NO_APPROVAL} and remove {' and '.join(also)}", 1)


def not_a_list(data: Any) -> str:
    """What an items file that is a mapping holds instead of the list (items35): the list under
    a key ("items:") or the items keyed by their ids ("b1:" with "input:" under it)."""
    if not isinstance(data, dict):
        return ""
    under = [k for k, v in data.items() if isinstance(v, list)]
    if len(data) == 1 and under:
        return f"; the list is under {under[0]!r}: remove that line and write the list at the top"
    if data and all(isinstance(v, dict) and "input" in v for v in data.values()):
        first = next(iter(data))
        return f"; the items are keyed by id ({first!r}:): write each as '- id: {first}' and its fields"
    return ""


def plain_hint(answer: str) -> str | None:
    """What a plain yes or no written as an answer should be written as, else ``None``; and an
    answer in typographic quotes or with its ``text:`` misspelt, what it should be."""
    inner = answer.strip().strip(_CURLY)
    if inner != answer.strip() and _answer_like(inner):
        # "‘text:yes’" pasted from a document: YAML keeps such quotes as part of the text
        return (
            f"it is wrapped in typographic quotes, which YAML keeps as part of the answer: write "
            f"{inner!r} in straight quotes (or none); "
        )
    label = _TEXT_LABEL.match(answer)
    if label is not None and not answer.startswith("text:"):  # "text : yes", "Text: yes"
        return f"did you mean 'text:{answer[label.end() :].strip()}'? "
    if (
        answer.strip().casefold() in ("approve", "deny")
        and answer.strip() != answer.strip().casefold()
    ):
        return f"did you mean {answer.strip().casefold()!r}, in lower case? "  # "APPROVE" (items35)
    plain = PLAIN.get(answer.strip().casefold())
    if plain is None:
        return None
    return f"did you mean {plain} (a plain {answer}), or text:{answer} (the person's words)? "


#: approve or deny with the person's reason or note beside it: "deny: too expensive", "deny -
#: over budget", "deny --reason 'over budget'", "approve (fine by me)", "deny because it is dear".
_BESIDE = LazyPattern(
    r"\s*(approve|deny)\s*(?:[:,;(\-\u2013\u2014=]+|\s(?=because\b|with\b))\s*"
    r"(?:-{0,2}(?:reason|note)\b[\s:=]*)?(?P<words>.*?)[\s)]*$",
    re.I | re.S,
)


def words_beside(answer: str) -> str | None:
    """What ``approve`` or ``deny`` written with the person's reason or note beside it should be
    written as, else ``None``: no answer form takes one (an item's deny gives the agent no
    reason; ``arena deny --reason`` and an eval's ``note=`` do), so the words go in ``text:``,
    which the model reads (outside tester 45: "deny: too expensive" was told only the forms)."""
    m = _BESIDE.match(answer)
    words = m.group("words").strip().strip("\"'").strip() if m else ""
    return said_beside(m.group(1).casefold(), words) if m and words else None


def said_beside(option: str, words: str) -> str:
    """The fix for ``option`` given with ``words`` beside it (:func:`words_beside`)."""
    if option == "deny":
        return (
            f"a reason beside deny is no answer form (an item's deny gives the agent none): write "
            f"deny, or the person's words as text, {_quoted('text:No, ' + words)} (read as a "
            "denial, and the agent reads the words); "
        )
    return (
        "a note beside approve is no answer form (an item's approve carries none; "
        "'arena approve --note' and an eval's note= do): write approve; "
    )


def _quoted(answer: str) -> str:
    """``answer`` in the quotes YAML needs for it in a list (its comma would split it)."""
    return "'" + answer.replace("'", "''") + "'" if '"' in answer else f'"{answer}"'


#: The keys of an answer written as a YAML mapping that stand for an option, its note, or words.
_NOTE_KEYS = ("note", "reason", "comment")


def mapping_hint(answer: Mapping[Any, Any]) -> str | None:
    """What an answer written as a YAML mapping other than an edit (``{deny: too expensive}``,
    ``{option: deny, note: over budget}``, ``{text: yes please}``) should be written as, else
    ``None`` (outside tester 45: told to quote it, then refused as quoted)."""
    keys = {str(k).casefold(): v for k, v in answer.items()}
    if set(keys) == {"text"} and isinstance(keys["text"], str) and keys["text"].strip():
        said = _quoted("text:" + keys["text"].strip())
        return f"write the person's words as {said} (a text, not a mapping); "
    option = next((k for k in ("approve", "deny") if k in keys), None)
    words = keys.get(option) if option else None
    if option is None and isinstance(keys.get("option"), str):
        option = keys["option"].strip().casefold()
    if option not in ("approve", "deny"):
        return None
    if not isinstance(words, str) or not words.strip():
        words = next((keys[k] for k in _NOTE_KEYS if isinstance(keys.get(k), str)), None)
    if isinstance(words, str) and words.strip():
        return said_beside(option, words.strip())
    return f"write {option} (a text, not a mapping); "


#: Quotes a word processor or chat app types, which YAML does not read as quotes (items34).
_CURLY = "\u2018\u2019\u201a\u201b\u201c\u201d\u201e\u201f\u00ab\u00bb\u2039\u203a"
#: A ``text:`` with a space before its colon or in capitals: "text : yes", "Text:yes".
_TEXT_LABEL = re.compile(r"\s*text\s*:\s*", re.I)


def _answer_like(inner: str) -> bool:
    return inner in ("approve", "deny") or inner.startswith("text:")


def plain_id(value: str) -> str:
    """``value``, where it has no space at either end and no invisible or non-breaking space,
    tab or line break anywhere; else a ``ValueError`` naming the character and the id to write.
    "x1 " or "x1\u00a0" printed as "x1" in the results table, and beside "x1" read as a second
    item (outside tester 28b). Refused, not trimmed: the id names the run in the store, in
    ``--item`` and ``arena show``, and one changed behind the writer's back is not the one written."""
    odd = [
        c for c in value if c != " " and (c.isspace() or unicodedata.category(c) in ("Cf", "Zs"))
    ]
    if odd:
        name = unicodedata.name(odd[0], "") or "a control character"
        spaced = (
            "" if unicodedata.category(c) == "Cf" else " " if c in odd else c for c in value
        )  # a zero-width character is dropped, a space of another kind made a plain one
        plain = " ".join("".join(spaced).split())
        raise ValueError(
            f"id {value!r} holds U+{ord(odd[0]):04X} ({name.lower()}), which prints like a space "
            f"or nothing: write it {plain!r}"
        )
    if value != value.strip():
        raise ValueError(
            f"id {value!r} has a space at its start or end: write it {value.strip()!r}"
        )
    return value


#: An unquoted ``input:`` whose line holds " #": YAML reads what follows as a comment.
_CUT_INPUT = re.compile(
    r"^\s*(?:-\s+)?input:[ \t]+(?![\"'|>])(?P<kept>[^\n#]*?)[ \t]+#(?P<cut>.*)$"
)


def comment_cut(path: str, line: int) -> str:
    """Why an item's input may read otherwise than written: an unquoted ``input:`` on ``line``
    of ``path`` with " #" in it, whose rest YAML drops as a comment ("input: Book a room on
    Tuesday for team #2 (6 people)" is "Book a room on Tuesday for team": items40, refused as
    saying no head count with no word of the '#'); "" where none."""
    try:
        text = Path(path).read_text(encoding="utf-8").splitlines()[line - 1]
    except (OSError, UnicodeError, IndexError):
        return ""
    m = _CUT_INPUT.match(text)
    if m is None:
        return ""
    cut, kept = m.group("cut").strip(), m.group("kept").strip()
    kept = kept if len(kept) <= 60 else "\u2026" + kept[-40:]
    return (
        f" (YAML read '#{cut}' on line {line} as a comment, so the input ends at {kept!r}: "
        "put the input in quotes to keep it)"
    )
