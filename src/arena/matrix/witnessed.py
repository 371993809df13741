"""Whether a framework's pause is measured: each paused leg carries the framework's own pause object.

An adapter's ``Traits.pause_kind`` is its own word; a vanilla loop declaring ``native`` read
``pause native`` (redteam47). A native adapter records, in the leg that stops, the object its
framework returned (:meth:`arena.context.RunContext.witness_pause`: LangGraph's ``Interrupt``,
openai-agents' ``ToolApprovalItem``, Pydantic AI's ``DeferredToolRequests``, Agent Framework's
approval request content, ADK's ``adk_request_confirmation`` call). The harness reads its type and
module from the object; here that module must be the framework's package, never arena's, the
standard library's or the adapter's own (docs/methodology.md §7). ``partial`` (smolagents'
``AgentError`` from ``agent.interrupt()``) and ``flow-level`` (CrewAI's ``HumanFeedbackPending``)
name a framework's pause too, so they are held to the same witness (findings50: a vanilla loop
declaring either read "pause partial" / "pause flow-level"); ``emulated`` claims no framework.
A LangGraph ``Interrupt`` must also name a call its run asked about, and a structured pause
(``ToolApprovalItem``, ``DeferredToolRequests``, approval ``Content``) hold one (:func:`names_call`).
"""

from __future__ import annotations

import functools
import importlib.metadata
from collections.abc import Mapping, Sequence
from typing import Any

from arena.matrix.witness_calls import names_call, unnamed
from arena.pause_made import TASK_OF, WATCHED, WATCHED_SINCE
from arena.pause_marks import CALLED, MARK_SINCE_VERSION, NAMED
from arena.runner import RunResult

#: The packages whose objects witness each shipped adapter's native pause.
FRAMEWORK_OF: Mapping[str, tuple[str, ...]] = {
    "langgraph": ("langgraph", "langchain"),
    "openai_agents": ("agents",),
    "pydantic_ai": ("pydantic_ai",),
    "microsoft_af": ("agent_framework",),
    "google_adk": ("google.adk", "google.genai"),
    "smolagents": ("smolagents",),
    "crewai": ("crewai",),
}

#: Packages whose objects are no framework's pause: the harness's, Python's own, a script's.
NOT_A_FRAMEWORK = ("arena", "builtins", "__main__", "collections", "types", "typing", "dataclasses")

#: Pause objects that are exceptions anyone can raise, by ``module.Type``: the framework code
#: that raises each as its pause (read from the installed package). smolagents' step-loop
#: interrupt is ``AgentError("Agent interrupted.")`` raised at the top of a step once
#: ``agent.interrupt()`` set the switch; the same type is raised for a failed final-answer check
#: and is a plain exception any loop can make (evidence51: a vanilla loop that witnessed an
#: ``AgentError`` of its own read "pause partial", measured).
RAISED_AT: Mapping[str, tuple[str, ...]] = {
    "smolagents.utils.AgentError": ("smolagents.agents:MultiStepAgent._run_stream",),
}

#: Exceptions a framework's own pause step passes on their way out, by ``module.Type``: a frame
#: their traceback must hold, its first frame (where they were caught) the framework's too.
#: CrewAI's async feedback is raised by the adapter's own provider by CrewAI's design (so no raise
#: place is CrewAI's); its flow engine's ``Flow._run_human_feedback_step`` called the provider
#: and ``Flow.kickoff_async`` (or ``_resume_async_body``) caught it and ``kickoff`` returned it
#: (read from the installed crewai 1.15: evidence52). A driver that makes one, or raises and
#: catches it itself, shows neither.
PASSED_THROUGH: Mapping[str, tuple[str, ...]] = {
    "crewai.flow.async_feedback.types.HumanFeedbackPending": (
        "crewai.flow.runtime:Flow._run_human_feedback_step",
    ),
}

#: The framework pause objects a witness may be, by ``module.Type``: the ones the shipped adapters
#: return (each is judged by its marks below). Any other object, an installed package's too, is
#: no pause: an openai-SDK ``ChatCompletionMessage`` read "pause native" for a user's loop
#: (evidence53), as the type of anything its framework returns would. ADK's
#: ``adk_request_confirmation`` ``FunctionCall`` is the google_adk adapter's fallback witness.
PAUSE_TYPES = frozenset(
    {
        "langgraph.types.Interrupt",
        "agents.items.ToolApprovalItem",
        "pydantic_ai._deferred.DeferredToolRequests",
        "agent_framework._types.Content",
        "google.adk.tools.tool_confirmation.ToolConfirmation",
        "google.genai.types.FunctionCall",
        "smolagents.utils.AgentError",
        "crewai.flow.async_feedback.types.HumanFeedbackPending",
    }
)

