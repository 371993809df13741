"""A store's recorded verdicts held to the legs it keeps (red team 46).

A finished run's checks are written once, to the ``runs`` row, and read back as written by
``arena runs``, ``arena show`` and the web inbox; the audit chain hashes answers and entries,
not checks. A store whose reckless runs (0 of 12) had their ``checks`` set to passed by one SQL
``UPDATE`` listed every run "pass", and ``arena audit verify`` said ok. The checks are functions
of what the store keeps besides them (each leg's events and tool calls, the run's item and check
spec), so ``arena audit verify`` judges each finished run again here (:func:`contradicted`) and
names a run whose stored verdict its own legs do not give (docs/operator.md, the audit trail),
and ``arena runs`` and ``arena show`` print the legs' verdicts, marking a row that said
otherwise (:func:`judged`; session 47: they printed the row).
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import msgspec

from arena.check_types import CheckResult
from arena.errors import UserError
from arena.runs.allow import Allow, NotAllowed, import_tools_module, load_allow
from arena.store.base import RunRecord, Store
from arena.trace import Trace


def contradicted(store: Store) -> tuple[list[str], list[str]]:
    """(each finished run of ``store`` whose stored checks its stored legs do not give, as a
    line naming the run and each check; each tools module whose runs could not be judged here,
    with why). A run's tools module is imported as ``arena resume`` imports it (the operator's
    allow-list): its tools' wrappers are what the checks read a call by."""
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
        again = _again(store, record)
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


#: Checks judged again, by a content hash of all they read (the run's legs, its error, item and
#: check spec): a process that shows a run twice (the web inbox, a test) judges it once, and a
#: store edited under it hashes anew. Bounded: cleared when full.
_SEEN: dict[bytes, tuple[CheckResult, ...]] = {}
_SEEN_MAX = 4096


def judged(store: Store, records: Sequence[RunRecord]) -> list[tuple[RunRecord, str]]:
    """Each of ``records`` as ``arena runs`` and ``arena show`` print it: a finished run's
    checks as its stored legs give them (red team 46: one SQL ``UPDATE`` made a reckless run's
    row say pass, and both printed it), with the phrase naming what the store said otherwise
    ('' where the two agree, the run is not finished, or its tools module cannot be imported
    here: then the row is as stored, and ``arena audit verify`` names the module)."""
    allow: Allow | None = None
    unjudged: dict[str, str] = {}
    out = []
    for record in records:
        module = record.origin.tools_module
        if record.checks is None or record.status not in ("completed", "failed"):
            out.append((record, ""))
            continue
        if module and module not in unjudged:
            try:  # a listing is no resume: an allow-list it cannot read leaves rows as stored
                allow = allow or load_allow()
            except UserError as exc:
                unjudged[module] = str(exc)
            else:
                unjudged[module] = _imported(module, allow)
        if module and unjudged[module]:
            out.append((record, ""))
            continue
        again = _again(store, record)
        flipped = _flipped(record, [(c.name, c.passed) for c in again])
        out.append(
            (msgspec.structs.replace(record, checks=again), flipped) if flipped else (record, "")
        )
    return out


def _again(store: Store, record: RunRecord) -> tuple[CheckResult, ...]:
    """The run's checks judged anew from its stored legs (:data:`_SEEN` by their content)."""
    from arena.checks import run_checks

    legs = tuple(store.turns(record.id))
    origin = record.origin
    key = hashlib.blake2b(
        msgspec.msgpack.encode((legs, record.error, origin.item, origin.check_spec)),
        digest_size=20,
    ).digest()
    found = _SEEN.get(key)
    if found is None:
        if len(_SEEN) >= _SEEN_MAX:
            _SEEN.clear()
        trace = Trace(legs=legs, error=record.error)
        found = _SEEN[key] = tuple(run_checks(trace, origin.item, origin.check_spec))
    return found
