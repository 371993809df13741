"""Resumers as a service: ``arena worker`` continues runs as soon as a person answers (issue 18).

Any number of workers, on one machine or several, share one PostgreSQL store. Each waits for the
store's notification that a run may be ready (:mod:`arena.service.listen`), claims it without
waiting on another worker's lock, resumes it through :func:`arena.runs.resume_run` and records the
leg (:mod:`arena.service.worker`). A slow sweep catches what no notification announced: a claim
that expired with its worker, answers given while the worker was disconnected.
"""

from __future__ import annotations

from arena.service.worker import Worker, WorkerSettings, WorkerStats

__all__ = ["Worker", "WorkerSettings", "WorkerStats"]
