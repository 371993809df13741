"""How a leg's exception is told: where the adapter's own code raised it, its traceback kept in
the run's error event, and whether it was the model endpoint's (moved out of
:mod:`arena.leg_runner`, which fails the leg with these words)."""

from __future__ import annotations

import os
import sysconfig
import traceback

import msgspec

from arena.context import RunContext
from arena.endpoint_blame import from_endpoint
from arena.types import Turn

_ARENA = os.path.dirname(os.path.abspath(__file__))
_LIBRARIES = tuple(
    os.path.abspath(p) for k in ("stdlib", "platstdlib") if (p := sysconfig.get_paths().get(k))
)


def _users(path: str) -> bool:
    """Is ``path`` code of the user's own (an adapter of theirs, a plugin), not the harness's, a
    library's or the standard library's?"""
    full = os.path.abspath(path)
    parts = full.split(os.sep)
    return not (
        full.startswith(_ARENA + os.sep)
        or full.startswith(_LIBRARIES)
        or "site-packages" in parts
        or "dist-packages" in parts
        or path.startswith("<")
    )


def where_raised(exc: BaseException) -> str | None:
    """Where the adapter's code raised ``exc``: the innermost frame of the user's own code
    (``brk.py:17 in resume``), else of the harness's own adapters; None when neither ran. A
    bare "KeyError: 'x'" named no file and no line (outside tester 21, finding 2)."""
    frames = traceback.extract_tb(exc.__traceback__)
    adapters = os.path.join(_ARENA, "adapters") + os.sep
    found = next((f for f in reversed(frames) if _users(f.filename)), None) or next(
        (f for f in reversed(frames) if os.path.abspath(f.filename).startswith(adapters)), None
    )
    if found is None:
        return None
    path = os.path.abspath(found.filename)
    shown = os.path.relpath(path) if path.startswith(os.getcwd() + os.sep) else path
    return f"raised at {shown}:{found.lineno} in {found.name}"


def with_traceback(ctx: RunContext, turn: Turn, exc: BaseException) -> Turn:
    """``turn`` with ``exc``'s traceback added to the ``error`` event its ``ctx.finish`` wrote
    (the trace, runs.jsonl and a store keep it), in the context's record too."""
    text = "".join(traceback.format_exception(exc))[-8000:]
    events = list(turn.events)
    for i in range(len(events) - 1, -1, -1):
        if events[i].type == "error":
            events[i] = msgspec.structs.replace(
                events[i], data={**events[i].data, "traceback": text}
            )
            ctx._replace_event(events[i])
            return msgspec.structs.replace(turn, events=tuple(events))
    return turn


def _describe_exception(exc: BaseException) -> str:
    name = type(exc).__name__
    text = str(exc).strip().splitlines()[0][:300] if str(exc).strip() else ""
    if from_endpoint(exc):
        return f"model endpoint error: {name}: {text}"
    return f"{name}: {text}" if text else name


__all__ = ["where_raised", "with_traceback"]
