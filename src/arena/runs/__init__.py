"""Runs that outlive a process: recording legs, guarding side effects, resuming from the store.

The layer above the store (persistence only) and the runner (one run in one process): the
runner calls a :class:`~arena.runs.recorder.StoreRecorder` at each transition, and another
process continues a stored run with :func:`resume_run` (docs/architecture.md).

The three names below are loaded on first use: importing any of the package's modules runs
this file, and loading :mod:`arena.runs.resume` with it loaded the checks and the runner into
``arena runs``, ``arena pending`` and every listing that resumes nothing (issue 16).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from arena.runs.lost import NotDurable as NotDurable
    from arena.runs.resume import resume_many as resume_many
    from arena.runs.resume import resume_run as resume_run

__all__ = ["NotDurable", "resume_many", "resume_run"]


def __getattr__(name: str) -> Any:
    if name == "NotDurable":
        from arena.runs.lost import NotDurable

        return NotDurable
    if name in ("resume_many", "resume_run"):
        from arena.runs import resume

        return getattr(resume, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
