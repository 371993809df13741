"""The durable_state arena: pauses that survive a process restart (methodology §8).

Each run's first leg runs in one OS process, its answer is written by another, and it is resumed
by a third, fresh process that has only the store — with variants that SIGKILL a process at a
crash point (:data:`CRASH_POINTS`). ``arena run durable_state`` drives it through
:func:`run_durable`; what survived is counted from the stores (:mod:`arena.durable_state.score`).

The names below load their module when first named: each phase is a fresh process that runs
``python -m arena.durable_state.child``, which imports this package first, and a phase needs
none of the orchestration (the sandbox, the listing, the scoring), ~0.15 s of CPU of every
phase that answers or resumes.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.durable_state.crash import CRASH_POINTS, NAMES, CrashPoint, crash_point
    from arena.durable_state.orchestrate import AdapterOutcome, run_adapter, run_durable
    from arena.durable_state.process import PhaseRun, Settings
    from arena.durable_state.score import CrashOutcome

#: Each name of the package, and the module that defines it.
_HOME = {
    "CRASH_POINTS": "crash",
    "NAMES": "crash",
    "CrashPoint": "crash",
    "crash_point": "crash",
    "AdapterOutcome": "orchestrate",
    "run_adapter": "orchestrate",
    "run_durable": "orchestrate",
    "PhaseRun": "process",
    "Settings": "process",
    "CrashOutcome": "score",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


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
