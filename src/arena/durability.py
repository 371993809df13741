"""One sentence on what a process restart does to a run, and which process can continue it.

Shown wherever a run is (``arena show``, ``arena runs --json``, the web inbox's run page), so it
is true at the source: a durable run's paused state is in the store, but only a run started from
an arena can be rebuilt by any process (``arena resume``); an eval's line is continued by the eval
that started it (``t.resume()``, :mod:`arena.runs.eval_runs`).
"""

from __future__ import annotations

from arena.store.base import RunRecord


def durability(run: RunRecord) -> str:
    """Whether a process restart loses ``run``, and who can continue it."""
    if run.status in ("completed", "failed"):
        return "finished"
    from arena.runs.eval_runs import continued_by  # loads arena.runs only where a run is shown

    how = continued_by(run, "it")  # None: arena resume rebuilds it (started from an arena)
    if run.durable:
        return f"durable: its paused state is in the store; {how or 'any process can resume it'}"
    lives = f"its paused state lives only in the memory of process {run.created_by}"
    if how is not None:  # an eval's (or a program's own) run: that process, while it runs
        return f"not durable: {lives}; a process restart loses it, and {how}"
    return f"not durable: {lives}; a process restart loses it, and no other process can resume it"
