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
* plain data a framework returns as its pause (openai-agents' ``ToolApprovalItem``, Pydantic AI's
  ``DeferredToolRequests``, Agent Framework's approval ``Content``, ADK's ``ToolConfirmation``:
  :data:`WATCHED`): the frames that constructed it (``made_in``,
  the constructor's caller first), noted by :func:`arena.pause_made.watch`, which the shipped adapter calls on the
  type as it imports the framework. The framework makes one in its own run loop; a loop that
  builds one itself is its caller (evidence52b: such a loop read "pause native"). LangGraph's
  ``Interrupt`` and ADK's ``adk_request_confirmation`` call are noted too (evidence53: a loop
  that called ``Interrupt.from_ns``, which gives the id ``interrupt()`` gives, read native).
* every object: whether its type is the one its module names (``exported``): a class of the
  adapter's own that set ``__module__ = "langgraph.types"`` and ``__qualname__ = "Interrupt"``
  read native (evidence53).
* LangGraph's ``Interrupt`` made by ``interrupt()``: the frames that made the task it ran in
  (``task_made_in``: the run config's scratchpad, which LangGraph's run loop builds for each task
  it runs, :data:`arena.pause_made.TASKS`). ``interrupt()`` only reads the config in its context: a loop that set
  a hand-made config (a fake scratchpad) and called ``interrupt()`` with no graph running read
  native (evidence54).
* LangGraph's ``Interrupt``: the words its ``value`` holds (``names``, :data:`NAMED`), so the call
  it paused can be read from it: an adapter that held the gate in its own loop and witnessed a
  real graph's interrupt() on a harmless question ("which floor?") read native (evidence54b).
* the calls a structured pause holds (``calls``, :data:`CALLED`: openai-agents'
  ``ToolApprovalItem``, Pydantic AI's ``DeferredToolRequests``, Agent Framework's approval
  ``Content``): each call's tool name, ids and argument words, so the call it paused is read as
  LangGraph's value is: a loop that ran its framework on a harmless tool ("pick_floor") needing
  approval and witnessed that pause while it booked on the side read native (evidence55).

