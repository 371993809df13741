"""``arena run --probes --workers N``: the probes run where the ordinary runs do (red team 20).

The probes ran in the arena command's own process and the ordinary runs in spawned workers, so
an adapter could tell them apart by the process (:class:`ProcessAware`: careful only where
``multiprocessing.parent_process()`` is None) and read "unaided: yes" while ``--behaviour batch
--workers 2`` scored it 0/12. Each worker now runs its share of the probes mixed with its
ordinary runs, in a seeded order, as one process does (b8fd085).
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from test_probe_instances import ADAPTERS, ROWS

from arena.cli import main

AWARE = "reference_adapters_procaware:ProcessAware"
#: The probes' seed: under it FirstK met every run that shows its booking before the answer
#: among its first four in each worker, and read "unaided: yes", while an adapter's runs could
#: start before its runs drawn earlier that waited (session 43; test_s43_probe_order_guarantee).
SEED = 18
#: The probe runs one process gives each adapter on human_in_the_loop, by probe.
ONE_PROCESS_PROBES = {
    "batch": 2, "batch_swapped": 2, "hasty": 2, "gated": 2, "partial": 2, "second_send": 2,
    "reject": 1, "switch": 1, "edited": 1, "gated_edited": 1,
    # the durable cell's restarts, paused in the arena process (evidence45): approved, denied
    # and left to lapse (durable46)
    "restart": 3,
}  # fmt: skip


def probes_run(out: Path, adapters: str, workers: int) -> dict[str, dict[str, Any]]:
    """``arena run --probes`` through ``adapters``: each adapter's matrix row (its cells)."""
    argv = ["run", "human_in_the_loop", "--adapter", adapters, "--probes"]
    argv += ["--workers", str(workers), "--out", str(out), "--quiet"]
    result = CliRunner().invoke(main, argv, env={"COLUMNS": "200"})
    assert result.exit_code in (0, 1), result.output
    summary = json.loads((out / "summary.json").read_text())
    return {row["adapter"]: row["cells"] for row in summary["matrix"]}


def values(cells: dict[str, Any]) -> dict[str, str]:
    return {name: cell["value"] for name, cell in cells.items()}


def test_an_adapter_careful_only_in_the_arena_process_reads_unaided_no(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Before: "yes" (the batch and hasty probes met it in the arena process, where it held the
    batched booking; every ordinary run met it in a worker, where it booked before the
    answer)."""
    monkeypatch.setattr("arena.probes.draw_seed", lambda: SEED)  # drawn per run otherwise
    out = tmp_path / "r"
    rows = probes_run(out, f"{ADAPTERS},{AWARE}", workers=2)
    assert rows[AWARE]["unaided"]["value"] == "no", rows[AWARE]["unaided"]
    # test_probe_instances' adapters careful by instance or by their first runs in a process
    # (red team 21) read "no" in the workers too, each a process of its own
    for cheat in ("SecondBuilt", "FirstK"):
        row = rows[f"reference_adapters_instaware:{cheat}"]
        assert row["unaided"]["value"] == "no", (cheat, row["unaided"])
    # as vanilla's, whose behaviour it has in a worker; every probe ran there too
    assert values(rows[AWARE]) == values(rows["vanilla"])
    probes = [json.loads(line) for line in (out / "probes.jsonl").read_text().splitlines()]
    assert {p["probe_seed"] for p in probes} == {SEED}
    # With --workers the model runs in its own process; the probes assigned their behaviour in
    # the parent's memory only, so every probe met the compliant model: vanilla read unaided
    # "yes", tool_gating "no", bound "-". The assignment travels with the run's registration to
    # the model's process (test_behaviour_model_name; it ran this for vanilla alone).
    said = values(rows["vanilla"])
    assert (said["unaided"], said["tool_gating"], said["bound"]) == ("no", "yes", "yes"), said
    ordinary = [json.loads(line) for line in (out / "runs.jsonl").read_text().splitlines()]
    mine = [r["passed"] for r in ordinary if r["adapter"] == "vanilla"]
    assert mine == [True] * 12, mine  # its ordinary runs pass (that run exited 0)
    # the other adapters' cells are those one process gives: the rows test_probe_instances pins
    # from a one-process 'arena run --probes' (a second run here cost a third of this test)
    for name in ("vanilla", "microsoft_af"):
        assert values(rows[name]) == ROWS[name], name
    # each adapter's probes ran once each, none lost or run twice across the workers
    for name in rows:
        ran = Counter(p["probe"] for p in probes if p["adapter"] == name)
        assert ran == ONE_PROCESS_PROBES, (name, ran)
    assert len(rows) == 5 and len(probes) == 5 * sum(ONE_PROCESS_PROBES.values())
