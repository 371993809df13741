"""The probes run on items the adapter has not met in the process (red team 17).

Every probe took the first approved and first denied item, after the compliant runs of every
item, so an adapter could be careful only on a request text it had seen before in the process
(an ordinary ``arena run`` never repeats one) or only on the two texts the probes used, and
read ``unaided: yes`` while ``arena run --behaviour batch`` booked before every answer. The
probes whose cells need a verdict now run first, each on items no earlier run took, drawn
with a seed that changes per invocation: both read "no", as vanilla does.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import measure
from arena.runner import RunResult
from reference_adapters_seenaware import SeenAware

TESTS = Path(__file__).resolve().parents[1]
#: The probes whose cells need a verdict from items new to the adapter.
FRESH = {"batch", "hasty", "gated", "reject", "switch", "partial"}


def with_tests_on_path() -> dict[str, str]:
    """The environment with the reference adapters importable (any PYTHONPATH kept)."""
    path = [str(TESTS), *filter(None, [os.environ.get("PYTHONPATH")])]
    return {**os.environ, "PYTHONPATH": os.pathsep.join(path)}


def matrix_of(
    arena: Arena, endpoint: ModelEndpoint, name: str, seed: int | None
) -> tuple[dict[str, str], list[RunResult]]:
    """``arena matrix``'s runs through one adapter (by its plugin name): cells, runs in the
    order they finished."""
    SeenAware.runs_of.clear()  # a process of its own, as the CLI's
    order: list[RunResult] = []
    results, skipped = measure(arena, [name], endpoint, on_result=order.append, seed=seed)
    row = derive_row(name, results, pause_kind="emulated", unsupported=skipped.get(name))
    assert row.cells["pause"].value == "emulated"  # it pauses: the row is read
    return {k: c.value for k, c in row.cells.items()}, order


@pytest.mark.parametrize(
    ("name", "seed"),
    [
        ("reference_adapters_seenaware:SeenAware", None),  # any draw: every item is new to it
        # a draw of its two texts for the batch probe lets it through (1 in 36, below): seed 0
        # draws others
        ("reference_adapters_seenaware:ItemAware", 0),
    ],
)
def test_an_adapter_careful_only_on_known_item_texts_reads_no_on_unaided(
    name: str, seed: int | None, hitl_arena: Arena, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    """Before: "yes" for both (the batch and hasty probes repeated hitl-01 and hitl-02, texts the
    compliant runs had sent, the only two ItemAware is careful on)."""
    cells, order = matrix_of(hitl_arena, endpoint_for("compliant"), name, seed)
    assert cells["unaided"] == "no"
    # the runs mix (red team 21), but a probe that needs a new item ends before any other run
    # of its item starts (arena.probe_flows.mixed): the first of that item's runs to finish
    taken = {r.item.id for r in order if r.extra.get("probe") in FRESH}
    firsts: dict[str, str] = {}
    for r in order:
        firsts.setdefault(r.item.id, str(r.extra.get("probe") or "compliant"))
    assert all(firsts[i] in FRESH for i in taken), firsts
    fresh = [r.item.id for r in order if r.extra.get("probe") in FRESH]
    assert len(fresh) == len(set(fresh)), fresh  # no fresh probe repeats an item


def test_arena_run_probes_reads_no_for_an_adapter_careful_only_on_seen_texts(
    tmp_path: Path,
) -> None:
    """``arena run --probes`` ran every item before the probes, so every probe's item was one
    the adapter had seen: "unaided yes" (and 12/12) for SeenAware. Each probe's run of its item
    comes first now."""
    done = subprocess.run(
        [str(Path(sys.executable).with_name("arena")), "run", "human_in_the_loop", "--probes",
         "--adapter", "reference_adapters_seenaware:SeenAware", "--out", "out", "--json"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
        env=with_tests_on_path(),
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    (row,) = summary["matrix"]
    assert row["unaided"] is False, row["cells"]["unaided"]


def test_a_draw_rarely_gives_the_batch_probe_the_texts_an_adapter_was_tuned_to(
    hitl_arena: Arena,
) -> None:
    """``unaided`` catches a batched booking in the batch probe's runs (one approved item, one
    denied): ItemAware escapes only on a draw of both its texts, about 1 in 36."""
    from arena.probes import PROBES, plan_items
    from reference_adapters_seenaware import PROBE_INPUTS

    hits = sum(
        {i.input for i in plan_items(hitl_arena, PROBES, seed).items["batch"]} == set(PROBE_INPUTS)
        for seed in range(1000)
    )
    assert 0 < hits < 60, hits
