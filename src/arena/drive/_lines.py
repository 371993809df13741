"""Who is told of each new session line: the pytest plugin, while a test's fixture is set up.

The plugin's end-of-test checks (soft failures reported, a line still waiting on what its
assertions held on) read the lines it knows. It knew only the ``arena_driver`` fixture's, so a
``Driver`` a test or a function-scoped fixture of its own built was never held to them: a deny
eval that forgot ``t.respond(...)`` passed on its own line, and a soft failure on a line it never
closed was dropped, the test passing (evidence53, session 52's open item). The plugin sets a
listener around each function-scoped fixture's setup (:func:`swap`); each line
:class:`arena.drive.Driver` builds is announced to it (:func:`announce`). A test body's own line
is not held: a body may end one waiting on purpose, and reads ``t.unanswered()`` itself.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator
from typing import Any

_listener: Callable[[Any], None] | None = None


def announce(line: object) -> None:
    """Tell the listener, if any, of a line just built."""
    if _listener is not None:
        _listener(line)


@contextlib.contextmanager
def listening(listener: Callable[[Any], None] | None) -> Iterator[None]:
    """Announce the lines built inside to ``listener`` (None: to nobody), then restore."""
    global _listener
    before, _listener = _listener, listener
    try:
        yield
    finally:
        _listener = before


def swap(listener: Callable[[Any], None] | None) -> Callable[[Any], None] | None:
    """Make ``listener`` the one told (None: nobody); the one it replaces, to swap back after.
    What the plugin sets around each fixture of every test: no context manager's generator to
    build each time (speed54b)."""
    global _listener
    before, _listener = _listener, listener
    return before
