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
"""

from __future__ import annotations

import functools
import importlib.metadata
from collections.abc import Mapping, Sequence

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


def witnessed_by(data: Mapping[str, object], adapter: str, own: str = "") -> bool:
    """Whether a ``pause.witnessed`` event's object is a framework's pause: its type of the
    framework (:func:`accepted`) and, for an exception, raised by the framework's own code —
    at the place listed in :data:`RAISED_AT` for its type, else in a module :func:`accepted`
    takes. An exception the adapter made or raised itself is no framework's pause."""
    if not accepted(str(data.get("module") or ""), adapter, own):
        return False
    if "raised_at" not in data:  # not an exception (or a worker's names)
        return True
    raised = str(data.get("raised_at") or "")
    places = RAISED_AT.get(f"{data.get('module')}.{data.get('object_type')}")
    if places is not None:
        return raised in places
    return accepted(raised.partition(":")[0], adapter, own)


def _named(data: Mapping[str, object]) -> str:
    """``module.Type`` of a witness, with where it was raised for an exception."""
    name = f"{data.get('module')}.{data.get('object_type')}"
    if "raised_at" not in data:
        return name
    raised = data.get("raised_at")
    return f"{name} raised at {raised}" if raised else f"{name} never raised"


def witnesses(r: RunResult, adapter: str, own: str = "") -> list[str]:
    """The accepted witnesses of ``r``, ``module.Type from call``, in order."""
    return [
        f"{e.data.get('module')}.{e.data.get('object_type')} from {e.data.get('call')}"
        for e in r.trace.events
        if e.type == "pause.witnessed" and witnessed_by(e.data, adapter, own)
    ]


def unwitnessed(
    runs: Sequence[RunResult], adapter: str, own: str = "", kind: str = "native"
) -> str:
    """Why the paused legs of ``runs`` do not all carry an accepted witness ('' when they do): a
    leg that ended waiting with a question of its own must hold one. ``kind``: the declared
    kind the why names."""
    for r in runs:
        for leg in r.trace.legs:
            if leg.status != "waiting" or not any(e.type == "input.requested" for e in leg.events):
                continue
            seen = [e for e in leg.events if e.type == "pause.witnessed"]
            if not any(witnessed_by(e.data, adapter, own) for e in seen):
                other = ", ".join(_named(e.data) for e in seen)
                found = f" (only {other}, no framework's)" if other else ""
                return (
                    f"{r.item.id}: leg {leg.leg} paused with no framework pause object "
                    f"recorded{found}; the adapter's word {kind!r} is not measured"
                )
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
