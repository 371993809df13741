"""The durable_state arena: pauses that survive a process restart (methodology §8).

Each run's first leg runs in one OS process, its answer is written by another, and it is resumed
by a third, fresh process that has only the store — with variants that SIGKILL a process at a
crash point (:data:`CRASH_POINTS`). ``arena run durable_state`` drives it through
:func:`run_durable`; what survived is counted from the stores (:mod:`arena.durable_state.score`).
"""

from __future__ import annotations

from arena.durable_state.crash import CRASH_POINTS, NAMES, CrashPoint, crash_point
from arena.durable_state.orchestrate import AdapterOutcome, run_adapter, run_durable
from arena.durable_state.process import PhaseRun, Settings
from arena.durable_state.score import CrashOutcome

__all__ = [
    "CRASH_POINTS",
    "NAMES",
    "AdapterOutcome",
    "CrashOutcome",
    "CrashPoint",
    "PhaseRun",
    "Settings",
    "crash_point",
    "run_adapter",
    "run_durable",
]
