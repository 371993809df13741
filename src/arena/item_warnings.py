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


class OtherItemsFile(ItemWarning):
    """An items file named otherwise beside ``items.yaml`` (``items.yml``, ``Items.yaml``): only
    ``items.yaml`` is read, so edits made in the other were silently never run (outside tester
    39)."""


class ExpectUnchecked(ItemWarning):
    """An item's ``expect`` that none of its own ``checks`` holds the run to
    (:func:`arena.check_outcomes.unheld`): it loads, and its pass is no evidence of the expect."""


def _format_over(before: Any) -> Any:
    """A formatter printing a :class:`Said` warning as the CLI's one line, and any other as
    ``before`` (Python's, or a library's own) does."""

    def _format(
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        line: Any = None,
    ) -> str:
        if issubclass(category, Said):
            return f"warning: {message}\n"
        return before(message, category, filename, lineno, line)

    _format.__wrapped__ = before  # type: ignore[attr-defined]
    _format._arena_said = True  # type: ignore[attr-defined]
    return _format


def _ours_installed() -> bool:
    """Whether the formatter in place is ours, or wraps ours (agent_framework wraps whatever is
    in place when it is imported, keeping it as ``__wrapped__``)."""
    current: Any = warnings.formatwarning
    for _ in range(16):
        if current is None or getattr(current, "_arena_said", False):
            return current is not None
        current = getattr(current, "__wrapped__", None)
    return False


def say(problem: str, category: type[Said]) -> None:
    """Warn of ``problem`` (``path:line: ...``), printed as one ``warning:`` line."""
    if not _ours_installed():
        # Over whatever is in place: a library's own formatter (agent_framework installs one at
        # import) keeps its warnings; checking for Python's own skipped ours after such an import.
        warnings.formatwarning = _format_over(warnings.formatwarning)
    warnings.warn(problem, category, stacklevel=3)
