"""The batch and hasty probes both feed "unaided": their runs are spread apart as one group.

``spread`` kept an adapter's runs of one probe apart, one in each equal part of its runs. Under
``arena run --probes --workers 2`` a worker may hold one batch run and one hasty run: two groups
of one, never moved, so both could run among the worker's first four, and FirstK
(reference_adapters_instaware: careful only on its first four runs in a process) read
"unaided: yes" in CI (session 41, test_probes_in_workers). Keyed by the column they feed, the
two are one group: one of them always runs in the later half.
"""

from __future__ import annotations

import random

from arena.probe_catalogue import PROBES
from arena.probe_order import Work, spread
from arena.probes import spread_key

BY_NAME = {p.name: p for p in PROBES}


def _worker_share(batch_key: str, hasty_key: str) -> list[Work]:
    """One worker's share for one adapter: ten ordinary runs, one batch and one hasty run."""

    async def nothing() -> None:
        return None

    work = [Work(f"o{i}", False, nothing, "a") for i in range(10)]
    work += [Work("b", True, nothing, "a", batch_key), Work("h", True, nothing, "a", hasty_key)]
    return work


def _both_early(batch_key: str, hasty_key: str, seeds: int = 400) -> int:
    """In how many of ``seeds`` drawn orders both unaided runs are among the first four."""
    work = _worker_share(batch_key, hasty_key)
    early = 0
    for seed in range(seeds):
        rng = random.Random(f"{seed}:order")
        order = list(range(len(work)))
        rng.shuffle(order)
        order = spread(order, work, rng)
        early += {10, 11} <= set(order[:4])
    return early


def test_batch_and_hasty_share_what_they_are_spread_by() -> None:
    assert spread_key(BY_NAME["batch"]) == spread_key(BY_NAME["hasty"]) == "unaided"
    assert spread_key(BY_NAME["batch_swapped"]) == "unaided"  # evidence43: the same column
    keys = [spread_key(p) for p in PROBES if p.name not in ("batch", "batch_swapped", "hasty")]
    assert "unaided" not in keys


def test_spread_by_column_never_runs_both_unaided_runs_first() -> None:
    assert _both_early(spread_key(BY_NAME["batch"]), spread_key(BY_NAME["hasty"])) == 0


def test_spread_by_probe_name_ran_both_first_now_and_then() -> None:
    """The order before: each probe its own group of one (the chance FirstK had)."""
    assert _both_early("batch", "hasty") > 0
