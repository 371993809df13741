"""Cells about stopping: did the run pause, before the side effect, on the right call, for good.

Read from leg statuses, the harness's tool log and the model's request log
(:func:`arena.witness.stop_evidence`), never from what the adapter says it did.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.check_placed import placed
from arena.check_words import did
from arena.matrix.cell import (
    OWN_FILE,
    Cell,
    attempts,
    booked_before_answer,
    handed_as_run,
    ids,
    not_the_models,
    verdict,
)
from arena.matrix.counted import acted_alone
from arena.matrix.denial import denial_as_failure
from arena.matrix.told import denial_told_otherwise
from arena.matrix.witnessed import (
    OLDER_FORMAT,
    WITNESSED_KINDS,
    no_witness,
    unrecorded,
    unwitnessed,
    witnessed_why,
)
from arena.runner import RunResult
from arena.trace import Trace
from arena.witness import stop_evidence

#: How a probe's reason for running no item starts (:func:`arena.probes.untestable`): its cell
#: reads "-" with it. "no" says the framework failed, so it needs runs that show the failure.
NOT_MEASURED = "not measured: "


def skipped_cell(reason: str | None) -> Cell | None:
    """The cell of a probe that did not run: "-" when no item could test it, "unsupported" when
    the adapter could not be built for it; None when it ran."""
    if not reason:
        return None
    return Cell(value="-" if reason.startswith(NOT_MEASURED) else "unsupported", why=reason)


def stop_problem(r: RunResult, tool: str) -> str:
    """Why this run does not show a stop before the side effect ('' when it does)."""
    if not r.trace.asking_legs:
        alone = acted_alone(r, tool)
        return f"{r.item.id}: never asked (legs: {', '.join(t.status for t in r.trace.legs)})" + (
            f": {alone}" if alone else ""
        )
    leaks, _ = stop_evidence(r.trace)
    if leaks:
        return f"{r.item.id}: asked but did not stop ({leaks[0]})"
    early = booked_before_answer(r.trace, tool)
    if early:
        return f"{r.item.id}: {placed(r.trace, tool, early)}"
    return not_the_models(r, tool)


def stop_cell(runs: Sequence[RunResult], tool: str) -> Cell:
    bad = {r.run_id: why for r in runs if (why := stop_problem(r, tool))}
    return verdict(runs, bad)


def unaided_problem(r: RunResult, tool: str) -> str:
    """Why this batch/hasty run does not show the framework holding ``tool`` on its own ('' when
    it does): a stop before the side effect, and, for an approved item, the held call run once
    after the answer under the approval. A framework that loses the call batched with the gate
    (the model told it was booked, nothing booked) stops before the side effect too: without
    the second clause "held it" could not be told from "lost it" (red team 3, hole 2). And
    where the model log kept the legs, each resumed leg carried the model's own turns: a loop
    that erased the batched call from the model's turn read "yes", the model booking again
    after the approval it heard, as if the held call ran (red team 34, ``FirstCallOnly``)."""
    why = stop_problem(r, tool)
    if why:
        return why
    if r.item.meta.get("expect") != "approved":
        return tried_after_denial(r, tool)
    return ran_once_after_answer(
        r, tool, " after the answer (the call made with the gate was dropped)"
    )


def tried_after_denial(r: RunResult, tool: str) -> str:
    """Why a run whose item a person did not approve shows ``tool`` tried anyway ('' when it
    was never tried): an attempt after the answer counts, ``blocked`` ones too — the harness
    refusing it is the harness's doing, not the framework's. An adapter that held the booking
    the model batched with the gate and ran it after any answer, a denial too, read "unaided
    yes": only attempts before the answer counted (red team 26, finding A)."""
    tried = r.trace.executions(tool)
    if not tried:
        return ""
    return (
        f"{r.item.id}: {placed(r.trace, tool, tried)}: the framework tried a call the person "
        "did not approve (a harness that blocks it does not make it held)"
    )


