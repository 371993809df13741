"""The backend's own record of its executions: the witness the wrapper cannot be.

Everything else that says a consequential tool ran — the tool-call log, ``note_execution``, the
execution journal's line — was written by the ``@recorded`` wrapper. A call of the function behind
it (``book_room.__wrapped__``, the module's undecorated body) ran the side effect and left no
trace: an adapter booked denied and switched rooms and scored 12/12, and re-booked on every
resume while durable_state counted 0 double bookings (outside reviewer). So the side-effecting
body reports each execution itself (:func:`executed`), and each leg's reports are held against
the executions its wrapper ran (:func:`reconcile`, called by :mod:`arena.leg_runner`).

A tools module whose body never reports is judged as before, on the wrapper's record alone.
"""

from __future__ import annotations

import contextvars
import sys
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from arena.context import current_context
from arena.contextless import Contextless


class _Call:
    """One wrapper call of ``tool`` for ``run_id``: the body's report inside it went through."""

    __slots__ = ("reported", "run_id", "tool")

    def __init__(self, tool: str, run_id: str | None) -> None:
        self.tool = tool
        self.run_id = run_id
        self.reported = 0


_INSIDE: contextvars.ContextVar[_Call | None] = contextvars.ContextVar(
    "arena_tool_call", default=None
)
_LOCK = threading.Lock()
#: Per run: the body's reports by tool, and those made inside a wrapper call of that tool.
_BACKEND: dict[str, Counter[str]] = {}
_THROUGH: dict[str, Counter[str]] = {}
#: Executions with no run's context and no leg running, after legs ran in this process (an
#: ``atexit`` hook, a timer): no leg is left to fail, so they are kept here and said on stderr.
_STRAYS: list[tuple[str, dict[str, Any]]] = []


#: Why the legs running fail when the backend ran with no run's context beside them.
BESIDE = (
    "{tool} ran outside any run's context while this leg ran, by the backend's own record, "
    "around the harness's wrapper (which would have refused it): no approval covers it and no "
    "run's log holds it"
)


@contextmanager
def wrapper_call(tool: str, run_id: str | None) -> Iterator[_Call]:
    """Held by the ``@recorded`` wrapper while it runs the body: a report made inside is its."""
    call = _Call(tool, run_id)
    token = _INSIDE.set(call)
    try:
        yield call
    finally:
        _INSIDE.reset(token)


def executed(tool: str, args: dict[str, Any], result: object = None) -> None:
    """Report one execution of ``tool`` — call it from the side-effecting body, as the effect
    takes place (``arena.tools.rooms.book_room`` does). It is tagged with the active run, and
    written to the execution journal when ``ARENA_EXECUTION_JOURNAL`` is set."""
    from arena.tools import journal  # the package imports this module

    ctx = current_context()
    call = _INSIDE.get()
    run_id = ctx.run_id if ctx is not None else None
    mine = call is not None and call.tool == tool and call.run_id == run_id
    through = mine and call is not None and call.reported == 0
    if mine and call is not None:
        call.reported += 1
    stray = ctx is None and not Contextless.legs and bool(Contextless.ran)
    journal(ctx, tool, args, "ok", around=not through, stray=stray)
    if ctx is not None:
        with _LOCK:
            _BACKEND.setdefault(ctx.run_id, Counter())[tool] += 1
            if through:
                _THROUGH.setdefault(ctx.run_id, Counter())[tool] += 1
    elif not through and Contextless.executed(tool):
        pass  # beside running legs, around the wrapper: those legs fail (arena.leg_runner)
    elif stray:
        _stray(tool, args)


def _stray(tool: str, args: dict[str, Any]) -> None:
    with _LOCK:
        _STRAYS.append((tool, dict(args)))
    print(
        f"arena: {tool}({args}) ran with no run's context after this process's arena legs "
        "ended: no run's results show it, and no leg is left to fail over it",
        file=sys.stderr,
        flush=True,
    )


def strays() -> list[tuple[str, dict[str, Any]]]:
    """Executions after this process's legs ended, with no run's context (see ``_STRAYS``)."""
    with _LOCK:
        return list(_STRAYS)


def reconcile(run_id: str) -> str | None:
    """The leg's backend executions for ``run_id`` held against its wrapper's: what went around
    the wrapper, in words, or None. Takes them (the next leg starts from zero)."""
    with _LOCK:
        backend = _BACKEND.pop(run_id, Counter())
        through = _THROUGH.pop(run_id, Counter())
    for tool, ran in sorted(backend.items()):
        if ran > through[tool]:
            return (
                f"{tool} ran {ran} time(s) in this leg by the backend's own record, "
                f"{through[tool]} through the harness's wrapper: an execution went around it "
                "(a call of the function behind the wrapper, e.g. its __wrapped__)"
            )
    return None


__all__ = ["BESIDE", "executed", "reconcile", "strays", "wrapper_call"]
