"""``arena matrix``'s durable cell from a real restart (evidence44b; evidence44's open xfail).

The cell read the paused state's form: a JSON snapshot a store can keep read "yes". The outside
reviewer's FakeDurable keeps a key into this process's memory in that snapshot: a fresh process
cannot resume it (``arena run durable_state`` reads it "no"), yet ``arena matrix`` read it
"durable yes". Now the matrix pauses one approved item per adapter, drops the process and
approves and resumes it in a fresh one from the store alone (:mod:`arena.restart_probe`): the
cell is that run's, named in it, and ``arena report`` decides it again from the run's record.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from arena.adapters import vanilla
from arena.adapters.base import AgentSpec
from arena.arenas import Arena, load_arena
from arena.endpoints import ModelChoice
from arena.matrix import derive_row
from arena.matrix.restarted import RESTARTED
from arena.reporting.matrix_evidence import folder_matrix
from arena.reporting.rebuilt import rebuilt
from arena.restart_probe import restart_item, restart_runs
from arena.results import read_results, run_record
from arena.runner import RunResult, run_many
from arena.settings import RunSettings
from arena.tools import rooms
from reference_adapters import FakeDurableAdapter

FAKE = "reference_adapters:FakeDurableAdapter"
#: Its pause is a real JSON snapshot, kept by a copy of vanilla's module: durablevanilla (loaded
#: here, in the pytest process, by the probe's first leg) rebinds vanilla's own slots to JSON
#: codecs for good, and every later test on the worker read vanilla runs as durable (fixleak44).
HONEST = "durable_references_booked:keptvanilla"
TESTS = str(Path(__file__).resolve().parents[1])


@pytest.fixture(scope="module")
def restarted(tmp_path_factory: pytest.TempPathFactory) -> dict[str, RunResult]:
    """One restart probe run each, FakeDurable and an honest durable adapter (two fresh
    processes, side by side)."""
    arena = load_arena("human_in_the_loop")
    folder = tmp_path_factory.mktemp("restart")
    with pytest.MonkeyPatch.context() as mp:  # the resumer imports them as a user's module
        mp.setenv(
            "PYTHONPATH", os.pathsep.join(p for p in (TESTS, os.environ.get("PYTHONPATH")) if p)
        )
        choice = ModelChoice()
        with choice.open() as endpoint:
            runs = restart_runs(
                arena, [FAKE, HONEST], endpoint, folder, seed=0, model=choice.as_job()
            )
    # the approved pause of each (the denied and lapsed ones: test_s46_restart_answers)
    return {r.adapter: r for r in runs if r.extra["restart"]["answer"] == "approve"}


@pytest.fixture(scope="module")
def in_one_process() -> Iterator[list[RunResult]]:
    """FakeDurable's compliant runs in one process: its pauses resume there."""
    arena = load_arena("human_in_the_loop")
    adapter = FakeDurableAdapter(AgentSpec.from_module(rooms))
    items = [i for i in arena.items if i.meta.get("expect") == "approved"][:2]
    choice = ModelChoice()
    with choice.open() as endpoint:
        yield asyncio.run(
            run_many([(adapter, i) for i in items], endpoint, settings=RunSettings(concurrency=2))
        )


def test_a_pause_a_fresh_process_cannot_resume_reads_durable_no(
    restarted: dict[str, RunResult], in_one_process: list[RunResult]
) -> None:
    assert all(r.passed for r in in_one_process)  # in one process its pauses resume
    run = restarted[FAKE]
    assert run.extra["probe"] == "restart" and run.extra["lost_decisions"] == 1
    assert run.extra["bookings"] == 0
    cell = derive_row(FAKE, [*in_one_process, run], pause_kind="emulated").cells["durable"]
    assert cell.value == "no", cell
    assert cell.runs == (run.run_id,)
    assert cell.why.startswith(f"restart probe: {run.item.id}: KeyError"), cell.why
    assert "in resume" in cell.why  # the adapter's own error, where it raised


def test_an_honest_durable_pause_reads_yes_from_its_restart(
    restarted: dict[str, RunResult],
) -> None:
    run = restarted[HONEST]
    assert run.passed and run.extra["bookings"] == 1 and run.extra["lost_decisions"] == 0
    assert run.extra["restart"]["resumer_exit"] == 0
    cell = derive_row(HONEST, [run], pause_kind="emulated").cells["durable"]
    assert (cell.value, cell.runs, cell.why) == ("yes", (run.run_id,), RESTARTED)


def test_the_report_decides_it_again_from_the_runs_record(
    restarted: dict[str, RunResult], hitl_arena: Arena
) -> None:
    """``arena report`` rebuilds each run from its record (:mod:`arena.reporting.rebuilt`):
    the restart run's record keeps what the cell is read from."""
    for name, want in ((FAKE, "no"), (HONEST, "yes")):
        run = restarted[name]
        again = rebuilt(run_record(run), run.item)
        assert again.extra["probe"] == "restart"
        cell = derive_row(name, [again], pause_kind="emulated").cells["durable"]
        assert cell == derive_row(name, [run], pause_kind="emulated").cells["durable"]
        assert cell.value == want