:mod:`arena.matrix.witnessed` judges these marks; this module only reads them.
"""

from __future__ import annotations

import inspect
import json
import sys
import types
from typing import Any

from arena.pause_made import MADE_FRAMES, TASK_OF, WATCHED, made_in, task_made_in

#: Stamped by the harness on each ``pause.witnessed`` record whose marks it read (or took from a
#: worker of this release, whose protocol version it checked): a record without it was written
#: before marks were (a results folder of an older release), where a missing mark is not known,
#: not absent. A worker cannot set it: the harness writes it after the worker's marks.
MARKS_VERSION = 6
#: The marks each stamp first carried: a record stamped before a mark was read lacks it as of an
#: older release (not known), never as a no.
MARK_SINCE_VERSION = {"made_in": 2, "exported": 3, "task_made_in": 4, "names": 5, "calls": 6}

#: Frames of a traceback kept in ``through`` (a deep stack is cut in the middle, both ends kept:
#: the catch is its first frame, the raise its last).
MAX_FRAMES = 48
#: Types (``module.Type``) whose ``id`` attribute is read: an id only the framework gives.
READ_ID = ("langgraph.types.Interrupt",)
#: An id longer than this is no framework's (a hash or a uuid): kept cut, so a record stays small.
MAX_ID = 80
#: Types (``module.Type``) whose words are read (``names``), and the plain attribute holding them:
#: what the pause asks about, where the call it paused is named.
NAMED = {"langgraph.types.Interrupt": "value"}
#: Bounds of that read: words kept, each word's length, how deep into mappings and lists.
MAX_NAMES = 128
MAX_NAME = 200
NAMES_DEPTH = 6
#: Types (``module.Type``) whose calls are read (``calls``): the plain attributes holding the
#: call or calls it paused ('' for the object itself), the call's tool name, its ids, its
#: arguments, and ids the pause itself carries (Agent Framework's request id beside its call's).
CALLED: dict[str, tuple[tuple[str, ...], str, tuple[str, ...], str, tuple[str, ...]]] = {
    "agents.items.ToolApprovalItem": (("raw_item",), "name", ("call_id",), "arguments", ()),
    "pydantic_ai._deferred.DeferredToolRequests": (
        ("approvals", "calls"),
        "tool_name",
        ("tool_call_id",),
        "args",
        (),
    ),
    "agent_framework._types.Content": (
        ("function_call",),
        "name",
        ("call_id",),
        "arguments",
        ("id",),
    ),
}
#: Calls read from one pause, and the length of a JSON argument string parsed for its words.
MAX_CALLS = 16
MAX_ARGS_TEXT = 4000


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
    ``id`` for a type in :data:`READ_ID`, ``made_in`` for one in :data:`WATCHED`. Reading never runs the object's own code but a plain
    attribute's (a property that raises reads as no id)."""
    kind = type(pause)
    out: dict[str, Any] = {"exported": exported(kind)}
    if isinstance(pause, BaseException):
        through = frames(pause)
        return {**out, "raised_at": through[-1] if through else "", "through": through}
    name = f"{kind.__module__}.{kind.__qualname__}"
    if name in READ_ID:
        try:
            given = getattr(pause, "id", None)
        except Exception:  # an object's own property that raises: no id read
            given = None
        out["id"] = given[:MAX_ID] if isinstance(given, str) else ""
    if name in WATCHED:
        out["made_in"] = made_in(pause)
    if name in TASK_OF:
        out["task_made_in"] = task_made_in(pause)
    if name in NAMED:
        try:
            held = inspect.getattr_static(pause, NAMED[name])
        except AttributeError:
            held = None
        if isinstance(held, types.MemberDescriptorType):  # a slot (Interrupt's): read it plainly
            held = held.__get__(pause, kind)
        elif isinstance(held, (property, types.GetSetDescriptorType)):  # the object's own code
            held = None
        out["names"] = words(held)
    if name in CALLED:
        out["calls"] = calls(pause, CALLED[name])
    return out


def _plain(obj: object, attr: str) -> Any:
    """``obj``'s plain attribute or a built-in dict's key (None for a property, a missing one or
    an object's own code): a slot or an instance ``__dict__`` entry (a dataclass's or a pydantic
    model's field)."""
    if type(obj) is dict:
        return obj.get(attr)  # type: ignore[attr-defined]
    try:
        held = inspect.getattr_static(obj, attr)
    except AttributeError:
        return None
    if isinstance(held, types.MemberDescriptorType):
        try:
            return held.__get__(obj, type(obj))
        except AttributeError:
            return None
    if isinstance(held, (property, types.GetSetDescriptorType, types.FunctionType)):
        return None
    vars_ = getattr(obj, "__dict__", None) if not isinstance(obj, type) else None
    return held if type(vars_) is dict and attr in vars_ else None


def _arg_words(value: object) -> list[str]:
    """The words of a call's arguments: a mapping's, or a JSON object string's (bounded)."""
    if isinstance(value, str) and len(value) <= MAX_ARGS_TEXT:
        try:
            value = json.loads(value)
        except ValueError:
            return words(value)
    return words(value)


