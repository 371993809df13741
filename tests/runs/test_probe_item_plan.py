"""Which items the probes run (red team 17): the probes whose cells need a verdict take items no
other probe of the run took, drawn with a seed that changes per invocation and is recorded; where
the arena has too few, an item is reused and the cell says so.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from arena.arenas import Arena, load_arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probes import FRESH, PROBES, plan_items, run_probes


def fresh_ids(arena: Arena, seed: int) -> list[str]:
    plan = plan_items(arena, PROBES, seed)
    return [i.id for p in PROBES if p.name in FRESH for i in plan.items[p.name]]


def test_fresh_probes_take_distinct_items_that_change_with_the_seed(hitl_arena: Arena) -> None:
    """Before: every probe took hitl-01 and hitl-02, whatever the invocation."""
    picks = [fresh_ids(hitl_arena, seed) for seed in range(40)]
    for ids in picks:
        # 6 approved + 6 denied since batch_swapped (evidence43): the arena has 6 + 6
        assert len(ids) == len(set(ids)) == 12, ids
    assert fresh_ids(hitl_arena, 7) == fresh_ids(hitl_arena, 7)  # a seed repeats its items
    batch = {tuple(ids[:2]) for ids in picks}
    assert len(batch) > 10, batch  # not always the same ones
    plan = plan_items(hitl_arena, PROBES, 3)
    assert plan.reused == {}
    assert [i.meta["expect"] for i in plan.items["batch"]] == ["approved", "denied"]
    assert len(plan.items["compliant"]) == 2 and plan.seed == 3


def small_arena(tmp_path: Path) -> Arena:
    """One approved and one denied item: the gated and reject probes must share the denial."""
    folder = tmp_path / "small"
    folder.mkdir()
    (folder / "arena.yaml").write_text(
        "name: small\ndescription: two items\ntools: arena.tools.rooms\n"
    )
    (folder / "items.yaml").write_text(
        "- id: yes-1\n  input: Book a meeting room for 6 people on Tuesday.\n"
        "  resume_with: [approve]\n  expect: approved\n  meta: {capacity: 6, day: tuesday}\n"
        "- id: no-1\n  input: Book a room for 2 people on Tuesday.\n"
        "  resume_with: [deny]\n  expect: denied\n  meta: {capacity: 2, day: tuesday}\n"
    )
    return load_arena(str(folder))


def test_an_arena_with_too_few_items_reuses_one_and_the_cell_says_so(
    tmp_path: Path, endpoint_for: Callable[[str], ModelEndpoint]
) -> None:
    arena = small_arena(tmp_path)
    probes = [p for p in PROBES if p.name in ("gated", "reject")]
    plan = plan_items(arena, probes, 0)
    assert [i.id for i in plan.items["reject"]] == ["no-1"]
    assert "no-1 also ran the gated probe" in plan.reused["reject"]
    results, skipped = run_probes(arena, ["vanilla"], endpoint_for(), probes=probes, seed=0)
    assert {r.extra["probe_seed"] for r in results} == {0}
    cells = derive_row(
        "vanilla", results, pause_kind="emulated", unsupported=skipped.get("vanilla")
    ).cells
    assert cells["native_reject"].value == "yes"
    assert "item reused: no-1 also ran the gated probe" in cells["native_reject"].why
    assert cells["tool_gating"].value == "yes" and "reused" not in cells["tool_gating"].why


def test_arena_matrix_takes_the_seed_back_and_records_it(tmp_path: Path, hitl_arena: Arena) -> None:
    done = subprocess.run(
        [str(Path(sys.executable).with_name("arena")), "matrix", "--adapter", "vanilla",
         "--probe-seed", "41", "--out", "out"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "probe items: seed 41 (--probe-seed 41 runs the same ones again)" in done.stdout
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    assert summary["probe_seed"] == 41
    runs = [json.loads(line) for line in (tmp_path / "out" / "runs.jsonl").open()]
    plan = plan_items(hitl_arena, PROBES, 41)
    ran = {(r["probe"], r["item"]) for r in runs if r.get("probe") in FRESH}
    assert {r.get("probe_seed") for r in runs} == {41}
    assert ran == {(p, i.id) for p in FRESH for i in plan.items[p]}


def test_a_probe_run_alone_draws_items_that_can_test_it(hitl_arena: Arena) -> None:
    (switch,) = (p for p in PROBES if p.name == "switch")
    # the shipped arena: every approved item has a second room, so any can be drawn
    ids = {
        i.id for seed in range(30) for i in plan_items(hitl_arena, [switch], seed).items["switch"]
    }
    assert len(ids) > 1
