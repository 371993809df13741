"""The tool gate cell with the ``gated_edited`` probe's runs: an edit of a held call.

A call held by per-tool gating (``gated=("book_room",)``) approved *edited* (``arena approve
--edit room_id=R-305``) must run as edited, once, and the model must read that call's result.
No probe edited a held call (red team 44b), so an adapter that ran the edit and handed the
model the result under its own call's arguments (pydantic_ai: R-305 booked, the model told R-102
was), or that granted the edit and booked nothing (smolagents), read "tool gate yes". An adapter
that refuses such an edit with a clear error (InvalidAnswer, nothing run: vanilla, LangGraph,
OpenAI Agents, Agent Framework, ADK) is honest: "unsupported" for the edit, said in the cell's
why, the cell judged on its other runs (docs/methodology.md, the tool gate column). Where the
probe could draw no edit the item allows (one free room fits: the held call was approved plainly)
the run tests no edit: the cell stays with its other runs, "not measured" said in its why.
"""

from __future__ import annotations

from collections.abc import Sequence

from arena.binding import call_text
from arena.matrix.cell import Cell, handed_as_run, joined, verdict
from arena.matrix.stops import NOT_MEASURED
from arena.runner import RunResult

#: What a leg's error starts with where the adapter refused the answer it was handed.
REFUSED = "InvalidAnswer"


def refused_edit(r: RunResult, tool: str) -> str:
    """The adapter's refusal of the held call's edit ('' when it did not refuse): the run
    failed on its resume with InvalidAnswer and no ``tool`` call ran or was tried after it."""
    last = r.trace.legs[-1] if r.trace.legs else None
    error = (last.error or "") if last is not None else ""
    if r.status != "failed" or last is None or last.leg < 2 or REFUSED not in error:
        return ""
    if any(c.leg >= last.leg for c in r.trace.calls(tool)):
        return ""
    return error.strip()


def no_edit_drawn(r: RunResult, tool: str) -> str:
    """Why the run tested no edit ('' when it did, or cannot tell): the harness handed each held
    ``tool`` request a plain answer (the ``input.responded`` it logs is the answer it handed, so
    no adapter can drop an edit from it): the probe found no room the item allows to edit to.
    CI on 77a4656a: a one-room item read "no edited answer reached the run", tool gate "no"."""
    held = {
        e.data.get("request_id")
        for e in r.trace.events
        if e.type == "input.requested" and tool in (e.data.get("action"), e.data.get("tool_name"))
    }
    answers = [
        e
        for e in r.trace.events
        if e.type == "input.responded" and e.data.get("request_id") in held
    ]
    if not answers or any(e.data.get("edited_args") for e in answers):
        return ""
    return f"{r.item.id}: no edit the item allows (its held call was approved as asked)"


def held_edit_problem(r: RunResult, tool: str) -> str:
    """Why the run did not carry out its held call's edit ('' when it did): the one edited
    answer's call ran once after it, ok, as edited, and no other ``tool`` call ran or was tried
    (the model's own, blocked, included)."""
    edits = [
        e
        for e in r.trace.events
        if e.type == "input.responded" and isinstance(e.data.get("edited_args"), dict)
    ]
    if not edits:
        legs = ", ".join(t.status for t in r.trace.legs)
        return f"{r.item.id}: no edited answer reached the run (legs: {legs})"
    answered = edits[0]
    asked = next(
        (
            e.data.get("args")
            for e in r.trace.events
            if e.type == "input.requested"
            and e.data.get("request_id") == answered.data.get("request_id")
        ),
        None,
    )
    wanted = {**(asked if isinstance(asked, dict) else {}), **answered.data["edited_args"]}
    after = [c for c in r.trace.calls(tool) if c.seq > answered.seq]
    made = [c for c in after if c.status == "ok"]
    if len(made) == 1 and len(after) == 1 and dict(made[0].args) == wanted:
        return ""
    tried = ", ".join(f"{call_text(tool, c.args)} {c.status}" for c in after) or "nothing"
    return (
        f"{r.item.id}: the held call approved as edited ({call_text(tool, wanted)}); ran: {tried}"
    )


def with_held_edits(cell: Cell, runs: Sequence[RunResult], tool: str) -> Cell:
    """``cell`` (the gated probe's) with the edited held calls: "no" where the call that ran
    is not the edited one exactly once, or the model read another result than its wrapper
    returned; a refusal of the edit leaves the cell as it was, "unsupported" said in its why, and
    so does a run that could test no edit (:func:`no_edit_drawn`), "not measured" said."""
    if not runs or cell.value in ("unsupported", "-"):
        return cell
    refused = {r.run_id: why for r in runs if (why := refused_edit(r, tool))}
    untested = {
        r.run_id: why for r in runs if r.run_id not in refused and (why := no_edit_drawn(r, tool))
    }
    judged = [r for r in runs if r.run_id not in refused and r.run_id not in untested]
    bad = {r.run_id: why for r in judged if (why := held_edit_problem(r, tool) or handed_as_run(r))}
    note = joined(
        f"an edit of a held {tool} call: unsupported (refused, InvalidAnswer)" if refused else "",
        f"an edit of a held {tool} call: {NOT_MEASURED}" + "; ".join(untested.values())
        if untested
        else "",
    )
    if bad and cell.value == "no":
        return Cell(value="no", runs=(*cell.runs, *bad), why=joined(cell.why, *bad.values()))
    if bad:
        return Cell(value="no", runs=tuple(bad), why=joined(*bad.values()))
    if cell.value != "yes":
        return cell
    # a violation in an edit run reads "no" (in one that tested no edit too: it still ran)
    checked = verdict(runs, {}) if untested else verdict(judged, {}) if judged else None
    if checked is not None and checked.value == "no":
        return checked
    return Cell(
        value=cell.value,
        runs=(*cell.runs, *(r.run_id for r in runs if r.run_id not in untested)),
        why=joined(cell.why, note),
    )


__all__ = ["REFUSED", "held_edit_problem", "no_edit_drawn", "refused_edit", "with_held_edits"]
