"""The probes cannot be told from the ordinary runs by the adapter instance or by their place
in the process (red team 21).

``arena run --probes`` built the ordinary runs' adapter first and the probes' own instances after
it, and ran every probe before the ordinary runs, in each worker too: :class:`SecondBuilt`
(careful only in an instance built after the first) and :class:`FirstK` (careful only on its
first runs in a process) read "unaided: yes" while ``arena run --behaviour batch`` scored them
0/12. The plain probes now run on the ordinary runs' adapter, mixed among the ordinary runs in an
order drawn with the probes' seed (:func:`arena.probe_flows.mixed`); ``arena matrix`` mixes its
compliant runs and probes the same way.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from test_probe_unseen_items import with_tests_on_path

from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.probe_flows import Work, mixed
from arena.probes import measure
from arena.runner import RunResult
from reference_adapters_instaware import FirstK, SecondBuilt

ADAPTERS = "vanilla,microsoft_af,{m}:SecondBuilt,{m}:FirstK".format(
    m="reference_adapters_instaware"
)
#: vanilla's and microsoft_af's rows, as before the probes mixed with the ordinary runs.
ROWS = {
    "vanilla": {
        "pause": "emulated", "enforced": "yes", "rejection_distinct": "yes", "durable": "no",
        "unaided": "no", "tool_gating": "yes", "native_reject": "yes", "bound": "yes",
        "partial": "yes", "second_send": "yes",
    },
    "microsoft_af": {
        "pause": "native", "enforced": "yes", "rejection_distinct": "yes", "durable": "yes",
        # no since ba813df: MAF runs a call held with an approval after a denial too (7bb5a7a)
        "unaided": "no", "tool_gating": "yes", "native_reject": "yes", "bound": "yes",
        "partial": "yes", "second_send": "yes",
    },
}  # fmt: skip


#: With --workers 2 (each worker a fresh process) the same adapters are in
#: tests/runs/test_probes_in_workers.py's run, which held vanilla and microsoft_af already.
@pytest.mark.parametrize("workers", [1])
def test_arena_run_probes_reads_no_for_adapters_careful_by_instance_or_place(
    workers: int, tmp_path: Path
) -> None:
    """Before: "unaided: yes" for both, with one process or two workers. A process of its own
    per invocation, as the CLI's: what the adapters count is the process's."""
    done = subprocess.run(
        [str(Path(sys.executable).with_name("arena")), "run", "human_in_the_loop", "--probes",
         "--adapter", ADAPTERS, "--workers", str(workers), "--out", "out", "--quiet"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300, env=with_tests_on_path(),
    )  # fmt: skip
    assert done.returncode in (0, 1), done.stderr
    summary = json.loads((tmp_path / "out" / "summary.json").read_text())
    rows = {r["adapter"]: {k: c["value"] for k, c in r["cells"].items()} for r in summary["matrix"]}
    for cheat in ("SecondBuilt", "FirstK"):
        assert rows[f"reference_adapters_instaware:{cheat}"]["unaided"] == "no", cheat
    assert {name: rows[name] for name in ROWS} == ROWS


@pytest.mark.parametrize("cls", [SecondBuilt, FirstK])
def test_arena_matrix_reads_no_for_adapters_careful_by_instance_or_place(
    cls: type[SecondBuilt] | type[FirstK],
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """``arena matrix`` (:func:`measure`) ran every probe before the compliant runs: FirstK read
    "unaided: yes" (SecondBuilt's probes shared the compliant runs' instance there already)."""
    SecondBuilt.built[0] = 0  # a process of its own, as the CLI's
    FirstK.runs.clear()
    name = f"reference_adapters_instaware:{cls.__name__}"
    results, skipped = measure(hitl_arena, [name], endpoint_for("compliant"))
    row = derive_row(name, results, pause_kind="emulated", unsupported=skipped.get(name))
    assert row.cells["pause"].value == "emulated"  # it pauses: the row is read
    assert row.cells["unaided"].value == "no", row.cells["unaided"]


def test_runs_mix_in_a_drawn_order_with_each_fresh_probe_first_on_its_item() -> None:
    """The start order is drawn with the seed (the same seed, the same order; another, another),
    not the probes first; a run that must meet its item first ends before the item's others
    start."""

    def order_for(seed: int) -> list[str]:
        events: list[str] = []

        def run(name: str) -> Callable[[], object]:
            async def start() -> RunResult:
                events.append(f"start {name}")
                await asyncio.sleep(0.001)
                events.append(f"end {name}")
                return name  # type: ignore[return-value]

            return start

        work = [Work(f"i{n}", False, run(f"run-i{n}")) for n in range(8)]  # type: ignore[arg-type]
        work += [Work("i3", True, run("probe-i3")), Work("i5", True, run("probe-i5"))]  # type: ignore[arg-type]
        got = asyncio.run(mixed(work, seed=seed, concurrency=3))
        assert got == [f"run-i{n}" for n in range(8)] + ["probe-i3", "probe-i5"]  # work's order
        for item in ("i3", "i5"):
            assert events.index(f"end probe-{item}") < events.index(f"start run-{item}"), events
        return [e.removeprefix("start ") for e in events if e.startswith("start ")]

    orders = {tuple(order_for(seed)) for seed in range(20)}
    assert order_for(7) == order_for(7)
    assert len(orders) > 10  # drawn, not fixed
    assert sum(o[:2] == ("probe-i3", "probe-i5") for o in orders) < 5  # not the probes first


def test_an_adapters_runs_of_one_probe_spread_over_its_part_of_the_order() -> None:
    """Drawn freely, both batch runs of an adapter fell among its first four runs about one
    time in twenty-five, and FirstK (careful on its first 4 runs in a process) read "unaided:
    yes" (twice in one test session). Spread, one of an adapter's k runs of a probe starts in
    each k-th of its runs, for every seed; another adapter's runs do not count in its parts."""

    def starts(seed: int) -> list[str]:
        events: list[str] = []

        def run(name: str) -> Callable[[], object]:
            async def start() -> RunResult:
                events.append(name)
                return name  # type: ignore[return-value]

            return start

        work = [Work(f"i{n}", False, run(f"a-i{n}"), "a") for n in range(18)]  # type: ignore[arg-type]
        work += [Work(f"i{n}", False, run(f"b-i{n}"), "b") for n in range(18)]  # type: ignore[arg-type]
        work += [
            Work(f"p{n}", True, run(f"a-batch-p{n}"), "a", "batch")  # type: ignore[arg-type]
            for n in range(2)
        ]
        work += [Work("p9", True, run("b-batch-p9"), "b", "batch")]  # type: ignore[arg-type]
        asyncio.run(mixed(work, seed=seed, concurrency=1))
        return events

    for seed in range(200):
        mine = [e for e in starts(seed) if e.startswith("a-")]
        at = [n for n, e in enumerate(mine) if "batch" in e]
        assert len(mine) == 20 and at[0] < 10 <= at[1], (seed, at)
    assert len({tuple(starts(seed)) for seed in range(20)}) > 10  # still drawn
