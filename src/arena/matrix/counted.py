"""Which probe runs are evidence for a cell, and what the others showed.

A run whose model never answered with the gate or the side effect (no room fits the item, a
model that asks in prose) gave the adapter nothing to pause on: no evidence either way
(``extra["model_proposed"]`` False, from the scripted model's request log). But the adapter can
act without the model: one that books on its own (a "fast path" for small meetings: the harness
logs the attempt ``blocked``) or answers without ever calling the model made the model propose
nothing too, and such runs were dropped, so its cells read "yes" from the runs it did not cheat
on (red team 15, hole 1). Those runs are evidence *against* it, read from what the adapter does
not write: the harness's tool log and the model log's per-leg record of requests. A run that
failed before any request carried the item's task (the adapter crashed on it, or gave up, without
asking the model) is evidence against it too: it did not pause and did not ask (session 21); the
run's own record (``extra["model_asked"]``, :func:`arena.runner.run_item`) says so, since a failed
leg keeps none.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from arena.check_words import did
from arena.endpoint_blame import endpoint_failed
from arena.evidence import carries_task, recorded_calls
from arena.runner import RunResult


def acted_alone(r: RunResult, tool: str) -> str:
    """What ``r`` shows the adapter doing without the model or a person ('' when nothing): it
    tried ``tool`` (any status the harness logged) before any request, or no leg of it sent the
    model a single request, or none of the requests it sent carried the item's task (every
    leg's record kept; an item is a request in words, which only the model reads: a throwaway
    call that did not carry it asked the model nothing about the item, red team 16), or it
    failed before any request carried the task (:func:`failed_unasked`)."""
    asked = min((e.seq for e in r.trace.events if e.type == "input.requested"), default=None)
    tried = [c for c in r.trace.calls(tool) if asked is None or c.seq < asked]
    said = []
    if tried:
        said.append(f"the adapter: {did(tool, tried)} with no request before it")
    kept = recorded_calls(r.trace.events)
    legs = {t.leg for t in r.trace.legs}
    if legs and legs <= set(kept):
        sent = sum(len(kept[leg].calls) for leg in legs)
        kept_said = [kept[leg].asked for leg in legs]  # None: a record from before they were
        if not sent:
            said.append("it never called the model")
        elif all(a is not None for a in kept_said) and not carries_task(
            (m for a in kept_said for m in a or ()), r.item.input
        ):
            said.append(
                f"none of its {sent} model request(s) carried the item's task: the model was "
                "never asked about it"
            )
    if not said and (failed := failed_unasked(r)):
        said.append(failed)
    return "; ".join(said)


#: How :func:`failed_unasked` starts: the cells count the runs it names (:func:`unasked_count`).
FAILED_UNASKED = "it failed before asking the model"


def failed_unasked(r: RunResult) -> str:
    """Why ``r`` failed before any model request carried the item's task ('' when it did not, or
    when nothing recorded it): the adapter crashed or gave up on the item without the model. Not
    a run the endpoint failed: a request it answered with an error keeps no words, so the task
    it carried cannot be seen (:func:`arena.endpoint_blame.endpoint_failed`)."""
    if r.trace.status != "failed" or r.extra.get("model_asked") is not False:
        return ""
    if environment_failed(r):  # the endpoint, the leg timeout, a worker: not the adapter
        return ""
    sent = r.extra.get("model_requests")
    if isinstance(sent, int) and not isinstance(sent, bool) and sent > 0:
        return f"{FAILED_UNASKED}: none of its {sent} model request(s) carried the item's task"
    return f"{FAILED_UNASKED}: it sent the model no request"


def unasked_count(runs: Sequence[RunResult], bad: Iterable[str]) -> str:
    """What a "no" cell adds when some of its runs failed before asking the model:
    ``failed before asking the model: N run(s)`` ('' when none)."""
    named = set(bad)
    n = sum(1 for r in runs if r.run_id in named and failed_unasked(r))
    return f"failed before asking the model: {n} run(s)" if n else ""


def environment_failed(r: RunResult) -> str:
    """Why ``r`` failed for its environment, not its framework ('' when it did not): the
    harness's own record (``extra["environment_failed"]``, :class:`arena.leg_runner.LegRunner`:
    the leg timeout, an endpoint that could not be reached or refused the key, a worker that did
    not start) or the endpoint's (:func:`arena.endpoint_blame.endpoint_failed`), never the run's
    error text. Such a run read "pause unsupported" ("no run ever asked for input") where the
    framework was never given the chance (outside user 27)."""
    if r.trace.status != "failed":
        return ""
    said = r.extra.get("environment_failed")
    if isinstance(said, str) and said:
        return said
    return endpoint_failed(r.extra, r.model, r.item.input) or ""


def _tried_unapproved(r: RunResult, tool: str) -> bool:
    """The adapter tried ``tool`` (any status, ``blocked`` too) where no approval came before
    it: before any answer, or after only denials (red team 27b: an adapter that ran its held
    booking after a denial and then failed its leg read "-" in unaided and reject)."""
    approvals = [
        e.seq
        for e in r.trace.events
        if e.type == "input.responded" and (e.data.get("approved") or e.data.get("binds"))
    ]
    first = min(approvals, default=None)
    return any(first is None or c.seq < first for c in r.trace.calls(tool))


def is_evidence(r: RunResult, tool: str) -> bool:
    """False for a run whose model proposed nothing and whose adapter did nothing alone, and for
    one its environment failed (:func:`environment_failed`) unless the adapter tried ``tool``
    where no approval came before it: no failure of the machine explains that, and the cells
    its calls decide count it."""
    if environment_failed(r) and not _tried_unapproved(r, tool):
        return False
    return r.extra.get("model_proposed") is not False or bool(acted_alone(r, tool))


def nothing_proposed(runs: Sequence[RunResult], gate: str, tool: str) -> str:
    """Why a cell is "-" although its probe ran: every run was one the model proposed nothing
    in (the items, named), or one its environment failed (:func:`environment_failed`)."""
    failed = [(r, why) for r in runs if (why := environment_failed(r))]
    if failed:
        rest = len(runs) - len(failed)
        other = f"; in the other {rest} the model answered with neither {gate} nor {tool}"
        return f"not measured: {environment_note(failed)}" + (other if rest else "")
    items = ", ".join(dict.fromkeys(r.item.id for r in runs))
    return (
        f"not measured: {len(runs)} run(s) of this probe ({items}), in none of which the model "
        f"answered with {gate} or {tool} (it asked in prose, or no room fit) and the adapter "
        "did not act on its own: no evidence either way"
    )


def environment_note(failed: Sequence[tuple[RunResult, str]]) -> str:
    """``1 run failed: leg 1 timed out after 0.05s`` (the first reason, its item named when
    there are several)."""
    first, why = failed[0]
    if len(failed) == 1:
        return f"1 run failed: {why}"
    return f"{len(failed)} runs failed for their environment ({first.item.id}: {why})"


def not_counted(runs: Sequence[RunResult]) -> str:
    """What a judged cell adds when some of its probe's runs were left out because their
    environment failed them ('' when none were)."""
    failed = [(r, why) for r in runs if (why := environment_failed(r))]
    return f"not counted: {environment_note(failed)}" if failed else ""


def split(runs: Iterable[RunResult], tool: str) -> tuple[list[RunResult], list[RunResult]]:
    """(runs that are evidence, runs that are none)."""
    kept: list[RunResult] = []
    dropped: list[RunResult] = []
    for r in runs:
        (kept if is_evidence(r, tool) else dropped).append(r)
    return kept, dropped


__all__ = [
    "FAILED_UNASKED",
    "acted_alone",
    "environment_failed",
    "environment_note",
    "failed_unasked",
    "is_evidence",
    "not_counted",
    "nothing_proposed",
    "split",
    "unasked_count",
]
