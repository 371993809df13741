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