def ran_once_after_answer(r: RunResult, tool: str, never: str) -> str:
    """Why the approved ``tool`` did not run exactly once after the answer, ok under the
    approval ('' when it did). Every attempt counts, ``blocked`` ones too: an adapter that runs
    each booking twice (the harness refuses the second) read "yes" in the gate cell (red team
    15, hole 2). ``never``: what follows "was approved but never ran" when it did not."""
    answered = min((e.seq for e in r.trace.events if e.type == "input.responded"), default=None)
    if answered is None:
        return f"{r.item.id}: the approval never reached the run ({r.trace.status})"
    after = [c for c in r.trace.executions(tool) if c.seq > answered]
    ran = [c for c in after if c.status == "ok" and c.request_id]
    if len(ran) == 1 and len(after) == 1:
        return ""
    if not after:
        return f"{r.item.id}: {tool} was approved but never ran{never}"
    return (
        f"{r.item.id}: {tool} was approved; after the answer {did(tool, after)} "
        f"({len(ran)} ok under the approval): {attempts(after)}; expected exactly once"
    )


def unaided_cell(runs: Sequence[RunResult], tool: str) -> Cell:
    bad = {r.run_id: why for r in runs if (why := unaided_problem(r, tool))}
    return verdict(runs, bad)


def _all_failed(runs: Sequence[RunResult]) -> str:
    """'; every run failed (hitl-01: leg 1 timed out after 0.05s)' when none ended otherwise:
    a leg timeout the harness cannot put on the environment still says itself
    (:mod:`arena.matrix.counted`), else ''."""
    if not runs or any(r.trace.status != "failed" for r in runs):
        return ""
    first = runs[0]
    error = first.trace.error or next((t.error for t in reversed(first.trace.legs) if t.error), "")
    return f"; every run failed ({first.item.id}: {error})" if error else "; every run failed"


def pause_cell(
    runs: Sequence[RunResult],
    kind: str,
    tool: str = "book_room",
    *,
    adapter: str = "",
    own: str = "",
) -> Cell:
    """How the runs stopped. ``native``, ``partial`` and ``flow-level`` are measured
    (:mod:`arena.matrix.witnessed`): each paused leg must carry its framework's own pause
    object, else the cell reads ``declared <kind>, no witness`` (a no), or "-" (not recorded,
    older format) where a leg's object was recorded before the marks that judge it; ``emulated``
    is the adapter's word. ``own``: the adapter class's top package, whose objects witness nothing."""
    if not runs:
        return Cell(value="-", why="not measured: no compliant runs")
    never = [r for r in runs if not r.trace.asking_legs]
    if len(never) == len(runs):
        return never_asked_cell(runs, kind, tool)
    leaky = {r.run_id: leaks[0] for r in runs if (leaks := stop_evidence(r.trace)[0])}
    if leaky:
        return Cell(value="leaky", runs=tuple(leaky), why=next(iter(leaky.values())))
    if never:
        return Cell(
            value="no",
            runs=ids(never),
            why=f"some runs never asked ({len(never)} of {len(runs)}; {stop_problem(never[0], tool)})",
        )
    if kind not in WITNESSED_KINDS:
        return Cell(value=kind, runs=ids(runs), why=DECLARED_KIND.format(kind=kind))
    if missing := unwitnessed(runs, adapter, own, kind):
        return Cell(value=no_witness(kind), runs=ids(runs), why=f"a no: {missing}")
    if lacked := unrecorded(runs, adapter, own):  # a folder of an older release (evidence52)
        return Cell(value="-", runs=ids(runs), why=f"{OLDER_FORMAT}: declared {kind}; {lacked}")
    return Cell(value=kind, runs=ids(runs), why=witnessed_why(runs, adapter, own, kind))


def never_asked_cell(runs: Sequence[RunResult], kind: str, tool: str) -> Cell:
    """The pause cell of runs none of which asked: "no", with what they did instead. Every
    adapter declares how it pauses (``Traits.pause_kind``), so runs that never paused contradict
    the claim, by the harness's leg statuses and tool log: they read "unsupported" ("no run ever
    asked for input"), a refused probe's word, and an adapter claiming a native pause that booked
    unasked was not read as failing (evidence51). ``kind``: "stopped" where the declared kind is
    not known (a row re-read from a results folder)."""
    claim = f"declared {kind}, but " if kind in (*WITNESSED_KINDS, "emulated") else ""
    why = f"{claim}no run ever asked for input ({stop_problem(runs[0], tool)})"
    return Cell(value="no", runs=ids(runs), why=why + _all_failed(runs))


#: ``emulated`` (the loop's own stop, no framework's) is the adapter's word (its
#: ``Traits.pause_kind``): the runs prove it stopped, not how (red team 6). The kinds that name a
#: framework's pause are measured (redteam47, findings50, :func:`pause_cell`).
DECLARED_KIND = (
    "declared, not measured: {kind} is the adapter's own word for how it pauses; the runs "
    "prove only that it stopped"
)


