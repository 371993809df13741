"""Legs that ran a tool around the harness's wrapper: the backend's record against the tool log.

An adapter that books through the function behind ``@recorded`` (``book_room.__wrapped__``)
fails its leg ``NotTheHarness`` (:mod:`arena.tools.ledger` holds the backend's own record against
the wrapper's), yet the booking is in no tool log: a deny eval's ``called_tool("book_room",
times=0)`` and ``no_failed_actions()`` passed an adapter that booked after the denial (outside
evals 31). These name such legs, so a count the log cannot vouch for fails instead."""

from __future__ import annotations

import re
from collections.abc import Iterable

from arena.drive._render import clip
from arena.types import Turn

#: How the leg runner words a leg that did what only the harness may do (arena.leg_runner).
VIOLATION = "NotTheHarness:"


def around_harness(turns: Iterable[Turn], tool: str | None = None) -> list[str]:
    """Each of ``turns`` that failed doing what only the harness may do, as ``leg N: error``;
    with ``tool``, only those whose error names it (the log's count of it is not the truth)."""
    named = re.compile(rf"(?<!\w){re.escape(tool)}(?!\w)") if tool else None
    return [
        f"leg {t.leg}: {clip(t.error, 300)}"
        for t in turns
        if t.error and t.error.startswith(VIOLATION) and (named is None or named.search(t.error))
    ]
