"""Whether a pause witness is about a call its run asked about, read from the words or calls the
pause object holds (:mod:`arena.pause_marks`: ``names``, ``calls``).

A framework's own pause object, made in its own run loop, is no witness of the booking's pause
when it paused another call: an adapter that held the gate in its own loop and witnessed a real
graph's ``interrupt()`` on a harmless question read native (evidence54b), as did one that ran
openai-agents, Pydantic AI or Agent Framework on a harmless tool needing approval and witnessed
that pause while it booked on the side (evidence55). Kept apart from
:mod:`arena.matrix.witnessed`, which judges where the object was made.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.pause_marks import CALLED, NAMED, words


def _type(data: Mapping[str, object]) -> str:
    return f"{data.get('module')}.{data.get('object_type')}"


def names_call(data: Mapping[str, object], asked: Sequence[Mapping[str, object]]) -> bool:
    """Whether a witness of a type that holds words (:data:`arena.pause_marks.NAMED`) names a
    call its run asked about: the ``names`` read from it hold that request's action, its native
    id, or every word of its arguments. An adapter that held the gate in its own loop witnessed a
    real graph's ``interrupt()`` on a harmless question ("which floor do you prefer?") and read
    native (evidence54b, ``HarmlessInterrupt``). A structured pause
    (:data:`arena.pause_marks.CALLED`) must hold the call itself: a call of the request's action
    with its native id (none given: every word of its arguments); a real pause for a harmless
    tool, or for a harmless tool given the booking's id, read native (evidence55). Other types:
    True (not read here)."""
    if _type(data) in CALLED:
        return any(_is_call(c, r) for c in _calls(data) for r in asked)
    if _type(data) not in NAMED:
        return True
    held = data.get("names")
    names = {str(w) for w in held} if isinstance(held, list) else set()
    for request in asked:
        args = words(request.get("args"))
        own = {str(request.get("action") or ""), str(request.get("native_id") or "")} - {""}
        if own & names or (args and all(w in names for w in args)):
            return True
    return False


def _calls(data: Mapping[str, object]) -> list[Mapping[str, Any]]:
    held = data.get("calls")
    return [c for c in held if isinstance(c, Mapping)] if isinstance(held, list) else []


def _is_call(call: Mapping[str, Any], request: Mapping[str, object]) -> bool:
    """``call`` (a structured pause's) is ``request``'s: its action and native id, or, with no
    native id, its action and every word of its arguments."""
    if not request.get("action") or call.get("name") != request.get("action"):
        return False
    if native := request.get("native_id"):
        return str(native) in [str(i) for i in call.get("ids") or ()]
    args, held = words(request.get("args")), {str(w) for w in call.get("args") or ()}
    return all(w in held for w in args)


def unnamed(data: Mapping[str, object], asked: Sequence[Mapping[str, object]]) -> str:
    """The words of :func:`arena.matrix.witnessed.unwitnessed` for a framework's object that names no call asked."""
    calls = ", ".join(sorted({str(a.get("action")) for a in asked})) or "none"
    if _type(data) in CALLED:
        held = ", ".join(f"{c.get('name')} {list(c.get('ids') or [])}" for c in _calls(data))
        return (
            f"{_type(data)} pausing {held or 'no call'}, none of the calls its run asked about "
            f"({calls}, by action and id)"
        )
    return f"{_type(data)} whose value names none of the calls its run asked about ({calls})"
