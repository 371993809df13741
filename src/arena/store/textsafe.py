"""Text any backend can keep: lone surrogates and NULs escaped on the way in, restored on the way out.

A model may send ``"\\ud800"`` or ``"\\u0000"`` in a tool argument (valid JSON); the agent passes
it on, and the store must keep it. SQLite's driver cannot encode a lone surrogate as UTF-8 and
PostgreSQL refuses NUL in ``text`` and ``\\u0000`` in ``jsonb``, so one such argument used to
raise inside ``record_leg`` and kill the whole ``arena run``. Every string parameter of every
statement goes through :func:`escape` and every string read back through :func:`unescape`, in
one wrapper around the backend's transaction (:func:`safe_tx`), so no column can be missed.

The escape is reversible and touches only text that holds one of the characters: the marker
``U+E000`` (a private-use character nothing real sends) followed by one letter — ``e`` for the
marker itself, ``0`` for NUL, ``s`` and four hex digits for a surrogate. JSON columns need one
more step (:func:`raw_nul`): the JSON encoder writes NUL as the escape ``\\u0000``, which is
turned back into the character so the string escape above applies to it too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping
from contextlib import AbstractContextManager, contextmanager
from typing import Any

MARK = "\ue000"
_UNSAFE = re.compile("[\ue000\x00\ud800-\udfff]")
_ESCAPED = re.compile("\ue000(e|0|s[0-9a-f]{4})")
_JSON_NUL = re.compile(r"(\\+)u0000")


def _escape_one(m: re.Match[str]) -> str:
    ch = m.group()
    if ch == MARK:
        return MARK + "e"
    if ch == "\x00":
        return MARK + "0"
    return f"{MARK}s{ord(ch):04x}"


def _unescape_one(m: re.Match[str]) -> str:
    code = m.group(1)
    if code == "e":
        return MARK
    if code == "0":
        return "\x00"
    return chr(int(code[1:], 16))


def escape(text: str) -> str:
    """``text`` with the marker, NUL and lone surrogates replaced by marker sequences."""
    return _UNSAFE.sub(_escape_one, text) if _UNSAFE.search(text) else text


def unescape(text: str) -> str:
    """The inverse of :func:`escape`."""
    return _ESCAPED.sub(_unescape_one, text) if MARK in text else text


def raw_nul(json_text: str) -> str:
    """JSON text with each ``\\u0000`` escape written as the NUL character itself.

    An escape is one only after an even number of backslashes (``\\\\u0000`` is a backslash and
    the text ``u0000``). ``json.loads(..., strict=False)`` reads the result back unchanged.
    """
    if "u0000" not in json_text:
        return json_text

    def fix(m: re.Match[str]) -> str:
        slashes = m.group(1)
        return slashes + "u0000" if len(slashes) % 2 == 0 else slashes[:-1] + "\x00"

    return _JSON_NUL.sub(fix, json_text)


def _param(value: Any) -> Any:
    return escape(value) if isinstance(value, str) else value


def _clean_text(text: str) -> bool:
    """True when ``text`` holds no NUL, marker or lone surrogate: C-speed string tests (an ASCII
    string knows it is one; a lone surrogate is what UTF-8 cannot encode), where a regex character
    class costs tens of microseconds over a kilobyte of non-ASCII text."""
    if text.isascii():
        return "\x00" not in text
    if "\x00" in text or MARK in text:
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


#: ``isinstance(value, str)`` as a C callable: ``filter`` picks a statement's strings without a
#: Python-level loop over its parameters (~150 per approve + claim + resumed leg).
_is_str = str.__instancecheck__


def _clean(values: Iterable[Any]) -> bool:
    """True when no string among ``values`` needs escaping (every parameter of every statement
    comes through here). The strings are joined once and the whole tested in C: a marker, a NUL
    or a lone surrogate is in the joined text exactly when it is in one of them (each is one
    code point; joining never pairs surrogates in a Python string). ASCII needs a NUL search."""
    text = "".join(filter(_is_str, values))
    return ("\x00" not in text) if text.isascii() else _clean_text(text)


def params(values: Any) -> Any:
    """A statement's parameters (sequence or mapping) with every string escaped."""
    if values is None:
        return None
    kind = values.__class__
    # tuple, list and dict first: an isinstance test against the Mapping ABC for every
    # statement cost more than checking its strings.
    if kind is not tuple and kind is not list and (kind is dict or isinstance(values, Mapping)):
        if _clean(values.values()):
            return values
        return {k: _param(v) for k, v in values.items()}
    if _clean(values):
        return values
    return tuple(_param(v) for v in values)


class _Row(dict[str, Any]):
    """A row that had escaped text: read by column name, and by position like the drivers' rows."""

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, int):
            return list(self.values())[key]
        return super().__getitem__(key)


def row(value: Any) -> Any:
    """A fetched row with its text restored (the driver's own row when nothing needs it)."""
    if value is None:
        return None
    values = value.values() if isinstance(value, dict) else tuple(value)
    text = "".join(filter(_is_str, values))  # one test in C for the whole row (see _clean)
    if text.isascii() or MARK not in text:
        return value
    return _Row(
        (k, unescape(v) if isinstance(v, str) else v)
        for k, v in zip(value.keys(), values, strict=True)
    )


class _Result:
    __slots__ = ("_cur",)

    def __init__(self, cur: Any) -> None:
        self._cur = cur

    @property
    def rowcount(self) -> int:
        return int(self._cur.rowcount)

    def fetchone(self) -> Any:
        return row(self._cur.fetchone())

    def fetchall(self) -> list[Any]:
        return [row(r) for r in self._cur.fetchall()]

    def __iter__(self) -> Iterator[Any]:
        return (row(r) for r in self._cur)


class SafeTx:
    """A backend transaction whose text goes in escaped and comes out restored."""

    __slots__ = ("_tx",)

    def __init__(self, tx: Any) -> None:
        self._tx = tx

    def execute(self, sql: str, values: Any = None, /) -> _Result:
        if values is None:
            return _Result(self._tx.execute(sql))
        if values.__class__ is tuple and _clean(values):  # the store's own statements, mostly
            return _Result(self._tx.execute(sql, values))
        return _Result(self._tx.execute(sql, params(values)))

    def executemany(self, sql: str, values: Iterable[Any], /) -> Any:
        return self._tx.executemany(sql, [params(v) for v in values])


@contextmanager
def safe_tx(tx: AbstractContextManager[Any]) -> Iterator[SafeTx]:
    """Wrap a backend's transaction context manager (see the module docstring)."""
    with tx as inner:
        yield SafeTx(inner)


__all__ = ["MARK", "SafeTx", "escape", "params", "raw_nul", "row", "safe_tx", "unescape"]
