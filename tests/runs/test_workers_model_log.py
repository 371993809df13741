"""``arena run --workers N`` reads each run's model log, as one process does.

The scripted model ran in a process of its own that served any route and whose per-run log no
worker could read: every check there read "model log: not available", so broken references that
fail 0/12 in one process scored 12/12 with ``--workers 2`` (a made-up run route, a leak past the
gate on the shared URL, a run that deletes its own log). The model's process now serves runs
("runs" mode, a route only if the harness registered it), and each worker registers its runs and
reads their log over a harness-only channel: a key the parent hands the worker through its own
pipe, never through the adapter's endpoint or environment.
"""

from __future__ import annotations

import pytest

from arena.arenas import Arena, load_arena
from arena.endpoints import ModelChoice
from arena.evaluate import build_adapters
from arena.parallel import evaluate_spread, model_process
from arena.runner import RunResult

APPROVED, DENIED = "hitl-01", "hitl-02"


@pytest.fixture(scope="module")
def arena() -> Arena:
    return load_arena("human_in_the_loop")


def spread(arena: Arena, adapter: str) -> list[RunResult]:
    items = [i for i in arena.items if i.id in (APPROVED, DENIED)]
    with model_process(ModelChoice()) as endpoint:
        return evaluate_spread(
            arena, build_adapters(arena, [adapter]), endpoint, workers=2, items=items
        )


def details(result: RunResult) -> str:
    return "\n".join(c.detail for c in result.checks)


def test_each_worker_reads_its_runs_model_log(arena: Arena) -> None:
    results = spread(arena, "vanilla")
    assert [r.passed for r in results] == [True, True]
    for result in results:
        assert "not available" not in details(result)
        stops = result.trace.model_stops
        assert stops is not None and stops[0].stopped and stops[0].unrouted == 0


@pytest.mark.parametrize(
    "adapter",
    [
        "reference_adapters_fakeroute:FakeRoute",  # a run route of its own making
        "reference_adapters_offroute:OffRouteLeaky",  # past the gate on the shared URL
        "reference_adapters_droplog:DropsOwnLog",  # deletes its run's log
    ],
)
def test_a_broken_reference_fails_with_workers_as_in_one_process(
    arena: Arena, adapter: str
) -> None:
    results = spread(arena, adapter)
    assert len(results) == 2
    for result in results:
        assert not result.passed, details(result)
        suspended = next(c for c in result.checks if c.name == "suspended")
        assert not suspended.passed, suspended.detail