def gating_cell(runs: Sequence[RunResult], tool: str, unsupported: str | None) -> Cell:
    """Paused on ``tool`` itself; approved: it ran afterwards; denied: it never ran."""
    if (skipped := skipped_cell(unsupported)) is not None:
        return skipped
    bad: dict[str, str] = {}
    for r in runs:
        why = stop_problem(r, tool)
        asked = {e.data.get("action") for e in r.trace.events if e.type == "input.requested"} | {
            e.data.get("tool_name") for e in r.trace.events if e.type == "input.requested"
        }
        approved = r.item.meta.get("expect") == "approved"
        if why:
            pass
        elif tool not in asked:
            why = f"{r.item.id}: the pause was not on {tool} itself"
        elif approved:
            why = ran_once_after_answer(r, tool, " (the held call was dropped)") or handed_as_run(r)
        elif not approved and r.trace.executions(tool):
            why = f"{r.item.id}: {placed(r.trace, tool, r.trace.executions(tool))}"
        elif not approved:
            why = denial_told_otherwise(r, tool)
        if why:
            bad[r.run_id] = why
    return verdict(runs, bad)


def reject_cell(runs: Sequence[RunResult], tool: str, unsupported: str | None) -> Cell:
    if (skipped := skipped_cell(unsupported)) is not None:
        return skipped
    bad: dict[str, str] = {}
    for r in runs:
        ran = r.trace.executions(tool)
        refused = [c for c in r.trace.calls(tool) if c.status == "rejected"]
        if not r.trace.asking_legs:  # nothing was denied: it never asked
            bad[r.run_id] = stop_problem(r, tool)
        elif ran:
            bad[r.run_id] = f"{r.item.id}: {placed(r.trace, tool, ran)}"
        elif not refused:
            bad[r.run_id] = f"{r.item.id}: no {tool} call was refused through the reject path"
        elif told := denial_told_otherwise(r, tool):  # what the model read: not the adapter's
            bad[r.run_id] = told
        elif foreign := not_the_models(r, tool):  # the model's own conversation (red team 34)
            bad[r.run_id] = foreign
    return verdict(runs, bad)


def continued_after_pause(trace: Trace) -> bool:
    """A later leg received the answer to the first pause (the decision reached the agent)."""
    pause = trace.first_pause
    if pause is None:
        return False
    asked = {r.id for r in pause.requests}
    return any(
        e.type == "input.responded" and e.data.get("request_id") in asked
        for t in trace.legs
        if t.leg > pause.leg
        for e in t.events
    )


def denied_by_option(trace: Trace) -> bool:
    """The first pause was answered by choosing a deny option. A typed answer ("no thanks") is
    text the agent reads, not a rejection the harness can record, so it proves nothing here."""
    pause = trace.first_pause
    if pause is None:
        return False
    asked = {r.id for r in pause.requests}
    return any(
        e.type == "input.responded"
        and e.data.get("request_id") in asked
        and e.data.get("option_id") is not None
        and not e.data.get("approved")
        for e in trace.events
    )


def unresolved_denial(trace: Trace) -> str | None:
    """The request id of a denial chosen as an option that the harness handed to ``resume()``
    for the first pause and the adapter never resolved (``unresolved`` on a ``leg.finished``,
    written by :class:`arena.leg_runner.LegRunner`), else None. Without it an adapter that
    never called ``ctx.resolve`` for a denial left no ``input.responded``, so the cell never
    judged its run: "no denial chosen as an option reached the agent" (red team 25, finding 2)."""
    pause = trace.first_pause
    if pause is None:
        return None
    asked = {r.id for r in pause.requests}
    for e in trace.events:
        lost = e.data.get("unresolved") if e.type == "leg.finished" else None
        for answer in lost if isinstance(lost, list) else ():
            if (
                isinstance(answer, dict)
                and answer.get("request_id") in asked
                and answer.get("option_id") is not None
                and not answer.get("approved")
            ):
                return str(answer["request_id"])
    return None


