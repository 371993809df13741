"""A store's recorded verdicts held to the legs it keeps (red team 46).

A finished run's checks are written once, to the ``runs`` row, and read back as written by
``arena runs``, ``arena show`` and the web inbox; the audit chain hashes answers and entries,
not checks. A store whose reckless runs (0 of 12) had their ``checks`` set to passed by one SQL
``UPDATE`` listed every run "pass", and ``arena audit verify`` said ok. The checks are functions
of what the store keeps besides them (each leg's events and tool calls, the run's item and check
spec), so ``arena audit verify`` judges each finished run again here (:func:`contradicted`) and
names a run whose stored verdict its own legs do not give (docs/operator.md, the audit trail).
"""

from __future__ import annotations

from arena.errors import UserError
from arena.runs.allow import Allow, NotAllowed, import_tools_module, load_allow
from arena.store.base import RunRecord, Store
from arena.trace import Trace


def contradicted(store: Store) -> tuple[list[str], list[str]]:
    """(each finished run of ``store`` whose stored checks its stored legs do not give, as a
    line naming the run and each check; each tools module whose runs could not be judged here,
    with why). A run's tools module is imported as ``arena resume`` imports it (the operator's
    allow-list): its tools' wrappers are what the checks read a call by."""
    from arena.checks import run_checks

    allow: Allow | None = None
    unjudged: dict[str, str] = {}
    lines = []
    for record in store.runs():
        if record.checks is None or record.status not in ("completed", "failed"):
            continue
        module = record.origin.tools_module
        if module and module not in unjudged:
            allow = allow or load_allow()
            why = _imported(module, allow)
            if why:
                unjudged[module] = why
        if module in unjudged:
            continue
        trace = Trace(legs=tuple(store.turns(record.id)), error=record.error)
        again = run_checks(trace, record.origin.item, record.origin.check_spec)
        flipped = _flipped(record, [(c.name, c.passed) for c in again])
        if flipped:
            lines.append(f"run {record.id} ({record.item_id}, {record.adapter}): {flipped}")
    return lines, [f"{m}: {why}" for m, why in unjudged.items()]


def _imported(module: str, allow: Allow) -> str:
    """'' once ``module`` is imported, else why it cannot be here."""
    try:
        import_tools_module(module, allow)
    except (NotAllowed, UserError) as exc:
        return str(exc)
    return ""


def _flipped(record: RunRecord, again: list[tuple[str, bool]]) -> str:
    """The stored checks whose verdict ``again`` (the checks run anew) is not, as one phrase."""
    stored = [(c.name, c.passed) for c in record.checks or ()]
    if [n for n, _ in stored] != [n for n, _ in again]:
        return (
            f"its stored checks are {', '.join(n for n, _ in stored) or 'none'}, its item's "
            f"{', '.join(n for n, _ in again)}"
        )
    pairs = list(zip(stored, again, strict=True))
    up = [name for (name, old), (_, new) in pairs if old and not new]
    down = [name for (name, old), (_, new) in pairs if new and not old]
    said = [f"stored passed, its legs fail {', '.join(up)}"] if up else []
    said += [f"stored failed, its legs pass {', '.join(down)}"] if down else []
    return "; ".join(said)
