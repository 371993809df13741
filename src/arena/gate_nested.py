"""A setting nested under a key is that key's own setting (gate55).

Mechanism, in one sentence: markup that nests a value under a name is read with the name the
value sits under, the way a config loader reads it — a YAML entry with a bare value takes the
keys it is indented under, kept on one line as the log keeps a text ("gate: enabled: no" is
``gate_enabled: no``, "gates: book_room: none" is ``gates_book_room: none``), an XML
attribute is an entry ('gate="none"/>'), and an HTML table's rows are the plain
table's rows ("<tr><td>book_room</td><td>none</td></tr>" is "| book_room | none |") — so the
readers of a setting (:mod:`arena.gate_keys`) and of a table's gate column
(:mod:`arena.gate_table_column`) see what the structure says. Only an entry whose value is one
bare word is rewritten: prose under a key ("description: Book after approval") is read as
written. "gate: enabled: yes", "tools: find_rooms: approval: none" (another tool's) and
"approval: timeout: 0" (a detail of the gate) keep it. Read by
:func:`arena.gate_lifted.lifting`."""

from __future__ import annotations

import re

from arena.lazy_pattern import LazyPattern

#: A chain of keys, each with no value but the next key, ending in an entry of one bare word (a
#: config block as the log keeps it, on one line: "gate: enabled: no reason: …"); bounded (up to
#: four keys above the entry, each up to 40 characters).
_CHAIN = LazyPattern(
    r"(?<![\w.-])((?:[^\W\d][\w-]{0,40}:\s+){1,4}?)([^\W\d][\w-]{0,40}):\s*([\"']?[\w-]{1,30}[\"']?)"
    r"(?=\s*$|\s*[,;#}\])<]|\s*```|\s+[^\W\d][\w.-]{0,59}\s*[:=])"
)
_KEY = LazyPattern(r"[^\W\d][\w-]*")
#: An HTML table's marks: a row opens a plain row, a cell ends in a pipe, the rest is spacing.
_ROW = LazyPattern(r"<tr\b[^<>]{0,100}>")
_CELL = LazyPattern(r"</t[dh]\s*>")
_TAG = LazyPattern(r"</?(?:table|thead|tbody|tr|th|td)\b[^<>]{0,100}>")


def nested(text: str) -> str:
    """``text`` (as the log keeps it: one line, case folded) with its nested settings named by
    the keys above them and its HTML tables as plain tables (the module's docstring); ``text``
    itself where it holds neither."""
    if len(text) > 8000:  # a framework's template: no config block of the gate's to read
        return text
    if ": " in text:
        text = _CHAIN.compiled.sub(_named, text)
    if "<tr" in text:
        text = _table(text)
    return text


def _named(found: re.Match[str]) -> str:
    above = "_".join(_KEY.compiled.findall(found.group(1)))
    return f"{above}_{found.group(2)}: {found.group(3)}"


def _table(text: str) -> str:
    text = _ROW.compiled.sub(" |", text)
    text = _CELL.compiled.sub(" |", text)
    return _TAG.compiled.sub(" ", text)


__all__ = ["nested"]
