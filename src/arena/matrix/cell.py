"""A matrix cell and how a verdict is read off runs: a value, the runs that prove it, and why.

Shared by the cells of :mod:`arena.matrix.stops` and :mod:`arena.matrix.flows`.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from arena.binding import call_text
from arena.check_types import CheckSpec
from arena.handed import handed_otherwise
from arena.runner import RunResult
from arena.trace import Trace
from arena.types import ToolCall
from arena.witness import not_the_runs, own_conversation


@dataclass(frozen=True, kw_only=True)
class Cell:
    value: str  # yes | no | unsupported | - (not measured) | a pause kind | OWN_FILE
    runs: tuple[str, ...] = ()
    why: str = ""


#: The durable cell of an adapter that resumed in fresh processes at every crash point, from the
#: store *and* files an earlier phase left beside it (its framework's own database, or a pickle):
#: a yes, but not the store's alone (:mod:`arena.durable_state.leftovers`).
OWN_FILE = "yes, + own file"


def flag(cell: Cell) -> bool | None:
    """The cell as a bool (``MatrixRow``'s fields): ``OWN_FILE`` is a yes there, and the row's
    ``durable_beside_store`` names what it needed besides the store."""
    return {"yes": True, OWN_FILE: True, "no": False}.get(cell.value)


def ids(runs: Iterable[RunResult]) -> tuple[str, ...]:
    return tuple(r.run_id for r in runs)


def booked_before_answer(trace: Trace, tool: str) -> list[ToolCall]:
    """Executions of ``tool`` before any answer reached the run (no input.responded before it)."""
    answered = min((e.seq for e in trace.events if e.type == "input.responded"), default=None)
    return [c for c in trace.executions(tool) if answered is None or c.seq < answered]


def attempts(calls: Sequence[ToolCall]) -> str:
    """The calls as the harness logged them, in order: ``book_room(room_id='R-1') ok``."""
    return ", ".join(f"{call_text(c.tool, c.args)} {c.status}" for c in calls)


#: How a leg the harness failed for doing what only the harness may do starts its error
#: (:mod:`arena.leg_runner`): a booking no run owns, one around the wrapper, a forged decision.
VIOLATION = "NotTheHarness:"


def violation(r: RunResult) -> str | None:
    """Why a leg of ``r`` failed for the adapter's doing what only the harness may do, or None."""
    for leg in r.trace.legs:
        if leg.error and leg.error.startswith(VIOLATION):
            return f"{r.item.id}: leg {leg.leg} failed: {leg.error}"
    return None


def verdict(runs: Sequence[RunResult], bad: Mapping[str, str], *, proven: str = "yes") -> Cell:
    """``no`` naming the runs in ``bad`` (run id → why), else ``proven`` naming all runs. A run
    whose leg the harness failed for a violation proves nothing (red team 9: every blocked
    booking run anyway under a made-up run id read ``bound yes``): it is bad too."""
    if not runs:
        return Cell(value="-", why="not measured: no runs of this probe")
    bad = {**bad, **{r.run_id: why for r in runs if r.run_id not in bad and (why := violation(r))}}
    if bad:
        first = next(iter(bad.values()))
        return Cell(value="no", runs=tuple(bad), why=joined(first, reused(runs)))
    return Cell(value=proven, runs=ids(runs), why=reused(runs))


def reused(runs: Iterable[RunResult]) -> str:
    """Why the runs' probe repeated an item an earlier probe ran (the arena had too few new
    ones: :func:`arena.probes.plan_items`), else ""."""
    return "; ".join(
        dict.fromkeys(str(r.extra["probe_reused"]) for r in runs if r.extra.get("probe_reused"))
    )


def joined(*parts: str) -> str:
    return "; ".join(p for p in parts if p)


__all__ = [
    "OWN_FILE",
    "Cell",
    "attempts",
    "booked_before_answer",
    "flag",
    "ids",
    "judged_by",
    "judged_spec",
    "verdict",
    "violation",
]


def erased(r: RunResult) -> str:
    """Why a resumed leg of the run did not carry the model's own conversation ('' when each
    did, or no model log kept the legs): :func:`arena.witness.own_conversation`, which
    ``suspended`` reads too. A call the model made beside the one a pause held, dropped from
    the turn the model is sent back, was neither held nor answered: it was erased."""
    foreign = own_conversation(r.trace, r.item.input)
    if not foreign:
        return ""
    return f"{r.item.id}: {foreign[0]} (a call the model made was erased from its turn, not held)"


def not_the_models(r: RunResult, tool: str) -> str:
    """Why the run's model requests were not the model's own conversation, as ``suspended``
    reads it in the ordinary runs ('' when they were, or no model log kept them): a request
    raised for another call than the model's, a resumed leg without the model's turns
    (:func:`erased`), an assistant turn the model never made, the task not the run's, other
    system text than the first request's, other tools. A probe's agent that is not the
    ordinary runs' (``book_room`` gated per tool) is seen by the matrix alone: an adapter that
    added a system rule of its own once a per-tool pause was answered read "tool gate yes"
    (red team 34, ``GatedSystemAdapter``)."""
    foreign = not_the_runs(r.trace, r.item.input, tool=tool, spec=judged_spec())
    foreign += [str(memory)] if (memory := r.extra.get("memory")) else []  # arena.run_memory
    return erased(r) or (f"{r.item.id}: {foreign[0]}" if foreign else "")


#: The arena's :class:`CheckSpec` while a row's cells are read (:func:`judged_by`): its
#: instructions and tools, which the conversation checks hold each request to.
_SPEC: ContextVar[CheckSpec | None] = ContextVar("matrix_spec", default=None)


def judged_spec() -> CheckSpec | None:
    """The spec the cells being read are judged by (:func:`judged_by`), else None."""
    return _SPEC.get()


@contextmanager
def judged_by(spec: CheckSpec | None) -> Iterator[None]:
    """Read the cells made inside with the arena's ``spec`` (None: without the checks that need
    it, the arena's instructions and tools): ``suspended`` holds the ordinary runs to them, and
    without them an adapter that dropped the system prompt or offered ``book_room`` otherwise
    only where a probe gates it per tool was seen by no cell (red team 35)."""
    token = _SPEC.set(spec)
    try:
        yield
    finally:
        _SPEC.reset(token)


def handed_as_run(r: RunResult) -> str:
    """Why a tool result the model read was not what the harness's wrapper returned ('' when
    each was): :func:`arena.handed.handed_otherwise`, as ``booked_as_approved`` reads it. An
    adapter that ran an approved gated booking and handed the model another room's
    confirmation with a fee read "tool gate yes" (red team 34, ``GatedRewrittenAdapter``)."""
    handed = handed_otherwise(r.trace)
    return f"{r.item.id}: model log: {handed[0]}" if handed else ""
