"""The sentences the gate reading (:func:`arena.gate_lifted.lifting`) takes a text in.

The log keeps a system text spacing and case aside (:func:`arena.offered.system_words`), so a
markdown table or a list with no full stops arrives as one line: "| step | action | |---|---|
| 1 | book the room | | 2 | ask for approval |" and "* step 1: call book_room * step 2: call
request_approval" were each one sentence, and the booking before the ask went unread (session
41). A table's rows become sentences, a row's cells "key: value" (the row "| approval required |
no |" reads as the setting "approval required: no"), and a bullet starts a sentence. A pronoun
after a sentence that names the gate tool is that tool: "There is a tool called
request_approval. Never call it." refuses the gate as "Never call request_approval." does
(docs/architecture.md)."""

from __future__ import annotations

from arena.lazy_pattern import LazyPattern

#: Where a text splits into sentences: stops and lines ...
_STOPS = LazyPattern(r"[.;!?\n]+")
#: ... and a bullet (" * ", " • "), a dash before a step's number ("- 1.", "- step 2") or a
#: step's number in parentheses (" 2) ") that a list with no full stops leaves, read only in a
#: piece that holds one ("* ", "• ", "- " or ") ").
_BULLETS = LazyPattern(
    r"[*•-](?<=\s[*•-])(?:(?<=[*•])\s+|\s+(?=step\b|\d+[.):]))|\s(?=\d{1,2}\)\s)"
)
#: A markdown table's rule cells ("|---|:-:|"), dropped.
_RULE = LazyPattern(r"\|\s*:?-+:?\s*(?=\|)")
#: One row's end and the next one's start ("| |", the rule row dropped between them).
_ROW_END = LazyPattern(r"\|(?:\s*\|)+")
#: A table's first pipe, at a piece's start, and its last.
_EDGE = LazyPattern(r"^\s*\||\|\s*$")
_CELL = LazyPattern(r"\s*\|\s*")
#: What names the gate tool without its name: "the approval tool", "this approval function".
_GATE_TOOL = LazyPattern(r"\bapproval (?:tool|function)\b")
#: A pronoun for the tool the sentence before named.
_IT = LazyPattern(r"\b(?:it|this tool|that tool|the tool|this one|that one)\b")


def _rows(text: str) -> str:
    """A piece of text's markdown table rows as sentences, each row's cells "a: b"."""
    text = _ROW_END.sub(". ", _RULE.sub("", text))
    return _CELL.sub(": ", _EDGE.sub(" ", text))


def sentences(text: str) -> list[str]:
    """``text``'s sentences, a table's rows and a list's bullets among them; a piece between
    stops is read for a table or a bullet only where it holds a pipe or a bullet's mark (the
    cost of a framework's template, most of whose pieces hold neither)."""
    out: list[str] = []
    for piece in _STOPS.split(text):
        if "|" in piece:
            out += _STOPS.split(_rows(piece))
        elif "* " in piece or "• " in piece or "- " in piece or ") " in piece:
            out += _BULLETS.split(piece)
        else:
            out.append(piece)
    return out


def named_gate(sentence: str, before: str, gate: str, tool: str) -> str:
    """``sentence`` with a pronoun read as the gate tool ``before`` named ("Never call it."
    after "There is a tool called request_approval."), or '' where it names none: a sentence
    before that names the booking tool too leaves "it" unsaid."""
    if not (gate in before or _GATE_TOOL.search(before)) or tool.casefold() in before:
        return ""
    if _IT.search(sentence) is None:
        return ""
    return _IT.sub(gate, sentence)
