"""Showing text that came from a model, a user or another operator: always inert.

A terminal obeys what it is sent. An agent's argument, a user's message or another operator's note
may hold ANSI/OSC escape sequences (colours, a fake prompt, an OSC 8 hyperlink, a retitled window),
bidi overrides that show ``txt.exe`` as ``exe.txt``, a NUL that cuts a line short, or rich markup
(``[link=...]`` becomes a live hyperlink, ``[/x]`` an exception). Every such string is shown through
:func:`inert` (plain output) or :func:`cell` (a rich table or line), which escape what a terminal
would act on and never read markup from data. Program text with styles is built with
:func:`styled` and joined with :func:`join`, so data and markup never share a string.
"""

from __future__ import annotations

import unicodedata

from rich.text import Text

#: Unicode categories a terminal acts on or hides: controls (C0, DEL, C1 — ESC starts ANSI/OSC),
#: format characters (bidi overrides and isolates, zero-width, tag characters), lone surrogates,
#: line and paragraph separators.
UNSAFE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Zl", "Zp"})
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def inert(value: object) -> str:
    """``value`` as one line of text a terminal only displays: unsafe characters as escapes.

    ``\\x1b`` for ESC, ``\\u202e`` for a right-to-left override, ``\\x00`` for NUL, ``\\n`` for a
    newline (so no data can forge a row of its own).
    """
    text = value if isinstance(value, str) else str(value)
    if text.isprintable():
        return text
    return "".join(
        _escape(ch) if unicodedata.category(ch) in UNSAFE_CATEGORIES else ch for ch in text
    )


def _escape(ch: str) -> str:
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def cell(value: object, style: str = "") -> Text:
    """Data for a rich table or line: inert, and never parsed as markup or emoji codes."""
    return Text(inert(value), style=style)


def styled(text: str, style: str) -> Text:
    """Program text in a style (``styled("FAIL", "red")``), instead of markup in a string."""
    return Text(text, style=style)


def join(*parts: str | Text) -> Text:
    """One line from program text (``Text``) and data (``str``, made inert)."""
    out = Text()
    for part in parts:
        out.append(part if isinstance(part, Text) else cell(part))
    return out


def args_text(args: object) -> str:
    """A call's arguments as ``k='v', n=2`` (repr quotes strings and escapes their controls)."""
    if not isinstance(args, dict):
        return inert(args)
    return inert(", ".join(f"{k}={v!r}" for k, v in args.items()))
