"""Runs no other process can rebuild: an eval's session line, or a program's own agent.

An eval's :class:`arena.drive.Driver` with an arena store records its line as a run, and operators
answer its requests there (``arena approve``, the web inbox). But its agent and model live in the
eval's process, and its record is of mode "eval": its tools module (kept so that ``arena approve
--edit`` and the inbox can check an edit, evals32 F7) rebuilds no agent. So ``arena resume``
cannot continue it — the eval does, with ``t.resume()`` (docs/drive.md, section 6). What the
operator surface says instead of an ``arena resume`` that could only be refused.
"""

from __future__ import annotations

from arena.errors import UserError
from arena.store.base import RunRecord
from arena.store.holder import exited


class StartedElsewhere(UserError):
    """``arena resume`` cannot rebuild this run's agent: the process that started it continues it."""


def rebuildable(record: RunRecord) -> bool:
    """Whether another process can rebuild the run's adapter (it was started from an arena): an
    eval's run names its agent's tools module too, but its agent and model are the eval's."""
    return bool(record.origin.tools_module) and record.origin.mode != "eval"


def gone(record: RunRecord) -> bool:
    """The process that started the run is known to have exited (on this host)."""
    return exited(record.created_by)


def continued_by(record: RunRecord, run: str = "") -> str | None:
    """What continues ``record`` when ``arena resume`` cannot rebuild it; None when it can.
    ``run``: how the sentence names the run (default ``run ID``)."""
    if rebuildable(record):
        return None
    run = run or f"run {record.id}"
    if record.status in ("completed", "failed"):  # continued by no one: it said "re-run the
        # eval" or "t.resume() in that eval" of a run some process had finished (drive36)
        return (
            f"no one: {run} is {record.status} ({record.legs} leg(s); arena history "
            f"{record.id} says who ran each)"
        )
    if record.origin.mode != "eval":
        return (
            f"the program that started {run} continues it with its own adapter "
            f"(resume_run(..., adapter=...)); arena resume cannot rebuild its agent (it was not "
            "started from an arena)"
        )
    if gone(record):
        return (
            f"nothing here continues {run}: the eval that started it (process "
            f"{record.created_by}) has exited, and arena resume cannot rebuild an eval's agent; "
            "re-run the eval"
        )
    return (
        f"the eval that started {run} continues it: t.resume() in that eval (process "
        f"{record.created_by}); arena resume cannot rebuild an eval's agent"
    )


def next_step(record: RunRecord) -> str | None:
    """:func:`continued_by` short enough for a ``next`` line; None when arena resume can."""
    if rebuildable(record):
        return None
    if record.status in ("completed", "failed"):
        return f"none: the run is {record.status}"
    if record.origin.mode != "eval":
        return "resume_run(..., adapter=...) in the program that started it"
    if gone(record):
        return "none: the eval that started it has exited (re-run the eval)"
    return "t.resume() in the eval that started it"


def check_rebuildable(record: RunRecord) -> None:
    """Raise :class:`StartedElsewhere` saying what continues a run ``arena resume`` cannot."""
    said = continued_by(record, "it")
    if said is not None:
        raise StartedElsewhere(f"run {record.id} is not resumed here: {said}")
