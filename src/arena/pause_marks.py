"""What a framework's pause object shows of where it came from, read from the object itself.

A pause object's type is anyone's to construct (evidence51: a vanilla loop that raised
smolagents' ``AgentError`` itself read "pause partial", measured). What only the framework's own
pause leaves is read here, on both sides of a worker (standard library only: the worker imports
it in an environment that shares nothing else with the harness):

* an exception: where it was raised (its innermost traceback frame) and every frame it passed on
  its way out (``through``, outermost first). CrewAI's ``HumanFeedbackPending`` is raised by the
  adapter's own provider by design; what CrewAI leaves is its flow engine on the way out
  (``Flow._run_human_feedback_step`` called the provider, ``Flow.kickoff_async`` caught it and
  ``kickoff`` returned it): a driver that makes one, or raises and catches it itself, has none.
* LangGraph's ``Interrupt``: its ``id``. ``interrupt()`` in a graph's node gives it the hash of
  its task's checkpoint namespace; the constructor leaves ``"placeholder-id"``.

:mod:`arena.matrix.witnessed` judges these marks; this module only reads them.
"""

from __future__ import annotations

from typing import Any

#: Stamped by the harness on each ``pause.witnessed`` record whose marks it read (or took from a
#: worker of this release, whose protocol version it checked): a record without it was written
#: before marks were (a results folder of an older release), where a missing mark is not known,
#: not absent. A worker cannot set it: the harness writes it after the worker's marks.
MARKS_VERSION = 1

#: Frames of a traceback kept in ``through`` (a deep stack is cut in the middle, both ends kept:
#: the catch is its first frame, the raise its last).
MAX_FRAMES = 48
#: Types (``module.Type``) whose ``id`` attribute is read: an id only the framework gives.
READ_ID = ("langgraph.types.Interrupt",)
#: An id longer than this is no framework's (a hash or a uuid): kept cut, so a record stays small.
MAX_ID = 80


def _where(frame: Any) -> str:
    return f"{frame.f_globals.get('__name__', '')}:{frame.f_code.co_qualname}"


def frames(exc: BaseException) -> list[str]:
    """``module:qualname`` of each frame ``exc``'s traceback holds, outermost (where it was
    caught, for one a framework caught and returned) to innermost (where it was raised); [] for
    one never raised."""
    out = []
    tb = exc.__traceback__
    while tb is not None:
        out.append(_where(tb.tb_frame))
        tb = tb.tb_next
    if len(out) > MAX_FRAMES:
        half = MAX_FRAMES // 2
        out = [*out[:half], *out[-half:]]
    return out


def marks(pause: object) -> dict[str, Any]:
    """The pause object's marks beside its type: ``raised_at`` and ``through`` for an exception,
    ``id`` for a type in :data:`READ_ID`. Reading never runs the object's own code but a plain
    attribute's (a property that raises reads as no id)."""
    kind = type(pause)
    if isinstance(pause, BaseException):
        through = frames(pause)
        return {"raised_at": through[-1] if through else "", "through": through}
    if f"{kind.__module__}.{kind.__qualname__}" in READ_ID:
        try:
            given = getattr(pause, "id", None)
        except Exception:  # an object's own property that raises: no id read
            given = None
        return {"id": given[:MAX_ID] if isinstance(given, str) else ""}
    return {}


def carried(seen: Any) -> dict[str, Any]:
    """The marks a worker sent beside a pause's type (:func:`marks`, read in its process), kept
    only in their own shapes and bounds; a mark it did not send stays absent (a worker of an
    older release: :mod:`arena.matrix.witnessed` reads its record as of the older format)."""
    if not isinstance(seen, dict):
        return {}
    out: dict[str, Any] = {}
    if isinstance(raised := seen.get("raised_at"), str):
        out["raised_at"] = raised[:300]
    through = seen.get("through")
    if isinstance(through, list) and all(isinstance(f, str) for f in through):
        kept = [f[:300] for f in through]
        half = MAX_FRAMES // 2
        out["through"] = kept if len(kept) <= MAX_FRAMES else [*kept[:half], *kept[-half:]]
    if isinstance(given := seen.get("id"), str):
        out["id"] = given[:MAX_ID]
    return out


__all__ = ["MARKS_VERSION", "MAX_FRAMES", "READ_ID", "carried", "frames", "marks"]
