"""``arena faults``' own ``arena run`` process: the fault records kept apart from the adapter.

:func:`arena.faultmatrix.run_process` starts it; it sits at the command line's layer because it
ends in the command line's entry point, which :mod:`arena.faultruns` (below it) must not import.
"""

from __future__ import annotations

import atexit
import json
import sys
from pathlib import Path

from arena.faultruns import (
    Records,
    count_faulted_requests,
    keep_handed_back,
    record_met,
    seal,
)


def run_arena() -> None:
    """``arena faults``' ``arena run`` process (:func:`arena.faultmatrix.run_process`). A line
    on its standard input, read before any adapter loads (an adapter reads the environment, the
    command line and files), says which item meets which fault (assigned to their runs' routes:
    :func:`arena.model.run_behaviour.fault_items`), the key and where to write the records; the
    fault injector's records are kept in memory (:class:`Records`) while ``arena run`` runs,
    then written there, sealed with the key (:func:`seal`)."""
    from arena.model import run_behaviour

    told = json.loads(sys.stdin.readline())
    run_behaviour.fault_items({str(k): str(v) for k, v in told["faults"].items()})
    records = Records()
    stops = [count_faulted_requests(records), record_met(records), keep_handed_back(records)]

    def write() -> None:
        for stop in stops:
            stop()
        Path(told["out"]).write_text(seal(records, str(told["key"])), encoding="utf-8")

    atexit.register(write)  # the first registered, the last run: ``entry`` ends in os._exit
    from arena.cli import entry

    entry()