def test_the_probe_leaves_vanilla_not_durable_in_this_process(
    restarted: dict[str, RunResult],
) -> None:
    """The first legs run here: an honest durable adapter loaded for them leaves vanilla's own
    pause live-only (test_store_resume's vanilla runs failed after this file on one worker)."""
    assert restarted[HONEST].passed
    assert not vanilla._PAUSED.durable and not vanilla._HISTORY.durable


def test_a_durable_state_verdict_still_decides(restarted: dict[str, RunResult]) -> None:
    """Every crash point, every item, sandboxed: durable_state's verdict over one restart."""
    run = restarted[FAKE]
    row = derive_row(FAKE, [run], pause_kind="emulated", survived_restart=True)
    assert row.cells["durable"].value == "yes"
    assert row.cells["durable"].why.startswith("durable_state:")


def test_the_item_is_one_approved_with_a_plain_approval(hitl_arena: Arena) -> None:
    for seed in range(5):
        item = restart_item(hitl_arena, seed)
        assert item is not None
        assert item.meta["expect"] == "approved" and tuple(item.resume_with) == ("approve",)
    assert restart_item(hitl_arena, 0) == restart_item(hitl_arena, 0)  # drawn by the seed


def test_arena_matrix_reads_it_off_the_restart_and_the_report_again(tmp_path: Path) -> None:
    """The command end to end: ``arena matrix`` on FakeDurable (one process of its own, as a
    user runs it) reads "durable no" naming its restart run, kept in ``runs.jsonl``, and
    ``arena report`` decides the same cell again from that folder."""
    out = tmp_path / "m"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([TESTS, *sys.path])}
    args = ["matrix", "--adapter", FAKE, "--probe-seed", "0", "--json", "--out", str(out)]
    ran = subprocess.run(
        [str(Path(sys.executable).parent / "arena"), *args],
        cwd=TESTS, env=env, capture_output=True, text=True, timeout=400,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stdout + ran.stderr
    (row,) = json.loads(ran.stdout)
    cell = row["cells"]["durable"]
    assert row["durable"] is False and cell["value"] == "no", cell
    restarts = [
        r for r in map(json.loads, (out / "runs.jsonl").read_text().splitlines())
        if r.get("probe") == "restart"
    ]  # fmt: skip
    # approved, denied, lapsed (durable46): none resumed, the approved one named first
    assert [r["restart"]["answer"] for r in restarts] == ["approve", "deny", "lapse"]
    restart = restarts[0]
    assert cell["runs"] == [r["run_id"] for r in restarts] and "KeyError" in cell["why"], cell
    assert restart["lost_decisions"] == 1 and restart["bookings"] == 0
    (again,) = folder_matrix(read_results(out)).rows
    assert again["cells"]["durable"] == cell


SIDE = """
import json, sys
from pathlib import Path
from arena.arenas import load_arena
from arena.endpoints import ModelChoice
from arena.matrix import derive_row
from arena.restart_probe import restart_runs

choice = ModelChoice()
with choice.open() as endpoint:
    runs = restart_runs(load_arena("human_in_the_loop"), [sys.argv[1]], endpoint,
                        Path(sys.argv[2]), seed=0, model=choice.as_job())
run = runs[0]  # the approved one (durable46: a denied and a lapsed one after it)
cell = derive_row(run.adapter, runs, pause_kind="emulated").cells["durable"]
print(json.dumps({"value": cell.value, "why": cell.why, "passed": run.passed}))
"""


def test_a_pause_kept_in_a_file_outside_the_store_reads_no(tmp_path: Path) -> None:
    """The resumer's reads are noted as durable_state's are (:mod:`arena.readwatch`): a pause
    pickled to a fixed path (red team hole 4's ``sidefile``) resumes and books, and reads "no"
    naming the file (before: "yes", no sandbox). In a process of its own: the reference patches
    vanilla's codecs."""
    side = tmp_path / "side"
    side.mkdir()
    path = os.pathsep.join([TESTS, *sys.path])
    env = {**os.environ, "PYTHONPATH": path, "DURABLE_REF_SIDE": str(side)}
    ran = subprocess.run(
        [sys.executable, "-c", SIDE, "durable_references:sidefile", str(tmp_path / "r")],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert ran.returncode == 0, ran.stderr
    cell = json.loads(ran.stdout.splitlines()[-1])
    assert cell["passed"] and cell["value"] == "no", cell  # it booked: only the reads say no
    assert cell["why"].startswith(f"restart probe: resume read {side}"), cell["why"]
    assert cell["why"].endswith("written by an earlier phase: state outside the store")