#: Watched pause objects that only the framework's run loop makes, by ``module.Type``: a frame
#: their ``made_in`` must hold (``module:qualname``, or a module prefix ending in "."), past the
#: public factories any loop may call. ``Interrupt.from_ns`` gives the id ``interrupt()`` gives,
#: and ADK's ``Context.request_confirmation`` runs on a hollow context: a loop calling either
#: read native (evidence53). LangGraph makes one in ``interrupt()``, inside a node the graph
#: runs (outside one it raises), or reads it back from its checkpointer under ``aget_state``;
#: ADK requests a confirmation from a tool its flow calls.
RUN_LOOP: Mapping[str, tuple[str, ...]] = {
    "langgraph.types.Interrupt": ("langgraph.types:interrupt", "langgraph.pregel."),
    "google.adk.tools.tool_confirmation.ToolConfirmation": ("google.adk.flows.",),
    "google.genai.types.FunctionCall": ("google.adk.flows.",),
}

#: Watched pause objects made by a public function that only reads its run context, by
#: ``module.Type``: that function's frame, and the frames that must have made the task it ran in
#: (``task_made_in``, :data:`arena.pause_made.TASK_OF`). ``interrupt()`` called under a
#: hand-made run config (a fake scratchpad, no graph running) made an ``Interrupt`` with
#: ``interrupt()``'s id and frame, and read native (evidence54, ``FakeRunContext``); LangGraph's
#: run loop builds each task's scratchpad in ``langgraph.pregel._algo``.
IN_TASK: Mapping[str, tuple[str, tuple[str, ...]]] = {
    "langgraph.types.Interrupt": ("langgraph.types:interrupt", ("langgraph.pregel.",)),
}

#: Pause objects whose ``id`` only the framework's own pause gives, by ``module.Type``: the id
#: their constructor leaves. LangGraph's ``interrupt()`` in a node gives its ``Interrupt`` the
#: hash of the task's checkpoint namespace; ``Interrupt(value=...)`` leaves "placeholder-id".
MADE_ID: Mapping[str, str] = {"langgraph.types.Interrupt": "placeholder-id"}

#: Each mark as a record without it lacks it: a folder written before marks were stamped (or a
#: worker of an older release) recorded the type alone.
_MARK_SINCE = {
    "raised_at": "where it was raised",
    "through": "the frames it passed",
    "id": "its id",
    "made_in": "where it was made",
    "task_made_in": "the task it was made in",
    "names": "the words it holds",
    "calls": "the calls it paused",
}
#: Why an unstamped record lacks its marks, in words a reader can check in the folder.
_UNSTAMPED = "(its record has no `marks` stamp: an older release wrote it)"

#: A pause cell none of whose no's is measured but some of whose legs' witnesses were recorded
#: before the marks that judge them: not measured, never read as a yes or a no.
OLDER_FORMAT = "not recorded (older format)"

#: The pause kinds that name a framework's own pause, so a paused leg must show its object.
WITNESSED_KINDS = ("native", "partial", "flow-level")


def no_witness(kind: str) -> str:
    """The cell of an adapter declaring ``kind`` whose paused legs carry no framework object."""
    return f"declared {kind}, no witness"


def declared_kind(value: str) -> str:
    """The kind a pause cell's value was declared as: ``no_witness``'s inverse, else ``value``."""
    for kind in WITNESSED_KINDS:
        if value == no_witness(kind):
            return kind
    return value


#: The cell of an adapter declaring native whose paused legs carry no framework object.
NO_WITNESS = no_witness("native")


def _within(module: str, packages: Sequence[str]) -> bool:
    return any(module == p or module.startswith(p + ".") for p in packages)


@functools.cache
def _installed() -> frozenset[str]:
    """Top-level packages of installed distributions other than hitl-arena (read once)."""
    return frozenset(
        top
        for top, dists in importlib.metadata.packages_distributions().items()
        if "hitl-arena" not in dists
    )


def accepted(module: str, adapter: str, own: str = "") -> bool:
    """``module`` (of a witnessed object) is a framework's: of ``adapter``'s framework where it is
    a shipped one, else an installed distribution's package but arena's, the standard
    library's and ``own`` (the adapter class's top package): a class a test or script made up
    and named ``Interrupt`` is none."""
    if not module or _within(module, NOT_A_FRAMEWORK) or (own and _within(module, (own,))):
        return False
    framework = FRAMEWORK_OF.get(adapter)
    if framework is not None:
        return _within(module, framework)
    return module.split(".")[0] in _installed()


