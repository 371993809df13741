"""The report's durable cell of a durable_state folder, held to the runs the folder keeps.

``arena run durable_state`` decides ``durable`` from its phases' stores and journals and writes
the verdict into ``summary.json`` (``durable_state.<adapter>.durable``); the report took that
verdict as it stood, so a summary edited to ``"durable": true`` for vanilla, beside 24 runs that
each lost their decision, read ``durable yes`` (evidence44). A survived restart needs, at every
crash point, runs that all passed with no decision lost and no booking run twice — what each
run's record keeps (``crash_point``, ``lost_decisions``, ``bookings``: :mod:`arena.durable_state.score`).
A yes those runs contradict is a no naming them; a no stands (what else it rests on — a crash
not reached, a file outside the store — is not in the runs). A yes with runs missing — every
item at every crash point is one run; a line deleted from ``runs.jsonl``, or no run naming a
crash point — is not measured: the runs taken away could have been the ones that lost the
decision (redteam48b: a folder edited to "durable" with its one failing run deleted read yes).
A run the folder's execution journals show booked more than once is a no whatever its record
says (redteam49).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from pathlib import Path
from typing import Any

from arena.runner import RunResult


def restart_verdict(
    verdict: Mapping[str, Any],
    runs: Sequence[RunResult],
    journals: Mapping[str, int] | None = None,
    strays: Sequence[str] = (),
) -> tuple[bool | None, str, tuple[str, ...]]:
    """``verdict``'s ``durable`` as far as ``runs`` (one adapter's) bear it out, why not (''
    when they do) and the runs that say so. None where the summary gives no verdict, or where
    some of the runs it rests on are not here (the why then names them). ``journals``: each
    run's executions of the booking in the folder's execution journals
    (:func:`journal_bookings`), held beside the record's own count; ``strays``: the journals'
    bookings no run of the folder owns (:func:`journal_strays`), each a no."""
    said = verdict.get("durable")
    if not isinstance(said, bool):
        return None, "", ()
    if not said:
        return False, "", ()
    bad: dict[str, str] = {}
    for r in runs:
        where = f"{r.item.id} at {r.extra.get('crash_point') or 'no crash point'} ({r.run_id})"
        lost, booked = _count(r.extra.get("lost_decisions")), _count(r.extra.get("bookings"))
        journaled = (journals or {}).get(r.run_id, 0)
        if lost:
            bad[r.run_id] = f"{where}: {lost} decision(s) lost"
        elif booked > 1:
            bad[r.run_id] = f"{where}: booked {booked}x"
        elif journaled > 1:
            bad[r.run_id] = f"{where}: booked {journaled}x by the folder's execution journals"
        elif not r.passed:
            failed = next((c.name for c in r.checks if not c.passed), r.trace.status)
            bad[r.run_id] = f"{where}: did not pass ({failed})"
    for n, line in enumerate(strays):
        bad[f"stray-{n}"] = f"the folder's execution journals hold {line}"
    if bad:
        told = [*bad.values()][:3]
        more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
        why = (
            f"summary.json says it survived, but its runs in this folder do not: "
            f"{'; '.join(told)}{more}"
        )
        return False, why, tuple(k for k in bad if not k.startswith("stray-"))
    lacking = _missing(verdict, runs)
    if lacking:
        return None, f"summary.json says it survived, but {lacking}", ()
    return True, "", ()


def _missing(verdict: Mapping[str, Any], runs: Sequence[RunResult]) -> str:
    """What the folder lacks of the restarts the verdict rests on ('' where nothing): each
    crash point ran every item (those the runs name), as many as the verdict counts there."""
    from arena.durable_state.crash import NAMES

    points = {str(r.extra.get("crash_point")) for r in runs if r.extra.get("crash_point")}
    if not points:
        return (
            f"none of this folder's {len(runs)} run(s) of it names a crash point: no restart "
            "here to hold it to"
        )
    ids = sorted({r.item.id for r in runs})
    held: dict[str, set[str]] = {}
    for r in runs:
        held.setdefault(str(r.extra.get("crash_point")), set()).add(r.item.id)
    counted = verdict.get("crash_points")
    counted = counted if isinstance(counted, Mapping) else {}
    gone, want = [], 0
    for point in NAMES:
        here = held.get(point, set())
        said = counted.get(point)
        n = _count(said.get("runs")) if isinstance(said, Mapping) else 0
        expected = max(len(ids), n)
        want += expected
        if len(here) >= expected:
            continue
        absent = [i for i in ids if i not in here]
        gone.append(
            f"{', '.join(absent)} at {point}"
            if absent
            else f"{expected - len(here)} run(s) at {point}"
        )
    if not gone:
        return ""
    have = sum(len(held.get(p, ())) for p in NAMES)
    shown = "; ".join(gone[:4]) + (f" and {len(gone) - 4} more" if len(gone) > 4 else "")
    return (
        f"this folder holds {have} of the {want} restarted runs it rests on ({shown} missing): "
        "the runs taken away could have lost the decision"
    )


def journal_bookings(folder: Path, adapter: str, tool: str) -> dict[str, int]:
    """Each run's executions of ``tool`` in the execution journals ``arena run durable_state``
    left in ``folder`` (``stores/<adapter>/phases/*.executions.jsonl``, what it counted double
    bookings from): a run record edited to "bookings": 1, its failed leg to completed and the
    summary to durable read ``durable yes`` beside 18 double bookings there (redteam49)."""
    phases = folder / "stores" / adapter / "phases"
    if not phases.is_dir():
        return {}
    from arena.durable_state.score import read_journals

    counted = read_journals(sorted(phases.glob("*.executions.jsonl")))
    return {run_id: n for (run_id, name), n in counted.items() if name == tool}


def journal_strays(folder: Path, adapter: str, run_ids: Collection[str]) -> list[str]:
    """The bookings in ``folder``'s execution journals no run of ``run_ids`` owns, or that the
    ledger flagged (``score.unowned_lines``, what made the run say "not durable"): a summary
    edited to durable read yes beside them (redteam49)."""
    phases = folder / "stores" / adapter / "phases"
    if not phases.is_dir():
        return []
    from arena.durable_state.score import unowned_lines

    return unowned_lines(sorted(phases.glob("*.executions.jsonl")), run_ids, run_ids)


def _count(value: object) -> int:
    """A run record's count (0 where it keeps none, or not a whole number)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


__all__ = ["journal_bookings", "journal_strays", "restart_verdict"]
