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

import functools
import re
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # rich costs a cold import; only a line or table being drawn needs it
    from rich.console import Console, ConsoleOptions
    from rich.containers import Lines
    from rich.measure import Measurement
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
    # Imported here, not at the top: ``arena --help`` and every plain line (:func:`inert`)
    # start without rich's text stack, a fifth of ``arena --help``'s instructions (issue 16).
    from rich.text import Text

    return Text(inert(value), style=style)


def breakable(value: object, style: str = "") -> Text:
    """Like :func:`cell`, for a column of identifiers and code (:func:`_breakable`'s class)."""
    return _breakable()(inert(value), style=style)


#: In a word too long for its line, the marks it may break after: "request.to_function_approval_
#: response(approved)" was cut mid-word ("(app" / "roved)") in an 80-column table (ux29).
_BREAK_AFTER = re.compile(r"[._(,/=:;-]+(?=[^\s._(,/=:;-])")


@functools.cache
def _breakable() -> type[Text]:
    """The ``Breakable`` class, made on first use (it subclasses rich's ``Text``, whose import
    :func:`cell` defers)."""
    from rich.text import Text

    class Breakable(Text):
        """A table cell that wraps at spaces and, where a word is longer than the column, after
        punctuation (``.``, ``_``, ``(``, ``,``, ``-`` …): an identifier is never split mid-word
        while it has such a mark, and its pieces set the column's least width."""

        def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
            from rich.measure import Measurement

            whole = super().__rich_measure__(console, options)
            pieces = [len(p) for w in self.plain.split() for p in _pieces(w)]
            return Measurement(max(pieces, default=whole.minimum), whole.maximum)

        def wrap(self, console: Console, width: int, **kwargs: Any) -> Lines:
            if kwargs.get("no_wrap") or self.no_wrap:
                return super().wrap(console, width, **kwargs)
            from rich.containers import Lines

            lines = Lines()
            for line in self.split(allow_blank=True):
                joiner = Text("\n", justify=self.justify, overflow=self.overflow)
                folded = joiner.join(_lines(line, max(width, 1)))
                lines.extend(Text.wrap(folded, console, width, **kwargs))
            return lines

    return Breakable


def _pieces(word: str) -> list[str]:
    """``word`` cut after each run of break marks: ``a.b_c(d)`` → ``a.``, ``b_``, ``c(``, ``d)``."""
    cuts = [m.end() for m in _BREAK_AFTER.finditer(word)]
    return [word[a:b] for a, b in zip([0, *cuts], [*cuts, len(word)], strict=True)]


def _lines(line: Text, width: int) -> list[Text]:
    """``line`` as lines of at most ``width``: words whole where they fit, else broken after
    their punctuation, and a piece still too long cut at ``width`` (as rich's fold would)."""
    out: list[list[Text]] = [[]]
    used = 0
    for m in re.finditer(r"\S+\s*", line.plain):
        word = m.group().rstrip()
        parts = [word] if len(word) <= width else _pieces(word)
        parts = [p[i : i + width] for p in parts for i in range(0, len(p), width)]
        at = m.start()
        for k, part in enumerate(parts):
            tail = m.end() if k == len(parts) - 1 else at + len(part)
            if used and used + len(part) > width:
                out.append([])
                used = 0
            out[-1].append(line[at:tail])
            used += tail - at
            at += len(part)
    from rich.text import Text

    lines = [Text.assemble(*parts) for parts in out]
    for text in lines:
        text.rstrip()  # the space a line was broken at
    return lines


def styled(text: str, style: str) -> Text:
    """Program text in a style (``styled("FAIL", "red")``), instead of markup in a string."""
    from rich.text import Text

    return Text(text, style=style)


def join(*parts: str | Text) -> Text:
    """One line from program text (``Text``) and data (``str``, made inert)."""
    from rich.text import Text

    out = Text()
    for part in parts:
        out.append(part if isinstance(part, Text) else cell(part))
    return out


def args_text(args: object) -> str:
    """A call's arguments as ``k='v', n=2`` (repr quotes strings and escapes their controls)."""
    if not isinstance(args, dict):
        return inert(args)
    return inert(", ".join(f"{k}={v!r}" for k, v in args.items()))


#: The narrowest a table column gets ("pass", "FAIL", "legs" whole).
LEAST = 4
#: The longest word of a column that is not a name that a table keeps whole; longer ones fold.
FOLD = 12


def fit_widths(
    columns: Sequence[str],
    rows: Sequence[Sequence[str]],
    width: int,
    whole: Collection[str],
    *,
    frame: int = 1,
    least: Mapping[str, int] | None = None,
) -> list[int] | None:
    """Each column's width for a table ``width`` wide whose ``whole`` columns hold names a user
    copies (adapter, item, check), or None when the names would not fit whole (the caller tries
    a lighter frame, then lists the rows: "t7adapters:phanto" / "m_edit", "tool_called_once_af…"
    and a table wider than the terminal, clipped, were all shown). The other columns narrow
    first (widest first; their cells wrap between words), then the names' cells, never inside a
    name. ``frame``: what the borders and padding take beyond 3 per column (a boxed
    table 1, one without edges -3); ``least``: a column's own floor (a check name's length in
    free text that starts with one)."""
    lines = [[r[i].splitlines() or [""] for r in rows] for i in range(len(columns))]
    natural = [max([len(c), *(len(x) for cell in col for x in cell)])
               for c, col in zip(columns, lines, strict=True)]  # fmt: skip
    words = [max([LEAST, *(len(w) for x in (c, *(x for cell in col for x in cell))
                           for w in x.split())])
             for c, col in zip(columns, lines, strict=True)]  # fmt: skip
    room = width - (3 * len(columns) + frame)
    keep = [i for i, c in enumerate(columns) if c in whole]
    flex = [i for i in range(len(columns)) if i not in keep]
    out = list(natural)
    # values ("approved", "completed") and headers wrap between words too; free text (a failed
    # check's detail) may fold a long word past FOLD rather than push the table out
    own = least or {}
    floors = [min(n, max(min(w, FOLD), own.get(c, 0)))
              for c, n, w in zip(columns, natural, words, strict=True)]  # fmt: skip
    _narrow(out, flex, floors, room)
    _narrow(out, keep, [min(n, w) for n, w in zip(natural, words, strict=True)], room)
    return out if sum(out) <= room else None


def _narrow(widths: list[int], which: Sequence[int], floors: Sequence[int], room: int) -> None:
    """Narrow the widest of ``which`` by one, again and again, until the row fits ``room`` or
    each is down to its floor."""
    while sum(widths) > room:
        over = [i for i in which if widths[i] > floors[i]]
        if not over:
            return
        widths[max(over, key=lambda i: widths[i])] -= 1


def clip(text: str, limit: int) -> str:
    """``text`` within ``limit`` characters: whole when it fits, else cut after its last whole
    item (``;``, then ``,``, then a word) and marked ``…`` — never mid-item without a mark."""
    if len(text) <= limit:
        return text
    head = text[: limit - 1]
    for sep in ("; ", ", ", " "):
        at = head.rfind(sep)
        if at > limit // 2:
            return head[: at + (1 if sep != " " else 0)].rstrip() + " …"
    return head.rstrip() + "…"
