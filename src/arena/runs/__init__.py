"""Runs that outlive a process: recording legs, guarding side effects, resuming from the store.

The layer above the store (persistence only) and the runner (one run in one process): the
runner calls a :class:`~arena.runs.recorder.StoreRecorder` at each transition, and another
process continues a stored run with :func:`resume_run` (docs/architecture.md).
"""

from __future__ import annotations

from arena.runs.lost import NotDurable
from arena.runs.resume import resume_many, resume_run

__all__ = ["NotDurable", "resume_many", "resume_run"]