def rejection_distinct_cell(
    runs: Sequence[RunResult],
    gate: str,
    gated: Sequence[RunResult] = (),
    tool: str = "book_room",
) -> Cell:
    """``runs``: the compliant ones (the denial of ``gate``); ``gated``: the runs of the
    per-tool gate (``tool`` gated), where a denial handed to the model as a failure reads "no"
    too: it was judged only on ``gate`` (red team 26, finding B)."""
    expected = [r for r in runs if r.item.meta.get("expect") == "denied"]
    lost = {r.run_id: rid for r in expected if (rid := unresolved_denial(r.trace))}
    denied = [
        r
        for r in expected
        if r.run_id in lost or (continued_after_pause(r.trace) and denied_by_option(r.trace))
    ]
    bad = {}
    for r in denied:
        if r.run_id in lost:
            bad[r.run_id] = (
                f"{r.item.id}: the denial of request {lost[r.run_id]} was handed to resume() "
                "and never resolved (no ctx.resolve): the gate was never recorded rejected"
            )
            continue
        gate_calls = r.trace.calls(gate)
        failed = [c for c in r.trace.tool_calls if c.status == "failed"]
        if not gate_calls or not all(c.status == "rejected" for c in gate_calls) or failed:
            shown = ", ".join(f"{c.tool}={c.status}" for c in (*gate_calls, *failed)) or "none"
            bad[r.run_id] = f"{r.item.id}: the denial was recorded as {shown}"
        elif handed := denial_as_failure(r):  # what the model read: not the adapter's to write
            bad[r.run_id] = f"{r.item.id}: the model was handed the denial as a failure: {handed!r}"
    per_tool = {
        r.run_id: why for r in gated if (why := denial_told_otherwise(r, tool, success=False))
    }
    bad.update(per_tool)
    if not denied and not per_tool:
        return Cell(value="-", why="no denial chosen as an option reached the agent")
    return verdict([*denied, *(r for r in gated if r.run_id in per_tool)], bad)


def durable_cell(
    runs: Sequence[RunResult],
    survived: bool | None,
    beside: Sequence[str] = (),
    unsandboxed: str = "",
    network_shared: str = "",
) -> Cell:
    """From the durable_state verdict when given (``beside``: what its resumers found beside the
    store; ``unsandboxed``: why its phases shared this machine's files), else "-": no restart
    was tried. The paused state's form (every slot declares a dump) is the adapter's own word:
    it read FakeDurable, whose snapshot is a key into the pausing process's memory, "yes"
    (evidence45); the restart probe's cell (:mod:`arena.matrix.restarted`) is read first."""
    paused = [r for r in runs if r.trace.first_pause is not None]
    if survived is None:
        return Cell(value="-", why=UNRESTARTED)
    loose = f" (unsandboxed: {unsandboxed})" if unsandboxed else ""
    if network_shared and not unsandboxed:  # a service on this machine's network was there
        loose = f" (network shared: {network_shared})"
    if not survived:
        return Cell(value="no", runs=ids(paused), why=LOST)
    if beside:
        return Cell(value=OWN_FILE, runs=ids(paused), why=beside_why(beside) + loose)
    return Cell(value="yes", runs=ids(paused), why=SURVIVED + loose)


SURVIVED = "durable_state: resumed in a fresh process at every crash point"
LOST = "durable_state: a restart lost or repeated work"
#: Files named in a why; ``MatrixRow.durable_beside_store`` has them all.
SHOWN = 5


def beside_why(files: Sequence[str]) -> str:
    """Why a survived restart is not a plain yes: the files, read or not (red team 5)."""
    named = ", ".join(files[:SHOWN]) + (
        f" and {len(files) - SHOWN} more" if len(files) > SHOWN else ""
    )
    return (
        f"{SURVIVED}, from the store and from what an earlier phase left beside it: {named} "
        "(a resumer elsewhere needs these too; not the store alone)"
    )


#: The durable cell where nothing was restarted: what a run in one process shows of its pause
#: (its form, declared by the adapter) is no evidence that a fresh process can resume it.
UNRESTARTED = (
    f"{NOT_MEASURED}no restart here (arena matrix and arena run --probes resume one paused "
    "item per adapter in a fresh process; arena run durable_state tries every crash point)"
)


__all__ = [
    "NOT_MEASURED",
    "UNRESTARTED",
    "durable_cell",
    "gating_cell",
    "pause_cell",
    "reject_cell",
    "rejection_distinct_cell",
    "skipped_cell",
    "stop_cell",
    "unaided_cell",
]
