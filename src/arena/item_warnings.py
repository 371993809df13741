"""What the items loader says without refusing, and how it reads on a terminal.

Each is a Python warning (a test or a library caller can catch, filter or raise it), printed as
the CLI prints its own warnings: one ``warning: items.yaml:LINE: ...`` line at the item's key.
Python's default format named the loader's own file and line and then its source line
(``arenas.py:423: UnreadMetaKey: ...`` / ``item = _item(doc, n, ...)``), which told an item's
author nothing (outside tester 14, finding 8).
"""

from __future__ import annotations

import warnings
from typing import Any


class Said(UserWarning):
    """A problem said, not refused, printed as the CLI's one ``warning:`` line (the store's
    record of a home it could not keep is one too: sqlite_home.HomeNotRecorded)."""


class ItemWarning(Said):
    """A problem of an items file said, not refused; its text starts with the file and line."""


class UnreadMetaKey(ItemWarning):
    """An item's ``meta`` key that no check reads: kept for reports, and said, since a fact meant
    under another name (``not_room: R-102``) was silently never compared."""


_python_format = warnings.formatwarning


def _format(
    message: Warning | str, category: type[Warning], filename: str, lineno: int, line: Any = None
) -> str:
    """A :class:`Said` warning as the CLI's one line; any other as Python formats it."""
    if issubclass(category, Said):
        return f"warning: {message}\n"
    return _python_format(message, category, filename, lineno, line)


def say(problem: str, category: type[Said]) -> None:
    """Warn of ``problem`` (``path:line: ...``), printed as one ``warning:`` line."""
    if warnings.formatwarning is _python_format:
        warnings.formatwarning = _format  # only Said warnings read differently
    warnings.warn(problem, category, stacklevel=3)
