"""Where a framework's plain-data pause was made: the frames that constructed it, noted as it is.

A plain-data pause (openai-agents' ``ToolApprovalItem``, Pydantic AI's ``DeferredToolRequests``,
Agent Framework's approval ``Content``, ADK's ``ToolConfirmation``, LangGraph's ``Interrupt``:
:data:`WATCHED`) is anyone's to construct; the framework makes one in its own run loop, a loop
that builds one itself is its caller (evidence52b: such a loop read "pause native"). So each
watched type's ``__init__`` is wrapped once (:func:`watch`, by a shipped adapter as it imports
its framework, or :func:`watch_loaded` as each leg starts) and the frames that made each object
are kept in a side table by identity (:func:`made_in`), with, for LangGraph's ``interrupt()``,
the frames that made the task it ran in (:func:`task_made_in`, :data:`TASK_OF`). Standard
library only, as :mod:`arena.pause_marks` (which reads these among a pause's other marks) is:
a worker imports both where nothing else of the harness is installed.
"""

from __future__ import annotations

import functools
import sys
import weakref
from collections import OrderedDict
from collections.abc import Callable
from typing import Any

#: Plain-data pause types (``module.Type``) whose construction is noted (:func:`watch`).
WATCHED = (
    "agents.items.ToolApprovalItem",
    "pydantic_ai._deferred.DeferredToolRequests",
    "agent_framework._types.Content",
    "google.adk.tools.tool_confirmation.ToolConfirmation",
    "langgraph.types.Interrupt",
    "google.genai.types.FunctionCall",
)
#: The stamp (:data:`MARKS_VERSION`) from which each watched type's records carry ``made_in``
#: (2 where not named): an older record of it lacks the mark as of its release, not as a no.
WATCHED_SINCE = {"langgraph.types.Interrupt": 3, "google.genai.types.FunctionCall": 3}
#: Per-task objects of a framework's run loop (``module.Type``) whose construction is noted too,
#: and, for each pause type made inside such a task, where its task's object is found: the
#: context variable (``module``, name) holding the run config, and the key of the object in its
#: ``configurable`` (LangGraph's ``interrupt()`` reads its scratchpad there).
TASKS = ("langgraph._internal._scratchpad.PregelScratchpad",)
TASK_OF: dict[str, tuple[str, str, str]] = {
    "langgraph.types.Interrupt": (
        "langchain_core.runnables.config",
        "var_child_runnable_config",
        "__pregel_scratchpad",
    ),
}
#: Task objects noted at once: one per task a run loop prepared, the newest kept (slotted
#: objects without weak references are held, so fewer than pause objects).
MAX_TASKS = 256

#: Caller frames kept per noted object (the constructor's caller first): enough to reach a
#: checkpointer's read under LangGraph's ``Pregel.aget_state`` (six deep with SQLite's).
MADE_FRAMES = 12
#: Objects noted at once (the oldest let go first): pause objects live for a leg.
MAX_NOTED = 1024

_noted: OrderedDict[int, tuple[Any, list[tuple[str, str]]]] = OrderedDict()
_tasks: OrderedDict[int, tuple[Any, list[tuple[str, str]]]] = OrderedDict()
#: The task frames (:func:`task_made_in`) read as each pause object of :data:`TASK_OF` was made.
_task_of: dict[int, list[str]] = {}


def _note(obj: object, frame: Any) -> None:
    """Note the frames that made ``obj`` as (module, qualname) pairs, read in this loop and put
    into words only when asked (:func:`_held`): Agent Framework makes ~2.5 approval contents a
    leg, and a call and a string per frame were ~30 calls a leg (issue 16, session 54)."""
    made: list[tuple[str, str]] = []
    for _ in range(MADE_FRAMES):
        if frame is None:
            break
        made.append((frame.f_globals.get("__name__", ""), frame.f_code.co_qualname))
        frame = frame.f_back
    try:
        held: Any = weakref.ref(obj)
    except TypeError:  # a type without weak references: held until let go by the bound
        held = obj
    kind = type(obj)
    name = f"{kind.__module__}.{kind.__qualname__}"
    table, bound = (_tasks, MAX_TASKS) if name in TASKS else (_noted, MAX_NOTED)
    table[id(obj)] = (held, made)
    table.move_to_end(id(obj))
    if name in TASK_OF:
        _task_of[id(obj)] = _task_frames(TASK_OF[name])
    while len(table) > bound:
        gone, _ = table.popitem(last=False)
        _task_of.pop(gone, None)


