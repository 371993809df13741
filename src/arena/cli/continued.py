"""What the operator commands say continues a run ``arena resume`` cannot rebuild.

An eval's session line (arena.drive) is answered like any run, but only the eval that started it
continues it (``t.resume()``): its ``next`` step is that, never an ``arena resume`` that could
only be refused (arena.runs.eval_runs).
"""

from __future__ import annotations

import dataclasses
from contextlib import suppress
from typing import Any

import click

from arena.errors import NotFound
from arena.runs.eval_runs import continued_by, next_step, rebuildable
from arena.store.base import RunRecord, Store
from arena.views import RequestView

#: The store a deciding command (approve, deny, reply) decided in, for its "Next:" line.
_STORE = "arena.operator.store"


def remember_store(store: Store) -> None:
    """Keep ``store`` for :func:`decided_in` (the decisions are printed by shared code)."""
    click.get_current_context().meta[_STORE] = store


def decided_in() -> Store | None:
    """The store :func:`remember_store` kept for this command, if any."""
    ctx = click.get_current_context(silent=True)
    return None if ctx is None else ctx.meta.get(_STORE)


def continued_by_run(store: Store, run_ids: list[str]) -> dict[str, RunRecord]:
    """Run id → its record, for the runs ``arena resume`` cannot rebuild (an eval's line)."""
    found = {}
    for run_id in dict.fromkeys(run_ids):
        with suppress(NotFound):
            record = store.run(run_id)
            if not rebuildable(record):
                found[run_id] = record
    return found


#: The waiting runs ``arena pending`` reads, newest first, to say which wait only for a resume.
READY_SCAN = 1000


def ready_to_resume(store: Store) -> tuple[list[str], list[str]]:
    """The newest waiting runs (up to :data:`READY_SCAN`) whose every open request is answered
    or expired, which ``arena resume`` continues (an eval's run is its eval's to continue); and,
    apart, those nothing can continue: not durable, the process that held their pause gone (or
    the eval that alone continues it).
    With nothing pending, ``arena pending`` said only "nothing pending", and a person who had
    answered in the web inbox, or whose request had expired, read it as nothing left to do
    (users tester 30); it then named a lost run with them and ``arena resume --all``, which
    only closes such a run as failed, exit 1 (evals46)."""
    from arena.operator import pause_lost
    from arena.runs.eval_runs import gone

    ready = []
    for run in store.runs(status="waiting", limit=READY_SCAN):
        still_open = [q for q in store.requests(run.id) if not q.resolved]
        if still_open and all(q.response is not None for q in still_open):
            ready.append(run)
    # what arena sweep --not-durable closes: an exited eval's run, a lost non-durable pause
    lost = [r.id for r in ready if (r.origin.mode == "eval" and gone(r)) or pause_lost(r)]
    evals = continued_by_run(store, [r.id for r in ready])
    return [r.id for r in ready if r.id not in lost and r.id not in evals], lost


def _some(run_ids: list[str]) -> str:
    return ", ".join(run_ids[:3]) + (", ..." if len(run_ids) > 3 else "")


def ready_said(ready: list[str]) -> str:
    """The runs :func:`ready_to_resume` found, said before the command that continues them."""
    return (
        f"{len(ready)} run(s) wait only for a resume (every request answered or expired): "
        f"{_some(ready)}"
    )


def lost_said(lost: list[str]) -> str:
    """The runs :func:`ready_to_resume` found no resume can continue, said before the sweep
    that closes them (as ``arena pending`` says of a request that cannot be answered)."""
    return (
        f"{len(lost)} run(s) answered or expired can never continue: the process that held "
        "its pause (a run that is not durable) or that alone continues it (an eval's run) has "
        f"exited: {_some(lost)}; re-run the item or the eval, or close such runs:"
    )


def continues(view: RequestView, evals: dict[str, RunRecord]) -> RequestView:
    """The view whose "resume" next step says what continues an eval's run, not arena resume."""
    record = evals.get(view.run_id)
    how = None if record is None else next_step(record)
    if how is None:
        return view
    return dataclasses.replace(view, next_commands={**view.next_commands, "resume": how})


def as_json_view(view: RequestView, evals: dict[str, RunRecord]) -> dict[str, Any]:
    """``--json``: no ``arena resume`` command for a run it cannot continue; ``continued_by``
    says what does."""
    data = view.to_json()
    record = evals.get(view.run_id)
    how = None if record is None else continued_by(record)
    if how is not None:
        data["next_commands"] = {
            k: v for k, v in data.get("next_commands", {}).items() if k != "resume"
        }
        data["continued_by"] = how
    return data
