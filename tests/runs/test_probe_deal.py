"""How ``arena run --probes --workers N`` deals the probe runs out: an adapter's runs of one
probe go to one worker, so :func:`arena.probe_flows.spread` can place them apart there."""

from __future__ import annotations

from collections import Counter

import pytest

from arena.arenas import Arena
from arena.parallel import deal_probe_jobs
from arena.probes import PROBES, plan_items, probe_jobs


@pytest.mark.parametrize("workers", [2, 3, 4])
def test_an_adapters_runs_of_one_probe_stay_on_one_worker(hitl_arena: Arena, workers: int) -> None:
    """Before: dealt one run at a time (``jobs[k::n]``), the batch probe's approved run went to
    one worker and its denied run to the other; each worker then had one run to place, placed
    it anywhere, and both fell among a worker's first four runs about one time in five:
    FirstK (careful on its first four runs in a process) read "unaided: yes" with two workers."""
    jobs = probe_jobs(plan_items(hitl_arena, PROBES, 5), PROBES, ["vanilla", "first_k"])
    shares = deal_probe_jobs(jobs, workers)
    assert len(shares) == workers
    assert sorted(j[0] for s in shares for j in s) == [j[0] for j in jobs]  # each once
    where = {(j[1].name, j[2]): k for k, s in enumerate(shares) for j in s}
    for k, share in enumerate(shares):
        for job in share:
            assert where[(job[1].name, job[2])] == k, (job[1].name, job[2])
    batch = [j for j in jobs if j[1].name == "batch" and j[2] == "first_k"]
    assert len(batch) == 2  # the approved and the denied item: both on one worker
    sizes = Counter(len(s) for s in shares)
    assert max(len(s) for s in shares) - min(len(s) for s in shares) <= 3 * 2, sizes
