"""What one ``arena worker`` did, counted, and the stop line that says it (:mod:`arena.service.worker`).

Kept apart from the loop so the counts and their words read in one place, as ``arena run``'s
verdicts read (docs/architecture.md, "service/").
"""

from __future__ import annotations

from dataclasses import dataclass, field

from arena.runner import RunResult


@dataclass
class WorkerStats:
    resumed: int = 0
    #: Runs resumed to their end: ``completed`` of them, of which ``passed`` passed every check
    #: (the rest completed with failed checks, a FAIL as ``arena run`` says it); ``failed``.
    completed: int = 0
    passed: int = 0
    failed: int = 0
    #: Runs this worker found ready but could not resume (not allowed, endpoint down...) and
    #: has not resumed since: each run once, however many sweeps refused it (an endpoint down
    #: for 12 s read "51 not resumed" of 12 runs that were then all resumed: durable31).
    refused: int = 0
    #: Runs whose leg was cancelled by the stop (a second Ctrl-C, or the grace period over): given
    #: back, they wait with their answers (the stop line left them out: users tester 33).
    given_back: int = 0
    #: Seconds from the (last) answer to the resumed leg being recorded, per resumed run.
    latencies_s: list[float] = field(default_factory=list)


def verdict(result: RunResult) -> str:
    """A finished run's verdict in ``arena run``'s words: ``pass``, or ``FAIL`` and its failed
    checks ("completed" alone read as a pass for a run whose checks failed: users29)."""
    failed = [c.name for c in result.checks if not c.passed]
    if result.passed:
        return ", pass"
    return ", FAIL" + (f" (failed checks: {', '.join(failed)})" if failed else "")


def summary(stats: WorkerStats) -> str:
    """The stop line's count of what the worker did, each run under the verdict it got."""
    return (
        f"resumed {stats.resumed} ({stats.passed} passed, "
        f"{stats.completed - stats.passed} completed with failed checks, "
        f"{stats.failed} failed runs), {stats.refused} not resumed"
        + (
            f", {stats.given_back} given back (they wait with their answers)"
            if stats.given_back
            else ""
        )
    )


__all__ = ["WorkerStats", "summary", "verdict"]
