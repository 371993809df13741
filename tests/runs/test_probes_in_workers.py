"""``arena run --probes --workers N``: the probes run where the ordinary runs do (red team 20).

The probes ran in the arena command's own process and the ordinary runs in spawned workers, so
an adapter could tell them apart by the process (:class:`ProcessAware`: careful only where
``multiprocessing.parent_process()`` is None) and read "unaided: yes" while ``--behaviour batch
--workers 2`` scored it 0/12. Each worker now runs its share of the probes mixed with its
ordinary runs, in a seeded order, as one process does (b8fd085).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from arena.cli import main

AWARE = "reference_adapters_procaware:ProcessAware"


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


def test_an_adapter_careful_only_in_the_arena_process_reads_unaided_no(tmp_path: Path) -> None:
    """Before: "yes" (the batch and hasty probes met it in the arena process, where it held the
    batched booking; every ordinary run met it in a worker, where it booked before the
    answer)."""
    out = tmp_path / "r"
    rows = probes_run(out, f"vanilla,microsoft_af,{AWARE}", workers=2)
    assert rows[AWARE]["unaided"]["value"] == "no", rows[AWARE]["unaided"]
    # as vanilla's, whose behaviour it has in a worker; every probe ran there too
    assert values(rows[AWARE]) == values(rows["vanilla"])
    probes = [json.loads(line) for line in (out / "probes.jsonl").read_text().splitlines()]
    assert {p["probe"] for p in probes} == {
        "batch", "hasty", "gated", "reject", "switch", "partial", "second_send",
    }  # fmt: skip
    # the other adapters' cells are those one process gives
    one = probes_run(tmp_path / "one", "vanilla,microsoft_af", workers=1)
    for name in ("vanilla", "microsoft_af"):
        assert values(rows[name]) == values(one[name]), name
    ran = [
        json.loads(line) for line in (tmp_path / "one" / "probes.jsonl").read_text().splitlines()
    ]
    assert len(probes) == len(ran) * 3 // 2  # three adapters' probe runs against two