def _type(data: Mapping[str, object]) -> str:
    return f"{data.get('module')}.{data.get('object_type')}"


def older(data: Mapping[str, object]) -> str:
    """What a ``pause.witnessed`` record of an older release (no ``marks`` stamp,
    :data:`arena.pause_marks.MARKS_VERSION`) lacks that its type is judged by, as words; '' when
    it lacks nothing, or is of this release: then a mark it lacks was never there (a worker
    that wrote the record by hand), a no."""
    name, needs = _type(data), []
    if "marks" in data:  # stamped: lacks only the marks read since a later stamp
        stamp = data.get("marks")
        version = stamp if isinstance(stamp, int) else 0
        since = WATCHED_SINCE.get(name, MARK_SINCE_VERSION["made_in"])
        if name in WATCHED and version < since and "made_in" not in data and not _bad_id(data):
            return _made_since(name, version)
        task_since = MARK_SINCE_VERSION["task_made_in"]
        if name in TASK_OF and version < task_since and _by_task_reader(data):
            return (
                f"{_MARK_SINCE['task_made_in']} (its record's `marks` stamp is {version}; "
                f"recorded from stamp {task_since} on)"
            )
        names_since = MARK_SINCE_VERSION["names"]
        lacks_names = "names" not in data and "made_in" in data  # else a no on its other marks
        if name in NAMED and version < names_since and lacks_names and not _bad_id(data):
            return (
                f"{_MARK_SINCE['names']} (its record's `marks` stamp is {version}; "
                f"recorded from stamp {names_since} on)"
            )
        calls_since = MARK_SINCE_VERSION["calls"]
        own_made = _maker(data).split(".")[0] == str(data.get("module")).split(".")[0]
        if name in CALLED and version < calls_since and "calls" not in data and own_made:
            return (
                f"{_MARK_SINCE['calls']} (its record's `marks` stamp is {version}; "
                f"recorded from stamp {calls_since} on)"
            )
        return ""
    if name in RAISED_AT:
        needs.append("raised_at")
    if name in PASSED_THROUGH:
        needs.append("through")
    if name in MADE_ID:
        needs.append("id")
    if name in WATCHED:
        needs.append("made_in")
    if name in NAMED:
        needs.append("names")
    if name in CALLED and "made_in" in data:  # else a no on its other marks
        needs.append("calls")
    lacks = " and ".join(_MARK_SINCE[m] for m in needs if m not in data)
    return f"{lacks} {_UNSTAMPED}" if lacks else ""


def _made_since(name: str, version: int) -> str:
    """What a record of watched ``name`` stamped ``version`` without ``made_in`` lacks, naming
    the first stamp (:data:`arena.pause_marks.MARKS_VERSION`) that records it for that type."""
    since = WATCHED_SINCE.get(name, MARK_SINCE_VERSION["made_in"])
    return (
        f"{_MARK_SINCE['made_in']} (its record's `marks` stamp is {version}; this type's is "
        f"recorded from stamp {since} on)"
    )


def _bad_id(data: Mapping[str, object]) -> bool:
    """A record whose id already says its constructor made it (:data:`MADE_ID`): a no whatever
    else it lacks."""
    name = _type(data)
    return name in MADE_ID and str(data.get("id") or "") in ("", MADE_ID[name])


def witnessed_by(data: Mapping[str, object], adapter: str, own: str = "") -> bool:
    """Whether a ``pause.witnessed`` event's object is a framework's pause: its type of the
    framework (:func:`accepted`) and what only the framework's own pause leaves
    (:mod:`arena.pause_marks`): an exception raised at the place listed in :data:`RAISED_AT`
    for its type, passed through the frame :data:`PASSED_THROUGH` lists and caught by the
    framework, else raised in a module :func:`accepted` takes; an id not the constructor's
    (:data:`MADE_ID`); plain data constructed by a frame of a module :func:`accepted` takes
    (:data:`arena.pause_made.WATCHED`). An object the adapter made, raised or caught itself is no framework's
    pause; a record without the marks its type is judged by is none either (:func:`older`)."""
    if not accepted(str(data.get("module") or ""), adapter, own) or older(data):
        return False
    name = _type(data)
    if name not in PAUSE_TYPES or data.get("exported") is False:
        return False  # no framework's pause type, or a class of anyone's that names one
    if _bad_id(data):
        return False
    if name in RUN_LOOP and not _ran_in(data, RUN_LOOP[name]):
        return False
    if _by_task_reader(data) and not _in_task(data):
        return False
    if name in MADE_ID:
        return True
    if name in WATCHED:  # plain data: constructed by the framework's own code
        return accepted(_maker(data), adapter, own)
    if (name in RAISED_AT or name in PASSED_THROUGH) and "raised_at" not in data:
        return False  # a record of this release without it: never read from a raised object
    if name in PASSED_THROUGH:
        through = data.get("through")
        frames = [str(f) for f in through] if isinstance(through, list) else []
        caught = frames[0].partition(":")[0] if frames else ""
        steps = PASSED_THROUGH[name]
        return any(f in steps for f in frames) and accepted(caught, adapter, own)
    if "raised_at" not in data:  # not an exception
        return True
    raised = str(data.get("raised_at") or "")
    places = RAISED_AT.get(name)
    if places is not None:
        return raised in places
    return accepted(raised.partition(":")[0], adapter, own)


