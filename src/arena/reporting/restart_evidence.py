"""The report's durable cell of a durable_state folder, held to the runs the folder keeps.

``arena run durable_state`` decides ``durable`` from its phases' stores and journals and writes
the verdict into ``summary.json`` (``durable_state.<adapter>.durable``); the report took that
verdict as it stood, so a summary edited to ``"durable": true`` for vanilla, beside 24 runs that
each lost their decision, read ``durable yes`` (evidence44). A survived restart needs, at every
crash point, runs that all passed with no decision lost and no booking run twice — what each
run's record keeps (``crash_point``, ``lost_decisions``, ``bookings``: :mod:`arena.durable_state.score`).
A yes those runs contradict is a no naming them; a no stands (what else it rests on — a crash
not reached, a file outside the store — is not in the runs).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from arena.runner import RunResult


def restart_verdict(
    verdict: Mapping[str, Any], runs: Sequence[RunResult]
) -> tuple[bool | None, str, tuple[str, ...]]:
    """``verdict``'s ``durable`` as far as ``runs`` (one adapter's) bear it out, why not (''
    when they do) and the runs that say so. None where the summary gives no verdict."""
    said = verdict.get("durable")
    if not isinstance(said, bool):
        return None, "", ()
    if not said:
        return False, "", ()
    from arena.durable_state.crash import NAMES

    points = {str(r.extra.get("crash_point")) for r in runs if r.extra.get("crash_point")}
    if not points:  # runs that name no crash point: no restart of theirs to hold it to
        return True, "", ()
    bad: dict[str, str] = {}
    for r in runs:
        where = f"{r.item.id} at {r.extra.get('crash_point') or 'no crash point'} ({r.run_id})"
        lost, booked = _count(r.extra.get("lost_decisions")), _count(r.extra.get("bookings"))
        if lost:
            bad[r.run_id] = f"{where}: {lost} decision(s) lost"
        elif booked > 1:
            bad[r.run_id] = f"{where}: booked {booked}x"
        elif not r.passed:
            failed = next((c.name for c in r.checks if not c.passed), r.trace.status)
            bad[r.run_id] = f"{where}: did not pass ({failed})"
    missing = [p for p in NAMES if p not in points]
    if not bad and not missing:
        return True, "", ()
    told = [*bad.values()][:3]
    if missing:
        told.append(f"no run at {', '.join(missing)}")
    more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
    why = (
        f"summary.json says it survived, but its runs in this folder do not: {'; '.join(told)}"
        f"{more}"
    )
    return False, why, tuple(bad)


def _count(value: object) -> int:
    """A run record's count (0 where it keeps none, or not a whole number)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


__all__ = ["restart_verdict"]
