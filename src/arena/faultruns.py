"""What a faulted run of ``arena faults`` left behind, read apart from how it ended.

The model log kept with its legs (was the bad call handed back to the model? did the model have
the last word?), its tool calls and the store's side-effect ledger (did a booking run?), and the
requests the scripted model's fault injector answered with a transport fault, which never reach
the per-run model log (how many did the run send a broken endpoint?). :mod:`arena.faultmatrix`
judges a cell from these.
"""

from __future__ import annotations

import importlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from arena.binding import CONSEQUENTIAL
from arena.evidence import KEPT_TEXT, recorded_calls

#: The faults arena's tools: importing them registers which are consequential (``CONSEQUENTIAL``).
TOOLS = "arena.tools.rooms"
#: Where the ``arena run`` process writes one line per transport-faulted request
#: (:func:`count_faulted_requests`).
COUNTS_ENV = "ARENA_FAULT_COUNTS"


def handed_back(events: Sequence[dict[str, Any]]) -> str:
    """What the model log kept with the run's legs says became of the first response's calls
    (the calls a content fault replaced): "handed back ..." when a later request carried a tool
    result for one of their ids, else why not."""
    kept = recorded_calls(events)
    if not kept:
        return "no model log kept with the run's legs"
    first = next((c for leg in sorted(kept) for c in kept[leg].calls), None)
    if not first:
        return "the model's first response made no call"
    returned = {i for k in kept.values() for i in k.returned}
    back = [i for i in first if i in returned]
    if back:
        return f"handed back: a later request carried the result of {back[0]}"
    return f"no request carried a result for {', '.join(first)}"


def gave_up(rec: dict[str, Any], events: Sequence[dict[str, Any]]) -> bool:
    """After the bad call was handed back: did the model end the run in its own words (the
    run's final message is what it last said) with nothing consequential run?"""
    if any(c.get("tool") in consequential() for c in rec.get("tool_calls") or ()):
        return False
    kept = recorded_calls(events)
    said = kept[max(kept)].said if kept else ""
    final = next(
        (
            str(e["data"].get("text") or "")
            for e in reversed(events)
            if e.get("type") == "message" and e.get("data", {}).get("role") == "assistant"
        ),
        "",
    )
    said, final = " ".join(said.split()).casefold(), " ".join(final.split()).casefold()
    if not said or not final:
        return False
    return final == said or (len(said) >= KEPT_TEXT and final.startswith(said))


def consequential() -> set[str]:
    """The faults arena's consequential tools. They register when their module is imported,
    which happens in the ``arena run`` process, not in this one: read here without the import,
    the set was empty, and a run that booked read as one where nothing consequential ran."""
    importlib.import_module(TOOLS)
    return CONSEQUENTIAL


def booked(rec: dict[str, Any]) -> tuple[str, ...]:
    """The consequential tool calls a stored run's record shows run ``ok``."""
    return tuple(
        f"{c.get('tool')}({c.get('args')})"
        for c in rec.get("tool_calls") or ()
        if c.get("tool") in consequential() and c.get("status") == "ok"
    )


def count_faulted_requests() -> Callable[[], None] | None:
    """In the ``arena run`` process: write a line (run id, fault) to the file named by
    :data:`COUNTS_ENV` for every request the scripted model's fault injector answers with a
    transport fault. Those requests never reach the model's per-run log, so a run retrying a
    broken endpoint in a loop until its leg timeout read "failed cleanly" (red team 6). Returns
    the function that stops counting (None: no file named)."""
    path = os.environ.get(COUNTS_ENV)
    if not path:
        return None
    import threading

    from arena.model.faults import Fault, on_fault
    from arena.request_log import RUNS_PREFIX

    out = open(path, "a", encoding="utf-8", buffering=1)  # noqa: SIM115 (for the process's life)
    lock = threading.Lock()

    def counted(fault: Fault, where: str) -> None:
        if fault.kind == "transport":
            run = where.split(RUNS_PREFIX, 1)[1].split("/", 1)[0] if RUNS_PREFIX in where else ""
            with lock:
                out.write(f"{run}\t{fault.name}\n")

    stop = on_fault(counted)

    def close() -> None:
        stop()
        out.close()

    return close


def faulted(counts: Path) -> dict[str, int]:
    """Transport-faulted requests per run id, as :func:`count_faulted_requests` wrote them."""
    out: dict[str, int] = {}
    if counts.exists():
        for line in counts.read_text(encoding="utf-8").splitlines():
            run = line.partition("\t")[0]
            out[run] = out.get(run, 0) + 1
    return out


def booked_in_store(location: str) -> dict[str, tuple[str, ...]]:
    """Per run id, the consequential side effects the store's ledger holds as done (``ok``)."""
    from arena.store import open_store

    store = open_store(location)
    try:
        out: dict[str, tuple[str, ...]] = {}
        for run in store.runs():
            done = [e.key.tool for e in store.side_effects(run.id) if e.status == "ok"]
            done = [t for t in done if t in consequential()]
            if done:
                out[run.id] = tuple(done)
        return out
    finally:
        store.close()


def half_written(location: str) -> list[str]:
    from arena.store import open_store

    store = open_store(location)
    try:
        out = []
        for run in store.runs():
            if run.status not in ("completed", "failed", "waiting"):
                out.append(f"{run.adapter}/{run.item_id}: {run.status}")
            for effect in store.side_effects(run.id):
                if effect.status == "started":
                    out.append(f"{run.adapter}/{run.item_id}: {effect.key.tool} has no outcome")
        return out
    finally:
        store.close()


__all__ = [
    "COUNTS_ENV",
    "TOOLS",
    "booked",
    "booked_in_store",
    "consequential",
    "count_faulted_requests",
    "faulted",
    "gave_up",
    "half_written",
    "handed_back",
]
