"""Every durable cell from a restart, or "-": never from the adapter's declaration (evidence45).

``arena matrix`` reads the durable cell off one real restart per adapter (evidence44b), but
``arena run --probes`` (``make demo``, whose output README's feature matrix is) still read the
paused state's form: every slot declaring a dump read "durable yes". The outside reviewer's
FakeDurable keeps a key into the pausing process's memory in that snapshot, so it cannot be
resumed by a fresh process, yet read "yes" there. Now ``arena run --probes`` runs the restart
probe too, and a run that restarted nothing reads "-" naming what would measure it.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from arena.adapters.base import AgentSpec
from arena.adapters.vanilla import VanillaAdapter
from arena.arenas import Arena
from arena.context import ModelEndpoint
from arena.matrix import derive_row
from arena.matrix.restarted import RESTARTED
from arena.reporting.matrix_evidence import folder_matrix
from arena.results import read_results
from arena.runner import run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import FakeDurableAdapter

FAKE = "reference_adapters:FakeDurableAdapter"
#: Durable for real, without a framework's import (vanilla's module copied, its slots JSON).
HONEST = "durable_references_booked:keptvanilla"
TESTS = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def probed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``arena run --probes`` on FakeDurable and an honest durable adapter, as a user runs it."""
    out = tmp_path_factory.mktemp("probed") / "o"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([TESTS, *sys.path])}
    args = ["run", "human_in_the_loop", "--adapter", f"{FAKE},{HONEST},vanilla", "--probes"]
    ran = subprocess.run(
        [str(Path(sys.executable).parent / "arena"), *args, "--probe-seed", "0", "--json",
         "--out", str(out)],
        cwd=TESTS, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout[-2000:] + ran.stderr[-2000:]
    return out


def _cells(out: Path) -> dict[str, dict[str, object]]:
    summary = json.loads((out / "summary.json").read_text(encoding="utf-8"))
    return {row["adapter"]: row["cells"]["durable"] for row in summary["matrix"]}


def _restart_runs(out: Path, answer: str = "approve") -> dict[str, dict[str, object]]:
    """Each adapter's restart run of ``answer`` (approve, deny, lapse: durable46)."""
    lines = (out / "probes.jsonl").read_text(encoding="utf-8").splitlines()
    return {
        r["adapter"]: r
        for r in map(json.loads, lines)
        if r.get("probe") == "restart" and r["restart"].get("answer") == answer
    }


def _all_restarts(out: Path, adapter: str) -> list[object]:
    """``adapter``'s restart run ids, approved first (the cell's runs column)."""
    return [_restart_runs(out, a)[adapter]["run_id"] for a in ("approve", "deny", "lapse")]


def test_a_declared_durable_pause_a_restart_loses_reads_no_in_arena_run_probes(
    probed: Path,
) -> None:
    cell, restart = _cells(probed)[FAKE], _restart_runs(probed)[FAKE]
    assert cell["value"] == "no", cell  # it read "yes": its snapshot has a JSON form
    assert cell["runs"] == _all_restarts(probed, FAKE), cell  # none of the three resumed
    assert "KeyError" in str(cell["why"]) and str(cell["why"]).startswith("restart probe: ")
    assert restart["lost_decisions"] == 1 and restart["bookings"] == 0


def test_an_honest_durable_pause_reads_yes_from_its_restart_in_arena_run_probes(
    probed: Path,
) -> None:
    cell, restart = _cells(probed)[HONEST], _restart_runs(probed)[HONEST]
    assert (cell["value"], cell["why"]) == ("yes", RESTARTED)
    assert cell["runs"] == _all_restarts(probed, HONEST), cell
    assert restart["bookings"] == 1 and restart["lost_decisions"] == 0


def test_vanilla_reads_no_from_its_restart_said_without_ids(probed: Path) -> None:
    """Vanilla's pause lives in its process: "no" from the restart, not from the pause's form.
    The why names neither the run again (its runs column does) nor the gone process's id."""
    cell, restart = _cells(probed)["vanilla"], _restart_runs(probed)["vanilla"]
    assert (cell["value"], cell["runs"]) == ("no", _all_restarts(probed, "vanilla")), cell
    why = str(cell["why"])
    # the process that paused it has ended before the restart (red team 47): the resumer finds
    # the pause lost and closes the run, as arena resume --all does
    assert why.startswith(f"restart probe: {restart['item']}: closed: not durable"), why
    assert "memory of the process that paused it, which has exited" in why, why
    assert restart["run_id"] not in why and "process vm:" not in why and "Re-run" not in why


def test_the_report_decides_the_same_cells_again_from_the_folder(probed: Path) -> None:
    rows = {r["adapter"]: r["cells"]["durable"] for r in folder_matrix(read_results(probed)).rows}
    assert rows == _cells(probed)


def test_a_folder_without_its_restart_runs_reads_not_measured_in_the_report(
    probed: Path, tmp_path: Path
) -> None:
    """A folder as ``arena run --probes`` wrote it before evidence45: no restart run, the
    summary's durable cells the declared ones. ``arena report`` decides them again from the
    runs: "-" (it read FakeDurable's declared "yes" off its compliant runs), and it names the
    summary's cells as given by no run."""
    old = tmp_path / "old"
    shutil.copytree(probed, old, ignore=shutil.ignore_patterns("restart"))
    kept = [line for line in (old / "probes.jsonl").read_text(encoding="utf-8").splitlines()
            if json.loads(line).get("probe") != "restart"]  # fmt: skip
    (old / "probes.jsonl").write_text("\n".join(kept) + "\n", encoding="utf-8")
    summary = json.loads((old / "summary.json").read_text(encoding="utf-8"))
    for row in summary["matrix"]:  # what the declared form read
        said = "no" if row["adapter"] == "vanilla" else "yes"
        row["durable"] = said == "yes"
        row["cells"]["durable"] = {"value": said, "runs": [], "why": "declared, not proven"}
    (old / "summary.json").write_text(json.dumps(summary), encoding="utf-8")
    again = folder_matrix(read_results(old))
    cells = {r["adapter"]: r["cells"]["durable"] for r in again.rows}
    assert {a: c["value"] for a, c in cells.items()} == {FAKE: "-", HONEST: "-", "vanilla": "-"}
    assert all(str(c["why"]).startswith("not measured: ") for c in cells.values()), cells
    assert {f"{FAKE} durable (it says yes)", "vanilla durable (it says no)"} <= set(
        again.unbacked
    ), again.unbacked


@pytest.mark.parametrize("build", [FakeDurableAdapter, VanillaAdapter], ids=["fake", "vanilla"])
def test_runs_that_restarted_nothing_read_not_measured_whatever_the_pause_declares(
    build: Callable[[AgentSpec], VanillaAdapter],
    hitl_arena: Arena,
    endpoint_for: Callable[[str], ModelEndpoint],
) -> None:
    """FakeDurable declares a dump for every slot and read "yes"; vanilla declares none and read
    "no": both the adapter's word, neither a restart. ``arena run`` without ``--probes`` and a
    folder without a restart run read "-" saying what measures it."""
    adapter = build(AgentSpec.from_module(rooms))
    items = [i for i in hitl_arena.items if i.meta.get("expect") == "approved"][:2]
    results = asyncio.run(
        run_many([(adapter, i) for i in items], endpoint_for("compliant"),
                 settings=RunSettings(concurrency=2))
    )  # fmt: skip
    assert all(r.passed and r.trace.first_pause is not None for r in results)
    cell = derive_row(adapter.name, results, pause_kind="emulated").cells["durable"]
    assert (cell.value, cell.runs) == ("-", ()), cell
    assert cell.why.startswith("not measured: no restart here"), cell.why
    assert "arena run --probes" in cell.why and "durable_state" in cell.why
    verdict = derive_row(adapter.name, results, pause_kind="emulated", survived_restart=False)
    assert verdict.cells["durable"].value == "no"  # durable_state's restarts still decide