def _task_frames(where: tuple[str, str, str]) -> list[str]:
    """The frames that made the task object the context's run config holds ([] for none noted:
    no run config, a hand-made object)."""
    module, var, key = where
    held = getattr(sys.modules.get(module), var, None)
    try:
        config = held.get(None) if held is not None else None
        task = config.get("configurable", {}).get(key) if isinstance(config, dict) else None
    except Exception:  # a context variable or config of anyone's that does not read
        return []
    return _held(_tasks, task)


def _held(table: OrderedDict[int, tuple[Any, list[tuple[str, str]]]], obj: object) -> list[str]:
    held, made = table.get(id(obj), (None, []))
    alive = held() if isinstance(held, weakref.ref) else held
    return [f"{m}:{q}" for m, q in made] if alive is obj and obj is not None else []


def task_made_in(obj: object) -> list[str]:
    """The frames that made the task ``obj`` (a :data:`TASK_OF` pause) was made in, as read when
    it was made; [] for one made in no task its run loop prepared, or never noted."""
    return list(_task_of.get(id(obj), [])) if made_in(obj) else []


def made_in(obj: object) -> list[str]:
    """The frames that constructed ``obj`` (its constructor's caller first), as :func:`watch`
    noted them; [] for one made before its type was watched, or never noted."""
    return _held(_noted, obj)


def watch(kind: type, when: Callable[[Any], bool] | None = None) -> None:
    """Note the frames that construct each ``kind`` from now on (:func:`made_in`): its
    ``__init__`` wrapped once, the object itself left as it is (a side table, by identity).
    Called by a shipped adapter on its framework's pause type in :data:`WATCHED` as it imports
    the framework, so every pause the framework makes is noted; cheap (pause objects only:
    ``when``, if given, picks them from a general type, Agent Framework's ``Content``)."""
    init: Any = kind.__init__  # type: ignore[misc]
    if getattr(init, "_arena_watched", False):
        return

    @functools.wraps(init)
    def __init__(self: Any, *args: Any, **kwargs: Any) -> None:
        init(self, *args, **kwargs)
        if when is None or when(self):
            _note(self, sys._getframe(1))

    __init__._arena_watched = True  # type: ignore[attr-defined]
    kind.__init__ = __init__  # type: ignore[misc]


#: Which objects of a general watched type are pauses (:func:`watch_loaded`): Agent Framework's
#: approval ``Content`` and ADK's ``adk_request_confirmation`` call; every other type, all.
PICKED: dict[str, Callable[[Any], bool]] = {
    "agent_framework._types.Content": lambda c: (
        getattr(c, "type", None) == "function_approval_request"
    ),
    "google.genai.types.FunctionCall": lambda c: (
        getattr(c, "name", None) == "adk_request_confirmation"
    ),
}


#: How many modules were imported when :func:`watch_loaded` last looked: a framework imported
#: since adds modules, so an unchanged count means nothing new to watch (the leg budget's).
_modules_seen = -1
#: :data:`WATCHED` split once into (name, module, qualname).
_SPLIT = tuple((name, *name.rpartition(".")[::2]) for name in (*WATCHED, *TASKS))


def watch_loaded() -> None:
    """:func:`watch` each :data:`WATCHED` type whose module is imported, called as each leg
    starts: a user's adapter over a framework imports it but never arena's adapter for it, whose
    import watched the type, and its framework's pauses went unnoted (a no witness for an honest
    loop, evidence53). Cheap: nothing when no module was imported since the last leg, else a
    lookup per type, the type wrapped once."""
    global _modules_seen
    count = len(sys.modules)
    if count == _modules_seen:
        return
    _modules_seen = count
    for name, module, qualname in _SPLIT:
        held = sys.modules.get(module)
        kind = getattr(held, qualname, None) if held is not None else None
        if isinstance(kind, type):
            watch(kind, PICKED.get(name))  # once: watch() leaves a wrapped type as it is