def _maker_frame(data: Mapping[str, object]) -> str:
    """The frame that constructed a watched object: the first of its ``made_in`` outside the
    type's own module (a factory of the type's, ``Content.from_function_approval_request``, is
    the type's, not its maker); '' when none was noted."""
    made = data.get("made_in")
    home = str(data.get("module") or "")
    for frame in made if isinstance(made, list) else ():
        if str(frame).partition(":")[0] != home:
            return str(frame)
    return ""


def _ran_in(data: Mapping[str, object], frames: Sequence[str]) -> bool:
    """Whether a watched object's ``made_in`` holds one of ``frames`` (:data:`RUN_LOOP`)."""
    made = data.get("made_in")
    return any(
        str(f) == want or (want.endswith(".") and str(f).startswith(want))
        for f in (made if isinstance(made, list) else ())
        for want in frames
    )


def _by_task_reader(data: Mapping[str, object]) -> bool:
    """Whether a watched object was made by the function :data:`IN_TASK` names for its type (and
    not read back by the run loop itself, which :data:`RUN_LOOP` also takes)."""
    name = _type(data)
    if name not in IN_TASK:
        return False
    made = data.get("made_in")
    frames = [str(f) for f in made] if isinstance(made, list) else []
    loop = [want for want in RUN_LOOP.get(name, ()) if want != IN_TASK[name][0]]
    return IN_TASK[name][0] in frames and not _ran_in(data, loop)


def _in_task(data: Mapping[str, object]) -> bool:
    """Whether the task a :func:`_by_task_reader` object was made in was made by its run loop."""
    task = data.get("task_made_in")
    frames = [str(f) for f in task] if isinstance(task, list) else []
    wants = IN_TASK[_type(data)][1]
    return any(f.startswith(w) if w.endswith(".") else f == w for f in frames for w in wants)


def _maker(data: Mapping[str, object]) -> str:
    """The module of :func:`_maker_frame`."""
    return _maker_frame(data).partition(":")[0]


def _named(data: Mapping[str, object]) -> str:
    """``module.Type`` of a witness, with its marks: where an exception was raised and caught,
    an id a constructor left, what an older record lacks."""
    name = _type(data)
    if lacks := older(data):
        return f"{name} (recorded without {lacks})"
    if name not in PAUSE_TYPES:
        return f"{name} (no framework's pause type)"
    if data.get("exported") is False:
        return f"{name} (a class that only names it: not the type {data.get('module')} holds)"
    if name in MADE_ID and _bad_id(data):
        given = data.get("id")
        return f"{name} with id {str(given)[:40]!r}" if given else f"{name} with no id"
    if name in RUN_LOOP and not _ran_in(data, RUN_LOOP[name]):
        maker = _maker_frame(data) or "no frame noted"
        return f"{name} made at {maker}, outside {' or '.join(RUN_LOOP[name])}"
    if _by_task_reader(data) and not _in_task(data):
        task = data.get("task_made_in")
        made = f"made at {task[0]}" if isinstance(task, list) and task else "none noted"
        return (
            f"{name} made by {IN_TASK[name][0]} in no task its run loop prepared (its run "
            f"config's task object: {made}, not by {' or '.join(IN_TASK[name][1])})"
        )
    if name in MADE_ID:
        return f"{name} with id {str(data.get('id'))[:40]!r}"
    if name in WATCHED:
        maker = _maker_frame(data)
        return f"{name} made at {maker}" if maker else f"{name} made where no frame was noted"
    if "raised_at" not in data:
        if name in RAISED_AT or name in PASSED_THROUGH:  # the worker's word, not read by marks()
            return f"{name} (no raise or frames sent: not read from a raised object)"
        return name
    raised = data.get("raised_at")
    said = f"{name} raised at {raised}" if raised else f"{name} never raised"
    through = data.get("through")
    if name in PASSED_THROUGH and isinstance(through, list):
        step = " or ".join(PASSED_THROUGH[name])
        if not any(f in PASSED_THROUGH[name] for f in through):
            said += f", never through {step}"
        if len(through) > 1:
            said += f", caught at {through[0]}"
    return said


