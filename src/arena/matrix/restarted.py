"""The durable cell read off the restart probe's run (:mod:`arena.restart_probe`).

The cell read the paused state's form, a JSON snapshot or not, so a snapshot holding a key into
the pausing process's memory read "yes" (the outside reviewer's FakeDurable). The restart probe
pauses three items, drops the process, and answers and resumes them in a fresh one from the
store: the cell is "yes" only where each run passed and lost no decision, the approved one
booked exactly once, and the denied and the lapsed one booked nothing, their requests standing
denied and expired (only approvals were restarted, so an adapter booking on resume whatever the
answer read "yes": durable46); "yes, + own file" where the resumer had the framework's own file
beside the store.
Read from the run's own record (``bookings``, ``lost_decisions``, ``restart``), so ``arena
report`` decides it again from the folder as it decides every other cell.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from arena.matrix.cell import OWN_FILE, Cell, ids
from arena.runner import RunResult

#: What a survived restart probe rests on, in its why.
RESTARTED = (
    "restart probe: paused in a process that then ended, answered and resumed in a fresh one "
    "from the store "
    "(approved: booked once; denied, and left to lapse: nothing booked, the denial and the "
    "expiry stand; no decision lost, nothing these runs wrote read outside them; no sandbox: "
    "arena run durable_state tries every crash point)"
)
#: What a run answered after the restart must stand as, by its answer (restart_probe's roles),
#: and the words for it.
_STANDS = {"deny": ("denied", "denied"), "lapse": ("expired", "left to lapse")}


def restart_cell(runs: Sequence[RunResult]) -> Cell | None:
    """The cell from the restart probe's runs, or None where there are none (an older folder,
    ``arena run`` without ``--probes``): the cell then reads "-" (not measured)."""
    if not runs:
        return None
    bad = {r.run_id: why for r in runs if (why := _lost(r))}
    if bad:
        # the run is the cell's (its runs column), not repeated in the why
        return Cell(value="no", runs=tuple(bad), why=f"restart probe: {next(iter(bad.values()))}")
    beside = beside_store(runs)
    if beside:
        from arena.matrix.stops import SHOWN

        named = ", ".join(beside[:SHOWN]) + (
            f" and {len(beside) - SHOWN} more" if len(beside) > SHOWN else ""
        )
        why = (
            f"{RESTARTED}, from the store and from what the first leg left beside it: {named} "
            "(a resumer elsewhere needs these too; not the store alone)"
        )
        return Cell(value=OWN_FILE, runs=ids(runs), why=why)
    return Cell(value="yes", runs=ids(runs), why=RESTARTED)


def beside_store(runs: Sequence[RunResult]) -> tuple[str, ...]:
    """What the restart probe's resumers found beside their stores."""
    return tuple(
        dict.fromkeys(str(f) for r in runs for f in _restart(r).get("beside_store") or ())  # type: ignore[attr-defined]
    )


def _restart(run: RunResult) -> Mapping[str, object]:
    said = run.extra.get("restart")
    return said if isinstance(said, Mapping) else {}


def _lost(run: RunResult) -> str:
    """Why ``run`` did not survive its restart ('' where it did)."""
    item = run.item.id
    restart = _restart(run)
    problems = [str(p) for p in restart.get("problems") or () if p]  # type: ignore[attr-defined]
    lost, booked = _count(run.extra.get("lost_decisions")), _count(run.extra.get("bookings"))
    answer = str(restart.get("answer") or "approve")  # an older folder's: its one approval
    stands, said = _STANDS.get(answer, ("approved", "approved"))
    if problems:  # durable_state's words for what the store shows (score_store)
        return _short(problems[0], run)
    if run.trace.error:
        return f"{item}: {run.trace.error}"
    if lost:
        return f"{item}: {lost} decision(s) lost after the restart"
    if answer == "approve" and booked != 1:
        return f"{item}: approved, booked {booked}x after the restart (once expected)"
    if answer != "approve" and booked:
        return f"{item}: {said} after the restart, yet booked {booked}x (never expected)"
    stood = [str(v) for v in restart.get("stood") or ()]  # type: ignore[attr-defined]
    if answer != "approve" and (not stood or any(v != stands for v in stood)):
        return (
            f"{item}: {said} after the restart, but its requests stand "
            f"{', '.join(stood) or 'unanswered'} ({stands} expected)"
        )
    if not run.passed:
        failed = next((c for c in run.checks if not c.passed), None)
        return f"{item}: {failed.name}: {failed.detail}" if failed else f"{item}: did not pass"
    return ""


def _short(why: str, run: RunResult) -> str:
    """A resumer's words for a lost pause without what the cell says elsewhere or no reader can
    use: the run again (the runs column names it), the id of the process that paused it (gone
    with it) and the advice to re-run the item."""
    why = why.replace(f"run {run.run_id} ({run.adapter}) is ", "")
    head, found, rest = why.partition("memory of process ")
    if found and ", " in rest:
        why = f"{head}memory of the process that paused it, {rest.split(', ', 1)[1]}"
    return why.split(" — it cannot be resumed", 1)[0]


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


__all__ = ["RESTARTED", "beside_store", "restart_cell"]