def calls(
    pause: object, where: tuple[tuple[str, ...], str, tuple[str, ...], str, tuple[str, ...]]
) -> list[dict[str, Any]]:
    """The calls ``pause`` holds (:data:`CALLED`): ``{"name", "ids", "args"}`` each, strings only,
    bounded (:data:`MAX_CALLS`); only plain attributes are read (:func:`_plain`)."""
    holders, name_attr, id_attrs, args_attr, own_ids = where
    own = [str(v)[:MAX_ID] for a in own_ids if isinstance(v := _plain(pause, a), str) and v]
    found: list[object] = []
    for attr in holders:
        held = _plain(pause, attr)
        found.extend(held[:MAX_CALLS] if type(held) in (list, tuple) else [held])  # type: ignore[index]
    out: list[dict[str, Any]] = []
    for call in found[:MAX_CALLS]:
        if call is None:
            continue
        name = _plain(call, name_attr)
        ids = [str(v)[:MAX_ID] for a in id_attrs if isinstance(v := _plain(call, a), str) and v]
        out.append(
            {
                "name": str(name)[:MAX_NAME] if isinstance(name, str) else "",
                "ids": [*ids, *own],
                "args": _arg_words(_plain(call, args_attr)),
            }
        )
    return out


def words(value: object) -> list[str]:
    """The scalars ``value`` holds (a string, number, bool or None; inside dicts, lists and
    tuples of the built-in types only, so no object's own code runs), as strings, in order,
    bounded (:data:`MAX_NAMES`, :data:`MAX_NAME`, :data:`NAMES_DEPTH`)."""
    out: list[str] = []
    todo: list[tuple[object, int]] = [(value, 0)]
    while todo and len(out) < MAX_NAMES:
        held, depth = todo.pop()
        kind = type(held)
        if kind in (str, int, float, bool) or held is None:
            out.append(str(held)[:MAX_NAME])
        elif depth < NAMES_DEPTH and kind is dict and isinstance(held, dict):
            todo.extend((v, depth + 1) for v in reversed(list(held.values())))
        elif depth < NAMES_DEPTH and kind in (list, tuple) and isinstance(held, (list, tuple)):
            todo.extend((v, depth + 1) for v in reversed(held))
    return out


def exported(kind: type) -> bool:
    """Whether ``kind`` is the class its ``__module__`` and ``__qualname__`` name, as imported:
    both are plain attributes a class of anyone's may set, the module's own name is not. Read
    with ``getattr`` on modules and classes only (no object's own code runs)."""
    held: Any = sys.modules.get(kind.__module__)
    if held is None or "<" in kind.__qualname__:
        return False
    for part in kind.__qualname__.split("."):
        try:
            held = inspect.getattr_static(held, part)
        except AttributeError:
            return False
    return held is kind


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
    for mark in ("made_in", "task_made_in"):
        made = seen.get(mark)
        if isinstance(made, list) and all(isinstance(f, str) for f in made):
            out[mark] = [f[:300] for f in made[:MADE_FRAMES]]
    if isinstance(said := seen.get("exported"), bool):
        out["exported"] = said
    names = seen.get("names")
    if isinstance(names, list) and all(isinstance(w, str) for w in names):
        out["names"] = [w[:MAX_NAME] for w in names[:MAX_NAMES]]
    if isinstance(sent := seen.get("calls"), list):
        kept = [_carried_call(c) for c in sent[:MAX_CALLS]]
        if all(c is not None for c in kept):
            out["calls"] = kept
    return out


def _carried_call(call: object) -> dict[str, Any] | None:
    """One call of a worker's ``calls`` in its own shape and bounds, else None."""
    if not isinstance(call, dict) or not isinstance(name := call.get("name"), str):
        return None
    ids, args = call.get("ids"), call.get("args")
    if not isinstance(ids, list) or not isinstance(args, list):
        return None
    if not all(isinstance(w, str) for w in (*ids, *args)):
        return None
    return {
        "name": name[:MAX_NAME],
        "ids": [i[:MAX_ID] for i in ids[:8]],
        "args": [w[:MAX_NAME] for w in args[:MAX_NAMES]],
    }


__all__ = [
    "CALLED",
    "MARKS_VERSION",
    "MARK_SINCE_VERSION",
    "MAX_FRAMES",
    "NAMED",
    "READ_ID",
    "calls",
    "carried",
    "exported",
    "frames",
    "marks",
    "words",
]