def _asked(r: RunResult, leg: int) -> list[Mapping[str, object]]:
    """What ``r`` asked in its legs up to ``leg`` (a leg may pause on a call asked earlier)."""
    return [e.data for e in r.trace.events if e.type == "input.requested" and e.leg <= leg]


def _counts(data: Mapping[str, object], adapter: str, own: str, asked: Sequence[Any]) -> bool:
    """A witness that counts: the framework's own pause, naming a call its run asked about."""
    return witnessed_by(data, adapter, own) and names_call(data, asked)


def witnesses(r: RunResult, adapter: str, own: str = "") -> list[str]:
    """The accepted witnesses of ``r``, ``module.Type from call``, in order."""
    return [
        f"{e.data.get('module')}.{e.data.get('object_type')} from {e.data.get('call')}"
        for e in r.trace.events
        if e.type == "pause.witnessed" and _counts(e.data, adapter, own, _asked(r, e.leg))
    ]


def unwitnessed(
    runs: Sequence[RunResult], adapter: str, own: str = "", kind: str = "native"
) -> str:
    """Why the paused legs of ``runs`` do not all carry an accepted witness ('' when they do): a
    leg that ended waiting with a question of its own must hold one. A leg whose framework
    object was recorded without the marks that judge it is :func:`unrecorded`'s, not a no.
    ``kind``: the declared kind the why names."""
    for r in runs:
        for leg in _paused(r):
            seen = [e for e in leg.events if e.type == "pause.witnessed"]
            asked = _asked(r, leg.leg)
            if any(_counts(e.data, adapter, own, asked) for e in seen) or _older(
                seen, adapter, own
            ):
                continue
            other = ", ".join(
                unnamed(e.data, asked) if witnessed_by(e.data, adapter, own) else _named(e.data)
                for e in seen
            )
            found = f" (only {other}, no framework's)" if other else ""
            return (
                f"{r.item.id}: leg {leg.leg} paused with no framework pause object "
                f"recorded{found}; the adapter's word {kind!r} is not measured"
            )
    return ""


def unrecorded(runs: Sequence[RunResult], adapter: str, own: str = "") -> str:
    """Why whether ``runs`` paused on their framework's own pause is not known from their
    records ('' when it is): a paused leg whose only framework object was recorded before the
    marks its type is judged by (a results folder of an older release). Neither a yes (its type
    is anyone's to make) nor a no (the run may have been the framework's)."""
    for r in runs:
        for leg in _paused(r):
            seen = [e for e in leg.events if e.type == "pause.witnessed"]
            if any(_counts(e.data, adapter, own, _asked(r, leg.leg)) for e in seen):
                continue
            if lacked := _older(seen, adapter, own):
                return (
                    f"{r.item.id}: leg {leg.leg}'s {lacked}, so whether the framework's own "
                    "pause made it is not known from this folder; run it again to measure it"
                )
    return ""


def _paused(r: RunResult) -> list[Any]:
    """The legs of ``r`` that ended waiting with a question of their own."""
    return [
        leg
        for leg in r.trace.legs
        if leg.status == "waiting" and any(e.type == "input.requested" for e in leg.events)
    ]


def _older(seen: Sequence[Any], adapter: str, own: str) -> str:
    """'``module.Type`` was recorded without …' for the first framework object of ``seen``
    recorded before its marks ('' if none)."""
    for e in seen:
        if accepted(str(e.data.get("module") or ""), adapter, own) and (lacks := older(e.data)):
            return f"{_type(e.data)} was recorded without {lacks}"
    return ""


def witnessed_why(
    runs: Sequence[RunResult], adapter: str, own: str = "", kind: str = "native"
) -> str:
    """The why of a measured cell: the framework objects the paused legs returned. A kind other
    than native says that its name (how much of the pause is the framework's) is still the
    adapter's word: the object shows only that the framework paused."""
    seen: dict[str, None] = {}
    for r in runs:
        seen.update(dict.fromkeys(witnesses(r, adapter, own)))
    said = "" if kind == "native" else f"declared {kind} (how far, the adapter's word); "
    return f"{said}measured: each paused leg returned the framework's own pause object (" + (
        "; ".join(seen) + ")"
    )
